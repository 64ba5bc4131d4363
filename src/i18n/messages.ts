/**
 * The checkout's English, built in: the final fallback of every checkout key. Messages come in
 * areas: the checkout's (here), the back office's (back-office.ts) and Display mode's
 * (display.ts), each read only by the elements of its area (areas.ts), so a customer's checkout
 * page carries none of the manager's or the Display-mode elements' words. Their keys are in
 * types.ts. Other locales are a folder each, `locales/<tag>/`, with a module per area fetched on
 * demand; `tip-elements/locales/<tag>` (`locales/<tag>/index.ts`) is a locale's whole catalogue.
 */
import type { CheckoutMessages } from './types.js';
import { pluralize } from './plural.js';

export type { CheckoutMessages, Messages } from './types.js';

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
  optionTotal: (total) => `Total ${total}`,
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
  tipAmbiguous: (example) => `This amount can be read two ways. Enter it like ${example}.`,
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
  serviceFee: 'Processing fee',
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
  amountsOutOfRange: 'These amounts are too large to add up. Check the bill and the tips.',
  optionFeeTotalFor: (fee, total, name) => `+ ${fee} fee, total ${total}, for ${name}`,
  optionFeeTotal: (fee, total) => `+ ${fee} fee, total ${total}`,
  optionFor: (name) => `for ${name}`,

  amountDecimals: (decimals) =>
    pluralize('en', decimals, { '=0': 'Use whole amounts only, without decimals.', '=1': 'Use at most one decimal.', other: 'Use at most # decimals.' }),

  teamName: (names) => `Team: ${names}`,
  teamSplitService: (count) => pluralize('en', count, { '=1': 'A custom amount goes in full to the one person on the team.', other: 'A custom amount is shared among # people by their service.' }),
  teamSplitEven: (count) => pluralize('en', count, { '=1': 'A custom amount goes in full to the one person on the team.', other: 'A custom amount is shared equally among # people.' }),
  teamTip: 'Team tip',
  shareFor: (name) => `Share for ${name}`,
  teamLeftOut: (names, count) => `The suggested tips leave out ${names}, who ${count === 1 ? 'had' : 'each had'} no service.`,
  teamFeePerShare: 'Each share is a tip of its own, with its own fee: more in fees than one tip.',
  shareNoService: (amount) => `${amount} (no service)`,
  choicesCleared: 'Tip choices cleared. Please choose again.',
};
