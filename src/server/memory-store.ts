/**
 * The idempotency store's contract (what the proxy keeps by `Idempotency-Key`) and the in-memory
 * store, the proxy's default; the sandbox keeps its own keys with it too. Web APIs only.
 */

/** What a store keeps for one key: the request it first came with, and the answer it got. */
export interface IdempotentAnswer {
  /** The request the key was first used with (its canonical JSON), to tell a retry from a reuse. */
  fingerprint: string;
  /** The answer's HTTP status (only successful answers are kept). */
  status: number;
  /** The answer's body, JSON text, exactly as it was sent the first time. */
  body: string;
}

/** A key held by one request (see `IdempotencyStore.lock`); `release` lets the next one in. */
export interface IdempotencyLock {
  release(): void | Promise<void>;
}

/**
 * Where key → answer is kept. The proxy's is pluggable (`createRedisIdempotencyStore` from
 * `tip-elements/server` when the proxy runs on several servers); every method may be synchronous
 * or return a promise. Keys reach the store already scoped (operation and account) and never hold
 * a credential.
 *
 * The contract both built-in stores keep (and the stores' shared tests check):
 * `get` gives back what `set` stored for the key, until its time to live passes; an answer larger
 * than the store's per-entry cap is not stored (its retry is not replayed, it reaches the service
 * again with the same key); `lock` lets one holder at a time hold a key, and a second caller waits
 * for the release, or gets `undefined` after the store's bounded wait.
 */
export interface IdempotencyStore {
  get(key: string): IdempotentAnswer | undefined | Promise<IdempotentAnswer | undefined>;
  set(key: string, answer: IdempotentAnswer): void | Promise<void>;
  /**
   * Holds `key` for the one request that may reach the service with it: resolves once no one else
   * holds it (in this process, or on any server for a shared store), or with `undefined` if it is
   * still held after the store's wait. Optional: without it, the proxy holds keys within its own
   * process only, so two servers could each forward one of two simultaneous calls.
   */
  lock?(key: string): Promise<IdempotencyLock | undefined>;
}

/**
 * Default per-entry cap of both built-in stores, in UTF-16 code units of key, fingerprint and
 * answer: 1,115,136, room for the proxy's largest answer (1 MiB), its largest body (64 KiB) and a key.
 */
export const IDEMPOTENCY_MAX_ENTRY_BYTES = 1_115_136;

/** Default time to live of a remembered answer in both built-in stores: 24 hours. */
export const IDEMPOTENCY_TTL_MS = 86_400_000;

/** Default longest wait for a key another request holds, in both built-in stores: 20 s (the proxy's own time limit is 15 s). */
export const IDEMPOTENCY_WAIT_MS = 20_000;

/** The size an entry counts for: UTF-16 code units of its key, fingerprint and answer. */
export function idempotencyEntrySize(key: string, answer: IdempotentAnswer): number {
  return key.length + answer.fingerprint.length + answer.body.length;
}

/** A positive whole number option, or a TypeError naming it. */
export function positiveOption(value: number | undefined, fallback: number, name: string): number {
  if (value === undefined) return fallback;
  if (!Number.isSafeInteger(value) || value <= 0) throw new TypeError(`${name} must be a positive whole number`);
  return value;
}

/**
 * Per-key locks within one process: one holder per key, the others queued in arrival order, each
 * giving up (`undefined`) after `waitMs`. Held keys are as many as the requests running at once.
 */
export function createKeyLocks(waitMs: number = IDEMPOTENCY_WAIT_MS): (key: string) => Promise<IdempotencyLock | undefined> {
  /** Held keys, each with the grants of those waiting for it. */
  const held = new Map<string, Array<() => void>>();

  function holding(key: string): IdempotencyLock {
    let released = false;
    return {
      release() {
        if (released) return;
        released = true;
        const next = held.get(key)?.shift();
        if (next) next();
        else held.delete(key);
      },
    };
  }

  return (key) => {
    const queue = held.get(key);
    if (!queue) {
      held.set(key, []);
      return Promise.resolve(holding(key));
    }
    return new Promise((resolve) => {
      const grant = () => {
        clearTimeout(timer);
        resolve(holding(key));
      };
      const timer = setTimeout(() => {
        queue.splice(queue.indexOf(grant), 1);
        resolve(undefined);
      }, waitMs);
      queue.push(grant);
    });
  };
}

export interface MemoryIdempotencyStoreOptions {
  /** Most keys kept; the oldest go first. Default 10,000. */
  maxEntries?: number;
  /**
   * Most bytes (UTF-16 code units of fingerprints, bodies and keys) kept. Default 16 MiB. Only
   * entries larger than `maxBytes / maxEntries` (their fair share, 1,677 by default: an intent for
   * a few staff) are dropped to make room, the oldest first; smaller ones go only by count or age.
   */
  maxBytes?: number;
  /** Largest entry kept (key, fingerprint and answer, UTF-16 code units); a larger one is not stored, so not replayable. Default 1,115,136 (the proxy's answer and body caps). */
  maxEntryBytes?: number;
  /** How long an answer is remembered, in ms. Default 24 hours. */
  ttlMs?: number;
  /** Longest wait of `lock` for a key another request holds, in ms. Default 20 s. */
  waitMs?: number;
  /** Clock in ms, for tests. Default `Date.now`. */
  now?: () => number;
}

