/**
 * Money helpers. The service speaks dollars (numbers with at most two decimals);
 * everything inside tip-elements computes in integer cents and converts only at the edge.
 */

/**
 * Largest magnitude in cents the helpers accept: $35 trillion. Up to here a dollar double is
 * below 2^45, so `cents / 100` and `Math.round(amount * 100)` are exact inverses; above about
 * 2^45 dollars (still safe integers in cents) they are not, and at 2^46 neighbouring cents
 * even share one double.
 */
export const MAX_CENTS = 3_500_000_000_000_000;

/** Largest dollar amount the helpers accept. */
export const MAX_AMOUNT = MAX_CENTS / 100;

/**
 * Largest dollar amount one field of a request may carry: $1,000,000 (a tip, a service amount,
 * a refund). Far below {@link MAX_AMOUNT}, so that a body of any size the service reads (a
 * hundred thousand tips, each with its fee) still sums exactly in cents.
 */
export const MAX_REQUEST_AMOUNT = 1_000_000;

/** True when `amount` is a finite number with at most two decimals, within ±MAX_AMOUNT. */
export function isMoney(amount: unknown): amount is number {
  if (typeof amount !== 'number' || !Number.isFinite(amount)) return false;
  const cents = Math.round(amount * 100);
  return Math.abs(cents) <= MAX_CENTS && cents / 100 === amount;
}

/**
 * Dollars to integer cents. Throws a RangeError for a non-finite amount or one with
 * more than two decimals, rather than silently rounding money.
 */
export function toCents(amount: number): number {
  if (!isMoney(amount)) {
    throw new RangeError(`Not a money amount (finite, at most two decimals): ${String(amount)}`);
  }
  // Normalise -0 to 0.
  return Math.round(amount * 100) || 0;
}

/** Integer cents to dollars. The division is exact to the nearest double, as the literal would be. */
export function fromCents(cents: number): number {
  if (!Number.isSafeInteger(cents) || Math.abs(cents) > MAX_CENTS) {
    throw new RangeError(`Cents must be an integer within ±MAX_CENTS: ${String(cents)}`);
  }
  return cents / 100 || 0;
}

/** Sum of integer cents; throws if a running total leaves ±MAX_CENTS. */
export function sumCents(values: Iterable<number>): number {
  let total = 0;
  for (const value of values) {
    total += value;
    if (!Number.isSafeInteger(total) || Math.abs(total) > MAX_CENTS) throw new RangeError('Sum of cents is out of range');
  }
  return total;
}

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

/** `percent`% of a dollar amount, rounded half-up to the cent; dollars in, dollars out. */
export function percentOf(amount: number, percent: number): number {
  return fromCents(percentOfCents(toCents(amount), percent));
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

/**
 * Split `cents` into `parts` shares that differ by at most one cent and sum exactly
 * to `cents`; the first shares take the remainder.
 */
export function splitCents(cents: number, parts: number): number[] {
  if (!Number.isSafeInteger(cents) || cents < 0) throw new RangeError('Cents must be a non-negative safe integer');
  if (!Number.isInteger(parts) || parts < 1) throw new RangeError('Parts must be a positive integer');
  const base = Math.floor(cents / parts);
  const remainder = cents - base * parts;
  return Array.from({ length: parts }, (_, i) => base + (i < remainder ? 1 : 0));
}

/** Integer cents as a plain decimal string with two places ("12.50", "-0.05"), with no float math. */
export function centsToDecimal(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Cents must be a safe integer: ${String(cents)}`);
  const digits = String(Math.abs(cents)).padStart(3, '0');
  return `${cents < 0 ? '-' : ''}${digits.slice(0, -2)}.${digits.slice(-2)}`;
}

/**
 * Sum of integer cents, or `undefined` when a value or a running total leaves ±MAX_CENTS: for
 * sums of amounts from a host or the service that an element shows, which say so rather than throw.
 */
export function sumCentsInRange(values: Iterable<number>): number | undefined {
  let total = 0;
  for (const value of values) {
    total += value;
    if (!Number.isSafeInteger(total) || Math.abs(total) > MAX_CENTS) return undefined;
  }
  return total;
}
