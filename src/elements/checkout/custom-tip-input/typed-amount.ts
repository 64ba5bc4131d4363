/**
 * What the text typed into a `custom-tip-input` means. It keeps the text as typed, whether the
 * customer has committed it (left the box or pressed Enter), and the large amount they
 * confirmed; it answers, once the custom amount's code (its parser) has loaded, which amount the
 * text reads as, whether that amount still waits for the customer's confirmation, and what is
 * wrong with the text. Each change of what it keeps asks the element for an update.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { LocalizeController } from '../../../i18n/localize.js';
import { formatEditable } from '../../../money/format.js';
import { isMoney, MAX_REQUEST_AMOUNT, minorToDecimal, toMinor } from '../../../money/money.js';
import type { MoneyParseResult } from '../../../money/parse.js';
import type { AmountProblem } from '../../internal/amount.js';
import type { TipLimits } from '../../internal/custom-amount.js';
import { EMPTY_TIP } from '../../internal/empty-tip.js';
import type { CustomAmountCode } from '../../internal/money-parser.js';

/** An amount as a host sets it: digits with an optional point and up to four decimals. */
const PLAIN_AMOUNT = /^\d+(?:\.\d{1,4})?$/;

/** Text typed before the custom amount's code has loaded: no amount yet, and nothing to say about it. */
const UNPARSED = { ok: false, error: 'unparsed' } as const;
export type Parsed = MoneyParseResult | typeof UNPARSED;

/** What reading the text depends on, asked for at each question. */
export interface TypedAmountSettings {
  /** The custom amount's code, once loaded: the parser, the problems, the limits, the guard. */
  code: CustomAmountCode | undefined;
  /** The element's words, locale and formats. */
  i18n: LocalizeController;
  locale: string;
  currency: string;
  /** The currency's decimals: 0 for JPY, 2 for USD, 3 for KWD. */
  exponent: number;
  /** An empty text is a problem. */
  required: boolean;
  /** When the amount waits for confirmation: over a share of the service, over the large-tip limit (custom-amount.ts). */
  limits: TipLimits;
}

export class TypedAmount implements ReactiveController {
  readonly #host: ReactiveControllerHost;
  readonly #box: () => HTMLInputElement | null | undefined;
  readonly #settings: () => TypedAmountSettings;
  #text = '';
  #committed = false;
  #confirmed: number | null = null;

  /** `box`: the element's text box, which shows `text` after every update. */
  constructor(host: ReactiveControllerHost, box: () => HTMLInputElement | null | undefined, settings: () => TypedAmountSettings) {
    this.#host = host;
    this.#box = box;
    this.#settings = settings;
    host.addController(this);
  }

