import { LitElement, html, nothing } from 'lit';
import type { DataClient } from '../../../client/client.js';
import { currencySymbol, symbolAfterNumber } from '../../../money/format.js';
import { currencyExponent } from '../../../money/money.js';
import { CheckoutSlice } from '../../internal/context.js';
import { FormControl, type FormValue } from '../../internal/form-control.js';
import { CustomAmountLoader } from '../../internal/money-parser.js';
import { LocalizeController } from '../../../i18n/localize.js';
import { tokens } from '../../internal/shared.js';
import { sentence } from '../../internal/isolated.js';
import { CustomFees } from './custom-fees.js';
import { styles } from './custom-tip-input.styles.js';
import { TypedAmount } from './typed-amount.js';

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
    largeTip: { attribute: 'large-tip' },
    highestProposal: { type: Number, attribute: 'highest-proposal' },
    employeeId: { attribute: 'employee-id' },
    shares: { attribute: false },
  };

  readonly #checkout = new CheckoutSlice(this, (c) => [c.currency, c.locale, c.messages, c.staff, c.fees, c.largeTip, c.proposals]);
  readonly #i18n = new LocalizeController(this, () => this.#checkout.value);
  readonly #code: CustomAmountLoader = new CustomAmountLoader(this, () => this.#typed.text.trim() !== '', (typedBefore) => this.#loaded(typedBefore));
  /** The text as typed, what it means, and the large amount the customer confirmed. */
  readonly #typed: TypedAmount = new TypedAmount(this, () => this.#input, () => ({
    code: this.#code.code,
    i18n: this.#i18n,
    locale: this.#i18n.locale,
    currency: this.#resolvedCurrency,
    exponent: this.#exponent,
    required: this.required,
    limits: {
      service: this.serviceAmount ?? this.#checkout.value?.staff.find((m) => m.employeeId === this.employeeId && this.employeeId)?.serviceAmount,
      maxShare: this.maxShare,
      largeTip: this.largeTip ?? this.#checkout.value?.largeTip,
      highest: this.highestProposal ?? this.#checkout.value?.proposals.get(this.employeeId)?.high.amount,
      sale: this.#checkout.value?.proposals.values(),
      exponent: this.#exponent,
    },
  }));
  readonly #fees = new CustomFees(this, () => ({
    code: this.#code.code,
    cents: this.#typed.typedCents,
    shared: this.#checkout.value?.fees,
    client: this.client,
    locationId: this.locationId,
    exponent: this.#exponent,
  }));
  readonly #form = new FormControl(this, {
    read: () => this.#formValue(),
    reset: () => this.#reset(),
    restore: (state) => (this.value = state),
  });

  get #input(): HTMLInputElement | null | undefined {
    return this.renderRoot?.querySelector('input');
  }

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
  /** The service amount the tip is for, in the currency's major unit; enables the share guard. */
  serviceAmount?: number;
  /** Above this share of the service amount (1 = 100%) the customer must confirm the tip. */
  maxShare = 1;
  /**
   * Above what the customer must confirm the tip ("a very large tip?"), whatever the service:
   * `3x` (default) three times `highestProposal` (inside a checkout, the row's or the sale's
   * highest proposal), `5000` that amount in the currency's major unit (¥5,000; "20.5" is KWD
   * 20.500), `off` never. Inside a checkout, default the checkout's `large-tip`.
   */
  largeTip?: string;
  /** The highest proposed tip for this amount, in the major unit: the base of a `large-tip` such as `3x`. */
  highestProposal?: number;
  /** Inside a checkout: whose custom tip this is; the input then records the choice itself. */
  employeeId = '';
  /**
   * A team tip: splits an amount (minor units) into the shares it is paid as. The fee shown is
   * then the sum of the shares' fees, looked up in one request for all of them (each share
   * cached by amount), not the fee of the whole amount. `tip-proposals` sets it for a team.
   */
  shares?: (cents: number) => readonly number[];

  #lastChangeCents: number | null = null;
  #lastChosen: number | null | undefined;
  /** The custom amount's code has arrived: what the customer typed meanwhile (`typedBefore`) is read, reported and looked up now. */
  #loaded(typedBefore: boolean): void {
    if (typedBefore) {
      this.#fees.line?.schedule();
      if (this.#typed.committed) this.#commit();
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

  /**
   * The amount with the currency's decimals ("12.50", "1250" for JPY, "12.345" for KWD); '' when
   * empty, invalid or awaiting confirmation.
   */
  get value(): string {
    return this.#typed.decimal;
  }

  /**
   * Sets the amount from a dollar string ("12.50") or number. Setting the amount it already has
   * keeps the customer's text as typed. A host-set amount needs no large-tip confirmation.
   */
  set value(value: string | number | null | undefined) {
    const raw = value === null || value === undefined ? '' : String(value).trim();
    if (raw === this.value) return;
    this.#typed.setDecimal(raw);
    this.#lastChangeCents = this.cents;
    this.requestUpdate();
  }

  /** The amount in integer minor units of the currency (cents, yen, fils); null when empty, invalid or awaiting large-tip confirmation. */
  get cents(): number | null {
    return this.#typed.cents;
  }

  /** The form the input belongs to, if any. */
  get form(): HTMLFormElement | null { return this.#form.form; }
  /** The validity state of the amount, as a native input's. */
  get validity(): ValidityState { return this.#form.validity; }
  /** Why the amount is invalid; '' when it is valid. */
  get validationMessage(): string { return this.#form.validationMessage; }
  /** Whether the input takes part in form validation. */
  get willValidate(): boolean { return this.#form.willValidate; }
  /** True when the amount is valid; otherwise fires `invalid` and returns false. */
  checkValidity(): boolean {
    return this.#form.checkValidity();
  }
  /** As `checkValidity()`, and shows the problem to the customer. */
  reportValidity(): boolean {
    this.#typed.reveal();
    return this.#form.reportValidity();
  }

  formDisabledCallback(disabled: boolean): void { this.#form.disabledCallback(disabled); }
  formResetCallback(): void { this.#form.resetCallback(); }
  formStateRestoreCallback(state: string | File | FormData | null): void { this.#form.restoreCallback(state); }

  /** The form was reset: nothing typed, nothing shown. */
  #reset(): void {
    this.#fees.reset();
    this.#typed.reset();
    this.#lastChangeCents = null;
  }

  get #resolvedCurrency(): string {
    return this.#checkout.currency(this.currency);
  }

  /** The currency's decimals: 0 for JPY, 2 for USD, 3 for KWD. */
  get #exponent(): number {
    return currencyExponent(this.#resolvedCurrency);
  }

  /** What the form gets: the amount (none while invalid or awaiting confirmation), the text as typed, and what is wrong. */
  #formValue(): FormValue {
    return { value: this.value || null, state: this.#typed.text, problem: this.#typed.formProblem, anchor: this.#input ?? undefined };
  }

  /** After any change of the text or the confirmation: tell the checkout and the host. */
  #report(): void {
    const cents = this.cents;
    if (this.#checkout.value && this.employeeId && cents !== this.#lastChosen) {
      this.#lastChosen = cents;
      this.#checkout.value.choose(this.employeeId, { level: 'custom', cents });
    }
    const cleared = this.#typed.empty;
    if (cents !== this.#lastChangeCents && (cents !== null || cleared)) {
      this.#lastChangeCents = cents;
      this.dispatchEvent(new Event('change', { bubbles: true, composed: true }));
    }
  }

  #onInput(event: InputEvent): void {
    // The native `input` event is composed and reaches the host's listeners after this one.
    this.#typed.text = (event.target as HTMLInputElement).value;
    this.#code.typed();
    this.#form.sync();
    this.#fees.line?.schedule();
    this.#report();
  }

  #commit(): void {
    this.#typed.commit();
    this.#fees.line?.commit();
    this.#form.sync();
  }

  #onKeyDown(event: KeyboardEvent): void {
    if (event.key === 'Enter') this.#commit();
  }

  #keep(): void {
    if (!this.#typed.confirm()) return;
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
    const locale = this.#i18n.locale;
    const currency = this.#resolvedCurrency;
    const symbol = html`<span part="symbol" dir="auto">${currencySymbol(currency, locale)}</span>`;
    const after = symbolAfterNumber(currency, locale);
    const showEmpty = this.#typed.empty;
    const disabled = this.disabled || this.#form.disabled;
    // An empty required field is only pointed out once the customer has left it.
    const error = this.#typed.shownError;
    // The large-tip guard, once the customer has paused on an amount that needs confirming.
    const guard = error || !this.#fees.line?.settled ? undefined : this.#typed.reading?.guard({ disabled, keep: this.#keep, change: this.#change });
    const message = error || (guard?.question ?? '');
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
      ${showEmpty ? nothing : this.#fees.render({ i18n: this.#i18n, currency, loadError: Boolean(this.#code.error), retryLoad: this.#retryLoad })}
    `;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'custom-tip-input': CustomTipInput;
  }
}
