/**
 * Parses what a person types into a money field, in their locale. Never rounds: text with
 * more than two decimals is reported, not silently changed.
 */

export type MoneyParseError = 'empty' | 'invalid' | 'negative' | 'too-many-decimals' | 'too-large';

export type MoneyParseResult = { ok: true; cents: number } | { ok: false; error: MoneyParseError };

interface Separators {
  decimal: string;
}

const separatorCache = new Map<string, Separators>();

function separators(locale: string | undefined): Separators {
  const key = locale ?? '';
  let seps = separatorCache.get(key);
  if (!seps) {
    const parts = new Intl.NumberFormat(locale).formatToParts(1234567.5);
    seps = { decimal: parts.find((p) => p.type === 'decimal')?.value ?? '.' };
    separatorCache.set(key, seps);
  }
  return seps;
}

// Spaces people and locales put between digit groups: space, no-break space, narrow no-break space, thin space, apostrophes.
const SPACE_GROUPS = /[\s\u00a0\u202f\u2009'’]/g;
// Currency signs and ISO codes a pasted amount may carry.
const CURRENCY_MARKS = /[$€£¥₹₩₽₪₺¢]|\b(?:US|CA|AU|NZ|HK|SG|MX|R)\$|\b[A-Z]{3}\b/g;
const MAX_CENTS = Number.MAX_SAFE_INTEGER;

/** Map Unicode digits (Arabic-Indic, full-width and others) to ASCII. */
function asciiDigits(text: string): string {
  return text.replace(/\p{Nd}/gu, (d) => {
    const value = Number.parseInt(d, 10);
    if (!Number.isNaN(value)) return d;
    for (const zero of [0x0660, 0x06f0, 0x0966, 0xff10]) {
      const offset = d.codePointAt(0)! - zero;
      if (offset >= 0 && offset <= 9) return String(offset);
    }
    return d;
  });
}

/**
 * Parses typed or pasted money in `locale` into integer cents.
 * en-US "1,234.50" and de-DE "1.234,50" are both 123450; "$12.50" works anywhere;
 * "1.999" in en-US is `too-many-decimals`; "abc" is `invalid`; "-5" is `negative`.
 * When the text lacks the locale's decimal separator but has the other one followed by one
 * or two digits (a de-DE person typing "12.50"), that one is read as the decimal point.
 */
export function parseMoney(text: string, locale?: string): MoneyParseResult {
  let s = asciiDigits(text.normalize('NFKC')).trim();
  if (s === '') return { ok: false, error: 'empty' };
  s = s.replace(CURRENCY_MARKS, '').replace(SPACE_GROUPS, '');
  let negative = false;
  if (/^[-−]/.test(s)) {
    negative = true;
    s = s.slice(1);
  } else if (/^\(.*\)$/.test(s)) {
    negative = true;
    s = s.slice(1, -1);
  }
  if (s === '') return { ok: false, error: 'invalid' };
  if (!/^[0-9.,]+$/.test(s) || !/[0-9]/.test(s)) return { ok: false, error: 'invalid' };

  const { decimal } = separators(locale);
  const other = decimal === '.' ? ',' : '.';
  let decimalMark: string | null = null;
  if (s.includes(decimal)) {
    decimalMark = decimal;
  } else if (s.includes(other)) {
    const last = s.lastIndexOf(other);
    const tail = s.slice(last + 1);
    const occurrences = s.split(other).length - 1;
    // "12.50" in a comma-decimal locale: one mark followed by one or two digits is a decimal point.
    if (occurrences === 1 && tail.length >= 1 && tail.length <= 2) decimalMark = other;
  }

  let integerPart = s;
  let fraction = '';
  if (decimalMark) {
    const index = s.lastIndexOf(decimalMark);
    if (s.indexOf(decimalMark) !== index) return { ok: false, error: 'invalid' };
    integerPart = s.slice(0, index);
    fraction = s.slice(index + 1);
    if (/[.,]/.test(fraction)) return { ok: false, error: 'invalid' };
  }
  // What remains in the integer part must be digits with well-formed groups of three.
  const groupMark = decimalMark === '.' ? ',' : decimalMark === ',' ? '.' : null;
  const groups = integerPart.split(/[.,]/);
  if (groups.length > 1) {
    const marks = integerPart.replace(/[0-9]/g, '');
    if (groupMark && marks.split('').some((m) => m !== groupMark)) return { ok: false, error: 'invalid' };
    if (!groupMark && new Set(marks).size > 1) return { ok: false, error: 'invalid' };
    if (groups[0] === '' || groups.slice(1).some((g) => g.length !== 3)) return { ok: false, error: 'invalid' };
  }
  const digits = groups.join('');
  if (digits === '' && fraction === '') return { ok: false, error: 'invalid' };
  if (fraction.length > 2) return { ok: false, error: 'too-many-decimals' };
  if (negative) return { ok: false, error: 'negative' };
  const whole = digits === '' ? 0 : Number(digits);
  const cents = whole * 100 + Number(fraction.padEnd(2, '0') || '0');
  if (!Number.isSafeInteger(cents) || cents > MAX_CENTS || digits.length > 13) return { ok: false, error: 'too-large' };
  return { ok: true, cents };
}
