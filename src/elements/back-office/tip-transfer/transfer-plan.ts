/**
 * tip-transfer's distribution, pure: who can receive, the plan the manager's choices make (each
 * recipient's cents, what is wrong, whether it adds up to the net tip to the cent), and the
 * `talents` of the `transfer` call it sends.
 */
import type { Transaction } from '../../../protocol/schemas.js';
import { fromMinor, sumCents } from '../../../money/money.js';
import type { AmountCheck } from '../../internal/amount-field.js';
import { evenSplit, holdings, type StaffEntry } from '../../internal/back-office-model.js';
import type { TransferTalent } from '../../internal/back-office-events.js';

/** The distribution as entered: each recipient's cents (null: not an amount yet) and what is wrong. */
export interface Plan {
  recipients: string[];
  shares: Array<number | null>;
  problems: Map<string, string>;
  /** Recipients new to the transaction without the name and picture the service needs. */
  incomplete: Set<string>;
  assigned: number;
  ready: boolean;
}

/** Everyone who can receive, once each: who holds a tip now, the directory, the transaction's own staff, staff added here. */
export function candidates(tx: Transaction, staff: readonly StaffEntry[], added: readonly StaffEntry[]): string[] {
  const ids = [
    ...holdings(tx).map((h) => h.employeeId),
    ...staff.map((s) => s.employeeId),
    ...tx.tipSelections.map((s) => s.employeeId),
    ...added.map((s) => s.employeeId),
  ];
  return [...new Set(ids)];
}

export interface PlanInput {
  tx: Transaction;
  /** The net tip to distribute, in cents. */
  net: number;
  recipients: readonly string[];
  split: 'even' | 'exact';
  names: Map<string, StaffEntry>;
  /** An exact amount's field, checked (required). */
  share: (employeeId: string) => AmountCheck;
}

export function planTransfer({ tx, net, recipients: chosen, split, names, share }: PlanInput): Plan {
  const recipients = [...chosen];
  const problems = new Map<string, string>();
  // Someone new to the transaction needs a name and a picture (spec 4.1 transfer rule 1).
  const known = new Set([...tx.tipSelections.map((s) => s.employeeId), ...tx.tips.map((r) => r.employeeId)]);
  const incomplete = new Set(
    recipients.filter((id) => {
      const who = names.get(id);
      return !known.has(id) && !(who?.firstName?.trim() && who.lastName?.trim() && who.avatar?.trim());
    }),
  );
  let shares: Array<number | null>;
  if (split === 'even') shares = evenSplit(net, recipients.length);
  else {
    shares = recipients.map((id) => {
      const amount = share(id);
      if (amount.problem) problems.set(id, amount.problem);
      return amount.problem ? null : amount.cents;
    });
  }
  const assigned = sumCents(shares.map((s) => s ?? 0));
  return {
    recipients,
    shares,
    problems,
    incomplete,
    assigned,
    ready: recipients.length > 0 && problems.size === 0 && incomplete.size === 0 && assigned === net,
  };
}

/** The `talents` a ready plan sends: each recipient's amount, with the name and picture known for them. */
export function talentsOf(plan: Plan, names: Map<string, StaffEntry>, exponent: number): TransferTalent[] {
  return plan.recipients.map((employeeId, i) => {
    const who = names.get(employeeId);
    const talent: TransferTalent = { employeeId, amount: fromMinor(plan.shares[i] ?? 0, exponent) };
    if (who?.firstName?.trim()) talent.firstName = who.firstName;
    if (who?.lastName?.trim()) talent.lastName = who.lastName;
    if (who?.avatar?.trim()) talent.avatar = who.avatar;
    return talent;
  });
}
