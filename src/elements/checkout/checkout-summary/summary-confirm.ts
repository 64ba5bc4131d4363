/** What the summary shows in place of Confirm once the customer has confirmed: the status, or the failure with Retry. */
import { html, svg } from 'lit';
import { errorText } from '../../../i18n/localize.js';
import type { Messages } from '../../../i18n/messages.js';
import type { CheckoutContext } from '../../internal/context.js';
import { sentence } from '../../internal/isolated.js';

const tick = svg`<path d="M4 10.5l4 4 8-9" fill="none" stroke="currentColor" stroke-width="2.5" stroke-linecap="round" stroke-linejoin="round"/>`;

/** The status once the intent exists (`total`: the grand total, formatted), or once nobody was tipped. */
export function renderDone(t: Messages, ctx: CheckoutContext, total: string) {
  return html`<p part="status" class="status" role="status" tabindex="-1">
    <svg class="tick" viewBox="0 0 20 20" aria-hidden="true">${tick}</svg>
    ${ctx.intent ? sentence(t.tipsAdded(total)) : t.noTipAdded}
  </p>`;
}

/** The alert when the intent failed, with Retry (the choices are kept). */
export function renderFailed(t: Messages, ctx: CheckoutContext) {
  return html`<div part="error" class="error" role="alert">
    <p class="message">${t.intentFailed}</p>
    <p class="detail">${errorText(t, ctx.submitError)}</p>
    <button type="button" part="retry" class="retry" @click=${() => void ctx.submit()}>${t.retry}</button>
  </div>`;
}
