/**
 * What is wrong with a typed amount, for every money field (the checkout's custom tip, the back
 * office's refund and transfer amounts, each parsed by `parseMoney` with its element's locale
 * and currency): each parse problem mapped to one validity flag and one catalogue sentence.
 */
import type { LocalizeController } from '../../i18n/localize.js';
import type { Messages } from '../../i18n/messages.js';
import { formatEditable } from '../../money/format.js';
import type { MoneyParseError, MoneyParseResult } from '../../money/parse.js';
import { EMPTY_TIP } from './empty-tip.js';

/**
 * The words of a field where they are not a tip's: the back office's amounts say "Enter an
 * amount." and "An amount cannot be negative." where a tip says "Enter a tip amount.".
 */
export type AmountWords = Partial<Record<MoneyParseError, keyof Messages>>;

/** What the table needs of the element: its messages, locale and bidi isolation. */
export type AmountLocale = Pick<LocalizeController, 't' | 'locale' | 'isolate'>;

/** What is wrong: the `ValidityState` flag a form-associated field reports, and the catalogue's sentence. */
export type AmountProblem = [flag: keyof ValidityStateFlags, message: string];

/**
 * Each parse problem: its validity flag and its sentence. `invalid` and `ambiguous` name an
 * example amount, `other-currency` the sign that was typed.
 */
const PROBLEMS: Record<MoneyParseError, [flag: keyof ValidityStateFlags, sentence: keyof Messages]> = {
  empty: EMPTY_TIP,
  negative: ['rangeUnderflow', 'tipNegative'],
  'too-many-decimals': ['badInput', 'tipDecimals'],
  'too-large': ['rangeOverflow', 'tipTooLarge'],
  invalid: ['badInput', 'tipInvalid'],
  'other-currency': ['badInput', 'tipOtherCurrency'],
  ambiguous: ['badInput', 'tipAmbiguous'],
};

/**
 * The flag and sentence for what is wrong with a parsed amount; undefined when it is an amount.
 * `exponent` is the currency's decimals, for the example amount ("12.50", "1250" for JPY).
 */
export function amountProblem(parsed: MoneyParseResult, i18n: AmountLocale, words: AmountWords, exponent: number): AmountProblem | undefined {
  if (parsed.ok) return undefined;
  const [flag, key] = PROBLEMS[parsed.error];
  // Too many decimals names how many the currency allows (none for JPY, three for KWD).
  if (parsed.error === 'too-many-decimals' && parsed.decimals !== undefined && !words[parsed.error]) return [flag, i18n.t.amountDecimals(parsed.decimals)];
  const sentence = i18n.t[words[parsed.error] ?? key] as string | ((named: string) => string);
  // Only the sentences that name something are functions: `invalid`'s and `ambiguous`'s (an example) and `other-currency`'s (the sign typed).
  const example = exponent === 0 ? 1250 : 1250 * 10 ** (exponent - 2);
  const named = parsed.error === 'other-currency' ? parsed.currency! : formatEditable(example, i18n.locale, exponent);
  return [flag, typeof sentence === 'function' ? sentence(i18n.isolate(named)) : sentence];
}
