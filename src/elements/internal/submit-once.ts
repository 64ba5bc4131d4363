import type { ReactiveControllerHost } from 'lit';
import { TipErrorEvent } from './events.js';
import { asTipError } from './shared.js';
import type { TipError } from '../../client/errors.js';

/** What happens when the request is answered. */
export interface SubmitHandlers<T> {
  /**
   * The service did it. `current` is false when the element has moved on (`forget()`) since:
   * the element still announces it (the money moved), but changes nothing it shows.
   */
  done(result: T, current: boolean): void;
  /** The request failed, and the element has not moved on; `tip-error` is fired after this. */
  failed(error: TipError): void;
}

/**
 * A request that changes data (a refund, a transfer) sent once: while it runs, another press
 * gets the same promise and sends nothing. After `forget()` (another transaction or client) its
 * answer no longer lands in the element, except for `done`'s announcement.
 */
export class SubmitOnce<T> {
  readonly #host: ReactiveControllerHost & EventTarget;
  readonly #operation: string;
  #running: { promise: Promise<T | undefined> } | undefined;

  constructor(host: ReactiveControllerHost & EventTarget, operation: string) {
    this.#host = host;
    this.#operation = operation;
  }

  /** True while a request runs (and has not been forgotten). */
  get running(): boolean {
    return this.#running !== undefined;
  }

  /**
   * Sends the request `send()` makes, unless one already runs: then its promise is returned and
   * nothing is sent. `send` returns undefined when there is nothing to send. Resolves with the
   * result, or undefined on failure.
   */
  run(send: () => Promise<T> | undefined, handlers: SubmitHandlers<T>): Promise<T | undefined> {
    if (this.#running) return this.#running.promise;
    const request = send();
    if (!request) return Promise.resolve(undefined);
    const run = {} as { promise: Promise<T | undefined> };
    this.#running = run;
    run.promise = request.then(
      (result) => {
        const current = this.#running === run;
        if (current) this.#running = undefined;
        handlers.done(result, current);
        this.#host.requestUpdate();
        return result;
      },
      (cause: unknown) => {
        if (this.#running !== run) return undefined;
        this.#running = undefined;
        const error = asTipError(cause, this.#operation);
        handlers.failed(error);
        this.#host.requestUpdate();
        this.#host.dispatchEvent(new TipErrorEvent(error));
        return undefined;
      },
    );
    return run.promise;
  }

  /** The request in flight, if any, no longer lands in the element. */
  forget(): void {
    this.#running = undefined;
  }
}
