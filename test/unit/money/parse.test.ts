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
