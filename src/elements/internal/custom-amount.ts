/**
 * `custom-tip-input`'s code once the customer types, a lazy chunk (loaded by money-parser.ts):
 * the parser, what is wrong with a typed amount, the fee line and the large-tip guard. Plain
 * imports: what it shares with the page stays in the page's chunk.
 */
import { html, nothing, type ReactiveControllerHost, type TemplateResult } from 'lit';
import { isAbort, type TipError } from '../../client/errors.js';
import type { FeeQuote, Proposal } from '../../protocol/schemas.js';
import { isMoney, toMinor } from '../../money/money.js';
import type { MoneyParseResult } from '../../money/parse.js';
import { errorText, type LocalizeController } from '../../i18n/localize.js';
import type { Messages } from '../../i18n/messages.js';
import { amountProblem, type AmountLocale, type AmountProblem } from './amount.js';
import { sumQuotes } from './checkout-model.js';
import { TipErrorEvent } from './events.js';
import type { FeeQuoter } from './fee-quoter.js';
import { asTipError } from './shared.js';

export { parseMoney } from '../../money/parse.js';

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

/** What decides whether a typed tip needs the customer's confirmation. */
export interface TipLimits {
  /** The service amount the tip is for, in the currency's major unit; none without one. */
  service: number | undefined;
  /** Above this share of the service (1 = 100 %) the tip needs confirming. */
  maxShare: number;
  /** The `large-tip` setting: `<n>x` (default `3x`), an amount in the major unit ("5000", "20.5"), or `off`. */
  largeTip: string | undefined;
  /** What `<n>x` multiplies, in the major unit: the row's highest proposal; none without one (then the sale's). */
  highest: number | undefined;
  /** The sale's proposals (inside a checkout): their highest is the base of a row without its own. */
  sale: Iterable<Proposal> | undefined;
  /** The currency's decimals. */
  exponent: number;
}

/**
 * The large-tip limit in minor units of the currency: `<n>x` is n times the highest proposal
 * (none without one), an amount is that amount (exact, at most the currency's decimals: "5000"
 * is ¥5,000, "20.5" KWD 20.500), `off` or anything else unreadable is no limit. Unset is `3x`.
 */
export function largeTipLimit(setting: string | undefined, highest: number | undefined, exponent: number): number | undefined {
  const text = (setting ?? '').trim().toLowerCase() || '3x';
  const multiple = /^(\d+(?:\.\d+)?)\s*[x×]$/.exec(text);
  if (multiple) {
    if (!highest || !(highest > 0) || !Number.isFinite(highest)) return undefined;
    const base = isMoney(highest, exponent) ? toMinor(highest, exponent) : Math.ceil(highest * 10 ** exponent);
    return Math.round(base * Number(multiple[1]));
  }
  const amount = /^\d+(?:\.\d+)?$/.test(text) ? Number(text) : NaN;
  return isMoney(amount, exponent) ? toMinor(amount, exponent) : undefined;
}

/** Why a tip of `cents` (minor units) needs the customer's confirmation: over `maxShare` of the service, over the large-tip limit, or not at all. */
export function limitExceeded(cents: number, { service, maxShare, largeTip, highest, sale, exponent }: TipLimits): 'share' | 'cap' | undefined {
  const serviceCents = service && isMoney(service, exponent) && service > 0 ? toMinor(service, exponent) : 0;
  if (serviceCents > 0 && cents > Math.round(serviceCents * maxShare)) return 'share';
  const base = highest ?? Math.max(0, ...[...(sale ?? [])].map((p) => p.high.amount));
  const limit = largeTipLimit(largeTip, base, exponent);
  return limit !== undefined && cents > limit ? 'cap' : undefined;
}

/**
 * The large-tip guard of a typed tip of `amount` (formatted), over the service (`share`) or
 * just large: its question, for the text box's alert, and its Keep and Change buttons, which
 * call `keep` and `change` on the element rendering them.
 */
export function guard(t: Messages, reason: 'share' | 'cap' | undefined, amount: string, disabled: boolean, keep: () => void, change: () => void) {
  return {
    question: reason === 'share' ? t.guardOverService(amount) : t.guardLarge(amount),
    buttons: html`<div part="guard" role="group" aria-labelledby="message">
      <button type="button" class="primary" ?disabled=${disabled} @click=${keep}>${t.guardKeep(amount)}</button>
      <button type="button" ?disabled=${disabled} @click=${change}>${t.guardChange}</button>
    </div>`,
  };
}

/** What is wrong with a typed tip (./amount.ts, with a tip's words); undefined when it is an amount. */
export function problem(parsed: MoneyParseResult, i18n: AmountLocale, exponent: number): AmountProblem | undefined {
  return amountProblem(parsed, i18n, {}, exponent);
}
