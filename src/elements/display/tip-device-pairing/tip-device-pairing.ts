import { LitElement, html, nothing } from 'lit';
import type { DisplayClient } from '../../../client/display-client.js';
import { isAbort, TipError, TipHttpError } from '../../../client/errors.js';
import { displayArea } from '../../../i18n/areas.js';
import { errorText, LocalizeController } from '../../../i18n/localize.js';
import type { Messages } from '../../../i18n/messages.js';
import type { Catalogue } from '../../../i18n/registry.js';
import { TipDevicePairedEvent } from '../../internal/display-events.js';
import { TipErrorEvent } from '../../internal/events.js';
import { asTipError, tokens } from '../../internal/shared.js';
import { sentence } from '../../internal/isolated.js';
import { styles } from './tip-device-pairing.styles.js';

type Problem = 'invalid' | 'unknown' | 'not-yet' | 'failed';

const CODE = /^[A-Z0-9]{6}$/;
const ID_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A code as people type it ("abc 234", "ABC-234") as the device shows it ("ABC234"). */
function normaliseCode(text: string): string {
  return text.toUpperCase().replace(/[\s-]+/g, '');
}

/** A new POS identifier: "POS-" and eight characters without look-alikes (0/O, 1/I). */
export function newPosIdentifier(): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(8));
  return `POS-${Array.from(bytes, (b) => ID_ALPHABET[b % ID_ALPHABET.length]).join('')}`;
}

/**
 * @summary The POS side of Display mode's device sync: enter and activate the code a service
 * device shows, or show this POS's own identifier to type on the device.
 *
 * `method="service"` (default, the recommended sync): a text box for the six characters the
 * device shows ("abc 234" is read as "ABC234") and an Activate button that calls
 * `client.activateDevice({ deviceId })`. `method="pos"`: shows `identifier` (when none is set,
 * one is made, "POS-" and eight characters, and kept in `localStorage` under `storage-key` so the
 * station keeps it) for the business to type on the device, and a Check button that asks the
 * service whether the device knows it (`client.last({ deviceId })`).
 *
 * Either way `tip-device-paired` carries the `deviceId` to store and use in every Display call.
 * A press while a request is in flight does nothing; a request still in flight when the element
 * is removed is aborted and changes nothing. The outcome is announced (a status, or an alert).
 * `client` points at the host's proxy (allowing `activateDevice` and `last`), never at the
 * service with credentials in a browser.
 *
 * @event tip-device-paired - The device is synced (`TipDevicePairedEvent`: `deviceId`, `method`).
 * @event tip-error - Activation or the check failed (`TipErrorEvent`).
 *
 * @csspart form - The form (service) or group (pos) that does the pairing.
 * @csspart label - The text box's label.
 * @csspart input - The text box for the code.
 * @csspart hint - What a code looks like.
 * @csspart identifier - This POS's identifier, shown to type on the device.
 * @csspart button - Activate, or Check.
 * @csspart message - Why it did not work (role="alert").
 * @csspart status - "Device ABC234 is ready." (role="status").
 * @csspart again - The button that pairs another device.
 *
 * @cssproperty --tip-code-font-size - Size of the identifier shown (2rem).
 * @cssproperty --tip-input-background - Background of the text box.
 * @cssproperty --tip-input-border-color - Border of the text box.
 * @cssproperty --tip-accent - The buttons.
 * @cssproperty --tip-danger - The failure message.
 * @cssproperty --tip-success - The paired status.
 * @cssproperty --tip-touch-target - Minimum height of the text box and buttons (48px).
 */
export class TipDevicePairing extends LitElement {
  static override styles = [tokens, styles];
  static override properties = {
    text: { state: true },
    busy: { state: true },
    problem: { state: true },
    failure: { state: true },
    pairedId: { state: true },
    client: { attribute: false },
    method: {},
    identifier: {},
    storageKey: { attribute: 'storage-key' },
    locale: {},
    messages: { attribute: false },
  };

  // Display mode's own message area: a checkout page, which does not register this element, carries none of its words.
  readonly #i18n = new LocalizeController(this, undefined, displayArea);

  private text = '';
  private busy = false;
  private problem: Problem | undefined;
  private failure: TipError | undefined;
  private pairedId: string | undefined;

  /** The Display client (pointing at the host's proxy). */
  client?: DisplayClient;
  /** `service`: activate the code the device shows. `pos`: the device is given this POS's identifier. */
  method: 'service' | 'pos' = 'service';
  /** POS sync: this station's identifier. Made (and kept in localStorage) when not set. */
  identifier = '';
  /** POS sync: the localStorage key a made identifier is kept under. */
  storageKey = 'tip-elements:pos-device-id';
  /** Locale; default the nearest `lang`, else the browser's. */
  locale?: string;
  /** Messages over the catalogue's (any keys; see `DisplayMessages`). */
  messages?: Catalogue;

