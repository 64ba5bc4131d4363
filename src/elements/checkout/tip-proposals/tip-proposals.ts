import { LitElement, html, nothing, type PropertyValues } from 'lit';
import type { DataClient } from '../../../client/client.js';
import type { Proposal } from '../../../protocol/schemas.js';
import { currencyExponent, minorToDecimal } from '../../../money/money.js';
import { CheckoutSlice, type CheckoutContext } from '../../internal/context.js';
import { updateInPlace, waitsForTeam } from '../../internal/hydration.js';
import type { CustomTipInput } from '../custom-tip-input/custom-tip-input.js';
import { errorText, LocalizeController } from '../../../i18n/localize.js';
import { loadParser } from '../../internal/money-parser.js';
import { alertStyles, tokens } from '../../internal/shared.js';
import { sentence } from '../../internal/isolated.js';
import { RovingSelection } from '../../internal/roving-selection.js';
import type { TipChoice, TipOptionValue } from '../../internal/types.js';
import { description, LEVELS, ProposalTexts, renderOption, renderSkeleton, type OptionValue, type OptionView } from './proposal-option.js';
import { styles } from './tip-proposals.styles.js';
import { customInputExportparts } from '../../internal/parts.js';

/**
 * @summary One staff member's tip choices: the service's low, medium and high proposals,
 * "Custom" and "No tip", as one radio group.
 *
 * A `radiogroup` named after the staff member (`label`). Each proposal is a `radio` named by
 * what it shows ("20%, $10.00"; "$2.00, 20%" for an amount proposal), described by its fee and
 * total ("+ $0.60 fee", "Total $10.60"). One tab stop; arrows move and select (mirrored in
 * right-to-left, wrapping), Home/End jump, Space/Enter select. "Custom" chosen by click, Space
 * or Enter opens a focused `custom-tip-input`; chosen with the arrows, it opens unfocused.
 *
 * Standalone it works from its properties (`proposal`, `value`, `customCents`, `loading`, ...).
 * Inside `tip-checkout`, with `employeeId`, it reads its state from the checkout and records
 * every change, a custom amount's keystrokes too, with `ctx.choose(employeeId, choice)`.
 *
 * @event change - The customer changed the choice (or the custom amount). Read `value`,
 *   `customCents` or `choice`. Bubbles, composed.
 *
 * @csspart group - The radio group.
 * @csspart option - Every option; the chosen one also has `option-selected`.
 * @csspart option-selected - The chosen option.
 * @csspart skeleton - A proposal's place while the proposals load: an option's box (it also has `option`) with its lines hidden, so nothing moves when they arrive.
 * @csspart percent - The percent of a proposal.
 * @csspart amount - The amount of a proposal.
 * @csspart fee - The fee line of a proposal ("+ $0.60 fee", "Total $10.60").
 * @csspart total - The total within the fee line.
 * @csspart error - The message shown when the proposals could not be loaded.
 * @csspart retry - Its Retry button.
 * @csspart custom-label - The custom amount's label (`custom-tip-input`'s `label`, forwarded).
 * @csspart custom-symbol - The currency symbol beside the custom amount (its `symbol`).
 * @csspart custom-input - The custom amount's text box (its `input`).
 * @csspart custom-fee - The fee and total for the custom amount (its `fee`).
 * @csspart custom-message - The custom amount's validation message or large-tip question (its `message`).
 * @csspart custom-guard - The "Keep" and "Change" buttons of the large-tip guard (its `guard`).
 *
 * @cssproperty --tip-option-background - Background of an option.
 * @cssproperty --tip-option-selected-background - Background of the chosen option.
 * @cssproperty --tip-option-min-width - Smallest width of an option (12rem: room for a fee unit such as "+ 0,76 USD di commissione" on one line); the options fill the row in equal columns.
 * @cssproperty --tip-accent - Border and check mark of the chosen option; focus ring.
 * @cssproperty --tip-radius - Corner radius of the options.
 * @cssproperty --tip-touch-target - Minimum height of an option (48px).
 */
