/**
 * Table-driven tests of money parsing and formatting per locale (en-US, de-DE, fr-FR, ja-JP).
 * Expectations are written out by hand; Node 20's ICU puts a no-break space (U+00A0) before a
 * trailing currency sign or percent, and fr-FR groups digits with a narrow no-break space (U+202F).
 */
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import {
  currencySymbol,
  formatCents,
  formatEditable,
  formatMinor,
  formatMoney,
  formatPercent,
  parseMoney,
  symbolAfterNumber,
  type MoneyParseResult,
} from '../../../src/money/index.js';

const NBSP = '\u00a0';
const NNBSP = '\u202f';

type Row = [text: string, expected: number | (MoneyParseResult & { ok: false })];
const err = (error: 'empty' | 'invalid' | 'negative' | 'too-large') => ({ ok: false as const, error });
/** Too many decimals for a currency that allows `decimals` (the currency's exponent, from Intl). */
const decimals = (allowed: number) => ({ ok: false as const, error: 'too-many-decimals' as const, decimals: allowed });
const other = (currency: string) => ({ ok: false as const, error: 'other-currency' as const, currency });

/** Rows per "locale currency": what a customer types into a field of that currency. */
const parseTable: Record<string, Row[]> = {
  'en-US USD': [
    ['12.50', 1250],
    ['$12.50', 1250],
    ['  $12.50 ', 1250],
    ['USD 12.50', 1250],
    ['usd 12.50', 1250],
    ['12.50 USD', 1250],
    ['US$12.50', 1250],
    ['1,234.50', 123450],
    ['1,234', 123400],
    ['1234', 123400],
    ['12.5', 1250],
    ['.5', 50],
    ['12.', 1200],
    ['0.05', 5],
    ['12,50', 1250],
    ['12,50 €', other('€')],
    ['€12.50', other('€')],
    ['EUR 12.50', other('EUR')],
    ['£5', other('£')],
    ['1.234,50', err('invalid')],
    ['1.999', decimals(2)],
    ['12.345', decimals(2)],
    ['1,23,4', err('invalid')],
    ['abc', err('invalid')],
    ['12a', err('invalid')],
    ['$', err('invalid')],
    // The cases: never read as another amount.
    ['5 0', err('invalid')],
    ['12 34', err('invalid')],
    ['TIP 5', err('invalid')],
    ['ABC 12', err('invalid')],
    ['$$5', err('invalid')],
    ['5²', err('invalid')],
    // Digits of every numbering system, each number in one of them.
    ['١٢', 1200],
    ['١٢٫٥٠', 1250],
    ['١٬٢٣٤٫٥٠', 123450],
    ['١,٢٣٤.٥٠', 123450],
    ['۱۲.۵۰', 1250],
    ['१२.५०', 1250],
    ['১২.৫০', 1250],
    ['๑๒.๕๐', 1250],
    ['１２．５０', 1250],
    ['١2', err('invalid')],
    ['1٢', err('invalid')],
    ['١۲', err('invalid')],
    ['१২', err('invalid')],
    ['１2', err('invalid')],
    ['12٫50', err('invalid')],
    ['١٢³', err('invalid')],
    ['²', err('invalid')],
    ['①②', err('invalid')],
    ['⑫', err('invalid')],
    ['一二', err('invalid')],
    ['1e5', err('invalid')],
    ['-5', err('negative')],
    ['−5', err('negative')],
    ['$-5', err('negative')],
    ['(5.00)', err('negative')],
    ['--5', err('invalid')],
    ['', err('empty')],
    ['   ', err('empty')],
    ['99999999999999', err('too-large')],
  ],
  'de-DE EUR': [
    ['12,50', 1250],
    ['1.234,50', 123450],
    ['1.234,50 €', 123450],
    [`12,50${NBSP}€`, 1250],
    ['12,50 €', 1250],
    ['€12,50', 1250],
    ['EUR 12,50', 1250],
    ['12.50', 1250],
    ['1.234', 123400],
    ['1.999', 199900],
    ['0,05', 5],
    ['$12.50', other('$')],
    ['1,234.50', err('invalid')],
    ['12,345', decimals(2)],
    ['12 50', err('invalid')],
    ['abc', err('invalid')],
    ['-5', err('negative')],
    ['-5,00 €', err('negative')],
    ['١٢,٥٠', 1250],
    ['١.٢٣٤,٥٠', 123450],
    ['١٬٢٣٤٫٥٠', 123450],
    ['١٬٢٣٤,٥٠', err('invalid')],
    ['', err('empty')],
  ],
  'fr-FR EUR': [
    ['12,50', 1250],
    [`1${NNBSP}234,50`, 123450],
    [`1${NBSP}234,50`, 123450],
    ['1 234,50', 123450],
    [`1${NNBSP}234,50${NBSP}€`, 123450],
    ['12,50 €', 1250],
    ['12.50', 1250],
    ['1.234,50', err('invalid')],
    ['12 50', err('invalid')],
    ['1 23', err('invalid')],
    ['١ ٢٣٤,٥٠', 123450],
    ['१ २३४,५०', 123450],
    ['$12.50', other('$')],
    ['12,345', decimals(2)],
    ['abc', err('invalid')],
    ['-5', err('negative')],
    ['', err('empty')],
  ],
  'fr-CA USD': [
    ['12,50 $', 1250],
    ['12,50 $ US', 1250],
    ['12,50 $US', 1250],
    ['1 234,50', 123450],
  ],
  // The yen has no minor unit: whole yen, and any decimal is refused (never ¥13 for "12.5").
  'ja-JP JPY': [
    ['1,234', 1234],
    ['¥1,234', 1234],
    ['￥1,234', 1234],
    ['１２３４', 1234],
    ['1200', 1200],
    ['12.5', decimals(0)],
    ['12.50', decimals(0)],
    ['1,234.50', decimals(0)],
    ['$12.50', other('$')],
    ['1.999', decimals(0)],
    ['abc', err('invalid')],
    ['-5', err('negative')],
    ['', err('empty')],
  ],
  // Three decimals: fils.
  'en-US KWD': [
    ['12.345', 12345],
    ['KWD 12.345', 12345],
    ['12.5', 12500],
    ['12', 12000],
    ['12.3456', decimals(3)],
  ],
  'en-US BHD': [
    ['1.005', 1005],
    ['1,234.567', 1234567],
    ['0.0001', decimals(3)],
  ],
  'ar-EG KWD': [
    ['١٢٫٣٤٥', 12345],
  ],
  'ar-EG USD': [
    ['١٢٫٥٠', 1250],
    ['١٬٢٣٤٫٥٠', 123450],
    ['‏١٢٫٥٠ US$', 1250],
    ['12٫50', 1250],
    ['12.50', 1250],
    ['١٢ ٥٠', err('invalid')],
    ['۱۲', 1200],
    ['1,234.50', 123450],
    ['١٢٫٥٠٠', decimals(2)],
    ['١2', err('invalid')],
  ],
  // Plain ar writes Latin digits; Arabic-Indic ones come with the Arabic separators or ar's own.
  'ar USD': [
    ['١٢٫٥٠', 1250],
    ['١٢', 1200],
    ['١٢.٥٠', 1250],
    ['١٬٢٣٤٫٥٠', 123450],
    ['١,٢٣٤.٥٠', 123450],
    ['‏١٢٫٥٠ US$', 1250],
    ['US$ ١٢', 1200],
    ['۱۲٫۵۰', 1250],
    ['12.50', 1250],
    ['1,234.50', 123450],
    ['١٬٢٣٤.٥٠', err('invalid')],
    ['١,٢٣٤٫٥٠', err('invalid')],
    ['١٢ ٥٠', err('invalid')],
    ['١2', err('invalid')],
    ['١٢٫٥٠٠', decimals(2)],
    ['-١٢', err('negative')],
    ['€١٢', other('€')],
  ],
  'fa-IR USD': [
    ['۱۲٫۵۰', 1250],
    ['$۱۲٫۵۰', 1250],
    ['١٢', 1200],
    ['۱۲', 1200],
    ['12.50', 1250],
    ['۱2', err('invalid')],
  ],
  'hi-IN USD': [
    ['१२.५०', 1250],
    ['१२', 1200],
    ['१२,३४,५६७.५०', 123456750],
    ['$१२.५०', 1250],
    ['12.50', 1250],
    ['१2', err('invalid')],
    ['१२.५००', decimals(2)],
  ],
  'bn-BD USD': [
    ['১২.৫০', 1250],
    ['১২,৩৪,৫৬৭.৫০', 123456750],
    ['১2', err('invalid')],
  ],
  'th-TH USD': [
    ['๑๒.๕๐', 1250],
    ['๑,๒๓๔.๕๐', 123450],
  ],
  'ja-JP USD': [
    ['１２', 1200],
    ['１２．５０', 1250],
    ['１，２３４．５０', 123450],
    ['＄１２．５０', 1250],
    ['１2', err('invalid')],
    ['①', err('invalid')],
  ],
  'en-IN INR': [
    ['12,34,567.50', 123456750],
    ['₹12,34,567.50', 123456750],
    ['1,234,567.50', 123456750],
    ['12,3,4567', err('invalid')],
  ],
  'de-CH CHF': [
    ["1'234.50", 123450],
    ['1’234.50', 123450],
    ['CHF 12.50', 1250],
    ['12 50', err('invalid')],
  ],
};

