/**
 * The demo's sale: a salon visit with four staff, products, a discount and tax. Plain data in the
 * shapes of the public API (staff, spec 2.6 display lines, customer); Storybook reuses it.
 */
import type { DisplayLine, StaffMember } from '../src/elements/internal/types.js';
import { strings, type BillWords } from './strings.js';

export const customer = { id: 'cust-20417', firstName: 'Amelia', lastName: 'Chen' };

/** Four staff: two with large services (percent proposals), one with none, one small (amount proposals). */
export const staff: StaffMember[] = [
  { employeeId: 'emp-maya', firstName: 'Maya', lastName: 'Okafor', avatar: '/avatars/maya.svg', serviceAmount: 85 },
  { employeeId: 'emp-lucia', firstName: 'Lucía', lastName: 'Fernández', avatar: '/avatars/lucia.svg', serviceAmount: 120 },
  { employeeId: 'emp-sam', firstName: 'Sam', lastName: 'Patel', avatar: '/avatars/sam.svg' },
  { employeeId: 'emp-kenji', firstName: 'Kenji', lastName: 'Watanabe', avatar: '/avatars/kenji.svg', serviceAmount: 9 },
];

/** What each staff member did, for the page (the elements show names only). */
export const roles: Record<string, string> = {
  'emp-maya': 'Senior stylist · Cut & blow-dry',
  'emp-lucia': 'Colorist · Balayage',
  'emp-sam': 'Assistant · Wash & treatment',
  'emp-kenji': 'Nail technician · Polish change',
};

/** The bill's lines in a locale's words (the amounts are the same everywhere). */
export function linesFor(words: BillWords, locale: string): DisplayLine[] {
  // Isolated, like every value in a sentence, so "10 %" reads right in right-to-left text too.
  const percent = (value: number) => `\u2068${new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 3 }).format(value / 100)}\u2069`;
  return [
    {
      name: words.services,
      total: 214,
      expanded: true,
      items: [
        { name: words.cut, qty: 1, amount: 85 },
        { name: words.balayage, qty: 1, amount: 120 },
        { name: words.polish, qty: 1, amount: 9 },
      ],
    },
    {
      name: words.products,
      total: 62,
      items: [
        { name: words.shampoo, qty: 1, amount: 28 },
        { name: words.spray, qty: 2, amount: 17 },
      ],
    },
    { name: words.discount(percent(10)), total: -21.4 },
    { name: words.tax(percent(8.875)), total: 5.5 },
  ];
}

/** Services are discounted 10 % for a first visit; tax (8.875 %) applies to retail products only. */
export const lines: DisplayLine[] = linesFor(strings['en-US'].lines, 'en-US');

/** Sum of the lines in cents: what the host charges before tips. */
export const saleCents = lines.reduce((sum, line) => sum + Math.round(line.total * 100), 0);
