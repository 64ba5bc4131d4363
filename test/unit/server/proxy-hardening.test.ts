// The proxy as an attacker and a broken service would meet it: redirects, credentials hidden in
// every encoding a browser could undo, huge and compressed answers, Express's body parser,
// cross-site posts, absurd nesting, and retries of an intent whose answer was lost.
import assert from 'node:assert/strict';
import type { ServerResponse } from 'node:http';
import { describe, it } from 'node:test';
import { gzipSync } from 'node:zlib';
import express from 'express';
import { createDataClient, type DataClient } from '../../../src/client/index.js';
import { createSandbox } from '../../../src/sandbox/index.js';
import {
  createMemoryIdempotencyStore,
  createTipProxy,
  toConnectMiddleware,
  toNodeHandler,
  type IdempotencyStore,
  type IdempotentAnswer,
  type RequestHandler,
  type TipProxyOptions,
} from '../../../src/server/index.js';
import { startSandboxServer } from '../../../src/sandbox/server.js';
import { listen, recordingServer } from '../helpers/http.js';
import { customer, demo, tip } from '../helpers/sandbox.js';

const BROWSER = 'http://pos.test/api/tips';
const L = 'demo-location';
const FEES = { payload: { locationId: L, amounts: [1] } };
const INTENT = { payload: { locationId: L, customer, tipSelections: [tip('e1', 2)] } };

type Upstream = (input: Request | string | URL, init?: RequestInit) => Promise<Response>;

/** An upstream that answers every call with `make()`, counting the calls. */
function answering(make: (body: any) => Response | Promise<Response>) {
  const calls: any[] = [];
  const fetch: Upstream = async (_input, init) => {
    const body = JSON.parse(String(init?.body));
    calls.push({ body, headers: new Headers(init?.headers), redirect: init?.redirect });
    return make(body);
  };
  return { fetch, calls };
}

function proxyWith(options: Partial<TipProxyOptions> & Pick<TipProxyOptions, 'fetch'>): RequestHandler {
  return createTipProxy({ baseUrl: 'http://service.test', ...demo, ...options });
}

