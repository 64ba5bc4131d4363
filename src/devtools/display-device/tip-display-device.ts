import { LitElement, html, nothing, svg, type PropertyValues } from 'lit';
import { createDataClient, type DataClient } from '../../client/client.js';
import { errorText, formatList, LocalizeController } from '../../i18n/localize.js';
import type { Messages } from '../../i18n/messages.js';
import type { Catalogue } from '../../i18n/registry.js';
import { currencyExponent, fromMinor } from '../../money/money.js';
import type { Proposal } from '../../protocol/schemas.js';
import { fullName, tokens } from '../../elements/internal/shared.js';
import type { StaffTipList } from '../../elements/checkout/staff-tip-list/staff-tip-list.js';
import type { StaffMember, TipChoice } from '../../elements/internal/types.js';
import { screenOf, type DeviceAction, type DeviceCheckout, type DeviceChoice, type DeviceLike, type DeviceScreen, type DeviceStaff, type DeviceTotals } from './device-screen.js';
import { deviceArea } from './messages.js';
import { styles } from './tip-display-device.styles.js';

type ScreenOf<K extends DeviceScreen['kind']> = Extract<DeviceScreen, { kind: K }>;

const cardIcon = svg`<rect x="6" y="14" width="52" height="36" rx="5" fill="none" stroke="currentColor" stroke-width="3"/><path d="M6 24h52" stroke="currentColor" stroke-width="6"/><path d="M14 40h14" stroke="currentColor" stroke-width="3" stroke-linecap="round"/>`;

function sameChoice(a: DeviceChoice | undefined, b: DeviceChoice): boolean {
  if (!a || a.level !== b.level) return false;
  return a.level !== 'custom' || a.amount === (b as { amount: number | null }).amount;
}

/** A staff-tip-list choice (minor units at the currency's `exponent`) as the device takes it (the service's numbers). */
function toDeviceChoice(choice: TipChoice, exponent: number): DeviceChoice {
  if (choice.level === 'custom') return { level: 'custom', amount: choice.cents === null ? null : fromMinor(choice.cents, exponent) };
  return { level: choice.level };
}

/**
 * @summary The sandbox's simulated tablet (a developer tool): what the service's device shows in
 * Display mode, for a developer to play the customer on.
 *
 * Give it a `device`: one of `sandbox.devices` (in the page) or `connectDevice(...)` (a sandbox on
 * the host's server). It derives the screen from the device's state (`screenOf`), renders it and follows it as the POS drives it: the
 * code to activate (service sync) or a form for the POS's identifier (POS sync), home, the
 * bill with tip selection per staff member (a `staff-tip-list` with the service's proposals,
 * Custom and No tip, custom fees looked up live), the review with tips, fees and total and
 * "Continue to payment", the wait for the cashier, the card prompt with the amount, the failure
 * with the POS's note, and how many checkouts wait behind this one. Changes are announced in a
 * live region; a declined payment as an alert.
 *
 * Ships in `tip-elements/sandbox/device`, which registers it; `tip-elements/sandbox` itself stays
 * free of the DOM.
 *
 * @csspart frame - The tablet's bezel.
 * @csspart screen - The tablet's screen.
 * @csspart header - Device name, sync identifiers and the queue.
 * @csspart queue - "1 more checkout waiting".
 * @csspart code - The activation code (service sync).
 * @csspart input - The text box for the POS's identifier (POS sync).
 * @csspart button - The main action of a screen (Pair, Review tips, Continue to payment).
 * @csspart secondary - Change tips.
 * @csspart bill - The bill (`checkout-summary`).
 * @csspart tips - Tip selection (`staff-tip-list`).
 * @csspart review - The list of tips, fees and totals.
 * @csspart total - The amount to pay on the review and waiting screens.
 * @csspart amount - The amount at the card prompt.
 * @csspart alert - A declined payment, or an action that did not work.
 * @csspart status - What happened last (payment approved, canceled).
 *
 * @cssproperty --tip-device-frame - Colour of the bezel (#1b1f24).
 * @cssproperty --tip-device-width - Largest width of the device (40rem).
 * @cssproperty --tip-accent - Buttons, the card icon.
 * @cssproperty --tip-danger - The declined message.
 * @cssproperty --tip-success - The approved message.
 * @cssproperty --tip-touch-target - Minimum height of the buttons (48px).
 */
