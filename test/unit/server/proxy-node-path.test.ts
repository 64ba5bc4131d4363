// The proxy served by the Node adapters takes a fast path (NODE_ENTRY: no Request, no Response,
// no web streams); any other handler, or the proxy wrapped in a plain function, takes the WHATWG
// path. Every request here goes, over real sockets, to two servers built alike, one for each
// path, and the two answers are compared byte for byte (status line, headers but `Date`, body),
// as is what the service received. The service misbehaves on purpose, keyed by the payload's
// locationId.
import assert from 'node:assert/strict';
import { request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import { after, before, describe, it } from 'node:test';
import { gzipSync } from 'node:zlib';
import { Redis } from 'ioredis';
import {
  createRedisIdempotencyStore,
  createTipProxy,
  toConnectMiddleware,
  toNodeHandler,
  type RequestHandler,
  type TipProxyOptions,
} from '../../../src/server/index.js';
import { NODE_ENTRY } from '../../../src/server/node/entry.js';
import { listen, recordingServer, type TestServer } from '../helpers/http.js';
import { startRedisServer, type RedisServer } from '../helpers/redis.js';
import { customer, demo, tip } from '../helpers/sandbox.js';

const MAX_ANSWER = 4096;

/** What the service answers, by the payload's locationId; `plain` echoes what it was sent. */
const hanging: ServerResponse[] = [];
function answer(req: IncomingMessage, res: ServerResponse, text: string): void {
  const sent = JSON.parse(text) as { payload: { locationId?: string } };
  const json = (status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  switch (sent.payload.locationId) {
    case 'leak':
      return json(200, { data: { note: `key ${demo.appSecret}`, b64: Buffer.from(demo.appSecret).toString('base64'), ok: 'fine', n: [1, 2] } });
    case 'secret-key':
      return json(200, { data: { [demo.appSecret]: 1 } });
    case 'redirect':
      res.writeHead(302, { location: 'http://127.0.0.1:1/elsewhere' });
      return void res.end();
    case 'no-content':
      res.writeHead(204);
      return void res.end();
    case 'blank':
      res.writeHead(200, { 'content-type': 'application/json' });
      return void res.end();
    case 'text':
      res.writeHead(200, { 'content-type': 'text/plain' });
      return void res.end('hello');
    case 'huge':
      return json(200, { data: 'x'.repeat(MAX_ANSWER * 2) });
    case 'deep':
      res.writeHead(200, { 'content-type': 'application/json' });
      return void res.end(`${'['.repeat(40)}${']'.repeat(40)}`);
    case 'broken':
      res.writeHead(200, { 'content-type': 'application/json' });
      return void res.end('{"data":');
    case 'refused':
      return json(422, { error: { code: 'validation', message: 'no such location' } });
    case 'gzip':
      res.writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'gzip' });
      return void res.end(gzipSync(JSON.stringify({ data: { packed: true, ü: 'ünïcode' } })));
    case 'hang':
      hanging.push(res);
      return;
    default:
      return json(200, { data: { path: req.url, key: req.headers['idempotency-key'] ?? null, sent } });
  }
}

interface Raw {
  status: string;
  headers: string[];
  body: string;
}