async function post(proxy: RequestHandler, path: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await proxy(
    new Request(`${BROWSER}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
  );
  const text = await response.text();
  let json: any;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: response.status, headers: response.headers, text, json };
}

const jsonAnswer = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(typeof body === 'string' ? body : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });

function nested(depth: number): string {
  return `${'['.repeat(depth)}${']'.repeat(depth)}`;
}

describe('proxy: redirects are never followed', () => {
  for (const status of [301, 302, 303, 307, 308]) {
    it(`a ${status} from the service is a 502, and the place it points to gets nothing`, async () => {
      const elsewhere = await recordingServer((_req, res) => res.end('{"data":[]}'));
      const service = await recordingServer((_req, res) => {
        res.writeHead(status, { location: `${elsewhere.url}/steal` });
        res.end();
      });
      try {
        const proxy = createTipProxy({ baseUrl: service.url, ...demo });
        const result = await post(proxy, '/v1/data/tips/fees', FEES);
        assert.deepEqual([result.status, result.json.error.code], [502, 'upstream_redirect']);
        assert.equal(service.seen.length, 1);
        assert.equal(elsewhere.seen.length, 0, 'the redirect was followed');
        assert.equal(result.text.includes(demo.appSecret), false);
      } finally {
        await service.close();
        await elsewhere.close();
      }
    });
  }

  it('asks its fetch not to follow (redirect: manual)', async () => {
    const up = answering(() => jsonAnswer({ data: [{ amount: 1, fee: 0.33, total: 1.33 }] }));
    await post(proxyWith({ fetch: up.fetch }), '/v1/data/tips/fees', FEES);
    assert.equal(up.calls[0].redirect, 'manual');
  });
});

describe('proxy: what the browser gets back', () => {
  it('keeps numbers equal to a credential: account token "12" and fees [12, 1] stay valid JSON', async () => {
    const up = answering(() => jsonAnswer({ data: [{ amount: 12, fee: 1, total: 13 }, { amount: 1, fee: 0.33, total: 1.33 }] }));
    const proxy = proxyWith({ fetch: up.fetch, accountToken: '12' });
    const client = createDataClient({ baseUrl: BROWSER, fetch: (i, init) => proxy(new Request(i, init)), retries: 0 });
    const quotes = await client.fees({ locationId: L, amounts: [12, 1] });
    assert.deepEqual(quotes.map((q) => q.amount), [12, 1]);
  });

  it('keeps keys equal to a credential: app id "tips" leaves the intent’s `tips` intact', async () => {
    const sandbox = createSandbox({ credentials: { ...demo, appId: 'tips' } });
    const proxy = createTipProxy({ baseUrl: 'http://service.test', ...demo, appId: 'tips', fetch: sandbox.fetch });
    const client = createDataClient({ baseUrl: BROWSER, fetch: (i, init) => proxy(new Request(i, init)), retries: 0 });
    const intent = await client.intent({ locationId: L, customer, tipSelections: [tip('e1', 2)] });
    assert.equal(intent.tips.length, 1);
    assert.equal(intent.tips[0]!.employeeId, 'e1');
  });

  const secret = 'sk_live/7f3a9Qz+K';
  const base64 = (text: string) => Buffer.from(text).toString('base64');
  const forms: Array<[name: string, jsonText: string]> = [
    ['as it is', JSON.stringify(secret)],
    ['a JSON \\u escape', `"\\u0073${secret.slice(1)}"`],
    ['JSON \\/ escapes', JSON.stringify(secret).replace(/\//g, '\\/')],
    ['upper case', JSON.stringify(secret.toUpperCase())],
    ['URL-encoded', JSON.stringify(encodeURIComponent(secret))],
    ['URL-encoded twice', JSON.stringify(encodeURIComponent(encodeURIComponent(secret)))],
    ['URL-encoded, upper case', JSON.stringify(encodeURIComponent(secret).toUpperCase())],
    ['base64', JSON.stringify(base64(secret))],
    ['base64 inside a larger blob, any alignment', JSON.stringify(base64(`{"appSecret":"${secret}"}`))],
    ['base64 at offset 1', JSON.stringify(base64(`x${secret}`))],
    ['base64 at offset 2', JSON.stringify(base64(`xy${secret}`))],
    ['base64url', JSON.stringify(base64(`xy${secret}`).replace(/\+/g, '-').replace(/\//g, '_'))],
    ['hex', JSON.stringify(Buffer.from(secret).toString('hex'))],
    ['HTML character references', JSON.stringify([...secret].map((c) => `&#x${c.codePointAt(0)!.toString(16)};`).join(''))],
    ['full-width letters', JSON.stringify(secret.replace(/[a-z]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0)))],
    ['a zero-width space inside', JSON.stringify(`${secret.slice(0, 4)}\u200b${secret.slice(4)}`)],
    ['inside a sentence', JSON.stringify(`debug: secret=${secret}; retry later`)],
    ['a double-escaped \\u', JSON.stringify(`\\u0073${secret.slice(1)}`)],
  ];
  for (const [name, value] of forms) {
    it(`replaces a string holding the secret ${name}, and nothing else`, async () => {
      const up = answering(() => jsonAnswer(`{"data":{"leak":${value},"list":[1,${value},"ok"],"count":7},"note":"fine"}`));
      const proxy = createTipProxy({ baseUrl: 'http://evil.test', ...demo, appSecret: secret, fetch: up.fetch });
      const result = await post(proxy, '/v1/data/tips/fees', FEES);
      assert.equal(result.status, 200);
      assert.deepEqual(result.json, { data: { leak: '[redacted]', list: [1, '[redacted]', 'ok'], count: 7 }, note: 'fine' });
    });
  }

  it('scrubs an error answer the same way and keeps its status', async () => {
    const up = answering((body) => jsonAnswer({ error: { code: 'boom', message: `bad secret ${body.appSecret}` } }, 500));
    const result = await post(proxyWith({ fetch: up.fetch }), '/v1/data/tips/fees', FEES);
    assert.deepEqual(result.json, { error: { code: 'boom', message: '[redacted]' } });
    assert.equal(result.status, 500);
  });

  it('refuses (502) an answer with a secret in a key: it cannot be removed without changing the shape', async () => {
    const up = answering((body) => jsonAnswer({ data: { [body.appSecret]: 1 } }));
    const result = await post(proxyWith({ fetch: up.fetch }), '/v1/data/tips/fees', FEES);
    assert.deepEqual([result.status, result.json.error.code], [502, 'upstream_bad_response']);
    assert.equal(result.text.includes(demo.appSecret), false);
  });

  it('sends only its own headers, never the service’s (a secret in the content type stays home)', async () => {
    const up = answering(() =>
      jsonAnswer({ data: [] }, 200, {
        'content-type': `application/json; debug=${demo.appSecret}`,
        'set-cookie': `session=${demo.accountToken}`,
        'x-debug': demo.appSecret,
        'access-control-allow-origin': '*',
      }),
    );
    const result = await post(proxyWith({ fetch: up.fetch }), '/v1/data/tips/fees', FEES);
    assert.equal(result.status, 200);
    assert.deepEqual(Object.fromEntries(result.headers), {
      'cache-control': 'no-store',
      // the length of the body the proxy wrote, not the service's
      'content-length': String(Buffer.byteLength(result.text)),
      'content-type': 'application/json',
      'x-content-type-options': 'nosniff',
    });
  });

  const notJson: Array<[string, () => Response]> = [
    ['HTML', () => new Response('<html>demo-secret</html>', { status: 200, headers: { 'content-type': 'text/html' } })],
    ['plain text', () => new Response('ok', { status: 200, headers: { 'content-type': 'text/plain' } })],
    ['JSON text labelled text/plain', () => new Response('{"data":[]}', { status: 200, headers: { 'content-type': 'text/plain' } })],
    ['JSON without a content type', () => new Response(new Blob(['{"data":[]}']), { status: 200 })],
    ['broken JSON', () => jsonAnswer('{"data":[')],
    ['an error page', () => new Response('<h1>502 Bad Gateway</h1>', { status: 502, headers: { 'content-type': 'text/html' } })],
    ['an empty error', () => new Response(null, { status: 500 })],
    ['JSON nested 5000 deep', () => jsonAnswer(`{"data":${nested(5000)}}`)],
  ];
  for (const [name, make] of notJson) {
    it(`answers 502 upstream_bad_response for ${name}`, async () => {
      const result = await post(proxyWith({ fetch: answering(make).fetch }), '/v1/data/tips/fees', FEES);
      assert.deepEqual([result.status, result.json.error.code], [502, 'upstream_bad_response']);
      assert.equal(result.text.includes('demo-secret'), false);
    });
  }

  it('passes an empty success of a status-only operation on as {} (and a 204 as a 204)', async () => {
    const empty = answering(() => new Response(null, { status: 200 }));
    const ok = await post(proxyWith({ fetch: empty.fetch, allow: ['confirm'] }), '/v1/data/transaction/confirm', { payload: { transactionId: 't' } });
    assert.deepEqual([ok.status, ok.text], [200, '{}']);
    const none = answering(() => new Response(null, { status: 204 }));
    const noContent = await post(proxyWith({ fetch: none.fetch, allow: ['confirm'] }), '/v1/data/transaction/confirm', { payload: { transactionId: 't' } });
    assert.deepEqual([noContent.status, noContent.text], [204, '']);
  });
});

