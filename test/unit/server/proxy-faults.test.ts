// The proxy when its Redis fails, against a real redis-server (started, paused, killed and
// restarted here) and a fake tip service on 127.0.0.1 that counts the intents it creates and
// ignores Idempotency-Key (so every intent that reaches it is a new transaction).
import assert from 'node:assert/strict';
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { Redis, type RedisOptions } from 'ioredis';
import { createNodeServer, createRedisIdempotencyStore, createTipProxy, type RequestHandler, type TipProxyOptions } from '../../../src/server/index.js';
import { freePort, startRedisServer, type RedisServer } from '../helpers/redis.js';
import { customer, demo, tip } from '../helpers/sandbox.js';

/** A time limit stretched by the runner's factor (test/timeouts.mjs hands it over in TEST_TIMEOUT_SCALE). */
const scaled = (ms: number) => ms * (Number(process.env['TEST_TIMEOUT_SCALE']) || 1);

const INTENT = { payload: { locationId: 'demo-location', customer, tipSelections: [tip('e1', 2)] } };
const FEES = { payload: { locationId: 'demo-location', amounts: [1] } };
const INTENT_PATH = '/api/tips/v1/data/transaction/intent';
const FEES_PATH = '/api/tips/v1/data/tips/fees';

/** The ioredis settings docs/proxy.md gives a fleet. */
const FLEET: RedisOptions = { enableOfflineQueue: false, maxRetriesPerRequest: 1, connectTimeout: 1000, retryStrategy: (n) => Math.min(n * 100, 1000) };

let redis: RedisServer;
const clients: Redis[] = [];
const servers: Server[] = [];
let keys = 0;
const newKey = () => `fault-${process.pid}-${++keys}`;

/** A tip service: intents counted as they arrive, answered after `delayMs`, `pad` characters long. */
const service = {
  url: '',
  intents: 0,
  delayMs: 0,
  pad: 0,
  arrivals: [] as Array<() => void>,
  nextIntent(): Promise<void> {
    return new Promise((resolve) => this.arrivals.push(resolve));
  },
};

before(async () => {
  redis = await startRedisServer();
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      const isIntent = req.url!.endsWith('/transaction/intent');
      let data: unknown = [{ amount: 1, fees: { service: 0.1, pos: 0, total: 0.1 }, total: 1.1 }];
      if (isIntent) {
        const n = ++service.intents;
        service.arrivals.splice(0).forEach((arrived) => arrived());
        data = { transactionId: `txn-${n}`, tips: [{ employeeId: 'e1', amount: 2 }], fees: { service: 0.1, pos: 0, total: 0.1 }, total: 2.1, note: 'x'.repeat(service.pad) };
      }
      const answer = () => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ data }));
      if (isIntent && service.delayMs > 0) setTimeout(answer, service.delayMs);
      else answer();
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  servers.push(server);
  service.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

after(async () => {
  for (const c of clients) c.disconnect();
  await Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve))));
  for (const s of servers) s.closeAllConnections();
  await redis?.stop();
});

function connect(options: RedisOptions = FLEET, port = redis.port): Redis {
  const client = new Redis({ host: '127.0.0.1', port, ...options });
  // What docs/proxy.md asks of a fleet: an error listener, so a lost Redis is not an uncaught error.
  client.on('error', () => undefined);
  clients.push(client);
  return client;
}

async function ready(client: Redis): Promise<Redis> {
  if (client.status !== 'ready') await once(client, 'ready');
  return client;
}

function proxyOn(client: Redis, more: Partial<TipProxyOptions> & { lockMs?: number; prefix?: string } = {}): RequestHandler {
  const { lockMs, prefix, ...options } = more;
  return createTipProxy({ baseUrl: service.url, ...demo, idempotencyStore: createRedisIdempotencyStore({ client, lockMs, prefix }), ...options });
}

async function post(proxy: RequestHandler, path: string, body: unknown, key?: string) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (key) headers['idempotency-key'] = key;
  const started = performance.now();
  const response = await proxy(new Request(`http://pos.test${path}`, { method: 'POST', headers, body: JSON.stringify(body) }));
  const json = (await response.json()) as { data?: { transactionId: string; note?: string }; error?: { code: string } };
  return { status: response.status, replayed: response.headers.get('idempotent-replayed') === 'true', json, ms: performance.now() - started };
}

