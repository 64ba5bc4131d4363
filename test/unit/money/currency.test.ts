/**
 * Money in the currency's own minor unit: the exponent from Intl (JPY 0, USD 2, KWD and BHD 3),
 * conversions that never round, exact display of the service's amounts with more decimals than
 * their currency has, and the editable text with the currency's decimals.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import {
  currencyExponent,
  decimalsOf,
  formatEditable,
  formatMinor,
  formatMoney,
  fromMinor,
  isMoney,
  MAX_MINOR,
  minorToDecimal,
  parseMoney,
  rescaleMinor,
  scaleOf,
  toMinor,
} from '../../../src/money/index.js';

test('currencyExponent: the decimals Intl gives each currency', () => {
  assert.equal(currencyExponent('JPY'), 0);
  assert.equal(currencyExponent('USD'), 2);
  assert.equal(currencyExponent('EUR'), 2);
  assert.equal(currencyExponent('KWD'), 3);
  assert.equal(currencyExponent('BHD'), 3);
  assert.equal(currencyExponent('jpy'), 0, 'a lower-case code is the same currency');
  assert.equal(currencyExponent('not a code'), 2, 'a code Intl refuses falls back to two');
});

for (const [currency, exponent] of [['JPY', 0], ['USD', 2], ['KWD', 3], ['BHD', 3]] as const) {
  test(`${currency}: toMinor and fromMinor are exact inverses over the whole range`, () => {
    fc.assert(
      fc.property(fc.integer({ min: -MAX_MINOR, max: MAX_MINOR }), (minor) => toMinor(fromMinor(minor, exponent), exponent) === minor),
      { numRuns: 5000 },
    );
    // The literal a person or the service would write is the same number.
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_000 }), (minor) => Number(minorToDecimal(minor, exponent)) === fromMinor(minor, exponent)),
      { numRuns: 5000 },
    );
  });
}

test('toMinor never rounds: more decimals than the currency has is a RangeError', () => {
  assert.equal(toMinor(1200, 0), 1200);
  assert.throws(() => toMinor(12.5, 0), RangeError);
  assert.equal(toMinor(12.345, 3), 12345);
  assert.throws(() => toMinor(12.3456, 3), RangeError);
  assert.equal(toMinor(12.5, 2), 1250);
  assert.throws(() => toMinor(12.345, 2), RangeError);
  assert.equal(isMoney(12.5, 0), false);
  assert.equal(isMoney(12.345, 3), true);
  assert.equal(isMoney(12.345), false, 'two decimals by default, as before');
});

test('decimalsOf and scaleOf: the decimals an amount needs to be exact', () => {
  assert.equal(decimalsOf(1200), 0);
  assert.equal(decimalsOf(12.5), 1);
  assert.equal(decimalsOf(12.345), 3);
  assert.equal(decimalsOf(0.1 + 0.2), undefined, '0.30000000000000004 is not money');
  assert.equal(decimalsOf(Number.NaN), undefined);
  assert.equal(decimalsOf(2e13), 0, 'a large whole amount is exact');
  assert.equal(scaleOf(0, [50, 12.5, 1]), 1);
  assert.equal(scaleOf(2, [50, 12.5]), 2);
  assert.equal(scaleOf(3, []), 3);
  assert.equal(rescaleMinor(125, 0, 1), 1250);
  assert.throws(() => rescaleMinor(125, 1, 0), RangeError);
});

test('minorToDecimal writes the currency decimals with no float arithmetic', () => {
  assert.equal(minorToDecimal(1200, 0), '1200');
  assert.equal(minorToDecimal(-5, 0), '-5');
  assert.equal(minorToDecimal(1250, 2), '12.50');
  assert.equal(minorToDecimal(12345, 3), '12.345');
  assert.equal(minorToDecimal(5, 3), '0.005');
});

test('formatting: the currency decimals, and never rounding an amount that has more', () => {
  assert.equal(formatMinor(1200, 'JPY', 'en-US'), '¥1,200');
  assert.equal(formatMinor(1250, 'USD', 'en-US'), '$12.50');
  assert.equal(formatMinor(12345, 'KWD', 'en-US'), 'KWD\u00a012.345');
  assert.equal(formatMinor(1500, 'BHD', 'en-US'), 'BHD\u00a01.500');
  // The service's ¥12.5 is drawn as it is, not as ¥13.
  assert.equal(formatMoney(12.5, 'JPY', 'en-US'), '¥12.5');
  assert.equal(formatMinor(125, 'JPY', 'en-US', 1), '¥12.5');
  assert.equal(formatMoney(13, 'JPY', 'en-US'), '¥13');
  assert.equal(formatMoney(1.005, 'USD', 'en-US'), '$1.005');
});

test('formatEditable: the currency decimals, no grouping, the locale separator', () => {
  assert.equal(formatEditable(1200, 'en-US', 'JPY'), '1200');
  assert.equal(formatEditable(123450, 'en-US', 'USD'), '1234.50');
  assert.equal(formatEditable(12345, 'en-US', 'KWD'), '12.345');
  assert.equal(formatEditable(12345, 'de-DE', 'BHD'), '12,345');
  assert.equal(formatEditable(123450, 'en-US'), '1234.50', 'two decimals by default, as before');
  for (const [currency, minor] of [['JPY', 1200], ['USD', 1250], ['KWD', 12345]] as const) {
    assert.deepEqual(parseMoney(formatEditable(minor, 'en-US', currency), 'en-US', { currency }), { ok: true, cents: minor });
  }
});

test('parseMoney names the decimals the currency allows', () => {
  assert.deepEqual(parseMoney('12.5', 'en-US', { currency: 'JPY' }), { ok: false, error: 'too-many-decimals', decimals: 0 });
  assert.deepEqual(parseMoney('12.345', 'en-US', { currency: 'KWD' }), { ok: true, cents: 12345 });
  assert.deepEqual(parseMoney('12.345', 'en-US', { currency: 'BHD' }), { ok: true, cents: 12345 });
  assert.deepEqual(parseMoney('12.345', 'en-US', { currency: 'USD' }), { ok: false, error: 'too-many-decimals', decimals: 2 });
});
