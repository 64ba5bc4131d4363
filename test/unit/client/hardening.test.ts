// The client against a service that redirects, shouts megabytes, or answers forever; and the
// Idempotency-Key it puts on every intent.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  createDataClient,
  MAX_DETAIL_LENGTH,
  TipHttpError,
  TipRequestError,
  TipResponseError,
} from '../../../src/client/index.js';
import { recordingServer } from '../helpers/http.js';
import { customer, demo, tip } from '../helpers/sandbox.js';

const intentPayload = { locationId: 'demo-location', customer, tipSelections: [tip('e1', 2)] };

describe('client: redirects are never followed', () => {
  for (const status of [301, 302, 303, 307, 308]) {
    it(`a ${status} is a TipHttpError, and the credentials never reach where it points`, async () => {
      const elsewhere = await recordingServer((_req, res) => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end('{"data":[{"amount":1,"fee":0.33,"total":1.33}]}');
      });
      const service = await recordingServer((_req, res) => {
        res.writeHead(status, { location: `${elsewhere.url}/collect` });
        res.end();
      });
      try {
        const client = createDataClient({ baseUrl: service.url, credentials: demo, retries: 0 });
        await assert.rejects(client.fees({ locationId: 'demo-location', amounts: [1] }), (error: unknown) => {
          assert.ok(error instanceof TipHttpError, String(error));
          assert.equal(error.status, status);
          assert.equal(error.code, 'redirect');
          return true;
        });
        assert.equal(service.seen.length, 1);
        assert.equal(elsewhere.seen.length, 0, 'the redirect was followed');
      } finally {
        await service.close();
        await elsewhere.close();
      }
    });
  }

  it('treats the opaque redirect a browser gives for redirect: manual the same way', async () => {
    const opaque = Response.error();
    Object.defineProperty(opaque, 'type', { value: 'opaqueredirect' });
    const client = createDataClient({ baseUrl: 'http://x', fetch: async () => opaque, retries: 0 });
    await assert.rejects(client.fees({ locationId: 'l', amounts: [1] }), (e: unknown) => e instanceof TipHttpError && e.code === 'redirect');
  });
});

