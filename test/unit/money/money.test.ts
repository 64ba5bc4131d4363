/**
 * Property-based tests of the cents arithmetic (src/money/money.ts): 10,000 generated cases per
 * property, each checked against exact integer (BigInt) arithmetic rather than against floats.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import {
  MAX_CENTS,
  centsToDecimal,
  fromCents,
  isMoney,
  percentOf,
  splitCents,
  sumCents,
  sumCentsInRange,
  toCents,
} from '../../../src/money/money.js';
import { percentOfCents } from '../../../src/money/money.js';

const RUNS = { numRuns: 10_000 };

/** Every cents value the helpers promise to handle, with extra weight near zero and near the limits. */
const anyCents = fc.oneof(
  fc.integer({ min: -MAX_CENTS, max: MAX_CENTS }),
  fc.integer({ min: -100_000, max: 100_000 }),
  fc.integer({ min: MAX_CENTS - 100_000, max: MAX_CENTS }),
  fc.integer({ min: -MAX_CENTS, max: -MAX_CENTS + 100_000 }),
);
const tipCents = fc.integer({ min: 0, max: 10_000_000_00 });
/** A percent with up to four decimals, as the scaled integer and the number. */
const percent4 = fc.integer({ min: 0, max: 200_0000 }).map((scaled) => ({ scaled, value: scaled / 10_000 }));

