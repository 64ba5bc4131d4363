/**
 * One reading of a typed amount for every money field (the checkout's custom tip, the back
 * office's refund and transfer amounts): parsed in the field's locale and currency, and each
 * parse problem mapped to one validity flag and one catalogue sentence.
 */
import type { LocalizeController } from '../../i18n/localize.js';
import type { Messages } from '../../i18n/messages.js';
import { formatEditable } from '../../money/format.js';
import { parseMoney, type MoneyParseError, type MoneyParseResult } from '../../money/parse.js';

/** What the amount is: a tip ("Enter a tip amount.") or an amount of the back office ("Enter an amount."). */
export type AmountWords = 'tip' | 'amount';

/** What the table needs of the element: its messages, locale and bidi isolation. */
export type AmountLocale = Pick<LocalizeController, 't' | 'locale' | 'isolate'>;

export interface AmountProblem {
  /** The `ValidityState` flag a form-associated field reports. */
  flag: keyof ValidityStateFlags;
  /** The catalogue's sentence. */
  message: string;
}

type Sentence = (t: Messages, words: AmountWords, i18n: AmountLocale, currency: string) => string;

/** Each parse problem: its validity flag and its sentence. */
const PROBLEMS: Record<MoneyParseError, [flag: keyof ValidityStateFlags, sentence: Sentence]> = {
  empty: ['valueMissing', (t, words) => (words === 'tip' ? t.enterTip : t.amountEnter)],
  negative: ['rangeUnderflow', (t, words) => (words === 'tip' ? t.tipNegative : t.amountNegative)],
  'too-many-decimals': ['badInput', (t) => t.tipDecimals],
  'too-large': ['rangeOverflow', (t) => t.tipTooLarge],
  invalid: ['badInput', (t, _words, i18n) => t.tipInvalid(i18n.isolate(formatEditable(1250, i18n.locale)))],
  'other-currency': ['badInput', (t, _words, i18n, currency) => t.tipOtherCurrency(i18n.isolate(currency))],
};

/** `text` as integer cents in the element's locale and the field's `currency` (its symbol and code may be typed, no other). */
export function parseAmount(text: string, i18n: AmountLocale, currency: string, maxCents?: number): MoneyParseResult {
  return parseMoney(text, i18n.locale, maxCents === undefined ? { currency } : { currency, maxCents });
}

/** The flag and sentence for what is wrong with a parsed amount; undefined when it is an amount. */
export function amountProblem(parsed: MoneyParseResult, i18n: AmountLocale, words: AmountWords): AmountProblem | undefined {
  if (parsed.ok) return undefined;
  const [flag, sentence] = PROBLEMS[parsed.error];
  return { flag, message: sentence(i18n.t, words, i18n, parsed.currency ?? '') };
}
