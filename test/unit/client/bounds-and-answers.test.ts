// What the client refuses before sending (an array or a string over its bound, named), what it
// refuses after an answer (an intent answer that is not what was asked, a response over its
// bounds), and where it sends Idempotency-Key (only to the proxy or the sandbox: a service's
// interface has no such header).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  createDataClient,
  createDisplayClient,
  MAX_AMOUNTS,
  MAX_NAME_LENGTH,
  MAX_STAFF,
  TipRequestError,
  TipResponseError,
  type IntentResult,
} from '../../../src/client/index.js';
import { createSandbox } from '../../../src/sandbox/index.js';
import { checkout } from '../helpers/display.js';
import { customer, demo, intentAnswer, intentSent, tip } from '../helpers/sandbox.js';

const L = 'demo-location';

/** A fetch that records each request's headers and answers `answer` as `{ data }`. */
function answering(answer: unknown) {
  const headers: Headers[] = [];
  const fetch = async (_input: Request | string | URL, init?: RequestInit) => {
    headers.push(new Headers(init?.headers));
    return new Response(JSON.stringify({ data: answer }), { status: 200, headers: { 'content-type': 'application/json' } });
  };
  return { fetch, headers };
}

describe('client: arrays and strings over their bounds are refused before sending, naming the field', () => {
  const cases: Array<[name: string, call: (c: ReturnType<typeof createDataClient>) => Promise<unknown>, path: string, message: string]> = [
    ['21,000 fee amounts', (c) => c.fees({ locationId: L, amounts: Array.from({ length: 21_000 }, () => 1) }), 'amounts', `at most ${MAX_AMOUNTS} items`],
    ['101 service amounts', (c) => c.proposals({ locationId: L, serviceAmounts: Array.from({ length: MAX_AMOUNTS + 1 }, () => 1) }), 'serviceAmounts', `at most ${MAX_AMOUNTS} items`],
    ['101 tip selections', (c) => c.intent({ locationId: L, customer, tipSelections: Array.from({ length: MAX_STAFF + 1 }, (_, i) => tip(`e${i}`, 1)) }), 'tipSelections', `at most ${MAX_STAFF} items`],
    ['a last name over 1 KiB', (c) => c.intent({ locationId: L, customer, tipSelections: [{ ...tip('e1', 1), lastName: 'x'.repeat(MAX_NAME_LENGTH + 1) }] }), 'tipSelections.0.lastName', `at most ${MAX_NAME_LENGTH} characters`],
    ['1,001 locations', (c) => c.mapLocations({ locations: Array.from({ length: 1001 }, (_, i) => ({ identifier: `l${i}`, lat: 0, long: 0 })) }), 'locations', 'at most 1000 items'],
    ['101 refund talents', (c) => c.refund({ transactionId: 't', talents: Array.from({ length: MAX_STAFF + 1 }, (_, i) => ({ employeeId: `e${i}`, amount: 1 })) }), 'talents', `at most ${MAX_STAFF} items`],
  ];
  for (const [name, call, path, message] of cases) {
    it(`${name}: TipRequestError on ${path}`, async () => {
      const { fetch, headers } = answering([]);
      const client = createDataClient({ baseUrl: 'http://pos.test/api/tips', fetch });
      await assert.rejects(call(client), (e: unknown) => e instanceof TipRequestError && e.issues[0]?.path === path && e.issues[0]?.message === message && e.message.includes(path));
      assert.equal(headers.length, 0, 'nothing was sent');
    });
  }

  it('Display: 51 bill lines and 101 staff are refused before sending', async () => {
    const { fetch, headers } = answering({});
    const client = createDisplayClient({ baseUrl: 'http://pos.test/api/tips', fetch });
    const lines = Array.from({ length: 51 }, (_, i) => ({ name: `l${i}`, total: 1 }));
    await assert.rejects(client.create({ ...checkout('t1'), display: lines }), (e: unknown) => e instanceof TipRequestError && e.issues[0]?.path === 'display');
    const staff = Array.from({ length: MAX_STAFF + 1 }, (_, i) => ({ employeeId: `e${i}`, firstName: 'A', lastName: 'B', avatar: '' }));
    await assert.rejects(client.create({ ...checkout('t1'), service: staff }), (e: unknown) => e instanceof TipRequestError && e.issues[0]?.path === 'service');
    assert.equal(headers.length, 0);
  });

  it('an answer over its bounds is a TipResponseError: 101 fee quotes, a 300-character transaction id', async () => {
    const quotes = answering(Array.from({ length: MAX_AMOUNTS + 1 }, () => ({ amount: 1, fee: 0, total: 1 })));
    await assert.rejects(createDataClient({ baseUrl: 'http://x', fetch: quotes.fetch }).fees({ locationId: L, amounts: [1] }), TipResponseError);
    const longId = answering({ transactionId: 't'.repeat(300), tips: [{ employeeId: 'e1', level: 'custom', amount: 1, fee: 0 }], fees: { service: 0, pos: 0, total: 0 }, total: 1 });
    await assert.rejects(
      createDataClient({ baseUrl: 'http://x', fetch: longId.fetch }).intent({ locationId: L, customer, tipSelections: [tip('e1', 1)] }),
      (e: unknown) => e instanceof TipResponseError && e.issues.some((i) => i.path === 'transactionId'),
    );
  });
});

