/**
 * Parses what a person types into a money field, in their locale and currency. Never rounds and
 * never guesses: text with more decimals than the currency has is reported, not silently changed, and text
 * that is not plainly an amount ("5 0", "TIP 5", "€5" in a dollar field) is reported, not read
 * as some other amount; neither is text that could be read as two amounts ("0,500": 500 or 0.50;
 * "\u202E0051", drawn as "1500").
 */
import { halfWidth, latinDigits } from './digits.js';
import { currencyExponent, MAX_CENTS } from './money.js';

/**
 * What is wrong with a typed amount. `ambiguous`: the text could be read as two amounts, the
 * field never picks one (a zero-led group before a separator, "0,500", "0.500" in de-DE, "00,5";
 * or a bidi control inside the amount, "\u202E0051" drawn as "1500").
 */
export type MoneyParseError = 'empty' | 'invalid' | 'negative' | 'too-many-decimals' | 'too-large' | 'other-currency' | 'ambiguous';

export type MoneyParseResult =
  | { ok: true; /** Integer minor units of the currency (cents; yen for JPY; fils for KWD). */ cents: number }
  | {
      ok: false;
      error: MoneyParseError;
      /** For `other-currency`: the currency sign or code that was typed ("€", "EUR"), to name it back. */
      currency?: string;
      /** For `too-many-decimals`: how many decimals the currency allows (0 for JPY, 2 for USD, 3 for KWD). */
      decimals?: number;
    };

export interface ParseMoneyOptions {
  /** The field's currency (ISO 4217): its symbol and code may be typed, no other. Default `USD`. */
  currency?: string;
  /** Largest amount in minor units; above it the text is `too-large`. Default `MAX_CENTS`. */
  maxCents?: number;
}

/** What a locale and currency allow in a typed amount. */
interface Rules {
  decimal: string;
  /** The locale's group separator; '' when it has none. */
  group: string;
  /** Digits in a group: the last group before the decimal, and the ones before it (2 in en-IN). */
  primary: number;
  secondary: number;
  /** The currency as it may be typed (symbol, narrow symbol, code), upper case, without spaces. */
  own: Set<string>;
}

const rulesCache = new Map<string, Rules>();

// Marks that steer text direction: invisible, and part of many formatted amounts ("‏١٢٫٥٠ US$").
const BIDI_MARKS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
// Embeddings, overrides and isolates: they reorder what is drawn ("\u202E0051" is drawn "1500"),
// and Intl never writes them in an amount.
const BIDI_CONTROLS = /[\u202a-\u202e\u2066-\u2069]/;

/**
 * True when `text` draws differently from what it holds: an embedding, override or isolate
 * anywhere, or any bidi mark between the first digit and the last (Intl writes marks only around
 * an amount: "‏١٢٫٥٠ US$"). Digits here are any `\p{Nd}`, before they are read.
 */