export class TipProposals extends LitElement {
  static override styles = [tokens, alertStyles, styles];
  static override properties = {
    label: {},
    employeeId: { attribute: 'employee-id' },
    proposal: { attribute: false },
    value: {},
    customCents: { attribute: false },
    currency: {},
    locale: {},
    serviceAmount: { type: Number, attribute: 'service-amount' },
    loading: { type: Boolean, reflect: true },
    disabled: { type: Boolean, reflect: true },
    hideError: { type: Boolean, attribute: 'hide-error' },
    client: { attribute: false },
    locationId: { attribute: 'location-id' },
    team: { type: Boolean },
    note: {},
    largeTip: { attribute: 'large-tip' },
  };

  readonly #checkout = new CheckoutSlice(this, (c) => [c.currency, c.locale, c.messages, c.staff, this.team ? c.teamProposal : c.proposals.get(this.employeeId), this.team ? c.teamChoice : undefined, c.proposalsStatus, c.proposalsError, c.submitStatus === 'submitting' || c.submitStatus === 'done', c.sale], (c) => this.#onContext(c));
  readonly #i18n = new LocalizeController(this, () => this.#checkout.value);
  readonly #selection = new RovingSelection<OptionValue>(this, {
    options: () => this.#options(),
    value: () => this.value,
    choose: (value, byArrow) => this.#choose(value, byArrow),
  });
  /** What the proposals say, formatted once per proposal and words (see `ProposalTexts`). */
  readonly #texts = new ProposalTexts();

  get #customInput(): CustomTipInput | null | undefined {
    return this.renderRoot?.querySelector('custom-tip-input');
  }

  /** The staff member's name: the group's accessible name. */
  label = '';
  /** Whose tip this is; inside a checkout it selects the proposal and choice from the context. */
  employeeId = '';
  /** Standalone: the service's proposal for this staff member; none means only Custom and No tip. */
  proposal?: Proposal;
  /** The chosen option: 'low' | 'medium' | 'high' | 'custom' | 'none', or '' before any choice. */
  value: TipOptionValue = '';
  /** The custom amount in integer minor units of the currency (cents, yen, fils; null while not a valid amount), when `value` is 'custom'. */
  customCents: number | null = null;
  /** ISO currency. Default: the checkout's, else USD. */
  currency?: string;
  /** Locale; default the checkout's, else the nearest `lang`, else the browser's. */
  locale?: string;
  /** The service amount in dollars (for the custom tip's large-tip guard). */
  serviceAmount?: number;
  /** Standalone: the proposals are on their way; skeletons stand in for them. */
  loading = false;
  /** Nothing can be chosen: the options and the custom amount are disabled. */
  disabled = false;
  /**
   * Don't show the load-failure alert here because a surrounding list shows one for every row
   * (`staff-tip-list` sets it). Custom and No tip stay usable either way.
   */
  hideError = false;
  /** Standalone: the client the custom tip looks its fee up with (inside a checkout, the checkout's). */
  client?: DataClient;
  /** Standalone: the location id for the custom tip's fee look-ups. */
  locationId = '';
  /**
   * The whole team's tip, inside a `tip-checkout` in team mode (`staff-tip-list` sets it): the
   * proposal and the choice are the team's, and a custom amount's fee is the sum of the fees of
   * its shares. Set `service-amount` to the team's service for the large-tip guard.
   */
  team = false;
  /** A sentence under the group that describes it (its `aria-describedby`): team mode's note on how the tip is shared. */
  note = '';
  /** When a custom tip asks "a very large tip?" (custom-tip-input's `large-tip`); inside a checkout, default the checkout's. */
  largeTip?: string;

  /** True when the checkout context drives this element. */
  get #connected(): boolean { return Boolean(this.#checkout.value && (this.employeeId || this.team)); }

  /** Disabled by the host, or locked by the checkout while the intent is created and after it exists. */
  get #locked(): boolean {
    const submit = this.#connected ? this.#checkout.value!.submitStatus : 'idle';
    return this.disabled || submit === 'submitting' || submit === 'done';
  }

  get #member() {
    return this.#connected ? this.#checkout.value!.staff.find((m) => m.employeeId === this.employeeId) : undefined;
  }

  get #resolvedServiceAmount(): number | undefined { return this.serviceAmount ?? this.#member?.serviceAmount; }

  get #hasService(): boolean {
    const amount = this.#resolvedServiceAmount;
    return this.#connected ? Boolean(amount && amount > 0) : Boolean(this.proposal || (amount && amount > 0));
  }

  get #currentProposal(): Proposal | undefined {
    if (!this.#connected) return this.proposal;
    return this.team ? this.#checkout.value!.teamProposal : this.#checkout.value!.proposals.get(this.employeeId);
  }

  get #status(): 'loading' | 'error' | 'ready' {
    if (this.#connected) {
      if (!this.#hasService || this.#currentProposal) return 'ready';
      const s = this.#checkout.value!.proposalsStatus;
      return s === 'error' ? 'error' : s === 'ready' ? 'ready' : 'loading';
    }
    return this.loading ? 'loading' : 'ready';
  }

  get #resolvedCurrency(): string { return this.#checkout.currency(this.currency); }

  /** What the customer chose, or undefined before any choice. */
  get choice(): TipChoice | undefined {
    if (!this.value) return undefined;
    return this.value === 'custom' ? { level: 'custom', cents: this.customCents } : { level: this.value };
  }

  protected override firstUpdated(changed: PropertyValues): void {
    super.firstUpdated(changed);
    // The custom amount's code (a chunk) loads from the first render on; custom-tip-input waits for it if need be.
    loadParser().catch(() => undefined);
    // Rendered on the server: an option tapped before this row was hydrated (EARLY_TAPS_SCRIPT marked it) is chosen now.
    const early = this.getAttribute('data-early-choice') as OptionValue | null;
    if (early) {
      this.removeAttribute('data-early-choice');
      if (this.#options().includes(early)) this.#selection.select(early);
    }
  }

  #sale: number | undefined;

  protected override willUpdate(changed: PropertyValues): void {
    super.willUpdate(changed);
    if (changed.has('employeeId')) {
      // Another staff member in this element (a row reused for the next sale): nothing of the
      // last one's stays. Standalone, the choice is this element's own, unless set with the id.
      if (changed.get('employeeId')) {
        this.#forget();
        if (!this.#connected && !changed.has('value')) {
          this.value = '';
          this.customCents = null;
        }
      }
      this.#syncChoice();
    } else if (changed.has('team')) this.#syncChoice();
  }

  #onContext(ctx: CheckoutContext): void {
    if (this.#sale !== undefined && ctx.sale !== this.#sale) this.#forget();
    this.#sale = ctx.sale;
    this.#syncChoice();
  }

  /** The last sale's focus and tab stop go (the custom amount, with its text, fee and messages, goes with its choice). */
  #forget(): void {
    this.#selection.forget();
  }

  /** Focuses the group's tab stop: the chosen option, else the first (Retry moves focus here). */
  override focus(options?: FocusOptions): void {
    if (!this.renderRoot || !this.#selection.focus(options)) super.focus(options);
  }

  /** Retry of the proposals: focus goes to this group before the alert (and its button) goes away. */
  #retry(): void {
    this.#checkout.value?.retryProposals();
    this.focus();
  }

  /** Shows the checkout's choice for this staff member (a property set only when it differs, so an unchanged row stays as it is). */
  #syncChoice(): void {
    if (!this.#connected) return;
    const choice = this.team ? this.#checkout.value!.teamChoice : this.#checkout.value!.choices.get(this.employeeId);
    this.value = choice?.level ?? '';
    this.customCents = choice?.level === 'custom' ? choice.cents : null;
  }

  #options(): OptionValue[] {
    const levels = this.#status === 'ready' && this.#currentProposal ? LEVELS : [];
    return [...levels, 'custom', 'none'];
  }

  /** Makes `value` the choice (unless locked); Custom chosen other than by the arrows takes focus. */
  #choose(value: OptionValue, byArrow: boolean): boolean {
    if (this.#locked) return false;
    if (value !== this.value) {
      this.value = value;
      this.#announce();
    }
    if (value === 'custom' && !byArrow) void this.updateComplete.then(() => this.#customInput?.focus());
    return true;
  }

  /** Records the choice in the checkout (when inside one) and tells the host. */
  #announce(): void {
    const choice = this.choice;
    if (this.#connected && choice) {
      if (this.team) this.#checkout.value!.chooseTeam(choice);
      else this.#checkout.value!.choose(this.employeeId, choice);
    }
    this.dispatchEvent(new Event('change', { bubbles: true, composed: true }));
  }

  #onCustomInput(event: Event): void {
    // The inner input's own events stay inside; this element speaks for the whole choice.
    event.stopPropagation();
    const cents = (event.target as CustomTipInput).cents;
    if (this.value !== 'custom' || cents === this.customCents) return;
    this.customCents = cents;
    this.#announce();
  }

  /** One option as it stands: chosen or not, and whether it holds the group's tab stop (`stop`). */
  #renderOption(view: OptionView, stop: OptionValue) {
    const locked = this.#locked;
    return renderOption({ ...view, checked: this.value === view.value, tabbable: !locked && this.#selection.tabbable(view.value, stop), locked });
  }

  protected override shouldUpdate(changed: PropertyValues): boolean {
    return !(this.team && waitsForTeam(this, this.#checkout.value)) && super.shouldUpdate(changed);
  }
  protected override update(changed: PropertyValues): void {
    updateInPlace(this, () => super.update(changed));
  }

  protected override render() {
    const status = this.#status;
    const proposal = status === 'ready' ? this.#currentProposal : undefined;
    // A team's options name no one: the group's name is the team (said once).
    const whose = this.team ? '' : this.label;
    const texts = proposal && this.#texts.of({ proposal, label: whose, currency: this.#resolvedCurrency, words: this.#i18n });
    const stop = this.#selection.tabStop();
    const t = this.#i18n.t;
    const name = this.label || t.tipGroup;
    // Custom and No tip are described alike: whose tip they are.
    return html`
      ${status === 'error' && !this.hideError
        ? html`<div part="error" class="alert" role="alert">
            <span>${sentence(t.proposalsFailedFor(this.#i18n.isolate(name)))} ${errorText(t, this.#checkout.value?.proposalsError)}</span>
            <button type="button" part="retry" class="retry" @click=${this.#retry}>${t.retry}</button>
          </div>`
        : nothing}
      ${this.note ? html`<p part="note" id="note" class="note">${sentence(this.note)}</p>` : nothing}
      <div
        part="group"
        role="radiogroup"
        aria-label=${this.label ? this.#i18n.isolate(this.label) : name}
        aria-describedby=${this.note ? 'note' : nothing}
        aria-busy=${status === 'loading' ? 'true' : 'false'}
        aria-disabled=${this.#locked ? 'true' : nothing}
        @keydown=${this.#selection.onKeyDown}
        @click=${this.#selection.onClick}
        @pointerdown=${this.#selection.onPointer}
        @pointercancel=${this.#selection.onPointer}
        @focusin=${this.#selection.onFocusIn}
      >
        ${texts
          ? LEVELS.map((level, i) => this.#renderOption({ value: level, ...texts[i]! }, stop))
          : status === 'loading'
            ? LEVELS.map((level) => renderSkeleton({ level, currency: this.#resolvedCurrency, serviceAmount: this.#resolvedServiceAmount, locked: this.#locked, words: this.#i18n }))
            : nothing}
        ${([['custom', t.custom], ['none', t.noTip]] as const).map(([value, label]) =>
          this.#renderOption({ value, name: label, big: label, description: description({ words: this.#i18n, label: whose }) }, stop),
        )}
      </div>
      ${this.value === 'custom'
        ? html`<custom-tip-input
            exportparts=${customInputExportparts}
            label=${t.customTipFor(this.#i18n.isolate(name))}
            .value=${this.customCents === null || !Number.isSafeInteger(this.customCents) ? '' : minorToDecimal(this.customCents, currencyExponent(this.#resolvedCurrency))}
            .currency=${this.currency}
            .locale=${this.locale}
            .serviceAmount=${this.#resolvedServiceAmount}
            .highestProposal=${this.#currentProposal?.high.amount}
            .largeTip=${this.largeTip}
            .client=${this.client}
            location-id=${this.locationId}
            .shares=${this.team && this.#connected ? this.#checkout.value!.teamShares : undefined}
            ?disabled=${this.#locked}
            @input=${this.#onCustomInput}
            @change=${this.#onCustomInput}
          ></custom-tip-input>`
        : nothing}
    `;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'tip-proposals': TipProposals;
  }
}