describe('proxy: the service’s answer is capped', () => {
  /** An endless JSON-looking answer that counts how much was pulled from it. */
  function endless(limit = 8 * 1024 * 1024) {
    let pulled = 0;
    const chunk = new TextEncoder().encode('x'.repeat(64 * 1024));
    const make = () =>
      new Response(
        new ReadableStream<Uint8Array>({
          start(controller) {
            controller.enqueue(new TextEncoder().encode('{"data":"'));
          },
          pull(controller) {
            if (pulled >= limit) return controller.close();
            pulled += chunk.byteLength;
            controller.enqueue(chunk);
          },
        }),
        { status: 200, headers: { 'content-type': 'application/json' } },
      );
    return { make, pulled: () => pulled };
  }

  it('stops reading past 1 MiB by default and answers 502 upstream_too_large', async () => {
    const body = endless();
    const result = await post(proxyWith({ fetch: answering(body.make).fetch }), '/v1/data/tips/fees', FEES);
    assert.deepEqual([result.status, result.json.error.code], [502, 'upstream_too_large']);
    assert.ok(body.pulled() <= 1024 * 1024 + 3 * 64 * 1024, `read ${body.pulled()} bytes`);
  });

  it('takes maxResponseBytes', async () => {
    const body = endless();
    const up = answering(() => jsonAnswer({ data: [{ amount: 1, fee: 0.33, total: 1.33 }] }));
    assert.equal((await post(proxyWith({ fetch: up.fetch, maxResponseBytes: 1000 }), '/v1/data/tips/fees', FEES)).status, 200);
    const small = await post(proxyWith({ fetch: answering(body.make).fetch, maxResponseBytes: 1000 }), '/v1/data/tips/fees', FEES);
    assert.equal(small.status, 502);
    assert.ok(body.pulled() <= 3 * 64 * 1024);
  });

  it('caps the decoded size: a gzip bomb over real HTTP is cut at 1 MiB of what it inflates to', async () => {
    const inflated = 64 * 1024 * 1024;
    const bomb = gzipSync(Buffer.concat([Buffer.from('{"data":"'), Buffer.alloc(inflated, 0x61), Buffer.from('"}')]));
    assert.ok(bomb.byteLength < 200 * 1024, `bomb is ${bomb.byteLength} bytes`);
    const service = await recordingServer((_req, res: ServerResponse) => {
      res.writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'gzip', 'content-length': bomb.byteLength });
      res.end(bomb);
    });
    try {
      const before = process.memoryUsage().rss;
      const result = await post(createTipProxy({ baseUrl: service.url, ...demo }), '/v1/data/tips/fees', FEES);
      assert.deepEqual([result.status, result.json.error.code], [502, 'upstream_too_large']);
      const grew = process.memoryUsage().rss - before;
      assert.ok(grew < inflated / 2, `RSS grew by ${grew} bytes`);
    } finally {
      await service.close();
    }
  });
});

