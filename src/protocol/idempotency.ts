/**
 * Idempotency keys (after Stripe's): a client sends `Idempotency-Key` with a call that creates
 * something, and a retry of the same call carries the same key; whoever answers (the sandbox, the
 * proxy) remembers key → answer, so a retry after a lost answer gets the first answer back instead
 * of creating a second thing. The same key with a different request is a mistake (409), never a
 * silent replay. Web APIs only.
 */

/** The header a client sends. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** A well-formed key: 1 to 255 visible ASCII characters (a UUID is the usual choice). */
const KEY = /^[\x21-\x7e]{1,255}$/;

/** True for a key this library sends and accepts: 1 to 255 visible ASCII characters. */
export function isIdempotencyKey(key: unknown): key is string {
  return typeof key === 'string' && KEY.test(key);
}

/**
 * A fresh random key: a UUID, or outside secure contexts (a LAN-served page, where
 * `crypto.randomUUID` is missing) 128 random bits in hex.
 */
export function newIdempotencyKey(): string {
  const c = globalThis.crypto;
  return c.randomUUID?.() ?? Array.from(c.getRandomValues(new Uint8Array(16)), (x) => x.toString(16).padStart(2, '0')).join('');
}

/** The header on an answer that was replayed from the store rather than made afresh. */
export const REPLAYED_HEADER = 'Idempotent-Replayed';

/** What a store keeps for one key: the request it first came with, and the answer it got. */
export interface IdempotentAnswer {
  /** The request the key was first used with (its canonical JSON), to tell a retry from a reuse. */
  fingerprint: string;
  /** The answer's HTTP status (only successful answers are kept). */
  status: number;
  /** The answer's body, JSON text, exactly as it was sent the first time. */
  body: string;
}

/**
 * Where key → answer is kept. The proxy's is pluggable (a shared store such as Redis when the
 * proxy runs on several servers); `get` and `set` may be synchronous or return promises.
 * Keys reach the store already scoped (operation and account) and never hold a credential.
 */
export interface IdempotencyStore {
  get(key: string): IdempotentAnswer | undefined | Promise<IdempotentAnswer | undefined>;
  set(key: string, answer: IdempotentAnswer): void | Promise<void>;
}

export interface MemoryIdempotencyStoreOptions {
  /** Most keys kept; the oldest go first. Default 10,000. */
  maxEntries?: number;
  /** Most bytes (UTF-16 code units of fingerprints, bodies and keys) kept; the oldest go first. Default 16 MiB. */
  maxBytes?: number;
  /** How long an answer is remembered, in ms. Default 24 hours. */
  ttlMs?: number;
  /** Clock in ms, for tests. Default `Date.now`. */
  now?: () => number;
}

/** The in-memory store: bounded by count, size and age, so no client can grow it without limit. */
export interface MemoryIdempotencyStore extends IdempotencyStore {
  get(key: string): IdempotentAnswer | undefined;
  set(key: string, answer: IdempotentAnswer): void;
  /** Keys held now. */
  readonly size: number;
  /** Forgets every key. */
  clear(): void;
}

/** Creates the default, in-memory, bounded store. */
export function createMemoryIdempotencyStore(options: MemoryIdempotencyStoreOptions = {}): MemoryIdempotencyStore {
  const maxEntries = options.maxEntries ?? 10_000;
  const maxBytes = options.maxBytes ?? 16 * 1024 * 1024;
  const ttlMs = options.ttlMs ?? 24 * 60 * 60 * 1000;
  const now = options.now ?? Date.now;
  // A Map iterates in insertion order: the first entry is always the oldest.
  const entries = new Map<string, { answer: IdempotentAnswer; at: number; bytes: number }>();
  let bytes = 0;

  function drop(key: string): void {
    const entry = entries.get(key);
    if (!entry) return;
    bytes -= entry.bytes;
    entries.delete(key);
  }

  return {
    get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (now() - entry.at >= ttlMs) {
        drop(key);
        return undefined;
      }
      return { ...entry.answer };
    },
    set(key, answer) {
      drop(key);
      const size = key.length + answer.fingerprint.length + answer.body.length;
      if (size > maxBytes) return;
      entries.set(key, { answer: { ...answer }, at: now(), bytes: size });
      bytes += size;
      for (const oldest of entries.keys()) {
        if (entries.size <= maxEntries && bytes <= maxBytes) break;
        drop(oldest);
      }
    },
    get size() {
      return entries.size;
    },
    clear() {
      entries.clear();
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
