import type { TipLevel } from '../../protocol/schemas.js';

/** A staff member who can be tipped (`tip-checkout`'s `staff`). `serviceAmount` in dollars; 0 or absent means none. */
export interface StaffMember {
  employeeId: string;
  firstName: string;
  lastName: string;
  /**
   * The name to show, exactly as written, in place of first and last names (which are otherwise
   * written in the locale's order: family name first in ja, zh, ko, hu, vi; shared.ts).
   */
  displayName?: string | undefined;
  /** URL of the picture; only http(s) and data:image URLs are shown, otherwise initials. */
  avatar: string;
  serviceAmount?: number;
}

/** A sub-item of a display line (spec 2.6). */
export interface DisplayItem {
  name: string;
  qty: number;
  /** The item's price, in dollars. */
  amount: number;
}

/** A line of the checkout summary (spec 2.6): a category when it has `items`, otherwise a single item. */
export interface DisplayLine {
  name: string;
  qty?: number;
  /** Total for this item or category, in dollars. */
  total: number;
  items?: DisplayItem[];
  /** For a category: show its items initially. */
  expanded?: boolean;
}

/** What a customer chose for one staff member. Custom amounts are integer cents; `null` = not yet a valid amount. */
export type TipChoice =
  | { level: 'low' | 'medium' | 'high' }
  | { level: 'custom'; cents: number | null }
  | { level: 'none' };

/** The value of a tip-proposals group: a level, 'none' for No tip, or '' before any choice. */
export type TipOptionValue = TipLevel | 'none' | '';
