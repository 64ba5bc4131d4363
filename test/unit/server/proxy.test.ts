// The credential proxy: what it forwards, what it refuses, and that no credential ever reaches
// the browser; then end to end over HTTP through the Node adapters.
import assert from 'node:assert/strict';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { createDataClient, type Operation } from '../../../src/client/index.js';
import { createSandbox, type Sandbox } from '../../../src/sandbox/index.js';
import {
  createTipProxy,
  toConnectMiddleware,
  toNodeHandler,
  type RequestHandler,
  type TipProxyOptions,
} from '../../../src/server/index.js';
import { startSandboxServer, type SandboxServer } from '../../../src/sandbox/server.js';
import { customer, demo, rejectsWith, tip } from '../helpers/sandbox.js';

const BROWSER = 'http://pos.test/api/tips';
const L = 'demo-location';

/** The sandbox as the upstream, recording every body the proxy sends it. */
function upstream(sandbox: Sandbox = createSandbox()) {
  const bodies: any[] = [];
  const fetch = async (input: Request | string | URL, init?: RequestInit) => {
    bodies.push(JSON.parse(String(init?.body)));
    return sandbox.fetch(input, init);
  };
  return { sandbox, bodies, fetch };
}

function proxyWith(options: Partial<TipProxyOptions> & Pick<TipProxyOptions, 'fetch'>): RequestHandler {
  return createTipProxy({ baseUrl: 'http://service.test', ...demo, ...options });
}

/** What a browser page does: the client without credentials, pointed at the proxy. */
function browserClient(proxy: RequestHandler, headers: Record<string, string> = {}) {
  return createDataClient({
    baseUrl: BROWSER,
    retries: 0,
    fetch: (input, init) => {
      const request = new Request(input, init);
      for (const [k, v] of Object.entries(headers)) request.headers.set(k, v);
      return proxy(request);
    },
  });
}

