// createDisplayClient on the wire: paths, bodies, what each method returns, payloads refused
// before sending, responses refused before use, and which operations are retried.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  createDisplayClient,
  displayPaths,
  TipHttpError,
  TipRequestError,
  TipResponseError,
  type DisplayClient,
} from '../../../src/client/index.js';

const credentials = { appId: 'app-1', appSecret: 's3cret', accountToken: 'acct-1' };

function recordingFetch(...answers: Array<() => Response>) {
  const seen: Array<{ url: string; body: any }> = [];
  const fetch = async (input: Request | string | URL, init?: RequestInit): Promise<Response> => {
    seen.push({ url: String(input), body: JSON.parse(String(init?.body)) });
    const answer = answers[Math.min(seen.length - 1, answers.length - 1)];
    return answer ? answer() : new Response('{}', { status: 500 });
  };
  return { fetch, seen };
}
const json = (status: number, body: unknown) => () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const staff = { employeeId: 'e-1', firstName: 'Ana', lastName: 'Lima', avatar: '', amount: 50 };
const create = {
  deviceId: 'ABC234',
  transactionId: 'pos-1',
  service: [staff],
  display: [{ name: 'Cut', total: 50 }, { name: 'Discount', total: -5 }],
  total: 45,
  customer: { id: 'c-1', firstName: 'Sam', lastName: 'Lee' },
};
const tx = {
  transactionId: 'pos-1',
  deviceId: 'ABC234',
  status: 'created',
  isAsync: false,
  createdAt: '2026-11-22T10:30:00.123Z',
  customer: { id: 'c-1' },
  tips: [],
  refunds: [],
  gross: 0,
  net: 0,
  fee: 0,
};

