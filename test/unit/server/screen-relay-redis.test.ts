// The screen relay for a fleet: the store contract on both stores, two relays on one real
// redis-server with the station on one and the screen on the other, and a Redis that freezes or
// dies (every call answered within its time limit, every stream ended, nothing hangs).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { Redis } from 'ioredis';
import { createMemoryScreenStore, createRedisScreenStore, type RedisScreenStore, type ScreenStore } from '../../../src/server/index.js';
import { startRedisServer, type RedisServer } from '../helpers/redis.js';
import { intentResult, openEvents, pairOn, post, sale, selection, serveRelay, TOKEN, type EventReader, type RelayServer } from '../helpers/screen-relay.js';

let redis: RedisServer;
const clients: Redis[] = [];
const stores: RedisScreenStore[] = [];
const servers: RelayServer[] = [];
const readers: EventReader[] = [];
let prefixes = 0;

function connect(port = redis.port): Redis {
  // A connection to a Redis that was killed or frozen is let go at once, not after ioredis's 2 s.
  const client = new Redis({ port, host: '127.0.0.1', disconnectTimeout: 50 });
  client.on('error', () => undefined);
  clients.push(client);
  return client;
}
function redisStore(): RedisScreenStore {
  const store = createRedisScreenStore({ client: connect(), prefix: `test-${process.pid}-${++prefixes}:` });
  stores.push(store);
  return store;
}
async function relayOn(store: ScreenStore, options: Parameters<typeof serveRelay>[0] = {}) {
  const server = await serveRelay({ store, heartbeatMs: 50, pingMs: 40, offlineAfterMs: 500, ...options });
  servers.push(server);
  return server;
}
async function events(url: string, token: string, headers?: Record<string, string>) {
  const reader = await openEvents(url, token, headers);
  readers.push(reader);
  return reader;
}

before(async () => {
  redis = await startRedisServer();
});
after(async () => {
  readers.forEach((r) => r.close());
  await Promise.all(servers.map((s) => s.close()));
  await Promise.all(stores.map((s) => s.close()));
  clients.forEach((c) => c.disconnect());
  await redis?.stop();
});

