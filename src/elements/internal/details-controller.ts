/**
 * The transaction behind a back-office element: fetched with `details` whenever the element's
 * `client` or `transactionId` changes, and again when a refund or transfer of the same
 * transaction is announced on the page (`tip-refund`, `tip-transfer` reach the document, since
 * they bubble and are composed), so the three back-office elements of a manager's screen stay
 * in step without wiring. Only the latest request lands: a superseded or aborted one never
 * changes what is shown.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { DataClient } from '../../client/client.js';
import { isAbort, type TipError } from '../../client/errors.js';
import type { Transaction } from '../../client/schemas.js';
import type { StaffEntry } from './back-office-model.js';
import { TipErrorEvent, TipRefundEvent, TipTransferEvent } from './events.js';
import { asTipError } from './shared.js';

export type DetailsStatus = 'idle' | 'loading' | 'ready' | 'error' | 'not-found';

/** What a back-office element offers the controller. */
export type DetailsHost = ReactiveControllerHost & HTMLElement & { client?: DataClient | undefined; transactionId: string };

export class DetailsController implements ReactiveController {
  readonly #host: DetailsHost;
  readonly #onLoaded: (transaction: Transaction, reloaded: boolean) => void;
  status: DetailsStatus = 'idle';
  transaction: Transaction | undefined;
  error: TipError | undefined;
  /** True while a reload runs with the previous transaction still shown. */
  busy = false;
  /** Names and avatars of staff who joined the transaction by a transfer announced on this page. */
  readonly learned = new Map<string, StaffEntry>();

  #run: AbortController | undefined;
  #loadedFor: { client: DataClient | undefined; transactionId: string } | undefined;
  #reloadOnConnect = false;

  readonly #onPageEvent = (event: Event): void => {
    if (!(event instanceof TipRefundEvent || event instanceof TipTransferEvent)) return;
    if (event.transactionId !== this.#host.transactionId || !this.#host.transactionId) return;
    if (event instanceof TipTransferEvent) {
      for (const t of event.talents) if (t.firstName || t.lastName) this.learned.set(t.employeeId, t);
    }
    this.reload();
  };

  constructor(host: DetailsHost, onLoaded: (transaction: Transaction, reloaded: boolean) => void = () => undefined) {
    this.#host = host;
    this.#onLoaded = onLoaded;
    host.addController(this);
  }

  hostConnected(): void {
    globalThis.document?.addEventListener(TipRefundEvent.eventName, this.#onPageEvent);
    globalThis.document?.addEventListener(TipTransferEvent.eventName, this.#onPageEvent);
    if (this.#reloadOnConnect) {
      this.#reloadOnConnect = false;
      this.#load(this.transaction !== undefined);
    }
  }

  hostDisconnected(): void {
    globalThis.document?.removeEventListener(TipRefundEvent.eventName, this.#onPageEvent);
    globalThis.document?.removeEventListener(TipTransferEvent.eventName, this.#onPageEvent);
    if (this.#run) {
      this.#run.abort();
      this.#run = undefined;
      this.#reloadOnConnect = true;
    }
  }

  hostUpdate(): void {
    const { client, transactionId } = this.#host;
    const last = this.#loadedFor;
    if (last && last.client === client && last.transactionId === transactionId) return;
    this.#loadedFor = { client, transactionId };
    this.transaction = undefined;
    this.#load(false);
  }

  /** Fetches the details again; the current transaction stays shown until the answer lands. */
  reload(): void {
    this.#load(this.transaction !== undefined);
  }

  #load(keep: boolean): void {
    this.#run?.abort();
    this.#run = undefined;
    this.error = undefined;
    const { client, transactionId } = this.#host;
    if (!client || !transactionId) {
      this.status = 'idle';
      this.busy = false;
      this.transaction = undefined;
      this.#host.requestUpdate();
      return;
    }
    if (keep) this.busy = true;
    else {
      this.status = 'loading';
      this.transaction = undefined;
    }
    this.#host.requestUpdate();
    if (!this.#host.isConnected) {
      this.#reloadOnConnect = true;
      return;
    }
    const controller = new AbortController();
    this.#run = controller;
    client.details({ transactionId }, { signal: controller.signal }).then(
      (transaction) => {
        if (this.#run !== controller) return;
        this.#run = undefined;
        this.transaction = transaction;
        this.status = 'ready';
        this.busy = false;
        this.#onLoaded(transaction, keep);
        this.#host.requestUpdate();
      },
      (cause: unknown) => {
        if (this.#run !== controller || controller.signal.aborted || isAbort(cause)) return;
        this.#run = undefined;
        const error = asTipError(cause, 'details');
        this.error = error;
        this.status = error.status === 404 ? 'not-found' : 'error';
        this.busy = false;
        this.transaction = undefined;
        this.#host.requestUpdate();
        this.#host.dispatchEvent(new TipErrorEvent(error));
      },
    );
  }
}
