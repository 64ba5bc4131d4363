/**
 * Percentages of amounts in minor units, computed exactly with integers (BigInt): a percentage of
 * an amount, and what percent one amount is of another.
 */
const PERCENT_SCALE = 10_000n; // percent with up to four decimals

function scaledPercent(percent: number): bigint {
  if (!Number.isFinite(percent)) throw new RangeError(`Percent must be finite: ${String(percent)}`);
  const scaled = Math.round(percent * Number(PERCENT_SCALE));
  if (scaled / Number(PERCENT_SCALE) !== percent || !Number.isSafeInteger(scaled)) {
    throw new RangeError(`Percent may have at most four decimals: ${String(percent)}`);
  }
  return BigInt(scaled);
}

/**
 * `percent`% of `cents`, rounded half-up (half away from zero) to whole cents,
 * computed exactly with integers. `percent` may carry up to four decimals (17.5, 2.9).
 */
export function percentOfCents(cents: number, percent: number): number {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Cents must be a safe integer: ${String(cents)}`);
  const numerator = BigInt(cents) * scaledPercent(percent);
  const denominator = 100n * PERCENT_SCALE;
  const negative = numerator < 0n;
  const magnitude = negative ? -numerator : numerator;
  const rounded = (magnitude * 2n + denominator) / (denominator * 2n);
  const result = Number(negative ? -rounded : rounded);
  if (!Number.isSafeInteger(result)) throw new RangeError('Result is out of range');
  return result || 0;
}

/**
 * What percent `partCents` is of `wholeCents`, rounded half-up to `decimals` places.
 * Used to show "20%" beside an amount proposal. Returns 0 for a zero whole.
 */
export function percentFromCents(partCents: number, wholeCents: number, decimals = 0): number {
  if (wholeCents === 0) return 0;
  const scale = 10n ** BigInt(decimals);
  const numerator = BigInt(partCents) * 100n * scale;
  const denominator = BigInt(wholeCents);
  const negative = (numerator < 0n) !== (denominator < 0n);
  const n = numerator < 0n ? -numerator : numerator;
  const d = denominator < 0n ? -denominator : denominator;
  const rounded = (n * 2n + d) / (d * 2n);
  return Number(negative ? -rounded : rounded) / Number(scale);
}
