/**
 * The pure arithmetic of a checkout: which tip each choice means, the selections sent to the
 * service, and the summary totals. All in integer minor units of the currency (cents; yen for JPY;
 * fils for KWD: `exponent` is the currency's number of decimals, `currencyExponent`); the
 * service's numbers only where the wire needs them. Sums run at a `scale` of at least the
 * currency's exponent, more when an amount from the service or the host has more decimals (¥12.5
 * is summed and shown exactly, never rounded).
 */
import type { FeeQuote, IntentResult, Proposal, TipSelection } from '../../protocol/schemas.js';
import { currencyExponent, fromMinor, isMoney, rescaleMinor, scaleOf, sumCents, toMinor } from '../../money/money.js';
import type { DisplayLine, StaffMember, TipChoice } from './types.js';

/**
 * A service amount in minor units; 0 when absent (spec: 0 is treated as absent) or when it is not
 * an amount in the currency (¥1234.5, 59.97000000000001: `badServiceAmount` names it, and
 * tip-checkout shows it as its proposals' error rather than throwing).
 */
export function serviceCents(member: StaffMember, exponent = 2): number {
  return member.serviceAmount && isMoney(member.serviceAmount, exponent) ? toMinor(member.serviceAmount, exponent) : 0;
}

/** The first staff member whose service amount is set but is not an amount with at most `exponent` decimals. */
export function badServiceAmount(staff: readonly StaffMember[], exponent: number): StaffMember | undefined {
  return staff.find((m) => m.serviceAmount !== undefined && m.serviceAmount !== 0 && !isMoney(m.serviceAmount, exponent));
}

/** The service amounts (minor units) a checkout asks proposals for: each distinct one above zero, in the staff's order. */
export function proposalAmounts(staff: readonly StaffMember[], exponent: number): number[] {
  return [...new Set(staff.map((m) => serviceCents(m, exponent)).filter((cents) => cents > 0))];
}

/**
 * The `tips/proposals` payload tip-checkout sends for a sale. A server that renders the checkout
 * (server-side rendering) asks the service this, and gives the checkout the answer as `serverProposals`.
 */
export function proposalsPayload(sale: { locationId: string; staff: readonly StaffMember[]; currency?: string }): { locationId: string; serviceAmounts: number[] } {
  const exponent = currencyExponent(sale.currency || 'USD');
  return { locationId: sale.locationId, serviceAmounts: proposalAmounts(sale.staff, exponent).map((cents) => fromMinor(cents, exponent)) };
}

/**
 * Each of `wanted`'s proposals (by amount in minor units) from an answer to a proposals request:
 * the answer's item at the same place when its amount is the one asked, else the item with that
 * amount; `{ missing }` names the first amount the answer has no proposal for.
 */
export function matchProposals(answer: readonly Proposal[], wanted: readonly number[], exponent: number): Map<number, Proposal> | { missing: number } {
  const byCents = new Map<number, Proposal>();
  for (const [i, cents] of wanted.entries()) {
    const amount = fromMinor(cents, exponent);
    const proposal = answer[i]?.serviceAmount === amount ? answer[i] : answer.find((p) => p?.serviceAmount === amount);
    if (!proposal) return { missing: cents };
    byCents.set(cents, proposal);
  }
  return byCents;
}

/** An amount from the service or the host at `scale`; one that is not money there counts as 0 rather than breaking a sum. */
export function amountAt(amount: number | undefined, scale: number): number {
  return isMoney(amount, scale) ? toMinor(amount, scale) : 0;
}

/**
 * Tip in minor units at `scale` for a choice: `null` when the choice is incomplete (no proposal
 * yet, invalid custom text). A custom choice's cents are at the currency's `exponent`.
 */