describe('parseMoney', () => {
  for (const [where, rows] of Object.entries(parseTable)) {
    const [locale, currency] = where.split(' ') as [string, string];
    for (const [text, expected] of rows) {
      test(`${where}: ${JSON.stringify(text)}`, () => {
        const want = typeof expected === 'number' ? { ok: true, cents: expected } : expected;
        assert.deepEqual(parseMoney(text, locale, { currency }), want);
      });
    }
  }

  test('maxCents: above it the text is too-large', () => {
    assert.deepEqual(parseMoney('1000000', 'en-US', { maxCents: 100_000_000 }), { ok: true, cents: 100_000_000 });
    assert.deepEqual(parseMoney('1000000.01', 'en-US', { maxCents: 100_000_000 }), err('too-large'));
  });

  test('the currency defaults to USD', () => {
    assert.deepEqual(parseMoney('$5', 'en-US'), { ok: true, cents: 500 });
    assert.deepEqual(parseMoney('€5', 'en-US'), other('€'));
  });
});

/** The numbering systems the issue names, whose digits every locale takes. */
const SYSTEMS = ['latn', 'arab', 'arabext', 'deva', 'beng', 'thai', 'fullwide'];
const LOCALES = ['en-US', 'de-DE', 'fr-FR', 'de-CH', 'en-IN', 'ar', 'ar-EG', 'fa-IR', 'ur', 'hi-IN', 'bn-BD', 'th-TH', 'ja-JP', 'zh-CN', 'es-ES'];

