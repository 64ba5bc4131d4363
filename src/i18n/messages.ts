/**
 * The message catalogue: every text an element shows or announces. It comes in areas: the
 * checkout's messages (here; English built in, the final fallback), the back office's
 * (back-office.ts) and Display mode's (display.ts), each read only by the elements of its area, so
 * a customer's checkout page carries none of the manager's or the Display-mode elements' words.
 * Other locales are separate modules per area, fetched on demand; `tip-elements/locales/<tag>` is
 * a locale's whole catalogue.
 *
 * Messages that need values are functions. The values come formatted by the element (money and
 * percents through `Intl.NumberFormat`, lists through `Intl.ListFormat`) and isolated for
 * bidirectional text (see `isolate`), so a catalogue only places them in a sentence.
 */
import type { BackOfficeMessages } from './back-office.js';
import type { DisplayMessages } from './display.js';

/** The checkout's messages: tip-checkout, staff-tip-list, tip-proposals, custom-tip-input, checkout-summary. */
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
  /** A proposal's total, shown after its fee; also its description. */
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

}

/**
 * Every message of every area. An interface, so that an area defined outside i18n (the simulated
 * tablet's, src/devtools/display-device/messages.ts) adds its keys by declaration merging.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the areas' keys, merged
export interface Messages extends CheckoutMessages, BackOfficeMessages, DisplayMessages {}

/** The checkout's English, built in: the final fallback for every checkout key. */
export const en: CheckoutMessages = {
  retry: 'Retry',
  loading: 'Loading…',
  errorNetwork: 'Check the connection, then try again.',
  errorTimeout: 'The tip service is taking too long. Try again.',
  errorRefused: 'The tip service did not accept this. Ask a member of staff.',
  errorService: 'The tip service had a problem. Try again.',

  noStaff: 'No staff to tip.',
  proposalsFailedAll: 'Could not load the suggested tips. Custom amounts and No tip still work.',
  serviceOf: (amount) => `on ${amount} service`,

  tipGroup: 'Tip',
  optionName: (first, second) => `${first}, ${second}`,
  optionFee: (fee) => `+ ${fee} fee`,
  optionTotal: (total) => total,
  custom: 'Custom',
  noTip: 'No tip',
  proposalsFailedFor: (name) => `Could not load the suggested tips for ${name}.`,
  customTipFor: (name) => `Custom tip for ${name}`,

  customTip: 'Custom tip',
  enterTip: 'Enter a tip amount.',
  tipNegative: 'A tip cannot be negative.',
  tipDecimals: 'Use at most two decimals.',
  tipTooLarge: 'That amount is too large.',
  tipInvalid: (example) => `Enter an amount, like ${example}.`,
  tipOtherCurrency: (currency) => `Enter the amount without ${currency}.`,
  guardOverService: (amount) => `That's ${amount} — more than the service. Keep it?`,
  guardLarge: (amount) => `That's ${amount} — a very large tip. Keep it?`,
  guardPending: (amount) => `Confirm the tip of ${amount}.`,
  guardKeep: (amount) => `Keep ${amount}`,
  guardChange: 'Change',
  feeAndTotal: (fee, total) => `Fee ${fee} · Total ${total}`,
  feeChecking: 'Checking the fee',
  feeFailed: 'Could not get the fee.',

  subtotal: 'Subtotal',
  tipsList: 'Tips',
  tipFor: (name) => `Tip for ${name}`,
  chooseTip: 'Choose a tip',
  enterAmount: 'Enter an amount',
  fees: 'Fees',
  feesCalculating: 'calculating…',
  serviceFee: 'Service fee',
  posFee: 'Point-of-sale fee',
  total: 'Total',
  quantity: (qty) => `${qty} ×`,
  quantityAt: (qty, price) => `${qty} × ${price}`,
  confirmTips: (count, total) => `Confirm ${count === 1 ? 'tip' : 'tips'} · ${total}`,
  continueWithoutTip: 'Continue without tip',
  creating: 'Creating…',
  chooseTipFor: (names) => `Choose a tip for ${names}`,
  tipsAdded: (total) => `Tips added. Total to pay ${total}.`,
  noTipAdded: 'No tip added.',
  intentFailed: 'Your tips could not be confirmed. Nothing was charged.',

};