async function call(proxy: RequestHandler, op: string, body: unknown, init: RequestInit = {}) {
  const response = await proxy(
    new Request(`${BROWSER}${op}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: typeof body === 'string' ? body : JSON.stringify(body),
      ...init,
    }),
  );
  const text = await response.text();
  return { status: response.status, text, json: text ? JSON.parse(text) : undefined };
}

describe('proxy: operations', () => {
  it('forwards proposals, fees and intent by default, with the credentials added', async () => {
    const up = upstream();
    const client = browserClient(proxyWith({ fetch: up.fetch }));
    const [p] = await client.proposals({ locationId: L, serviceAmounts: [10] });
    assert.equal(p!.medium.amount, 2);
    await client.fees({ locationId: L, amounts: [1] });
    const intent = await client.intent({ locationId: L, customer, tipSelections: [tip('e1', 2)] });
    assert.equal(up.sandbox.transaction(intent.transactionId)?.status, 'pending');
    assert.equal(up.bodies.length, 3);
    for (const body of up.bodies) assert.deepEqual(Object.keys(body).sort(), ['accountToken', 'appId', 'appSecret', 'payload']);
    assert.deepEqual(up.bodies[1], { ...demo, payload: { locationId: L, amounts: [1] } });
  });

  it('refuses every other operation with 403 operation_not_allowed without calling the service', async () => {
    const up = upstream();
    const client = browserClient(proxyWith({ fetch: up.fetch }));
    await rejectsWith(client.confirm({ transactionId: 't' }), 403, 'operation_not_allowed');
    await rejectsWith(client.refund({ transactionId: 't' }), 403, 'operation_not_allowed');
    await rejectsWith(client.transfer({ transactionId: 't', talents: [{ employeeId: 'e' }] }), 403, 'operation_not_allowed');
    await rejectsWith(client.details({ transactionId: 't' }), 403, 'operation_not_allowed');
    await rejectsWith(client.mapLocations({ locations: [{ identifier: 'x', lat: 1, long: 1 }] }), 403, 'operation_not_allowed');
    assert.equal(up.bodies.length, 0);
  });

  it('forwards what `allow` lists, and passes the service’s error status and body through', async () => {
    const up = upstream();
    const allow: Operation[] = ['intent', 'confirm'];
    const client = browserClient(proxyWith({ fetch: up.fetch, allow }));
    const { transactionId } = await client.intent({ locationId: L, customer, tipSelections: [tip('e1', 2)] });
    await client.confirm({ transactionId });
    const again = await call(proxyWith({ fetch: up.fetch, allow }), '/v1/data/transaction/confirm', { payload: { transactionId } });
    assert.equal(again.status, 409);
    assert.equal(again.json.error.code, 'invalid_state');
    await rejectsWith(client.fees({ locationId: L, amounts: [1] }), 403, 'operation_not_allowed');
    assert.throws(() => proxyWith({ fetch: up.fetch, allow: ['refnud' as Operation] }), TypeError);
  });

  it('answers 404 for a path that names no operation and 405 for a GET', async () => {
    const up = upstream();
    const proxy = proxyWith({ fetch: up.fetch });
    const unknown = await call(proxy, '/v1/data/secrets', { payload: {} });
    assert.deepEqual([unknown.status, unknown.json.error.code], [404, 'unknown_operation']);
    const get = await proxy(new Request(`${BROWSER}/v1/data/tips/fees`));
    assert.equal(get.status, 405);
    assert.equal(up.bodies.length, 0);
  });
});

describe('proxy: its limits must be limits', () => {
  it('refuses a timeoutMs, maxBodyBytes or maxResponseBytes that is not a positive whole number (an unset environment variable read as NaN)', () => {
    const fetch = async () => new Response('{}');
    for (const name of ['timeoutMs', 'maxBodyBytes', 'maxResponseBytes'] as const) {
      for (const bad of [NaN, Infinity, 0, -1, 1.5]) {
        assert.throws(() => proxyWith({ fetch, [name]: bad }), TypeError, `${name}: ${bad}`);
      }
    }
  });
});

describe('proxy: credentials', () => {
  it('ignores credentials the browser sends and uses its own', async () => {
    const up = upstream();
    const proxy = proxyWith({ fetch: up.fetch });
    const result = await call(proxy, '/v1/data/tips/fees', {
      appId: 'evil-app',
      appSecret: 'guessed',
      accountToken: 'someone-elses-account',
      payload: { locationId: L, amounts: [1] },
    });
    assert.equal(result.status, 200);
    assert.deepEqual(up.bodies, [{ ...demo, payload: { locationId: L, amounts: [1] } }]);
  });

  it('takes the account token from a function of the request, sync or async', async () => {
    const up = upstream(createSandbox({ credentials: { ...demo, accountToken: 'acct-42' } }));
    const tokens: Record<string, string> = { 'shop-42': 'acct-42' };
    const seen: string[] = [];
    for (const accountToken of [
      (request: Request) => tokens[request.headers.get('x-shop') ?? ''] ?? '',
      async (request: Request) => {
        seen.push(new URL(request.url).pathname);
        return tokens[request.headers.get('x-shop') ?? ''] ?? '';
      },
    ]) {
      const proxy = proxyWith({ fetch: up.fetch, accountToken });
      const [q] = await browserClient(proxy, { 'x-shop': 'shop-42' }).fees({ locationId: L, amounts: [1] });
      assert.equal(q!.fee, 0.33);
      await rejectsWith(browserClient(proxy, { 'x-shop': 'unknown' }).fees({ locationId: L, amounts: [1] }), 401, 'unauthorized');
    }
    assert.deepEqual(seen, ['/api/tips/v1/data/tips/fees', '/api/tips/v1/data/tips/fees']);
    assert.deepEqual(up.bodies.map((b) => b.accountToken), ['acct-42', 'acct-42']);
  });

  it('refuses with 401 when the account token function throws', async () => {
    const up = upstream();
    const proxy = proxyWith({
      fetch: up.fetch,
      accountToken: () => {
        throw new Error('no session');
      },
    });
    const result = await call(proxy, '/v1/data/tips/fees', { payload: { locationId: L, amounts: [1] } });
    assert.deepEqual([result.status, result.json.error.code], [401, 'unauthorized']);
    assert.doesNotMatch(result.text, /no session/);
    assert.equal(up.bodies.length, 0);
  });

  it('never echoes a credential, even from a hostile upstream that reflects the request', async () => {
    const secret = 'sk_live_"quoted"\\slash-7f3a9';
    const options = { appId: 'app-7f3a9', appSecret: secret, accountToken: 'acct-7f3a9' };
    const reflect = async (_input: Request | string | URL, init?: RequestInit) => {
      const sent = String(init?.body);
      return new Response(JSON.stringify({ data: { youSent: sent, parsed: JSON.parse(sent), raw: secret } }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    };
    for (const status of [200, 500]) {
      const hostile = async (input: Request | string | URL, init?: RequestInit) => {
        const response = await reflect(input, init);
        return new Response(await response.text(), { status, headers: response.headers });
      };
      const proxy = createTipProxy({ baseUrl: 'http://evil.test', ...options, fetch: hostile });
      const result = await call(proxy, '/v1/data/tips/fees', { payload: { locationId: L, amounts: [1] } });
      assert.equal(result.status, status);
      for (const value of [secret, JSON.stringify(secret).slice(1, -1), options.appId, options.accountToken]) {
        assert.equal(result.text.includes(value), false, `leaked ${value}`);
      }
      assert.match(result.text, /\[redacted\]/);
      // The rest of the body is intact.
      assert.equal(JSON.parse(result.text).data.parsed.payload.locationId, L);
    }
  });

  it('scrubs an account token that came from the function too', async () => {
    const echo = async (_input: Request | string | URL, init?: RequestInit) => new Response(String(init?.body), { status: 200 });
    const proxy = createTipProxy({ baseUrl: 'http://evil.test', ...demo, accountToken: async () => 'tok-from-session', fetch: echo });
    const result = await call(proxy, '/v1/data/tips/fees', { payload: {} });
    assert.equal(result.text.includes('tok-from-session'), false);
    assert.equal(result.text.includes(demo.appSecret), false);
  });
});

describe('proxy: bodies and upstream failures', () => {
  it('caps the browser body at 64 KiB by default (413), or at maxBodyBytes', async () => {
    const up = upstream();
    const big = { payload: { locationId: L, amounts: [1] }, pad: 'x'.repeat(64 * 1024) };
    const result = await call(proxyWith({ fetch: up.fetch }), '/v1/data/tips/fees', big);
    assert.deepEqual([result.status, result.json.error.code], [413, 'payload_too_large']);
    const small = await call(proxyWith({ fetch: up.fetch, maxBodyBytes: 100 }), '/v1/data/tips/fees', {
      payload: { locationId: L, amounts: Array.from({ length: 40 }, () => 1) },
    });
    assert.equal(small.status, 413);
    assert.equal(up.bodies.length, 0);
  });

  it('answers 400 bad_json for an unparseable body and 400 validation for a body without payload', async () => {
    const up = upstream();
    const proxy = proxyWith({ fetch: up.fetch });
    const bad = await call(proxy, '/v1/data/tips/fees', '{"payload":');
    assert.deepEqual([bad.status, bad.json.error.code], [400, 'bad_json']);
    const missing = await call(proxy, '/v1/data/tips/fees', { locationId: L });
    assert.deepEqual([missing.status, missing.json.error.code], [400, 'validation']);
    assert.equal(up.bodies.length, 0);
  });

  it('answers 502 upstream_unreachable when the service cannot be reached', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const proxy = createTipProxy({ baseUrl: `http://127.0.0.1:${port}`, ...demo });
    const result = await call(proxy, '/v1/data/tips/fees', { payload: { locationId: L, amounts: [1] } });
    assert.deepEqual([result.status, result.json.error.code], [502, 'upstream_unreachable']);
    assert.equal(result.text.includes(demo.appSecret), false);
  });

  it('answers 504 upstream_timeout when the service does not answer in time', async () => {
    const never = (_input: Request | string | URL, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)));
    const proxy = proxyWith({ fetch: never, timeoutMs: 100 });
    const started = performance.now();
    const result = await call(proxy, '/v1/data/tips/fees', { payload: { locationId: L, amounts: [1] } });
    assert.deepEqual([result.status, result.json.error.code], [504, 'upstream_timeout']);
    assert.ok(performance.now() - started < 1_000);
  });
});

