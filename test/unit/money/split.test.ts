/**
 * The team tip's split (src/money/split.ts), as properties (fast-check) checked with exact
 * rational arithmetic (BigInt), never floats: the shares sum to the amount exactly, and each share
 * is within one minor unit of its exact share. The largest difference observed is printed, with
 * the number of runs.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { splitLargestRemainder } from '../../../src/money/split.js';
import { teamChoices, teamShares } from '../../../src/elements/internal/team.js';
import type { StaffMember } from '../../../src/elements/internal/types.js';

const RUNS = 10_000;

/** The largest |share − exact share| observed, as a fraction num/den (exact). */
const largest = { num: 0n, den: 1n };
let checked = 0;

/** Checks one split against the exact rational shares and records the largest difference. */
function checkExact(total: number, weights: readonly number[], shares: readonly number[]): void {
  assert.equal(shares.length, weights.length);
  assert.equal(shares.reduce((a, b) => a + b, 0), total, 'the shares sum to the amount exactly');
  const positive = weights.some((w) => w > 0);
  const used = positive ? weights : weights.map(() => 1);
  const sum = used.reduce((a, w) => a + BigInt(w), 0n);
  for (const [i, share] of shares.entries()) {
    assert.ok(Number.isSafeInteger(share) && share >= 0, 'a share is whole minor units');
    // |share − total·w/sum| = |share·sum − total·w| / sum, which must be < 1.
    const diff = BigInt(share) * sum - BigInt(total) * BigInt(used[i]!);
    const abs = diff < 0n ? -diff : diff;
    assert.ok(abs < sum, `share ${i} (${share}) is within one minor unit of ${total}×${used[i]}/${sum}`);
    if (used[i] === 0) assert.equal(share, 0, 'a weight of 0 gets nothing');
    if (abs * largest.den > largest.num * sum) {
      largest.num = abs;
      largest.den = sum;
    }
    checked++;
  }
}

/** num/den as a decimal with nine places, exactly (truncated). */
function decimal(num: bigint, den: bigint): string {
  const scaled = (num * 1_000_000_000n) / den;
  return `${scaled / 1_000_000_000n}.${String(scaled % 1_000_000_000n).padStart(9, '0')}`;
}

const amount = fc.oneof(fc.integer({ min: 0, max: 1_000 }), fc.integer({ min: 0, max: 100_000_000 }), fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }));
/** Service amounts in minor units (0: no service), one to thirty members. */
const serviceWeights = fc.array(fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 1_000_000_00 }), fc.integer({ min: 1, max: 100 })), { minLength: 1, maxLength: 30 });

