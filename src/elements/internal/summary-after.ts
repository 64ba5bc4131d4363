/**
 * What checkout-summary shows once the customer has confirmed: the sums as the intent has them
 * (the service's own tips, fees and total), the status once the intent exists, and the alert with
 * Retry when it failed. A chunk of its own in a page's bundle, which the summary loads from its
 * first render on (it is there long before a customer confirms); should it not be there yet, the
 * summary keeps its Confirm button busy until it is. It imports nothing from the page's code (only
 * types): the summary hands it what it uses (`SummaryAfterDeps`), so that a bundler leaves the
 * page's initial code in one chunk.
 */
import type { html as litHtml, svg as litSvg } from 'lit';
import type { IntentResult } from '../../protocol/schemas.js';
// But money.ts: a chunk of its own that the page has loaded already.
import { sumCentsInRange } from '../../money/money.js';
import type { errorText as errorTextOf } from '../../i18n/localize.js';
import type { Messages } from '../../i18n/messages.js';
import type { amountAt as amountAtScale } from './checkout-model.js';
import type { CheckoutContext } from './context.js';
import type { sentence as sentenceOf } from './isolated.js';
import type { StaffMember } from './types.js';

// A tuple, not an object, so that the page's code carries no name of them.
export type SummaryAfterDeps = readonly [html: typeof litHtml, svg: typeof litSvg, amountAt: typeof amountAtScale, errorText: typeof errorTextOf, sentence: typeof sentenceOf];

/** The sums the intent gives, in minor units at the render's scale. */
export interface IntentSums {
  tipsCents: number;
  feesCents: number;
  totalCents: number;
  /** Each staff member's tips as the service confirmed them. */
  tipsByMember: ReadonlyMap<string, number>;
}

export function summaryAfter([html, svg, amountAt, errorText, sentence]: SummaryAfterDeps) {
  const tick = svg`<path d="M4 10.5l4 4 8-9" fill="none" stroke="currentColor" stroke-width="2.5" stroke-linecap="round" stroke-linejoin="round"/>`;
  return {
    /** The intent's sums at `scale` (the bill's `chargesCents` plus the intent's total); undefined when one leaves the range money is kept in. */
    intentSums(intent: IntentResult, staff: readonly StaffMember[], chargesCents: number, scale: number): IntentSums | undefined {
      const cents = (amount: number | undefined) => amountAt(amount, scale);
      const tipsByMember = new Map<string, number>();
      for (const member of staff) {
        const sum = sumCentsInRange(intent.tips.filter((x) => x.employeeId === member.employeeId).map((x) => cents(x.amount)));
        if (sum === undefined) return undefined;
        tipsByMember.set(member.employeeId, sum);
      }
      const tipsCents = sumCentsInRange(intent.tips.map((x) => cents(x.amount)));
      const totalCents = sumCentsInRange([chargesCents, cents(intent.total)]);
      if (tipsCents === undefined || totalCents === undefined) return undefined;
      return { tipsCents, feesCents: cents(intent.fees.total), totalCents, tipsByMember };
    },
    /** The status once the intent exists (`total`: the grand total, formatted), or once nobody was tipped. */
    done(t: Messages, ctx: CheckoutContext, total: string) {
      return html`<p part="status" class="status" role="status" tabindex="-1">
        <svg class="tick" viewBox="0 0 20 20" aria-hidden="true">${tick}</svg>
        ${ctx.intent ? sentence(t.tipsAdded(total)) : t.noTipAdded}
      </p>`;
    },
    /** The alert when the intent failed, with Retry (the choices are kept). */
    failed(t: Messages, ctx: CheckoutContext) {
      return html`<div part="error" class="error" role="alert">
        <p class="message">${t.intentFailed}</p>
        <p class="detail">${errorText(t, ctx.submitError)}</p>
        <button type="button" part="retry" class="retry" @click=${() => void ctx.submit()}>${t.retry}</button>
      </div>`;
    },
  };
}