describe('digits of every numbering system', () => {
  test('an amount Intl writes in any locale with any of the named systems parses back to its cents', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000_000_000 }),
        fc.constantFrom(...LOCALES),
        fc.constantFrom(...SYSTEMS),
        fc.boolean(),
        (cents, locale, numberingSystem, withCurrency) => {
          const written = new Intl.NumberFormat(
            locale,
            withCurrency ? { numberingSystem, style: 'currency', currency: 'USD' } : { numberingSystem, minimumFractionDigits: 2 },
          ).format(cents / 100);
          assert.deepEqual(parseMoney(written, locale, { currency: 'USD' }), { ok: true, cents }, `${locale} ${numberingSystem}: ${written}`);
        },
      ),
      { numRuns: 500 },
    );
  });

  test('every numbering system Intl writes with decimal digits is read, in every locale', () => {
    const systems = Intl.supportedValuesOf('numberingSystem').filter((numberingSystem) =>
      [...new Intl.NumberFormat('en', { numberingSystem, useGrouping: false }).format(1234567890)].every((d) => /\p{Nd}/u.test(d)),
    );
    assert.ok(systems.length > SYSTEMS.length, `only ${systems.join(' ')}`);
    for (const numberingSystem of systems) {
      for (const locale of LOCALES) {
        const written = new Intl.NumberFormat(locale, { numberingSystem, minimumFractionDigits: 2 }).format(1234567.89);
        assert.deepEqual(parseMoney(written, locale), { ok: true, cents: 123456789 }, `${locale} ${numberingSystem}: ${written}`);
      }
    }
  });

  test('mixing two systems in one number is refused, whichever two', () => {
    for (const a of SYSTEMS) {
      for (const b of SYSTEMS) {
        if (a === b) continue;
        const [one] = [...new Intl.NumberFormat('en', { numberingSystem: a }).format(1)];
        const [two] = [...new Intl.NumberFormat('en', { numberingSystem: b }).format(2)];
        for (const locale of ['en-US', 'ar', 'hi-IN', 'ja-JP']) {
          assert.deepEqual(parseMoney(`${one}${two}`, locale), err('invalid'), `${a} then ${b} in ${locale}`);
          assert.deepEqual(parseMoney(`${one}${two}.50`, locale), err('invalid'), `${a} then ${b} in ${locale}`);
        }
      }
    }
  });

  test('no other character becomes a digit: superscripts, subscripts, circled, fractions, ideographs', () => {
    for (const text of ['¹²', '₁₂', '①②', '⑴⑵', '⒈⒉', '½', 'Ⅻ', '一二', '十二', '〇', '❶❷', '🄁']) {
      assert.deepEqual(parseMoney(text, 'en-US'), err('invalid'), text);
      assert.deepEqual(parseMoney(`1${text}`, 'ja-JP'), err('invalid'), `1${text}`);
    }
  });
});

