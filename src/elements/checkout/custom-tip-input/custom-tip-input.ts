import { LitElement, html, nothing, type PropertyValues } from 'lit';
import type { DataClient } from '../../../client/client.js';
import { currencySymbol, formatEditable, symbolAfterNumber } from '../../../money/format.js';
import { currencyExponent, isMoney, MAX_REQUEST_AMOUNT, minorToDecimal, toMinor } from '../../../money/money.js';
import type { MoneyParseResult } from '../../../money/parse.js';
import type { AmountProblem } from '../../internal/amount.js';
import { EMPTY_TIP } from '../../internal/empty-tip.js';
import { CheckoutSlice, type CheckoutContext } from '../../internal/context.js';
import type { FeeLine } from '../../internal/custom-amount.js';
import { FeeQuoter } from '../../internal/fee-quoter.js';
import { FormControl, type FormValue } from '../../internal/form-control.js';
import { CustomAmountLoader } from '../../internal/money-parser.js';
import { LocalizeController } from '../../../i18n/localize.js';
import { tokens } from '../../internal/shared.js';
import { sentence } from '../../internal/isolated.js';
import { styles } from './custom-tip-input.styles.js';

const PLAIN_AMOUNT = /^\d+(?:\.\d{1,4})?$/;

/** Text typed before the custom amount's code has loaded: no amount yet, and nothing to say about it. */
const UNPARSED = { ok: false, error: 'unparsed' } as const;
type Parsed = MoneyParseResult | typeof UNPARSED;

/**
 * @summary A money text box for a custom tip: locale-aware parsing, live fees, a large-tip
 * guard, and form association.
 *
 * Typed text is left alone while the customer types and formatted on blur or Enter. It takes
 * digits of every numbering system (one per amount), the locale's separators in their places, and the symbol or
 * code of its own `currency`; anything else ("5 0", "TIP 5", "€5" in a dollar field) is kept and
 * reported with a catalogue message, never wiped and never read as some other amount. The fee
 * for the amount is looked up after the customer pauses (`debounce` ms, default 150) and
 * announced politely; a fee already known is shown on the keystroke, with no request.
 *
 * Inside `tip-checkout` it looks fees up through the checkout's shared cache (seeded with the
 * proposals' fees, one request per amount per sale, shared by every row); standalone it uses
 * its own `client` and `location-id` and its own cache. When `employee-id` is set inside a checkout, it records
 * `{ level: 'custom', cents }` with `ctx.choose` on every keystroke (`cents: null` while the text
 * is not a valid amount). The `custom-tip-input` that `tip-proposals` renders has no
 * `employee-id`: there `tip-proposals` records the choice.
 *
 * @event input - Native-style, on every keystroke (bubbles, composed).
 * @event change - When the amount changes to a valid amount or is cleared; after the customer
 *   confirms a large tip. Bubbles, composed.
 * @event tip-error - A fee look-up failed, or the code that reads a typed amount did not load in
 *   time (`TipErrorEvent`, operation `custom-amount`); both show a Retry.
 *
 * @csspart label - The visible label.
 * @csspart symbol - The currency symbol beside the text box.
 * @csspart input - The text box.
 * @csspart fee - The line with the fee and total for the amount.
 * @csspart message - Validation message or large-tip question (role="alert").
 * @csspart guard - The "Keep" and "Change" buttons of the large-tip guard.
 *
 * @cssproperty --tip-input-background - Background of the text box. Default: the surface colour.
 * @cssproperty --tip-input-border-color - Border of the text box. Default: `--tip-border`.
 * @cssproperty --tip-accent - Buttons and focus.
 * @cssproperty --tip-danger - Error messages and the invalid border.
 * @cssproperty --tip-touch-target - Minimum height of the text box and buttons (48px).
 */
export class CustomTipInput extends LitElement {
  static formAssociated = true;
  static override shadowRootOptions: ShadowRootInit = { ...LitElement.shadowRootOptions, delegatesFocus: true };
  static override styles = [tokens, styles];
  static override properties = {
    text: { state: true },
    committed: { state: true },
    confirmedCents: { state: true },
    label: {},
    name: { reflect: true },
    required: { type: Boolean, reflect: true },
    disabled: { type: Boolean, reflect: true },
    currency: {},
    locale: {},
    client: { attribute: false },
    locationId: { attribute: 'location-id' },
    debounce: { type: Number },
    serviceAmount: { type: Number, attribute: 'service-amount' },
    maxShare: { type: Number, attribute: 'max-share' },
    maxAmount: { type: Number, attribute: 'max-amount' },
    employeeId: { attribute: 'employee-id' },
    shares: { attribute: false },
  };

