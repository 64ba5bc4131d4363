/**
 * The Data client's checks of an answer against what was asked, after its schema passed (see
 * `createDataClient`). Loaded with the schemas (./data-checks.ts), not with the client.
 */
import type { TipIssue } from './errors.js';
import { MAX_DECIMALS, minorToDecimal, scaleOf, sumCents, sumCentsInRange, toMinor } from '../money/money.js';
import type { IntentResult, Payload, Proposal, RefundRecord, TipSelection, Transaction } from '../protocol/schemas.js';

/**
 * What the customer was shown before confirming, for an `intent` call (`CallOptions.shown`): the fee
 * shown for each of `tipSelections`, in order, in the currency's units (undefined where none was
 * shown), and a point-of-sale fee shown on top of them, if any.
 */
export interface ShownToCustomer {
  fees: ReadonlyArray<number | undefined>;
  pos?: number | undefined;
}

/** The issue of an answer whose amounts cannot be added up exactly (beyond ±MAX_MINOR at their decimals). */
const OUT_OF_RANGE: TipIssue = { path: '', message: 'amounts too large to add up exactly' };

/**
 * Integer minor units of `amounts` at the finest decimals any of them has, and at least `least`
 * (the client does not know the currency: ¥1200, $12.50 and KWD 12.345 are all exact at their own
 * decimals), or `undefined` when one of them, or their sum, leaves ±MAX_MINOR there.
 */
function exactly(amounts: readonly number[], least = 0): { minor: number[]; sum: number } | undefined {
  const scale = scaleOf(least, amounts);
  try {
    const minor = amounts.map((amount) => toMinor(amount, scale));
    const sum = sumCentsInRange(minor);
    return sum === undefined ? undefined : { minor, sum };
  } catch (error) {
    if (error instanceof RangeError) return undefined;
    throw error;
  }
}

/**
 * An intent answer checked against the intent sent (spec 2.14), in integer minor units: its tips
 * are exactly the selections sent (employee and amount, as a set: each selection answered once, no
 * tip that was not asked for), `fees.total` is `fees.service + fees.pos`, and `total` is the tips'
 * amounts plus `fees.total`. The problems found, or none. (The schema has already made every
 * amount money.)
 */
export function intentAnswerIssues(sent: Payload<'intent'>, answer: IntentResult, shown?: ShownToCustomer): TipIssue[] {
  const issues = sentIntentIssues(sent, answer);
  return issues.length > 0 || !shown ? issues : shownIntentIssues(sent.tipSelections, answer, shown);
}

function sentIntentIssues(sent: Payload<'intent'>, answer: IntentResult): TipIssue[] {
  const fees = answer.fees;
  const sentAmounts = sent.tipSelections.map((s) => s.amount);
  const tipAmounts = answer.tips.map((t) => t.amount);
  const all = exactly([...sentAmounts, ...tipAmounts, fees.total, fees.service, fees.pos, answer.total]);
  if (!all) return [OUT_OF_RANGE];
  const minor = all.minor;
  const sentMinor = minor.slice(0, sentAmounts.length);
  const tipMinor = minor.slice(sentAmounts.length, sentAmounts.length + tipAmounts.length);
  const [feesTotal, feesService, feesPos, total] = minor.slice(sentAmounts.length + tipAmounts.length) as [number, number, number, number];
  const issues: TipIssue[] = [];
  const key = (employeeId: string, amount: number) => `${amount} ${employeeId}`;
  const expected = new Map<string, number>();
  sent.tipSelections.forEach((s, i) => expected.set(key(s.employeeId, sentMinor[i]!), (expected.get(key(s.employeeId, sentMinor[i]!)) ?? 0) + 1));
  answer.tips.forEach((tip, i) => {
    const k = key(tip.employeeId, tipMinor[i]!);
    const left = expected.get(k) ?? 0;
    if (left === 0) issues.push({ path: `tips.${i}`, message: 'is not a tip that was asked for (employee and amount)' });
    else expected.set(k, left - 1);
  });
  const missing = [...expected.values()].reduce((a, b) => a + b, 0);
  if (missing > 0) issues.push({ path: 'tips', message: `misses ${missing} of the tips that were asked for` });
  if (feesService + feesPos !== feesTotal) issues.push({ path: 'fees.total', message: 'must equal fees.service plus fees.pos' });
  const tipsTotal = tipMinor.reduce((sum, tip) => sum + tip, 0);
  if (tipsTotal + feesTotal !== total) issues.push({ path: 'total', message: 'must equal the tip amounts plus fees.total' });
  return issues;
}

