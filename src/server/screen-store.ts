/**
 * Where the screen relay keeps its pairings, each sale's last state, the recent events of each
 * side, and how its instances tell each other about new events: a small key-value and pub/sub
 * contract of strings ({@link ScreenStore}), in memory for one server
 * ({@link createMemoryScreenStore}) or in Redis for a fleet (./screen-redis-store.ts). The relay
 * writes JSON into it and checks what it reads back; the store never interprets a value.
 */
import { positiveOption } from './memory-store.js';

/** One atomic change: a value replaced only if it still holds `prev`, with events logged and published in the same step. */
export interface ScreenCommit {
  key: string;
  /** What `key` must hold now (undefined: it must be absent); otherwise nothing changes. */
  prev: string | undefined;
  /** What it holds after (undefined: deleted). */
  next: string | undefined;
  ttlMs: number;
  /** Items appended to lists, each list then trimmed to its last `max` items and given `ttlMs`. */
  append?: ReadonlyArray<{ list: string; items: readonly string[]; max: number; ttlMs: number }>;
  /** Keys deleted. */
  drop?: readonly string[];
  /** Messages published once the change is made. */
  publish?: ReadonlyArray<{ channel: string; message: string }>;
}

/** A store for `createScreenRelay`. Every method may reject (the relay answers 503 and ends its streams). */
export interface ScreenStore {
  get(key: string): Promise<string | undefined>;
  /** Sets `key` for `ttlMs`; with `onlyIfAbsent`, only when it is absent. True when set. */
  set(key: string, value: string, ttlMs: number, onlyIfAbsent?: boolean): Promise<boolean>;
  /** Gets and deletes `key` in one step: two callers never both get it. */
  take(key: string): Promise<string | undefined>;
  delete(key: string): Promise<void>;
  /** Makes {@link ScreenCommit} atomically; false (and nothing changed) when `key` did not hold `prev`. */
  commit(change: ScreenCommit): Promise<boolean>;
  /** A list's items, oldest first (empty when absent). */
  list(key: string): Promise<string[]>;
  /** Adds one to a counter (starting a `ttlMs` window when it is new); the count after. */
  increment(key: string, ttlMs: number): Promise<number>;
  publish(channel: string, message: string): Promise<void>;
  /**
   * Calls `listener` with each message published on `channel` (by any relay sharing the store)
   * from when the promise resolves until the returned function is called. `lost` is called if the
   * store can no longer promise that (a dropped connection): messages may have been missed.
   */
  subscribe(channel: string, listener: (message: string) => void, lost?: () => void): Promise<() => void>;
}

/** The store is full: the relay refuses new pairings (503) until some expire. */
export class ScreenStoreFull extends Error {
  override name = 'ScreenStoreFull';
}

export interface MemoryScreenStoreOptions {
  /** Most keys held at once (a link in use takes up to five: itself, its code, a log per side, the screen's presence; and the rate counters); a new one past this is refused. Default 20,000. */
  maxKeys?: number;
  /** The clock of the expiry times, in ms. Default `Date.now`. */
  now?: () => number;
}

/** The in-memory store: one process, bounded. */
export type MemoryScreenStore = ScreenStore & {
  /** Keys held now, expired ones not counted. */
  readonly size: number;
};

interface Entry {
  value: string | string[];
  expiresAt: number;
}

/**
 * The relay's default store: everything in this process's memory, each key with its time to live,
 * at most `maxKeys` keys (expired ones are swept when it is full; then a new key is refused with
 * {@link ScreenStoreFull}). Pub/sub reaches only subscribers in this process, in publish order.
 */
export function createMemoryScreenStore(options: MemoryScreenStoreOptions = {}): MemoryScreenStore {
  const maxKeys = positiveOption(options.maxKeys, 20_000, 'createMemoryScreenStore: maxKeys');
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry>();
  const channels = new Map<string, Set<(message: string) => void>>();

  const live = (key: string): Entry | undefined => {
    const entry = entries.get(key);
    if (entry && entry.expiresAt <= now()) {
      entries.delete(key);
      return undefined;
    }
    return entry;
  };
  const room = (key: string) => {
    if (entries.has(key) || entries.size < maxKeys) return;
    for (const [k, e] of entries) if (e.expiresAt <= now()) entries.delete(k);
    if (entries.size >= maxKeys) throw new ScreenStoreFull(`The screen store holds ${maxKeys} keys`);
  };
  const text = (entry: Entry | undefined) => (typeof entry?.value === 'string' ? entry.value : undefined);
  const deliver = (channel: string, message: string) => {
    const listeners = channels.get(channel);
    if (!listeners) return;
    for (const listener of [...listeners]) queueMicrotask(() => listeners.has(listener) && listener(message));
  };

  const store: MemoryScreenStore = {
    get size() {
      let n = 0;
      for (const key of [...entries.keys()]) if (live(key)) n++;
      return n;
    },
    async get(key) {
      return text(live(key));
    },
    async set(key, value, ttlMs, onlyIfAbsent = false) {
      if (onlyIfAbsent && live(key)) return false;
      room(key);
      entries.set(key, { value, expiresAt: now() + ttlMs });
      return true;
    },
    async take(key) {
      const value = text(live(key));
      entries.delete(key);
      return value;
    },
    async delete(key) {
      entries.delete(key);
    },
    async commit(change) {
      if (text(live(change.key)) !== change.prev) return false;
      const lists = (change.append ?? []).filter((a) => !live(a.list));
      if (change.next !== undefined) room(change.key);
      if (entries.size + lists.length > maxKeys) throw new ScreenStoreFull(`The screen store holds ${maxKeys} keys`);
      if (change.next === undefined) entries.delete(change.key);
      else entries.set(change.key, { value: change.next, expiresAt: now() + change.ttlMs });
      for (const a of change.append ?? []) {
        const held = live(a.list)?.value;
        const items = [...(Array.isArray(held) ? held : []), ...a.items].slice(-a.max);
        entries.set(a.list, { value: items, expiresAt: now() + a.ttlMs });
      }
      for (const key of change.drop ?? []) entries.delete(key);
      for (const p of change.publish ?? []) deliver(p.channel, p.message);
      return true;
    },
    async list(key) {
      const value = live(key)?.value;
      return Array.isArray(value) ? [...value] : [];
    },
    async increment(key, ttlMs) {
      const entry = live(key);
      const count = (entry ? Number(entry.value) : 0) + 1;
      if (!entry) room(key);
      entries.set(key, { value: String(count), expiresAt: entry?.expiresAt ?? now() + ttlMs });
      return count;
    },
    async publish(channel, message) {
      deliver(channel, message);
    },
    async subscribe(channel, listener) {
      let listeners = channels.get(channel);
      if (!listeners) channels.set(channel, (listeners = new Set()));
      const own = (message: string) => listener(message);
      listeners.add(own);
      return () => {
        listeners.delete(own);
        if (listeners.size === 0 && channels.get(channel) === listeners) channels.delete(channel);
      };
    },
  };
  return store;
}
