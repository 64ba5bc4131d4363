import { LitElement, type CSSResultGroup, type PropertyDeclarations, type PropertyValues } from 'lit';
import type { DataClient } from '../../client/client.js';
import type { Transaction } from '../../protocol/schemas.js';
import { backOfficeArea } from '../../i18n/areas.js';
import { LocalizeController } from '../../i18n/localize.js';
import type { Catalogue } from '../../i18n/registry.js';
import { currencyExponent } from '../../money/money.js';
import { transactionScale, type StaffEntry } from './back-office-model.js';
import { backOfficeStyles } from './back-office.styles.js';
import { renderLoadState } from './load-state.js';
import { alertStyles, tokens } from './shared.js';
import { TransactionDetails } from './transaction-details.js';

/**
 * What tip-transaction, tip-refund and tip-transfer share: a `client`, a `transaction-id`, the
 * host's `staff` directory, `currency`, `locale` and `messages`; the transaction's details,
 * loaded by `TransactionDetails` (`transaction`, `reload()`); the states before it is there
 * (no id, loading, not found, failure with Retry); money in the element's locale and currency.
 * Each element renders its ready state (`renderReady`).
 *
 * @csspart loading - The loading message.
 * @csspart not-found - Shown when the service knows no such transaction.
 * @csspart error - An alert when a request failed.
 * @csspart retry - Its Retry button.
 *
 * @cssproperty --tip-table-header-background - Background of the tables' header rows. Default: the alternate surface.
 * @cssproperty --tip-danger - Failure alerts (and validation messages in a form).
 * @cssproperty --tip-radius - Corner radius of fields, badges and buttons.
 */
export class BackOfficeElement extends LitElement {
  static override styles: CSSResultGroup = [tokens, alertStyles, backOfficeStyles];
  static override properties: PropertyDeclarations = {
    client: { attribute: false },
    transactionId: { attribute: 'transaction-id' },
    staff: { attribute: false },
    currency: {},
    locale: {},
    messages: { attribute: false },
  };

  protected readonly i18n = new LocalizeController(this, undefined, backOfficeArea);
  protected readonly details = new TransactionDetails(this, (tx, reloaded) => this.loaded(tx, reloaded));

  /** The client to call the service with: on a proxy that allows this element's operations, behind the host's staff login. */
  client?: DataClient;
  /** The transaction to show and act on. */
  transactionId = '';
  /** The host's staff directory, for names (`{ employeeId, firstName, lastName, avatar }[]`). */
  staff: readonly StaffEntry[] = [];
  /** ISO 4217 currency for display and typing. */
  currency = 'USD';
  /** Locale for typing and display; default the nearest `lang`, else the browser's. */
  locale?: string;
  /** Messages for this element, over the locale's catalogue (a partial catalogue). */
  messages?: Catalogue;

  /** A selector of the shadow root to focus once the next render is done. */
  protected focusAfterRender: string | undefined;

  /** The transaction as last loaded; undefined while loading, on failure, or with no id. */
  get transaction(): Transaction | undefined {
    return this.details.transaction;
  }

  /** Fetches the details again; the current ones stay shown until the answer lands. */
  reload(): void {
    this.details.reload();
  }

  protected override updated(changed: PropertyValues): void {
    super.updated(changed);
    const target = this.focusAfterRender;
    this.focusAfterRender = undefined;
    if (target) this.renderRoot.querySelector<HTMLElement>(target)?.focus();
  }

  /** Called when the details land; `reloaded` when they replace a transaction that was shown. */
  protected loaded(_transaction: Transaction, _reloaded: boolean): void {}

  /**
   * The decimals of the element's integer amounts: the currency's (0 for JPY, 3 for KWD), more
   * when the transaction's amounts have more.
   */
  protected get exponent(): number {
    const exponent = currencyExponent(this.currency || 'USD');
    const tx = this.transaction;
    return tx ? transactionScale(tx, exponent) : exponent;
  }

  /** Integer minor units (at `exponent`) as money in the element's locale and currency (isolated for bidi). */
  protected money(cents: number): string {
    return this.i18n.money(cents, this.currency || 'USD', this.exponent);
  }

  /** The element once its transaction is there. */
  protected renderReady(_transaction: Transaction): unknown {
    return undefined;
  }

  protected override render(): unknown {
    return renderLoadState(this.i18n, this.details, this.transactionId, (tx) => this.renderReady(tx));
  }
}
