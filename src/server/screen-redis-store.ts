/**
 * The screen relay's store for a fleet: pairings, each link's sale state and its recent events in
 * Redis keys with times to live, and new events over Redis pub/sub on a duplicate of the host's
 * connection (a subscribed connection can do nothing else), so that a station served by one relay
 * instance and its screen by another hear each other. A change and its events are one Lua script:
 * no instance sees a state without its events, or an event before its state.
 *
 * ioredis is an optional peer dependency: it is only named here as a type.
 */
import type { Redis } from 'ioredis';
import { positiveOption } from './memory-store.js';
import type { ScreenStore } from './screen-store.js';

/** The ioredis commands the store uses: any ioredis `Redis` client. */
export type RedisScreenClient = Pick<Redis, 'get' | 'set' | 'getdel' | 'del' | 'eval' | 'lrange' | 'publish' | 'duplicate'>;

export interface RedisScreenStoreOptions {
  /** The host's ioredis client; the store never closes it (`close()` closes only the store's own subscriber). */
  client: RedisScreenClient;
  /** Prefix of every key and channel the store uses. Default `tip-elements:screens:`. */
  prefix?: string;
  /** Most channels subscribed at once (one per open event stream). Default 10,000. */
  maxChannels?: number;
}

/** The store `createRedisScreenStore` makes. */
export type RedisScreenStore = ScreenStore & {
  /** Closes the subscriber connection the store opened (not the host's client). */
  close(): Promise<void>;
};

/** Compare-and-set of a value, with its events appended and published in the same step (ARGV[1]: the change as JSON). */
const COMMIT = `
local c = cjson.decode(ARGV[1])
local cur = redis.call('get', KEYS[1])
if c.hasPrev then
  if cur ~= c.prev then return 0 end
elseif cur then
  return 0
end
if c.hasNext then redis.call('set', KEYS[1], c.next, 'PX', c.ttl) else redis.call('del', KEYS[1]) end
for i, a in ipairs(c.append) do
  local k = KEYS[i + 1]
  for _, item in ipairs(a.items) do redis.call('rpush', k, item) end
  redis.call('ltrim', k, -a.max, -1)
  redis.call('pexpire', k, a.ttl)
end
for _, k in ipairs(c.drop) do redis.call('del', k) end
for _, p in ipairs(c.publish) do redis.call('publish', p.channel, p.message) end
return 1
`;

/** A counter in a window: the window starts with the first count. */
const INCREMENT = `
local n = redis.call('incr', KEYS[1])
if n == 1 then redis.call('pexpire', KEYS[1], ARGV[1]) end
return n
`;

/**
 * Creates the Redis store for `createScreenRelay({ store })`. Every relay of the fleet gives it a
 * client to the same Redis (and the same `prefix`). The relay puts its own time limit on each
 * call; a subscriber connection that drops ends the event streams that rely on it (their clients
 * reconnect and resume from the kept events).
 */
export function createRedisScreenStore(options: RedisScreenStoreOptions): RedisScreenStore {
  const client = options.client;
  for (const method of ['get', 'set', 'getdel', 'del', 'eval', 'lrange', 'publish', 'duplicate'] as const) {
    if (typeof client?.[method] !== 'function') throw new TypeError('createRedisScreenStore: client must be an ioredis client');
  }
  const prefix = options.prefix ?? 'tip-elements:screens:';
  if (typeof prefix !== 'string') throw new TypeError('createRedisScreenStore: prefix must be a string');
  const maxChannels = positiveOption(options.maxChannels, 10_000, 'createRedisScreenStore: maxChannels');
  const k = (key: string) => prefix + key;

  let subscriber: Redis | undefined;
  /** Listeners per (prefixed) channel, each with its `lost`. */
  const channels = new Map<string, Map<(message: string) => void, (() => void) | undefined>>();
  /** Each channel's SUBSCRIBE, for a second listener to wait on. */
  const subscribed = new Map<string, Promise<unknown>>();

  function connection(): Redis {
    if (subscriber) return subscriber;
    const sub = client.duplicate();
    sub.on('message', (channel: string, message: string) => {
      for (const listener of channels.get(channel)?.keys() ?? []) listener(message);
    });
    // Messages published while the connection is down are gone: every stream relying on it hears so.
    sub.on('close', () => {
      for (const listeners of channels.values()) for (const lost of listeners.values()) lost?.();
    });
    // Errors are the relay's to report (its calls time out); unhandled, they would be thrown.
    sub.on('error', () => undefined);
    return (subscriber = sub);
  }

  return {
    async get(key) {
      return (await client.get(k(key))) ?? undefined;
    },
    async set(key, value, ttlMs, onlyIfAbsent = false) {
      const done = onlyIfAbsent ? await client.set(k(key), value, 'PX', ttlMs, 'NX') : await client.set(k(key), value, 'PX', ttlMs);
      return done === 'OK';
    },
    async take(key) {
      return (await client.getdel(k(key))) ?? undefined;
    },
    async delete(key) {
      await client.del(k(key));
    },
    async commit(change) {
      const append = change.append ?? [];
      const json = JSON.stringify({
        hasPrev: change.prev !== undefined,
        prev: change.prev ?? '',
        hasNext: change.next !== undefined,
        next: change.next ?? '',
        ttl: change.ttlMs,
        // An empty array is an empty Lua table either way; cjson reads `{}` as one too.
        append: append.map((a) => ({ items: a.items, max: a.max, ttl: a.ttlMs })),
        drop: (change.drop ?? []).map(k),
        publish: (change.publish ?? []).map((p) => ({ channel: k(p.channel), message: p.message })),
      });
      const keys = [k(change.key), ...append.map((a) => k(a.list))];
      return (await client.eval(COMMIT, keys.length, ...keys, json)) === 1;
    },
    async list(key) {
      return client.lrange(k(key), 0, -1);
    },
    async increment(key, ttlMs) {
      return Number(await client.eval(INCREMENT, 1, k(key), String(ttlMs)));
    },
    async publish(channel, message) {
      await client.publish(k(channel), message);
    },
    async subscribe(channel, listener, lost) {
      const name = k(channel);
      const own = (message: string) => listener(message);
      let listeners = channels.get(name);
      if (!listeners) {
        if (channels.size >= maxChannels) throw new Error(`createRedisScreenStore: more than ${maxChannels} channels`);
        channels.set(name, (listeners = new Map()));
        subscribed.set(name, connection().subscribe(name));
      }
      listeners.set(own, lost);
      const unsubscribe = () => {
        const now = channels.get(name);
        if (!now?.delete(own) || now.size > 0) return;
        channels.delete(name);
        subscribed.delete(name);
        subscriber?.unsubscribe(name).catch(() => undefined);
      };
      try {
        await subscribed.get(name);
      } catch (error) {
        unsubscribe();
        throw error;
      }
      return unsubscribe;
    },
    async close() {
      const sub = subscriber;
      subscriber = undefined;
      // A subscriber has nothing to flush: it is disconnected at once, even from a Redis that is down.
      sub?.disconnect();
    },
  };
}
