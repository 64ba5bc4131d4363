import type { CallOptions, DataClient } from '../../client/client.js';
import type { FeeQuote } from '../../protocol/schemas.js';
import { fromMinor } from '../../money/money.js';
import { TipAbortError } from '../../client/errors.js';

/** Where fees are looked up: the client, the location, and the currency's decimals (default 2). */
export interface FeeSource {
  client: DataClient | undefined;
  locationId: string;
  exponent?: number;
}

/**
 * Fee look-ups shared by every element of one checkout: results are cached per amount (integer
 * minor units at the source's `exponent`, the currency's decimals; default 2) for the current
 * client, location and exponent, and a `quote` event is dispatched when a new quote
 * lands so that summaries can re-render. Debouncing is the caller's job (the input knows
 * when a person pauses); superseded callers abort through their signal.
 */
export class FeeQuoter extends EventTarget {
  #cache = new Map<number, FeeQuote>();
  #key = '';
  readonly #inFlight = new Map<number, { request: Promise<FeeQuote>; controller: AbortController; callers: number }>();
  #exponent = 2;
  readonly #source: () => FeeSource;

  constructor(source: () => FeeSource) {
    super();
    this.#source = source;
  }

  #current(): FeeSource {
    const src = this.#source();
    const key = src.client ? `${src.client.baseUrl}|${src.locationId}|${src.exponent ?? 2}` : '';
    if (key !== this.#key) {
      this.#key = key;
      this.#exponent = src.exponent ?? 2;
      this.#cache.clear();
      this.#inFlight.clear();
    }
    return src;
  }

  /** A cached quote for `cents`, if there is one. A zero tip has no fee and needs no look-up. */
  peek(cents: number): FeeQuote | undefined {
    if (cents === 0) return { amount: 0, fee: 0, total: 0 };
    this.#current();
    return this.#cache.get(cents);
  }

  /**
   * The fee for `cents`, from the cache or the service. Rejects with a TipError on failure.
   * Callers asking for the same amount while its look-up is in flight share that one request;
   * it is aborted only when every one of them has aborted.
   */
  quote(cents: number, { signal }: CallOptions = {}): Promise<FeeQuote> {
    const cached = this.peek(cents);
    if (cached) return Promise.resolve(cached);
    const { client, locationId } = this.#current();
    if (!client) return Promise.reject(new Error('tip-elements: no client to look up fees with'));
    const key = this.#key;
    let flight = this.#inFlight.get(cents);
    if (!flight) {
      const controller = new AbortController();
      const amount = fromMinor(cents, this.#exponent);
      const request = client.fees({ locationId, amounts: [amount] }, { signal: controller.signal }).then(([quote]) => {
        if (!quote || quote.amount !== amount) throw new Error('tip-elements: the service returned a fee for another amount');
        if (key === this.#key) {
          this.#cache.set(cents, quote);
          this.dispatchEvent(new Event('quote'));
        }
        return quote;
      });
      const entry = { request, controller, callers: 0 };
      flight = entry;
      this.#inFlight.set(cents, entry);
      const done = () => this.#inFlight.get(cents) === entry && this.#inFlight.delete(cents);
      request.then(done, done);
    }
    const shared = flight;
    shared.callers++;
    if (!signal) return shared.request;
    return new Promise<FeeQuote>((resolve, reject) => {
      const onAbort = () => {
        if (--shared.callers === 0) {
          shared.controller.abort(signal.reason);
          if (this.#inFlight.get(cents) === shared) this.#inFlight.delete(cents);
        }
        reject(new TipAbortError('fees'));
      };
      if (signal.aborted) return onAbort();
      signal.addEventListener('abort', onAbort, { once: true });
      shared.request.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
    });
  }

  /** Forgets every cached quote (for a new sale or a changed fee model). */
  clear(): void {
    this.#cache.clear();
  }
}