describe('client: an intent answer is checked against the intent sent', () => {
  const sent = intentSent;
  const right = intentAnswer;
  const wrong: Array<[name: string, answer: IntentResult, path: string]> = [
    ['a total of 999.99', { ...right, total: 999.99 }, 'total'],
    ['a total one cent short', { ...right, total: 15.59 }, 'total'],
    ['fees.total that is not service + pos', { ...right, fees: { service: 0.5, pos: 0.1, total: 0.7 }, total: 15.7 }, 'fees.total'],
    ['a tip of 1,000 instead of 10', { ...right, tips: [{ ...right.tips[0]!, amount: 1000 }, right.tips[1]!], total: 1005.6 }, 'tips.0'],
    ['a tip for someone not asked for', { ...right, tips: [right.tips[0]!, { ...right.tips[1]!, employeeId: 'e3' }] }, 'tips.1'],
    ['a missing tip', { ...right, tips: [right.tips[0]!], total: 10.6 }, 'tips'],
    ['an extra tip', { ...right, tips: [...right.tips, { employeeId: 'e1', level: 'custom', amount: 10, fee: 0.4 }], total: 25.6 }, 'tips.2'],
    ['the same tip twice instead of two', { ...right, tips: [right.tips[0]!, right.tips[0]!], total: 20.6 }, 'tips.1'],
  ];
  for (const [name, answer, path] of wrong) {
    it(`${name}: TipResponseError (${path}), nothing returned`, async () => {
      const client = createDataClient({ baseUrl: 'http://x', fetch: answering(answer).fetch });
      await assert.rejects(client.intent(sent), (e: unknown) => e instanceof TipResponseError && e.code === 'invalid_response' && e.issues.some((i) => i.path === path));
    });
  }

  it('the right answer, its tips in any order, is returned as it came', async () => {
    const reordered = { ...right, tips: [right.tips[1]!, right.tips[0]!] };
    const client = createDataClient({ baseUrl: 'http://x', fetch: answering(reordered).fetch });
    assert.deepEqual(await client.intent(sent), reordered);
  });

  it('the sandbox answers every intent in a way that passes (fees on every tip, a zero tip included)', async () => {
    const sandbox = createSandbox();
    const client = createDataClient({ baseUrl: 'http://sandbox.test', credentials: demo, fetch: sandbox.fetch });
    const result = await client.intent({ locationId: L, customer, tipSelections: [tip('e1', 10.01), tip('e2', 0), tip('e3', 7.33)] });
    assert.equal(result.tips.length, 3);
  });
});

