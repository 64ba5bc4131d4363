import type { CallOptions, DataClient } from '../../client/client.js';
import type { FeeQuote } from '../../protocol/schemas.js';
import { fromMinor, isMoney, toMinor } from '../../money/money.js';
import { TipAbortError } from '../../client/errors.js';

/** Where fees are looked up: the client, the location, and the currency's decimals (default 2). */
export interface FeeSource {
  client: DataClient | undefined;
  locationId: string;
  exponent?: number;
}

/** How many looked-up amounts one quoter keeps; the least recently used goes first. */
export const FEE_CACHE_LIMIT = 64;

/**
 * Fee look-ups shared by every element of one checkout. Quotes are kept per amount (integer
 * minor units at the source's `exponent`, the currency's decimals; default 2) for what the fee
 * depends on: the client (the account), the location and the exponent (which fixes the amount
 * sent); when any of these changes, everything known is forgotten. Two tiers, both bounded:
 * - the fees of the last proposals answer (`learn()`: every level's amount, fee and total, at
 *   most three per staff member of one request), kept until the next `learn()`;
 * - amounts looked up with `quote()`: the last `FEE_CACHE_LIMIT`, least recently used first out.
 *
 * An amount is never asked twice while it is known, and callers asking for an amount whose
 * look-up is in flight share that one request. A `quote` event is dispatched when a looked-up
 * quote lands so that summaries can re-render (not on `learn()`: it comes with the proposals).
 * Debouncing is the caller's job (the input knows when a person pauses); superseded callers
 * abort through their signal.
 */
export class FeeQuoter extends EventTarget {
  #known = new Map<number, FeeQuote>();
  #cache = new Map<number, FeeQuote>();
  #client: DataClient | undefined;
  #locationId = '';
  /** Bumped whenever what is known is dropped: a look-up started before never lands in the cache. */
  #epoch = 0;
  readonly #inFlight = new Map<number, { request: Promise<FeeQuote>; group: { controller: AbortController; callers: number } }>();
  #exponent = 2;
  readonly #source: () => FeeSource;

  constructor(source: () => FeeSource) {
    super();
    this.#source = source;
  }

  #current(): FeeSource {
    const src = this.#source();
    const exponent = src.exponent ?? 2;
    if (src.client !== this.#client || src.locationId !== this.#locationId || exponent !== this.#exponent) {
      this.#client = src.client;
      this.#locationId = src.locationId;
      this.#exponent = exponent;
      this.#forget();
    }
    return src;
  }

  #forget(): void {
    this.#epoch++;
    this.#known.clear();
    this.#cache.clear();
    this.#inFlight.clear();
  }

  /**
   * Remembers fees the service already gave, typically every level of a proposals answer
   * (`amount`, `fee`, `total` in currency units), replacing those of the previous call; amounts
   * that are not money at the current exponent are skipped. A custom amount equal to one of
   * them is then shown with its fee at once, with no request.
   */
  learn(quotes: Iterable<FeeQuote>): void {
    this.#current();
    this.#known = new Map();
    // Bounded by what it is given: a proposals answer, which its schema holds to MAX_AMOUNTS
    // proposals (three levels each).
    for (const quote of quotes) {
      if (isMoney(quote.amount, this.#exponent)) this.#known.set(toMinor(quote.amount, this.#exponent), quote);
    }
  }

  /** A cached quote for `cents`, if there is one. A zero tip has no fee and needs no look-up. */
  peek(cents: number): FeeQuote | undefined {
    if (cents === 0) return { amount: 0, fee: 0, total: 0 };
    this.#current();
    const known = this.#known.get(cents);
    if (known) return known;
    const cached = this.#cache.get(cents);
    if (cached) {
      // Most recently used last: the bound drops the amount used longest ago.
      this.#cache.delete(cents);
      this.#cache.set(cents, cached);
    }
    return cached;
  }

  /**
   * Asks the service for the fees of `amounts` (distinct minor units, none known nor in flight)
   * in ONE `fees` request; each amount's look-up is in flight until it answers, and the request
   * is aborted only when every caller of every one of them has aborted.
   */
  #request(amounts: readonly number[], client: DataClient, locationId: string): void {
    const epoch = this.#epoch;
    const exponent = this.#exponent;
    const group = { controller: new AbortController(), callers: 0 };
    const wire = amounts.map((cents) => fromMinor(cents, exponent));
    const answer = client.fees({ locationId, amounts: wire }, { signal: group.controller.signal });
    amounts.forEach((cents, i) => {
      const amount = wire[i]!;
      const request = answer.then((quotes) => {
        const inOrder = quotes[i];
        const quote = inOrder && inOrder.amount === amount ? inOrder : quotes.find((q) => q.amount === amount);
        if (!quote) throw new Error('tip-elements: the service returned a fee for another amount');
        if (epoch === this.#epoch) {
          this.#cache.set(cents, quote);
          if (this.#cache.size > FEE_CACHE_LIMIT) this.#cache.delete(this.#cache.keys().next().value!);
        }
        return quote;
      });
      const entry = { request, group };
      this.#inFlight.set(cents, entry);
      const done = () => this.#inFlight.get(cents) === entry && this.#inFlight.delete(cents);
      request.then(done, done);
    });
    // One `quote` event per answer, however many amounts it holds.
    answer.then(
      () => epoch === this.#epoch && this.dispatchEvent(new Event('quote')),
      () => undefined,
    );
  }

  /**
   * The fee for `cents`, from the cache or the service. Rejects with a TipError on failure.
   * Callers asking for the same amount while its look-up is in flight share that one request;
   * it is aborted only when every one of them has aborted.
   */
  quote(cents: number, options: CallOptions = {}): Promise<FeeQuote> {
    return this.quoteAll([cents], options).then(([quote]) => quote!);
  }

  /**
   * The fees for several amounts at once (the shares of a team tip), in their order: those not
   * known nor on their way are asked in ONE `fees` request, and each is then cached by amount
   * like any other. Rejects when one look-up fails.
   */
  quoteAll(amounts: readonly number[], options: CallOptions = {}): Promise<FeeQuote[]> {
    const missing = [...new Set(amounts)].filter((cents) => !this.peek(cents) && !this.#inFlight.has(cents));
    if (missing.length > 0) {
      const { client, locationId } = this.#current();
      if (!client) return Promise.reject(new Error('tip-elements: no client to look up fees with'));
      this.#request(missing, client, locationId);
    }
    return Promise.all(amounts.map((cents) => this.peek(cents) ?? this.#join(cents, options)));
  }

  /** Waits for the look-up of `cents` in flight, as one more caller of its request. */
  #join(cents: number, { signal }: CallOptions): Promise<FeeQuote> {
    const shared = this.#inFlight.get(cents)!;
    shared.group.callers++;
    if (!signal) return shared.request;
    return new Promise<FeeQuote>((resolve, reject) => {
      const onAbort = () => {
        if (--shared.group.callers === 0) {
          shared.group.controller.abort(signal.reason);
          if (this.#inFlight.get(cents) === shared) this.#inFlight.delete(cents);
        }
        reject(new TipAbortError('fees'));
      };
      if (signal.aborted) return onAbort();
      signal.addEventListener('abort', onAbort, { once: true });
      shared.request.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
    });
  }

  /**
   * Forgets every known fee (for a new sale or a changed fee model); a look-up in flight still
   * answers its callers but is not remembered, and later callers ask afresh.
   */
  clear(): void {
    this.#forget();
  }
}
