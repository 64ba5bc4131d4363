import { LitElement, html, nothing, svg, type PropertyValues } from 'lit';
import type { IntentResult } from '../../../protocol/schemas.js';
import { numberFormat } from '../../../money/format.js';
import { isMoney, sumCents, toCents } from '../../../money/money.js';
import { choiceCents, pendingStaff, summaryTotals } from '../../internal/checkout-model.js';
import { CheckoutSlice, type CheckoutContext } from '../../internal/context.js';
import { errorText, formatList, LocalizeController } from '../../../i18n/localize.js';
import type { Messages } from '../../../i18n/messages.js';
import { fullName, tokens } from '../../internal/shared.js';
import { balanceBidi, sentence } from '../../internal/isolated.js';
import type { DisplayItem, DisplayLine, StaffMember } from '../../internal/types.js';
import { styles } from './checkout-summary.styles.js';

const chevron = svg`<path d="M7 5l6 5-6 5" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"/>`;
const tick = svg`<path d="M4 10.5l4 4 8-9" fill="none" stroke="currentColor" stroke-width="2.5" stroke-linecap="round" stroke-linejoin="round"/>`;


/** Cents of a dollar amount from the host; a malformed one counts as 0 rather than breaking the sum. */
function cents(amount: number | undefined): number {
  return isMoney(amount) ? toCents(amount) : 0;
}

/** An item's extended amount: price × quantity, rounded to the cent. */
function itemCents(item: DisplayItem): number {
  const qty = Number.isFinite(item.qty) ? item.qty : 1;
  return Math.round(cents(item.amount) * qty);
}