/** `n` (finite, not negative) as the decimal it prints as, exactly: [digits, decimals] (33.33 is [3333n, 2]; 1e-7 is [1n, 7]). */
function exactDecimal(n: number): [digits: bigint, decimals: number] {
  const [mantissa = '0', exponent = '0'] = String(n).split('e');
  const [whole = '0', fraction = ''] = mantissa.split('.');
  const decimals = fraction.length - Number(exponent);
  const digits = BigInt(whole + fraction);
  return decimals < 0 ? [digits * 10n ** BigInt(-decimals), 0] : [digits, decimals];
}

const LEVELS = ['low', 'medium', 'high'] as const;

/**
 * A proposals answer (spec 2.11) whose proposals say what they draw: each one's `percent` is its
 * `amount` over its `serviceAmount`, computed exactly with integers. A tile reads "20%" over the
 * amount, so a proposal labelled 20% of a 50 service with an amount of 500 is refused.
 *
 * The tolerance is one minor unit, for the rounding of the amount. The client does not know the
 * currency, so the minor unit is the finest decimals any amount of the answer has (a cent once one
 * amount has cents; a yen for an all-yen answer): never finer than the currency's, so a true answer
 * is never refused, and as fine as the currency's whenever the answer shows it. A `type: "amount"`
 * proposal's percent is derived from its amount and may be rounded to its own decimals (5 of 37 is
 * "14%"): half a unit of the percent's last decimal is allowed too. A service amount of 0 has no
 * percent of it: its proposals' `percent` must be 0.
 */
export function proposalsAnswerIssues(_sent: unknown, answer: readonly Proposal[]): TipIssue[] {
  // One common scale (an amount with cents makes the minor unit a cent everywhere), each amount on
  // its own: a proposal is checked against its own service amount, never summed with the others.
  const amounts = answer.flatMap((p) => [p.serviceAmount, ...LEVELS.flatMap((l) => [p[l].amount, p[l].fee, p[l].total])]);
  let minor: bigint[];
  try {
    const scale = scaleOf(0, amounts);
    minor = amounts.map((amount) => BigInt(toMinor(amount, scale)));
  } catch (error) {
    if (error instanceof RangeError) return [OUT_OF_RANGE];
    throw error;
  }
  const issues: TipIssue[] = [];
  const per = 1 + LEVELS.length * 3;
  answer.forEach((proposal, i) => {
    const service = minor[i * per]!;
    LEVELS.forEach((level, j) => {
      const option = proposal[level];
      const amount = minor[i * per + 1 + j * 3]!;
      const [percent, decimals] = exactDecimal(option.percent);
      const scale = 100n * 10n ** BigInt(decimals);
      // |amount − percent% × service| in units of 1 / scale of a minor unit; one minor unit is `scale`.
      const gap = amount * scale - percent * service;
      const distance = gap < 0n ? -gap : gap;
      const allowed = option.type === 'amount' ? 2n * scale + service : 2n * scale;
      const ok = service === 0n ? percent === 0n : 2n * distance <= allowed;
      if (!ok) issues.push({ path: `${i}.${level}.percent`, message: service === 0n ? 'must be 0 on a service amount of 0' : 'must be the amount as a percent of serviceAmount' });
    });
  });
  return issues;
}

/**
 * Records whose gross, net and fee columns each add up exactly (what a back-office table totals),
 * in minor units of any currency's decimals (up to MAX_DECIMALS): whatever the element's currency,
 * its sums stay in range.
 */