export class TipDisplayDevice extends LitElement {
  static override styles = [tokens, styles];
  static override properties = {
    screen: { state: true },
    busy: { state: true },
    problem: { state: true },
    restarted: { state: true },
    pairText: { state: true },
    device: { attribute: false },
    currency: {},
    locale: {},
    messages: { attribute: false },
  };

  // The tablet's own message area (with the checkout's, for the bill and the tips it reuses).
  readonly #i18n = new LocalizeController(this, undefined, deviceArea);

  private screen: DeviceScreen | undefined;
  /** An action is on its way to the device. */
  private busy = false;
  /** The code of the last action that did not work, until the screen changes. */
  private problem: string | undefined;
  /** Tip selection started again on the same checkout (the POS updated it). */
  private restarted = false;
  private pairText = '';

  /** The device to show: `sandbox.devices[n]` or `connectDevice(...)`. */
  device?: DeviceLike;
  /** ISO currency of the amounts. Default USD. */
  currency = 'USD';
  /** Locale; default the nearest `lang`, else the browser's. */
  locale?: string;
  /** Messages over the catalogue's (any keys; see `DeviceMessages` and `CheckoutMessages`). */
  messages?: Catalogue;

  #listening: DeviceLike | undefined;
  /** The screen changes in this update (not the first one), and focus was in the device (or nowhere) before it. */
  #moveFocus = false;
  #list: { round: number; element: StaffTipList } | undefined;
  #feeClient: { device: DeviceLike; client: DataClient } | undefined;
  #sending: Promise<unknown> = Promise.resolve();

