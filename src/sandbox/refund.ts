/**
 * transaction/refund's rules on any ledger, Data or Display: a full refund of what is left, or a
 * partial one split over the staff (evenly as their holdings allow, or as `talents` say), each
 * share taken from that employee's net tip and the fee paid on it.
 */
import { sumCents } from '../money/money.js';
import { duplicateOf, held as heldOf, remaining, refundOut, requireStatus, type Amounts, type Ledger, type LedgerContext, type StoredRefund } from './ledger.js';
import type { Pricing } from './models.js';
import { SandboxError, type PayloadOf } from './operation.js';

/**
 * Splits `total` cents as evenly as the `caps` allow: equal shares, none above its cap, what a
 * capped share cannot take spread over the others. The cents left over after the equal shares
 * go one each to whoever still has the most left (earlier parts win only exact ties), so that
 * repeated small refunds rotate over equal tips instead of always charging the first person.
 * Throws a RangeError when `total` is more than the caps hold.
 */
export function fairSplit(total: number, caps: readonly number[]): number[] {
  if (!Number.isSafeInteger(total) || total < 0) throw new RangeError('total must be non-negative integer cents');
  if (total > sumCents(caps)) throw new RangeError('total is more than the caps hold');
  const shares = caps.map(() => 0);
  let left = total;
  let open = caps.flatMap((cap, i) => (cap > 0 ? [i] : []));
  while (open.length > 0 && left >= open.length) {
    const even = Math.floor(left / open.length);
    for (const i of open) {
      const give = Math.min(even, (caps[i] ?? 0) - (shares[i] ?? 0));
      shares[i] = (shares[i] ?? 0) + give;
      left -= give;
    }
    open = open.filter((i) => (shares[i] ?? 0) < (caps[i] ?? 0));
  }
  // Fewer cents than open shares: one each, to those with the most still left.
  const byRoom = [...open].sort((a, b) => (caps[b]! - shares[b]!) - (caps[a]! - shares[a]!) || a - b);
  for (const i of byRoom.slice(0, left)) shares[i] = (shares[i] ?? 0) + 1;
  return shares;
}

/** `part * of / whole`, rounded half-up, exactly. */
function proportion(part: number, of: number, whole: number): number {
  if (whole === 0) return 0;
  const n = BigInt(part) * BigInt(of);
  const d = BigInt(whole);
  return Number((n * 2n + d) / (d * 2n));
}

/**
 * Refunds `p` from `tx` (records it, unless `dryRun`) and returns the refund records as the
 * operation answers them; a ledger refunded to nothing becomes `refunded`, its tips void.
 */
export function refundOf(ctx: LedgerContext, tx: Ledger, p: PayloadOf<'refund'>) {
  const { pricing } = ctx;
  requireStatus(tx, 'confirmed', 'refund');
  const partial = p.partial === true;
  if (partial !== (p.amount !== undefined)) {
    throw new SandboxError(
      422,
      'refund_amount_mismatch',
      'A partial refund needs partial: true and an amount; a full refund takes neither',
    );
  }
  if (!partial && p.talents !== undefined) {
    throw new SandboxError(422, 'refund_talents_need_partial', 'talents are only taken by a partial refund');
  }
  const left = remaining(tx);
  const createdAt = ctx.now().toISOString();
  const reason = p.reason ?? null;
  let records: Array<Omit<StoredRefund, 'transactionId' | 'generation'>>;

  if (!partial) {
    // A refund of nothing would be a record of zero; there is nothing to undo.
    if (left.gross === 0) throw new SandboxError(422, 'refund_nothing_left', 'The transaction has nothing left to refund');
    records = [{ isPartial: false, createdAt, reason, ...left }];
  } else {
    const amount = pricing.toMinor(p.amount ?? 0);
    if (amount > left.gross) {
      throw new SandboxError(
        422,
        'refund_exceeds_remaining',
        `The refund (${pricing.fromMinor(amount)}) is more than the transaction has left to refund (${pricing.fromMinor(left.gross)})`,
      );
    }
    const held = heldOf(tx);
    // Each share comes out of that employee's own gross (their net tip and the fee paid on it),
    // in the proportion they still hold the two; a share of nothing is not recorded.
    records = refundShares(pricing, held, amount, p.talents)
      .filter((share) => share.gross > 0)
      .map(({ employeeId, gross }) => {
        const h = held.get(employeeId)!;
        const fee = Math.min(h.fee, Math.max(gross - h.net, proportion(gross, h.fee, h.gross)));
        return { isPartial: true, employeeId, createdAt, reason, gross, net: gross - fee, fee };
      });
  }

  if (p.dryRun === true) return records.map((r) => refundOut(pricing, r));

  const saved = records.map((r) => ({ transactionId: ctx.newId('refund'), generation: tx.generation, ...r }));
  tx.refunds.push(...saved);
  if (remaining(tx).gross === 0) {
    tx.status = 'refunded';
    for (const tip of tx.tips) tip.status = 'void';
  }
  return saved.map((r) => refundOut(pricing, r));
}

/** Each employee's share of a partial refund of `amount`: split fairly over the holders, or as `talents` give it, checked. */
function refundShares(
  pricing: Pricing,
  held: ReadonlyMap<string, Amounts>,
  amount: number,
  talents: PayloadOf<'refund'>['talents'],
): Array<{ employeeId: string; gross: number }> {
  const staff = [...held.keys()];
  if (talents === undefined) {
    const holding = staff.filter((id) => held.get(id)!.gross > 0);
    if (holding.length === 0) throw new SandboxError(422, 'refund_no_staff', 'The transaction has no staff to refund from');
    const parts = fairSplit(amount, holding.map((id) => held.get(id)!.gross));
    return holding.map((employeeId, i) => ({ employeeId, gross: parts[i] ?? 0 }));
  }
  const duplicate = duplicateOf(talents.map((t) => t.employeeId));
  if (duplicate !== undefined) {
    throw new SandboxError(422, 'refund_duplicate_employee', `Employee "${duplicate}" is listed more than once in talents`);
  }
  const stranger = talents.find((t) => !staff.includes(t.employeeId));
  if (stranger) {
    throw new SandboxError(422, 'refund_unknown_employee', `Employee "${stranger.employeeId}" holds no tip in this transaction`);
  }
  const shares = talents.map((t) => ({ employeeId: t.employeeId, gross: pricing.toMinor(t.amount) }));
  const sum = sumCents(shares.map((s) => s.gross));
  if (sum !== amount) {
    throw new SandboxError(
      422,
      'refund_talents_mismatch',
      `The talents' amounts add up to ${pricing.fromMinor(sum)}, not to the refund amount ${pricing.fromMinor(amount)}`,
    );
  }
  const over = shares.find((s) => s.gross > held.get(s.employeeId)!.gross);
  if (over) {
    const left = held.get(over.employeeId)!;
    throw new SandboxError(
      422,
      'refund_exceeds_employee',
      `Employee "${over.employeeId}" has ${pricing.fromMinor(left.gross)} left to refund (net tip ${pricing.fromMinor(left.net)} ` +
        `and its fee ${pricing.fromMinor(left.fee)}); the refund takes ${pricing.fromMinor(over.gross)}`,
    );
  }
  return shares;
}