/** One request over a new connection; the answer as it came, but the `Date` header. */
function send(url: string, path: string, init: { method?: string; headers?: Record<string, string>; body?: string | Buffer } = {}): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${url}${path}`, { method: init.method ?? 'POST', headers: init.headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const headers: string[] = [];
        for (let i = 0; i < res.rawHeaders.length; i += 2) {
          if (res.rawHeaders[i]!.toLowerCase() !== 'date') headers.push(`${res.rawHeaders[i]}: ${res.rawHeaders[i + 1]}`);
        }
        resolve({ status: `${res.statusCode} ${res.statusMessage}`, headers, body: Buffer.concat(chunks).toString('latin1') });
      });
    });
    req.on('error', reject);
    req.end(init.body);
  });
}

const JSON_HEADERS = { 'content-type': 'application/json' };
const body = (payload: unknown) => JSON.stringify({ payload });
const proposals = (locationId: string) => body({ locationId, serviceAmounts: [45, 20.5, 8] });
const INTENT = { locationId: 'demo-location', customer, tipSelections: [tip('e1', 2)] };

type Options = Omit<TipProxyOptions, 'baseUrl' | 'appId' | 'appSecret' | 'accountToken'> & Partial<TipProxyOptions>;

/** Two servers in front of one service, each with its own proxy made from `options()`: one takes the fast path, one the WHATWG path. */
async function pair(service: TestServer, options: () => Options = () => ({}), adapter: 'node' | 'connect' = 'node') {
  const make = () => createTipProxy({ baseUrl: service.url, ...demo, timeoutMs: 300, maxResponseBytes: MAX_ANSWER, maxBodyBytes: 2048, ...options() });
  const fast = make();
  const viaFetch = make();
  assert.equal(typeof (fast as { [NODE_ENTRY]?: unknown })[NODE_ENTRY], 'function', 'the proxy carries its Node entry');
  const plain: RequestHandler = (request) => viaFetch(request);
  const serve = (handler: RequestHandler) => (adapter === 'node' ? toNodeHandler(handler) : toConnectMiddleware(handler));
  const servers = [await listen(serve(fast)), await listen(serve(plain))] as const;
  return {
    servers,
    /** Sends the same requests, in order, to each server; asserts each pair of answers and of service calls is identical; returns the fast path's answers. */
    async same(...requests: Array<[string, Parameters<typeof send>[2]?]>): Promise<Raw[]> {
      const answers: Raw[][] = [];
      const calls: string[][] = [];
      for (const server of servers) {
        const from = service.seen.length;
        const got: Raw[] = [];
        for (const [path, init] of requests) got.push(await send(server.url, path, init));
        answers.push(got);
        calls.push(service.seen.slice(from).map((s) => `${s.method} ${s.url} ${s.headers['content-type']} ${s.headers['idempotency-key'] ?? '-'} ${s.body}`));
      }
      assert.deepEqual(answers[0], answers[1], 'the fast path answers as the WHATWG path does');
      assert.deepEqual(calls[0], calls[1], 'the service receives the same calls from both paths');
      return answers[0]!;
    },
    close: () => Promise.all(servers.map((s) => s.close())),
  };
}

let service: TestServer;
before(async () => {
  service = await recordingServer(answer);
});
after(async () => {
  for (const res of hanging) res.destroy();
  await service.close();
});

describe('the proxy\'s Node fast path answers exactly as its WHATWG path', () => {
  it('forwards the three checkout calls and relays the answers', async () => {
    const p = await pair(service);
    try {
      const [a, b, c] = await p.same(
        ['/api/tips/v1/data/tips/proposals', { headers: JSON_HEADERS, body: proposals('demo-location') }],
        ['/api/tips/v1/data/tips/fees', { headers: { 'content-type': 'application/json; charset=utf-8' }, body: body({ locationId: 'demo-location', amounts: [5.5] }) }],
        ['/api/tips/v1/data/transaction/intent', { headers: JSON_HEADERS, body: body(INTENT) }],
      );
      for (const r of [a, b, c]) assert.equal(r!.status, '200 OK');
      assert.match(a!.body, /"appSecret"/, 'the service got the credentials');
      assert.ok(a!.headers.includes('cache-control: no-store') && a!.headers.includes('x-content-type-options: nosniff'));
    } finally {
      await p.close();
    }
  });

  it('refuses what comes in alike: method, path, operation, type, JSON, depth, shape, bounds, size, schema, key', async () => {
    const p = await pair(service);
    try {
      const answers = await p.same(
        ['/api/tips/v1/data/tips/proposals', { method: 'GET' }],
        ['/api/tips/v1/data/tips/proposals', { method: 'PUT', headers: JSON_HEADERS, body: proposals('demo-location') }],
        ['/api/tips/v1/data/nothing', { headers: JSON_HEADERS, body: '{}' }],
        ['/api/tips/v1/data/transaction/details', { headers: JSON_HEADERS, body: body({ locationId: 'x', transactionId: 't' }) }],
        ['/api/tips/v1/display/devices/activate', { headers: JSON_HEADERS, body: '{}' }],
        ['/api/tips/v1/data/tips/proposals', { headers: { 'content-type': 'text/plain' }, body: proposals('demo-location') }],
        ['/api/tips/v1/data/tips/proposals', { body: proposals('demo-location') }],
        ['/api/tips/v1/data/tips/proposals', { headers: JSON_HEADERS, body: '{"payload":' }],
        ['/api/tips/v1/data/tips/proposals', { headers: JSON_HEADERS, body: '' }],
        ['/api/tips/v1/data/tips/proposals', { headers: JSON_HEADERS, body: `{"payload":${'['.repeat(40)}${']'.repeat(40)}}` }],
        ['/api/tips/v1/data/tips/proposals', { headers: JSON_HEADERS, body: '[1]' }],
        ['/api/tips/v1/data/tips/proposals', { headers: JSON_HEADERS, body: '{"nopayload":1}' }],
        ['/api/tips/v1/data/tips/proposals', { headers: JSON_HEADERS, body: body({ locationId: 'demo-location', serviceAmounts: Array(500).fill(1) }) }],
        ['/api/tips/v1/data/tips/proposals', { headers: JSON_HEADERS, body: body({ locationId: 'x'.repeat(3000), serviceAmounts: [1] }) }],
        ['/api/tips/v1/data/tips/proposals', { headers: JSON_HEADERS, body: body({ locationId: 'demo-location', serviceAmounts: ['1'] }) }],
        ['/api/tips/v1/data/tips/fees', { headers: JSON_HEADERS, body: body({ locationId: 'demo-location', amounts: [1e12] }) }],
        ['/api/tips/v1/data/transaction/intent', { headers: { ...JSON_HEADERS, 'idempotency-key': 'bad key é' }, body: body(INTENT) }],
        ['/api/tips/v1/data/tips/proposals', { headers: JSON_HEADERS, body: Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(proposals('demo-location'))]) }],
      );
      const statuses = answers.map((a) => Number(a.status.slice(0, 3)));
      assert.deepEqual(statuses, [405, 405, 404, 403, 403, 415, 415, 400, 400, 400, 400, 400, 413, 413, 400, 422, 400, 200]);
      assert.ok(answers[0]!.headers.includes('allow: POST'));
      assert.equal(service.seen.filter((s) => s.body.includes('"serviceAmounts":["1"]')).length, 0, 'nothing refused was forwarded');
    } finally {
      await p.close();
    }
  });

  it('routes under any prefix, a query or an odd path, and from connect middleware', async () => {
    for (const adapter of ['node', 'connect'] as const) {
      const p = await pair(service, () => ({}), adapter);
      try {
        const answers = await p.same(
          ['/v1/data/tips/proposals?x=1#f', { headers: JSON_HEADERS, body: proposals('demo-location') }],
          ['/a/../api/%74ips/v1/data/tips/proposals/', { headers: JSON_HEADERS, body: proposals('demo-location') }],
          ['//evil.example/v1/data/tips/proposals', { headers: JSON_HEADERS, body: proposals('demo-location') }],
          ['/v1/data/tips/%70roposals', { headers: JSON_HEADERS, body: proposals('demo-location') }],
        );
        // A %-escape in the operation's name is not that name: 404, as `new URL().pathname` leaves it.
        assert.deepEqual(answers.map((a) => a.status.slice(0, 3)), ['200', '200', '200', '404'], adapter);
      } finally {
        await p.close();
      }
    }
  });

  it('relays every kind of service answer alike: scrubbed, refused, redirect, empty, not JSON, too large, too deep, compressed, late, gone', async () => {
    const closed = await listen((_req, res) => res.destroy());
    const unreachable = closed.url;
    await closed.close();
    const p = await pair(service);
    const gone = await pair(service, () => ({ baseUrl: unreachable }));
    try {
      const at = (locationId: string): [string, Parameters<typeof send>[2]] => ['/v1/data/tips/proposals', { headers: JSON_HEADERS, body: proposals(locationId) }];
      const answers = await p.same(...['leak', 'secret-key', 'redirect', 'no-content', 'blank', 'text', 'huge', 'deep', 'broken', 'refused', 'gzip', 'hang'].map(at));
      assert.deepEqual(
        answers.map((a) => Number(a.status.slice(0, 3))),
        [200, 502, 502, 204, 200, 502, 502, 502, 502, 422, 200, 504],
      );
      assert.ok(!answers[0]!.body.includes(demo.appSecret) && answers[0]!.body.includes('[redacted]') && answers[0]!.body.includes('"ok":"fine"'));
      assert.equal(answers[3]!.body, '');
      assert.equal(Buffer.from(answers[10]!.body, 'latin1').toString('utf8'), '{"data":{"packed":true,"ü":"ünïcode"}}');
      const [down] = await gone.same(at('demo-location'));
      assert.equal(down!.status, '502 Bad Gateway');
    } finally {
      await p.close();
      await gone.close();
    }
  });

  it('checks origins, authorize and a per-request account token alike, with the same Request given to the host', async () => {
    const seen: string[][] = [[], []];
    let side = 0;
    const p = await pair(service, () => {
      const mine = seen[side++]!;
      return {
        origins: ['https://pos.example.com'],
        authorize: (r: Request) => (mine.push(`authorize ${r.method} ${r.url} ${r.headers.get('x-staff')} ${r.bodyUsed}`), r.headers.get('x-staff') === 'yes'),
        accountToken: (r: Request) => (mine.push(`token ${r.method} ${r.url} ${r.headers.get('x-account')} ${r.signal.aborted}`), r.headers.get('x-account') ?? ''),
      };
    });
    try {
      const ok = { ...JSON_HEADERS, origin: 'https://pos.example.com', 'x-staff': 'yes', 'x-account': 'acct-9' };
      const answers = await p.same(
        ['/api/tips/v1/data/tips/proposals', { headers: ok, body: proposals('demo-location') }],
        ['/api/tips/v1/data/tips/proposals', { headers: { ...ok, 'x-staff': 'no' }, body: proposals('demo-location') }],
        ['/api/tips/v1/data/tips/proposals', { headers: { ...ok, origin: 'https://evil.example' }, body: proposals('demo-location') }],
        ['/api/tips/v1/data/tips/proposals', { headers: { ...ok, 'x-account': '' }, body: proposals('demo-location') }],
      );
      assert.deepEqual(answers.map((a) => Number(a.status.slice(0, 3))), [200, 403, 403, 401]);
      assert.equal(service.seen.filter((s) => s.body.includes('"accountToken":"acct-9"')).length, 2, 'one call from each path with the host\'s token');
      // Each server has its own port, so the URLs differ only there.
      const [fast, web] = seen.map((lines) => lines.map((l) => l.replace(/127\.0\.0\.1:\d+/, 'HOST')));
      assert.deepEqual(fast, web);
      assert.equal(fast!.length, 6);
    } finally {
      await p.close();
    }
  });

  it('remembers keyed intents alike, in memory and in Redis: replay, reuse with another payload, no key', async () => {
    let redis: RedisServer | undefined;
    const clients: Redis[] = [];
    try {
      redis = await startRedisServer();
      const port = redis.port;
      let n = 0;
      const stores: Array<() => Options> = [
        () => ({}),
        () => {
          const client = new Redis({ port, host: '127.0.0.1' });
          clients.push(client);
          return { idempotencyStore: createRedisIdempotencyStore({ client, prefix: `pair-${process.pid}-${++n}:` }) };
        },
      ];
      for (const options of stores) {
        const p = await pair(service, options);
        try {
          const keyed = (key: string, payload: unknown = INTENT): [string, Parameters<typeof send>[2]] => [
            '/api/tips/v1/data/transaction/intent',
            { headers: { ...JSON_HEADERS, 'idempotency-key': key }, body: body(payload) },
          ];
          const answers = await p.same(keyed('sale-1'), keyed('sale-1'), keyed('sale-1', { ...INTENT, locationId: 'other' }), keyed('sale-2'), [
            '/api/tips/v1/data/transaction/intent',
            { headers: JSON_HEADERS, body: body(INTENT) },
          ]);
          assert.deepEqual(answers.map((a) => Number(a.status.slice(0, 3))), [200, 200, 409, 200, 200]);
          assert.ok(answers[1]!.headers.includes('idempotent-replayed: true'));
          assert.equal(answers[1]!.body, answers[0]!.body);
        } finally {
          await p.close();
        }
      }
    } finally {
      await Promise.all(clients.map((c) => c.quit().catch(() => c.disconnect())));
      await redis?.stop();
    }
  });

  it('refuses a body over the adapter\'s own cap alike, before the proxy sees it', async () => {
    const service2 = await recordingServer(answer);
    const make = () => createTipProxy({ baseUrl: service2.url, ...demo });
    const fast = make();
    const web = make();
    const servers = [await listen(toNodeHandler(fast, { maxBodyBytes: 100 })), await listen(toNodeHandler((r) => web(r), { maxBodyBytes: 100 }))];
    try {
      const [a, b] = await Promise.all(servers.map((s) => send(s.url, '/v1/data/tips/proposals', { headers: JSON_HEADERS, body: 'x'.repeat(500) })));
      assert.deepEqual(a, b);
      assert.equal(a!.status, '413 Payload Too Large');
      assert.equal(service2.seen.length, 0);
    } finally {
      await Promise.all([...servers, service2].map((s) => s.close()));
    }
  });

  it('stops an unkeyed call at the service when the browser leaves, on both paths', async () => {
    const p = await pair(service);
    try {
      for (const server of p.servers) {
        const before = hanging.length;
        const req = httpRequest(`${server.url}/v1/data/tips/proposals`, { method: 'POST', headers: JSON_HEADERS, agent: false });
        req.on('error', () => undefined);
        req.end(proposals('hang'));
        while (hanging.length === before) await new Promise((resolve) => setImmediate(resolve));
        const held = hanging[hanging.length - 1]!;
        const closed = new Promise<void>((resolve) => held.once('close', () => resolve()));
        req.destroy();
        // The proxy's timeout is 300 ms; the call is closed as soon as the browser leaves.
        const started = performance.now();
        await closed;
        assert.ok(performance.now() - started < 250, 'closed with the browser, not by the timeout');
      }
    } finally {
      await p.close();
    }
  });

  it('builds no Request and no Response on the fast path', async () => {
    const p = await pair(service);
    const Original = { Request: globalThis.Request, Response: globalThis.Response };
    let built = 0;
    globalThis.Request = class extends Original.Request {
      constructor(...args: ConstructorParameters<typeof Request>) {
        super(...args);
        built++;
      }
    };
    globalThis.Response = class extends Original.Response {
      constructor(...args: ConstructorParameters<typeof Response>) {
        super(...args);
        built++;
      }
    };
    try {
      const [fast, web] = p.servers;
      await send(fast.url, '/v1/data/tips/proposals', { headers: JSON_HEADERS, body: proposals('demo-location') });
      assert.equal(built, 0, 'the fast path');
      await send(web.url, '/v1/data/tips/proposals', { headers: JSON_HEADERS, body: proposals('demo-location') });
      assert.ok(built >= 2, 'the WHATWG path builds both');
    } finally {
      Object.assign(globalThis, Original);
      await p.close();
    }
  });
});
