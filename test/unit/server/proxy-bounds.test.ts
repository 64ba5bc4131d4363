// Bounded requests at the proxy: an array or a string over its bound (protocol/limits.ts) is
// refused with 413 naming the field and its bound, before the service is called and before one
// item of the array is parsed, so that a refused oversize request costs the proxy no more than
// three times a normal one (measured in a proxy process of its own, as the CPU it spends per
// request). Reading the 42 KB body is most of that: Node 20's JSON.parse of 21,000 numbers alone
// takes about as long as a whole normal request forwarded (1.1-1.2 ms each here), so quiet runs
// measure 1.8-2.1x. Checking the items with the schema would add 1.7-3 ms more (about 4x).
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { after, before, describe, it } from 'node:test';
import { MAX_AMOUNTS, MAX_ID_LENGTH, MAX_NAME_LENGTH, MAX_STAFF } from '../../../src/client/index.js';
import { createSandbox } from '../../../src/sandbox/index.js';
import { createTipProxy } from '../../../src/server/index.js';
import { recordingServer, type TestServer } from '../helpers/http.js';
import { customer, demo, tip } from '../helpers/sandbox.js';

const L = 'demo-location';
const FEES = '/api/tips/v1/data/tips/fees';
const INTENT = '/api/tips/v1/data/transaction/intent';
/** The request of the report: 21,000 amounts in 42 KB. */
const HUGE_FEES = JSON.stringify({ payload: { locationId: L, amounts: Array.from({ length: 21_000 }, () => 1) } });
const NORMAL_FEES = JSON.stringify({ payload: { locationId: L, amounts: [12.5, 20, 30] } });

