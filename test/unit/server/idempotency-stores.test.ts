// Idempotency across servers and restarts: one contract run against both stores (in memory and
// Redis), the Redis store's locks against a real redis-server, and proxies built with
// createTipProxy that share one Redis, in front of a service that ignores Idempotency-Key (so
// every call that reaches it is a new transaction).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { Redis } from 'ioredis';
import {
  createMemoryIdempotencyStore,
  createRedisIdempotencyStore,
  createTipProxy,
  toNodeHandler,
  type IdempotencyLock,
  type IdempotencyStore,
  type IdempotentAnswer,
  type RedisIdempotencyClient,
  type RequestHandler,
  type TipProxyOptions,
} from '../../../src/server/index.js';
import { listen } from '../helpers/http.js';
import { freePort, startRedisServer, type RedisServer } from '../helpers/redis.js';
import { customer, demo, tip } from '../helpers/sandbox.js';

const INTENT = { payload: { locationId: 'demo-location', customer, tipSelections: [tip('e1', 2)] } };
const INTENT_PATH = '/api/tips/v1/data/transaction/intent';

let redis: RedisServer;
const clients: Redis[] = [];
let prefixes = 0;

/** A new connection to the test's redis-server, closed after the suite. */
function connect(): Redis {
  const client = new Redis({ port: redis.port, host: '127.0.0.1', lazyConnect: false });
  clients.push(client);
  return client;
}

/** A prefix no other test uses, so that tests share the server but not keys. */
const freshPrefix = () => `test-${process.pid}-${++prefixes}:`;

before(async () => {
  redis = await startRedisServer();
});

after(async () => {
  await Promise.all(clients.map((c) => c.quit().catch(() => c.disconnect())));
  await redis?.stop();
});

// ----- the service and the proxies --------------------------------------------------------------

/** A tip service that ignores Idempotency-Key: every call is a new transaction. `hold()` keeps the next answers back. */
function keylessService() {
  let calls = 0;
  let gate: Promise<void> | undefined;
  const arrivals: Array<() => void> = [];
  const fetch: NonNullable<TipProxyOptions['fetch']> = async () => {
    const n = ++calls;
    arrivals.splice(0).forEach((arrived) => arrived());
    if (gate) await gate;
    const data = { transactionId: `txn-${n}`, tips: [{ employeeId: 'e1', amount: 2 }], fees: { service: 0.1, pos: 0, total: 0.1 }, total: 2.1 };
    return new Response(JSON.stringify({ data }), { status: 200, headers: { 'content-type': 'application/json' } });
  };
  return {
    fetch,
    calls: () => calls,
    /** Holds answers until the returned function is called. */
    hold(): () => void {
      let open!: () => void;
      gate = new Promise<void>((resolve) => (open = resolve));
      return () => {
        gate = undefined;
        open();
      };
    },
    /** Resolves when the next call arrives. */
    nextCall: () => new Promise<void>((resolve) => arrivals.push(resolve)),
  };
}

function proxyOn(service: { fetch: TipProxyOptions['fetch'] }, idempotencyStore: IdempotencyStore): RequestHandler {
  return createTipProxy({ baseUrl: 'http://service.test', ...demo, fetch: service.fetch, idempotencyStore });
}