describe('proxy: what it takes in', () => {
  const bodies: Array<[name: string, init: RequestInit]> = [
    ['text/plain (a simple cross-site post)', { headers: { 'content-type': 'text/plain' }, body: JSON.stringify(FEES) }],
    ['no content type', { body: new Blob([JSON.stringify(FEES)]) }],
    ['a form', { headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'payload=1' }],
    ['multipart', { headers: { 'content-type': 'multipart/form-data; boundary=x' }, body: '--x--' }],
  ];
  for (const [name, init] of bodies) {
    it(`refuses ${name} with 415, without calling the service`, async () => {
      const up = answering(() => jsonAnswer({ data: [] }));
      const response = await proxyWith({ fetch: up.fetch })(new Request(`${BROWSER}/v1/data/tips/fees`, { method: 'POST', ...init }));
      assert.equal(response.status, 415);
      assert.equal(((await response.json()) as any).error.code, 'unsupported_media_type');
      assert.equal(up.calls.length, 0);
    });
  }

  it('checks Origin against `origins` when given', async () => {
    const up = answering(() => jsonAnswer({ data: [{ amount: 1, fee: 0.33, total: 1.33 }] }));
    const proxy = proxyWith({ fetch: up.fetch, origins: ['https://pos.example.com'] });
    assert.equal((await post(proxy, '/v1/data/tips/fees', FEES, { origin: 'https://pos.example.com' })).status, 200);
    for (const origin of ['https://evil.example', 'https://pos.example.com.evil.example', 'null', 'http://pos.example.com']) {
      const refused = await post(proxy, '/v1/data/tips/fees', FEES, { origin });
      assert.deepEqual([refused.status, refused.json.error.code], [403, 'origin_not_allowed'], origin);
    }
    const noOrigin = await post(proxy, '/v1/data/tips/fees', FEES);
    assert.equal(noOrigin.status, 403);
    assert.equal(up.calls.length, 1);
  });

  it('answers 400 too_deep for a body nested 5,000 levels, without calling the service', async () => {
    const up = answering(() => jsonAnswer({ data: [] }));
    const proxy = proxyWith({ fetch: up.fetch });
    for (const body of [
      `{"payload":{"locationId":"${L}","amounts":[1]},"extra":${nested(5000)}}`,
      `{"payload":{"locationId":"${L}","amounts":${nested(5000)}}}`,
      `{"payload":${nested(5000)}}`,
    ]) {
      const result = await post(proxy, '/v1/data/tips/fees', body);
      assert.deepEqual([result.status, result.json.error.code], [400, 'too_deep']);
    }
    assert.equal(up.calls.length, 0);
  });

  it('checks the payload against its schema and forwards only its fields', async () => {
    const up = answering(() => jsonAnswer({ data: [{ amount: 1, fee: 0.33, total: 1.33 }] }));
    const proxy = proxyWith({ fetch: up.fetch });
    const bad = await post(proxy, '/v1/data/tips/fees', { payload: { locationId: L, amounts: [-1] } });
    assert.deepEqual([bad.status, bad.json.error.code], [400, 'validation']);
    assert.match(bad.json.error.message, /payload\.amounts\.0: must not be negative/);
    assert.equal(up.calls.length, 0);
    await post(proxy, '/v1/data/tips/fees', { payload: { locationId: L, amounts: [1], debug: true, __proto__: { x: 1 } } });
    assert.deepEqual(up.calls[0].body.payload, { locationId: L, amounts: [1] });
  });
});

