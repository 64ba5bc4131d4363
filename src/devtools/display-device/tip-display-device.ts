import { LitElement, html, nothing, type PropertyValues } from 'lit';
import { createDataClient, type DataClient } from '../../client/client.js';
import { errorText, formatList, LocalizeController } from '../../i18n/localize.js';
import type { Messages } from '../../i18n/messages.js';
import type { Catalogue } from '../../i18n/registry.js';
import { currencyExponent, fromMinor } from '../../money/money.js';
import type { Proposal } from '../../protocol/schemas.js';
import { tokens } from '../../elements/internal/shared.js';
import { sentence } from '../../elements/internal/isolated.js';
import type { StaffTipList } from '../../elements/checkout/staff-tip-list/staff-tip-list.js';
import type { StaffMember, TipChoice } from '../../elements/internal/types.js';
import { screenOf, type DeviceAction, type DeviceCheckout, type DeviceChoice, type DeviceLike, type DeviceScreen } from './device-screen.js';
import { deviceArea } from './messages.js';
import { announcement, renderScreen, type ScreenView } from './device-screens.js';
import { styles } from './tip-display-device.styles.js';


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

  /** What the screens read of this element, and how they act on it. */
  #screenView(): ScreenView {
    return {
      locale: this.#i18n.locale,
      hostLocale: this.locale,
      currency: this.currency,
      money: (amount) => this.#money(amount),
      isolate: (text) => this.#i18n.isolate(text),
      busy: this.busy,
      restarted: this.restarted,
      problem: this.problem,
      problemText: this.#problemText(this.#i18n.t),
      pairText: this.pairText,
      onPair: (event) => this.#onPair(event),
      onPairInput: (event) => this.#onPairInput(event),
      act: (action) => this.#act(action),
      tipList: (checkout, device) => this.#tipList(checkout, device),
    };
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
          <span><strong>${t.deviceTitle}</strong>${ids ? html` · ${sentence(t.deviceSyncedAs(ids))}` : nothing}</span>
          ${screen && screen.queued > 0 ? html`<span part="queue">${t.deviceQueued(screen.queued)}</span>` : nothing}
        </div>
        ${screen && device ? renderScreen(this.#screenView(), t, screen, device) : html`<div class="center"><p>${t.loading}</p></div>`}
        <p class="visually-hidden" role="status">${screen ? announcement(this.#screenView(), t, screen) : ''}</p>
      </div>
    </div>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'tip-display-device': TipDisplayDevice;
  }
}