type FormatRow = [cents: number, currency: string, expected: string];

const formatTable: Record<string, FormatRow[]> = {
  'en-US': [
    [123450, 'USD', '$1,234.50'],
    [1250, 'USD', '$12.50'],
    [5, 'USD', '$0.05'],
    [0, 'USD', '$0.00'],
    [123450, 'EUR', '€1,234.50'],
    [100000000, 'USD', '$1,000,000.00'],
  ],
  'de-DE': [
    [123450, 'EUR', `1.234,50${NBSP}€`],
    [1250, 'EUR', `12,50${NBSP}€`],
    [5, 'EUR', `0,05${NBSP}€`],
    [123450, 'USD', `1.234,50${NBSP}$`],
  ],
  'fr-FR': [
    [123450, 'EUR', `1${NNBSP}234,50${NBSP}€`],
    [1250, 'EUR', `12,50${NBSP}€`],
    [123450, 'USD', `1${NNBSP}234,50${NBSP}$US`],
  ],
  'ja-JP': [
    [123450, 'USD', '$1,234.50'],
    [1250, 'USD', '$12.50'],
    [123400, 'JPY', '￥1,234'],
  ],
};

describe('formatCents and formatMoney', () => {
  for (const [locale, rows] of Object.entries(formatTable)) {
    for (const [cents, currency, expected] of rows) {
      test(`${locale} ${currency}: ${cents} cents`, () => {
        assert.equal(formatCents(cents, currency, locale), expected);
        assert.equal(formatMoney(cents / 100, currency, locale), expected);
      });
    }
  }
});

describe('what parse gives back, format shows', () => {
  for (const where of Object.keys(parseTable)) {
    const [locale, currency] = where.split(' ') as [string, string];
    test(`${where}: formatEditable and formatMinor output parse to the same minor units`, () => {
      for (const cents of [0, 5, 50, 1250, 123450, 99999999]) {
        assert.deepEqual(parseMoney(formatEditable(cents, locale, currency), locale, { currency }), { ok: true, cents });
        assert.deepEqual(parseMoney(formatMinor(cents, currency, locale), locale, { currency }), { ok: true, cents });
      }
    });
  }
});

describe('symbols, percents and editable text', () => {
  const rows: Array<[locale: string, symbolUsd: string, eurAfter: boolean, percent: string, editable: string]> = [
    ['en-US', '$', false, '17.5%', '1234.50'],
    ['de-DE', '$', true, `17,5${NBSP}%`, '1234,50'],
    ['fr-FR', '$US', true, `17,5${NBSP}%`, '1234,50'],
    ['ja-JP', '$', false, '17.5%', '1234.50'],
  ];
  for (const [locale, symbolUsd, eurAfter, percent, editable] of rows) {
    test(locale, () => {
      assert.equal(currencySymbol('USD', locale), symbolUsd);
      assert.equal(currencySymbol('EUR', locale), '€');
      assert.equal(symbolAfterNumber('EUR', locale), eurAfter);
      assert.equal(formatPercent(17.5, locale), percent);
      assert.equal(formatEditable(123450, locale), editable);
    });
  }
});

// ----- text that could be read as two amounts ------------------------------------------------------

const ambiguous = { ok: false as const, error: 'ambiguous' as const };

/**
 * Per "locale currency": a zero-led group before a separator, refused whichever way the locale
 * writes it, and the decimal with a lone zero, kept. "1,500"-style groups after a non-zero digit
 * stay amounts.
 */
