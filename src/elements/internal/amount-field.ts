import { html, type ReactiveControllerHost, type TemplateResult } from 'lit';
import { currencyExponent, rescaleMinor } from '../../money/money.js';
import { parseMoney } from '../../money/parse.js';
import { amountProblem, type AmountLocale, type AmountWords } from './amount.js';
import { sentence } from './isolated.js';

/** The back office's words: an amount, not a tip. */
const AMOUNT_WORDS: AmountWords = { empty: 'amountEnter', negative: 'amountNegative' };

/** What one back-office amount field takes. */
export interface AmountRule {
  /** Empty text is a problem ("Enter an amount."); otherwise it is no amount (`cents: null`). */
  required?: boolean;
  /** Zero is refused ("Enter an amount greater than zero."). */
  positive?: boolean;
  /** The most it takes, in cents. */
  max?: number;
  /** The sentence for more than `max`, given `max` as shown. */
  over?: (max: string) => string;
}

/** A field's amount in cents (null: empty or not an amount), and what is wrong with it. */
export interface AmountCheck {
  cents: number | null;
  problem?: string | undefined;
}

/** How a field is drawn. */
export interface AmountFieldView {
  id: string;
  label: string;
  /** Shown under the field ("Up to $16.05"); none when absent. */
  hint?: string;
  /** The label is for assistive technology only (the row already names the field). */
  hideLabel?: boolean;
  /** Extra classes of the field's wrapper. */
  className?: string;
  disabled: boolean;
}

/**
 * The back office's amount fields, kept by key: their text as typed, checked in the element's
 * locale and `currency` against each field's rule (its maximum included), one sentence per
 * problem. A problem shows once its field was left with text in it (or, with `live`, as soon as
 * there is text), and on every field after `revealAll()` (the form was sent).
 */
export class AmountFields {
  #texts: ReadonlyMap<string, string> = new Map();
  #left: ReadonlySet<string> = new Set();
  #all = false;
  readonly #host: ReactiveControllerHost;
  readonly #i18n: AmountLocale & { money(cents: number, currency: string, exponent?: number): string };
  readonly #currency: () => string;
  readonly #exponent: () => number;
  readonly #live: boolean;

  /**
   * `exponent` gives the decimals of the element's integer amounts (default the currency's own):
   * typed amounts, at the currency's decimals, are brought to it.
   */
  constructor(
    host: ReactiveControllerHost,
    i18n: AmountLocale & { money(cents: number, currency: string, exponent?: number): string },
    currency: () => string,
    { live = false, exponent }: { live?: boolean; exponent?: () => number } = {},
  ) {
    this.#host = host;
    this.#i18n = i18n;
    this.#currency = currency;
    this.#exponent = exponent ?? (() => currencyExponent(currency()));
    this.#live = live;
  }

  text(key: string): string {
    return this.#texts.get(key) ?? '';
  }

  set(key: string, text: string): void {
    this.#texts = new Map(this.#texts).set(key, text);
    this.#host.requestUpdate();
  }

  /** Empties every field and hides every problem. */
  reset(): void {
    this.#texts = new Map();
    this.#left = new Set();
    this.#all = false;
    this.#host.requestUpdate();
  }

  /** Every field shows its problem from now on (until `reset()`). */
  revealAll(): void {
    this.#all = true;
    this.#host.requestUpdate();
  }

  /** True when `key`'s problem is shown. */
  revealed(key: string): boolean {
    return this.#all || this.#left.has(key) || (this.#live && this.text(key).trim() !== '');
  }

  /** The field's amount and what is wrong with it, by its rule. */
  check(key: string, rule: AmountRule = {}): AmountCheck {
    const i18n = this.#i18n;
    const currency = this.#currency();
    const parsed = parseMoney(this.text(key), i18n.locale, { currency });
    if (!parsed.ok) {
      if (parsed.error === 'empty' && !rule.required) return { cents: null };
      return { cents: null, problem: amountProblem(parsed, i18n, AMOUNT_WORDS, currencyExponent(currency))?.[1] };
    }
    const cents = rescaleMinor(parsed.cents, currencyExponent(currency), Math.max(this.#exponent(), currencyExponent(currency)));
    if (rule.positive && cents === 0) return { cents, problem: i18n.t.amountZero };
    if (rule.max !== undefined && cents > rule.max) return { cents, problem: rule.over?.(this.money(rule.max)) ?? i18n.t.tipTooLarge };
    return { cents };
  }

  /** Integer minor units (at the element's exponent) as the element shows money: its locale, its currency, isolated for bidi. */
  money(cents: number): string {
    return this.#i18n.money(cents, this.#currency(), this.#exponent());
  }

  /** The field: label, text box, optional hint and its `problem` (shown once revealed). */
  render(key: string, problem: string | undefined, view: AmountFieldView, onInput?: () => void): TemplateResult {
    const { id, hint } = view;
    const shown = problem && this.revealed(key) ? problem : '';
    const text = this.text(key);
    return html`<div class="field ${view.className ?? ''}">
      <label for=${id} class=${view.hideLabel ? 'visually-hidden' : ''}>${sentence(view.label)}</label>
      <input
        id=${id}
        part="input"
        type="text"
        inputmode="decimal"
        autocomplete="off"
        .value=${text}
        aria-invalid=${shown ? 'true' : 'false'}
        aria-describedby=${hint === undefined ? `${id}-message` : `${id}-hint ${id}-message`}
        ?disabled=${view.disabled}
        @input=${(e: Event) => {
          this.set(key, (e.target as HTMLInputElement).value);
          onInput?.();
        }}
        @blur=${() => {
          if (!this.revealed(key) && this.text(key).trim()) {
            this.#left = new Set([...this.#left, key]);
            this.#host.requestUpdate();
          }
        }}
      />
      ${hint === undefined ? '' : html`<span id="${id}-hint" class="hint">${sentence(hint)}</span>`}
      <span id="${id}-message" part="message" class="message">${sentence(shown)}</span>
    </div>`;
  }
}