describe('createDisplayClient', () => {
  it('posts each operation to its spec 4.1 path, with credentials beside the payload; status-only operations resolve to undefined', async () => {
    const { fetch, seen } = recordingFetch(json(200, {}));
    const client = createDisplayClient({ baseUrl: 'https://tips.example/', credentials, fetch });
    const d = { deviceId: 'ABC234', transactionId: 'pos-1' };
    const calls: Array<[keyof DisplayClient, () => Promise<unknown>]> = [
      ['activateDevice', () => client.activateDevice({ deviceId: 'ABC234' })],
      ['create', () => client.create(create)],
      ['update', () => client.update(create)],
      ['init', () => client.init({ ...d, amount: 12.5 })],
      ['reject', () => client.reject({ ...d, note: 'Card declined' })],
      ['confirm', () => client.confirm(d)],
      ['cancel', () => client.cancel(d)],
      ['transfer', () => client.transfer({ transactionId: 'pos-1', talents: [{ employeeId: 'e-1' }] })],
    ];
    for (const [, call] of calls) assert.equal(await call(), undefined);
    assert.deepEqual(
      seen.map((s) => s.url),
      calls.map(([op]) => `https://tips.example${displayPaths[op as keyof typeof displayPaths]}`),
    );
    assert.deepEqual(seen[3]!.body, { ...credentials, payload: { ...d, amount: 12.5 } });
    assert.deepEqual(Object.keys(displayPaths).sort(), [
      'activateDevice', 'cancel', 'confirm', 'create', 'details', 'init', 'last', 'refund', 'reject', 'transfer', 'update', 'updateCustomer',
    ]);
  });

  it('details: accepts the staff array as services or as service (the spec names both) and always returns services', async () => {
    for (const name of ['services', 'service']) {
      const { fetch } = recordingFetch(json(200, { data: { ...tx, [name]: [{ ...staff, includedTip: 2 }] } }));
      const client = createDisplayClient({ baseUrl: 'https://tips.example', credentials, fetch });
      const result = await client.details({ transactionId: 'pos-1' });
      assert.deepEqual(result.services, [{ ...staff, includedTip: 2 }], name);
      assert.equal('service' in result, false);
    }
    const { fetch } = recordingFetch(json(200, { data: tx }));
    const client = createDisplayClient({ baseUrl: 'https://tips.example', credentials, fetch, retries: 0 });
    await assert.rejects(client.details({ transactionId: 'pos-1' }), (e: unknown) => e instanceof TipResponseError && /services/.test(e.message));
  });

  it('a 2xx body that does not match is an error, never data', async () => {
    const bad: Array<[string, unknown]> = [
      ['an unknown status', { ...tx, services: [], status: 'open' }],
      ['a five-decimal fee', { ...tx, services: [], fee: 0.00001 }],
      ['included that is not a boolean', { ...tx, services: [], tips: [{ employeeId: 'e-1', status: 'pending', level: 'low', gross: 1, net: 1, fee: 0, createdAt: 'x', included: 'yes' }] }],
      ['no deviceId', { ...tx, services: [], deviceId: undefined }],
    ];
    for (const [what, data] of bad) {
      const { fetch } = recordingFetch(json(200, { data }));
      const client = createDisplayClient({ baseUrl: 'https://tips.example', credentials, fetch, retries: 0 });
      await assert.rejects(client.details({ transactionId: 'pos-1' }), TipResponseError, what);
    }
    const { fetch } = recordingFetch(json(200, { data: { firstName: 'Sam' } }));
    const client = createDisplayClient({ baseUrl: 'https://tips.example', credentials, fetch });
    await assert.rejects(client.updateCustomer({ transactionId: 'pos-1', customer: { firstName: 'Sam', lastName: 'Lee' } }), TipResponseError);
  });

  it('last: { transactionId } or {} when the device has no open transaction', async () => {
    const { fetch } = recordingFetch(json(200, { data: { transactionId: 'pos-1' } }), json(200, { data: {} }));
    const client = createDisplayClient({ baseUrl: 'https://tips.example', credentials, fetch });
    assert.deepEqual(await client.last({ deviceId: 'ABC234' }), { transactionId: 'pos-1' });
    assert.deepEqual(await client.last({ deviceId: 'ABC234' }), {});
  });

  it('refuses payloads before sending anything', async () => {
    const { fetch, seen } = recordingFetch(json(200, {}));
    const client = createDisplayClient({ baseUrl: 'https://tips.example', credentials, fetch });
    const refused: Array<[string, () => Promise<unknown>]> = [
      ['create without staff', () => client.create({ ...create, service: [] })],
      ['create with one employee twice', () => client.create({ ...create, service: [staff, staff] })],
      ['create with a 5-decimal total', () => client.create({ ...create, total: 45.00001 })],
      ['create with an item of quantity 0', () => client.create({ ...create, display: [{ name: 'x', total: 1, items: [{ name: 'y', qty: 0, amount: 1 }] }] })],
      ['create with a negative preselected tip', () => client.create({ ...create, service: [{ ...staff, preselectedTip: -1 }] })],
      ['create without a customer id', () => client.create({ ...create, customer: { id: ' ' } })],
      ['update without a service amount', () => client.update({ ...create, service: [{ ...staff, amount: undefined }] } as never)],
      ['init with an empty deviceId', () => client.init({ deviceId: '', transactionId: 'pos-1' })],
      ['reject without a note', () => client.reject({ deviceId: 'd', transactionId: 'pos-1' } as never)],
      ['a partial refund without an amount', () => client.refund({ transactionId: 'pos-1', partial: true })],
      ['a transfer with amounts for some talents', () => client.transfer({ transactionId: 'pos-1', talents: [{ employeeId: 'a', amount: 1 }, { employeeId: 'b' }] })],
      ['update-customer without a last name', () => client.updateCustomer({ transactionId: 'pos-1', customer: { firstName: 'A' } } as never)],
    ];
    for (const [what, call] of refused) await assert.rejects(call(), TipRequestError, what);
    assert.equal(seen.length, 0);
  });

  it('retries the reads (details, last) once after a 503; never the writes', async () => {
    const reads = recordingFetch(json(503, { error: { code: 'busy' } }), json(200, { data: {} }));
    const client = createDisplayClient({ baseUrl: 'https://tips.example', credentials, fetch: reads.fetch });
    assert.deepEqual(await client.last({ deviceId: 'ABC234' }), {});
    assert.equal(reads.seen.length, 2);
    for (const write of ['create', 'init', 'confirm'] as const) {
      const writes = recordingFetch(json(503, { error: { code: 'busy' } }), json(200, {}));
      const c = createDisplayClient({ baseUrl: 'https://tips.example', credentials, fetch: writes.fetch });
      const call =
        write === 'create' ? c.create(create) : write === 'init' ? c.init({ deviceId: 'd', transactionId: 't' }) : c.confirm({ deviceId: 'd', transactionId: 't' });
      await assert.rejects(call, (e: unknown) => e instanceof TipHttpError && e.status === 503 && e.operation === write);
      assert.equal(writes.seen.length, 1, `${write} is sent once`);
    }
  });
});
