import { html, nothing, type PropertyValues } from 'lit';
import type { TipError } from '../../../client/errors.js';
import type { Transaction } from '../../../protocol/schemas.js';
import { errorText } from '../../../i18n/localize.js';
import type { Messages } from '../../../i18n/messages.js';
import { formatEditable } from '../../../money/format.js';
import { currencyExponent } from '../../../money/money.js';
import { AmountFields } from '../../internal/amount-field.js';
import { BackOfficeElement } from '../../internal/back-office-element.js';
import { evenSplit, holdings, nameOf, staffIndex, statusText, totals, type StaffEntry } from '../../internal/back-office-model.js';
import { staffTable } from '../../internal/back-office-table.js';
import { sentence } from '../../internal/isolated.js';
import { TipTransferEvent, type TransferTalent } from '../../internal/back-office-events.js';
import { states } from '../../internal/shared.js';
import { SubmitOnce } from '../../internal/submit-once.js';
import { NewStaffForm } from './new-staff-form.js';
import { candidates, planTransfer, talentsOf, type Plan } from './transfer-plan.js';
import { renderRecipient } from './transfer-recipient.js';
import { styles } from './tip-transfer.styles.js';

type Phase = 'form' | 'executing' | 'error' | 'done';

/**
 * @summary Moves a transaction's net tip between staff ("that was Ana's client, not Ben's"):
 * shows what each staff member holds now, lets the manager choose who receives it (existing
 * staff, or a new staff member with name and picture), split evenly or in exact amounts that
 * must add up to the net tip to the cent, and executes once.
 *
 * Give it a `client` (on a proxy that allows `details` and `transfer`, behind the host's staff
 * login), a `transaction-id` and, optionally, the host's `staff` directory: everyone in it can
 * receive, as can the transaction's own staff. The net tip to distribute is the transaction's
 * net less what refunds took from it. "Split evenly" is cent-exact (shares differ by at most a
 * cent, the first recipients take the remainder) and "Exact amounts" shows, live, what is left
 * to assign ("$1.25 left to assign"); the button stays unavailable (`aria-disabled`) until the
 * amounts add up to the net tip to the cent. Amounts are always sent, so the distribution the
 * manager saw is the one the service records.
 *
 * The button sends one `transfer` however often it is pressed; then the details are loaded
 * again and the new distribution is shown, and `tip-transfer` is fired (`tip-transaction` and
 * `tip-refund` for the same transaction on the page reload themselves when they hear it). A
 * failure is shown with Retry, which sends the same distribution again (a transfer sets the
 * distribution; sending it twice leaves the same result).
 *
 * Names are rendered as text only; pictures only from http(s) or data:image URLs, with
 * initials otherwise.
 *
 * @event tip-transfer - The service redistributed the net tip (`TipTransferEvent`: `talents` with their amounts, `transactionId`).
 * @event tip-error - `details` or `transfer` failed (`TipErrorEvent`: `error`, `operation`).
 *
 * @csspart current - The table of what each staff member holds now.
 * @csspart table - The same table.
 * @csspart net - The net tip to distribute.
 * @csspart recipients - The list of staff who can receive.
 * @csspart recipient - One staff member's row.
 * @csspart avatar - A staff member's picture or initials.
 * @csspart mode - The choice between an even split and exact amounts.
 * @csspart input - Every amount field and the new staff member's fields.
 * @csspart message - A field's validation message.
 * @csspart remainder - What is left to assign (a polite live region).
 * @csspart add - The button that opens the new staff member's form.
 * @csspart new-staff - The new staff member's form.
 * @csspart button - The transfer button.
 * @csspart status - The confirmation once the tip moved.
 * @csspart empty - Shown when there is no transaction id, or nothing can be moved.
 *
 * @cssproperty --tip-avatar-size - Avatar diameter (40px).
 * @cssproperty --tip-input-background - Background of the fields.
 * @cssproperty --tip-input-border-color - Border of the fields.
 * @cssproperty --tip-accent - The buttons and chosen options; focus ring.
 * @cssproperty --tip-on-accent - Text on the transfer button.
 * @cssproperty --tip-success - The confirmation.
 * @cssproperty --tip-touch-target - Minimum height of buttons, fields and choices (48px).
 */
export class TipTransfer extends BackOfficeElement {
  static override styles = [BackOfficeElement.styles, styles];
  static override properties = states('selected', 'split', 'added', 'phase', 'failure', 'brokenAvatars');