function recordsAddUp(records: readonly { gross: number; net: number; fee: number }[]): boolean {
  return (['gross', 'net', 'fee'] as const).every((column) => exactly(records.map((r) => r[column]), MAX_DECIMALS) !== undefined);
}

/** A transaction's details whose amounts the back office can add up exactly (its tips, its refunds); otherwise the problem. */
export function detailsAnswerIssues(_sent: unknown, answer: Transaction): TipIssue[] {
  return recordsAddUp(answer.tips) && recordsAddUp(answer.refunds) && exactly([answer.gross, answer.net, answer.fee], MAX_DECIMALS) ? [] : [OUT_OF_RANGE];
}

/** A refund's records (or its dry run's) whose amounts add up exactly; otherwise the problem. */
export function refundAnswerIssues(_sent: unknown, answer: readonly RefundRecord[]): TipIssue[] {
  return recordsAddUp(answer) ? [] : [OUT_OF_RANGE];
}

/**
 * Whether an intent answer charges exactly what the customer was shown (`shown`, an `intent`
 * call's option): each tip answers one of the selections (employee and amount; `tips.<i>`, and
 * `tips` for selections left unanswered); each tip's fee is the fee shown for it, and an issue where
 * none was shown (`tips.<i>.fee`); `fees.total` is the shown fees plus a point-of-sale fee shown on
 * top (`shown.pos`, else none), so a `fees.pos` raised beyond what the tips' fees hold is refused;
 * `total` is the selections plus those fees. In integer minor units at the finest scale the amounts
 * need; an answer too large to add up exactly is one issue at path ''.
 */
export function shownIntentIssues(selections: readonly TipSelection[], answer: IntentResult, shown: ShownToCustomer): TipIssue[] {
  const { fees } = shown;
  try {
    const scale = scaleOf(0, [
      ...fees,
      ...selections.map((s) => s.amount),
      ...answer.tips.flatMap((t) => [t.amount, t.fee]),
      answer.total,
      answer.fees.total,
      answer.fees.pos,
      shown.pos,
    ]);
    const at = (amount: number) => toMinor(amount, scale);
    const money = (minor: number) => minorToDecimal(minor, scale);
    const issues: TipIssue[] = [];
    const open = selections.map((s, i) => ({ employeeId: s.employeeId, amount: at(s.amount), fee: fees[i] === undefined ? undefined : at(fees[i]) }));
    answer.tips.forEach((tip, i) => {
      const match = open.findIndex((s) => s.employeeId === tip.employeeId && s.amount === at(tip.amount));
      if (match === -1) {
        issues.push({ path: `tips.${i}`, message: 'is not a tip the customer confirmed (employee and amount)' });
        return;
      }
      const [selection] = open.splice(match, 1);
      if (selection!.fee === undefined) issues.push({ path: `tips.${i}.fee`, message: 'was not shown to the customer before they confirmed' });
      else if (selection!.fee !== at(tip.fee)) issues.push({ path: `tips.${i}.fee`, message: `must be the fee shown for this tip (${money(selection!.fee)})` });
    });
    if (open.length > 0) issues.push({ path: 'tips', message: `misses ${open.length} of the tips the customer confirmed` });
    // The service's per-tip fees may include the caller's part (`fees.pos`); only a point-of-sale fee
    // charged on top of the tips' fees must have been shown (`shown.pos`).
    const pos = shown.pos === undefined ? 0 : at(shown.pos);
    // With a fee the screen never showed, the confirmed fees and total are unknown: that tip's issue says so.
    if (fees.every((fee) => fee !== undefined)) {
      const feesTotal = sumCents([...fees.map((fee) => at(fee!)), pos]);
      if (at(answer.fees.total) !== feesTotal) issues.push({ path: 'fees.total', message: `must be the fees shown (${money(feesTotal)})` });
      const total = sumCents([...selections.map((s) => at(s.amount)), feesTotal]);
      if (at(answer.total) !== total) issues.push({ path: 'total', message: `must be the total the customer confirmed (${money(total)})` });
    }
    return issues;
  } catch (error) {
    if (error instanceof RangeError) return [{ path: '', message: 'amounts too large to add up exactly' }];
    throw error;
  }
}
