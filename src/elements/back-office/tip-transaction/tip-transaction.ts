import { html } from 'lit';
import type { RefundRecord, TipRecord, Transaction } from '../../../protocol/schemas.js';
import type { Messages } from '../../../i18n/messages.js';
import { BackOfficeElement } from '../../internal/back-office-element.js';
import { cents, holdings, levelText, nameOf, staffIndex, statusText, tipStatusText, totals, type StaffEntry } from '../../internal/back-office-model.js';
import { cell } from '../../internal/back-office-table.js';
import { balanceBidi, sentence } from '../../internal/isolated.js';
import { personName } from '../../internal/shared.js';
import { styles } from './tip-transaction.styles.js';

/**
 * @summary A transaction as the service recorded it (`details`): its status and customer, one
 * row per tip record (staff, level, status, gross, fee, net; void records shown as such), the
 * refunds (partial or full, per staff member, reason, when), and the totals.
 *
 * Give it a `client` (on a proxy that allows `details`, behind the host's staff login) and a
 * `transaction-id`. It loads the details whenever either changes (a superseded answer never
 * lands), shows a loading state, an alert with Retry when the service fails, and says so when
 * the transaction does not exist. `reload()` fetches them again while the current ones stay
 * shown; it also reloads by itself when a `tip-refund` or `tip-transfer` event for the same
 * transaction reaches the document (fired by `tip-refund` and `tip-transfer` on the page).
 *
 * Names come from the host's `staff` directory, else the transaction's tip selections, else a
 * transfer announced on the page, else the employeeId; they are rendered as text only. Every
 * amount is computed in integer cents.
 *
 * @event tip-error - `details` failed (`TipErrorEvent`: `error`, `operation`).
 *
 * @csspart title - "Transaction <id>".
 * @csspart summary - The status, customer and creation time.
 * @csspart status - The transaction's status.
 * @csspart table - Every table (tips and refunds).
 * @csspart tips - The table of tip records.
 * @csspart tip - A tip record's row (`data-status` is its status).
 * @csspart refunds - The table of refunds, or the line saying there are none.
 * @csspart refund - A refund's row.
 * @csspart totals - What was refunded and the net tip staff still hold (a polite live region).
 * @csspart loading - The loading message.
 * @csspart empty - Shown when there is no transaction id.
 * @csspart not-found - Shown when the service knows no such transaction.
 * @csspart error - The alert shown when details failed.
 * @csspart retry - Its Retry button.
 *
 * @cssproperty --tip-table-header-background - Background of the tables' header rows. Default: the alternate surface.
 * @cssproperty --tip-danger - The failure alert.
 * @cssproperty --tip-success - Confirmed statuses.
 * @cssproperty --tip-muted - Void records and secondary text.
 * @cssproperty --tip-accent - The Retry button and focus ring.
 * @cssproperty --tip-radius - Corner radius of the status badge and buttons.
 * @cssproperty --tip-touch-target - Minimum height of the Retry button (48px).
 */
export class TipTransaction extends BackOfficeElement {
  static override styles = [BackOfficeElement.styles, styles];

  #when(iso: string): string {
    const date = new Date(iso);
    if (Number.isNaN(date.getTime())) return iso;
    return new Intl.DateTimeFormat(this.i18n.locale, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
  }

