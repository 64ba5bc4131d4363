import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  createDataClient,
  TipAbortError,
  TipError,
  TipHttpError,
  TipNetworkError,
  TipRequestError,
  TipResponseError,
  TipTimeoutError,
} from '../../../src/client/index.js';

const credentials = { appId: 'app-1', appSecret: 's3cret', accountToken: 'acct-1' };

interface Seen {
  url: string;
  method: string;
  headers: Headers;
  body: unknown;
}

/** A fetch that records requests and answers with the given responses in turn. */
function recordingFetch(...answers: Array<() => Response | Promise<Response>>) {
  const seen: Seen[] = [];
  const fetch = async (input: Request | string | URL, init?: RequestInit): Promise<Response> => {
    seen.push({
      url: String(input),
      method: init?.method ?? 'GET',
      headers: new Headers(init?.headers),
      body: JSON.parse(String(init?.body)),
    });
    const answer = answers[Math.min(seen.length - 1, answers.length - 1)];
    return answer ? answer() : new Response('{}', { status: 500 });
  };
  return { fetch, seen };
}

const json = (status: number, body: unknown) => () =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const option = (type: 'amount' | 'percent', percent: number, amount: number, fee: number, total: number) => ({
  type,
  percent,
  amount,
  fee,
  total,
});
const proposal = {
  serviceAmount: 50,
  low: option('percent', 18, 9, 0.57, 9.57),
  medium: option('percent', 20, 10, 0.6, 10.6),
  high: option('percent', 25, 12.5, 0.68, 13.18),
};

describe('createDataClient wire format', () => {
  it('posts JSON with credentials at the top level and the payload beside them', async () => {
    const { fetch, seen } = recordingFetch(json(200, { data: [proposal] }));
    const client = createDataClient({ baseUrl: 'https://tips.example/', credentials, fetch });
    const result = await client.proposals({ locationId: 'store-1', serviceAmounts: [50] });
    assert.deepEqual(result, [proposal]);
    assert.equal(seen.length, 1);
    assert.equal(seen[0]!.url, 'https://tips.example/v1/data/tips/proposals');
    assert.equal(seen[0]!.method, 'POST');
    assert.equal(seen[0]!.headers.get('content-type'), 'application/json');
    assert.deepEqual(seen[0]!.body, { ...credentials, payload: { locationId: 'store-1', serviceAmounts: [50] } });
  });

  it('sends only { payload } without credentials (proxy mode)', async () => {
    const { fetch, seen } = recordingFetch(json(200, {}));
    const client = createDataClient({ baseUrl: '/api/tips', fetch });
    await client.confirm({ transactionId: 't-1' });
    assert.equal(seen[0]!.url, '/api/tips/v1/data/transaction/confirm');
    assert.deepEqual(seen[0]!.body, { payload: { transactionId: 't-1' } });
  });

  it('uses the spec path of each of the nine operations', async () => {
    const { fetch, seen } = recordingFetch(json(500, {}));
    const client = createDataClient({ baseUrl: 'http://x', fetch, retries: 0 });
    const calls: Array<Promise<unknown>> = [
      client.mapLocations({ locations: [{ identifier: 'a', lat: 1, long: 2 }] }),
      client.proposals({ locationId: 'l', serviceAmounts: [1] }),
      client.fees({ locationId: 'l', amounts: [1] }),
      client.intent({
        locationId: 'l',
        customer: { id: 'c' },
        tipSelections: [{ employeeId: 'e', firstName: 'A', lastName: 'B', avatar: '', amount: 1, level: 'low' }],
      }),
      client.confirm({ transactionId: 't' }),
      client.cancel({ transactionId: 't' }),
      client.details({ transactionId: 't' }),
      client.refund({ transactionId: 't' }),
      client.transfer({ transactionId: 't' }),
    ];
    await Promise.allSettled(calls);
    assert.deepEqual(
      seen.map((s) => new URL(s.url).pathname),
      [
        '/v1/data/app/locations',
        '/v1/data/tips/proposals',
        '/v1/data/tips/fees',
        '/v1/data/transaction/intent',
        '/v1/data/transaction/confirm',
        '/v1/data/transaction/cancel',
        '/v1/data/transaction/details',
        '/v1/data/transaction/refund',
        '/v1/data/transaction/transfer',
      ],
    );
  });
});