describe('proxy behind Express', () => {
  async function expressServer(proxy: RequestHandler, parsers: express.RequestHandler[]) {
    const app = express();
    for (const parser of parsers) app.use(parser);
    app.use('/api/tips', toConnectMiddleware(proxy));
    return listen(app);
  }

  it('works behind express.json(): the body it parsed is used', async () => {
    const sandbox = createSandbox();
    const server = await expressServer(createTipProxy({ baseUrl: 'http://service.test', ...demo, fetch: sandbox.fetch }), [express.json()]);
    try {
      const client = createDataClient({ baseUrl: `${server.url}/api/tips`, retries: 0 });
      const [quote] = await client.fees({ locationId: L, amounts: [5] });
      assert.deepEqual(quote, { amount: 5, fee: 0.45, total: 5.45 });
      const intent = await client.intent({ locationId: L, customer, tipSelections: [tip('e1', 2)] });
      assert.equal(sandbox.transaction(intent.transactionId)?.status, 'pending');
    } finally {
      await server.close();
    }
  });

  it('behind express.json(), text/plain is still refused (415) and deep bodies are 400, not 502', async () => {
    const sandbox = createSandbox();
    const server = await expressServer(createTipProxy({ baseUrl: 'http://service.test', ...demo, fetch: sandbox.fetch }), [
      express.json({ limit: '1mb' }),
      express.text(),
    ]);
    try {
      const url = `${server.url}/api/tips/v1/data/tips/fees`;
      const plain = await fetch(url, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: JSON.stringify(FEES) });
      assert.equal(plain.status, 415);
      const deep = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: `{"payload":{"locationId":"${L}","amounts":[1]},"x":${nested(5000)}}`,
      });
      assert.equal(deep.status, 400);
      assert.equal(sandbox.requests().length, 0);
    } finally {
      await server.close();
    }
  });

  it('without a body parser in front it reads the stream itself', async () => {
    const sandbox = createSandbox();
    const server = await expressServer(createTipProxy({ baseUrl: 'http://service.test', ...demo, fetch: sandbox.fetch }), []);
    try {
      const client = createDataClient({ baseUrl: `${server.url}/api/tips`, retries: 0 });
      assert.equal((await client.fees({ locationId: L, amounts: [5] }))[0]!.total, 5.45);
    } finally {
      await server.close();
    }
  });
});