/** The in-memory store: bounded by count, size and age, so no client can grow it without limit. */
export interface MemoryIdempotencyStore extends IdempotencyStore {
  get(key: string): IdempotentAnswer | undefined;
  set(key: string, answer: IdempotentAnswer): void;
  lock(key: string): Promise<IdempotencyLock | undefined>;
  /** Keys held now. */
  readonly size: number;
  /** Forgets every key. */
  clear(): void;
}

interface MemoryEntry {
  answer: IdempotentAnswer;
  at: number;
  bytes: number;
}

/**
 * Creates the default, in-memory store: one process, lost on restart. Bounded so that nobody can
 * flush another's key with large requests: an entry over `maxEntryBytes` is not stored at all;
 * entries over their fair share of `maxBytes` make room only among themselves, and only by
 * pushing out entries at least half their size (a flood of 60 KiB requests cannot evict a
 * 2 KiB intent); a small entry (an intent for a few staff) stays until `maxEntries` newer answers
 * were stored or `ttlMs` passed.
 */
export function createMemoryIdempotencyStore(options: MemoryIdempotencyStoreOptions = {}): MemoryIdempotencyStore {
  const maxEntries = positiveOption(options.maxEntries, 10_000, 'maxEntries');
  const maxBytes = positiveOption(options.maxBytes, 16 * 1024 * 1024, 'maxBytes');
  const maxEntryBytes = Math.min(maxBytes, positiveOption(options.maxEntryBytes, IDEMPOTENCY_MAX_ENTRY_BYTES, 'maxEntryBytes'));
  const ttlMs = positiveOption(options.ttlMs, IDEMPOTENCY_TTL_MS, 'ttlMs');
  const now = options.now ?? Date.now;
  const lock = createKeyLocks(positiveOption(options.waitMs, IDEMPOTENCY_WAIT_MS, 'waitMs'));
  /** Entries up to this size are only ever dropped by count or age: together they fit in maxBytes. */
  const fairShare = Math.floor(maxBytes / maxEntries);
  // Maps iterate in insertion order: the first entry of each is its oldest.
  const small = new Map<string, MemoryEntry>();
  const large = new Map<string, MemoryEntry>();
  let bytes = 0;

  function drop(key: string): void {
    const entry = small.get(key) ?? large.get(key);
    if (!entry) return;
    bytes -= entry.bytes;
    small.delete(key);
    large.delete(key);
  }
  /** The oldest key of either map. */
  function oldest(): string | undefined {
    const [s] = small.entries();
    const [l] = large.entries();
    if (!s || !l) return (s ?? l)?.[0];
    return s[1].at <= l[1].at ? s[0] : l[0];
  }

  return {
    get(key) {
      const entry = small.get(key) ?? large.get(key);
      if (!entry) return undefined;
      if (now() - entry.at >= ttlMs) {
        drop(key);
        return undefined;
      }
      return { ...entry.answer };
    },
    set(key, answer) {
      drop(key);
      const size = idempotencyEntrySize(key, answer);
      if (size > maxEntryBytes) return;
      const at = now();
      (size > fairShare ? large : small).set(key, { answer: { ...answer }, at, bytes: size });
      bytes += size;
      for (let key = oldest(); key !== undefined; key = oldest()) {
        const entry = (small.get(key) ?? large.get(key))!;
        if (small.size + large.size <= maxEntries && at - entry.at < ttlMs) break;
        drop(key);
      }
      // Over the bytes only through large entries (the small ones fit by construction): the oldest
      // of those at least half as large as the new one go, so a flood of big requests pushes out
      // only big requests, never a mid-size intent (eight staff with names and avatars, about 2 K);
      // when none is that large, the new entry is not kept (and is not replayable).
      if (bytes > maxBytes) {
        for (const [other, entry] of large) {
          if (bytes <= maxBytes) break;
          if (other !== key && entry.bytes * 2 >= size) drop(other);
        }
        if (bytes > maxBytes) drop(key);
      }
    },
    lock,
    get size() {
      return small.size + large.size;
    },
    clear() {
      small.clear();
      large.clear();
      bytes = 0;
    },
  };
}

/**
 * JSON with object keys sorted, so that two requests that mean the same thing have the same
 * fingerprint whatever order their fields came in. For validated payloads (shallow by schema).
 */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    const fields = Object.keys(record)
      .filter((key) => record[key] !== undefined)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonicalJson(record[key])}`);
    return `{${fields.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}