/**
 * @summary The bill and the tips: the display lines, each staff member's tip, the fees and the
 * grand total, and the button that confirms the tips.
 *
 * Inside `tip-checkout` it reads everything from the checkout. Lines are the spec's display
 * lines (2.6): a line with `items` is a category whose disclosure button (`aria-expanded`)
 * shows or hides its items (`expanded` decides initially); other lines are single items, with
 * their quantity when given. All sums are integer cents.
 *
 * The button confirms the tips (`ctx.submit()`): "Confirm tips · $128.40", or "Continue without
 * tip" when every staff member chose "No tip". While a staff member still needs a choice it
 * stays focusable but `aria-disabled="true"`, with a visible hint ("Choose a tip for Ana and
 * Ben"). While the intent is created it is busy ("Creating…", `aria-busy`) and ignores presses.
 * Afterwards the fees and total are the service's own (from the intent result) and a status
 * confirms it. A failure is shown in an alert with a Retry button; the choices are kept. The
 * fees and total sit in a polite live region, so changes are announced.
 *
 * Standalone (outside a checkout) it shows `lines` and their total, in `currency` and `locale`:
 * no tips, no fees, no button.
 *
 * @csspart lines - The list of display lines.
 * @csspart line - Every display line (a category also has `category`, a single item `item`).
 * @csspart category - A category line.
 * @csspart toggle - A category's disclosure button.
 * @csspart items - A category's list of sub-items.
 * @csspart item - A single-item line, and every sub-item of a category.
 * @csspart subtotal - The subtotal of the lines.
 * @csspart tips - The list of tips per staff member.
 * @csspart tip - One staff member's tip.
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
  readonly #i18n = new LocalizeController(this, () => this.ctx);

  private get ctx(): CheckoutContext | undefined {
    return this.#checkout.value;
  }

  /** Open state of each category, by line index. */
  private open: ReadonlyMap<number, boolean> = new Map();

  /** Standalone: the lines to show. Inside a checkout, the checkout's. */
  lines: readonly DisplayLine[] = [];
  /** ISO currency. Default: the checkout's, else USD. */
  currency?: string;
  /** Locale; default the checkout's, else the nearest `lang`, else the browser's. */
  locale?: string;

  #shownLines: readonly DisplayLine[] | undefined;

  get #resolvedLines(): readonly DisplayLine[] {
    return this.ctx ? this.ctx.lines : this.lines;
  }

  get #resolvedCurrency(): string {
    return this.currency ?? this.ctx?.currency ?? 'USD';
  }

  protected override willUpdate(changed: PropertyValues): void {
    super.willUpdate(changed);
    const lines = this.#resolvedLines;
    if (lines !== this.#shownLines) {
      this.#shownLines = lines;
      this.open = new Map(lines.flatMap((line, i) => (line.items ? [[i, Boolean(line.expanded)] as const] : [])));
    }
  }

  #toggle(index: number): void {
    this.open = new Map(this.open).set(index, !this.open.get(index));
  }

  #format(value: number): string {
    return this.#i18n.money(value, this.#resolvedCurrency);
  }

  #number(value: number): string {
    return this.#i18n.isolate(numberFormat(this.#i18n.locale, 'decimal').format(value));
  }

  #onConfirm(event: Event): void {
    const ctx = this.ctx;
    const button = event.currentTarget as HTMLElement;
    if (!ctx || button.getAttribute('aria-disabled') === 'true') return;
    void ctx.submit();
  }

  /** A labelled amount row: subtotal, fees, fee breakdown, total. Named `kind` as class and, unless `isPart` is false, as part. */
  #renderAmount(kind: string, label: string, amount: string, isPart = true) {
    return html`<div part=${isPart ? kind : nothing} class="row ${kind}">
      <span>${label}</span>
      <span class="amount">${amount}</span>
    </div>`;
  }

  #renderLine(t: Messages, line: DisplayLine, index: number) {
    if (!line.items) {
      return html`<li part="line item" class="row line">
        <span class="name">${line.qty !== undefined ? html`<span class="qty">${sentence(t.quantity(this.#number(line.qty)))}</span> ` : nothing}<bdi>${balanceBidi(line.name)}</bdi></span>
        <span class="amount">${this.#format(cents(line.total))}</span>
      </li>`;
    }
    const open = Boolean(this.open.get(index));
    const id = `items-${index}`;
    return html`<li part="line category" class="category">
      <button
        type="button"
        part="toggle"
        class="row toggle"
        aria-expanded=${open ? 'true' : 'false'}
        aria-controls=${id}
        @click=${() => this.#toggle(index)}
      >
        <svg class="chevron" viewBox="0 0 20 20" aria-hidden="true">${chevron}</svg>
        <span class="name"><bdi>${balanceBidi(line.name)}</bdi></span>
        <span class="amount">${this.#format(cents(line.total))}</span>
      </button>
      <ul part="items" id=${id} class="items" role="list" ?hidden=${!open}>
        ${line.items.map(
          (item) => html`<li part="item" class="row sub">
            <span class="name"><bdi>${balanceBidi(item.name)}</bdi> <span class="qty">${sentence(t.quantityAt(this.#number(item.qty), this.#format(cents(item.amount))))}</span></span>
            <span class="amount">${this.#format(itemCents(item))}</span>
          </li>`,
        )}
      </ul>
    </li>`;
  }

  #renderLines(t: Messages, lines: readonly DisplayLine[]) {
    if (lines.length === 0) return nothing;
    return html`<ul part="lines" class="lines" role="list">
      ${lines.map((line, i) => this.#renderLine(t, line, i))}
    </ul>`;
  }

  /** What the summary says for one staff member's tip. */
  #tipText(t: Messages, ctx: CheckoutContext, member: StaffMember, intent: IntentResult | undefined): string {
    if (intent) {
      const tips = intent.tips.filter((x) => x.employeeId === member.employeeId);
      return tips.length === 0 ? t.noTip : this.#format(sumCents(tips.map((x) => cents(x.amount))));
    }
    const choice = ctx.choices.get(member.employeeId);
    if (!choice) return t.chooseTip;
    if (choice.level === 'none') return t.noTip;
    const value = choiceCents(choice, ctx.proposals.get(member.employeeId));
    if (value !== null) return value === 0 ? t.noTip : this.#format(value);
    return choice.level === 'custom' ? t.enterAmount : t.loading;
  }

  #hint(t: Messages, pending: readonly StaffMember[]): string {
    const names = pending.map((m) => m.firstName.trim() || fullName(m.firstName, m.lastName) || m.employeeId);
    const list = formatList(this.#i18n.locale, names.map((n) => this.#i18n.isolate(n)));
    return t.chooseTipFor(list);
  }

  #renderAction(t: Messages, ctx: CheckoutContext, totalCents: number, pending: readonly StaffMember[], tipsCents: number) {
    const status = ctx.submitStatus;
    if (status === 'done') {
      return html`<p part="status" class="status" role="status">
        <svg class="tick" viewBox="0 0 20 20" aria-hidden="true">${tick}</svg>
        ${ctx.intent ? sentence(t.tipsAdded(this.#format(totalCents))) : t.noTipAdded}
      </p>`;
    }
    if (status === 'error') {
      return html`<div part="error" class="error" role="alert">
        <p class="message">${t.intentFailed}</p>
        <p class="detail">${errorText(t, ctx.submitError)}</p>
        <button type="button" part="retry" class="retry" @click=${() => void ctx.submit()}>${t.retry}</button>
      </div>`;
    }
    const busy = status === 'submitting';
    const blocked = pending.length > 0;
    const label = busy
      ? t.creating
      : !blocked && tipsCents === 0
        ? t.continueWithoutTip
        : t.confirmTips(ctx.staff.length, this.#format(totalCents));
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
      ${blocked ? html`<p part="hint" id="hint" class="hint">${sentence(this.#hint(t, pending))}</p>` : nothing}
    `;
  }

  #renderCheckout(t: Messages, ctx: CheckoutContext) {
    const lines = ctx.lines;
    const intent = ctx.intent;
    const totals = summaryTotals(lines, ctx.staff, ctx.proposals, ctx.choices, (c) => ctx.fees.peek(c));
    const pending = pendingStaff(ctx.staff, ctx.proposals, ctx.choices);
    const feesCents = intent ? cents(intent.fees.total) : totals.feesCents;
    const totalCents = intent ? totals.chargesCents + cents(intent.total) : totals.totalCents;
    const tipsCents = intent ? sumCents(intent.tips.map((t) => cents(t.amount))) : totals.tipsCents;
    return html`
      ${this.#renderLines(t, lines)}
      ${lines.length > 0 ? this.#renderAmount('subtotal', t.subtotal, this.#format(totals.chargesCents)) : nothing}
      ${ctx.staff.length > 0
        ? html`<ul part="tips" class="tips" role="list" aria-label=${t.tipsList}>
            ${ctx.staff.map(
              (m) => html`<li part="tip" class="row tip">
                <span class="name">${sentence(t.tipFor(this.#i18n.isolate(fullName(m.firstName, m.lastName) || m.employeeId)))}</span>
                <span class="amount">${this.#tipText(t, ctx, m, intent)}</span>
              </li>`,
            )}
          </ul>`
        : nothing}
      <div class="totals" aria-live="polite">
        ${this.#renderAmount('fees', t.fees, feesCents === null ? t.feesCalculating : this.#format(feesCents))}
        ${intent
          ? [
              this.#renderAmount('breakdown', t.serviceFee, this.#format(cents(intent.fees.service)), false),
              this.#renderAmount('breakdown', t.posFee, this.#format(cents(intent.fees.pos)), false),
            ]
          : nothing}
        ${this.#renderAmount('total', t.total, this.#format(totalCents))}
      </div>
      <div class="action">${this.#renderAction(t, ctx, totalCents, pending, tipsCents)}</div>
    `;
  }

  protected override render() {
    const ctx = this.ctx;
    const t = this.#i18n.t;
    if (ctx) return html`<section class="summary">${this.#renderCheckout(t, ctx)}</section>`;
    const lines = this.lines;
    const total = sumCents(lines.map((l) => cents(l.total)));
    return html`<section class="summary">
      ${this.#renderLines(t, lines)}
      <div class="totals" aria-live="polite">${this.#renderAmount('total', t.total, this.#format(total))}</div>
    </section>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'checkout-summary': CheckoutSummary;
  }
}
