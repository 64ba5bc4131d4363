/** The summary's sums: the bill's items, the tips, fees and total, before and after the intent, in integer minor units. */
import type { IntentResult } from '../../../protocol/schemas.js';
import { MAX_MINOR, sumCentsInRange } from '../../../money/money.js';
import { amountAt, totalsInRange } from '../../internal/checkout-model.js';
import type { CheckoutContext } from '../../internal/context.js';
import type { DisplayItem, DisplayLine, StaffMember } from '../../internal/types.js';

/** An amount from the host or the service at `scale`; a malformed one counts as 0 rather than breaking the sum. */
const cents = amountAt;


/** An item's extended amount: price × quantity, rounded to the minor unit at `scale`; undefined when it leaves ±MAX_MINOR. */
function itemCents(item: DisplayItem, scale: number): number | undefined {
  const qty = Number.isFinite(item.qty) ? item.qty : 1;
  const extended = Math.round(cents(item.amount, scale) * qty) || 0;
  return Number.isSafeInteger(extended) && Math.abs(extended) <= MAX_MINOR ? extended : undefined;
}

/** Every amount the summary shows that is a sum or product, computed once per render; undefined when one leaves the range money is kept in. */
export interface Sums {
  chargesCents: number;
  tipsCents: number;
  feesCents: number | null;
  totalCents: number;
  /** After the intent: each staff member's tips as the service confirmed them. */
  tipsByMember: ReadonlyMap<string, number>;
  /** Each category item's extended amount, by item. */
  items: ReadonlyMap<DisplayItem, number>;
}

/** The lines' item amounts, or undefined when one is out of range. */
export function itemSums(lines: readonly DisplayLine[], scale: number): Map<DisplayItem, number> | undefined {
  const items = new Map<DisplayItem, number>();
  for (const item of lines.flatMap((line) => line.items ?? [])) {
    const value = itemCents(item, scale);
    if (value === undefined) return undefined;
    items.set(item, value);
  }
  return items;
}

/**
 * The checkout's sums, before or after the intent (then the service's own tips, fees and total), in
 * minor units at `scale` (the currency's exponent, more when an amount has more decimals);
 * undefined when one leaves ±MAX_MINOR.
 */
export function checkoutSums(ctx: CheckoutContext, exponent: number, scale: number): Sums | undefined {
  const totals = totalsInRange(ctx.lines, ctx.staff, ctx.proposals, ctx.choices, (c) => ctx.fees.peek(c), exponent, scale);
  const items = itemSums(ctx.lines, scale);
  if (!totals || !items) return undefined;
  if (!ctx.intent) return { ...totals, tipsByMember: new Map(), items };
  const sums = intentSums(ctx.intent, ctx.staff, totals.chargesCents, scale);
  return sums && { chargesCents: totals.chargesCents, ...sums, items };
}

/** The intent's sums at `scale` (the bill's `chargesCents` plus the intent's total); undefined when one leaves the range money is kept in. */
export function intentSums(intent: IntentResult, staff: readonly StaffMember[], chargesCents: number, scale: number): Omit<Sums, 'chargesCents' | 'items'> | undefined {
  const cents = (amount: number | undefined) => amountAt(amount, scale);
  const tipsByMember = new Map<string, number>();
  for (const member of staff) {
    const sum = sumCentsInRange(intent.tips.filter((x) => x.employeeId === member.employeeId).map((x) => cents(x.amount)));
    if (sum === undefined) return undefined;
    tipsByMember.set(member.employeeId, sum);
  }
  const tipsCents = sumCentsInRange(intent.tips.map((x) => cents(x.amount)));
  const totalCents = sumCentsInRange([chargesCents, cents(intent.total)]);
  if (tipsCents === undefined || totalCents === undefined) return undefined;
  return { tipsCents, feesCents: cents(intent.fees.total), totalCents, tipsByMember };
}
