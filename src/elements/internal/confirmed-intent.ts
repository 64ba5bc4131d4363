/**
 * An intent answer measured against the checkout's state when the customer confirmed: the check a
 * host can run itself. The checkout has the client run it (`CallOptions.shown`, src/client/answers.ts),
 * so the page's code does not import this module.
 */
import { shownIntentIssues } from '../../client/answers.js';
import type { TipIssue } from '../../client/errors.js';
import type { IntentResult, TipSelection } from '../../protocol/schemas.js';
import { shownFees, type ShownFees } from './checkout-model.js';

/**
 * Whether an intent answer is exactly what the customer confirmed on screen, in integer minor
 * units at the finest scale its amounts need (never floats): the problems found, or none. Pure;
 * call it with the state as it was when the customer pressed Confirm. Checked, besides the sums
 * the client checks on every intent answer (`intentAnswerIssues`: the tips are the selections
 * sent, `fees.total` is `fees.service + fees.pos`, `total` is tips plus `fees.total`):
 * - `tips.<i>`: each tip answers one of `selections` (employee and amount); `tips` names the
 *   selections left unanswered;
 * - `tips.<i>.fee`: each tip's fee is the fee the screen showed for that amount (its proposal's
 *   `fee`, or the live quote of a custom amount), and an issue when the screen showed none (the
 *   customer confirmed while the fee was still being looked up);
 * - `fees.total`: the shown fees of the tips plus the point-of-sale fee shown on top of them
 *   (`shown.pos`, else none): a `fees.pos` raised beyond what the tips' fees hold is refused here;
 * - `total`: the selections' amounts plus those fees: the total the customer confirmed.
 * An answer whose amounts cannot be added up exactly is one issue at path ''. A caller turns any
 * issue into `new TipResponseError('intent', status, issues)` and charges nothing.
 */
export function confirmedIntentIssues(answer: IntentResult, selections: readonly TipSelection[], shown: ShownFees): TipIssue[] {
  return shownIntentIssues(selections, answer, { fees: shownFees(selections, shown), pos: shown.pos });
}