  /** The exact amounts, by recipient's employeeId; their problems show as they are typed. */
  readonly #fields = new AmountFields(this, this.i18n, () => this.currency || 'USD', { live: true, exponent: () => this.exponent });
  readonly #submit = new SubmitOnce<TransferTalent[]>(this, 'transfer');
  readonly #newStaff = new NewStaffForm(this, {
    taken: (employeeId) => {
      const tx = this.details.transaction;
      return tx !== undefined && this.#candidates(tx).includes(employeeId);
    },
    added: (entry) => {
      this.added = [...this.added, entry];
      this.#toggle(entry.employeeId, true);
      this.focusAfterRender = `input[type="checkbox"][value="${CSS.escape(entry.employeeId)}"]`;
    },
    focus: (selector) => (this.focusAfterRender = selector),
  });

  private selected: readonly string[] = [];
  private split: 'even' | 'exact' = 'even';
  private added: readonly StaffEntry[] = [];
  private phase: Phase = 'form';
  private failure: TipError | undefined;
  private brokenAvatars: ReadonlySet<string> = new Set();

  /** The talents of the last press: Retry sends exactly these again. */
  #sent: TransferTalent[] | undefined;

  /**
   * A share as editable text: in the currency's decimals ("5" yen) when it has no more, else in
   * the transaction's (what the field then reports as too many decimals, rather than rounding).
   */
  #editable(share: number): string {
    const own = currencyExponent(this.currency || 'USD');
    const step = 10 ** (this.exponent - own);
    return share % step === 0 ? formatEditable(share / step, this.i18n.locale, own) : formatEditable(share, this.i18n.locale, this.exponent);
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    super.willUpdate(changed);
    if (changed.has('transactionId') || changed.has('client')) {
      this.#submit.forget();
      this.#sent = undefined;
      this.added = [];
      this.#newStaff.reset();
      this.phase = 'form';
      this.failure = undefined;
      this.#clearForm();
    }
  }

  #clearForm(): void {
    this.selected = [];
    this.split = 'even';
    this.#fields.reset();
  }

  #names(tx: Transaction): Map<string, StaffEntry> {
    return staffIndex(tx, [...this.details.learned.values(), ...this.added, ...this.staff]);
  }

  /** Everyone who can receive: who holds a tip now, the directory, the transaction's own staff, staff added here. */
  #candidates(tx: Transaction): string[] {
    return candidates(tx, this.staff, this.added);
  }

  #plan(tx: Transaction, net: number): Plan {
    return planTransfer({
      tx,
      net,
      recipients: this.selected,
      split: this.split,
      names: this.#names(tx),
      share: (id) => this.#fields.check(id, { required: true }),
    });
  }

  #toggle(employeeId: string, on: boolean): void {
    this.selected = on ? [...this.selected.filter((id) => id !== employeeId), employeeId] : this.selected.filter((id) => id !== employeeId);
    this.#edited();
  }

  #setSplit(split: 'even' | 'exact', net: number): void {
    if (split === 'exact' && this.split === 'even') {
      // Start the exact amounts from the even split; the manager adjusts from there.
      const shares = evenSplit(net, this.selected.length);
      this.selected.forEach((id, i) => {
        if (!this.#fields.text(id).trim()) this.#fields.set(id, this.#editable(shares[i] ?? 0));
      });
    }
    this.split = split;
    this.#edited();
  }

  #edited(): void {
    if (this.phase === 'done' || this.phase === 'error') {
      this.phase = 'form';
      this.failure = undefined;
    }
  }

  #press(tx: Transaction, net: number): void {
    if (this.#submit.running || this.phase === 'executing') return;
    const plan = this.#plan(tx, net);
    if (!plan.ready) {
      this.#fields.revealAll();
      return;
    }
    void this.#execute(talentsOf(plan, this.#names(tx), this.exponent));
  }

  /** Sends one transfer; while it runs, further calls return the same promise. */
  #execute(talents: TransferTalent[]): Promise<TransferTalent[] | undefined> {
    const client = this.client;
    const transactionId = this.transactionId;
    return this.#submit.run(
      () => {
        if (!client || !transactionId) return undefined;
        this.#sent = talents;
        this.phase = 'executing';
        this.failure = undefined;
        return client.transfer({ transactionId, talents }).then(() => talents);
      },
      {
        done: (_talents, current) => {
          if (current) {
            this.#sent = undefined;
            this.phase = 'done';
            this.#clearForm();
            this.focusAfterRender = '[part~="status"]';
          }
          // The tip moved: the host hears of it even if this element has moved on.
          this.dispatchEvent(new TipTransferEvent(talents, transactionId));
        },
        failed: (error) => {
          this.failure = error;
          this.phase = 'error';
        },
      },
    );
  }

  #retry(): void {
    if (this.#sent) void this.#execute(this.#sent);
  }

  #renderCurrent(t: Messages, tx: Transaction, names: Map<string, StaffEntry>, net: number) {
    return staffTable(t, {
      part: 'current table',
      caption: t.netNowCaption,
      columns: [t.netColumn],
      rows: holdings(tx, this.exponent).map((h) => [nameOf(names, h.employeeId, this.i18n.locale), [this.money(h.net)]]),
      totals: [this.money(net)],
    });
  }

  #renderForm(t: Messages, tx: Transaction, net: number) {
    const names = this.#names(tx);
    const plan = this.#plan(tx, net);
    const held = new Map(holdings(tx, this.exponent).map((h) => [h.employeeId, h.net]));
    const locked = this.phase === 'executing';
    const exact = this.split === 'exact';
    const remainder =
      plan.recipients.length === 0
        ? t.chooseRecipients
        : plan.assigned < net
          ? t.leftToAssign(this.money(net - plan.assigned))
          : plan.assigned > net
            ? t.overAssigned(this.money(plan.assigned - net))
            : t.allAssigned(this.money(net));
    const addedIds = new Set(this.added.map((s) => s.employeeId));
    return html`<div class="panel transfer">
      <fieldset>
        <legend>${t.recipientsLegend}</legend>
        <ul part="recipients" class="recipients" role="list">
          ${this.#candidates(tx).map((id) => {
            const index = plan.recipients.indexOf(id);
            const name = nameOf(names, id, this.i18n.locale);
            return renderRecipient({
              t,
              employeeId: id,
              entry: names.get(id),
              name,
              locale: this.i18n.locale,
              chosen: index >= 0,
              share: plan.shares[index],
              holding: held.get(id),
              isNew: addedIds.has(id),
              incomplete: plan.incomplete.has(id),
              locked,
              exact,
              avatarBroken: this.brokenAvatars.has(id),
              money: (cents) => this.money(cents),
              onToggle: (on) => this.#toggle(id, on),
              onAvatarError: () => (this.brokenAvatars = new Set([...this.brokenAvatars, id])),
              amountField: () =>
                this.#fields.render(
                  id,
                  plan.problems.get(id),
                  { id: `amount-${id}`, label: t.amountFor(this.i18n.isolate(name)), hideLabel: true, className: 'amount', disabled: locked },
                  () => this.#edited(),
                ),
            });
          })}
        </ul>
      </fieldset>
      ${this.#newStaff.renderToggle(t, locked)} ${this.#newStaff.render(t)}
      <fieldset part="mode">
        <legend>${t.splitLegend}</legend>
        ${(['even', 'exact'] as const).map(
          (value) => html`<label class="choice"
            ><input type="radio" name="split" value=${value} .checked=${this.split === value} ?disabled=${locked} @change=${() => this.#setSplit(value, net)} /><span
              >${value === 'even' ? t.splitEven : t.splitExact}</span
            ></label
          >`,
        )}
      </fieldset>
      <p id="remainder" part="remainder" class="remainder ${plan.ready ? 'done' : ''}" aria-live="polite">${sentence(remainder)}</p>
      <div class="actions">
        <button
          type="button"
          part="button"
          class="button primary"
          aria-disabled=${plan.ready && !locked ? 'false' : 'true'}
          aria-busy=${locked ? 'true' : 'false'}
          aria-describedby="remainder"
          @click=${() => this.#press(tx, net)}
        >
          ${locked ? t.transferring : sentence(t.transferButton(this.money(net), plan.recipients.length))}
        </button>
      </div>
    </div>`;
  }

  protected override renderReady(tx: Transaction) {
    const t = this.i18n.t;
    const details = this.details;
    const names = this.#names(tx);
    const net = totals(tx, this.exponent).netLeft;
    const status =
      this.phase === 'done'
        ? html`<p part="status" class="status" role="status" tabindex="-1">${t.transferDone}</p>`
        : this.phase === 'error'
          ? html`<div part="error" class="alert" role="alert">
              <span>${t.transferFailed} ${errorText(t, this.failure)}</span>
              <button type="button" part="retry" class="retry" @click=${this.#retry}>${t.retry}</button>
            </div>`
          : nothing;
    if (tx.status !== 'confirmed' || net === 0) {
      return html`<div class="panel">
        ${status}
        ${tx.status === 'confirmed' ? this.#renderCurrent(t, tx, names, net) : nothing}
        <p part="empty" class="muted">${tx.status === 'confirmed' ? t.nothingToTransfer : t.notTransferable(statusText(t, tx.status))}</p>
      </div>`;
    }
    return html`<div class="panel" aria-busy=${details.busy ? 'true' : 'false'}>
      ${status} ${this.#renderCurrent(t, tx, names, net)}
      <p part="net" class="net">${sentence(t.transferNet(this.money(net)))}</p>
      ${this.#renderForm(t, tx, net)}
    </div>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'tip-transfer': TipTransfer;
  }
}