for (const [name, make] of [
  ['memory', () => createMemoryScreenStore()],
  ['Redis', () => redisStore()],
] as const) {
  describe(`the ${name} screen store`, () => {
    it('commits only over the value it expects, logs and publishes with it', async () => {
      const store: ScreenStore = make();
      const heard: string[] = [];
      const stop = await store.subscribe('ch', (m) => heard.push(m));
      const append = [{ list: 'log', items: ['a'], max: 2, ttlMs: 10_000 }];
      assert.equal(await store.commit({ key: 'k', prev: undefined, next: '1', ttlMs: 10_000, append, publish: [{ channel: 'ch', message: 'm1' }] }), true);
      assert.equal(await store.commit({ key: 'k', prev: undefined, next: '2', ttlMs: 10_000 }), false);
      assert.equal(await store.commit({ key: 'k', prev: '1', next: '2', ttlMs: 10_000, append: [{ ...append[0]!, items: ['b', 'c'] }], publish: [{ channel: 'ch', message: 'm2' }] }), true);
      assert.equal(await store.get('k'), '2');
      assert.deepEqual(await store.list('log'), ['b', 'c']);
      await store.publish('ch', 'm3');
      const deadline = Date.now() + 2000;
      while (heard.length < 3 && Date.now() < deadline) await new Promise((resolve) => setImmediate(resolve));
      assert.deepEqual(heard, ['m1', 'm2', 'm3']);
      stop();
      assert.equal(await store.commit({ key: 'k', prev: '2', next: undefined, ttlMs: 1, drop: ['log'] }), true);
      assert.deepEqual([await store.get('k'), await store.list('log')], [undefined, []]);
    });

    it('takes a value once, sets only if absent when asked, and counts in a window', async () => {
      const store: ScreenStore = make();
      assert.equal(await store.set('code', 'x', 10_000, true), true);
      assert.equal(await store.set('code', 'y', 10_000, true), false);
      assert.deepEqual(await Promise.all([store.take('code'), store.take('code')]), ['x', undefined]);
      assert.deepEqual([await store.increment('n', 10_000), await store.increment('n', 10_000)], [1, 2]);
      await store.set('short', 'v', 20);
      const deadline = Date.now() + 2000;
      while ((await store.get('short')) !== undefined && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
      assert.equal(await store.get('short'), undefined);
    });
  });
}

describe('two relays on one Redis', () => {
  it('links a station on one relay with a screen on the other, both ways, through a station reconnect', async () => {
    // Two relays, each with its own connection, on one prefix.
    const prefix = `test-${process.pid}-${++prefixes}:`;
    const storeA = createRedisScreenStore({ client: connect(), prefix });
    const storeB = createRedisScreenStore({ client: connect(), prefix });
    stores.push(storeA, storeB);
    const one = await relayOn(storeA);
    const two = await relayOn(storeB);
    const link = await pairOn(two, one);
    const station = await events(`${one.url}/station/events`, link.station);
    assert.deepEqual((await station.next((e) => e.event === 'status')).data, { status: 'offline' });
    const screen = await events(`${two.url}/screen/events`, link.screen);
    await screen.next((e) => e.event === 'snapshot');
    await station.next((e) => e.event === 'status' && e.data.status === 'online');
    assert.equal((await post(`${one.url}/station/messages`, { type: 'sale', saleId: 's-1', seq: 1, sale }, { [TOKEN]: link.station })).status, 200);
    assert.deepEqual((await screen.next((e) => e.event === 'sale')).data.sale, sale);
    await post(`${two.url}/screen/messages`, { type: 'choice', saleId: 's-1', seq: 1, selections: [selection] }, { [TOKEN]: link.screen });
    const choice = await station.next((e) => e.event === 'choice');
    const second = await post(`${one.url}/station/messages`, { type: 'sale', saleId: 's-2', seq: 1, sale }, { [TOKEN]: link.station });
    assert.equal(second.status, 409);
    // The station goes away; the intent is made; the station comes back on the other relay.
    station.close();
    await post(`${two.url}/screen/messages`, { type: 'intent', saleId: 's-1', seq: 2, result: intentResult, selections: [selection] }, { [TOKEN]: link.screen });
    const back = await events(`${two.url}/station/events`, link.station, { 'last-event-id': choice.id! });
    assert.deepEqual((await back.next((e) => e.event === 'intent')).data.result, intentResult);
    await back.next((e) => e.event === 'status');
    assert.equal(back.all.filter((e) => e.event === 'intent').length, 1);
    // A screen that reloads on the first relay gets the sale and its choices.
    const reloaded = await events(`${one.url}/screen/events`, link.screen);
    const snapshot = await reloaded.next((e) => e.event === 'snapshot');
    assert.deepEqual([snapshot.data.sale.phase, snapshot.data.sale.selections], ['intent', [selection]]);
  });
});

describe('a Redis in trouble', () => {
  it('answers 503 within the store time limit when Redis freezes, and again once it runs', async () => {
    const own = await startRedisServer();
    try {
      const relay = await relayOn(createRedisScreenStore({ client: connect(own.port) }), { storeTimeoutMs: 300 });
      const link = await pairOn(relay);
      own.pause();
      const started = Date.now();
      const answer = await post(`${relay.url}/station/messages`, { type: 'sale', saleId: 's-1', seq: 1, sale }, { [TOKEN]: link.station });
      assert.deepEqual([answer.status, answer.body.error.code], [503, 'store_unavailable']);
      assert.ok(Date.now() - started < 1500, `answered in ${Date.now() - started} ms`);
      own.resume();
      assert.equal((await post(`${relay.url}/screen/ping`, {}, { [TOKEN]: link.screen })).status, 204);
    } finally {
      await own.stop();
    }
  });

  it('ends open streams and refuses new ones when Redis dies', async () => {
    const own = await startRedisServer();
    const store = createRedisScreenStore({ client: connect(own.port) });
    stores.push(store);
    const relay = await relayOn(store, { storeTimeoutMs: 300 });
    const link = await pairOn(relay);
    const screen = await events(`${relay.url}/screen/events`, link.screen);
    await screen.next((e) => e.event === 'snapshot');
    await own.stop();
    await screen.ended(2000);
    const again = await events(`${relay.url}/screen/events`, link.screen);
    assert.equal(again.status, 503);
    assert.equal(JSON.parse(again.raw).error.code, 'store_unavailable');
  });
});