function hasBidiControl(text: string): boolean {
  if (BIDI_CONTROLS.test(text)) return true;
  const digits = [...text.matchAll(/\p{Nd}/gu)];
  if (digits.length < 2) return false;
  const inside = text.slice(digits[0]!.index, digits.at(-1)!.index);
  return /[\u061c\u200e\u200f]/.test(inside);
}
// Separators that are spaces: a locale that groups with one (fr-FR) takes any of them.
const SPACES = /[\s\u00a0\u202f\u2009\u2007]/;
const APOSTROPHES = /['’]/;
const SIGNS = /[-−‐‑–]/g;

/** `text` with every space-like character removed and letters in upper case, to compare currency marks. */
function squeeze(text: string): string {
  return text.replace(/[\s\u00a0\u202f\u2009\u2007]/g, '').toUpperCase();
}

/**
 * The rules of `locale` for a number written in `system`'s digits (its separators: "٫" and "٬"
 * for Arabic-Indic digits), or in the locale's own digits when `system` is undefined.
 */
function rulesFor(locale: string | undefined, currency: string, system?: string): Rules {
  const key = `${locale ?? ''}|${currency}|${system ?? ''}`;
  let rules = rulesCache.get(key);
  if (rules) return rules;
  const plain = new Intl.NumberFormat(locale, system ? { numberingSystem: system } : {});
  const parts = plain.formatToParts(1234567890.5);
  const integers = parts.filter((p) => p.type === 'integer').map((p) => [...p.value].length);
  const own = new Set<string>([currency.toUpperCase()]);
  for (const currencyDisplay of ['symbol', 'narrowSymbol'] as const) {
    try {
      const symbol = new Intl.NumberFormat(locale, { style: 'currency', currency, currencyDisplay })
        .formatToParts(1)
        .find((p) => p.type === 'currency')?.value;
      if (symbol) own.add(squeeze(halfWidth(symbol).replace(BIDI_MARKS, '')));
    } catch {
      /* an unknown currency has only its code */
    }
  }
  rules = {
    decimal: parts.find((p) => p.type === 'decimal')?.value ?? '.',
    group: parts.find((p) => p.type === 'group')?.value ?? '',
    primary: integers.at(-1) ?? 3,
    secondary: integers.length > 2 ? integers.at(-2)! : (integers.at(-1) ?? 3),
    own,
  };
  rulesCache.set(key, rules);
  return rules;
}

/**
 * True when `mark` (squeezed) writes the field's currency: its symbol or code, or its symbol with
 * the start of its code before or after it, as other locales write it ("US$" and "$US" for USD,
 * "CA$" for CAD, "A$" for AUD).
 */
function isOwnMark(mark: string, rules: Rules, currency: string): boolean {
  if (rules.own.has(mark)) return true;
  const code = currency.toUpperCase();
  for (const symbol of rules.own) {
    if (symbol === code) continue;
    for (const prefix of [code.slice(0, 1), code.slice(0, 2)]) {
      if (mark === prefix + symbol || mark === symbol + prefix) return true;
    }
  }
  return false;
}

/** The currency codes Intl knows, read once; null where Intl cannot list them (any three letters count). */
let currencyCodes: ReadonlySet<string> | null | undefined;

/**
 * True for text that names some currency: a sign with up to three letters around it ("€", "US$",
 * "$US"), or a code Intl knows ("EUR"; any three letters where Intl cannot list its codes).
 */
function looksLikeCurrency(mark: string): boolean {
  if (/^\p{L}{0,3}\p{Sc}\p{L}{0,3}$/u.test(mark)) return true;
  if (!/^[A-Z]{3}$/.test(mark)) return false;
  currencyCodes ??= typeof Intl.supportedValuesOf === 'function' ? new Set(Intl.supportedValuesOf('currency')) : null;
  return currencyCodes ? currencyCodes.has(mark) : true;
}

/**
 * The separator conventions a number in `system`'s digits may use in `locale`: the ones the
 * locale writes with those digits ("١٢٫٥٠" in ar), then the locale's own ("١٢.٥٠" in ar, where
 * Latin digits are the default; "١ ٢٣٤,٥٠" in fr-FR). One number keeps to one of them.
 */
function conventionsFor(locale: string | undefined, currency: string, system: string): Rules[] {
  const written = rulesFor(locale, currency, system);
  const own = rulesFor(locale, currency);
  return own.decimal === written.decimal && own.group === written.group ? [written] : [written, own];
}

/** True when `integer` (digits and `group`s) is grouped the locale's way, or in threes. */
function wellGrouped(integer: string, group: string, rules: Rules): boolean {
  const groups = integer.split(group);
  if (groups.length === 1) return true;
  if (groups.some((g) => !/^\d+$/.test(g))) return false;
  const fits = (primary: number, secondary: number) =>
    groups.at(-1)!.length === primary &&
    groups.slice(1, -1).every((g) => g.length === secondary) &&
    groups[0]!.length >= 1 &&
    groups[0]!.length <= Math.max(primary, secondary);
  return fits(rules.primary, rules.secondary) || fits(3, 3);
}

/**
 * The number part: digits with the locale's separators in valid places. A single `.` or `,`
 * followed by one or two digits, where the locale would not put a group separator, is read as
 * the decimal point (a de-DE customer typing "12.50"). Returns [integer digits, fraction digits,
 * whether a separator (group or decimal) was written].
 */
function splitNumber(core: string, rules: Rules): [integer: string, fraction: string, separated: boolean] | undefined {
  const group = rules.group;
  let s = core;
  // One canonical group mark: a space-like group takes any space, an apostrophe either apostrophe.
  const G = '\u0000';
  if (group && SPACES.test(group)) s = s.replace(/[\s\u00a0\u202f\u2009\u2007]/g, G);
  else if (group && APOSTROPHES.test(group)) s = s.replace(/['’]/g, G);
  else if (group) s = s.split(group).join(G);
  if (/\s/.test(s)) return undefined;
  const decimal = rules.decimal;
  if (![...s].every((c) => (c >= '0' && c <= '9') || c === G || c === '.' || c === ',' || c === decimal)) return undefined;

  const marks = s.replace(/[0-9]/g, '');
  if (s.includes(decimal)) {
    const at = s.indexOf(decimal);
    if (s.indexOf(decimal, at + 1) !== -1) return undefined;
    const integer = s.slice(0, at);
    const fraction = s.slice(at + 1);
    if (!/^\d*$/.test(fraction) || !/^[0-9\u0000]*$/.test(integer)) return undefined;
    if (!wellGrouped(integer, G, rules)) return undefined;
    return [integer.split(G).join(''), fraction, true];
  }
  // No decimal separator: digits with groups, or a single lenient decimal point.
  if (/^[0-9\u0000]+$/.test(s) && wellGrouped(s, G, rules)) return [s.split(G).join(''), '', marks.length > 0];
  const single = /^(\d*)[.,\u0000](\d{0,2})$/.exec(s);
  if (single && marks.length === 1 && (single[1] !== '' || single[2] !== '')) {
    // Only a mark that is not the locale's group, or a group mark in a place no group could be.
    const mark = marks;
    const asGroup = mark === G && single[2]!.length === 3;
    if (!asGroup && (mark !== G || !SPACES.test(group))) return [single[1]!, single[2]!, true];
  }
  return undefined;
}

/**
 * Parses typed or pasted money in `locale` into integer minor units of `options.currency` (at most
 * as many decimals as the currency has: none for JPY, two for USD, three for KWD).
 *
 * Takes the digits of any numbering system Intl writes, in any locale ("12", "١٢", "۱۲", "१२",
 * "１２"), all of one system; the locale's decimal and group separators in valid places, as it
 * writes them with those digits ("١٢٫٥٠" in ar) or with its own ("١٢.٥٠" in ar; "1,234.50" in
 * en-US, "1.234,50" in de-DE, "1 234,50" in fr-FR, "12,34,567" in en-IN), a currency sign or ISO code of `options.currency` before or after the
 * number ("$12.50", "12,50 €", "USD 5"), and spaces around them. Everything else is refused:
 * "5 0" and "12 34" are `invalid` (never $50 or $1,234), "TIP 5" is `invalid`, "€5" in a dollar
 * field is `other-currency` with `currency: '€'`, "1.999" in en-US is `too-many-decimals`,
 * "-5" is `negative`. When the text has no decimal separator of the locale but a single `.` or
 * `,` followed by one or two digits, that one is the decimal point ("12.50" in de-DE is 1250).
 *
 * Text that could be read as two amounts is `ambiguous`, in every locale and currency:
 * - a whole part of more than one digit that starts with 0 before a group or decimal separator:
 *   "0,500" in en-US (500, or 0.50 typed the German way), "0.500" in de-DE (and in a KWD field,
 *   where it is also 0.500 dinars), "0 500" in fr-FR, "00,5", "01.50". A lone 0 before the
 *   decimal is a decimal ("0.50" in en-US, "0,50" in de-DE, "0.500" in an en-US KWD field), and
 *   a whole part without a separator keeps its zeros ("05" is 5.00);
 * - a bidi control inside the amount: an embedding, override or isolate anywhere
 *   ("\u202E0051" is drawn "1500"), or a direction mark between two digits. Marks around the
 *   amount, as Intl writes them ("\u200F١٢٫٥٠ US$"), are read over.
 */
export function parseMoney(text: string, locale?: string, options: ParseMoneyOptions = {}): MoneyParseResult {
  const maxCents = options.maxCents ?? MAX_CENTS;
  if (hasBidiControl(text)) return { ok: false, error: 'ambiguous' };
  // Digits first: full-width ones are a numbering system of their own, not to be mixed with Latin.
  const typed = latinDigits(text.replace(BIDI_MARKS, ''));
  if (typed === undefined) return { ok: false, error: 'invalid' };
  const s = halfWidth(typed.text).trim();
  if (s === '') return { ok: false, error: 'empty' };
  const conventions = conventionsFor(locale, options.currency ?? 'USD', typed.system);
  const rules = conventions[0]!;

  // The number runs from the first digit to the last, with a decimal mark just outside it (".5", "12.").
  const first = s.search(/[0-9]/);
  if (first === -1) return { ok: false, error: 'invalid' };
  let last = s.length - 1;
  while (!/[0-9]/.test(s[last]!)) last--;
  const decimalLike = (ch: string | undefined) => ch !== undefined && (ch === '.' || ch === ',' || conventions.some((r) => ch === r.decimal));
  const start = decimalLike(s[first - 1]) ? first - 1 : first;
  const end = decimalLike(s[last + 1]) ? last + 2 : last + 1;
  let before = s.slice(0, start).trim();
  let after = s.slice(end).trim();

  let negative = false;
  if (before.startsWith('(') && after.endsWith(')')) {
    negative = true;
    before = before.slice(1).trim();
    after = after.slice(0, -1).trim();
  }
  const signs = (before + after).match(SIGNS)?.length ?? 0;
  if (signs > 1) return { ok: false, error: 'invalid' };
  if (signs === 1) {
    negative = true;
    before = before.replace(SIGNS, '').trim();
    after = after.replace(SIGNS, '').trim();
  }
  if (before && after) return { ok: false, error: 'invalid' };
  const mark = before || after;
  let number: ReturnType<typeof splitNumber>;
  for (const convention of conventions) if ((number = splitNumber(s.slice(start, end), convention))) break;
  if (!number) return { ok: false, error: 'invalid' };
  if (mark && !isOwnMark(squeeze(mark), rules, options.currency ?? 'USD')) {
    return looksLikeCurrency(squeeze(mark)) ? { ok: false, error: 'other-currency', currency: mark } : { ok: false, error: 'invalid' };
  }

  const [integer, fraction, separated] = number;
  // A zero-led group before a separator: "0,500" is 500 or 0.50, never one picked for the customer.
  if (separated && integer.length > 1 && integer.startsWith('0')) return { ok: false, error: 'ambiguous' };
  // Minor units of the currency: its exponent (0 for JPY, 3 for KWD) is the most decimals it takes.
  const exponent = currencyExponent(options.currency ?? 'USD');
  if (fraction.length > exponent) return { ok: false, error: 'too-many-decimals', decimals: exponent };
  if (negative) return { ok: false, error: 'negative' };
  const digits = integer.replace(/^0+(?=\d)/, '');
  if (digits.length > 15) return { ok: false, error: 'too-large' };
  const cents = Number(digits || '0') * 10 ** exponent + Number(fraction.padEnd(exponent, '0') || '0');
  if (cents > maxCents) return { ok: false, error: 'too-large' };
  return { ok: true, cents };
}
