import type { TipIssue } from './errors.js';
import { createOperationClient, type CallOptions, type ClientOptions } from './transport.js';
import { toCents } from '../money/money.js';
import { paths, payloads, responses, type IntentResult, type Operation, type Payload, type Result } from '../protocol/schemas.js';

export { errorCodeOf } from './transport.js';
export type { CallOptions, ClientOptions, Credentials } from './transport.js';

/** Options of `createDataClient`. */
export type DataClientOptions = ClientOptions;

type Method<Op extends Operation> = (payload: Payload<Op>, options?: CallOptions) => Promise<Result<Op>>;

export type DataClient = { readonly [Op in Operation]: Method<Op> } & {
  /** The base URL the client posts to. */
  readonly baseUrl: string;
};

/** The reads a Data client may send twice. Writes (`intent`, `confirm`, …) are never retried. */
const RETRYABLE: ReadonlySet<Operation> = new Set(['proposals', 'fees', 'details']);

/** The Data-mode operation that creates a transaction: it carries an `Idempotency-Key`. */
const KEYED: ReadonlySet<Operation> = new Set(['intent']);

/** One tip as the intent check compares it: employee and amount in cents. */
const tipKey = (employeeId: string, amount: number) => `${toCents(amount)} ${employeeId}`;

/**
 * An intent answer checked against the intent sent (spec 2.14), in integer cents: its tips are
 * exactly the selections sent (employee and amount, as a set: each selection answered once, no
 * tip that was not asked for), `fees.total` is `fees.service + fees.pos`, and `total` is the tips'
 * amounts plus `fees.total`. The problems found, or none. (The schema has already made every
 * amount money.)
 */
export function intentAnswerIssues(sent: Payload<'intent'>, answer: IntentResult): TipIssue[] {
  const issues: TipIssue[] = [];
  const expected = new Map<string, number>();
  for (const s of sent.tipSelections) expected.set(tipKey(s.employeeId, s.amount), (expected.get(tipKey(s.employeeId, s.amount)) ?? 0) + 1);
  answer.tips.forEach((tip, i) => {
    const key = tipKey(tip.employeeId, tip.amount);
    const left = expected.get(key) ?? 0;
    if (left === 0) issues.push({ path: `tips.${i}`, message: 'is not a tip that was asked for (employee and amount)' });
    else expected.set(key, left - 1);
  });
  const missing = [...expected.values()].reduce((a, b) => a + b, 0);
  if (missing > 0) issues.push({ path: 'tips', message: `misses ${missing} of the tips that were asked for` });
  const fees = answer.fees;
  const feesTotal = toCents(fees.total);
  if (toCents(fees.service) + toCents(fees.pos) !== feesTotal) issues.push({ path: 'fees.total', message: 'must equal fees.service plus fees.pos' });
  const tipsTotal = answer.tips.reduce((sum, tip) => sum + toCents(tip.amount), 0);
  if (tipsTotal + feesTotal !== toCents(answer.total)) issues.push({ path: 'total', message: 'must equal the tip amounts plus fees.total' });
  return issues;
}

/**
 * A typed client for the service's Data mode. Every payload is checked before it is sent and
 * every response before it is returned; an intent's answer is also checked against the intent
 * sent (`intentAnswerIssues`: a wrong tip or total is a `TipResponseError`). Every failure is a
 * `TipError`.
 */
export function createDataClient(options: DataClientOptions): DataClient {
  return createOperationClient(options, {
    paths,
    payloads,
    responses,
    retryable: RETRYABLE,
    keyed: KEYED,
    answers: { intent: intentAnswerIssues },
  }) as unknown as DataClient;
}