function inProcessProxy() {
  let forwarded = 0;
  const sandbox = createSandbox();
  const proxy = createTipProxy({
    baseUrl: 'http://service.test',
    ...demo,
    allowDisplay: ['create'],
    fetch: (input, init) => {
      forwarded++;
      return sandbox.fetch(input, init);
    },
  });
  const post = async (path: string, body: string) => {
    const response = await proxy(new Request(`http://pos.test${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body }));
    return { status: response.status, json: (await response.json()) as { error?: { code: string; message: string; field?: string; max?: number } } };
  };
  return { post, forwarded: () => forwarded };
}

describe('proxy: every array and string of a request is bounded', () => {
  it('the 21,000-amount fees request: 413 too_many naming amounts and its bound, nothing forwarded', async () => {
    const { post, forwarded } = inProcessProxy();
    const { status, json } = await post(FEES, HUGE_FEES);
    assert.equal(status, 413);
    assert.deepEqual(json.error, { code: 'too_many', message: `payload.amounts: at most ${MAX_AMOUNTS} items`, field: 'amounts', max: MAX_AMOUNTS });
    assert.equal(forwarded(), 0);
  });

  it('one amount over the bound is refused; exactly the bound is forwarded', async () => {
    const { post, forwarded } = inProcessProxy();
    const at = await post(FEES, JSON.stringify({ payload: { locationId: L, amounts: Array.from({ length: MAX_AMOUNTS }, () => 1) } }));
    assert.equal(at.status, 200);
    const over = await post(FEES, JSON.stringify({ payload: { locationId: L, amounts: Array.from({ length: MAX_AMOUNTS + 1 }, () => 1) } }));
    assert.deepEqual([over.status, over.json.error?.field, over.json.error?.max], [413, 'amounts', MAX_AMOUNTS]);
    assert.equal(forwarded(), 1);
  });

  it('too many staff, a name over 1 KiB, an id over 255 characters: 413 naming each field', async () => {
    const { post, forwarded } = inProcessProxy();
    const staff = Array.from({ length: MAX_STAFF + 1 }, (_, i) => tip(`e${i}`, 1));
    const many = await post(INTENT, JSON.stringify({ payload: { locationId: L, customer, tipSelections: staff } }));
    assert.deepEqual([many.status, many.json.error?.code, many.json.error?.field, many.json.error?.max], [413, 'too_many', 'tipSelections', MAX_STAFF]);
    const longName = await post(INTENT, JSON.stringify({ payload: { locationId: L, customer, tipSelections: [tip('e1', 1), { ...tip('e2', 1), firstName: 'x'.repeat(MAX_NAME_LENGTH + 1) }] } }));
    assert.deepEqual([longName.status, longName.json.error?.code, longName.json.error?.field, longName.json.error?.max], [413, 'too_long', 'tipSelections.1.firstName', MAX_NAME_LENGTH]);
    const longId = await post(FEES, JSON.stringify({ payload: { locationId: 'l'.repeat(MAX_ID_LENGTH + 1), amounts: [1] } }));
    assert.deepEqual([longId.status, longId.json.error?.code, longId.json.error?.field], [413, 'too_long', 'locationId']);
    assert.equal(forwarded(), 0);
  });

  it('a Display create with 51 bill lines: 413 naming display', async () => {
    const { post } = inProcessProxy();
    const payload = {
      deviceId: 'd-1',
      transactionId: 't-1',
      total: 10,
      customer,
      display: Array.from({ length: 51 }, (_, i) => ({ name: `line ${i}`, total: 1 })),
      service: [{ employeeId: 'e1', firstName: 'A', lastName: 'B', avatar: '' }],
    };
    const { status, json } = await post('/api/tips/v1/display/transaction/create', JSON.stringify({ payload }));
    assert.deepEqual([status, json.error?.code, json.error?.field, json.error?.max], [413, 'too_many', 'display', 50]);
  });
});

describe('proxy: a refused oversize request costs at most three times a normal one', () => {
  let service: TestServer;
  let child: ChildProcess;
  let proxyUrl = '';

  before(async () => {
    const answer = JSON.stringify({ data: [12.5, 20, 30].map((amount) => ({ amount, fee: 0, total: amount })) });
    service = await recordingServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(answer);
    });
    child = spawn(process.execPath, ['--import', 'tsx', 'test/unit/server/fixtures/proxy-process.ts', service.url], { stdio: ['ignore', 'pipe', 'inherit'] });
    proxyUrl = await new Promise<string>((resolve, reject) => {
      let out = '';
      child.stdout!.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        if (out.includes('\n')) resolve(out.trim());
      });
      child.once('exit', (code) => reject(new Error(`the proxy process exited (${code})`)));
    });
  });
  after(async () => {
    child?.kill();
    await service?.close();
  });

  async function cpu(): Promise<number> {
    return ((await (await fetch(`${proxyUrl}/__cpu`)).json()) as { micros: number }).micros;
  }

  /** The proxy's CPU per request, in µs, over `n` requests of `body` one after another. */
  async function perRequest(body: string, status: number, n: number): Promise<number> {
    const start = await cpu();
    for (let i = 0; i < n; i++) {
      const response = await fetch(`${proxyUrl}${FEES}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
      await response.arrayBuffer();
      assert.equal(response.status, status);
    }
    return ((await cpu()) - start) / n;
  }

  const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;

  it('the 21,000-amount request vs a normal fees request: medians of interleaved batches', async () => {
    // Warm up both paths (JIT, connections), then alternate batches so that load from elsewhere on
    // the machine falls on both alike; the median of each drops the batches a busy moment spoiled.
    await perRequest(NORMAL_FEES, 200, 100);
    await perRequest(HUGE_FEES, 413, 100);
    const normal: number[] = [];
    const huge: number[] = [];
    for (let batch = 0; batch < 15; batch++) {
      normal.push(await perRequest(NORMAL_FEES, 200, 40));
      huge.push(await perRequest(HUGE_FEES, 413, 40));
    }
    const [n, h] = [median(normal), median(huge)];
    assert.ok(h <= 3 * n, `a refused 21,000-amount request cost ${h.toFixed(0)} µs of proxy CPU, a normal one ${n.toFixed(0)} µs`);
    assert.equal(service.seen.length, 100 + 15 * 40, 'only the normal requests reached the service');
  });
});