describe('proxy: idempotent intents', () => {
  function setup(store?: IdempotencyStore) {
    const sandbox = createSandbox();
    const upstream: Upstream = (input, init) => sandbox.fetch(input, init);
    let upstreamCalls = 0;
    const counted: Upstream = (input, init) => {
      upstreamCalls++;
      return upstream(input, init);
    };
    const proxy = proxyWith({ fetch: counted, ...(store ? { idempotencyStore: store } : {}) });
    return { sandbox, proxy, upstreamCalls: () => upstreamCalls };
  }

  it('answers a retry with the same key with the first answer: one transaction', async () => {
    const { sandbox, proxy, upstreamCalls } = setup();
    const first = await post(proxy, '/v1/data/transaction/intent', INTENT, { 'idempotency-key': 'sale-1' });
    const again = await post(proxy, '/v1/data/transaction/intent', INTENT, { 'idempotency-key': 'sale-1' });
    assert.equal(first.status, 200);
    assert.equal(again.text, first.text);
    assert.equal(again.headers.get('idempotent-replayed'), 'true');
    assert.equal(first.headers.get('idempotent-replayed'), null);
    assert.equal(sandbox.transactions().length, 1);
    assert.equal(upstreamCalls(), 1);
  });

  it('refuses the same key with another payload (409 idempotency_key_reused)', async () => {
    const { sandbox, proxy } = setup();
    await post(proxy, '/v1/data/transaction/intent', INTENT, { 'idempotency-key': 'sale-2' });
    const other = { payload: { ...INTENT.payload, tipSelections: [tip('e1', 3)] } };
    const reused = await post(proxy, '/v1/data/transaction/intent', other, { 'idempotency-key': 'sale-2' });
    assert.deepEqual([reused.status, reused.json.error.code], [409, 'idempotency_key_reused']);
    assert.equal(sandbox.transactions().length, 1);
  });

  it('lets two simultaneous calls with one key make one transaction', async () => {
    const { sandbox, proxy } = setup();
    const [a, b] = await Promise.all([
      post(proxy, '/v1/data/transaction/intent', INTENT, { 'idempotency-key': 'double-tap' }),
      post(proxy, '/v1/data/transaction/intent', INTENT, { 'idempotency-key': 'double-tap' }),
    ]);
    assert.equal(a.json.data.transactionId, b.json.data.transactionId);
    assert.equal(sandbox.transactions().length, 1);
  });

  it('does not remember a failure: the retry asks the service again', async () => {
    const { sandbox, proxy } = setup();
    sandbox.failNext(1, { operations: ['intent'] });
    const failed = await post(proxy, '/v1/data/transaction/intent', INTENT, { 'idempotency-key': 'flaky' });
    assert.equal(failed.status, 503);
    const retried = await post(proxy, '/v1/data/transaction/intent', INTENT, { 'idempotency-key': 'flaky' });
    assert.equal(retried.status, 200);
    assert.equal(sandbox.transactions().length, 1);
  });

  it('keeps accounts apart, and stores neither the account token nor the secret', async () => {
    const tokens = ['acct-a', 'acct-b'];
    const sets: Array<[string, IdempotentAnswer]> = [];
    const memory = createMemoryIdempotencyStore();
    const store: IdempotencyStore = {
      get: (key) => memory.get(key),
      set: (key, answer) => {
        sets.push([key, answer]);
        memory.set(key, answer);
      },
    };
    const bodies: any[] = [];
    const up = answering((body) => {
      bodies.push(body);
      return jsonAnswer({ data: { transactionId: `txn-${bodies.length}`, tips: [], fees: { service: 0, pos: 0, total: 0 }, total: 0 } });
    });
    const proxy = proxyWith({ fetch: up.fetch, idempotencyStore: store, accountToken: (r) => r.headers.get('x-account') ?? '' });
    for (const account of tokens) {
      const result = await post(proxy, '/v1/data/transaction/intent', INTENT, { 'idempotency-key': 'same-key', 'x-account': account });
      assert.equal(result.status, 200);
    }
    assert.deepEqual(bodies.map((b) => b.accountToken), tokens);
    assert.equal(sets.length, 2);
    assert.notEqual(sets[0]![0], sets[1]![0]);
    for (const [key, answer] of sets) {
      for (const secret of [...tokens, demo.appSecret]) assert.equal(`${key} ${JSON.stringify(answer)}`.includes(secret), false);
      assert.match(key, /same-key$/);
    }
  });

  it('a shared store serves a retry that reaches another proxy instance', async () => {
    const sandbox = createSandbox();
    const store = createMemoryIdempotencyStore();
    const a = proxyWith({ fetch: sandbox.fetch, idempotencyStore: store });
    const b = proxyWith({ fetch: sandbox.fetch, idempotencyStore: store });
    const first = await post(a, '/v1/data/transaction/intent', INTENT, { 'idempotency-key': 'k-1' });
    const second = await post(b, '/v1/data/transaction/intent', INTENT, { 'idempotency-key': 'k-1' });
    assert.equal(second.json.data.transactionId, first.json.data.transactionId);
    assert.equal(sandbox.transactions().length, 1);
  });

  it('passes the key to the service, refuses a malformed one, and ignores keys on other operations', async () => {
    const up = answering(() => jsonAnswer({ data: [{ amount: 1, fee: 0.33, total: 1.33 }] }));
    const proxy = proxyWith({ fetch: up.fetch });
    const bad = await post(proxy, '/v1/data/transaction/intent', INTENT, { 'idempotency-key': 'with space' });
    assert.deepEqual([bad.status, bad.json.error.code], [400, 'invalid_idempotency_key']);
    assert.equal((await post(proxy, '/v1/data/transaction/intent', INTENT, { 'idempotency-key': 'x'.repeat(256) })).status, 400);
    await post(proxy, '/v1/data/tips/fees', FEES, { 'idempotency-key': 'k' });
    await post(proxy, '/v1/data/tips/fees', FEES, { 'idempotency-key': 'k' });
    assert.equal(up.calls.length, 2);
    const sandbox = createSandbox();
    const seen: Headers[] = [];
    const keyed = proxyWith({ fetch: (i, init) => (seen.push(new Headers(init?.headers)), sandbox.fetch(i, init)) });
    await post(keyed, '/v1/data/transaction/intent', INTENT, { 'idempotency-key': 'passed-on' });
    assert.equal(seen[0]!.get('idempotency-key'), 'passed-on');
  });

  it('finishes a keyed intent when the browser hangs up, so the retry gets it (lost answer)', async () => {
    const sandbox = createSandbox({ latencyMs: 50 });
    const proxy = proxyWith({ fetch: sandbox.fetch });
    const browser = new AbortController();
    const lost = proxy(
      new Request(`${BROWSER}/v1/data/transaction/intent`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': 'hung-up' },
        body: JSON.stringify(INTENT),
        signal: browser.signal,
      }),
    );
    browser.abort();
    await lost.catch(() => undefined);
    assert.equal(sandbox.transactions().length, 1, 'the intent went through although the browser left');
    const retry = await post(proxy, '/v1/data/transaction/intent', INTENT, { 'idempotency-key': 'hung-up' });
    assert.equal(retry.status, 200);
    assert.equal(retry.headers.get('idempotent-replayed'), 'true');
    assert.equal(sandbox.transactions().length, 1);
    assert.equal(retry.json.data.transactionId, sandbox.transactions()[0]!.transactionId);

    // Without a key nothing can be replayed, so the call is abandoned with the browser.
    const unkeyed = new AbortController();
    const abandoned = proxy(
      new Request(`${BROWSER}/v1/data/transaction/intent`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(INTENT),
        signal: unkeyed.signal,
      }),
    );
    unkeyed.abort();
    await abandoned.catch(() => undefined);
    assert.equal(sandbox.transactions().length, 1);
  });

  it('the whole story over HTTP: the client’s first answer is lost, its retry with the key gets the transaction', async () => {
    const sandboxServer = await startSandboxServer();
    let dropped = 0;
    const proxyServer = await listen(toNodeHandler(createTipProxy({ baseUrl: sandboxServer.url, ...demo })));
    try {
      const client: DataClient = createDataClient({
        baseUrl: `${proxyServer.url}/api/tips`,
        retries: 0,
        fetch: async (input, init) => {
          const response = await fetch(input, init);
          if (String(input).endsWith('/intent') && dropped++ === 0) {
            await response.body?.cancel();
            throw new TypeError('fetch failed: connection reset');
          }
          return response;
        },
      });
      const payload = { locationId: L, customer, tipSelections: [tip('e1', 10, 40, 'high')] };
      await assert.rejects(client.intent(payload, { idempotencyKey: 'sale-42' }), /could not reach the service/);
      assert.equal(sandboxServer.sandbox.transactions().length, 1, 'the first intent was created');
      const retried = await client.intent(payload, { idempotencyKey: 'sale-42' });
      assert.equal(sandboxServer.sandbox.transactions().length, 1);
      assert.equal(retried.transactionId, sandboxServer.sandbox.transactions()[0]!.transactionId);
      // Without the key the same retry would have made a second one.
      await client.intent(payload);
      assert.equal(sandboxServer.sandbox.transactions().length, 2);
    } finally {
      await proxyServer.close();
      await sandboxServer.close();
    }
  });
});