// ----- over real HTTP ---------------------------------------------------------------------------

async function listen(listener: (req: IncomingMessage, res: ServerResponse) => void): Promise<{ url: string; close(): Promise<void> }> {
  const server: Server = createServer(listener);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

describe('proxy over HTTP: browser-style client → proxy server → sandbox server', () => {
  let sandboxServer: SandboxServer;
  let proxyServer: { url: string; close(): Promise<void> };

  before(async () => {
    sandboxServer = await startSandboxServer();
    const proxy = createTipProxy({ baseUrl: sandboxServer.url, ...demo });
    proxyServer = await listen(toNodeHandler(proxy));
  });
  after(async () => {
    await proxyServer?.close();
    await sandboxServer?.close();
  });

  it('runs proposals, fees and intent end to end without credentials in the browser', async () => {
    const client = createDataClient({ baseUrl: `${proxyServer.url}/api/tips`, retries: 0 });
    const [p] = await client.proposals({ locationId: L, serviceAmounts: [40] });
    assert.equal(p!.high.amount, 10);
    const [q] = await client.fees({ locationId: L, amounts: [10] });
    assert.equal(q!.total, 10.6);
    const intent = await client.intent({ locationId: L, customer, tipSelections: [tip('e1', 10, 40, 'high')] });
    assert.equal(intent.total, 10.6);
    assert.equal(sandboxServer.sandbox.transaction(intent.transactionId)?.status, 'pending');
    await rejectsWith(client.confirm({ transactionId: intent.transactionId }), 403, 'operation_not_allowed');
    assert.equal(sandboxServer.sandbox.transaction(intent.transactionId)?.status, 'pending');
  });

  it('never returns the secret in any answer a browser can get', async () => {
    const answers = await Promise.all(
      [
        ['/api/tips/v1/data/tips/fees', '{"payload":{"locationId":"nowhere","amounts":[1]}}'],
        ['/api/tips/v1/data/tips/fees', '{"payload":{"locationId":"demo-location","amounts":[1.001]}}'],
        ['/api/tips/v1/data/tips/fees', 'nope'],
        ['/api/tips/v1/data/transaction/refund', '{"payload":{}}'],
      ].map(async ([path, body]) => {
        const response = await fetch(`${proxyServer.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
        return `${response.status} ${await response.text()}`;
      }),
    );
    assert.deepEqual(
      answers.map((a) => a.split(' ')[0]),
      ['404', '400', '400', '403'],
    );
    for (const answer of answers) assert.equal(answer.includes(demo.appSecret), false, answer);
  });

  it('the proxy server refuses an oversized body with 413', async () => {
    const response = await fetch(`${proxyServer.url}/api/tips/v1/data/tips/fees`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ payload: { locationId: L, amounts: [1] }, pad: 'x'.repeat(70 * 1024) }),
    });
    assert.equal(response.status, 413);
  });
});

describe('Node adapters', () => {
  it('toNodeHandler refuses a body over its own cap without calling the handler', async () => {
    let calls = 0;
    const handler = async () => {
      calls++;
      return new Response('ok');
    };
    const server = await listen(toNodeHandler(handler, { maxBodyBytes: 1000 }));
    try {
      const big = await fetch(server.url, { method: 'POST', body: 'x'.repeat(1001) });
      assert.equal(big.status, 413);
      assert.equal(((await big.json()) as any).error.code, 'payload_too_large');
      const fits = await fetch(server.url, { method: 'POST', body: 'x'.repeat(1000) });
      assert.equal(await fits.text(), 'ok');
      assert.equal(calls, 1);
    } finally {
      await server.close();
    }
  });

  it('toNodeHandler passes method, path, headers and body through and writes status, headers and body back', async () => {
    let seen: { method: string; url: string; header: string | null; body: string } | undefined;
    const server = await listen(
      toNodeHandler(async (request) => {
        seen = { method: request.method, url: request.url, header: request.headers.get('x-test'), body: await request.text() };
        return new Response('created', { status: 201, headers: { 'x-answer': '42' } });
      }),
    );
    try {
      const response = await fetch(`${server.url}/a/b?c=d`, { method: 'PUT', headers: { 'x-test': 'yes' }, body: 'hello' });
      assert.equal(response.status, 201);
      assert.equal(response.headers.get('x-answer'), '42');
      assert.equal(await response.text(), 'created');
      assert.deepEqual(seen, { method: 'PUT', url: `${server.url}/a/b?c=d`, header: 'yes', body: 'hello' });
    } finally {
      await server.close();
    }
  });

  it('toNodeHandler answers 500 when the handler throws', async () => {
    const server = await listen(
      toNodeHandler(async () => {
        throw new Error('boom with secret demo-secret');
      }),
    );
    try {
      const response = await fetch(server.url, { method: 'POST', body: '{}' });
      assert.equal(response.status, 500);
      assert.doesNotMatch(await response.text(), /demo-secret/);
    } finally {
      await server.close();
    }
  });

  it('toConnectMiddleware serves a prefix-mounted proxy with the full original path', async () => {
    const sandbox = createSandbox();
    const middleware = toConnectMiddleware(createTipProxy({ baseUrl: 'http://service.test', ...demo, fetch: sandbox.fetch }));
    // What connect does for app.use('/api/tips', middleware): strip the prefix, keep originalUrl.
    const server = await listen((req, res) => {
      const prefix = '/api/tips';
      if (!req.url?.startsWith(prefix)) {
        res.statusCode = 418;
        res.end();
        return;
      }
      const originalUrl = req.url;
      req.url = req.url.slice(prefix.length) || '/';
      middleware(Object.assign(req, { originalUrl }), res, () => assert.fail('next must not be called'));
    });
    try {
      const client = createDataClient({ baseUrl: `${server.url}/api/tips`, retries: 0 });
      const [q] = await client.fees({ locationId: L, amounts: [5] });
      assert.deepEqual(q, { amount: 5, fee: 0.45, total: 5.45 });
      assert.deepEqual(sandbox.requests().map((r) => r.path), ['/v1/data/tips/fees']);
    } finally {
      await server.close();
    }
  });
});
