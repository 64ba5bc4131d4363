/**
 * Splitting an amount of integer minor units among people, exactly: the shares always sum to the
 * amount. A leaf: no import.
 */

/**
 * `totalMinor` split in proportion to `weights` by the largest-remainder method: each share is
 * the floor of its exact share (total × weight ÷ sum of weights), and the minor units left over
 * go one each to the largest remainders; on equal remainders the earlier weight goes first, so
 * the split is deterministic. A weight of 0 gets 0. Every share differs from its exact share by
 * less than one minor unit, and the shares sum to `totalMinor` exactly. Computed with BigInt, so
 * no product is rounded.
 *
 * When every weight is 0 (nobody has a service amount to weigh by) the amount is split evenly,
 * as if every weight were 1. No weights, no shares. Throws a RangeError when `totalMinor` or a
 * weight is not a non-negative safe integer.
 */
export function splitLargestRemainder(totalMinor: number, weights: readonly number[]): number[] {
  if (!Number.isSafeInteger(totalMinor) || totalMinor < 0) throw new RangeError(`The amount must be a non-negative safe integer: ${String(totalMinor)}`);
  let sum = 0n;
  for (const weight of weights) {
    if (!Number.isSafeInteger(weight) || weight < 0) throw new RangeError(`A weight must be a non-negative safe integer: ${String(weight)}`);
    sum += BigInt(weight);
  }
  if (sum === 0n) return weights.length === 0 ? [] : splitLargestRemainder(totalMinor, weights.map(() => 1));
  const total = BigInt(totalMinor);
  const shares = weights.map((weight) => (total * BigInt(weight)) / sum);
  const remainders = weights.map((weight) => (total * BigInt(weight)) % sum);
  let left = Number(total - shares.reduce((a, b) => a + b, 0n));
  // Largest remainder first; on a tie the earlier weight (a stable sort keeps index order).
  const order = weights.map((_, i) => i).sort((a, b) => (remainders[b]! > remainders[a]! ? 1 : remainders[b]! < remainders[a]! ? -1 : 0));
  for (const i of order) {
    if (left === 0) break;
    shares[i]! += 1n;
    left--;
  }
  return shares.map(Number);
}