  /** What `live()` would do, without the directive: the text box shows `text` whatever was typed. */
  hostUpdated(): void {
    const box = this.#box();
    if (box && box.value !== this.#text) box.value = this.#text;
  }

  #set(text: string, committed: boolean, confirmed: number | null): void {
    if (text === this.#text && committed === this.#committed && confirmed === this.#confirmed) return;
    this.#text = text;
    this.#committed = committed;
    this.#confirmed = confirmed;
    this.#host.requestUpdate();
  }

  /** The text as typed (or as `commit()` and `setDecimal()` wrote it). */
  get text(): string {
    return this.#text;
  }

  /** The customer typed `text`. */
  set text(text: string) {
    this.#set(text, this.#committed, this.#confirmed);
  }

  /** The customer left the box or pressed Enter (or the host asked to report validity): an empty required text is now pointed out. */
  get committed(): boolean {
    return this.#committed;
  }

  /** What the text reads as: an amount in minor units, or why not (`unparsed` until the code has loaded). */
  get parsed(): Parsed {
    const { code, locale, currency, exponent } = this.#settings();
    if (!code) return this.#text.trim() === '' ? { ok: false, error: 'empty' } : UNPARSED;
    // The largest tip the text box takes: what the service takes in one field.
    return code.parseMoney(this.#text, locale, { currency, maxCents: MAX_REQUEST_AMOUNT * 10 ** exponent });
  }

  /** The text is empty (known before the code has loaded). */
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
    return cents === null || this.waitsForConfirmation(cents) ? null : cents;
  }

  /** The amount with the currency's decimals ("12.50"); '' when `cents` is null. */
  get decimal(): string {
    const cents = this.cents;
    return cents === null ? '' : minorToDecimal(cents, this.#settings().exponent);
  }

  /**
   * A host sets the amount from `raw`, a decimal string ("12.50"): shown the locale's way and
   * needing no confirmation; other text is kept as given, to be read like typed text.
   */
  setDecimal(raw: string): void {
    const { locale, exponent } = this.#settings();
    if (PLAIN_AMOUNT.test(raw) && isMoney(Number(raw), exponent)) {
      const cents = toMinor(Number(raw), exponent);
      this.#set(formatEditable(cents, locale, exponent), this.#committed, cents);
    } else {
      this.#set(raw, this.#committed, this.#confirmed);
    }
  }

  /** Why `cents` needs confirming (custom-amount.ts): over the share of the service, over the hard cap, or not at all (also while the code is loading). */
  limitExceeded(cents: number): 'share' | 'cap' | undefined {
    const { code, limits } = this.#settings();
    return code?.limitExceeded(cents, limits);
  }

  /** `cents` needs confirming and the customer has not confirmed it. */
  waitsForConfirmation(cents: number): boolean {
    return this.limitExceeded(cents) !== undefined && this.#confirmed !== cents;
  }

  /** The customer committed the text: an amount is written the locale's way. */
  commit(): void {
    const cents = this.typedCents;
    const { locale, exponent } = this.#settings();
    this.#set(cents === null ? this.#text : formatEditable(cents, locale, exponent), true, this.#confirmed);
  }

  /** Problems are shown from now on, as after a commit. */
  reveal(): void {
    this.#set(this.#text, true, this.#confirmed);
  }

  /** The customer keeps the large amount typed; false when the text is not an amount. */
  confirm(): boolean {
    const cents = this.typedCents;
    if (cents === null) return false;
    this.#set(this.#text, this.#committed, cents);
    return true;
  }

  /** Nothing typed, committed or confirmed. */
  reset(): void {
    this.#set('', false, null);
  }

  /** What is wrong with the text, as a validity flag and a message; none when it is an amount, not read yet, or empty and not required. */
  get problem(): AmountProblem | undefined {
    const parsed = this.parsed;
    if (parsed.ok || parsed.error === 'unparsed') return undefined;
    const { code, i18n, required, exponent } = this.#settings();
    // An empty text is known before the code has loaded: a required field is invalid from the
    // start; the other problems come with the code.
    if (parsed.error === 'empty') return required ? [EMPTY_TIP[0], i18n.t[EMPTY_TIP[1]]] : undefined;
    return code?.problem(parsed, i18n, exponent);
  }

  /** What the form reports: the problem, else, while the amount waits for confirmation, that it does. */
  get formProblem(): AmountProblem | undefined {
    const cents = this.typedCents;
    if (cents === null || !this.waitsForConfirmation(cents)) return this.problem;
    const { i18n, currency } = this.#settings();
    return ['customError', i18n.t.guardPending(i18n.money(cents, currency))];
  }

  /** The problem's sentence as shown: an empty required text's only once committed; '' for none. */
  get shownError(): string {
    const problem = this.problem;
    return problem && (!this.empty || this.#committed) ? problem[1] : '';
  }

  /**
   * The large-tip guard (custom-amount.ts: its question and its Keep and Change buttons) while the
   * amount waits for confirmation and the customer has paused on it (`settled`); none otherwise.
   */
  guard({ settled, disabled, keep, change }: { settled: boolean; disabled: boolean; keep: () => void; change: () => void }) {
    const cents = this.typedCents;
    if (cents === null || !settled || !this.waitsForConfirmation(cents)) return undefined;
    const { code, i18n, currency } = this.#settings();
    return code?.guard(i18n.t, this.limitExceeded(cents), i18n.money(cents, currency), disabled, keep, change);
  }
}
