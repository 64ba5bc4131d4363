/**
 * The checkout's fee cache (src/elements/internal/fee-quoter.ts): one look-up per amount, shared
 * while in flight, seeded with the proposals' fees, bounded, and keyed by what the fee depends on.
 * The client is the real one on the sandbox, its fetch wrapped to count the fee requests.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createDataClient, type DataClient } from '../../../../src/client/client.js';
import { FEE_CACHE_LIMIT, FeeQuoter, type FeeSource } from '../../../../src/elements/internal/fee-quoter.js';
import { MAX_AMOUNTS } from '../../../../src/protocol/limits.js';
import { createSandbox, DEMO_LOCATION_ID } from '../../../../src/sandbox/index.js';

/** A sandbox client whose fee requests are counted and can be held until released. */
function counted() {
  const sandbox = createSandbox();
  const asked: number[][] = [];
  const gates: Array<() => void> = [];
  let holding = false;
  const fetch: typeof sandbox.fetch = async (input, init) => {
    if (String(input instanceof Request ? input.url : input).endsWith('/tips/fees')) {
      asked.push((JSON.parse(String(init?.body)) as { payload: { amounts: number[] } }).payload.amounts);
      if (holding) await new Promise<void>((resolve) => gates.push(resolve));
    }
    return sandbox.fetch(input, init);
  };
  const client = createDataClient({ baseUrl: 'http://sandbox.test', credentials: sandbox.credentials, fetch });
  return {
    sandbox,
    client,
    asked,
    hold: () => (holding = true),
    release: () => {
      holding = false;
      for (const open of gates.splice(0)) open();
    },
  };
}

function quoterOn(client: DataClient, source: Partial<FeeSource> = {}) {
  const current: FeeSource = { client, locationId: DEMO_LOCATION_ID, ...source };
  return { current, fees: new FeeQuoter(() => current) };
}

test('the proposals\' fees are known at once: a custom tip of one of their amounts asks nothing', async () => {
  const svc = counted();
  const [proposal] = await svc.client.proposals({ locationId: DEMO_LOCATION_ID, serviceAmounts: [85] });
  const { fees } = quoterOn(svc.client);
  fees.learn([proposal!.low, proposal!.medium, proposal!.high]);
  const medium = proposal!.medium;
  assert.deepEqual(fees.peek(Math.round(medium.amount * 100)), medium);
  assert.equal((await fees.quote(Math.round(medium.amount * 100))).fee, medium.fee);
  assert.equal(svc.asked.length, 0);
});

test('an amount is looked up once: later callers get the answer without a request', async () => {
  const svc = counted();
  const { fees } = quoterOn(svc.client);
  const first = await fees.quote(1250);
  assert.deepEqual(first, { amount: 12.5, fee: 0.68, total: 13.18 });
  assert.deepEqual(await fees.quote(1250), first);
  assert.deepEqual(fees.peek(1250), first);
  assert.deepEqual(svc.asked, [[12.5]]);
});

test('two callers asking the same amount at once share one request; one aborting leaves the other its answer', async () => {
  const svc = counted();
  const { fees } = quoterOn(svc.client);
  svc.hold();
  const quitter = new AbortController();
  const a = fees.quote(700, { signal: quitter.signal });
  const b = fees.quote(700, { signal: new AbortController().signal });
  quitter.abort();
  await assert.rejects(a, { name: 'TipAbortError' });
  svc.release();
  assert.equal((await b).total, 7.51);
  assert.deepEqual(svc.asked, [[7]]);
});

test('the cache is bounded: the amount used longest ago goes first, the proposals\' fees stay', async () => {
  const svc = counted();
  const { fees } = quoterOn(svc.client);
  fees.learn([{ amount: 17, fee: 0.81, total: 17.81 }]);
  await fees.quote(100);
  for (let cents = 101; cents < 100 + FEE_CACHE_LIMIT; cents++) await fees.quote(cents);
  assert.notEqual(fees.peek(100), undefined, 'all fit so far');
  // Using $1.00 again makes it the most recent: $1.01 is now the one used longest ago.
  await fees.quote(100 + FEE_CACHE_LIMIT);
  assert.equal(fees.peek(101), undefined);
  assert.notEqual(fees.peek(100), undefined);
  for (let cents = 5000; cents < 5000 + 3 * FEE_CACHE_LIMIT; cents++) await fees.quote(cents);
  const kept = Array.from({ length: 6000 }, (_, cents) => fees.peek(cents + 1)).filter(Boolean).length;
  assert.equal(kept, FEE_CACHE_LIMIT + 1, 'the last FEE_CACHE_LIMIT looked up, and the one learned');
  assert.equal(fees.peek(1700)?.fee, 0.81);
  assert.equal(svc.asked.length, 1 + FEE_CACHE_LIMIT + 3 * FEE_CACHE_LIMIT);
});