describe('the in-memory idempotency store', () => {
  const answer = (body = '{}'): IdempotentAnswer => ({ fingerprint: 'f', status: 200, body });

  it('keeps at most maxEntries keys, dropping the oldest', () => {
    const store = createMemoryIdempotencyStore({ maxEntries: 3 });
    for (const key of ['a', 'b', 'c', 'd']) store.set(key, answer());
    assert.equal(store.size, 3);
    assert.equal(store.get('a'), undefined);
    assert.deepEqual(store.get('d'), answer());
  });

  it('keeps at most maxBytes, and never one answer larger than that', () => {
    const store = createMemoryIdempotencyStore({ maxBytes: 100 });
    store.set('a', answer('x'.repeat(40)));
    store.set('b', answer('x'.repeat(40)));
    store.set('c', answer('x'.repeat(40)));
    assert.equal(store.get('a'), undefined);
    assert.ok(store.get('c'));
    store.set('huge', answer('x'.repeat(200)));
    assert.equal(store.get('huge'), undefined);
  });

  it('forgets an answer after ttlMs', () => {
    let now = 0;
    const store = createMemoryIdempotencyStore({ ttlMs: 1000, now: () => now });
    store.set('a', answer());
    now = 999;
    assert.ok(store.get('a'));
    now = 1000;
    assert.equal(store.get('a'), undefined);
    assert.equal(store.size, 0);
  });
});
