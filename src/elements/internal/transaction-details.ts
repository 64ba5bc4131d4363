/**
 * The transaction behind a back-office element, loaded by a `Task` (@lit/task): fetched with
 * `details` whenever the element's `client` or `transactionId` changes, and again when a refund
 * or transfer of the same transaction is announced on the page (`tip-refund`, `tip-transfer`
 * reach the document, since they bubble and are composed), so the three back-office elements of
 * a manager's screen stay in step without wiring. The task passes its `AbortSignal` to the
 * client and lets only its latest run land: a superseded or aborted answer never changes what is
 * shown. A reload keeps the current transaction shown (`busy`) until the answer lands.
 */
import { initialState, Task, TaskStatus } from '@lit/task';
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { DataClient } from '../../client/client.js';
import { isAbort, TipAbortError, type TipError } from '../../client/errors.js';
import type { Transaction } from '../../protocol/schemas.js';
import type { StaffEntry } from './back-office-model.js';
import { TipErrorEvent } from './events.js';
import { TipRefundEvent, TipTransferEvent } from './back-office-events.js';
import { asTipError } from './shared.js';

export type DetailsStatus = 'idle' | 'loading' | 'ready' | 'error' | 'not-found';

/** What a back-office element offers the controller. */
export type DetailsHost = ReactiveControllerHost & HTMLElement & { client?: DataClient | undefined; transactionId: string };

/** A transaction as loaded, with what it was loaded for. */
interface Loaded {
  client: DataClient;
  transactionId: string;
  transaction: Transaction;
  /** The run reloaded a transaction that was shown (rather than loading a new one). */
  reloaded: boolean;
}

export class TransactionDetails implements ReactiveController {
  readonly #host: DetailsHost;
  readonly #task: Task<[DataClient | undefined, string], Loaded | null>;
  /** The latest run's transaction; set before `onLoaded` is called, so the host reads the new one. */
  #loaded: Loaded | null = null;
  #reloadOnConnect = false;
  /** Names and avatars of staff who joined the transaction by a transfer announced on this page. */
  readonly learned = new Map<string, StaffEntry>();

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
    host.addController(this);
    this.#task = new Task(host, {
      args: () => [host.client, host.transactionId] as [DataClient | undefined, string],
      task: async ([client, transactionId], { signal }) => {
        if (!client || !transactionId) return null;
        // A detached element loads when it is connected again.
        if (!host.isConnected) {
          this.#reloadOnConnect = true;
          return initialState;
        }
        const reloaded = this.transaction !== undefined;
        try {
          return { client, transactionId, reloaded, transaction: await client.details({ transactionId }, { signal }) };
        } catch (cause) {
          throw isAbort(cause) ? cause : signal.aborted ? new TipAbortError('details', cause) : asTipError(cause, 'details');
        }
      },
      onComplete: (loaded) => {
        this.#loaded = loaded;
        if (loaded) onLoaded(loaded.transaction, loaded.reloaded);
      },
      onError: (cause) => {
        // An abort (the element was detached) keeps what is shown; it loads again on connect.
        if (isAbort(cause)) return;
        this.#loaded = null;
        host.dispatchEvent(new TipErrorEvent(cause as TipError));
      },
    });
  }

  /** The transaction as last loaded for the element's current `client` and `transactionId`. */
  get transaction(): Transaction | undefined {
    const loaded = this.#loaded;
    const { client, transactionId } = this.#host;
    return loaded && loaded.client === client && loaded.transactionId === transactionId ? loaded.transaction : undefined;
  }

  /** Why the latest load failed (not for an aborted one). */
  get error(): TipError | undefined {
    const error = this.#task.status === TaskStatus.ERROR ? this.#task.error : undefined;
    return error === undefined || isAbort(error) ? undefined : (error as TipError);
  }

  get status(): DetailsStatus {
    if (!this.#host.client || !this.#host.transactionId) return 'idle';
    const error = this.error;
    if (error) return error.status === 404 ? 'not-found' : 'error';
    return this.transaction ? 'ready' : 'loading';
  }

  /** True while a reload runs with the previous transaction still shown. */
  get busy(): boolean {
    return this.#task.status === TaskStatus.PENDING && this.transaction !== undefined;
  }

  /** Fetches the details again; the current transaction stays shown until the answer lands. */
  reload(): void {
    void this.#task.run();
  }

  hostConnected(): void {
    globalThis.document?.addEventListener(TipRefundEvent.eventName, this.#onPageEvent);
    globalThis.document?.addEventListener(TipTransferEvent.eventName, this.#onPageEvent);
    if (this.#reloadOnConnect) {
      this.#reloadOnConnect = false;
      this.reload();
    }
  }

  hostDisconnected(): void {
    globalThis.document?.removeEventListener(TipRefundEvent.eventName, this.#onPageEvent);
    globalThis.document?.removeEventListener(TipTransferEvent.eventName, this.#onPageEvent);
    if (this.#task.status === TaskStatus.PENDING) {
      this.#task.abort();
      this.#reloadOnConnect = true;
    }
  }
}
