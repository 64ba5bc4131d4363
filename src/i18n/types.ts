/**
 * What the i18n modules share, and nothing else: each message area's keys, a catalogue, a
 * catalogue chunk's loader, an area, a locale's meta. It imports only the other areas' keys
 * (back-office-keys.ts, display-keys.ts), which import nothing, so every other
 * i18n module (the English of each area, the registry, the locales, the generated list of
 * locales) can import it without a cycle.
 *
 * Messages that need values are functions. The values come formatted by the element (money and
 * percents through `Intl.NumberFormat`, lists through `Intl.ListFormat`) and isolated for
 * bidirectional text (see `isolate`), so a catalogue only places them in a sentence.
 */

/** The checkout's messages: tip-checkout, staff-tip-list, tip-proposals, custom-tip-input, checkout-summary (English in messages.ts). */
export interface CheckoutMessages {
  // Shared -------------------------------------------------------------------------------------
  /** A button that tries a failed request again. */
  retry: string;
  /** Shown while something loads (an element's whole content). */
  loading: string;
  /** What the customer is told after a failure, by the failure's kind. */
  errorNetwork: string;
  errorTimeout: string;
  errorRefused: string;
  errorService: string;

  // staff-tip-list -----------------------------------------------------------------------------
  noStaff: string;
  /** One alert for every row when the proposals could not be loaded. */
  proposalsFailedAll: string;
  /** The service a staff member gave: `amount` is formatted money. */
  serviceOf: (amount: string) => string;

  // tip-proposals ------------------------------------------------------------------------------
  /** The radio group's name when the host gave no label. */
  tipGroup: string;
  /** A proposal's accessible name: its big value, then its small one ("20%, $10.00"). */
  optionName: (first: string, second: string) => string;
  /** A proposal's fee, shown under it ("+ $0.60 fee"). */
  optionFee: (fee: string) => string;
  /** A proposal's total, labelled, shown after its fee ("Total $10.60"): one unit that never breaks. */
  optionTotal: (total: string) => string;
  custom: string;
  noTip: string;
  /** The alert when one row's proposals failed (a row shown alone). */
  proposalsFailedFor: (name: string) => string;
  /** The custom amount's label inside a row. */
  customTipFor: (name: string) => string;

  // custom-tip-input ---------------------------------------------------------------------------
  /** The text box's default label. */
  customTip: string;
  enterTip: string;
  tipNegative: string;
  tipDecimals: string;
  tipTooLarge: string;
  /** Text that is not an amount; `example` is an amount written the locale's way ("12.50"). */
  tipInvalid: (example: string) => string;
  /** A currency other than the element's own was typed ("EUR", "£"). */
  tipOtherCurrency: (currency: string) => string;
  /**
   * Text that could be read as two amounts ("0,500": 500 or 0.50; a bidi control that makes it
   * drawn as another number); `example` is an amount written the locale's way ("12.50").
   */
  tipAmbiguous: (example: string) => string;
  /** The large-tip question when the tip is over the service amount. */
  guardOverService: (amount: string) => string;
  /** The large-tip question when the tip is over the hard cap. */
  guardLarge: (amount: string) => string;
  /** The form's validation message while a large tip awaits confirmation. */
  guardPending: (amount: string) => string;
  guardKeep: (amount: string) => string;
  guardChange: string;
  /** The live fee under the custom amount. */
  feeAndTotal: (fee: string, total: string) => string;
  feeChecking: string;
  feeFailed: string;