  readonly #checkout = new CheckoutSlice(this, (c) => [c.currency, c.locale, c.messages, c.staff, c.fees]);
  readonly #i18n = new LocalizeController(this, () => this.ctx);
  readonly #code = new CustomAmountLoader(this, () => this.text.trim() !== '', () => this.#loaded());
  readonly #form = new FormControl(this, {
    read: () => this.#formValue(),
    reset: () => this.#reset(),
    restore: (state) => (this.value = state),
  });

  get #input(): HTMLInputElement | null | undefined {
    return this.renderRoot?.querySelector('input');
  }

  private get ctx(): CheckoutContext | undefined {
    return this.#checkout.value;
  }
  private text = '';
  private committed = false;
  private confirmedCents: number | null = null;

  /** The visible label of the text box. Default: the catalogue's "Custom tip". */
  label = '';
  /** Form field name. */
  name = '';
  /** An empty field is invalid. */
  required = false;
  /** The text box and the large-tip buttons are disabled. */
  disabled = false;
  /** ISO currency; inside a checkout, defaults to the checkout's. Default USD. */
  currency?: string;
  /** Locale for parsing and display; default the checkout's, else the nearest `lang`, else the browser's. */
  locale?: string;
  /** Standalone: the client to look fees up with. Inside a checkout the checkout's is used. */
  client?: DataClient;
  /** Standalone: the location id for fee look-ups. */
  locationId = '';
  /**
   * Milliseconds of quiet before a fee look-up (default 150). A fee already known (a proposal's
   * amount, or an amount looked up before in this sale) is shown at once, without waiting.
   */
  debounce = 150;
  /** The service amount, in dollars, the tip is for; enables the share guard. */
  serviceAmount?: number;
  /** Above this share of the service amount (1 = 100%) the customer must confirm the tip. */
  maxShare = 1;
  /** Above this many dollars the customer must confirm the tip, whatever the service. */
  maxAmount = 1000;
  /** Inside a checkout: whose custom tip this is; the input then records the choice itself. */
  employeeId = '';
  /**
   * A team tip: splits an amount (minor units) into the shares it is paid as. The fee shown is
   * then the sum of the shares' fees, looked up in one request for all of them (each share
   * cached by amount), not the fee of the whole amount. `tip-proposals` sets it for a team.
   */
  shares?: (cents: number) => readonly number[];

  #ownQuoter?: FeeQuoter;
  #feeLine?: FeeLine;
  #lastChangeCents: number | null = null;
  #lastChosen: number | null | undefined;
  /** The customer typed before the code had loaded: what they typed is read, reported and looked up once it has. */
  #typedEarly = false;

  /** The custom amount's code has arrived: what the customer typed meanwhile is read now. */
  #loaded(): void {
    if (this.#typedEarly) {
      this.#typedEarly = false;
      this.#fees?.schedule();
      if (this.committed) this.#commit();
      this.#report();
    } else {
      this.#lastChangeCents = this.cents;
    }
  }

  /** Resolves once the custom amount's code has loaded (or failed to, by its deadline) and the element has rendered with it. */
  protected override async getUpdateComplete(): Promise<boolean> {
    await this.#code.pending;
    return super.getUpdateComplete();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.#feeLine?.cancel();
  }

  /**
   * The amount with the currency's decimals ("12.50", "1250" for JPY, "12.345" for KWD); '' when
   * empty, invalid or awaiting confirmation.
   */
  get value(): string {
    const cents = this.cents;
    return cents === null ? '' : minorToDecimal(cents, this.#exponent);
  }

  /**
   * Sets the amount from a dollar string ("12.50") or number. Setting the amount it already has
   * keeps the customer's text as typed. A host-set amount needs no large-tip confirmation.
   */
  set value(value: string | number | null | undefined) {
    const raw = value === null || value === undefined ? '' : String(value).trim();
    if (raw === this.value) return;
    if (PLAIN_AMOUNT.test(raw) && isMoney(Number(raw), this.#exponent)) {
      const cents = toMinor(Number(raw), this.#exponent);
      this.text = formatEditable(cents, this.#resolvedLocale, this.#exponent);
      this.confirmedCents = cents;
    } else {
      this.text = raw;
    }
    this.#lastChangeCents = this.cents;
    this.requestUpdate();
  }

  /** The amount in integer minor units of the currency (cents, yen, fils); null when empty, invalid or awaiting large-tip confirmation. */
  get cents(): number | null {
    const parsed = this.#parsed;
    if (!parsed.ok || this.#guardPending(parsed.cents)) return null;
    return parsed.cents;
  }

  /** The form the input belongs to, if any. */
  get form(): HTMLFormElement | null {
    return this.#form.form;
  }
  /** The validity state of the amount, as a native input's. */
  get validity(): ValidityState {
    return this.#form.validity;
  }
  /** Why the amount is invalid; '' when it is valid. */
  get validationMessage(): string {
    return this.#form.validationMessage;
  }
  /** Whether the input takes part in form validation. */
  get willValidate(): boolean {
    return this.#form.willValidate;
  }
  /** True when the amount is valid; otherwise fires `invalid` and returns false. */
  checkValidity(): boolean {
    return this.#form.checkValidity();
  }
  /** As `checkValidity()`, and shows the problem to the customer. */
  reportValidity(): boolean {
    this.committed = true;
    return this.#form.reportValidity();
  }

  formDisabledCallback(disabled: boolean): void {
    this.#form.disabledCallback(disabled);
  }

  formResetCallback(): void {
    this.#form.resetCallback();
  }

  formStateRestoreCallback(state: string | File | FormData | null): void {
    this.#form.restoreCallback(state);
  }

  /** The form was reset: nothing typed, nothing shown. */
  #reset(): void {
    this.#feeLine?.reset();
    this.text = '';
    this.committed = false;
    this.confirmedCents = null;
    this.#lastChangeCents = null;
  }

  get #resolvedLocale(): string {
    return this.#i18n.locale;
  }

  get #resolvedCurrency(): string {
    return this.currency ?? this.ctx?.currency ?? 'USD';
  }

  /** The currency's decimals: 0 for JPY, 2 for USD, 3 for KWD. */
  get #exponent(): number {
    return currencyExponent(this.#resolvedCurrency);
  }

  get #parsed(): Parsed {
    const parseMoney = this.#code.code?.parseMoney;
    if (!parseMoney) return this.text.trim() === '' ? { ok: false, error: 'empty' } : UNPARSED;
    // The largest tip the text box takes: what the service takes in one field.
    const maxCents = MAX_REQUEST_AMOUNT * 10 ** this.#exponent;
    return parseMoney(this.text, this.#resolvedLocale, { currency: this.#resolvedCurrency, maxCents });
  }

  /** The typed amount in cents, confirmed or not; null when the text is not an amount. */
  get #typedCents(): number | null {
    const parsed = this.#parsed;
    return parsed.ok ? parsed.cents : null;
  }

  /** Why a typed `cents` needs confirming (custom-amount.ts, with the parser that read it): over the share of the service, over the hard cap, or not at all. */
  #limitExceeded(cents: number): 'share' | 'cap' | undefined {
    const service = this.serviceAmount ?? this.ctx?.staff.find((m) => m.employeeId === this.employeeId && this.employeeId)?.serviceAmount;
    return this.#code.code?.limitExceeded(cents, service, this.maxShare, this.maxAmount, this.#exponent);
  }

  #guardPending(cents: number): boolean {
    return this.#limitExceeded(cents) !== undefined && this.confirmedCents !== cents;
  }

  get #quoter(): FeeQuoter | undefined {
    if (this.ctx) return this.ctx.fees;
    if (!this.client) return undefined;
    this.#ownQuoter ??= new FeeQuoter(() => ({ client: this.client, locationId: this.locationId, exponent: this.#exponent }));
    return this.#ownQuoter;
  }

  #format(cents: number): string {
    return this.#i18n.money(cents, this.#resolvedCurrency);
  }

  /** What is wrong with the text, as a validity flag and a message; none when it is an amount, or empty and not required. */
  #problem(parsed: Parsed): AmountProblem | undefined {
    if (parsed.ok || parsed.error === 'unparsed') return undefined;
    // An empty text is known before the code has loaded: a required field is invalid from the
    // start; the other problems come with the code.
    if (parsed.error === 'empty') return this.required ? [EMPTY_TIP[0], this.#i18n.t[EMPTY_TIP[1]]] : undefined;
    return this.#code.code?.problem(parsed, this.#i18n, this.#exponent);
  }

  /** What the form gets: the amount (none while invalid or awaiting confirmation), the text as typed, and what is wrong. */
  #formValue(): FormValue {
    const parsed = this.#parsed;
    const problem = this.#problem(parsed) ?? (parsed.ok && this.#guardPending(parsed.cents) ? (['customError', this.#i18n.t.guardPending(this.#format(parsed.cents))] as const) : undefined);
    return { value: this.value || null, state: this.text, problem, anchor: this.#input ?? undefined };
  }

  protected override updated(changed: PropertyValues): void {
    super.updated(changed);
    // What `live()` would do, without the directive: the text box shows `text` whatever was typed.
    const input = this.#input;
    if (input && input.value !== this.text) input.value = this.text;
  }

  /** The fee line, once the custom amount's code (which carries it) has loaded. */
  get #fees(): FeeLine | undefined {
    const code = this.#code.code;
    return code && (this.#feeLine ??= new code.FeeLine(this, () => ({ cents: this.#typedCents, quoter: this.#quoter, exponent: this.#exponent })));
  }

  /** After any change of the text or the confirmation: tell the checkout and the host. */
  #report(): void {
    const cents = this.cents;
    if (this.ctx && this.employeeId && cents !== this.#lastChosen) {
      this.#lastChosen = cents;
      this.ctx.choose(this.employeeId, { level: 'custom', cents });
    }
    const cleared = !this.#parsed.ok && this.#parsed.error === 'empty';
    if (cents !== this.#lastChangeCents && (cents !== null || cleared)) {
      this.#lastChangeCents = cents;
      this.dispatchEvent(new Event('change', { bubbles: true, composed: true }));
    }
  }

  #onInput(event: InputEvent): void {
    // The native `input` event is composed and reaches the host's listeners after this one.
    this.text = (event.target as HTMLInputElement).value;
    if (!this.#code.code) {
      this.#typedEarly = true;
      this.#code.typed();
    }
    this.#form.sync();
    this.#fees?.schedule();
    this.#report();
  }

  #commit(): void {
    this.committed = true;
    const cents = this.#typedCents;
    if (cents !== null) this.text = formatEditable(cents, this.#resolvedLocale, this.#exponent);
    this.#fees?.commit();
    this.#form.sync();
  }

  #onKeyDown(event: KeyboardEvent): void {
    if (event.key === 'Enter') this.#commit();
  }

  #keep(): void {
    const cents = this.#typedCents;
    if (cents === null) return;
    this.confirmedCents = cents;
    this.#form.sync();
    this.#report();
    this.#input?.focus();
  }

  #change(): void {
    this.#input?.focus();
    this.#input?.select();
  }

  /** Retry of the custom amount's code: focus stays in the text box as the alert goes. */
  #retryLoad(): void {
    this.#input?.focus();
    this.#code.retry();
  }

  protected override render() {
    const t = this.#i18n.t;
    const parsed = this.#parsed;
    const locale = this.#resolvedLocale;
    const currency = this.#resolvedCurrency;
    const symbol = html`<span part="symbol" dir="auto">${currencySymbol(currency, locale)}</span>`;
    const after = symbolAfterNumber(currency, locale);
    const showEmpty = !parsed.ok && parsed.error === 'empty';
    const problem = this.#problem(parsed);
    const disabled = this.disabled || this.#form.disabled;
    // An empty required field is only pointed out once the customer has left it.
    const error = problem && (!showEmpty || this.committed) ? problem[1] : '';
    const fees = this.#fees;
    // The large-tip guard, once the customer has paused on an amount that needs confirming (custom-amount.ts).
    const guard =
      parsed.ok && !error && fees?.settled && this.#guardPending(parsed.cents)
        ? this.#code.code?.guard(t, this.#limitExceeded(parsed.cents), this.#format(parsed.cents), disabled, this.#keep, this.#change)
        : undefined;
    const message = error || (guard?.question ?? '');
    const loadError = this.#code.error;
    const invalid = Boolean(error);
    return html`
      <label part="label" for="input">${sentence(this.label || t.customTip)}</label>
      <div class="field ${invalid ? 'invalid' : ''}">
        ${after ? nothing : symbol}
        <input
          id="input"
          part="input"
          type="text"
          inputmode="decimal"
          autocomplete="off"
          enterkeyhint="done"
          ?disabled=${disabled}
          ?required=${this.required}
          aria-invalid=${invalid ? 'true' : 'false'}
          aria-describedby=${message ? 'message' : showEmpty ? nothing : 'fee-text'}
          @input=${this.#onInput}
          @blur=${this.#commit}
          @keydown=${this.#onKeyDown}
        />
        ${after ? symbol : nothing}
      </div>
      <div id="message" part="message" class=${guard ? 'warning' : ''} role="alert">${sentence(message)}</div>
      ${guard?.buttons ?? nothing}
      ${showEmpty
        ? nothing
        : html`<div class="fee" part="fee">
            <span id="fee-text" aria-live="polite">${sentence(fees?.text(t, this.#i18n, currency) ?? '')}</span>
            ${loadError
              ? html`<div class="fee-error" role="alert">
                  <span>${t.errorNetwork}</span>
                  <button type="button" @click=${this.#retryLoad}>${t.retry}</button>
                </div>`
              : (fees?.render(t) ?? nothing)}
          </div>`}
    `;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'custom-tip-input': CustomTipInput;
  }
}
