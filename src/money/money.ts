/**
 * Money helpers. The service speaks amounts in the currency's major unit (numbers: 12.5 dollars,
 * 1200 yen, 12.345 dinars); everything inside tip-elements computes in integer minor units of the
 * currency (cents for USD, yen for JPY, fils for KWD) and converts only at the edge. The number of
 * decimals a currency has (its exponent) comes from Intl: {@link currencyExponent}. The `Cents`
 * helpers are the exponent-2 forms of the `Minor` ones.
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

/**
 * Largest magnitude in minor units the helpers accept, whatever the exponent (the same bound as
 * {@link MAX_CENTS}): up to here `minor / 10 ** e` and `Math.round(amount * 10 ** e)` are exact
 * inverses for every exponent from 0 to {@link MAX_DECIMALS}.
 */
export const MAX_MINOR = MAX_CENTS;

/**
 * Most decimals an amount may carry: 4, the largest exponent of any ISO 4217 currency (CLF, UYW).
 * The service's amounts are read exactly up to here, even where the currency has fewer (a JPY
 * amount of 12.5 is shown as ¥12.5, never rounded).
 */
export const MAX_DECIMALS = 4;

const exponents = new Map<string, number>();

/**
 * The number of decimals of `currency`'s minor unit, from Intl (CLDR): 0 for JPY, 2 for USD, 3
 * for KWD and BHD. Cached per currency. A code Intl refuses gets 2.
 */
export function currencyExponent(currency = 'USD'): number {
  const code = currency.toUpperCase();
  let exponent = exponents.get(code);
  if (exponent === undefined) {
    try {
      exponent = new Intl.NumberFormat(undefined, { style: 'currency', currency: code }).resolvedOptions().maximumFractionDigits ?? 2;
    } catch {
      exponent = 2;
    }
    exponent = Math.min(Math.max(exponent, 0), MAX_DECIMALS);
    exponents.set(code, exponent);
  }
  return exponent;
}

function checkExponent(exponent: number): number {
  if (!Number.isInteger(exponent) || exponent < 0 || exponent > MAX_DECIMALS) {
    throw new RangeError(`Exponent must be an integer from 0 to ${MAX_DECIMALS}: ${String(exponent)}`);
  }
  return 10 ** exponent;
}

/**
 * True when `amount` is a finite number with at most `exponent` decimals (default two), whose
 * minor units at that exponent are within ±MAX_MINOR.
 */
export function isMoney(amount: unknown, exponent = 2): amount is number {
  if (typeof amount !== 'number' || !Number.isFinite(amount)) return false;
  const scale = checkExponent(exponent);
  const minor = Math.round(amount * scale);
  return Math.abs(minor) <= MAX_MINOR && minor / scale === amount;
}

/**
 * The fewest decimals (0 to {@link MAX_DECIMALS}) that write `amount` exactly within ±MAX_MINOR
 * minor units: 0 for 1200, 1 for 12.5, 3 for 12.345; `undefined` for anything else (NaN, 1/3,
 * 1.23456). What an amount from the service needs to be shown and summed exactly.
 */
export function decimalsOf(amount: unknown): number | undefined {
  for (let exponent = 0; exponent <= MAX_DECIMALS; exponent++) if (isMoney(amount, exponent)) return exponent;
  return undefined;
}

/**
 * The scale (decimals) at which every one of `amounts` is an integer: at least `exponent`, more
 * when an amount has more decimals (the service's ¥12.5 needs 1). Amounts that are not money
 * (see {@link decimalsOf}) are ignored.
 */
export function scaleOf(exponent: number, amounts: Iterable<number | undefined>): number {
  let scale = exponent;
  for (const amount of amounts) scale = Math.max(scale, decimalsOf(amount) ?? 0);
  return scale;
}

/**
 * An amount to integer minor units at `exponent` decimals (2: cents, 0: yen, 3: fils). Throws a
 * RangeError for a non-finite amount or one with more decimals, rather than silently rounding.
 */
export function toMinor(amount: number, exponent: number): number {
  if (!isMoney(amount, exponent)) {
    throw new RangeError(`Not a money amount (finite, at most ${exponent} decimals): ${String(amount)}`);
  }
  // Normalise -0 to 0.
  return Math.round(amount * 10 ** exponent) || 0;
}

/** Integer minor units at `exponent` decimals to the amount. Exact to the nearest double, as the literal would be. */
export function fromMinor(minor: number, exponent: number): number {
  const scale = checkExponent(exponent);
  if (!Number.isSafeInteger(minor) || Math.abs(minor) > MAX_MINOR) {
    throw new RangeError(`Minor units must be an integer within ±MAX_MINOR: ${String(minor)}`);
  }
  return minor / scale || 0;
}

/** Minor units at scale `from` to scale `to` (`to` >= `from`), exactly: 125 yen at 0 is 1250 at 1. */
export function rescaleMinor(minor: number, from: number, to: number): number {
  if (to < from) throw new RangeError(`Cannot rescale from ${from} to fewer decimals (${to})`);
  const result = minor * 10 ** (to - from);
  if (!Number.isSafeInteger(result) || Math.abs(result) > MAX_MINOR) throw new RangeError('Rescaled minor units are out of range');
  return result || 0;
}

/**
 * Dollars to integer cents. Throws a RangeError for a non-finite amount or one with
 * more than two decimals, rather than silently rounding money.
 */
export function toCents(amount: number): number {
  return toMinor(amount, 2);
}

/** Integer cents to dollars. The division is exact to the nearest double, as the literal would be. */
export function fromCents(cents: number): number {
  return fromMinor(cents, 2);
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

/** `percent`% of a dollar amount, rounded half-up to the cent; dollars in, dollars out. */
export function percentOf(amount: number, percent: number): number {
  return fromCents(percentOfCents(toCents(amount), percent));
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
  return minorToDecimal(cents, 2);
}

/**
 * Integer minor units as a plain decimal string with `exponent` places ("12.50" at 2, "1200" at
 * 0, "12.345" at 3), with no float math.
 */
export function minorToDecimal(minor: number, exponent: number): string {
  checkExponent(exponent);
  if (!Number.isSafeInteger(minor)) throw new RangeError(`Minor units must be a safe integer: ${String(minor)}`);
  if (exponent === 0) return `${minor < 0 ? '-' : ''}${Math.abs(minor)}`;
  const digits = String(Math.abs(minor)).padStart(exponent + 1, '0');
  return `${minor < 0 ? '-' : ''}${digits.slice(0, -exponent)}.${digits.slice(-exponent)}`;
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

// Percentages of amounts in minor units, computed exactly with integers (BigInt).

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