async function intent(proxy: RequestHandler, key: string, body: unknown = INTENT) {
  const response = await proxy(
    new Request(`http://pos.test${INTENT_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': key },
      body: JSON.stringify(body),
    }),
  );
  return { status: response.status, replayed: response.headers.get('idempotent-replayed'), json: (await response.json()) as any };
}

/** A client whose lock attempts are reported: `refused()` resolves once a lock was found held. */
function watched(client: Redis): { client: RedisIdempotencyClient; refused: () => Promise<void> } {
  const waiting: Array<() => void> = [];
  const wrapped = {
    get: client.get.bind(client),
    eval: client.eval.bind(client),
    set: async (...args: unknown[]) => {
      const result = await (client.set as (...a: unknown[]) => Promise<unknown>)(...args);
      if (args.includes('NX') && result === null) waiting.splice(0).forEach((w) => w());
      return result;
    },
  };
  return { client: wrapped as unknown as RedisIdempotencyClient, refused: () => new Promise((resolve) => waiting.push(resolve)) };
}

/** A client whose scripts (lock renewals and releases) can be cut off, as on a server that lost Redis for a while. */
function cuttable(client: Redis): { client: RedisIdempotencyClient; cut: (off: boolean) => void } {
  let off = false;
  const wrapped = {
    get: client.get.bind(client),
    set: client.set.bind(client),
    eval: (...args: unknown[]) => (off ? Promise.reject(new Error('cut off')) : (client.eval as (...a: unknown[]) => Promise<unknown>)(...args)),
  };
  return { client: wrapped as unknown as RedisIdempotencyClient, cut: (value) => (off = value) };
}

// ----- the contract, for both stores ------------------------------------------------------------

interface StoreOptions {
  waitMs?: number;
  maxEntryBytes?: number;
}

/** Two handles on one store, as two servers (or two proxies of one process) would hold it. */
type Pair = [IdempotencyStore & { lock(key: string): Promise<IdempotencyLock | undefined> }, IdempotencyStore & { lock(key: string): Promise<IdempotencyLock | undefined> }];

const subjects: Array<{ name: string; make: (options?: StoreOptions) => Pair }> = [
  {
    name: 'the memory store (two proxies of one process)',
    make: (options = {}) => {
      const store = createMemoryIdempotencyStore(options);
      return [store, store];
    },
  },
  {
    name: 'the Redis store (two servers, one Redis)',
    make: (options = {}) => {
      const prefix = freshPrefix();
      return [
        createRedisIdempotencyStore({ client: connect(), prefix, ...options }),
        createRedisIdempotencyStore({ client: connect(), prefix, ...options }),
      ];
    },
  },
];

const answer = (body = '{"data":{"transactionId":"t-1"}}', fingerprint = '{"a":1}'): IdempotentAnswer => ({ fingerprint, status: 200, body });

for (const { name, make } of subjects) {
  describe(`idempotency store contract: ${name}`, () => {
    it('gives back what was stored under a key, to either handle; nothing for an unknown key', async () => {
      const [a, b] = make();
      assert.equal(await b.get('intent:acct:unknown'), undefined);
      await a.set('intent:acct:k1', answer());
      assert.deepEqual(await b.get('intent:acct:k1'), answer());
      await b.set('intent:acct:k1', answer('{"data":2}'));
      assert.deepEqual(await a.get('intent:acct:k1'), answer('{"data":2}'));
    });

    it('does not store an entry larger than maxEntryBytes (not replayable), and stores one exactly at it', async () => {
      const [a, b] = make({ maxEntryBytes: 1000 });
      const key = 'intent:acct:big';
      const fits = answer('x'.repeat(1000 - key.length - 7), '{"a":1}');
      await a.set(key, { ...fits, body: `${fits.body}x` });
      assert.equal(await b.get(key), undefined);
      await a.set(key, fits);
      assert.deepEqual(await b.get(key), fits);
    });

    it('lets one holder hold a key: the second waits for the release, then holds it', async () => {
      const [a, b] = make();
      const first = await a.lock('k');
      assert.ok(first);
      const events: string[] = [];
      const second = b.lock('k').then((lock) => (events.push('second holds'), lock));
      // Another key is free meanwhile.
      const other = await b.lock('other');
      assert.ok(other);
      await other.release();
      events.push('first releases');
      await first.release();
      const held = await second;
      assert.ok(held);
      assert.deepEqual(events, ['first releases', 'second holds']);
      await held.release();
    });

    it('bounds the wait: a key still held after waitMs gives undefined, and is free once released', async () => {
      const [a, b] = make({ waitMs: 60 });
      const first = await a.lock('busy');
      assert.ok(first);
      assert.equal(await b.lock('busy'), undefined);
      await first.release();
      const then = await b.lock('busy');
      assert.ok(then);
      // A second release by the earlier holder does not free the key for a third.
      await first.release();
      assert.equal(await a.lock('busy'), undefined);
      await then.release();
    });
  });
}

// ----- the Redis store on its own ---------------------------------------------------------------

describe('the Redis store', () => {
  it('stores answers under its prefix, each expiring after ttlMs', async () => {
    const client = connect();
    const prefix = freshPrefix();
    const store = createRedisIdempotencyStore({ client, prefix, ttlMs: 60_000 });
    await store.set('intent:hash:k', answer());
    const keys = await client.keys(`${prefix}*`);
    assert.equal(keys.length, 1);
    const ttl = await client.pttl(keys[0]!);
    assert.ok(ttl > 0 && ttl <= 60_000, `expires within ttlMs (${ttl} ms left)`);
  });

  it('a crashed holder blocks no one for long: its lock expires after lockMs', async () => {
    const prefix = freshPrefix();
    const holder = cuttable(connect());
    const crashed = createRedisIdempotencyStore({ client: holder.client, prefix, lockMs: 100 });
    const other = createRedisIdempotencyStore({ client: connect(), prefix, waitMs: 5_000 });
    assert.ok(await crashed.lock('k'), 'the holder that will never release');
    holder.cut(true);
    const started = Date.now();
    const lock = await other.lock('k');
    assert.ok(lock, 'held once the crashed lock expired');
    assert.ok(Date.now() - started < 2_000);
    await lock.release();
  });

  it('a holder whose lock expired cannot release its successor’s lock (released by token)', async () => {
    const prefix = freshPrefix();
    const cutOff = cuttable(connect());
    const slow = createRedisIdempotencyStore({ client: cutOff.client, prefix, lockMs: 80 });
    const next = createRedisIdempotencyStore({ client: connect(), prefix, waitMs: 5_000 });
    const third = createRedisIdempotencyStore({ client: connect(), prefix, waitMs: 50 });
    const stale = await slow.lock('k');
    // Its renewals do not reach Redis for a while: the lock expires under it.
    cutOff.cut(true);
    const current = await next.lock('k');
    cutOff.cut(false);
    assert.ok(stale && current);
    await stale.release();
    assert.equal(await third.lock('k'), undefined, 'the successor still holds the key');
    await current.release();
    assert.ok(await third.lock('k'));
  });

  it('a lock outlives lockMs while its holder runs: renewed, nobody else takes the key', async () => {
    const prefix = freshPrefix();
    const holder = createRedisIdempotencyStore({ client: connect(), prefix, lockMs: 100 });
    const other = createRedisIdempotencyStore({ client: connect(), prefix, waitMs: 500 });
    const lock = await holder.lock('k');
    assert.ok(lock);
    assert.equal(await other.lock('k'), undefined, 'still held after five times lockMs');
    await lock.release();
    assert.ok(await other.lock('k'), 'free once released');
  });

  it('refuses bad options with a TypeError', () => {
    const client = connect();
    assert.throws(() => createRedisIdempotencyStore({ client: {} as RedisIdempotencyClient }), TypeError);
    for (const bad of [0, -1, NaN, Infinity, 1.5]) {
      assert.throws(() => createRedisIdempotencyStore({ client, ttlMs: bad }), TypeError);
      assert.throws(() => createRedisIdempotencyStore({ client, lockMs: bad }), TypeError);
      assert.throws(() => createRedisIdempotencyStore({ client, waitMs: bad }), TypeError);
      assert.throws(() => createRedisIdempotencyStore({ client, commandTimeoutMs: bad }), TypeError);
    }
  });
});

// ----- a fleet of proxies -----------------------------------------------------------------------

describe('proxies sharing one Redis', () => {
  it('an intent through one proxy and its retry through another make one transaction', async () => {
    const service = keylessService();
    const prefix = freshPrefix();
    const a = proxyOn(service, createRedisIdempotencyStore({ client: connect(), prefix }));
    const b = proxyOn(service, createRedisIdempotencyStore({ client: connect(), prefix }));
    const first = await intent(a, 'sale-1');
    const retry = await intent(b, 'sale-1');
    assert.deepEqual([first.status, retry.status], [200, 200]);
    assert.equal(retry.json.data.transactionId, first.json.data.transactionId);
    assert.deepEqual([first.replayed, retry.replayed], [null, 'true']);
    assert.equal(service.calls(), 1);
    // Another key is another transaction.
    assert.equal((await intent(b, 'sale-2')).json.data.transactionId, 'txn-2');
  });

  it('a proxy killed between the intent and its retry: the new one replays the answer (one transaction)', async () => {
    const service = keylessService();
    const prefix = freshPrefix();
    const start = async () => {
      const client = new Redis({ port: redis.port, host: '127.0.0.1' });
      const server = await listen(toNodeHandler(proxyOn(service, createRedisIdempotencyStore({ client, prefix }))));
      return { client, server };
    };
    const post = (url: string) =>
      fetch(`${url}${INTENT_PATH}`, { method: 'POST', headers: { 'content-type': 'application/json', 'idempotency-key': 'sale-9' }, body: JSON.stringify(INTENT) });
    const before = await start();
    const first = (await (await post(before.server.url)).json()) as any;
    await before.server.close();
    await before.client.quit();
    const restarted = await start();
    try {
      const retry = await post(restarted.server.url);
      assert.equal(retry.headers.get('idempotent-replayed'), 'true');
      assert.equal(((await retry.json()) as any).data.transactionId, first.data.transactionId);
      assert.equal(service.calls(), 1);
    } finally {
      await restarted.server.close();
      await restarted.client.quit();
    }
  });

  it('(the memory store forgets on restart: the same retry is a second transaction)', async () => {
    const service = keylessService();
    await intent(proxyOn(service, createMemoryIdempotencyStore()), 'sale-9');
    const retry = await intent(proxyOn(service, createMemoryIdempotencyStore()), 'sale-9');
    assert.equal(retry.replayed, null);
    assert.equal(service.calls(), 2);
  });

  it('two simultaneous identical requests through two proxies reach the service once', async () => {
    const service = keylessService();
    const prefix = freshPrefix();
    const second = watched(connect());
    const a = proxyOn(service, createRedisIdempotencyStore({ client: connect(), prefix }));
    const b = proxyOn(service, createRedisIdempotencyStore({ client: second.client, prefix }));
    const open = service.hold();
    const arrived = service.nextCall();
    const first = intent(a, 'double-tap');
    await arrived;
    const refused = second.refused();
    const other = intent(b, 'double-tap');
    await refused; // b found the key held and waits
    open();
    const [x, y] = await Promise.all([first, other]);
    assert.deepEqual([x.status, y.status], [200, 200]);
    assert.equal(y.json.data.transactionId, x.json.data.transactionId);
    assert.equal(y.replayed, 'true');
    assert.equal(service.calls(), 1);
  });

  it('a key reused with a different body through the other proxy is refused (409), the service reached once', async () => {
    const service = keylessService();
    const prefix = freshPrefix();
    const a = proxyOn(service, createRedisIdempotencyStore({ client: connect(), prefix }));
    const b = proxyOn(service, createRedisIdempotencyStore({ client: connect(), prefix }));
    assert.equal((await intent(a, 'sale-3')).status, 200);
    const other = { payload: { ...INTENT.payload, tipSelections: [tip('e1', 3)] } };
    const reused = await intent(b, 'sale-3', other);
    assert.deepEqual([reused.status, reused.json.error.code], [409, 'idempotency_key_reused']);
    assert.equal(service.calls(), 1);
  });

  it('a request that waits longer than waitMs gets 409 idempotency_key_in_use, never a second call', async () => {
    const service = keylessService();
    const prefix = freshPrefix();
    const a = proxyOn(service, createRedisIdempotencyStore({ client: connect(), prefix }));
    const b = proxyOn(service, createRedisIdempotencyStore({ client: connect(), prefix, waitMs: 50 }));
    const open = service.hold();
    const arrived = service.nextCall();
    const first = intent(a, 'slow');
    await arrived;
    const busy = await intent(b, 'slow');
    assert.deepEqual([busy.status, busy.json.error.code], [409, 'idempotency_key_in_use']);
    open();
    assert.equal((await first).status, 200);
    assert.equal((await intent(b, 'slow')).replayed, 'true');
    assert.equal(service.calls(), 1);
  });

  it('Redis unreachable: a keyed intent is refused (503) rather than risk a second transaction', async () => {
    const service = keylessService();
    const down = new Redis({ port: await freePort(), host: '127.0.0.1', lazyConnect: true, enableOfflineQueue: false, retryStrategy: () => null });
    down.on('error', () => undefined);
    const proxy = proxyOn(service, createRedisIdempotencyStore({ client: down }));
    try {
      const refused = await intent(proxy, 'sale-4');
      assert.deepEqual([refused.status, refused.json.error.code], [503, 'idempotency_store_unavailable']);
      assert.equal(service.calls(), 0);
    } finally {
      down.disconnect();
    }
  });
});

// ----- the flood --------------------------------------------------------------------------------

describe('the memory store behind the proxy: a flood of large intents', () => {
  it('257 anonymous intents with 64 KiB answers do not evict a small key: its retry is replayed', async () => {
    const store = createMemoryIdempotencyStore();
    let calls = 0;
    const fetch: TipProxyOptions['fetch'] = async (_input, init) => {
      calls++;
      const large = JSON.parse(String(init?.body)).payload.customer.id === 'flood';
      const data = { transactionId: `txn-${calls}`, tips: [], fees: { service: 0, pos: 0, total: 0 }, total: 0, ...(large ? { note: 'x'.repeat(64 * 1024) } : {}) };
      return new Response(JSON.stringify({ data }), { status: 200, headers: { 'content-type': 'application/json' } });
    };
    const proxy = proxyOn({ fetch }, store);
    const victim = await intent(proxy, 'victim');
    const flood = { payload: { ...INTENT.payload, customer: { ...customer, id: 'flood' } } };
    for (let i = 0; i < 257; i++) assert.equal((await intent(proxy, `flood-${i}`, flood)).status, 200);
    const retry = await intent(proxy, 'victim');
    assert.equal(retry.replayed, 'true');
    assert.equal(retry.json.data.transactionId, victim.json.data.transactionId);
    assert.equal(calls, 258);
  });
});
