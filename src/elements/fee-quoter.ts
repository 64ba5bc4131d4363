import type { CallOptions, DataClient } from '../client/client.js';
import type { FeeQuote } from '../client/schemas.js';
import { fromCents, toCents } from '../money/money.js';

/**
 * Fee look-ups shared by every element of one checkout: results are cached per amount (cents)
 * for the current client and location, and a `quote` event is dispatched when a new quote
 * lands so that summaries can re-render. Debouncing is the caller's job (the input knows
 * when a person pauses); superseded callers abort through their signal.
 */
export class FeeQuoter extends EventTarget {
  #cache = new Map<number, FeeQuote>();
  #key = '';
  readonly #source: () => { client: DataClient | undefined; locationId: string };

  constructor(source: () => { client: DataClient | undefined; locationId: string }) {
    super();
    this.#source = source;
  }

  #current(): { client: DataClient | undefined; locationId: string } {
    const src = this.#source();
    const key = src.client ? `${src.client.baseUrl}|${src.locationId}` : '';
    if (key !== this.#key) {
      this.#key = key;
      this.#cache.clear();
    }
    return src;
  }

  /** A cached quote for `cents`, if there is one. A zero tip has no fee and needs no look-up. */
  peek(cents: number): FeeQuote | undefined {
    if (cents === 0) return { amount: 0, fee: 0, total: 0 };
    this.#current();
    return this.#cache.get(cents);
  }

  /** The fee for `cents`, from the cache or the service. Rejects with a TipError on failure. */
  async quote(cents: number, options: CallOptions = {}): Promise<FeeQuote> {
    const cached = this.peek(cents);
    if (cached) return cached;
    const { client, locationId } = this.#current();
    if (!client) throw new Error('tip-elements: no client to look up fees with');
    const key = this.#key;
    const [quote] = await client.fees({ locationId, amounts: [fromCents(cents)] }, options);
    if (!quote || toCents(quote.amount) !== cents) {
      throw new Error('tip-elements: the service returned a fee for another amount');
    }
    if (key === this.#key) {
      this.#cache.set(cents, quote);
      this.dispatchEvent(new Event('quote'));
    }
    return quote;
  }

  /** Forgets every cached quote (for a new sale or a changed fee model). */
  clear(): void {
    this.#cache.clear();
  }
}