  readonly #onChange = () => {
    this.screen = this.#screenNow();
  };

  /** What the device's state shows now. */
  #screenNow(): DeviceScreen | undefined {
    const state = this.device?.state;
    return state ? screenOf(state) : undefined;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    this.#listen();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.#listening?.removeEventListener('change', this.#onChange);
    this.#listening = undefined;
  }

  #listen(): void {
    if (this.#listening === this.device) return;
    this.#listening?.removeEventListener('change', this.#onChange);
    this.#listening = this.isConnected ? this.device : undefined;
    this.#listening?.addEventListener('change', this.#onChange);
    this.screen = this.#screenNow();
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('device')) this.#listen();
    if (changed.has('screen' as keyof TipDisplayDevice)) {
      const before = changed.get('screen' as keyof TipDisplayDevice) as DeviceScreen | undefined;
      const now = this.screen;
      if (before?.kind !== now?.kind || before?.version !== now?.version) this.problem = undefined;
      const was = before && 'checkout' in before ? before.checkout : undefined;
      const is = now && 'checkout' in now ? now.checkout : undefined;
      if (is?.round !== was?.round) this.restarted = Boolean(is && was && is.transactionId === was.transactionId);
      const active = document.activeElement;
      this.#moveFocus = Boolean(before && now && before.kind !== now.kind) && Boolean(this.shadowRoot?.activeElement || !active || active === document.body);
    }
  }

  /**
   * Focus never falls to the page: when the screen changes under focus (a pressed button goes
   * away with its screen), focus moves to the new screen's heading (the pairing form's field on
   * the pairing screen), which is read out. Focus elsewhere on the page stays where it is.
   */
  protected override updated(changed: PropertyValues<this>): void {
    super.updated(changed);
    if (!this.#moveFocus) return;
    this.#moveFocus = false;
    this.renderRoot.querySelector<HTMLElement>('.screen h2, #pos-id')?.focus();
  }

  /** Sends an action; a second press while one is on its way does nothing. */
  async #act(action: DeviceAction): Promise<void> {
    const device = this.device;
    if (!device || this.busy) return;
    this.busy = true;
    this.problem = undefined;
    try {
      await this.#sending;
      await device.act(action);
    } catch (error) {
      const code = (error as { code?: string }).code ?? 'failed';
      if (device === this.device && code !== 'stale') this.problem = code;
    } finally {
      this.busy = false;
    }
  }

  /** A data client whose `fees` the device answers: custom tips show their fee as the customer types. */
  #fees(device: DeviceLike): DataClient {
    if (this.#feeClient?.device !== device) {
      const fetch = async (_input: Request | string | URL, init?: RequestInit): Promise<Response> => {
        const { payload } = JSON.parse(String(init?.body)) as { payload: { amounts: number[] } };
        const data = await device.fees(payload.amounts);
        return new Response(JSON.stringify({ data }), { status: 200, headers: { 'content-type': 'application/json' } });
      };
      this.#feeClient = { device, client: createDataClient({ baseUrl: `https://device.sandbox/${encodeURIComponent(device.serial)}`, fetch }) };
    }
    return this.#feeClient.client;
  }

  /** The tip selection of this round: one `staff-tip-list`, kept while the round lasts so half-typed tips survive re-renders. */
  #tipList(checkout: DeviceCheckout, device: DeviceLike): StaffTipList {
    if (this.#list?.round !== checkout.round) {
      const element = document.createElement('staff-tip-list');
      element.setAttribute('part', 'tips');
      element.addEventListener('change', () => this.#onTipsChange(element));
      this.#list = { round: checkout.round, element };
    }
    const list = this.#list.element;
    const choosing = checkout.staff.filter((s) => s.preselectedTip === undefined);
    list.staff = choosing.map(
      (s): StaffMember => ({ employeeId: s.employeeId, firstName: s.firstName, lastName: s.lastName, avatar: s.avatar, ...(s.amount ? { serviceAmount: s.amount } : {}) }),
    );
    list.proposals = new Map(choosing.flatMap((s): Array<[string, Proposal]> => (s.proposal ? [[s.employeeId, s.proposal]] : [])));
    list.currency = this.currency;
    list.locale = this.locale;
    list.client = this.#fees(device);
    list.locationId = 'device';
    return list;
  }

  /** Tells the device every choice that changed, in order. */
  #onTipsChange(list: StaffTipList): void {
    const device = this.device;
    const screen = this.screen;
    if (!device || screen?.kind !== 'tips') return;
    const sent = { ...screen.choices };
    for (const [employeeId, choice] of list.choices) {
      const next = toDeviceChoice(choice, currencyExponent(this.currency || 'USD'));
      if (sameChoice(sent[employeeId], next)) continue;
      sent[employeeId] = next;
      this.#sending = this.#sending
        .catch(() => undefined)
        .then(() => device.act({ type: 'choose', employeeId, choice: next, round: screen.checkout.round }))
        .catch((error: unknown) => {
          const code = (error as { code?: string }).code ?? 'failed';
          if (device === this.device && code !== 'stale') this.problem = code;
        });
    }
  }

  #onPairInput(event: Event): void {
    this.pairText = (event.target as HTMLInputElement).value;
    this.problem = undefined;
  }

  #onPair(event: Event): void {
    event.preventDefault();
    if (!this.pairText.trim()) {
      this.problem = 'identifier_invalid';
      return;
    }
    void this.#act({ type: 'pair', identifier: this.pairText });
  }

  /** Dollars as money for a message, in the locale (Intl), isolated for bidirectional text. */
  #money(amount: number): string {
    return this.#i18n.amount(amount, this.currency || 'USD');
  }

  #name(s: { firstName?: string | undefined; lastName?: string | undefined }): string {
    return fullName(s.firstName ?? '', s.lastName ?? '');
  }

  #problemText(t: Messages): string {
    switch (this.problem) {
      case undefined:
        return '';
      case 'identifier_invalid':
        return t.devicePairEmpty;
      case 'identifier_taken':
        return t.devicePairTaken;
      case 'choices_missing':
        return t.chooseTip;
      default:
        return errorText(t, undefined);
    }
  }

  #renderActivation(t: Messages, screen: ScreenOf<'activation'>) {
    return html`<div class="center">
      <h2 id="title" tabindex="-1">${t.deviceShowCode}</h2>
      <p part="code" aria-describedby="title">${screen.code}</p>
    </div>`;
  }

  #renderPairing(t: Messages) {
    const invalid = this.problem === 'identifier_invalid' || this.problem === 'identifier_taken';
    return html`<div class="center">
      <form @submit=${this.#onPair} novalidate>
        <label for="pos-id">${t.devicePairLabel}</label>
        <input
          id="pos-id"
          part="input"
          autocomplete="off"
          spellcheck="false"
          .value=${this.pairText}
          aria-invalid=${invalid ? 'true' : 'false'}
          aria-describedby="pair-problem"
          @input=${this.#onPairInput}
        />
        <button part="button" type="submit" aria-disabled=${this.busy ? 'true' : 'false'}>${t.devicePair}</button>
        <p part="alert" id="pair-problem" role="alert">${this.#problemText(t)}</p>
      </form>
    </div>`;
  }

  #renderHome(t: Messages, screen: ScreenOf<'home'>) {
    const last = screen.last === 'approved' ? t.deviceApproved : screen.last === 'canceled' ? t.deviceCanceled : screen.last === 'continued' ? t.deviceContinued : '';
    return html`<div class="center">
      <p part="status">${last}</p>
      <h2 tabindex="-1">${t.deviceReady}</h2>
    </div>`;
  }

  #renderWelcome(t: Messages, checkout: DeviceCheckout) {
    const name = checkout.customer.firstName?.trim() || this.#name(checkout.customer);
    return html`<h2 tabindex="-1">${name ? t.deviceWelcome(this.#i18n.isolate(name)) : t.deviceWelcomeAnonymous}</h2>`;
  }

  #renderTips(t: Messages, screen: ScreenOf<'tips'>, device: DeviceLike) {
    const { checkout } = screen;
    const included = checkout.staff.filter((s) => s.preselectedTip !== undefined);
    const missing = checkout.staff.filter((s) => {
      if (s.preselectedTip !== undefined) return false;
      const c = screen.choices[s.employeeId];
      return !c || (c.level === 'custom' && c.amount === null);
    });
    const blocked = missing.length > 0;
    return html`
      ${this.#renderWelcome(t, checkout)}
      ${this.restarted ? html`<p class="notice">${t.deviceRestarted}</p>` : nothing}
      <checkout-summary part="bill" .lines=${checkout.display} currency=${this.currency} .locale=${this.locale}></checkout-summary>
      <h3>${t.deviceChooseTips}</h3>
      ${this.#tipList(checkout, device)}
      ${included.length > 0
        ? html`<ul class="rows" role="list">
            ${included.map((s) => html`<li>${t.deviceTipIncluded(this.#i18n.isolate(this.#name(s) || s.employeeId), this.#money(s.preselectedTip!))}</li>`)}
          </ul>`
        : nothing}
      <div class="actions">
        <button
          part="button"
          type="button"
          aria-disabled=${blocked || this.busy ? 'true' : 'false'}
          aria-describedby=${blocked ? 'missing' : nothing}
          @click=${() => (blocked ? undefined : void this.#act({ type: 'review', round: checkout.round }))}
        >
          ${t.deviceReviewTips}
        </button>
      </div>
      ${blocked ? html`<p id="missing" class="hint">${this.#missingText(t, missing)}</p>` : nothing}
      ${this.problem && this.problem !== 'choices_missing' ? html`<p part="alert" role="alert">${this.#problemText(t)}</p>` : nothing}
    `;
  }

  #missingText(t: Messages, missing: readonly DeviceStaff[]): string {
    const names = missing.map((m) => this.#i18n.isolate(m.firstName.trim() || this.#name(m) || m.employeeId));
    return t.chooseTipFor(formatList(this.#i18n.locale, names));
  }

  #renderTotals(t: Messages, checkout: DeviceCheckout, totals: DeviceTotals) {
    const tipped = new Map(totals.tips.map((tip) => [tip.employeeId, tip]));
    return html`<div part="review" class="rows">
      <div class="row"><span>${t.subtotal}</span><span>${this.#money(checkout.total)}</span></div>
      <ul class="rows" role="list" aria-label=${t.tipsList}>
        ${checkout.staff.map((s) => {
          const tip = tipped.get(s.employeeId);
          const name = this.#name(s) || s.employeeId;
          return html`<li class="row">
            <span>${t.tipFor(this.#i18n.isolate(name))}${tip && tip.fee > 0 ? html`<span class="sub">${t.optionFee(this.#money(tip.fee))}</span>` : nothing}</span>
            <span>${tip ? this.#money(tip.amount) : t.noTip}</span>
          </li>`;
        })}
      </ul>
      <div class="row"><span>${t.fees}</span><span>${this.#money(totals.fees)}</span></div>
      <div part="total" class="row"><span>${t.total}</span><span>${this.#money(totals.total)}</span></div>
    </div>`;
  }

  #renderReview(t: Messages, screen: ScreenOf<'review'>) {
    return html`
      ${this.#renderWelcome(t, screen.checkout)}
      ${this.#renderTotals(t, screen.checkout, screen)}
      <div class="actions">
        ${screen.canGoBack
          ? html`<button part="secondary" class="secondary" type="button" aria-disabled=${this.busy ? 'true' : 'false'} @click=${() => void this.#act({ type: 'back', round: screen.checkout.round })}>
              ${t.deviceChangeTips}
            </button>`
          : nothing}
        <button part="button" type="button" aria-disabled=${this.busy ? 'true' : 'false'} @click=${() => void this.#act({ type: 'continue', round: screen.checkout.round })}>
          ${t.deviceContinue}
        </button>
      </div>
      ${this.problem ? html`<p part="alert" role="alert">${this.#problemText(t)}</p>` : nothing}
    `;
  }

  #renderWaiting(t: Messages, screen: ScreenOf<'waiting'>) {
    return html`<h2 tabindex="-1">${t.deviceWaiting}</h2>
      ${this.#renderTotals(t, screen.checkout, screen)}`;
  }

  #renderCard(t: Messages, screen: ScreenOf<'card'>) {
    return html`<div class="center">
      <svg class="card-icon" viewBox="0 0 64 64" aria-hidden="true">${cardIcon}</svg>
      <h2 tabindex="-1">${t.deviceCardPrompt}</h2>
      <p>${t.deviceAmountDue}</p>
      <p part="amount">${this.#money(screen.amount)}</p>
    </div>`;
  }

  #renderDeclined(t: Messages, screen: ScreenOf<'declined'>) {
    return html`<div class="center">
      <div role="alert">
        <h2 part="alert" tabindex="-1">${t.deviceDeclined(this.#i18n.isolate(screen.note))}</h2>
      </div>
      <p>${t.deviceDeclinedWait}</p>
      <p>${t.deviceAmountDue}</p>
      <p part="amount">${this.#money(screen.amount)}</p>
    </div>`;
  }

  /** What the live region says about a screen: its headline, and the amount at the card prompt. */
  #announcement(t: Messages, screen: DeviceScreen): string {
    switch (screen.kind) {
      case 'activation':
        return t.deviceCodeAnnounced(screen.code);
      case 'pairing':
        return t.devicePairLabel;
      case 'home':
        return screen.last === 'approved' ? t.deviceApproved : screen.last === 'canceled' ? t.deviceCanceled : screen.last === 'continued' ? t.deviceContinued : t.deviceReady;
      case 'tips':
        return this.restarted ? t.deviceRestarted : t.deviceChooseTips;
      case 'review':
        return t.deviceTotalAnnounced(this.#money(screen.total));
      case 'waiting':
        return t.deviceWaiting;
      case 'card':
        return t.deviceCardAnnounced(this.#money(screen.amount));
      case 'declined':
        return ''; // the alert speaks
    }
  }

  #renderScreen(t: Messages, screen: DeviceScreen, device: DeviceLike) {
    switch (screen.kind) {
      case 'activation':
        return this.#renderActivation(t, screen);
      case 'pairing':
        return this.#renderPairing(t);
      case 'home':
        return this.#renderHome(t, screen);
      case 'tips':
        return this.#renderTips(t, screen, device);
      case 'review':
        return this.#renderReview(t, screen);
      case 'waiting':
        return this.#renderWaiting(t, screen);
      case 'card':
        return this.#renderCard(t, screen);
      case 'declined':
        return this.#renderDeclined(t, screen);
    }
  }

  protected override render() {
    const t = this.#i18n.t;
    const screen = this.screen;
    const device = this.device;
    let ids = '';
    if (screen && screen.identifiers.length > 0 && screen.kind !== 'activation') {
      ids = formatList(this.#i18n.locale, screen.identifiers.map((id) => this.#i18n.isolate(id)));
    }
    // A named group, not a landmark: a page may show several devices, and its own landmarks are the host's to choose.
    return html`<div part="frame" class="frame" role="group" aria-label=${t.deviceTitle}>
      <div part="screen" class="screen">
        <div part="header" class="header">
          <span><strong>${t.deviceTitle}</strong>${ids ? html` · ${t.deviceSyncedAs(ids)}` : nothing}</span>
          ${screen && screen.queued > 0 ? html`<span part="queue">${t.deviceQueued(screen.queued)}</span>` : nothing}
        </div>
        ${screen && device ? this.#renderScreen(t, screen, device) : html`<div class="center"><p>${t.loading}</p></div>`}
        <p class="visually-hidden" role="status">${screen ? this.#announcement(t, screen) : ''}</p>
      </div>
    </div>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'tip-display-device': TipDisplayDevice;
  }
}