test('learn() keeps one proposals answer (its schema holds it to MAX_AMOUNTS proposals): the next replaces it', () => {
  const svc = counted();
  const { fees } = quoterOn(svc.client);
  const levels = Array.from({ length: MAX_AMOUNTS * 3 }, (_, i) => ({ amount: (i + 1) / 100, fee: 0.3, total: (i + 31) / 100 }));
  fees.learn(levels);
  assert.notEqual(fees.peek(MAX_AMOUNTS * 3), undefined);
  fees.learn([{ amount: 9, fee: 0.57, total: 9.57 }]);
  assert.equal(fees.peek(1), undefined, 'the previous answer is replaced');
  assert.equal(fees.peek(900)?.total, 9.57);
  // An amount with more decimals than the currency has is not an amount of this currency.
  fees.learn([{ amount: 1.234, fee: 0.3, total: 1.534 }]);
  assert.equal(fees.peek(123), undefined);
});

test('what the fee depends on is the key: another location, client or exponent forgets what is known', async () => {
  const svc = counted();
  const { fees, current } = quoterOn(svc.client);
  await fees.quote(500);
  fees.learn([{ amount: 2, fee: 0.36, total: 2.36 }]);
  current.locationId = 'loc-other';
  assert.equal(fees.peek(500), undefined);
  assert.equal(fees.peek(200), undefined);
  current.locationId = DEMO_LOCATION_ID;
  await fees.quote(500);
  current.client = counted().client;
  assert.equal(fees.peek(500), undefined, 'another client may be another account with other fees');
  await fees.quote(500);
  current.exponent = 3;
  assert.equal(fees.peek(500), undefined, '500 minor units are another amount at three decimals');
  assert.equal(svc.asked.length, 2);
});

test('clear() forgets everything; a look-up in flight still answers its caller but is not remembered', async () => {
  const svc = counted();
  const { fees } = quoterOn(svc.client);
  fees.learn([{ amount: 2, fee: 0.36, total: 2.36 }]);
  svc.hold();
  const late = fees.quote(900);
  fees.clear();
  assert.equal(fees.peek(200), undefined);
  svc.release();
  assert.equal((await late).fee, 0.57);
  assert.equal(fees.peek(900), undefined);
  // A caller after clear() asks afresh rather than joining the old sale's request.
  await fees.quote(900);
  assert.equal(svc.asked.length, 2);
});

test('a zero tip has no fee and asks nothing; without a client a look-up fails', async () => {
  const svc = counted();
  const { fees, current } = quoterOn(svc.client);
  assert.deepEqual(await fees.quote(0), { amount: 0, fee: 0, total: 0 });
  current.client = undefined;
  await assert.rejects(fees.quote(100), /no client/);
  assert.equal(svc.asked.length, 0);
});

test('quoteAll: the shares of a team tip in ONE request (each distinct amount once, 0 and known ones not asked), then cached by amount', async () => {
  const svc = counted();
  const { fees } = quoterOn(svc.client);
  const first = await fees.quote(500);
  const quotes = await fees.quoteAll([3972, 0, 5607, 421, 500, 421]);
  assert.deepEqual(svc.asked, [[5], [39.72, 56.07, 4.21]]);
  assert.deepEqual(quotes.map((q) => q.amount), [39.72, 0, 56.07, 4.21, 5, 4.21]);
  assert.deepEqual(quotes[4], first);
  assert.deepEqual(fees.peek(5607), quotes[2]);
  await fees.quoteAll([3972, 5607, 421]);
  assert.equal(svc.asked.length, 2, 'every share is cached');
});

test('quoteAll: an amount already in flight is joined, not asked again; aborting every caller aborts the one request', async () => {
  const svc = counted();
  const { fees } = quoterOn(svc.client);
  svc.hold();
  const single = fees.quote(700);
  const all = fees.quoteAll([700, 800]);
  const controller = new AbortController();
  const aborted = fees.quoteAll([900, 1000], { signal: controller.signal });
  controller.abort();
  await assert.rejects(aborted, { name: 'TipAbortError' });
  svc.release();
  const [quote700, quote800] = await all;
  assert.deepEqual(await single, quote700);
  assert.equal(quote800!.amount, 8);
  assert.deepEqual(svc.asked, [[7], [8], [9, 10]]);
  assert.equal(fees.peek(900), undefined, 'the aborted request is not cached');
});
