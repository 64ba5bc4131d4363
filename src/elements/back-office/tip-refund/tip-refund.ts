import { html, nothing, type PropertyValues } from 'lit';
import { isAbort, type TipError } from '../../../client/errors.js';
import type { RefundRecord, Transaction } from '../../../protocol/schemas.js';
import { errorText } from '../../../i18n/localize.js';
import type { Messages } from '../../../i18n/messages.js';
import { sumCents } from '../../../money/money.js';
import { AmountFields } from '../../internal/amount-field.js';
import { BackOfficeElement } from '../../internal/back-office-element.js';
import { cents, holdings, nameOf, staffIndex, statusText, totals, type Holding } from '../../internal/back-office-model.js';
import { staffTable } from '../../internal/back-office-table.js';
import { TipErrorEvent } from '../../internal/events.js';
import { TipRefundEvent } from '../../internal/back-office-events.js';
import { asTipError, states } from '../../internal/shared.js';
import { sentence } from '../../internal/isolated.js';
import { SubmitOnce } from '../../internal/submit-once.js';
import { checkRefund, renderRefundForm, type RefundFormView, type RefundMode, type RefundPayload, type RefundSplit } from './refund-form.js';
import { styles } from './tip-refund.styles.js';

type Phase = 'form' | 'previewing' | 'preview' | 'preview-error' | 'executing' | 'execute-error' | 'done';

/**
 * @summary Refunds a transaction's tip, fully or in part, by amount or per staff member
 * (`talents`), with an optional reason; always shows the service's dry run first, then
 * executes once on confirmation.
 *
 * Give it a `client` (on a proxy that allows `details` and `refund`, behind the host's staff
 * login) and a `transaction-id`. It loads the details to know what is left to refund: the gross
 * not yet refunded, fees included (a partial amount comes out of the whole gross, spec 4.1
 * refund rule 3), and per staff member what their live tip still holds. Amounts are typed in
 * the locale's way and checked before anything is sent: an amount larger than what is
 * refundable, or than a staff member holds, is caught in the form.
 *
 * "Preview" calls `refund` with `dryRun: true` and shows, per staff member, the gross, fee and
 * net the refund would take; nothing changes. Editing the form drops the preview. "Refund"
 * then sends exactly the previewed request, once: further presses while it runs send nothing.
 * The executed records are shown and fired as `tip-refund`; `tip-transaction` and
 * `tip-transfer` for the same transaction on the page reload themselves when they hear it.
 * If the refund's answer is lost (network, timeout), it may still have happened: Retry reloads
 * the details and previews again, rather than sending the refund a second time.
 *
 * A preview is dropped when the details are reloaded (a transfer or refund elsewhere on the page):
 * it would no longer say what "Refund" does. When `transaction-id` or `client` changes, a preview
 * in flight is dropped and the form starts afresh; an executing refund still fires its `tip-refund`, but no longer changes what is shown.
 *
 * @event tip-refund - The service executed a refund (`TipRefundEvent`: `records`, `transactionId`). Never for a preview.
 * @event tip-error - `details` or `refund` failed (`TipErrorEvent`: `error`, `operation`).
 *
 * @csspart form - The refund form.
 * @csspart mode - Each group of choices (full or partial; by amount or per staff member).
 * @csspart input - Every amount field and the reason field.
 * @csspart message - A field's validation message.
 * @csspart staff-total - The live total of the per-staff amounts.
 * @csspart preview - The dry run: what the refund would take, and the Refund button.
 * @csspart table - The preview's and the result's table.
 * @csspart button - The Preview and Refund buttons.
 * @csspart secondary - The Change and New refund buttons.
 * @csspart status - The result once refunded.
 * @csspart empty - Shown when there is no transaction id, or nothing can be refunded.
 *
 * @cssproperty --tip-input-background - Background of the fields.
 * @cssproperty --tip-input-border-color - Border of the fields.
 * @cssproperty --tip-accent - The buttons and chosen options; focus ring.
 * @cssproperty --tip-on-accent - Text on the primary button.
 * @cssproperty --tip-success - The result status.
 * @cssproperty --tip-touch-target - Minimum height of buttons, fields and choices (48px).
 */
export class TipRefund extends BackOfficeElement {
  static override styles = [BackOfficeElement.styles, styles];
  static override properties = states('mode', 'split', 'reason', 'phase', 'preview', 'records', 'failure');

  /** The amount field (`amount`) and the per-staff ones (`staff:<employeeId>`). */
  readonly #fields = new AmountFields(this, this.i18n, () => this.currency || 'USD', { exponent: () => this.exponent });
  readonly #submit = new SubmitOnce<RefundRecord[]>(this, 'refund');