describe('payloads are refused before anything is sent', () => {
  const cases: Array<[string, (c: ReturnType<typeof createDataClient>) => Promise<unknown>, RegExp]> = [
    ['negative amount', (c) => c.fees({ locationId: 'l', amounts: [-1] }), /amounts\.0: must not be negative/],
    ['non-finite amount', (c) => c.fees({ locationId: 'l', amounts: [Number.POSITIVE_INFINITY] }), /finite/],
    ['NaN amount', (c) => c.fees({ locationId: 'l', amounts: [Number.NaN] }), /amounts\.0/],
    ['five decimals', (c) => c.proposals({ locationId: 'l', serviceAmounts: [10.00005] }), /4 decimals/],
    ['missing required field', (c) => c.proposals({ locationId: 'l' } as never), /serviceAmounts/],
    ['empty id', (c) => c.confirm({ transactionId: '  ' }), /transactionId: must not be empty/],
    [
      'unknown level',
      (c) =>
        c.intent({
          locationId: 'l',
          customer: { id: 'c' },
          tipSelections: [{ employeeId: 'e', firstName: '', lastName: '', avatar: '', amount: 1, level: 'huge' as never }],
        }),
      /tipSelections\.0\.level/,
    ],
    ['partial refund without amount', (c) => c.refund({ transactionId: 't', partial: true }), /partial refund needs an amount/],
    [
      'transfer with amounts on some talents only',
      (c) => c.transfer({ transactionId: 't', talents: [{ employeeId: 'a', amount: 1 }, { employeeId: 'b' }] }),
      /every talent or for none/,
    ],
    ['location without address or geo', (c) => c.mapLocations({ locations: [{ identifier: 'x' }] }), /lat and long/],
  ];
  for (const [name, call, message] of cases) {
    it(name, async () => {
      const { fetch, seen } = recordingFetch(json(200, { data: {} }));
      const client = createDataClient({ baseUrl: 'http://x', fetch });
      await assert.rejects(call(client), (error: unknown) => {
        assert.ok(error instanceof TipRequestError, String(error));
        assert.ok(error instanceof TipError);
        assert.match(error.message, message);
        assert.ok(error.issues.length > 0);
        return true;
      });
      assert.equal(seen.length, 0, 'nothing may be sent');
    });
  }
});

describe('responses are validated before use', () => {
  it('rejects a 2xx body whose total is not amount + fee', async () => {
    const bad = { ...proposal, medium: option('percent', 20, 10, 0.6, 10.7) };
    const { fetch } = recordingFetch(json(200, { data: [bad] }));
    const client = createDataClient({ baseUrl: 'http://x', fetch });
    await assert.rejects(client.proposals({ locationId: 'l', serviceAmounts: [50] }), (e: unknown) => {
      assert.ok(e instanceof TipResponseError);
      assert.equal(e.operation, 'proposals');
      assert.match(e.message, /total must equal amount plus fee/);
      return true;
    });
  });

  it('rejects money with more than four decimals in a response', async () => {
    const { fetch } = recordingFetch(json(200, { data: [{ amount: 10, fee: 0.33333, total: 10.33333 }] }));
    const client = createDataClient({ baseUrl: 'http://x', fetch });
    await assert.rejects(client.fees({ locationId: 'l', amounts: [10] }), TipResponseError);
  });

  it('rejects a body without data, and a body that is not JSON', async () => {
    for (const answer of [json(200, { result: [] }), () => new Response('<html>oops</html>', { status: 200 })]) {
      const { fetch } = recordingFetch(answer);
      const client = createDataClient({ baseUrl: 'http://x', fetch });
      await assert.rejects(client.fees({ locationId: 'l', amounts: [10] }), TipResponseError);
    }
  });

  it('passes extra fields through and accepts a null refund reason and no refund transactionId', async () => {
    const record = { isPartial: false, createdAt: '2026-01-01T00:00:00.000Z', status: 'completed', reason: null, gross: 10, net: 9, fee: 1, extra: 'kept' };
    const { fetch } = recordingFetch(json(200, { data: [record] }));
    const client = createDataClient({ baseUrl: 'http://x', fetch });
    const result = await client.refund({ transactionId: 't' });
    assert.deepEqual(result, [record]);
  });

  it('ignores the body of status-only operations', async () => {
    const { fetch } = recordingFetch(() => new Response('', { status: 200 }));
    const client = createDataClient({ baseUrl: 'http://x', fetch });
    assert.equal(await client.confirm({ transactionId: 't' }), undefined);
  });
});

