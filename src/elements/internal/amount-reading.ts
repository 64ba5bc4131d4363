/**
 * What the text typed into a `custom-tip-input` means, part of the custom amount's code (a lazy
 * chunk, custom-amount.ts): which amount the text reads as, whether that amount waits for the
 * customer's confirmation (over the share of the service, over the large-tip limit), what is wrong with
 * the text, and the large-tip guard. It reads what the element keeps (`TypedText`: the text, the
 * commit, the confirmed amount) at each question.
 */
import { html } from 'lit';
import type { LocalizeController } from '../../i18n/localize.js';
import { isMoney, MAX_REQUEST_AMOUNT, minorToDecimal, toMinor } from '../../money/money.js';
import { parseMoney, type MoneyParseResult } from '../../money/parse.js';
import type { Proposal } from '../../protocol/schemas.js';
import { amountProblem, type AmountProblem } from './amount.js';

/** What the element keeps of the text box: the text as typed, and the large amount the customer confirmed. */
export interface TypedText {
  readonly text: string;
  readonly confirmed: number | null;
}

/** What reading the text depends on, asked for at each question. */
export interface ReadingSettings {
  /** The element's words, locale and formats. */
  i18n: LocalizeController;
  locale: string;
  currency: string;
  /** The currency's decimals: 0 for JPY, 2 for USD, 3 for KWD. */
  exponent: number;
  /** When an amount waits for the customer's confirmation. */
  limits: TipLimits;
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

export class AmountReading {
  readonly #typed: TypedText;
  readonly #settings: () => ReadingSettings;

  constructor(typed: TypedText, settings: () => ReadingSettings) {
    this.#typed = typed;
    this.#settings = settings;
  }

  /** What the text reads as: an amount in minor units, or why not. */
  get parsed(): MoneyParseResult {
    const { locale, currency, exponent } = this.#settings();
    // The largest tip the text box takes: what the service takes in one field.
    return parseMoney(this.#typed.text, locale, { currency, maxCents: MAX_REQUEST_AMOUNT * 10 ** exponent });
  }

  /** Nothing typed but spaces and marks. */
  get empty(): boolean {
    const parsed = this.parsed;
    return !parsed.ok && parsed.error === 'empty';
  }

  /** The typed amount in minor units, confirmed or not; null when the text is not an amount. */
  get typedCents(): number | null {
    const parsed = this.parsed;
    return parsed.ok ? parsed.cents : null;
  }

  /** The amount in minor units; null when empty, invalid or waiting for confirmation. */
  get cents(): number | null {
    const cents = this.typedCents;
    return cents === null || this.#waitsForConfirmation(cents) ? null : cents;
  }

  /** The amount with the currency's decimals ("12.50"); '' when `cents` is null. */
  get decimal(): string {
    const cents = this.cents;
    return cents === null ? '' : minorToDecimal(cents, this.#settings().exponent);
  }

  /** Why a tip of `cents` needs the customer's confirmation (`limitExceeded`), or not at all. */
  #limitExceeded(cents: number): 'share' | 'cap' | undefined {
    return limitExceeded(cents, this.#settings().limits);
  }

  /** `cents` needs confirming and the customer has not confirmed it. */
  #waitsForConfirmation(cents: number): boolean {
    return this.#limitExceeded(cents) !== undefined && this.#typed.confirmed !== cents;
  }

  /** What is wrong with the text (./amount.ts, with a tip's words); none when it is an amount. */
  get problem(): AmountProblem | undefined {
    const { i18n, exponent } = this.#settings();
    return amountProblem(this.parsed, i18n, {}, exponent);
  }

  /** While the amount waits for confirmation, the form's problem that it does; none otherwise. */
  get pending(): AmountProblem | undefined {
    const cents = this.typedCents;
    if (cents === null || !this.#waitsForConfirmation(cents)) return undefined;
    const { i18n, currency } = this.#settings();
    return ['customError', i18n.t.guardPending(i18n.money(cents, currency))];
  }

  /**
   * The large-tip guard while the amount waits for confirmation: its question, for the text box's
   * alert, and its Keep and Change buttons, which call `keep` and `change`; none otherwise.
   */
  guard({ disabled, keep, change }: { disabled: boolean; keep: () => void; change: () => void }) {
    const cents = this.typedCents;
    if (cents === null || !this.#waitsForConfirmation(cents)) return undefined;
    const { i18n, currency } = this.#settings();
    const t = i18n.t;
    const amount = i18n.money(cents, currency);
    return {
      question: this.#limitExceeded(cents) === 'share' ? t.guardOverService(amount) : t.guardLarge(amount),
      buttons: html`<div part="guard" role="group" aria-labelledby="message">
        <button type="button" class="primary" ?disabled=${disabled} @click=${keep}>${t.guardKeep(amount)}</button>
        <button type="button" ?disabled=${disabled} @click=${change}>${t.guardChange}</button>
      </div>`,
    };
  }
}
