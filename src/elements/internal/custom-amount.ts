/**
 * `custom-tip-input`'s code once the customer types, a lazy chunk (loaded by money-parser.ts):
 * what a typed amount means (amount-reading.ts: the parser, what is wrong with it, the large-tip
 * guard) and the fee line. Plain imports: what it shares with the page stays in the page's chunk.
 */
import { html, nothing, type ReactiveControllerHost, type TemplateResult } from 'lit';
import { isAbort, type TipError } from '../../client/errors.js';
import type { FeeQuote } from '../../protocol/schemas.js';
import { errorText, type LocalizeController } from '../../i18n/localize.js';
import type { Messages } from '../../i18n/messages.js';
import { sumQuotes } from './checkout-model.js';
import { TipErrorEvent } from './events.js';
import type { FeeQuoter } from './fee-quoter.js';
import { asTipError } from './shared.js';

export { AmountReading } from './amount-reading.js';

type FeeState =
  | { status: 'idle' }
  | { status: 'loading'; cents: number }
  | { status: 'ready'; cents: number; quote: FeeQuote }
  | { status: 'error'; cents: number; error: TipError };

/** The text box the fee line belongs to. */
export interface FeeLineHost extends ReactiveControllerHost, EventTarget {
  debounce: number;
  shares?: ((cents: number) => readonly number[]) | undefined;
}

/** The typed amount (null: not an amount), the quoter to ask and the currency's decimals. */
export interface FeeSource {
  cents: number | null;
  quoter: FeeQuoter | undefined;
  exponent: number;
}

/**
 * The fee and total of the typed amount: shown at once when known (a proposal's amount, one
 * looked up before), otherwise looked up once the customer pauses (`debounce` ms) or commits;
 * a look-up for an amount no longer typed is dropped. `settled` is false while the customer
 * types (the large-tip guard waits for it). A failed look-up fires `tip-error` and offers Retry.
 */
export class FeeLine {
  readonly #host: FeeLineHost;
  readonly #source: () => FeeSource;
  #fee: FeeState = { status: 'idle' };
  #timer: ReturnType<typeof setTimeout> | undefined;
  #lookup?: AbortController;
  /** The customer paused or committed since the last keystroke. */
  settled = true;

  constructor(host: FeeLineHost, source: () => FeeSource) {
    this.#host = host;
    this.#source = source;
  }

  #set(fee: FeeState): void {
    this.#fee = fee;
    this.#host.requestUpdate();
  }

  /** Stops the debounce and any look-up on its way. */
  cancel(): void {
    clearTimeout(this.#timer);
    this.#timer = undefined;
    this.#lookup?.abort();
    this.#lookup = undefined;
  }

  /** The form was reset: nothing typed, nothing shown. */
  reset(): void {
    this.cancel();
    this.settled = true;
    this.#set({ status: 'idle' });
  }

  /** After a keystroke: show a known fee at once, drop a look-up for another amount, and settle after the debounce. */
  schedule(): void {
    clearTimeout(this.#timer);
    this.settled = false;
    const cents = this.#source().cents;
    if (this.#fee.status !== 'idle' && this.#fee.cents !== cents) {
      this.#lookup?.abort();
      this.#lookup = undefined;
      this.#set({ status: 'idle' });
    }
    const cached = cents !== null && cents > 0 ? this.#peek(cents) : undefined;
    if (cached && cents !== null) this.#set({ status: 'ready', cents, quote: cached });
    this.#timer = setTimeout(() => this.#settle(), this.#host.debounce);
  }

  /** Enter or blur: settled now, the look-up not waiting for the debounce. */
  commit(): void {
    this.settled = true;
    if (this.#timer !== undefined) this.#settle();
  }

  /** The customer paused or committed: look the fee up unless it is known or on its way. */
  #settle(): void {
    clearTimeout(this.#timer);
    this.#timer = undefined;
    this.settled = true;
    this.#host.requestUpdate();
    const { cents, quoter } = this.#source();
    if (!cents || !quoter) {
      this.#set({ status: 'idle' });
      return;
    }
    if (this.#fee.status !== 'idle' && this.#fee.status !== 'error' && this.#fee.cents === cents) return;
    void this.#lookUp(cents);
  }

  /** The known fee of `cents`: for a team tip the sum of its shares' fees, when all are known. */
  #peek(cents: number): FeeQuote | undefined {
    const { quoter, exponent } = this.#source();
    const shares = this.#host.shares;
    if (!quoter || !shares) return quoter?.peek(cents);
    const quotes = shares(cents).map((share) => quoter.peek(share));
    return quotes.every((quote) => quote !== undefined) ? sumQuotes(quotes, exponent) : undefined;
  }

  async #lookUp(cents: number): Promise<void> {
    this.#lookup?.abort();
    const { quoter, exponent } = this.#source();
    if (!quoter) return;
    const shares = this.#host.shares;
    const controller = new AbortController();
    const stale = () => controller.signal.aborted || this.#lookup !== controller || this.#source().cents !== cents;
    this.#lookup = controller;
    this.#set({ status: 'loading', cents });
    try {
      const quote = shares
        ? sumQuotes(await quoter.quoteAll(shares(cents), { signal: controller.signal }), exponent)
        : await quoter.quote(cents, { signal: controller.signal });
      if (stale()) return;
      this.#set({ status: 'ready', cents, quote });
    } catch (cause) {
      if (isAbort(cause) || stale()) return;
      const error = asTipError(cause, 'fees');
      this.#set({ status: 'error', cents, error });
      this.#host.dispatchEvent(new TipErrorEvent(error));
    } finally {
      if (this.#lookup === controller) this.#lookup = undefined;
    }
  }

  #retry(): void {
    const { cents } = this.#source();
    if (cents !== null) void this.#lookUp(cents);
  }

  /** The fee line's sentence ('' until a fee is known), for the polite live region the text box keeps. */
  text(t: Messages, i18n: LocalizeController, currency: string): string {
    const fee = this.#fee;
    return fee.status === 'ready' ? t.feeAndTotal(i18n.amount(fee.quote.fee, currency), i18n.amount(fee.quote.total, currency)) : '';
  }

  /** What follows the sentence: "Checking the fee" while it is looked up, the failure and Retry after an error. */
  render(t: Messages): TemplateResult {
    const fee = this.#fee;
    return html`${fee.status === 'loading' ? html`<span class="visually-hidden">${t.feeChecking}</span><span aria-hidden="true">…</span>` : nothing}
    ${fee.status === 'error'
      ? html`<div class="fee-error" role="alert">
          <span>${t.feeFailed} ${errorText(t, fee.error)}</span>
          <button type="button" @click=${() => this.#retry()}>${t.retry}</button>
        </div>`
      : nothing}`;
  }
}
