// The back-office proxy: `authorize` puts details, refund and transfer behind the host's own
// session check. A refused (or throwing) check answers 403 `forbidden` before the body is read
// or anything reaches the service; an allowed one is forwarded as usual.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createDataClient, type Operation } from '../../../src/client/index.js';
import { createSandbox } from '../../../src/sandbox/index.js';
import { createTipProxy, type TipProxyOptions } from '../../../src/server/index.js';
import { confirmed, demo, rejectsWith, tip } from '../helpers/sandbox.js';

const BACK_OFFICE: Operation[] = ['details', 'refund', 'transfer'];

/** The sandbox as the service, counting what the proxy forwards to it. */
function upstream() {
  const sandbox = createSandbox();
  const forwarded: string[] = [];
  const fetch = async (input: Request | string | URL, init?: RequestInit) => {
    forwarded.push(new URL(String(input)).pathname);
    return sandbox.fetch(input, init);
  };
  const trusted = createDataClient({ baseUrl: 'http://service.test', credentials: demo, fetch: sandbox.fetch, retries: 0 });
  return { sandbox, fetch, forwarded, trusted };
}

function backOffice(options: Partial<TipProxyOptions> & Pick<TipProxyOptions, 'fetch'>) {
  return createTipProxy({ baseUrl: 'http://service.test', ...demo, allow: BACK_OFFICE, ...options });
}

/** A manager's browser: no credentials, its session cookie on every request. */
function browser(proxy: (request: Request) => Promise<Response>, cookie: string) {
  return createDataClient({
    baseUrl: 'http://pos.test/api/back-office',
    retries: 0,
    fetch: (input, init) => {
      const request = new Request(input, init);
      request.headers.set('cookie', cookie);
      return proxy(request);
    },
  });
}

const staffSession = (request: Request) => request.headers.get('cookie') === 'session=manager-1';

describe('proxy: authorize', () => {
  it('forwards details, refund and transfer for an authorized staff session', async () => {
    const up = upstream();
    const transactionId = await confirmed(up.trusted, [tip('e1', 10), tip('e2', 5)]);
    const manager = browser(backOffice({ fetch: up.fetch, authorize: staffSession }), 'session=manager-1');
    assert.equal((await manager.details({ transactionId })).status, 'confirmed');
    const [record] = await manager.refund({ transactionId, partial: true, amount: 1, talents: [{ employeeId: 'e1', amount: 1 }] });
    assert.equal(record!.employeeId, 'e1');
    await manager.transfer({ transactionId, talents: [{ employeeId: 'e2' }] });
    assert.deepEqual(up.forwarded, ['/v1/data/transaction/details', '/v1/data/transaction/refund', '/v1/data/transaction/transfer']);
    assert.equal(up.sandbox.transaction(transactionId)!.refunds.length, 1);
  });

  it('refuses every operation with 403 forbidden when the check says no, and forwards nothing', async () => {
    const up = upstream();
    const transactionId = await confirmed(up.trusted, [tip('e1', 10)]);
    const stranger = browser(backOffice({ fetch: up.fetch, authorize: staffSession }), 'session=customer-7');
    await rejectsWith(stranger.details({ transactionId }), 403, 'forbidden');
    await rejectsWith(stranger.refund({ transactionId }), 403, 'forbidden');
    await rejectsWith(stranger.transfer({ transactionId, talents: [{ employeeId: 'e9', firstName: 'Eve', lastName: 'X', avatar: 'https://x.test/e.png' }] }), 403, 'forbidden');
    assert.deepEqual(up.forwarded, []);
    const tx = up.sandbox.transaction(transactionId)!;
    assert.deepEqual([tx.status, tx.refunds.length, tx.tips.length], ['confirmed', 0, 1]);
  });

  it('refuses when the check throws, or answers anything but true (a truthy string, a promise of 1)', async () => {
    const up = upstream();
    const checks: Array<TipProxyOptions['authorize']> = [
      () => {
        throw new Error('session store down: secret-detail');
      },
      async () => {
        throw new Error('rejected');
      },
      (() => 'yes') as unknown as TipProxyOptions['authorize'],
      (async () => 1) as unknown as TipProxyOptions['authorize'],
      async () => false,
    ];
    for (const authorize of checks) {
      const proxy = backOffice({ fetch: up.fetch, authorize });
      const response = await proxy(
        new Request('http://pos.test/api/back-office/v1/data/transaction/details', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ payload: { transactionId: 'txn-1' } }),
        }),
      );
      const text = await response.text();
      assert.equal(response.status, 403);
      assert.equal(JSON.parse(text).error.code, 'forbidden');
      assert.doesNotMatch(text, /secret-detail/);
    }
    assert.deepEqual(up.forwarded, []);
  });

  it('decides before the body is read: a refused request’s body stays unread', async () => {
    const up = upstream();
    let pulled = false;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled = true;
        controller.enqueue(new TextEncoder().encode(JSON.stringify({ payload: { transactionId: 't' } })));
        controller.close();
      },
    }, { highWaterMark: 0 });
    const proxy = backOffice({ fetch: up.fetch, authorize: async () => false });
    const request = new Request('http://pos.test/api/back-office/v1/data/transaction/refund', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
      duplex: 'half',
    } as RequestInit);
    const response = await proxy(request);
    assert.equal(response.status, 403);
    assert.equal(pulled, false, 'the body was read');
    assert.equal(request.bodyUsed, false);
  });

  it('sees the request it guards (method, path and headers) and runs after the allow check', async () => {
    const up = upstream();
    const seen: string[] = [];
    const proxy = backOffice({
      fetch: up.fetch,
      authorize: (request) => {
        seen.push(`${request.method} ${new URL(request.url).pathname} ${request.headers.get('cookie')}`);
        return true;
      },
    });
    const client = browser(proxy, 'session=manager-1');
    await rejectsWith(client.intent({ locationId: 'demo-location', customer: { id: 'c' }, tipSelections: [tip('e1', 1)] }), 403, 'operation_not_allowed');
    await rejectsWith(client.details({ transactionId: 'nope' }), 404, 'not_found');
    assert.deepEqual(seen, ['POST /api/back-office/v1/data/transaction/details session=manager-1']);
  });

  it('is optional (the customer proxy has none) and must be a function when given', () => {
    const up = upstream();
    assert.doesNotThrow(() => createTipProxy({ baseUrl: 'http://service.test', ...demo, fetch: up.fetch }));
    assert.throws(() => backOffice({ fetch: up.fetch, authorize: true as unknown as TipProxyOptions['authorize'] }), TypeError);
  });
});