describe('client: answers in any currency, and amounts too large to add up', () => {
  it('a KWD intent (three decimals) and a JPY one (none) pass when they add up, and fail by one minor unit', async () => {
    const kwd = { locationId: L, customer, tipSelections: [tip('e1', 12.345)] };
    const kwdRight: IntentResult = { transactionId: 'tx-k', tips: [{ employeeId: 'e1', level: 'custom', amount: 12.345, fee: 0.5 }], fees: { service: 0.45, pos: 0.05, total: 0.5 }, total: 12.845 };
    assert.deepEqual(await createDataClient({ baseUrl: 'http://x', fetch: answering(kwdRight).fetch }).intent(kwd), kwdRight);
    await assert.rejects(
      createDataClient({ baseUrl: 'http://x', fetch: answering({ ...kwdRight, total: 12.846 }).fetch }).intent(kwd),
      (e: unknown) => e instanceof TipResponseError && e.issues.some((i) => i.path === 'total'),
    );
    const jpy = { locationId: L, customer, tipSelections: [tip('e1', 1200)] };
    const jpyRight: IntentResult = { transactionId: 'tx-j', tips: [{ employeeId: 'e1', level: 'custom', amount: 1200, fee: 30 }], fees: { service: 25, pos: 5, total: 30 }, total: 1230 };
    assert.deepEqual(await createDataClient({ baseUrl: 'http://x', fetch: answering(jpyRight).fetch }).intent(jpy), jpyRight);
  });

  it('details or a refund whose amounts cannot be added up exactly (two refunds of $2×10¹¹, at up to four decimals, as the back office sums them in any currency) is a TipResponseError', async () => {
    const sandbox = createSandbox();
    const real = createDataClient({ baseUrl: 'http://sandbox.test', credentials: demo, fetch: sandbox.fetch });
    const { transactionId } = await real.intent({ locationId: L, customer, tipSelections: [tip('e1', 10)] });
    const tx = await real.details({ transactionId });
    const record = { isPartial: true, employeeId: 'e1', createdAt: tx.createdAt, status: 'ok', reason: null, gross: 2e11, net: 2e11, fee: 0 };
    const huge = { ...tx, refunds: [record, record] };
    await assert.rejects(
      createDataClient({ baseUrl: 'http://x', fetch: answering(huge).fetch }).details({ transactionId }),
      (e: unknown) => e instanceof TipResponseError && /too large/.test(e.message),
    );
    await assert.rejects(
      createDataClient({ baseUrl: 'http://x', fetch: answering([record, record]).fetch }).refund({ transactionId, reason: 'x', dryRun: true }),
      (e: unknown) => e instanceof TipResponseError,
    );
    // One such refund adds up, and is shown.
    assert.equal((await createDataClient({ baseUrl: 'http://x', fetch: answering({ ...tx, refunds: [record] }).fetch }).details({ transactionId })).refunds.length, 1);
  });
});

describe('client: Idempotency-Key goes only where it is understood', () => {
  const intent = { locationId: L, customer, tipSelections: [tip('e1', 1)] };
  const answer = { transactionId: 't', tips: [{ employeeId: 'e1', level: 'custom', amount: 1, fee: 0 }], fees: { service: 0, pos: 0, total: 0 }, total: 1 };

  it('with credentials (the service itself): no Idempotency-Key, even when one is given', async () => {
    const { fetch, headers } = answering(answer);
    const client = createDataClient({ baseUrl: 'https://tips.example', credentials: demo, fetch });
    await client.intent(intent);
    await client.intent(intent, { idempotencyKey: 'sale-7' });
    assert.deepEqual(headers.map((h) => h.get('idempotency-key')), [null, null]);
    assert.deepEqual([...headers[0]!.keys()].sort(), ['accept', 'content-type']);
    const display = answering({});
    await createDisplayClient({ baseUrl: 'https://tips.example', credentials: demo, fetch: display.fetch }).create(checkout('t1'), { idempotencyKey: 'k' });
    assert.equal(display.headers[0]!.get('idempotency-key'), null);
  });

  it('without credentials (the host proxy): the key is sent', async () => {
    const { fetch, headers } = answering(answer);
    await createDataClient({ baseUrl: 'http://pos.test/api/tips', fetch }).intent(intent, { idempotencyKey: 'sale-7' });
    assert.equal(headers[0]!.get('idempotency-key'), 'sale-7');
  });

  it("with credentials and the sandbox's own fetch, or idempotencyKeys: true: the key is sent", async () => {
    const sandbox = createSandbox();
    const client = createDataClient({ baseUrl: 'http://sandbox.test', credentials: demo, fetch: sandbox.fetch });
    const first = await client.intent({ locationId: L, customer, tipSelections: [tip('e1', 1)] }, { idempotencyKey: 'k-1' });
    const again = await client.intent({ locationId: L, customer, tipSelections: [tip('e1', 1)] }, { idempotencyKey: 'k-1' });
    assert.equal(again.transactionId, first.transactionId, 'the sandbox replayed the first answer');
    const { fetch, headers } = answering(answer);
    await createDataClient({ baseUrl: 'http://localhost:4010', credentials: demo, fetch, idempotencyKeys: true }).intent(intent, { idempotencyKey: 'k-2' });
    assert.equal(headers[0]!.get('idempotency-key'), 'k-2');
  });
});
