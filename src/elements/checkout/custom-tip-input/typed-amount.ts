/**
 * The text typed into a `custom-tip-input`: the text as typed, whether the customer has committed
 * it (left the box or pressed Enter), and the large amount they confirmed. What the text means
 * (which amount it reads as, whether that amount waits for the customer's confirmation, what is
 * wrong with it, the large-tip guard) is the custom amount's code's `AmountReading`
 * (amount-reading.ts, in its lazy chunk): until that code has loaded the text is kept and reads
 * as no amount, and only an empty required text is a problem. Each change of what it keeps asks
 * the element for an update.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { formatEditable } from '../../../money/format.js';
import { isMoney, toMinor } from '../../../money/money.js';
import type { AmountProblem } from '../../internal/amount.js';
import type { AmountReading, ReadingSettings } from '../../internal/amount-reading.js';
import { EMPTY_TIP } from '../../internal/empty-tip.js';
import type { CustomAmountCode } from '../../internal/money-parser.js';

/** An amount as a host sets it: digits with an optional point and up to four decimals. */
const PLAIN_AMOUNT = /^\d+(?:\.\d{1,4})?$/;

/** What the text's meaning depends on, asked for at each question. */
export interface TypedAmountSettings extends ReadingSettings {
  /** The custom amount's code, once loaded: it reads the text. */
  code: CustomAmountCode | undefined;
  /** An empty text is a problem. */
  required: boolean;
}

export class TypedAmount implements ReactiveController {
  readonly #host: ReactiveControllerHost;
  readonly #box: () => HTMLInputElement | null | undefined;
  readonly #settings: () => TypedAmountSettings;
  #text = '';
  #committed = false;
  #confirmed: number | null = null;
  #reading: AmountReading | undefined;

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

  /** The large amount the customer confirmed (or the host set), in minor units. */
  get confirmed(): number | null {
    return this.#confirmed;
  }

  /** What the text means, once the custom amount's code has loaded. */
  get reading(): AmountReading | undefined {
    const code = this.#settings().code;
    return code && (this.#reading ??= new code.AmountReading(this, this.#settings));
  }

  /** The text is empty (known before the code has loaded). */
  get empty(): boolean {
    return this.reading?.empty ?? this.#text.trim() === '';
  }

  /** The typed amount in minor units, confirmed or not; null when the text is not an amount (or not read yet). */
  get typedCents(): number | null {
    return this.reading?.typedCents ?? null;
  }

  /** The amount in minor units; null when empty, invalid, waiting for confirmation or not read yet. */
  get cents(): number | null {
    return this.reading?.cents ?? null;
  }

  /** The amount with the currency's decimals ("12.50"); '' when `cents` is null. */
  get decimal(): string {
    return this.reading?.decimal ?? '';
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

  /**
   * What is wrong with the text, as a validity flag and a message; none when it is an amount, not
   * read yet, or empty and not required. An empty text is known before the code has loaded: a
   * required field is invalid from the start; the other problems come with the code.
   */
  get problem(): AmountProblem | undefined {
    if (this.empty) return this.#settings().required ? [EMPTY_TIP[0], this.#settings().i18n.t[EMPTY_TIP[1]]] : undefined;
    return this.reading?.problem;
  }

  /** What the form reports: the problem, else, while the amount waits for confirmation, that it does. */
  get formProblem(): AmountProblem | undefined {
    return this.problem ?? this.reading?.pending;
  }

  /** The problem's sentence as shown: an empty required text's only once committed; '' for none. */
  get shownError(): string {
    const problem = this.problem;
    return problem && (!this.empty || this.#committed) ? problem[1] : '';
  }
}