export function choiceCents(choice: TipChoice | undefined, proposal: Proposal | undefined, scale = 2, exponent = scale): number | null {
  if (!choice) return null;
  switch (choice.level) {
    case 'none':
      return 0;
    case 'custom':
      return choice.cents === null ? null : rescaleMinor(choice.cents, exponent, scale);
    default:
      return proposal ? amountAt(proposal[choice.level].amount, scale) : null;
  }
}

/**
 * Fee in minor units at `scale` the customer pays for a choice, when known: proposals carry it,
 * custom tips need a quote (`peek` takes the custom cents at the currency's `exponent`).
 */
export function choiceFeeCents(
  choice: TipChoice | undefined,
  proposal: Proposal | undefined,
  peek: (cents: number) => FeeQuote | undefined,
  scale = 2,
): number | null {
  const fee = shownFee(choice, proposal, peek);
  return fee === undefined ? null : amountAt(fee, scale);
}

/** The fee the screen shows for a choice, as the service quoted it (currency units); `undefined` while it shows none. */
function shownFee(choice: TipChoice | undefined, proposal: Proposal | undefined, peek: (cents: number) => FeeQuote | undefined): number | undefined {
  if (!choice || choice.level === 'none') return choice ? 0 : undefined;
  if (choice.level === 'custom') return choice.cents === null ? undefined : peek(choice.cents)?.fee;
  return proposal?.[choice.level].fee;
}

/**
 * The scale a checkout's sums need: the currency's `exponent`, or more when a line, a proposal,
 * a fee quote or the intent has more decimals.
 */
export function checkoutScale(
  exponent: number,
  lines: readonly DisplayLine[],
  staff: readonly StaffMember[],
  proposals: ReadonlyMap<string, Proposal>,
  choices: ReadonlyMap<string, TipChoice>,
  peek: (cents: number) => FeeQuote | undefined,
  intent?: IntentResult,
): number {
  const amounts: Array<number | undefined> = [];
  for (const line of lines) {
    amounts.push(line.total);
    for (const item of line.items ?? []) amounts.push(item.amount);
  }
  for (const member of staff) {
    const choice = choices.get(member.employeeId);
    const proposal = proposals.get(member.employeeId);
    if (choice?.level === 'custom') {
      if (choice.cents !== null) amounts.push(peek(choice.cents)?.fee);
    } else if (choice && choice.level !== 'none' && proposal) {
      amounts.push(proposal[choice.level].amount, proposal[choice.level].fee);
    }
  }
  if (intent) {
    amounts.push(intent.total, intent.fees.total, intent.fees.service, intent.fees.pos);
    for (const tip of intent.tips) amounts.push(tip.amount, tip.fee);
  }
  return scaleOf(exponent, amounts);
}

/**
 * The tip selections (spec 2.13) for every staff member with a tip above zero, in staff order.
 * A proposal's amount goes back as the service sent it; a custom one from its minor units.
 */
