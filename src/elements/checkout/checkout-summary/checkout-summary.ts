import { LitElement, html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import type { IntentResult } from '../../../protocol/schemas.js';
import { numberFormat } from '../../../money/format.js';
import { currencyExponent, minorToDecimal, scaleOf, sumCentsInRange } from '../../../money/money.js';
import { amountAt, checkoutScale, choiceCents, pendingStaff } from '../../internal/checkout-model.js';
import { CheckoutSlice, type CheckoutContext } from '../../internal/context.js';
import { checkHostData } from '../../internal/host-data-check.js';
import { updateInPlace, waitsForTeam } from '../../internal/hydration.js';
import { keyedRows, uniqueKeys } from '../../internal/keyed-rows.js';
import { formatList, LocalizeController } from '../../../i18n/localize.js';
import type { Messages } from '../../../i18n/messages.js';
import { personName, sameItems, shortName, tokens } from '../../internal/shared.js';
import { sentence, wordsClass } from '../../internal/isolated.js';
import type { DisplayLine, StaffMember } from '../../internal/types.js';
import { styles } from './checkout-summary.styles.js';
import { renderDone, renderFailed } from './summary-confirm.js';
import { renderLines, type LinesHost } from './summary-lines.js';
import { checkoutSums, itemSums, type Sums } from './summary-sums.js';

/**
 * @summary The bill and the tips: the display lines, each staff member's tip, the fees and the
 * grand total, and the button that confirms the tips.
 *
 * Inside `tip-checkout` it reads everything from the checkout. A line with `items` is a category
 * whose disclosure button (`aria-expanded`) shows its items (`expanded` decides at first). Sums
 * are integer minor units, with more decimals when an amount has more, so what is shown adds up.
 * The button confirms the tips (`ctx.submit()`); while someone still needs a choice it stays
 * focusable, `aria-disabled`, with a visible hint; while the intent is created it is busy; then
 * the fees and total are the service's and a status confirms it, or an alert with Retry keeps the
 * choices. The fees and total are a polite live region. In team mode the team's tip comes first,
 * then each person's share. Standalone it shows `lines` and their total: no tips, fees or button.
 *
 * @event tip-error - Standalone: `lines` is not as documented (`TipErrorEvent`, operation `lines`).
 *
 * @csspart lines - The list of display lines.
 * @csspart line - Every display line (a category also has `category`, a single item `item`).
 * @csspart category - A category line.
 * @csspart toggle - A category's disclosure button.
 * @csspart items - A category's list of sub-items.
 * @csspart item - A single-item line, and every sub-item of a category.
 * @csspart subtotal - The subtotal of the lines.
 * @csspart tips - The list of tips per staff member.
 * @csspart tip - One staff member's tip (in team mode also the team's tip and each share).
 * @csspart team-tip - Team mode: the team's tip.
 * @csspart share - Team mode: one person's share of the team's tip.
 * @csspart fees - The fees row (with the service/POS breakdown after the intent).
 * @csspart total - The grand total row.
 * @csspart button - The confirm button.
 * @csspart hint - Who still needs a tip choice.
 * @csspart error - The alert shown when the intent failed.
 * @csspart retry - Its Retry button.
 * @csspart status - The confirmation shown once the intent exists (or nobody was tipped).
 *
 * @cssproperty --tip-summary-background - Background of the summary. Default: the surface colour.
 * @cssproperty --tip-summary-padding - Padding around the summary (calc(var(--tip-space) * 3)).
 * @cssproperty --tip-total-font-size - Size of the grand total (2rem).
 * @cssproperty --tip-accent - The button's background; focus ring.
 * @cssproperty --tip-on-accent - The button's text.
 * @cssproperty --tip-danger - The failure alert.
 * @cssproperty --tip-success - The confirmation status.
 * @cssproperty --tip-radius - Corner radius of the summary and the button.
 * @cssproperty --tip-touch-target - Minimum height of the buttons (48px).
 */
export class CheckoutSummary extends LitElement {
  static override styles = [tokens, styles];
  static override properties = {
    open: { state: true },
    lines: { attribute: false },
    currency: {},
    locale: {},
  };

  readonly #checkout = new CheckoutSlice(this, (c) => [c]);
  readonly #i18n = new LocalizeController(this, () => this.#checkout.value);

  /** Open state of each category, by line index. */
  private open: ReadonlyMap<number, boolean> = new Map();

  /** Standalone: the lines to show. Inside a checkout, the checkout's. */
  lines: readonly DisplayLine[] = [];
  /** ISO currency. Default: the checkout's, else USD. */
  currency?: string;
  /** Locale; default the checkout's, else the nearest `lang`, else the browser's. */
  locale?: string;

  #shownLines: readonly DisplayLine[] | undefined;
  /** The action's control had focus before this update (it may be replaced by the next one's). */
  #actionFocused = false;

  get #resolvedLines(): readonly DisplayLine[] {
    return this.#checkout.value ? this.#checkout.value.lines : this.lines;
  }

  get #resolvedCurrency(): string {
    return this.#checkout.currency(this.currency);
  }

  /**
   * Nothing is drawn inside a checkout that has given nothing yet (it gives its state once its
   * first proposals request is sent), nor, server-rendered in team mode, before the team's code is there.
   */
  protected override shouldUpdate(changed: PropertyValues): boolean {
    return !this.#checkout.waiting && !waitsForTeam(this, this.#checkout.value) && super.shouldUpdate(changed);
  }

  protected override willUpdate(changed: PropertyValues): void {
    super.willUpdate(changed);
    checkHostData(this, changed);
    const lines = this.#resolvedLines;
    if (lines !== this.#shownLines) {
      this.#shownLines = lines;
      const early = this.hasUpdated ? [] : (this.getAttribute('data-early-toggle') ?? '').split(' '); // toggled before hydration (EARLY_TAPS_SCRIPT)
      this.open = new Map(lines.flatMap((line, i) => (line.items ? [[i, Boolean(line.expanded) !== early.includes(String(i))] as const] : [])));
    }
    const active = this.shadowRoot?.activeElement;
    this.#actionFocused = Boolean(active?.closest('.action'));
  }

  /**
   * Focus never falls to the page: when the focused Confirm, Retry or status is replaced (the
   * intent failed, Retry was pressed, the intent exists), focus moves to what replaced it: Retry
   * after a failure, Confirm while the intent is created again, the status once it is done.
   */
  protected override updated(changed: PropertyValues): void {
    super.updated(changed);
    if (!this.#actionFocused || this.shadowRoot?.activeElement) return;
    this.renderRoot.querySelector<HTMLElement>('.action :is([part~="retry"], [part~="button"], [part~="status"])')?.focus();
  }

  /** What the bill's lines are drawn with. */
  readonly #linesHost: LinesHost = {
    isOpen: (index) => Boolean(this.open.get(index)),
    toggle: (index) => (this.open = new Map(this.open).set(index, !this.open.get(index))),
    format: (cents) => this.#format(cents),
    cents: (amount) => this.#cents(amount),
    number: (value) => this.#number(value),
  };

  /** The decimals of this render's sums: the currency's, more when an amount shown has more. */
  #scale = 2;

  #format(value: number): string {
    return this.#i18n.money(value, this.#resolvedCurrency, this.#scale);
  }

  /** Minor units (at this render's scale) of an amount from the host or the service; a malformed one counts as 0 rather than breaking the sum. */
  #cents(amount: number | undefined): number {
    return amountAt(amount, this.#scale);
  }

  #number(value: number): string {
    return this.#i18n.isolate(numberFormat(this.#i18n.locale, 'decimal').format(value));
  }

  #onConfirm(event: Event): void {
    const ctx = this.#checkout.value;
    const button = event.currentTarget as HTMLElement;
    if (!ctx || button.getAttribute('aria-disabled') === 'true') return;
    void ctx.submit();
  }

  /** A labelled amount row: subtotal, fees, fee breakdown, total. Named `kind` as class and, unless `isPart` is false, as part. */
  #renderAmount(kind: string, label: string, amount: string, isPart = true, minor?: number | null) {
    return html`<div part=${isPart ? kind : nothing} class="row ${kind}">
      <span>${label}</span>
      <span class="amount ${wordsClass(amount)}" data-amount=${minor == null ? nothing : minorToDecimal(minor, this.#scale)}>${amount}</span>
    </div>`;
  }

  /** What the summary says for one staff member's tip. */
  #tipText(t: Messages, ctx: CheckoutContext, member: StaffMember, intent: IntentResult | undefined, sums: Sums): string {
    if (intent) {
      const tipped = intent.tips.some((x) => x.employeeId === member.employeeId);
      return tipped ? this.#format(sums.tipsByMember.get(member.employeeId) ?? 0) : t.noTip;
    }
    const choice = ctx.choices.get(member.employeeId);
    if (!choice) return t.chooseTip;
    if (choice.level === 'none') return t.noTip;
    const value = choiceCents(choice, ctx.proposals.get(member.employeeId), this.#scale, currencyExponent(this.#resolvedCurrency));
    if (value !== null) return value === 0 ? t.noTip : this.#format(value);
    return choice.level === 'custom' ? t.enterAmount : t.loading;
  }

  /**
   * Each staff member's "Tip for …" label and row key, kept while the staff and the messages stay
   * the same, and each row as last rendered with its tip's text.
   */
  #tipRows: { staff: readonly StaffMember[]; t: Messages; locale: string; labels: ReturnType<typeof sentence>[]; keys: string[]; rows: [text: string, row: TemplateResult][] } | undefined;

  /**
   * One row per staff member: who, and their tip. Only the rows whose text changed are made and
   * rendered again (a click changes one member's tip: the other rows are left as they are, the
   * same template result each, whatever the number of staff).
   */
  #renderTips(t: Messages, ctx: CheckoutContext, intent: IntentResult | undefined, sums: Sums) {
    const staff = ctx.staff;
    const locale = this.#i18n.locale;
    let memo = this.#tipRows;
    if (memo?.staff !== staff || memo.t !== t || memo.locale !== locale) {
      this.#tipRows = memo = {
        staff,
        t,
        locale,
        labels: staff.map((m) => sentence(t.tipFor(this.#i18n.isolate(personName(m, locale) || m.employeeId)))),
        keys: uniqueKeys(staff),
        rows: [],
      };
    }
    const { labels, rows } = memo;
    return keyedRows(
      memo.keys,
      staff.map((m, i) => {
        const text = this.#tipText(t, ctx, m, intent, sums);
        const last = rows[i];
        if (last?.[0] === text) return last[1];
        const row = html`<li part="tip" class="row tip">
          <span class="name">${labels[i]}</span>
          <span class="amount ${wordsClass(text)}">${text}</span>
        </li>`;
        rows[i] = [text, row];
        return row;
      }),
    );
  }

  /** Team mode: its code (a lazy chunk) renders the team's tip and the shares; while it loads, the team's tip as loading. */
  #renderTeamTips(t: Messages, ctx: CheckoutContext, pending: readonly StaffMember[], sums: Sums) {
    return ctx.team
      ? ctx.team.renderTeamTips({ t, i18n: this.#i18n, format: (cents) => this.#format(cents), tipText: (m) => this.#tipText(t, ctx, m, ctx.intent, sums) }, ctx, pending, sums.tipsCents)
      : html`<li part="tip team-tip" class="row tip"><span class="name">${t.teamTip}</span><span class="amount words">${t.loading}</span></li>`;
  }

  /** The last hint, and what it was made of. */
  #lastHint: [key: unknown[], text: ReturnType<typeof sentence>] | undefined;

  /**
   * "Choose a tip for …", made again only when the members without a tip, the staff, the locale or
   * the messages change: with 300 staff it lists 299 names, and a click on a row already chosen changes none of them.
   */
  #hint(t: Messages, staff: readonly StaffMember[], pending: readonly StaffMember[]) {
    const locale = this.#i18n.locale;
    // The staff too: a host that renames a member gives a new array of the same objects.
    const key = [t, locale, staff, ...pending];
    const last = this.#lastHint;
    if (last && sameItems(last[0], key)) return last[1];
    const names = pending.map((m) => shortName(m, locale) || m.employeeId);
    const text = sentence(t.chooseTipFor(formatList(locale, names.map((n) => this.#i18n.isolate(n)))));
    this.#lastHint = [key, text];
    return text;
  }

  #renderAction(t: Messages, ctx: CheckoutContext, totalCents: number, pending: readonly StaffMember[], tipsCents: number) {
    const status = ctx.submitStatus;
    if (status === 'done') return renderDone(t, ctx, this.#format(totalCents));
    if (status === 'error') return renderFailed(t, ctx);
    const busy = status === 'submitting';
    const blocked = pending.length > 0;
    const label = busy
      ? t.creating
      : !blocked && tipsCents === 0
        ? t.continueWithoutTip
        : t.confirmTips(ctx.tipMode === 'team' ? 1 : ctx.staff.length, this.#format(totalCents));
    return html`
      <button
        type="button"
        part="button"
        class="confirm"
        aria-disabled=${busy || blocked ? 'true' : 'false'}
        aria-busy=${busy ? 'true' : 'false'}
        aria-describedby=${blocked ? 'hint' : nothing}
        @click=${this.#onConfirm}
      >
        ${busy ? html`<span class="spinner" aria-hidden="true"></span>` : nothing}
        <span>${sentence(label)}</span>
      </button>
      ${blocked ? html`<p part="hint" id="hint" class="hint">${ctx.tipMode === 'team' ? (ctx.teamChoice?.level === 'custom' ? t.enterAmount : t.chooseTip) : this.#hint(t, ctx.staff, pending)}</p>` : nothing}
    `;
  }

  /** The error state for amounts that cannot be added up: said, never thrown; the next render with other amounts shows them again. */
  #renderOutOfRange(t: Messages) {
    return html`<section class="summary">
      <div part="error" class="error" role="alert"><p class="message">${t.amountsOutOfRange}</p></div>
    </section>`;
  }

  #renderCheckout(t: Messages, ctx: CheckoutContext, sums: Sums) {
    const lines = ctx.lines;
    const intent = ctx.intent;
    const pending = pendingStaff(ctx.staff, ctx.proposals, ctx.choices);
    const { feesCents, totalCents, tipsCents } = sums;
    return html`
      ${renderLines(this.#linesHost, t, lines, sums.items)}
      ${lines.length > 0 ? this.#renderAmount('subtotal', t.subtotal, this.#format(sums.chargesCents)) : nothing}
      ${ctx.staff.length > 0
        ? html`<ul part="tips" class="tips" role="list" aria-label=${t.tipsList}>
            ${ctx.tipMode === 'team' ? this.#renderTeamTips(t, ctx, pending, sums) : this.#renderTips(t, ctx, intent, sums)}
          </ul>`
        : nothing}
      <div class="totals" aria-live="polite">
        ${this.#renderAmount('fees', t.fees, feesCents === null ? t.feesCalculating : this.#format(feesCents), true, feesCents)}
        ${intent
          ? [
              this.#renderAmount('breakdown', t.serviceFee, this.#format(this.#cents(intent.fees.service)), false),
              // The point of sale's own fee only when it charges one: a line of zero is noise.
              this.#cents(intent.fees.pos) === 0 ? nothing : this.#renderAmount('breakdown', t.posFee, this.#format(this.#cents(intent.fees.pos)), false),
            ]
          : nothing}
        ${this.#renderAmount('total', t.total, this.#format(totalCents), true, totalCents)}
      </div>
      <div class="action">${this.#renderAction(t, ctx, totalCents, pending, tipsCents)}</div>
    `;
  }

  protected override update(changed: PropertyValues): void {
    const ctx = this.#checkout.value;
    updateInPlace(this, () => super.update(changed), 'team-tip', ctx?.tipMode === 'team' && ctx.staff.length > 0);
  }

  protected override render() {
    const ctx = this.#checkout.value;
    const t = this.#i18n.t;
    if (ctx) {
      const exponent = currencyExponent(this.#resolvedCurrency);
      this.#scale = checkoutScale(exponent, ctx.lines, ctx.staff, ctx.proposals, ctx.choices, (c) => ctx.fees.peek(c), ctx.intent);
      const sums = checkoutSums(ctx, exponent, this.#scale);
      return sums ? html`<section class="summary">${this.#renderCheckout(t, ctx, sums)}</section>` : this.#renderOutOfRange(t);
    }
    const lines = this.lines;
    const exponent = currencyExponent(this.#resolvedCurrency);
    this.#scale = scaleOf(
      exponent,
      lines.flatMap((l) => [l.total, ...(l.items ?? []).map((item) => item.amount)]),
    );
    const total = sumCentsInRange(lines.map((l) => this.#cents(l.total)));
    const items = itemSums(lines, this.#scale);
    if (total === undefined || !items) return this.#renderOutOfRange(t);
    return html`<section class="summary">
      ${renderLines(this.#linesHost, t, lines, items)}
      <div class="totals" aria-live="polite">${this.#renderAmount('total', t.total, this.#format(total))}</div>
    </section>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'checkout-summary': CheckoutSummary;
  }
}