/** The dollar literal a person or the service would write for `cents`: "-12.05", "0.50". */
function literal(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = BigInt(Math.abs(cents));
  return `${sign}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
}

/** Exact reference: n / d rounded half away from zero, in BigInt. */
function divHalfUp(n: bigint, d: bigint): bigint {
  const negative = n < 0n !== d < 0n;
  const an = n < 0n ? -n : n;
  const ad = d < 0n ? -d : d;
  let q = an / ad;
  if ((an % ad) * 2n >= ad) q += 1n;
  return negative ? -q : q;
}

function decimals(amount: number): number {
  const s = String(amount);
  if (/e/i.test(s)) return Infinity;
  return s.includes('.') ? s.split('.')[1]!.length : 0;
}

test('fromCents then toCents gives back every cents value in range', () => {
  fc.assert(
    fc.property(anyCents, (cents) => toCents(fromCents(cents)) === cents),
    RUNS,
  );
});

test('every two-decimal amount converts to its exact cents and back to the same number', () => {
  fc.assert(
    fc.property(anyCents, (cents) => {
      const amount = Number(literal(cents));
      return toCents(amount) === cents && fromCents(toCents(amount)) === amount && isMoney(amount);
    }),
    RUNS,
  );
});

test('the limit itself round-trips and one cent beyond it is refused', () => {
  assert.equal(toCents(fromCents(MAX_CENTS)), MAX_CENTS);
  assert.equal(toCents(fromCents(-MAX_CENTS)), -MAX_CENTS);
  assert.throws(() => fromCents(MAX_CENTS + 1), RangeError);
  assert.throws(() => fromCents(Number.MAX_SAFE_INTEGER), RangeError);
});

test('the sum of converted parts equals the converted sum', () => {
  fc.assert(
    fc.property(fc.array(fc.integer({ min: -10_000_000_00, max: 10_000_000_00 }), { maxLength: 40 }), (parts) => {
      const exact = parts.reduce((a, b) => a + BigInt(b), 0n);
      const amounts = parts.map(fromCents);
      const viaCents = sumCents(amounts.map(toCents));
      return BigInt(viaCents) === exact && toCents(fromCents(viaCents)) === viaCents && fromCents(viaCents) === Number(literal(viaCents));
    }),
    RUNS,
  );
});

test('sumCents refuses a sum beyond the money range', () => {
  assert.throws(() => sumCents([MAX_CENTS, 1]), RangeError);
  assert.equal(sumCents([MAX_CENTS, -1, 1]), MAX_CENTS);
});

test('fromCents and percentOf never give more than two decimals', () => {
  fc.assert(
    fc.property(anyCents, (cents) => {
      const amount = fromCents(cents);
      return isMoney(amount) && decimals(amount) <= 2;
    }),
    RUNS,
  );
  fc.assert(
    fc.property(tipCents, percent4, (cents, p) => {
      const amount = percentOf(fromCents(cents), p.value);
      return isMoney(amount) && decimals(amount) <= 2;
    }),
    RUNS,
  );
});

test('percentOfCents rounds half up, exactly as the rational reference', () => {
  fc.assert(
    fc.property(
      fc.oneof(tipCents, fc.integer({ min: -10_000_000_00, max: 0 })),
      percent4,
      (cents, p) => BigInt(percentOfCents(cents, p.value)) === divHalfUp(BigInt(cents) * BigInt(p.scaled), 1_000_000n),
    ),
    RUNS,
  );
  // Exact halves: 2.5 cents rounds to 3, and -2.5 to -3 (half away from zero).
  assert.equal(percentOfCents(50, 5), 3);
  assert.equal(percentOfCents(-50, 5), -3);
  assert.equal(percentOfCents(1250, 18), 225);
  assert.equal(percentOfCents(5000, 17.5), 875);
});

test('percentOfCents refuses a percent with more than four decimals', () => {
  assert.throws(() => percentOfCents(100, 1.23456), RangeError);
  assert.throws(() => percentOfCents(100, Number.NaN), RangeError);
});

test('splitCents sums exactly and its shares differ by at most one cent', () => {
  fc.assert(
    fc.property(fc.integer({ min: 0, max: MAX_CENTS }), fc.integer({ min: 1, max: 50 }), (cents, parts) => {
      const shares = splitCents(cents, parts);
      const total = shares.reduce((a, b) => a + BigInt(b), 0n);
      return (
        shares.length === parts &&
        total === BigInt(cents) &&
        Math.max(...shares) - Math.min(...shares) <= 1 &&
        shares.every((s, i) => i === 0 || s <= shares[i - 1]!)
      );
    }),
    RUNS,
  );
});

test('toCents refuses three decimals, NaN and Infinity', () => {
  fc.assert(
    fc.property(fc.integer({ min: 0, max: 1_000_000_000 }), fc.integer({ min: 0, max: 99 }), fc.integer({ min: 1, max: 9 }), (whole, cents, third) => {
      const text = `${whole}.${String(cents).padStart(2, '0')}${third}`;
      const amount = Number(text);
      assert.equal(isMoney(amount), false, text);
      assert.throws(() => toCents(amount), RangeError, text);
      assert.throws(() => toCents(-amount), RangeError, text);
    }),
    RUNS,
  );
  for (const bad of [Number.NaN, Infinity, -Infinity, 0.001, 1.005, 0.1 + 0.2]) {
    assert.throws(() => toCents(bad), RangeError, String(bad));
  }
  assert.equal(toCents(-0), 0);
  assert.ok(Object.is(fromCents(-0), 0));
});

test('centsToDecimal writes integer cents as a two-place decimal that parses back to the same cents', () => {
  fc.assert(
    fc.property(anyCents, (cents) => {
      const text = centsToDecimal(cents);
      assert.match(text, /^-?\d+\.\d{2}$/);
      assert.equal(toCents(Number(text)), cents);
    }),
    RUNS,
  );
  assert.equal(centsToDecimal(5), '0.05');
  assert.equal(centsToDecimal(-1250), '-12.50');
});

test('sumCentsInRange: the sum, or undefined once a running total leaves ±MAX_CENTS (never a throw)', () => {
  assert.equal(sumCentsInRange([10, 20, -5]), 25);
  assert.equal(sumCentsInRange([]), 0);
  assert.equal(sumCentsInRange([MAX_CENTS, 1]), undefined);
  assert.equal(sumCentsInRange([2e15, 2e15]), undefined);
  assert.equal(sumCentsInRange([MAX_CENTS, -MAX_CENTS]), 0);
  assert.equal(sumCentsInRange([Number.NaN]), undefined);
  assert.throws(() => sumCents([2e15, 2e15]), RangeError);
});
