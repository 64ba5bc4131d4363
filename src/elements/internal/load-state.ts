import { html, nothing } from 'lit';
import type { Transaction } from '../../protocol/schemas.js';
import { errorText, type LocalizeController } from '../../i18n/localize.js';
import { sentence } from './isolated.js';
import type { TransactionDetails } from './transaction-details.js';

/**
 * What a back-office element shows before its transaction is there: no transaction id, loading,
 * not found, or a failure with Retry (which loads again); `ready(transaction)` once it is.
 */
export function renderLoadState(
  i18n: Pick<LocalizeController, 't' | 'isolate'>,
  details: TransactionDetails,
  transactionId: string,
  ready: (transaction: Transaction) => unknown,
): unknown {
  const t = i18n.t;
  switch (details.status) {
    case 'idle':
      return html`<p part="empty" class="muted">${t.noTransaction}</p>`;
    case 'loading':
      return html`<p part="loading" class="loading" role="status">${t.loadingTransaction}</p>`;
    case 'not-found':
      return html`<p part="not-found" class="alert" role="alert">${sentence(t.transactionNotFound(i18n.isolate(transactionId)))}</p>`;
    case 'error':
      return html`<div part="error" class="alert" role="alert">
        <span>${t.transactionFailed} ${errorText(t, details.error)}</span>
        <button type="button" part="retry" class="retry" @click=${() => details.reload()}>${t.retry}</button>
      </div>`;
  }
  const transaction = details.transaction;
  return transaction ? ready(transaction) : nothing;
}