  // checkout-summary ---------------------------------------------------------------------------
  subtotal: string;
  /** The list of tips, per staff member. */
  tipsList: string;
  tipFor: (name: string) => string;
  chooseTip: string;
  enterAmount: string;
  fees: string;
  feesCalculating: string;
  serviceFee: string;
  posFee: string;
  total: string;
  /** Quantity before a line's name ("2 ×"); `qty` is formatted. */
  quantity: (qty: string) => string;
  /** A category item's quantity and unit price ("2 × $12.00"). */
  quantityAt: (qty: string, price: string) => string;
  /** The confirm button; `count` is how many staff members there are. */
  confirmTips: (count: number, total: string) => string;
  continueWithoutTip: string;
  creating: string;
  /** Who still needs a choice; `names` is a formatted list. */
  chooseTipFor: (names: string) => string;
  tipsAdded: (total: string) => string;
  noTipAdded: string;
  intentFailed: string;
  /** The summary's error when the amounts are too large to add up (beyond what money is kept to). */
  amountsOutOfRange: string;
  /**
   * A tip option's description (tip-proposals): its fee, its labelled total, and whose tip it is
   * ("+ $0.76 fee, total $16.06, for Maya Okafor").
   */
  optionFeeTotalFor: (fee: string, total: string, name: string) => string;
  /** The same in a group without a staff member's name ("+ $0.76 fee, total $16.06"). */
  optionFeeTotal: (fee: string, total: string) => string;
  /** The description of an option without a fee ("Custom", "No tip", a proposal with no fee): whose tip it is ("for Maya Okafor"). */
  optionFor: (name: string) => string;
  /**
   * An amount with more decimals than its currency has: `decimals` is how many the currency
   * allows (0 for JPY: whole amounts only; 2 for USD; 3 for KWD). Plural-aware. Replaces
   * `tipDecimals` (which names two decimals) wherever the currency is known.
   */
  amountDecimals: (decimals: number) => string;

  // Team mode (tip-checkout tip-mode="team") ---------------------------------------------------
  /**
   * The name of the team's one tip group, listing who is in it: `names` is the members' names,
   * each isolated, joined with the locale's list format ("Team: Ana, Ben and Cy").
   */
  teamName: (names: string) => string;
  /** Under the team's group: a custom amount is split among `count` people by their service. Plural-aware. */
  teamSplitService: (count: number) => string;
  /** Under the team's group: a custom amount is split equally among `count` people. Plural-aware. */
  teamSplitEven: (count: number) => string;
  /** The summary's row with the team's tip. */
  teamTip: string;
  /** The summary's row with one person's share of the team's tip ("Share for Ana"). */
  shareFor: (name: string) => string;
  /**
   * Under the team's group: who gets no share of the suggested tips because they had no service;
   * `names` is a formatted list of `count` names. Plural-aware.
   */
  teamLeftOut: (names: string, count: number) => string;
  /** Under the team's group: each share is a tip of its own with its own fee, so a team tip costs more in fees than one tip. */
  teamFeePerShare: string;
  /** A share of zero in the summary, for someone who had no service: the amount and why ("$0.00 (no service)"). */
  shareNoService: (amount: string) => string;
  /** Said (politely) when switching the tip mode cleared the customer's choices. */
  choicesCleared: string;
}

import type { BackOfficeMessages } from './back-office-keys.js';
import type { DeviceMessages, DisplayMessages } from './display-keys.js';
import type { ScreenMessages } from './screen-keys.js';

export type { BackOfficeMessages, DeviceMessages, DisplayMessages, ScreenMessages };

/** Every key of every area. */
export type Messages = CheckoutMessages & BackOfficeMessages & DisplayMessages & DeviceMessages & ScreenMessages;

/** A partial catalogue: any keys, each falling back on its own. */
export type Catalogue = Partial<Messages>;

/** A shipped catalogue chunk (`locales/<tag>/<area>.ts`), fetched on demand. */
export type CatalogueLoader = () => Promise<{ default: Catalogue }>;

/**
 * The messages of one group of elements: their English (the final fallback) and, by lower-case
 * tag, where each shipped locale's chunk is. Bundlers make one chunk of each.
 */
export interface MessageArea {
  name: string;
  english: Catalogue;
  loaders: Readonly<Record<string, CatalogueLoader>>;
}

/** Which way a locale's script runs. */
export type Direction = 'ltr' | 'rtl';

/**
 * A shipped locale's own description (its tag is its locale folder's name), which the build reads
 * into the generated list of locales.
 */
export interface LocaleMeta {
  /** The locale's name in its own language ("Deutsch", "Français (Canada)"). */
  name: string;
  dir: Direction;
}