  #controller: AbortController | undefined;

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.#controller?.abort();
    this.#controller = undefined;
    this.busy = false;
  }

  protected override willUpdate(): void {
    if (this.method === 'pos' && !this.identifier) this.identifier = this.#storedIdentifier();
  }

  #storedIdentifier(): string {
    let storage: Storage | undefined;
    try {
      storage = globalThis.localStorage;
    } catch {
      storage = undefined; // blocked by the browser's settings
    }
    const kept = storage?.getItem(this.storageKey);
    if (kept) return kept;
    const made = newPosIdentifier();
    try {
      storage?.setItem(this.storageKey, made);
    } catch {
      /* full or blocked: the identifier lasts for this page */
    }
    return made;
  }

  #onInput(event: Event): void {
    this.text = (event.target as HTMLInputElement).value;
    if (this.problem === 'invalid' || this.problem === 'unknown') this.problem = undefined;
  }

  #onSubmit(event: Event): void {
    event.preventDefault();
    if (this.busy) return;
    const code = normaliseCode(this.text);
    if (!CODE.test(code)) {
      this.problem = 'invalid';
      this.failure = undefined;
      this.renderRoot.querySelector('input')?.focus();
      return;
    }
    void this.#pair(code, (client, signal) => client.activateDevice({ deviceId: code }, { signal }));
  }

  #onCheck(): void {
    if (this.busy || !this.identifier) return;
    const deviceId = this.identifier;
    void this.#pair(deviceId, (client, signal) => client.last({ deviceId }, { signal }));
  }

  async #pair(deviceId: string, request: (client: DisplayClient, signal: AbortSignal) => Promise<unknown>): Promise<void> {
    const operation = this.method === 'pos' ? 'last' : 'activateDevice';
    const client = this.client;
    if (!client) {
      this.#fail(new TipError('tip-device-pairing: no client', { operation }));
      return;
    }
    this.#controller?.abort();
    const controller = (this.#controller = new AbortController());
    this.busy = true;
    this.problem = undefined;
    this.failure = undefined;
    try {
      await request(client, controller.signal);
    } catch (error) {
      if (controller !== this.#controller || isAbort(error)) return;
      this.busy = false;
      this.#fail(asTipError(error, operation));
      return;
    }
    if (controller !== this.#controller) return;
    this.#controller = undefined;
    this.busy = false;
    this.pairedId = deviceId;
    this.dispatchEvent(new TipDevicePairedEvent(deviceId, this.method === 'pos' ? 'pos' : 'service'));
    await this.updateComplete;
    this.renderRoot.querySelector<HTMLElement>('[part~="again"]')?.focus();
  }

  #fail(error: TipError): void {
    const notFound = error instanceof TipHttpError && error.status === 404 && error.code === 'device_not_found';
    this.problem = notFound ? (this.method === 'pos' ? 'not-yet' : 'unknown') : 'failed';
    this.failure = error;
    this.dispatchEvent(new TipErrorEvent(error));
  }

  /** Starts over: another device can be paired. */
  reset(): void {
    this.#controller?.abort();
    this.#controller = undefined;
    this.busy = false;
    this.pairedId = undefined;
    this.problem = undefined;
    this.failure = undefined;
    this.text = '';
  }

  async #again(): Promise<void> {
    this.reset();
    await this.updateComplete;
    this.renderRoot.querySelector<HTMLElement>('input, [part~="button"]')?.focus();
  }

  #message(t: Messages): string {
    switch (this.problem) {
      case 'invalid':
        return t.pairingCodeInvalid;
      case 'unknown':
        return t.pairingUnknownCode;
      case 'not-yet':
        return t.pairingNotYet;
      case 'failed':
        return errorText(t, this.failure);
      default:
        return '';
    }
  }

  #renderService(t: Messages) {
    const invalid = this.problem === 'invalid' || this.problem === 'unknown';
    return html`<form part="form" class="pairing" aria-label=${t.pairingTitle} novalidate @submit=${this.#onSubmit}>
      <label part="label" for="code">${t.pairingCodeLabel}</label>
      <input
        part="input"
        id="code"
        .value=${this.text}
        autocomplete="off"
        autocapitalize="characters"
        spellcheck="false"
        maxlength="12"
        aria-invalid=${invalid ? 'true' : 'false'}
        aria-describedby="hint message"
        @input=${this.#onInput}
      />
      <p part="hint" id="hint">${t.pairingCodeHint}</p>
      <button part="button" type="submit" aria-disabled=${this.busy ? 'true' : 'false'} aria-busy=${this.busy ? 'true' : 'false'}>
        ${this.busy ? t.pairingActivating : t.pairingActivate}
      </button>
      <p part="message" id="message" role="alert">${this.#message(t)}</p>
    </form>`;
  }

  #renderPos(t: Messages) {
    return html`<div part="form" class="pairing" role="group" aria-label=${t.pairingTitle}>
      <p id="intro">${t.pairingEnterOnDevice}</p>
      <p part="identifier" aria-describedby="intro">${this.identifier}</p>
      <button
        part="button"
        type="button"
        aria-disabled=${this.busy ? 'true' : 'false'}
        aria-busy=${this.busy ? 'true' : 'false'}
        @click=${this.#onCheck}
      >
        ${this.busy ? t.pairingChecking : t.pairingCheck}
      </button>
      <p part="message" role="alert">${this.#message(t)}</p>
    </div>`;
  }

  protected override render() {
    const t = this.#i18n.t;
    const paired = this.pairedId;
    return html`
      ${paired === undefined ? (this.method === 'pos' ? this.#renderPos(t) : this.#renderService(t)) : nothing}
      <p part="status" role="status">${paired === undefined ? '' : sentence(t.pairingDone(this.#i18n.isolate(paired)))}</p>
      ${paired === undefined
        ? nothing
        : html`<button part="again" type="button" class="secondary" @click=${() => void this.#again()}>${t.pairingAgain}</button>`}
    `;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'tip-device-pairing': TipDevicePairing;
  }
}