export function buildSelections(
  staff: readonly StaffMember[],
  proposals: ReadonlyMap<string, Proposal>,
  choices: ReadonlyMap<string, TipChoice>,
  exponent = 2,
): TipSelection[] {
  const selections: TipSelection[] = [];
  for (const member of staff) {
    const choice = choices.get(member.employeeId);
    const proposal = proposals.get(member.employeeId);
    if (!choice || choice.level === 'none') continue;
    const amount = choice.level === 'custom' ? (choice.cents === null ? null : fromMinor(choice.cents, exponent)) : proposal?.[choice.level].amount;
    if (amount === null || amount === undefined || amount === 0) continue;
    const service = serviceCents(member, exponent);
    selections.push({
      employeeId: member.employeeId,
      firstName: member.firstName,
      lastName: member.lastName,
      avatar: member.avatar,
      ...(service > 0 ? { serviceAmount: fromMinor(service, exponent) } : {}),
      amount,
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
  /** The decimals of every amount here (see `checkoutScale`). */
  scale: number;
}

/**
 * Totals for the summary before the intent exists, in minor units at `scale` (default the
 * currency's `exponent`; pass `checkoutScale`'s when amounts may have more decimals).
 */
export function summaryTotals(
  lines: readonly DisplayLine[],
  staff: readonly StaffMember[],
  proposals: ReadonlyMap<string, Proposal>,
  choices: ReadonlyMap<string, TipChoice>,
  peek: (cents: number) => FeeQuote | undefined,
  exponent = 2,
  scale = checkoutScale(exponent, lines, staff, proposals, choices, peek),
): SummaryTotals {
  const chargesCents = sumCents(lines.map((l) => amountAt(l.total, scale)));
  let tipsCents = 0;
  let feesCents: number | null = 0;
  let knownFees = 0;
  for (const member of staff) {
    const choice = choices.get(member.employeeId);
    const proposal = proposals.get(member.employeeId);
    const tip = choiceCents(choice, proposal, scale, exponent);
    tipsCents = sumCents([tipsCents, tip ?? 0]);
    const fee = choiceFeeCents(choice, proposal, peek, scale);
    if (fee === null) {
      if (choice && choice.level !== 'none' && tip !== null) feesCents = null;
    } else {
      knownFees = sumCents([knownFees, fee]);
    }
  }
  if (feesCents !== null) feesCents = knownFees;
  return { chargesCents, tipsCents, feesCents, totalCents: sumCents([chargesCents, tipsCents, knownFees]), scale };
}

/**
 * Totals for the summary, or `undefined` when a sum or a conversion leaves the range money is kept
 * to (two tips of $2×10¹³): what checkout-summary shows as an error rather than a throw.
 */
export function totalsInRange(...args: Parameters<typeof summaryTotals>): SummaryTotals | undefined {
  try {
    return summaryTotals(...args);
  } catch (error) {
    if (error instanceof RangeError) return undefined;
    throw error;
  }
}

/** How a team tip is shared: `each` tips every staff member on their own; `team` tips the team once. */
export type TipMode = 'each' | 'team';
/** How a custom team tip is split: by each member's service amount, or evenly among everyone. */
export type TeamSplit = 'service' | 'even';

/** The sum of fee quotes as one quote (amount, fee and total each summed exactly, at the decimals they need). */
export function sumQuotes(quotes: readonly FeeQuote[], exponent = 2): FeeQuote {
  const scale = scaleOf(exponent, quotes.flatMap((q) => [q.amount, q.fee, q.total]));
  const sum = (key: 'amount' | 'fee' | 'total') => fromMinor(sumCents(quotes.map((q) => amountAt(q[key], scale))), scale);
  return { amount: sum('amount'), fee: sum('fee'), total: sum('total') };
}

/**
 * What the screen showed before the customer confirmed: the proposals and choices the selections
 * were built from (`buildSelections`), the live fee quotes of custom amounts (`FeeQuoter.peek`),
 * and a point-of-sale fee if the screen showed one.
 */
export interface ShownFees {
  /** Each staff member's proposals, by employee id, as drawn. */
  proposals: ReadonlyMap<string, Proposal>;
  /** Each staff member's choice, by employee id (in team mode, each member's share). */
  choices: ReadonlyMap<string, TipChoice>;
  /** The fee quoted for a custom amount of `cents` (minor units at `exponent`), when one was; `FeeQuoter.peek`. */
  peek: (cents: number) => FeeQuote | undefined;
  /** The currency's decimals (`currencyExponent`). */
  exponent: number;
  /** A point-of-sale fee the screen showed on top of the tips' fees, in the currency's units; absent when it showed none. */
  pos?: number;
}


/** The fee the screen showed for each of `selections`, in order (undefined where it showed none): the `shown` of an `intent` call. */
export function shownFees(selections: readonly TipSelection[], { proposals, choices, peek }: Pick<ShownFees, 'proposals' | 'choices' | 'peek'>): Array<number | undefined> {
  return selections.map((s) => shownFee(choices.get(s.employeeId), proposals.get(s.employeeId), peek));
}
