/**
 * tip-refund's form: what the manager entered (full or partial, by amount or per staff member,
 * a reason) checked into the `refund` payload to preview, and the form rendered with each
 * field's problem. The element owns the state and the preview flow; this reads them through a
 * `RefundFormView` and changes them only through its callbacks.
 */
import { html, nothing } from 'lit';
import type { Payload, Transaction } from '../../../protocol/schemas.js';
import type { Messages } from '../../../i18n/messages.js';
import { fromMinor, sumCents } from '../../../money/money.js';
import type { AmountFields } from '../../internal/amount-field.js';
import { nameOf, totals, type Holding, type StaffEntry } from '../../internal/back-office-model.js';
import { sentence } from '../../internal/isolated.js';

export type RefundPayload = Payload<'refund'>;
export type RefundMode = 'full' | 'partial';
export type RefundSplit = 'amount' | 'staff';

/** What the form holds, checked: the payload to send, or what is wrong with it. */
export interface Checked {
  payload?: RefundPayload;
  amount?: string;
  staff: Map<string, string>;
  form?: string;
  /** The per-staff total, in cents, as typed so far. */
  staffTotal: number;
}

/** What the form reads of its element, and how it changes it. */
export interface RefundFormView {
  t: Messages;
  exponent: number;
  /** Integer minor units as money in the element's locale and currency. */
  money: (cents: number) => string;
  /** Isolates a name for bidirectional text. */
  isolate: (text: string) => string;
  /** The amount field (`amount`) and the per-staff ones (`staff:<employeeId>`). */
  fields: AmountFields;
  /** Who holds a refundable tip now. */
  holdings: readonly Holding[];
  /** Names by employeeId. */
  names: Map<string, StaffEntry>;
  /** The element's resolved locale, for the order of names. */
  locale: string;
  mode: RefundMode;
  split: RefundSplit;
  reason: string;
  /** A preview is being asked for. */
  busy: boolean;
  /** The refund is being executed: nothing can change. */
  locked: boolean;
  /** The preview button reads as the primary action. */
  primary: boolean;
  setMode: (mode: RefundMode) => void;
  setSplit: (split: RefundSplit) => void;
  setReason: (reason: string) => void;
  onSubmit: (event: Event) => void;
  onInput: () => void;
}

/** The payload the form makes for `tx`, or the problem of each field. */
export function checkRefund(view: RefundFormView, tx: Transaction): Checked {
  const { t, exponent, fields } = view;
  const refundable = totals(tx, exponent).refundable;
  const reason = view.reason.trim();
  const base: RefundPayload = { transactionId: tx.transactionId, ...(reason ? { reason } : {}) };
  const result: Checked = { staff: new Map(), staffTotal: 0 };
  if (view.mode === 'full') {
    result.payload = base;
    return result;
  }
  if (view.split === 'amount') {
    const amount = fields.check('amount', { required: true, positive: true, max: refundable, over: t.amountOverRefundable });
    if (amount.problem || amount.cents === null) result.amount = amount.problem;
    else result.payload = { ...base, partial: true, amount: fromMinor(amount.cents, exponent) };
    return result;
  }
  const talents: Array<{ employeeId: string; amount: number }> = [];
  const amounts: number[] = [];
  for (const held of view.holdings) {
    const name = view.isolate(nameOf(view.names, held.employeeId, view.locale));
    const value = fields.check(`staff:${held.employeeId}`, { max: held.gross, over: (max) => t.amountOverHeld(name, max) });
    if (value.problem) result.staff.set(held.employeeId, value.problem);
    else if (value.cents) {
      amounts.push(value.cents);
      talents.push({ employeeId: held.employeeId, amount: fromMinor(value.cents, exponent) });
    }
  }
  result.staffTotal = sumCents(amounts);
  if (result.staff.size > 0) return result;
  if (result.staffTotal === 0) result.form = t.refundStaffNone;
  else if (result.staffTotal > refundable) result.form = t.amountOverRefundable(view.money(refundable));
  else result.payload = { ...base, partial: true, amount: fromMinor(result.staffTotal, exponent), talents };
  return result;
}

/** The form: full or partial, by amount or per staff member, the reason, and Preview. */
export function renderRefundForm(view: RefundFormView, tx: Transaction) {
  const { t, fields, busy, locked } = view;
  const refundable = totals(tx, view.exponent).refundable;
  const checked = checkRefund(view, tx);
  const radio = (name: string, value: string, current: string, label: string, set: () => void) =>
    html`<label class="choice"
      ><input type="radio" name=${name} value=${value} .checked=${value === current} ?disabled=${locked} @change=${set} /><span>${sentence(label)}</span></label
    >`;
  const formError = fields.revealed('staff') ? checked.form : undefined;
  return html`<form part="form" class="panel" novalidate @submit=${view.onSubmit} @input=${view.onInput}>
    <fieldset part="mode">
      <legend>${t.refundLegend}</legend>
      ${radio('mode', 'partial', view.mode, t.refundPartialOption, () => view.setMode('partial'))}
      ${radio('mode', 'full', view.mode, t.refundFullOption(view.money(refundable)), () => view.setMode('full'))}
    </fieldset>
    ${view.mode === 'partial'
      ? html`<fieldset part="mode">
            <legend>${t.refundSplitLegend}</legend>
            ${radio('split', 'amount', view.split, t.refundByAmount, () => view.setSplit('amount'))}
            ${radio('split', 'staff', view.split, t.refundByStaff, () => view.setSplit('staff'))}
          </fieldset>
          ${view.split === 'amount'
            ? fields.render('amount', checked.amount, {
                id: 'amount',
                label: t.refundAmountLabel,
                hint: t.refundUpTo(view.money(refundable)),
                disabled: locked,
              })
            : html`<div class="staff">
                ${view.holdings.map((held) =>
                  fields.render(`staff:${held.employeeId}`, checked.staff.get(held.employeeId), {
                    id: `staff-${held.employeeId}`,
                    label: t.refundFrom(view.isolate(nameOf(view.names, held.employeeId, view.locale))),
                    hint: t.refundUpTo(view.money(held.gross)),
                    disabled: locked,
                  }),
                )}
                <p id="staff-total" part="staff-total" class="total" tabindex="-1" aria-live="polite" aria-describedby="form-message">
                  ${sentence(t.refundStaffTotal(view.money(checked.staffTotal)))}
                </p>
                <p id="form-message" part="message" class="message">${sentence(formError ?? '')}</p>
              </div>`}`
      : nothing}
    <div class="field">
      <label for="reason">${t.refundReasonLabel}</label>
      <input
        id="reason"
        part="input"
        type="text"
        maxlength="500"
        autocomplete="off"
        .value=${view.reason}
        ?disabled=${locked}
        @input=${(e: Event) => view.setReason((e.target as HTMLInputElement).value)}
      />
    </div>
    <div class="actions">
      <button
        type="submit"
        part="button"
        class="button ${view.primary ? 'primary' : ''}"
        aria-busy=${busy ? 'true' : 'false'}
        aria-disabled=${busy || locked ? 'true' : 'false'}
      >
        ${busy ? t.previewing : t.preview}
      </button>
    </div>
  </form>`;
}