/** Polls `check` until it holds, failing after `ms`. */
async function until(check: () => Promise<boolean>, ms: number, what: string): Promise<void> {
  const deadline = Date.now() + ms;
  for (;;) {
    if (await check().catch(() => false)) return;
    if (Date.now() > deadline) assert.fail(`not within ${ms} ms: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('the proxy while Redis fails', () => {
  it('Redis paused past the store deadline: a keyed intent gets a fast 503, fees answer as usual', async () => {
    const proxy = proxyOn(await ready(connect()));
    redis.pause();
    try {
      const [keyed, fees] = await Promise.all([post(proxy, INTENT_PATH, INTENT, newKey()), post(proxy, FEES_PATH, FEES)]);
      console.log(`# Redis paused: keyed intent ${keyed.status} in ${keyed.ms.toFixed(0)} ms, fees ${fees.status} in ${fees.ms.toFixed(0)} ms`);
      assert.equal(keyed.status, 503);
      assert.equal(keyed.json.error?.code, 'idempotency_store_unavailable');
      assert.ok(keyed.ms < scaled(2500), `about the store's 1 s deadline (${keyed.ms.toFixed(0)} ms)`);
      assert.equal(fees.status, 200);
      assert.equal(service.intents, 0, 'nothing forwarded without the lock');
    } finally {
      redis.resume();
    }
  });

  it('Redis unreachable from the start, 300 intents at once: every honest fees call is answered', async () => {
    const dead = connect({}, await freePort());
    const server = createNodeServer(proxyOn(dead));
    servers.push(server);
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const call = async (path: string, body: unknown, key?: string) => {
      const started = performance.now();
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (key) headers['idempotency-key'] = key;
      const response = await fetch(base + path, { method: 'POST', headers, body: JSON.stringify(body) });
      await response.arrayBuffer();
      return { status: response.status, ms: performance.now() - started };
    };
    const intents = Array.from({ length: 300 }, () => call(INTENT_PATH, INTENT, newKey()));
    const fees = Array.from({ length: 50 }, () => call(FEES_PATH, FEES));
    const [keyed, honest] = await Promise.all([Promise.all(intents), Promise.all(fees)]);
    const slowest = (list: Array<{ ms: number }>) => Math.max(...list.map((r) => r.ms)).toFixed(0);
    const statuses = keyed.reduce<Record<number, number>>((n, r) => ({ ...n, [r.status]: (n[r.status] ?? 0) + 1 }), {});
    console.log(`# Redis unreachable: 300 intents ${JSON.stringify(statuses)}, slowest ${slowest(keyed)} ms; 50 fees: ${honest.filter((r) => r.status === 200).length} answered 200, slowest ${slowest(honest)} ms`);
    assert.deepEqual(honest.map((r) => r.status), honest.map(() => 200), 'fees need no Redis');
    assert.ok(keyed.every((r) => r.status === 503), 'no intent forwarded without the store');
    assert.equal(service.intents, 0);
  });

  it('a 1 s lock, a 3 s service, the retry through a second proxy at 1.5 s: one intent, replayed', async () => {
    const first = proxyOn(await ready(connect()), { lockMs: 1000 });
    const second = proxyOn(await ready(connect()), { lockMs: 1000 });
    const checker = await ready(connect());
    const before = service.intents;
    service.delayMs = 3000;
    try {
      const key = newKey();
      const arrived = service.nextIntent();
      const original = post(first, INTENT_PATH, INTENT, key);
      await arrived;
      const since = Date.now();
      // The lock is still there after one and a half times lockMs: renewed, not expired.
      await until(async () => Date.now() - since > 1500 && (await checker.keys('tip-elements:idempotency:lock:*')).length === 1, scaled(5000), 'the lock outlives 1.5 s');
      const retry = await post(second, INTENT_PATH, INTENT, key);
      const answer = await original;
      assert.equal(answer.status, 200);
      assert.equal(retry.status, 200);
      assert.ok(retry.replayed, 'the retry waited for the first answer and replayed it');
      assert.equal(retry.json.data?.transactionId, answer.json.data?.transactionId);
      assert.equal(service.intents - before, 1, 'one intent at the service');
    } finally {
      service.delayMs = 0;
    }
  });

  it('two apps on one Redis and the default prefix: one app never replays the other’s transaction', async () => {
    const client = await ready(connect());
    const appOne = proxyOn(client);
    const appTwo = createTipProxy({
      baseUrl: `${service.url}/other-service`,
      appId: 'second-app',
      appSecret: 'second-secret-0123456789',
      accountToken: demo.accountToken,
      idempotencyStore: createRedisIdempotencyStore({ client }),
    });
    const key = newKey();
    const one = await post(appOne, INTENT_PATH, INTENT, key);
    const two = await post(appTwo, INTENT_PATH, INTENT, key);
    assert.equal(two.status, 200);
    assert.equal(two.replayed, false, 'the second app’s intent is its own');
    assert.notEqual(two.json.data?.transactionId, one.json.data?.transactionId);
  });

  it('a 70 KB answer is kept: its retry through another proxy is replayed, one intent', async () => {
    const first = proxyOn(await ready(connect()));
    const second = proxyOn(await ready(connect()));
    const before = service.intents;
    service.pad = 70_000;
    try {
      const key = newKey();
      const answer = await post(first, INTENT_PATH, INTENT, key);
      const retry = await post(second, INTENT_PATH, INTENT, key);
      assert.equal(answer.status, 200);
      assert.equal(answer.json.data?.note?.length, 70_000);
      assert.ok(retry.replayed);
      assert.equal(retry.json.data?.transactionId, answer.json.data?.transactionId);
      assert.equal(service.intents - before, 1);
    } finally {
      service.pad = 0;
    }
  });

  it('an intent the service did not answer in time is reported to onInDoubt with its key', async () => {
    const reported: Array<{ key: string; operation: string; reason: string }> = [];
    const told = new Promise<void>((resolve) => {
      const proxy = createTipProxy({ baseUrl: service.url, ...demo, timeoutMs: 200, onInDoubt: (call) => (reported.push(call), resolve()) });
      service.delayMs = 1000;
      void post(proxy, INTENT_PATH, INTENT, 'in-doubt-key').then((answer) => assert.equal(answer.status, 504));
    });
    await told;
    service.delayMs = 0;
    assert.deepEqual(reported.map(({ key, operation, reason }) => ({ key, operation, reason })), [{ key: 'in-doubt-key', operation: 'intent', reason: 'timeout' }]);
  });

  for (const [name, options] of [
    ['the fleet settings', FLEET],
    ['maxRetriesPerRequest: null (commands queued for ever)', { maxRetriesPerRequest: null }],
  ] as const) {
    it(`Redis killed while the intent is at the service (${name}): the page gets the service's answer, every retry replays it, one intent`, async () => {
      const first = proxyOn(await ready(connect(options)));
      const before = service.intents;
      service.delayMs = 500;
      const key = newKey();
      const arrived = service.nextIntent();
      const original = post(first, INTENT_PATH, INTENT, key);
      await arrived;
      await redis.stop();
      const answer = await original;
      service.delayMs = 0;
      console.log(`# Redis killed (${name}): the page got ${answer.status} in ${answer.ms.toFixed(0)} ms`);
      assert.equal(answer.status, 200, 'the service’s answer, not a store error');
      assert.ok(answer.ms < scaled(3000), `not held by the dead store (${answer.ms.toFixed(0)} ms)`);

      const whileDown = await post(first, INTENT_PATH, INTENT, key);
      assert.equal(whileDown.status, 200);
      assert.ok(whileDown.replayed, 'replayed from the proxy’s own memory while Redis is down');
      assert.equal(whileDown.json.data?.transactionId, answer.json.data?.transactionId);

      redis = await startRedisServer(redis.port);
      const checker = await ready(connect());
      // Written to Redis once it is back.
      await until(async () => (await checker.keys('tip-elements:idempotency:answer:*')).some((k) => k.endsWith(key)), scaled(20_000), 'the kept answer written to Redis');
      const sameProxy = await post(first, INTENT_PATH, INTENT, key);
      const otherProxy = await post(proxyOn(await ready(connect())), INTENT_PATH, INTENT, key);
      for (const retry of [sameProxy, otherProxy]) {
        assert.equal(retry.status, 200);
        assert.ok(retry.replayed);
        assert.equal(retry.json.data?.transactionId, answer.json.data?.transactionId);
      }
      assert.equal(service.intents - before, 1, 'the service saw one intent');
    });
  }
});
