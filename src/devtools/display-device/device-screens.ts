/**
 * What tip-display-device shows on each screen of the simulated tablet (activation code, pairing,
 * home, tips, review, waiting, card prompt, declined) and what its live region says about it.
 * Rendering only: the element owns the device, its state and the actions, and hands them over
 * as a `ScreenView`.
 */
import { html, nothing, svg, type TemplateResult } from 'lit';
import { formatList } from '../../i18n/localize.js';
import type { Messages } from '../../i18n/messages.js';
import { personName, shortName } from '../../elements/internal/shared.js';
import { sentence } from '../../elements/internal/isolated.js';
import type { DeviceAction, DeviceCheckout, DeviceLike, DeviceScreen, DeviceStaff, DeviceTotals } from './device-screen.js';

type ScreenOf<K extends DeviceScreen['kind']> = Extract<DeviceScreen, { kind: K }>;

/** What the screens read of tip-display-device, and how they act on it. */
export interface ScreenView {
  /** The resolved locale (for lists). */
  locale: string;
  /** The element's `locale` property, handed to the checkout elements it reuses. */
  hostLocale: string | undefined;
  currency: string;
  /** Dollars as money for a message, in the locale, isolated for bidirectional text. */
  money: (amount: number) => string;
  isolate: (text: string) => string;
  /** An action is being sent: the buttons are unavailable. */
  busy: boolean;
  /** The checkout was updated by the POS: tip selection started again. */
  restarted: boolean;
  /** The code of the last refused action, if any, and its words. */
  problem: string | undefined;
  problemText: string;
  /** What is typed in the pairing field. */
  pairText: string;
  onPair: (event: Event) => void;
  onPairInput: (event: Event) => void;
  act: (action: DeviceAction) => Promise<void>;
  /** The staff-tip-list for the checkout on `device`. */
  tipList: (checkout: DeviceCheckout, device: DeviceLike) => TemplateResult | HTMLElement;
}

const cardIcon = svg`<rect x="6" y="14" width="52" height="36" rx="5" fill="none" stroke="currentColor" stroke-width="3"/><path d="M6 24h52" stroke="currentColor" stroke-width="6"/><path d="M14 40h14" stroke="currentColor" stroke-width="3" stroke-linecap="round"/>`;

function renderActivation(v: ScreenView, t: Messages, screen: ScreenOf<'activation'>) {
  return html`<div class="center">
    <h2 id="title" tabindex="-1">${t.deviceShowCode}</h2>
    <p part="code" aria-describedby="title">${screen.code}</p>
  </div>`;
}

function renderPairing(v: ScreenView, t: Messages) {
  const invalid = v.problem === 'identifier_invalid' || v.problem === 'identifier_taken';
  return html`<div class="center">
    <form @submit=${v.onPair} novalidate>
      <label for="pos-id">${t.devicePairLabel}</label>
      <input
        id="pos-id"
        part="input"
        autocomplete="off"
        spellcheck="false"
        .value=${v.pairText}
        aria-invalid=${invalid ? 'true' : 'false'}
        aria-describedby="pair-problem"
        @input=${v.onPairInput}
      />
      <button part="button" type="submit" aria-disabled=${v.busy ? 'true' : 'false'}>${t.devicePair}</button>
      <p part="alert" id="pair-problem" role="alert">${v.problemText}</p>
    </form>
  </div>`;
}

function renderHome(v: ScreenView, t: Messages, screen: ScreenOf<'home'>) {
  const last = screen.last === 'approved' ? t.deviceApproved : screen.last === 'canceled' ? t.deviceCanceled : screen.last === 'continued' ? t.deviceContinued : '';
  return html`<div class="center">
    <p part="status">${last}</p>
    <h2 tabindex="-1">${t.deviceReady}</h2>
  </div>`;
}

function renderWelcome(v: ScreenView, t: Messages, checkout: DeviceCheckout) {
  const name = shortName(checkout.customer, v.locale);
  return html`<h2 tabindex="-1">${name ? sentence(t.deviceWelcome(v.isolate(name))) : t.deviceWelcomeAnonymous}</h2>`;
}

function renderTips(v: ScreenView, t: Messages, screen: ScreenOf<'tips'>, device: DeviceLike) {
  const { checkout } = screen;
  const included = checkout.staff.filter((s) => s.preselectedTip !== undefined);
  const missing = checkout.staff.filter((s) => {
    if (s.preselectedTip !== undefined) return false;
    const c = screen.choices[s.employeeId];
    return !c || (c.level === 'custom' && c.amount === null);
  });
  const blocked = missing.length > 0;
  return html`
    ${renderWelcome(v, t, checkout)}
    ${v.restarted ? html`<p class="notice">${t.deviceRestarted}</p>` : nothing}
    <checkout-summary part="bill" .lines=${checkout.display} currency=${v.currency} .locale=${v.hostLocale}></checkout-summary>
    <h3>${t.deviceChooseTips}</h3>
    ${v.tipList(checkout, device)}
    ${included.length > 0
      ? html`<ul class="rows" role="list">
          ${included.map((s) => html`<li>${sentence(t.deviceTipIncluded(v.isolate(personName(s, v.locale) || s.employeeId), v.money(s.preselectedTip!)))}</li>`)}
        </ul>`
      : nothing}
    <div class="actions">
      <button
        part="button"
        type="button"
        aria-disabled=${blocked || v.busy ? 'true' : 'false'}
        aria-describedby=${blocked ? 'missing' : nothing}
        @click=${() => (blocked ? undefined : void v.act({ type: 'review', round: checkout.round }))}
      >
        ${t.deviceReviewTips}
      </button>
    </div>
    ${blocked ? html`<p id="missing" class="hint">${sentence(missingText(v, t, missing))}</p>` : nothing}
    ${v.problem && v.problem !== 'choices_missing' ? html`<p part="alert" role="alert">${v.problemText}</p>` : nothing}
  `;
}