  private mode: RefundMode = 'partial';
  private split: RefundSplit = 'amount';
  private reason = '';
  private phase: Phase = 'form';
  private preview: RefundRecord[] | undefined;
  private records: RefundRecord[] | undefined;
  private failure: TipError | undefined;

  /** The request the preview was made with: "Refund" sends exactly this, without `dryRun`. */
  #previewed: RefundPayload | undefined;
  #previewRun: AbortController | undefined;
  #previewAfterReload = false;

  protected override willUpdate(changed: PropertyValues<this>): void {
    super.willUpdate(changed);
    if (changed.has('transactionId') || changed.has('client')) this.#startOver();
  }

  #startOver(): void {
    this.#previewRun?.abort();
    this.#previewRun = undefined;
    this.#submit.forget();
    this.#previewed = undefined;
    this.#previewAfterReload = false;
    this.mode = 'partial';
    this.split = 'amount';
    this.#fields.reset();
    this.reason = '';
    this.phase = 'form';
    this.preview = undefined;
    this.records = undefined;
    this.failure = undefined;
  }

  protected override loaded(_tx: Transaction, reloaded: boolean): void {
    if (!reloaded) return;
    if (this.#previewAfterReload) {
      this.#previewAfterReload = false;
      this.#runPreview();
    } else {
      // The transaction changed under a preview (a transfer or refund elsewhere): it no longer says what Refund would do.
      this.#edited();
    }
  }

  get #holdings(): Holding[] {
    const tx = this.details.transaction;
    return tx ? holdings(tx, this.exponent).filter((h) => h.gross > 0) : [];
  }

  /** The form's view of this element: its state, and the callbacks that change it. */
  #formView(tx: Transaction): RefundFormView {
    const busy = this.phase === 'previewing';
    return {
      t: this.i18n.t,
      exponent: this.exponent,
      money: (cents) => this.money(cents),
      isolate: (text) => this.i18n.isolate(text),
      fields: this.#fields,
      holdings: this.#holdings,
      names: staffIndex(tx, [...this.details.learned.values(), ...this.staff]),
      locale: this.i18n.locale,
      mode: this.mode,
      split: this.split,
      reason: this.reason,
      busy,
      locked: this.phase === 'executing',
      primary: this.phase === 'form' || busy,
      setMode: (mode) => (this.mode = mode),
      setSplit: (split) => (this.split = split),
      setReason: (reason) => (this.reason = reason),
      onSubmit: (event) => this.#onSubmit(event),
      onInput: () => this.#edited(),
    };
  }

  /** Any edit makes the preview stale: drop it (and its request). */
  #edited(): void {
    if (this.phase === 'previewing' || this.phase === 'preview' || this.phase === 'preview-error') {
      this.#previewRun?.abort();
      this.#previewRun = undefined;
      this.#previewed = undefined;
      this.preview = undefined;
      this.failure = undefined;
      this.phase = 'form';
    }
  }

  #onSubmit(event: Event): void {
    event.preventDefault();
    if (this.phase === 'executing' || this.phase === 'previewing') return;
    this.#runPreview();
  }

  #runPreview(): void {
    const tx = this.details.transaction;
    if (!tx || !this.client) return;
    const checked = checkRefund(this.#formView(tx), tx);
    // From the first press on, every field shows its problems (and leaving one changes nothing).
    this.#fields.revealAll();
    if (!checked.payload) {
      this.focusAfterRender = '[aria-invalid="true"], #staff-total';
      return;
    }
    const payload = checked.payload;
    const client = this.client;
    this.#previewRun?.abort();
    const controller = new AbortController();
    this.#previewRun = controller;
    this.#previewed = undefined;
    this.preview = undefined;
    this.failure = undefined;
    this.phase = 'previewing';
    client.refund({ ...payload, dryRun: true }, { signal: controller.signal }).then(
      (records) => {
        if (this.#previewRun !== controller) return;
        this.#previewRun = undefined;
        this.#previewed = payload;
        this.preview = records;
        this.phase = 'preview';
        this.focusAfterRender = '#refund';
      },
      (cause: unknown) => {
        if (this.#previewRun !== controller || controller.signal.aborted || isAbort(cause)) return;
        this.#previewRun = undefined;
        const error = asTipError(cause, 'refund');
        this.failure = error;
        this.phase = 'preview-error';
        this.dispatchEvent(new TipErrorEvent(error));
      },
    );
  }

  /**
   * Executes the previewed refund. Resolves with the records, or undefined when there is no
   * preview to execute or it failed. While it runs, further calls return the same promise.
   */
  #execute(): Promise<RefundRecord[] | undefined> {
    const payload = this.#previewed;
    const client = this.client;
    return this.#submit.run(
      () => {
        if (this.phase !== 'preview' || !payload || !client) return undefined;
        this.phase = 'executing';
        return client.refund(payload);
      },
      {
        done: (records, current) => {
          // The money moved: the host hears of it even if this element has moved on.
          if (current) {
            this.#previewed = undefined;
            this.records = records;
            this.preview = undefined;
            this.phase = 'done';
            this.focusAfterRender = '[part~="status"]';
          }
          this.dispatchEvent(new TipRefundEvent(records, payload!.transactionId));
        },
        failed: (error) => {
          this.#previewed = undefined;
          this.failure = error;
          this.phase = 'execute-error';
        },
      },
    );
  }

  #retry(): void {
    if (this.phase === 'execute-error') {
      // The refund may have happened before the answer was lost: look again before sending anything.
      this.failure = undefined;
      this.preview = undefined;
      this.phase = 'form';
      this.#previewAfterReload = true;
      this.details.reload();
    } else {
      this.#runPreview();
    }
  }

  #change(): void {
    if (this.phase === 'executing') return;
    this.#edited();
    this.focusAfterRender = 'input[name="mode"]:checked';
  }

  #again(): void {
    this.#startOver();
    this.focusAfterRender = 'input[name="mode"]:checked';
  }

  #renderRecords(t: Messages, tx: Transaction, records: readonly RefundRecord[], caption: string) {
    const names = staffIndex(tx, [...this.details.learned.values(), ...this.staff]);
    const keys = ['gross', 'fee', 'net'] as const;
    return staffTable(t, {
      part: 'table',
      caption,
      columns: [t.grossColumn, t.feeColumn, t.netColumn],
      rows: records.map((r) => [r.employeeId === undefined ? t.refundWhole : nameOf(names, r.employeeId, this.i18n.locale), keys.map((key) => this.money(cents(r[key], this.exponent)))]),
      totals: keys.map((key) => this.money(sumCents(records.map((r) => cents(r[key], this.exponent))))),
    });
  }

  #renderPreview(t: Messages, tx: Transaction) {
    const phase = this.phase;
    if (phase === 'preview-error' || phase === 'execute-error') {
      return html`<div part="error" class="alert" role="alert">
        <span>${phase === 'preview-error' ? t.previewFailed : t.refundFailed} ${errorText(t, this.failure)}</span>
        <button type="button" part="retry" class="retry" @click=${this.#retry}>${t.retry}</button>
      </div>`;
    }
    const records = this.preview;
    if ((phase !== 'preview' && phase !== 'executing') || !records) return nothing;
    const executing = phase === 'executing';
    const total = sumCents(records.map((r) => cents(r.gross, this.exponent)));
    return html`<section part="preview" class="panel preview" aria-labelledby="preview-caption">
      <span id="preview-caption" class="visually-hidden">${t.previewCaption}</span>
      ${this.#renderRecords(t, tx, records, t.previewCaption)}
      <div class="actions">
        <button
          id="refund"
          type="button"
          part="button"
          class="button primary"
          aria-busy=${executing ? 'true' : 'false'}
          aria-disabled=${executing ? 'true' : 'false'}
          @click=${() => void this.#execute()}
        >
          ${executing ? t.refunding : sentence(t.refundButton(this.money(total)))}
        </button>
        <button type="button" part="secondary" class="button" aria-disabled=${executing ? 'true' : 'false'} @click=${this.#change}>${t.edit}</button>
      </div>
    </section>`;
  }

  #renderDone(t: Messages, tx: Transaction, records: readonly RefundRecord[]) {
    const total = sumCents(records.map((r) => cents(r.gross, this.exponent)));
    const more = this.details.status === 'ready' && totals(tx, this.exponent).refundable > 0;
    return html`<div class="panel">
      <p part="status" class="status" role="status" tabindex="-1">${sentence(t.refundDone(this.money(total)))}</p>
      ${this.#renderRecords(t, tx, records, t.refundsCaption)}
      ${more
        ? html`<div class="actions"><button type="button" part="secondary" class="button" @click=${this.#again}>${t.refundAgain}</button></div>`
        : nothing}
    </div>`;
  }

  protected override renderReady(tx: Transaction) {
    const t = this.i18n.t;
    if (tx.status !== 'confirmed' || totals(tx, this.exponent).refundable === 0) {
      return html`<p part="empty" class="muted">${t.notRefundable(statusText(t, tx.status))}</p>`;
    }
    return html`<div class="panel" aria-busy=${this.details.busy ? 'true' : 'false'}>${renderRefundForm(this.#formView(tx), tx)} ${this.#renderPreview(t, tx)}</div>`;
  }

  protected override render() {
    const tx = this.details.transaction;
    if (this.phase === 'done' && this.records && tx) return this.#renderDone(this.i18n.t, tx, this.records);
    return super.render();
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'tip-refund': TipRefund;
  }
}