describe('HTTP errors carry status and code', () => {
  const bodies: Array<[string, unknown, string | undefined]> = [
    ['error.code', { error: { code: 'invalid_state', message: 'Transaction is confirmed' } }, 'invalid_state'],
    ['code', { code: 'LocationMappingError' }, 'LocationMappingError'],
    ['error as a string', { error: 'unauthorized' }, 'unauthorized'],
    ['name', { name: 'ValidationError' }, 'ValidationError'],
    ['no code at all', { message: 'nope' }, undefined],
  ];
  for (const [name, body, code] of bodies) {
    it(`reads the code from ${name}`, async () => {
      const { fetch } = recordingFetch(json(409, body));
      const client = createDataClient({ baseUrl: 'http://x', fetch });
      await assert.rejects(client.confirm({ transactionId: 't' }), (e: unknown) => {
        assert.ok(e instanceof TipHttpError);
        assert.equal(e.status, 409);
        assert.equal(e.code, code);
        assert.equal(e.operation, 'confirm');
        assert.match(e.message, /HTTP 409/);
        return true;
      });
    });
  }

  it('keeps a plain-text error message readable', async () => {
    const { fetch } = recordingFetch(() => new Response('Service unavailable for maintenance', { status: 500 }));
    const client = createDataClient({ baseUrl: 'http://x', fetch });
    await assert.rejects(client.intent({
      locationId: 'l',
      customer: { id: 'c' },
      tipSelections: [{ employeeId: 'e', firstName: '', lastName: '', avatar: '', amount: 1, level: 'low' }],
    }), /HTTP 500: Service unavailable for maintenance/);
  });
});

describe('retries, network failures, timeouts and aborts', () => {
  it('retries an idempotent read once after a 503, never an intent', async () => {
    const reads = recordingFetch(json(503, {}), json(200, { data: [{ amount: 1, fee: 0.33, total: 1.33 }] }));
    const client = createDataClient({ baseUrl: 'http://x', fetch: reads.fetch });
    const quotes = await client.fees({ locationId: 'l', amounts: [1] });
    assert.equal(reads.seen.length, 2);
    assert.equal(quotes[0]?.fee, 0.33);

    const writes = recordingFetch(json(503, {}), json(200, { data: {} }));
    const writer = createDataClient({ baseUrl: 'http://x', fetch: writes.fetch });
    await assert.rejects(
      writer.intent({
        locationId: 'l',
        customer: { id: 'c' },
        tipSelections: [{ employeeId: 'e', firstName: '', lastName: '', avatar: '', amount: 1, level: 'low' }],
      }),
      (e: unknown) => e instanceof TipHttpError && e.status === 503,
    );
    assert.equal(writes.seen.length, 1, 'intent is not idempotent and must not be retried');
  });

  it('turns a failed fetch into a TipNetworkError', async () => {
    const client = createDataClient({
      baseUrl: 'http://x',
      retries: 0,
      fetch: async () => {
        throw new TypeError('fetch failed');
      },
    });
    await assert.rejects(client.details({ transactionId: 't' }), (e: unknown) => {
      assert.ok(e instanceof TipNetworkError);
      assert.match(e.message, /could not reach the service \(fetch failed\)/);
      return true;
    });
  });

  it('times out promptly even when fetch ignores its signal', async () => {
    const client = createDataClient({ baseUrl: 'http://x', timeoutMs: 50, fetch: () => new Promise<Response>(() => {}) });
    const started = Date.now();
    await assert.rejects(client.fees({ locationId: 'l', amounts: [1] }), TipTimeoutError);
    assert.ok(Date.now() - started < 1000);
  });

  it('rejects at once with TipAbortError when the signal is already aborted, sending nothing', async () => {
    const { fetch, seen } = recordingFetch(json(200, { data: [] }));
    const client = createDataClient({ baseUrl: 'http://x', fetch });
    const controller = new AbortController();
    controller.abort();
    await assert.rejects(client.fees({ locationId: 'l', amounts: [1] }, { signal: controller.signal }), TipAbortError);
    assert.equal(seen.length, 0);
  });

  it('rejects promptly with TipAbortError when aborted mid-flight', async () => {
    const client = createDataClient({ baseUrl: 'http://x', fetch: () => new Promise<Response>(() => {}) });
    const controller = new AbortController();
    const pending = client.fees({ locationId: 'l', amounts: [1] }, { signal: controller.signal });
    setTimeout(() => controller.abort(), 10);
    const started = Date.now();
    await assert.rejects(pending, (e: unknown) => e instanceof TipAbortError && e.operation === 'fees');
    assert.ok(Date.now() - started < 1000);
  });
});