function missingText(v: ScreenView, t: Messages, missing: readonly DeviceStaff[]): string {
  const names = missing.map((m) => v.isolate(shortName(m, v.locale) || m.employeeId));
  return t.chooseTipFor(formatList(v.locale, names));
}

function renderTotals(v: ScreenView, t: Messages, checkout: DeviceCheckout, totals: DeviceTotals) {
  const tipped = new Map(totals.tips.map((tip) => [tip.employeeId, tip]));
  return html`<div part="review" class="rows">
    <div class="row"><span>${t.subtotal}</span><span>${v.money(checkout.total)}</span></div>
    <ul class="rows" role="list" aria-label=${t.tipsList}>
      ${checkout.staff.map((s) => {
        const tip = tipped.get(s.employeeId);
        const name = personName(s, v.locale) || s.employeeId;
        return html`<li class="row">
          <span>${sentence(t.tipFor(v.isolate(name)))}${tip && tip.fee > 0 ? html`<span class="sub">${sentence(t.optionFee(v.money(tip.fee)))}</span>` : nothing}</span>
          <span>${tip ? v.money(tip.amount) : t.noTip}</span>
        </li>`;
      })}
    </ul>
    <div class="row"><span>${t.fees}</span><span>${v.money(totals.fees)}</span></div>
    <div part="total" class="row"><span>${t.total}</span><span>${v.money(totals.total)}</span></div>
  </div>`;
}

function renderReview(v: ScreenView, t: Messages, screen: ScreenOf<'review'>) {
  return html`
    ${renderWelcome(v, t, screen.checkout)}
    ${renderTotals(v, t, screen.checkout, screen)}
    <div class="actions">
      ${screen.canGoBack
        ? html`<button part="secondary" class="secondary" type="button" aria-disabled=${v.busy ? 'true' : 'false'} @click=${() => void v.act({ type: 'back', round: screen.checkout.round })}>
            ${t.deviceChangeTips}
          </button>`
        : nothing}
      <button part="button" type="button" aria-disabled=${v.busy ? 'true' : 'false'} @click=${() => void v.act({ type: 'continue', round: screen.checkout.round })}>
        ${t.deviceContinue}
      </button>
    </div>
    ${v.problem ? html`<p part="alert" role="alert">${v.problemText}</p>` : nothing}
  `;
}

function renderWaiting(v: ScreenView, t: Messages, screen: ScreenOf<'waiting'>) {
  return html`<h2 tabindex="-1">${t.deviceWaiting}</h2>
    ${renderTotals(v, t, screen.checkout, screen)}`;
}

function renderCard(v: ScreenView, t: Messages, screen: ScreenOf<'card'>) {
  return html`<div class="center">
    <svg class="card-icon" viewBox="0 0 64 64" aria-hidden="true">${cardIcon}</svg>
    <h2 tabindex="-1">${t.deviceCardPrompt}</h2>
    <p>${t.deviceAmountDue}</p>
    <p part="amount">${v.money(screen.amount)}</p>
  </div>`;
}

function renderDeclined(v: ScreenView, t: Messages, screen: ScreenOf<'declined'>) {
  return html`<div class="center">
    <div role="alert">
      <h2 part="alert" tabindex="-1">${sentence(t.deviceDeclined(v.isolate(screen.note)))}</h2>
    </div>
    <p>${t.deviceDeclinedWait}</p>
    <p>${t.deviceAmountDue}</p>
    <p part="amount">${v.money(screen.amount)}</p>
  </div>`;
}

/** What the live region says about a screen: its headline, and the amount at the card prompt. */
export function announcement(v: ScreenView, t: Messages, screen: DeviceScreen): string {
  switch (screen.kind) {
    case 'activation':
      return t.deviceCodeAnnounced(screen.code);
    case 'pairing':
      return t.devicePairLabel;
    case 'home':
      return screen.last === 'approved' ? t.deviceApproved : screen.last === 'canceled' ? t.deviceCanceled : screen.last === 'continued' ? t.deviceContinued : t.deviceReady;
    case 'tips':
      return v.restarted ? t.deviceRestarted : t.deviceChooseTips;
    case 'review':
      return t.deviceTotalAnnounced(v.money(screen.total));
    case 'waiting':
      return t.deviceWaiting;
    case 'card':
      return t.deviceCardAnnounced(v.money(screen.amount));
    case 'declined':
      return ''; // the alert speaks
  }
}

export function renderScreen(v: ScreenView, t: Messages, screen: DeviceScreen, device: DeviceLike) {
  switch (screen.kind) {
    case 'activation':
      return renderActivation(v, t, screen);
    case 'pairing':
      return renderPairing(v, t);
    case 'home':
      return renderHome(v, t, screen);
    case 'tips':
      return renderTips(v, t, screen, device);
    case 'review':
      return renderReview(v, t, screen);
    case 'waiting':
      return renderWaiting(v, t, screen);
    case 'card':
      return renderCard(v, t, screen);
    case 'declined':
      return renderDeclined(v, t, screen);
  }
}