describe('splitLargestRemainder', () => {
  it('proportional splits sum exactly and each share is within one minor unit of the exact share', () => {
    fc.assert(
      fc.property(amount, serviceWeights, (total, weights) => checkExact(total, weights, splitLargestRemainder(total, weights))),
      { numRuns: RUNS },
    );
  });

  it('even splits sum exactly, and shares differ by at most one minor unit, the extra ones first', () => {
    fc.assert(
      fc.property(amount, fc.integer({ min: 1, max: 30 }), (total, count) => {
        const shares = splitLargestRemainder(total, Array.from({ length: count }, () => 1));
        checkExact(total, shares.map(() => 1), shares);
        assert.ok(Math.max(...shares) - Math.min(...shares) <= 1);
        assert.deepEqual(shares, [...shares].sort((a, b) => b - a), 'the earlier members take the extra minor units');
      }),
      { numRuns: RUNS },
    );
    // The closing note's numbers: runs of both properties, and the largest difference from an exact share.
    console.log(`split property: ${2 * RUNS} runs, ${checked} shares checked, largest |share − exact share| = ${decimal(largest.num, largest.den)} minor units (${largest.num}/${largest.den})`);
    assert.ok(largest.num < largest.den);
  });

  it('is deterministic: equal remainders go to the earlier member', () => {
    assert.deepEqual(splitLargestRemainder(1, [1, 1, 1]), [1, 0, 0]);
    assert.deepEqual(splitLargestRemainder(2, [1, 1, 1]), [1, 1, 0]);
    assert.deepEqual(splitLargestRemainder(5, [2, 2, 1]), [2, 2, 1]);
    assert.deepEqual(splitLargestRemainder(100, [1, 1, 1]), [34, 33, 33]);
  });

  it('a member with no service gets nothing; nobody with a service splits evenly; one member takes all; no members, no shares', () => {
    assert.deepEqual(splitLargestRemainder(1000, [8500, 0, 12000]), [415, 0, 585]);
    assert.deepEqual(splitLargestRemainder(1000, [0, 0, 0]), [334, 333, 333]);
    assert.deepEqual(splitLargestRemainder(1234, [7]), [1234]);
    assert.deepEqual(splitLargestRemainder(1234, [0]), [1234]);
    assert.deepEqual(splitLargestRemainder(0, [1, 2]), [0, 0]);
    assert.deepEqual(splitLargestRemainder(10, []), []);
  });

  it('thirty members: the shares sum exactly, and a tip of fewer minor units than members leaves some at 0', () => {
    const weights = Array.from({ length: 30 }, (_, i) => 2000 + i * 137);
    const shares = splitLargestRemainder(100_00, weights);
    checkExact(100_00, weights, shares);
    const few = splitLargestRemainder(7, Array.from({ length: 30 }, () => 1));
    assert.deepEqual(few, [...Array.from({ length: 7 }, () => 1), ...Array.from({ length: 23 }, () => 0)]);
  });

  it('refuses amounts and weights that are not whole non-negative minor units', () => {
    assert.throws(() => splitLargestRemainder(-1, [1]), RangeError);
    assert.throws(() => splitLargestRemainder(1.5, [1]), RangeError);
    assert.throws(() => splitLargestRemainder(1, [-1, 2]), RangeError);
    assert.throws(() => splitLargestRemainder(1, [0.5]), RangeError);
  });
});

describe('team shares of a checkout', () => {
  const member = (id: string, serviceAmount?: number): StaffMember => ({ employeeId: id, firstName: id, lastName: '', avatar: '', serviceAmount });

  it('a one-cent team tip among three people: 1, 0, 0, the first member first; only they get a selection', () => {
    const three = [member('a', 50), member('b', 50), member('c', 50)];
    assert.deepEqual(teamShares(three, 1, 'service'), [1, 0, 0]);
    assert.deepEqual(teamShares(three, 1, 'even'), [1, 0, 0]);
    const choices = teamChoices(three, { level: 'custom', cents: 1 }, 'service');
    assert.deepEqual([...choices.values()], [{ level: 'custom', cents: 1 }, { level: 'custom', cents: 0 }, { level: 'custom', cents: 0 }]);
  });

  it('by service: a member without one gets no share; nobody with one: even. JPY (0 decimals) and KWD (3) in their minor units', () => {
    const staff = [member('a', 85), member('b'), member('c', 9)];
    assert.deepEqual(teamShares(staff, 10000, 'service'), [9043, 0, 957]);
    assert.deepEqual(teamShares(staff, 10000, 'even'), [3334, 3333, 3333]);
    assert.deepEqual(teamShares([member('a'), member('b', 0)], 3, 'service'), [2, 1]);
    assert.deepEqual(teamShares([member('a', 8500), member('b', 900)], 1000, 'service', 0), [904, 96]);
    assert.deepEqual(teamShares([member('a', 1.5), member('b', 0.5)], 1001, 'service', 3), [751, 250]);
  });

  it('a level goes to every member with a service, "No tip" to the others; "No tip" to everyone', () => {
    const staff = [member('a', 85), member('b'), member('c', 9)];
    assert.deepEqual([...teamChoices(staff, { level: 'medium' }, 'service').values()], [{ level: 'medium' }, { level: 'none' }, { level: 'medium' }]);
    assert.deepEqual([...teamChoices(staff, { level: 'none' }, 'even').values()], [{ level: 'none' }, { level: 'none' }, { level: 'none' }]);
    assert.deepEqual([...teamChoices(staff, { level: 'custom', cents: null }, 'even').values()].map((c) => c.level === 'custom' && c.cents), [null, null, null]);
    assert.equal(teamChoices(staff, undefined, 'even').size, 0);
  });
});
