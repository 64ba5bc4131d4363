// Display mode's create carries an Idempotency-Key, as the Data client's intent does: the client
// sends a new one per call (or the one given), the sandbox and the credential proxy answer a
// repeated key with the first answer and refuse it with another payload; nothing else is keyed.
// Display amounts are bounded like Data ones ($1,000,000, `MAX_REQUEST_AMOUNT`).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createDisplayClient, TipRequestError } from '../../../src/client/index.js';
import { createSandbox } from '../../../src/sandbox/index.js';
import { createTipProxy } from '../../../src/server/index.js';
import { checkout, DEVICE, setupDisplay } from '../helpers/display.js';
import { demo, rejectsWith } from '../helpers/sandbox.js';

function headerRecorder() {
  const headers: Headers[] = [];
  const fetch = async (_input: Request | string | URL, init?: RequestInit): Promise<Response> => {
    headers.push(new Headers(init?.headers));
    return new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } });
  };
  return { headers, fetch };
}

describe('Display client: Idempotency-Key on create', () => {
  it('create carries a new key per call; the other operations carry none, even when given one', async () => {
    const { headers, fetch } = headerRecorder();
    const client = createDisplayClient({ baseUrl: 'https://pos.example/api/tips', fetch });
    await client.create(checkout('t1'));
    await client.create(checkout('t1'));
    const [a, b] = headers.map((h) => h.get('idempotency-key'));
    assert.match(a ?? '', /^[\x21-\x7e]{16,255}$/);
    assert.notEqual(a, b);
    await client.update({ ...checkout('t1'), service: [{ employeeId: 'e-ana', firstName: 'Ana', lastName: 'Lima', avatar: '', amount: 50 }] }, { idempotencyKey: 'ignored' });
    await client.init({ deviceId: DEVICE, transactionId: 't1' }, { idempotencyKey: 'ignored' });
    await client.confirm({ deviceId: DEVICE, transactionId: 't1' });
    assert.deepEqual(headers.slice(2).map((h) => h.get('idempotency-key')), [null, null, null]);
  });

  it('create sends the key it is given, and refuses one that is not 1 to 255 visible ASCII characters before sending', async () => {
    const { headers, fetch } = headerRecorder();
    const client = createDisplayClient({ baseUrl: 'https://pos.example/api/tips', fetch });
    await client.create(checkout('t1'), { idempotencyKey: 'sale-7' });
    assert.equal(headers[0]!.get('idempotency-key'), 'sale-7');
    for (const idempotencyKey of ['', 'has space', 'ü', 'x'.repeat(256)]) {
      await assert.rejects(client.create(checkout('t1'), { idempotencyKey }), (e: unknown) => e instanceof TipRequestError && /idempotencyKey/.test(e.message));
    }
    assert.equal(headers.length, 1);
  });
});

describe('sandbox: a keyed Display create', () => {
  it('the same key and payload again is answered as the first time (Idempotent-Replayed), and queues nothing more', async () => {
    const { sandbox, client, device } = setupDisplay();
    await client.create(checkout('t1'), { idempotencyKey: 'k-1' });
    await client.create(checkout('t2'));
    const again = await sandbox.fetch(
      new Request('http://sandbox.test/v1/display/transaction/create', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': 'k-1' },
        body: JSON.stringify({ ...demo, payload: checkout('t1') }),
      }),
    );
    assert.equal(again.status, 200);
    assert.equal(again.headers.get('idempotent-replayed'), 'true');
    assert.deepEqual(
      sandbox.displayTransactions().map((t) => t.transactionId),
      ['t1', 't2'],
    );
    assert.equal(device.screen.queued, 1);
  });

  it('the same key with another payload: 409 idempotency_key_reused; a malformed key: 400', async () => {
    const { client } = setupDisplay();
    await client.create(checkout('t1'), { idempotencyKey: 'k-1' });
    await rejectsWith(client.create(checkout('t2'), { idempotencyKey: 'k-1' }), 409, 'idempotency_key_reused');
    const { sandbox } = setupDisplay();
    const bad = await sandbox.fetch(
      new Request('http://sandbox.test/v1/display/transaction/create', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': 'has space' },
        body: JSON.stringify({ ...demo, payload: checkout('t1') }),
      }),
    );
    assert.equal(bad.status, 400);
    assert.equal((await bad.json()).error.code, 'invalid_idempotency_key');
  });

  it('a Display key and a Data key of the same text do not meet', async () => {
    const { sandbox, client } = setupDisplay();
    await client.create(checkout('t1'), { idempotencyKey: 'shared' });
    const { createDataClient } = await import('../../../src/client/index.js');
    const data = createDataClient({ baseUrl: 'http://sandbox.test', credentials: demo, fetch: sandbox.fetch, retries: 0 });
    const intent = await data.intent(
      {
        locationId: 'demo-location',
        customer: { id: 'c-1' },
        tipSelections: [{ employeeId: 'e-1', firstName: 'A', lastName: 'B', avatar: '', amount: 1, level: 'custom' }],
      },
      { idempotencyKey: 'shared' },
    );
    assert.match(intent.transactionId, /./);
  });
});

