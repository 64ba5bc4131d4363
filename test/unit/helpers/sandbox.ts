// Shared set-up for the sandbox, server and proxy tests: a sandbox with a fixed clock and
// predictable ids, the real client in front of it, and a raw poster for what the client refuses.
import assert from 'node:assert/strict';
import { createDataClient, TipHttpError, type DataClient, type IntentResult, type TipSelection } from '../../../src/client/index.js';
import { createSandbox, DEMO_CREDENTIALS, type Sandbox, type SandboxOptions } from '../../../src/sandbox/index.js';

export const demo = DEMO_CREDENTIALS;
export const FIXED_NOW = new Date('2026-11-22T10:30:00.123Z');

export function setup(options: SandboxOptions = {}): { sandbox: Sandbox; client: DataClient } {
  let n = 0;
  const sandbox = createSandbox({
    now: () => FIXED_NOW,
    generateId: (kind) => `${kind}-${++n}`,
    ...options,
  });
  const client = createDataClient({ baseUrl: 'http://sandbox.test', credentials: demo, fetch: sandbox.fetch, retries: 0 });
  return { sandbox, client };
}

/** A tip selection for one staff member. */
export function tip(employeeId: string, amount: number, serviceAmount?: number, level: TipSelection['level'] = 'custom'): TipSelection {
  return {
    employeeId,
    firstName: `First ${employeeId}`,
    lastName: `Last ${employeeId}`,
    avatar: `https://example.test/${employeeId}.png`,
    ...(serviceAmount === undefined ? {} : { serviceAmount }),
    amount,
    level,
  };
}

export const customer = { id: 'cust-1', firstName: 'Ada', lastName: 'Lovelace' };

/** An intent of two custom tips ($10 and $5 at demo-location) and the answer that matches it exactly: what the intent-answer checks start from. */
export const intentSent = { locationId: 'demo-location', customer, tipSelections: [tip('e1', 10), tip('e2', 5)] };
export const intentAnswer: IntentResult = {
  transactionId: 'tx-1',
  tips: [
    { employeeId: 'e1', level: 'custom', amount: 10, fee: 0.4 },
    { employeeId: 'e2', level: 'custom', amount: 5, fee: 0.2 },
  ],
  fees: { service: 0.5, pos: 0.1, total: 0.6 },
  total: 15.6,
};

/** Creates and confirms a transaction; returns its id. */
export async function confirmed(client: DataClient, selections: TipSelection[]): Promise<string> {
  const { transactionId } = await client.intent({ locationId: 'demo-location', customer, tipSelections: selections });
  await client.confirm({ transactionId });
  return transactionId;
}

/** Posts a raw body (what the client would refuse to send) and returns status and JSON. */
export async function post(
  fetcher: (input: string, init?: RequestInit) => Promise<Response>,
  path: string,
  body: unknown,
  init: RequestInit = {},
): Promise<{ status: number; json: any }> {
  const response = await fetcher(`http://sandbox.test${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
    ...init,
  });
  const text = await response.text();
  return { status: response.status, json: text ? JSON.parse(text) : undefined };
}

/** Asserts that `promise` rejects with a TipHttpError of this status and code. */
export async function rejectsWith(promise: Promise<unknown>, status: number, code: string): Promise<TipHttpError> {
  let caught: unknown;
  await assert.rejects(promise, (error) => {
    caught = error;
    return true;
  });
  assert.ok(caught instanceof TipHttpError, `expected TipHttpError, got ${String(caught)}`);
  assert.equal(caught.status, status, caught.message);
  assert.equal(caught.code, code, caught.message);
  return caught;
}

/** Sum of dollar amounts, in cents. */
export function cents(...amounts: number[]): number {
  return amounts.reduce((sum, a) => sum + Math.round(a * 100), 0);
}