const leadingZeroTable: Record<string, Row[]> = {
  'en-US USD': [['0,500', ambiguous], ['$0,500', ambiguous], ['0,500.00', ambiguous], ['00,5', ambiguous], ['00.50', ambiguous], ['01.50', ambiguous], ['0,000,500', ambiguous], ['0.50', 50], ['0,50', 50], ['0.05', 5], ['1,500', 150000], ['10,500', 1050000], ['05', 500], ['0', 0]],
  'en-US KWD': [['0,500', ambiguous], ['00.500', ambiguous], ['0.500', 500], ['1,500', 1500000]],
  'en-US JPY': [['0,500', ambiguous], ['1,500', 1500]],
  'de-DE EUR': [['0.500', ambiguous], ['0.500 €', ambiguous], ['00,5', ambiguous], ['00,50', ambiguous], ['0,50', 50], ['0.50', 50], ['1.500', 150000]],
  'de-DE KWD': [['0.500', ambiguous], ['0,500', 500], ['1.500', 1500000]],
  'de-DE USD': [['0.500', ambiguous], ['0,50', 50]],
  'fr-FR EUR': [['0 500', ambiguous], [`0${NNBSP}500`, ambiguous], ['00,5', ambiguous], ['0,50', 50], ['1 500', 150000]],
  'ja-JP JPY': [['0,500', ambiguous], ['０，５００', ambiguous], ['¥0,500', ambiguous], ['1,500', 1500]],
  'ja-JP USD': [['0,500', ambiguous], ['0.50', 50]],
  'ar-EG USD': [['٠٬٥٠٠', ambiguous], ['٠٠٫٥', ambiguous], ['٠٫٥٠', 50], ['١٬٥٠٠', 150000]],
  'ar KWD': [['0,500', ambiguous], ['٠٬٥٠٠', ambiguous], ['٠٫٥٠٠', 500]],
  'fa-IR USD': [['۰٬۵۰۰', ambiguous], ['۰٫۵۰', 50]],
  'hi-IN USD': [['०,५००', ambiguous], ['0,00,500', ambiguous], ['०.५०', 50], ['1,500', 150000]],
  'en-IN INR': [['0,00,500', ambiguous], ['0,500', ambiguous], ['0.50', 50]],
  'de-CH CHF': [["0'500", ambiguous], ['0.50', 50]],
  'th-TH USD': [['๐,๕๐๐', ambiguous], ['๐.๕๐', 50]],
};

/** Bidi controls inside a typed amount, per "locale currency": refused; the marks Intl writes around an amount stay read over. */
const bidiTable: Record<string, Row[]> = {
  'en-US USD': [['\u202e0051', ambiguous], ['\u202d1500', ambiguous], ['1\u202e500', ambiguous], ['\u2067100\u2069', ambiguous], ['1\u200f500', ambiguous], ['12\u200e.50', ambiguous], ['\u200e12.50', 1250], ['12.50\u200f', 1250]],
  'en-US KWD': [['\u202e005.0', ambiguous]],
  'en-US JPY': [['\u202e0051', ambiguous]],
  'de-DE EUR': [['\u202e05,21', ambiguous], ['1\u061c500', ambiguous]],
  'fr-FR EUR': [['\u202e0051', ambiguous], ['1\u2066 500', ambiguous]],
  'ja-JP JPY': [['\u202e００５１', ambiguous], ['\u2068¥1500\u2069', ambiguous]],
  'ar-EG USD': [['\u202e١٥٠٠', ambiguous], ['١\u200f٥٠٠', ambiguous], ['\u200f١٢٫٥٠ US$', 1250], ['\u061c-١٢', { ok: false, error: 'negative' }]],
  'ar KWD': [['\u202b١٢٫٣٤٥', ambiguous], ['١٢٫\u200f٣٤٥', ambiguous]],
  'he-IL USD': [['\u202e0051', ambiguous], ['\u200f12.50 \u200f$', 1250]],
  'fa-IR USD': [['۱۲\u200e٫۵۰', ambiguous]],
  'hi-IN USD': [['\u202e१५००', ambiguous]],
};

for (const [title, table] of [
  ['leading-zero groups', leadingZeroTable],
  ['bidi controls in an amount', bidiTable],
] as const) {
  describe(`parseMoney: ${title}`, () => {
    for (const [where, rows] of Object.entries(table)) {
      const [locale, currency] = where.split(' ') as [string, string];
      for (const [text, expected] of rows) {
        test(`${where}: ${JSON.stringify(text)}`, () => {
          const want = typeof expected === 'number' ? { ok: true, cents: expected } : expected;
          assert.deepEqual(parseMoney(text, locale, { currency }), want);
        });
      }
    }
  });
}