describe('proxy: a keyed Display create', () => {
  function setup() {
    const sandbox = createSandbox({ devices: [{ deviceId: DEVICE, activated: true }] });
    let forwarded = 0;
    const proxy = createTipProxy({
      baseUrl: 'http://service.test',
      ...demo,
      allowDisplay: ['create'],
      fetch: async (input, init) => {
        forwarded++;
        return sandbox.fetch(input, init);
      },
    });
    const post = (payload: unknown, key: string) =>
      proxy(
        new Request('http://pos.test/api/tips/v1/display/transaction/create', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'idempotency-key': key },
          body: JSON.stringify({ payload }),
        }),
      );
    return { sandbox, post, forwarded: () => forwarded };
  }

  it('forwards the first create once; the retry with the same key gets the first answer back without reaching the service', async () => {
    const { sandbox, post, forwarded } = setup();
    const first = await post(checkout('t1'), 'k-9');
    const retry = await post(checkout('t1'), 'k-9');
    assert.equal(first.status, 200);
    assert.equal(retry.status, 200);
    assert.equal(retry.headers.get('idempotent-replayed'), 'true');
    assert.equal(await retry.text(), await first.text());
    assert.equal(forwarded(), 1);
    assert.equal(sandbox.displayTransactions().length, 1);
  });

  it('the same key with another create: 409 idempotency_key_reused, not forwarded', async () => {
    const { post, forwarded } = setup();
    await post(checkout('t1'), 'k-9');
    const other = await post(checkout('t2'), 'k-9');
    assert.equal(other.status, 409);
    assert.equal((await other.json()).error.code, 'idempotency_key_reused');
    assert.equal(forwarded(), 1);
  });
});

describe('Display amounts are bounded like Data ones', () => {
  it('the client refuses a total, a line or a preselected tip over $1,000,000 before sending', async () => {
    const { headers, fetch } = headerRecorder();
    const client = createDisplayClient({ baseUrl: 'https://pos.example/api/tips', fetch });
    const ana = checkout('t').service[0]!;
    for (const [what, payload] of [
      ['total', checkout('t1', { total: 1_000_000.01 })],
      ['a display line', checkout('t1', { display: [{ name: 'Yacht', total: 2_000_000 }] })],
      ['a discount line', checkout('t1', { display: [{ name: 'Discount', total: -2_000_000 }] })],
      ['a preselected tip', checkout('t1', { service: [{ ...ana, preselectedTip: 1_000_001 }] })],
    ] as const) {
      await assert.rejects(client.create(payload), TipRequestError, what);
    }
    await assert.rejects(client.init({ deviceId: DEVICE, transactionId: 't1', amount: 5_000_000 }), TipRequestError);
    assert.equal(headers.length, 0);
  });

  it('the sandbox answers an amount over the bound with 422 amount_too_large', async () => {
    const { sandbox } = setupDisplay();
    const response = await sandbox.fetch(
      new Request('http://sandbox.test/v1/display/transaction/create', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...demo, payload: checkout('t1', { total: 1_000_000.01 }) }),
      }),
    );
    assert.equal(response.status, 422);
    assert.equal((await response.json()).error.code, 'amount_too_large');
  });
});
