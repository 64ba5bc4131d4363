/**
 * The pure arithmetic of a checkout: which tip each choice means, the selections sent to the
 * service, and the summary totals. All in integer cents; dollars only where the wire needs them.
 */
import type { FeeQuote, Proposal, TipSelection } from '../../protocol/schemas.js';
import { fromCents, isMoney, sumCentsInRange, toCents } from '../../money/money.js';
import type { DisplayLine, StaffMember, TipChoice } from './types.js';

/** A service amount in cents; 0 when absent (spec: 0 is treated as absent). */
export function serviceCents(member: StaffMember): number {
  return member.serviceAmount ? toCents(member.serviceAmount) : 0;
}

/** Tip in cents for a choice: `null` when the choice is incomplete (no proposal yet, invalid custom text). */
export function choiceCents(choice: TipChoice | undefined, proposal: Proposal | undefined): number | null {
  if (!choice) return null;
  switch (choice.level) {
    case 'none':
      return 0;
    case 'custom':
      return choice.cents;
    default:
      return proposal ? toCents(proposal[choice.level].amount) : null;
  }
}

/** Fee in cents the customer pays for a choice, when known: proposals carry it, custom tips need a quote. */
export function choiceFeeCents(
  choice: TipChoice | undefined,
  proposal: Proposal | undefined,
  peek: (cents: number) => FeeQuote | undefined,
): number | null {
  if (!choice) return null;
  if (choice.level === 'none') return 0;
  if (choice.level === 'custom') {
    if (choice.cents === null) return null;
    const quote = peek(choice.cents);
    return quote ? toCents(quote.fee) : null;
  }
  return proposal ? toCents(proposal[choice.level].fee) : null;
}

/** The tip selections (spec 2.13) for every staff member with a tip above zero, in staff order. */
export function buildSelections(
  staff: readonly StaffMember[],
  proposals: ReadonlyMap<string, Proposal>,
  choices: ReadonlyMap<string, TipChoice>,
): TipSelection[] {
  const selections: TipSelection[] = [];
  for (const member of staff) {
    const choice = choices.get(member.employeeId);
    const cents = choiceCents(choice, proposals.get(member.employeeId));
    if (!choice || choice.level === 'none' || cents === null || cents === 0) continue;
    const service = serviceCents(member);
    selections.push({
      employeeId: member.employeeId,
      firstName: member.firstName,
      lastName: member.lastName,
      avatar: member.avatar,
      ...(service > 0 ? { serviceAmount: fromCents(service) } : {}),
      amount: fromCents(cents),
      level: choice.level,
    });
  }
  return selections;
}

/** Staff members who still need a choice (or a valid custom amount) before the intent can be created. */
export function pendingStaff(
  staff: readonly StaffMember[],
  proposals: ReadonlyMap<string, Proposal>,
  choices: ReadonlyMap<string, TipChoice>,
): StaffMember[] {
  return staff.filter((m) => choiceCents(choices.get(m.employeeId), proposals.get(m.employeeId)) === null);
}

export interface SummaryTotals {
  /** Sum of the display lines. */
  chargesCents: number;
  /** Sum of all tips chosen so far. */
  tipsCents: number;
  /** Sum of the fees, or null while a fee is still unknown. */
  feesCents: number | null;
  /** Charges + tips + fees (fees counted as far as known). */
  totalCents: number;
}

/** Totals for the summary before the intent exists. Throws a RangeError when a sum leaves ±MAX_CENTS. */
export function summaryTotals(
  lines: readonly DisplayLine[],
  staff: readonly StaffMember[],
  proposals: ReadonlyMap<string, Proposal>,
  choices: ReadonlyMap<string, TipChoice>,
  peek: (cents: number) => FeeQuote | undefined,
): SummaryTotals {
  const totals = totalsInRange(lines, staff, proposals, choices, peek);
  if (!totals) throw new RangeError('Sum of cents is out of range');
  return totals;
}

/**
 * Totals for the summary before the intent exists, or `undefined` when a sum leaves ±MAX_CENTS
 * (two tips of $2×10¹³): what checkout-summary shows, as an error rather than a throw.
 */
export function totalsInRange(
  lines: readonly DisplayLine[],
  staff: readonly StaffMember[],
  proposals: ReadonlyMap<string, Proposal>,
  choices: ReadonlyMap<string, TipChoice>,
  peek: (cents: number) => FeeQuote | undefined,
): SummaryTotals | undefined {
  // A malformed line total counts as 0, as checkout-summary shows it.
  const chargesCents = sumCentsInRange(lines.map((l) => (isMoney(l.total) ? toCents(l.total) : 0)));
  const tips: number[] = [];
  const fees: number[] = [];
  let feesKnown = true;
  for (const member of staff) {
    const choice = choices.get(member.employeeId);
    const proposal = proposals.get(member.employeeId);
    tips.push(choiceCents(choice, proposal) ?? 0);
    const fee = choiceFeeCents(choice, proposal, peek);
    if (fee === null) {
      if (choice && choice.level !== 'none' && choiceCents(choice, proposal) !== null) feesKnown = false;
    } else {
      fees.push(fee);
    }
  }
  const tipsCents = sumCentsInRange(tips);
  const knownFees = sumCentsInRange(fees);
  if (chargesCents === undefined || tipsCents === undefined || knownFees === undefined) return undefined;
  const totalCents = sumCentsInRange([chargesCents, tipsCents, knownFees]);
  if (totalCents === undefined) return undefined;
  return { chargesCents, tipsCents, feesCents: feesKnown ? knownFees : null, totalCents };
}