/** Locales whose group and decimal separators differ in every way the parser knows (comma, point, spaces, apostrophe, Arabic, Indian grouping). */
const AMBIGUITY_LOCALES = ['en-US', 'de-DE', 'fr-FR', 'de-CH', 'en-IN', 'ja-JP', 'ar', 'ar-EG', 'fa-IR', 'hi-IN', 'th-TH', 'es-ES', 'pl-PL', 'he-IL'];
const AMBIGUITY_CURRENCIES = ['USD', 'JPY', 'KWD'];

describe('parseMoney: ambiguous shapes, as properties', () => {
  test('a zero-led group before any separator the locale writes is refused, whatever follows it', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 10_000, max: 999_999_999 }),
        fc.constantFrom(...AMBIGUITY_LOCALES),
        fc.constantFrom(...AMBIGUITY_CURRENCIES),
        fc.constantFrom(...SYSTEMS),
        fc.integer({ min: 1, max: 2 }),
        (whole, locale, currency, numberingSystem, zeros) => {
          // A number Intl groups, its first group turned to zeros: "1,234,567" → "0,234,567", "12,34,567" → "00,34,567".
          const parts = new Intl.NumberFormat(locale, { numberingSystem, useGrouping: true }).formatToParts(whole);
          const zero = new Intl.NumberFormat(locale, { numberingSystem }).format(0);
          const text = zero.repeat(zeros) + parts.slice(1).map((p) => p.value).join('');
          assert.deepEqual(parseMoney(text, locale, { currency }), ambiguous, `${locale} ${currency} ${numberingSystem}: ${text}`);
        },
      ),
      { numRuns: 400 },
    );
  });

  test('two or more zeros before the decimal separator are refused; one zero is a decimal', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 99 }),
        fc.constantFrom(...AMBIGUITY_LOCALES),
        fc.constantFrom('USD', 'KWD'),
        fc.constantFrom(...SYSTEMS),
        fc.integer({ min: 2, max: 4 }),
        (fraction, locale, currency, numberingSystem, zeros) => {
          const format = new Intl.NumberFormat(locale, { numberingSystem, minimumFractionDigits: 2, maximumFractionDigits: 2 });
          const one = format.format(fraction / 100); // "0.07", "٠٫٠٧": a decimal, written by Intl
          const cents = fraction * 10 ** (currency === 'KWD' ? 1 : 0);
          assert.deepEqual(parseMoney(one, locale, { currency }), { ok: true, cents }, `${locale} ${numberingSystem}: ${one}`);
          const zero = new Intl.NumberFormat(locale, { numberingSystem }).format(0);
          const more = zero.repeat(zeros - 1) + one;
          assert.deepEqual(parseMoney(more, locale, { currency }), ambiguous, `${locale} ${numberingSystem}: ${more}`);
        },
      ),
      { numRuns: 300 },
    );
  });

  test('a bidi control anywhere in an amount Intl writes, or a direction mark between its digits, is refused', () => {
    const controls = ['\u202a', '\u202b', '\u202c', '\u202d', '\u202e', '\u2066', '\u2067', '\u2068', '\u2069'];
    const marks = ['\u200e', '\u200f', '\u061c'];
    fc.assert(
      fc.property(
        fc.integer({ min: 10, max: 100_000_000 }),
        fc.constantFrom(...AMBIGUITY_LOCALES),
        fc.constantFrom(...AMBIGUITY_CURRENCIES),
        fc.constantFrom(...SYSTEMS),
        fc.constantFrom(...controls, ...marks),
        fc.nat(),
        (minor, locale, currency, numberingSystem, control, where) => {
          const written = new Intl.NumberFormat(locale, { numberingSystem, style: 'currency', currency }).format(minor / 10 ** currencyExponentOf(currency));
          const digits = [...written.matchAll(/\p{Nd}/gu)].map((m) => m.index);
          // A control: anywhere; a mark: right after a digit that has another digit after it.
          const at = controls.includes(control) ? where % (written.length + 1) : digits[where % (digits.length - 1)]! + 1;
          const text = written.slice(0, at) + control + written.slice(at);
          assert.deepEqual(parseMoney(text, locale, { currency }), ambiguous, `${locale} ${currency}: ${JSON.stringify(text)}`);
          // And without it, the amount is read.
          assert.deepEqual(parseMoney(written, locale, { currency }), { ok: true, cents: minor }, `${locale} ${currency}: ${JSON.stringify(written)}`);
        },
      ),
      { numRuns: 400 },
    );
  });
});

function currencyExponentOf(currency: string): number {
  return new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
}