describe('client: what an error keeps of the service’s words', () => {
  it(`keeps at most ${MAX_DETAIL_LENGTH} characters of a 5 MB error message, on one line`, async () => {
    const huge = `line one\nline two\u2028${'x'.repeat(5_000_000)}`;
    const fetch = async () =>
      new Response(JSON.stringify({ error: { code: 'too_chatty', message: huge } }), {
        status: 500,
        headers: { 'content-type': 'application/json' },
      });
    const client = createDataClient({ baseUrl: 'http://x', fetch, retries: 0, maxResponseBytes: 8_000_000 });
    await assert.rejects(client.intent(intentPayload), (error: unknown) => {
      assert.ok(error instanceof TipHttpError);
      // assert.ok first: a failing match or equal would print or diff megabytes.
      assert.ok(error.message.length < MAX_DETAIL_LENGTH + 100, `message has ${error.message.length} characters`);
      assert.match(error.message, /^intent: the service answered HTTP 500 \(too_chatty\): line one line two x+…$/);
      assert.ok(error.body === undefined, 'a 5 MB body is kept');
      return true;
    });
  });

  it('drops an error code that is not a short plain code', async () => {
    for (const code of ['x'.repeat(101), 'a b', '<script>', 'ok\ncode']) {
      const fetch = async () => new Response(JSON.stringify({ error: { code } }), { status: 409 });
      const client = createDataClient({ baseUrl: 'http://x', fetch, retries: 0 });
      await assert.rejects(client.confirm({ transactionId: 't' }), (e: unknown) => e instanceof TipHttpError && e.code === undefined);
    }
  });

  it('stops reading an answer past maxResponseBytes (default 1 MiB)', async () => {
    let pulled = 0;
    const endless = () =>
      new Response(
        new ReadableStream<Uint8Array>({
          pull(controller) {
            pulled += 65536;
            controller.enqueue(new Uint8Array(65536).fill(0x20));
            if (pulled > 16 * 1024 * 1024) controller.close();
          },
        }),
        { status: 200, headers: { 'content-type': 'application/json' } },
      );
    const client = createDataClient({ baseUrl: 'http://x', fetch: async () => endless(), retries: 0 });
    await assert.rejects(client.fees({ locationId: 'l', amounts: [1] }), (e: unknown) => e instanceof TipResponseError && /larger than 1048576/.test(e.message));
    assert.ok(pulled <= 1024 * 1024 + 3 * 65536, `read ${pulled} bytes`);
    const small = createDataClient({ baseUrl: 'http://x', fetch: async () => new Response('{"error":"x"}'.padEnd(500), { status: 400 }), maxResponseBytes: 100 });
    await assert.rejects(small.confirm({ transactionId: 't' }), (e: unknown) => e instanceof TipHttpError && e.status === 400);
  });

  it('refuses an answer whose declared length is over the cap without reading it, and streams an encoded one with the cap', async () => {
    let pulled = 0;
    const stream = () =>
      new ReadableStream<Uint8Array>({
        pull(controller) {
          pulled += 65536;
          controller.enqueue(new Uint8Array(65536).fill(0x20));
          if (pulled > 16 * 1024 * 1024) controller.close();
        },
      });
    const declared = createDataClient({
      baseUrl: 'http://x',
      retries: 0,
      fetch: async () => new Response(stream(), { status: 200, headers: { 'content-type': 'application/json', 'content-length': String(5 * 1024 * 1024) } }),
    });
    await assert.rejects(declared.fees({ locationId: 'l', amounts: [1] }), (e: unknown) => e instanceof TipResponseError && /larger than/.test(e.message));
    assert.ok(pulled <= 2 * 65536, `read ${pulled} bytes of an answer declared too large`);
    // A compressed answer's declared length is not what it inflates to: it is read with the cap.
    pulled = 0;
    const encoded = createDataClient({
      baseUrl: 'http://x',
      retries: 0,
      fetch: async () => new Response(stream(), { status: 200, headers: { 'content-type': 'application/json', 'content-length': '20', 'content-encoding': 'gzip' } }),
    });
    await assert.rejects(encoded.fees({ locationId: 'l', amounts: [1] }), (e: unknown) => e instanceof TipResponseError && /larger than/.test(e.message));
    assert.ok(pulled <= 1024 * 1024 + 3 * 65536, `read ${pulled} bytes`);
  });
});

describe('client: Idempotency-Key on intent', () => {
  function recording() {
    const headers: Headers[] = [];
    const fetch = async (_input: Request | string | URL, init?: RequestInit) => {
      headers.push(new Headers(init?.headers));
      return new Response(
        JSON.stringify({ data: { transactionId: 't-1', tips: [{ employeeId: 'e1', level: 'custom', amount: 2, fee: 0 }], fees: { service: 0, pos: 0, total: 0 }, total: 2 } }),
        { status: 200, headers: { 'content-type': 'application/json' } },
      );
    };
    return { fetch, headers };
  }

  it('sends a new random key with every intent call when none is given', async () => {
    const { fetch, headers } = recording();
    const client = createDataClient({ baseUrl: 'http://x', fetch });
    await client.intent(intentPayload);
    await client.intent(intentPayload);
    const [a, b] = headers.map((h) => h.get('idempotency-key'));
    assert.match(a!, /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    assert.notEqual(a, b);
  });

  it('sends the given key, and refuses a malformed one before sending anything', async () => {
    const { fetch, headers } = recording();
    const client = createDataClient({ baseUrl: 'http://x', fetch });
    await client.intent(intentPayload, { idempotencyKey: 'sale-7' });
    assert.equal(headers[0]!.get('idempotency-key'), 'sale-7');
    for (const idempotencyKey of ['', 'has space', 'ü', 'x'.repeat(256)]) {
      await assert.rejects(client.intent(intentPayload, { idempotencyKey }), (e: unknown) => e instanceof TipRequestError && /idempotencyKey/.test(e.message));
    }
    assert.equal(headers.length, 1);
  });

  it('sends no key with operations that create nothing', async () => {
    const { fetch, headers } = recording();
    const client = createDataClient({ baseUrl: 'http://x', fetch });
    await client.confirm({ transactionId: 't' }, { idempotencyKey: 'ignored' });
    assert.equal(headers[0]!.get('idempotency-key'), null);
  });
});
