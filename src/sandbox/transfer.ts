/**
 * transaction/transfer's rules on any ledger, Data or Display: the net tip left moves to the
 * listed staff (evenly, or in the amounts given, which must add up to it), each new tip with the
 * share of the fee paid on its net; the old tips are voided and a new generation starts.
 */
import { splitCents, sumCents } from '../money/money.js';
import { splitLargestRemainder } from '../money/split.js';
import { duplicateOf, remaining, requireStatus, type Ledger, type LedgerContext } from './ledger.js';
import { SandboxError, type PayloadOf } from './operation.js';

/** Transfers the net tip left on `tx` to `p.talents`, or throws a 409 or 422 and changes nothing. */
export function transferOf(ctx: LedgerContext, tx: Ledger, p: PayloadOf<'transfer'>): void {
  const { pricing } = ctx;
  requireStatus(tx, 'confirmed', 'transfer');
  const talents = p.talents ?? [];
  if (talents.length === 0) {
    throw new SandboxError(422, 'transfer_talents_required', 'List the staff members (talents) to transfer the net tip to');
  }
  const duplicate = duplicateOf(talents.map((t) => t.employeeId));
  if (duplicate !== undefined) {
    throw new SandboxError(422, 'transfer_duplicate_employee', `Employee "${duplicate}" is listed more than once in talents`);
  }
  const withAmount = talents.filter((t) => t.amount !== undefined).length;
  if (withAmount > 0 && withAmount < talents.length) {
    throw new SandboxError(
      422,
      'transfer_amounts_incomplete',
      `Amounts were given for ${withAmount} of ${talents.length} talents: give an amount for every talent or for none`,
    );
  }
  const left = remaining(tx);
  let nets: number[];
  if (withAmount > 0) {
    nets = talents.map((t) => pricing.toMinor(t.amount ?? 0));
    const sum = sumCents(nets);
    if (sum !== left.net) {
      throw new SandboxError(
        422,
        'transfer_sum_mismatch',
        `The amounts add up to ${pricing.fromMinor(sum)}; they must equal the transaction's net tip of ${pricing.fromMinor(left.net)}`,
      );
    }
  } else {
    nets = splitCents(left.net, talents.length);
  }
  const known = new Set([...tx.tipSelections.map((s) => s.employeeId), ...tx.tips.map((t) => t.employeeId)]);
  // One rule with intent's tip selections: a name is needed, a picture is not (avatar may be '').
  const incomplete = talents.find(
    (t) => !known.has(t.employeeId) && !(t.firstName?.trim() && t.lastName?.trim() && t.avatar !== undefined),
  );
  if (incomplete) {
    throw new SandboxError(
      422,
      'transfer_staff_incomplete',
      `Employee "${incomplete.employeeId}" is new to this transaction and needs firstName, lastName and avatar (which may be empty)`,
    );
  }

  // The net stays what it was; the fee the customer paid goes with the net it was paid on.
  const fees = splitLargestRemainder(left.fee, nets);
  const createdAt = ctx.now().toISOString();
  const serviceOf = new Map(tx.tips.map((t) => [t.employeeId, t.serviceCents]));
  for (const tip of tx.tips) tip.status = 'void';
  tx.generation++;
  talents.forEach((talent, i) => {
    const net = nets[i] ?? 0;
    const fee = fees[i] ?? 0;
    if (net === 0 && fee === 0) return;
    tx.tips.push({
      employeeId: talent.employeeId,
      status: 'confirmed',
      level: 'custom',
      serviceCents: serviceOf.get(talent.employeeId) ?? 0,
      gross: net + fee,
      net,
      fee,
      createdAt,
    });
  });
}