  #renderTip(t: Messages, names: Map<string, StaffEntry>, tip: TipRecord) {
    return html`<tr part="tip" data-status=${tip.status}>
      <th scope="row" class="name"><bdi>${balanceBidi(nameOf(names, tip.employeeId, this.i18n.locale))}</bdi></th>
      ${cell(t.levelColumn, levelText(t, tip.level), false)}
      ${cell(t.statusColumn, tipStatusText(t, tip.status), false)}
      ${cell(t.grossColumn, this.money(cents(tip.gross, this.exponent)))}
      ${cell(t.feeColumn, this.money(cents(tip.fee, this.exponent)))}
      ${cell(t.netColumn, this.money(cents(tip.net, this.exponent)))}
    </tr>`;
  }

  #renderRefund(t: Messages, names: Map<string, StaffEntry>, refund: RefundRecord) {
    return html`<tr part="refund">
      <th scope="row" class="name"><bdi>${refund.employeeId === undefined ? t.refundWhole : balanceBidi(nameOf(names, refund.employeeId, this.i18n.locale))}</bdi></th>
      ${cell(t.refundTypeColumn, refund.isPartial ? t.refundPartial : t.refundFull, false)}
      <td class="name"><span class="label" aria-hidden="true">${t.reasonColumn}</span>${refund.reason ? html`<bdi>${balanceBidi(refund.reason)}</bdi>` : html`<span class="muted">${t.noReason}</span>`}</td>
      ${cell(t.whenColumn, this.#when(refund.createdAt), false)}
      ${cell(t.grossColumn, this.money(cents(refund.gross, this.exponent)))}
      ${cell(t.feeColumn, this.money(cents(refund.fee, this.exponent)))}
      ${cell(t.netColumn, this.money(cents(refund.net, this.exponent)))}
    </tr>`;
  }

  #renderTransaction(t: Messages, tx: Transaction) {
    const names = staffIndex(tx, [...this.details.learned.values(), ...this.staff]);
    const sums = totals(tx, this.exponent);
    const held = holdings(tx, this.exponent).reduce((sum, h) => sum + h.net, 0);
    const customer = personName(tx.customer, this.i18n.locale) || tx.customer.id;
    return html`<div class="panel" aria-busy=${this.details.busy ? 'true' : 'false'}>
      <p part="title" class="title">${sentence(t.transactionTitle(this.i18n.isolate(tx.transactionId)))}</p>
      <dl part="summary" class="summary">
        <div class="pair"><dt>${t.statusLabel}</dt><dd><span part="status" class="badge" data-status=${tx.status}>${statusText(t, tx.status)}</span></dd></div>
        <div class="pair"><dt>${t.customerLabel}</dt><dd class="name"><bdi>${balanceBidi(customer)}</bdi></dd></div>
        <div class="pair"><dt>${t.createdLabel}</dt><dd>${this.#when(tx.createdAt)}</dd></div>
      </dl>
      <div class="table-wrap wide">
        <table part="table tips">
          <caption>${t.tipRecordsCaption}</caption>
          <thead>
            <tr>
              <th scope="col">${t.staffColumn}</th>
              <th scope="col">${t.levelColumn}</th>
              <th scope="col">${t.statusColumn}</th>
              <th scope="col" class="num">${t.grossColumn}</th>
              <th scope="col" class="num">${t.feeColumn}</th>
              <th scope="col" class="num">${t.netColumn}</th>
            </tr>
          </thead>
          <tbody>${tx.tips.map((tip) => this.#renderTip(t, names, tip))}</tbody>
          <tfoot>
            <tr>
              <th scope="row" colspan="3">${t.total}</th>
              ${cell(t.grossColumn, this.money(sums.gross))}
              ${cell(t.feeColumn, this.money(sums.fee))}
              ${cell(t.netColumn, this.money(sums.net))}
            </tr>
          </tfoot>
        </table>
      </div>
      ${tx.refunds.length === 0
        ? html`<p part="refunds" class="muted">${t.noRefunds}</p>`
        : html`<div class="table-wrap wide">
            <table part="table refunds">
              <caption>${t.refundsCaption}</caption>
              <thead>
                <tr>
                  <th scope="col">${t.staffColumn}</th>
                  <th scope="col">${t.refundTypeColumn}</th>
                  <th scope="col">${t.reasonColumn}</th>
                  <th scope="col">${t.whenColumn}</th>
                  <th scope="col" class="num">${t.grossColumn}</th>
                  <th scope="col" class="num">${t.feeColumn}</th>
                  <th scope="col" class="num">${t.netColumn}</th>
                </tr>
              </thead>
              <tbody>${tx.refunds.map((refund) => this.#renderRefund(t, names, refund))}</tbody>
              <tfoot>
                <tr>
                  <th scope="row" colspan="4">${t.total}</th>
                  ${cell(t.grossColumn, this.money(sums.refunded.gross))}
                  ${cell(t.feeColumn, this.money(sums.refunded.fee))}
                  ${cell(t.netColumn, this.money(sums.refunded.net))}
                </tr>
              </tfoot>
            </table>
          </div>`}
      <dl part="totals" class="totals" aria-live="polite">
        <div class="pair"><dt>${t.refundedLabel}</dt><dd class="num">${this.money(sums.refunded.gross)}</dd></div>
        <div class="pair"><dt>${t.netHeldLabel}</dt><dd class="num">${this.money(held)}</dd></div>
      </dl>
    </div>`;
  }

  protected override renderReady(tx: Transaction) {
    return this.#renderTransaction(this.i18n.t, tx);
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'tip-transaction': TipTransaction;
  }
}
