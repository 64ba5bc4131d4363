/**
 * The idempotency store for a fleet: key → answer kept in Redis, through the host's own ioredis
 * client, so that a retry that reaches another server, or the same server after a restart, gets
 * the first answer back (within `ttlMs`). It also holds a lock per key (SET NX PX, released with a
 * token by a Lua script), so that two simultaneous calls with one key reach the service once: the
 * second waits for the first answer and replays it. A held lock is renewed while its call runs, so
 * it never expires under a live request, however long the service takes. Every Redis command has
 * a time limit of its own, whatever the client's options (an ioredis client queues commands while
 * Redis is down, for ever with `maxRetriesPerRequest: null`).
 *
 * ioredis is an optional peer dependency: it is only named here as a type, so
 * `tip-elements/server` loads without it.
 */
// The named export: the default import of a CommonJS package is its namespace under `nodenext`.
import type { Redis } from 'ioredis';
import { withDeadline } from './deadline.js';
import {
  IDEMPOTENCY_MAX_ENTRY_BYTES,
  IDEMPOTENCY_TTL_MS,
  IDEMPOTENCY_WAIT_MS,
  idempotencyEntrySize,
  positiveOption,
  type IdempotencyLock,
  type IdempotencyStore,
  type IdempotentAnswer,
} from './memory-store.js';

/** The ioredis commands the store uses: any ioredis `Redis` client. */
export type RedisIdempotencyClient = Pick<Redis, 'get' | 'set' | 'eval'>;

export interface RedisIdempotencyStoreOptions {
  /** The host's ioredis client (`new Redis(process.env.REDIS_URL)`); the store never closes it. */
  client: RedisIdempotencyClient;
  /** Prefix of every Redis key the store writes. Default `tip-elements:idempotency:`. */
  prefix?: string;
  /** How long an answer is remembered, in ms. Default 24 hours. */
  ttlMs?: number;
  /**
   * How long a lock outlives a holder that stopped without releasing it (a crashed server), in ms.
   * While its holder runs, the lock is renewed every `lockMs / 3`, so a call longer than `lockMs`
   * keeps its key. Default 30 s.
   */
  lockMs?: number;
  /** Time limit of each Redis command, in ms; a command not answered in time fails (the proxy answers 503 before forwarding). Default 1000. */
  commandTimeoutMs?: number;
  /** Longest wait for a key another request holds, in ms; then the proxy answers 409 `idempotency_key_in_use`. Default 20 s. */
  waitMs?: number;
  /**
   * Largest entry kept (key, fingerprint and answer, UTF-16 code units); a larger one is not
   * stored, so not replayable. Default 1,115,136 (the proxy's default answer and body caps, 1 MiB
   * and 64 KiB, and a key).
   */
  maxEntryBytes?: number;
}

/** The store `createRedisIdempotencyStore` makes: every method returns a promise. */
export interface RedisIdempotencyStore extends IdempotencyStore {
  get(key: string): Promise<IdempotentAnswer | undefined>;
  set(key: string, answer: IdempotentAnswer): Promise<void>;
  lock(key: string): Promise<IdempotencyLock | undefined>;
}

/** Deletes the lock only if it still holds this holder's token: an expired lock taken over by another is left alone. */
const RELEASE = "if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end";

/** Extends the lock only while it still holds this holder's token. */
const RENEW = "if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('pexpire', KEYS[1], ARGV[2]) else return 0 end";

/** Default time limit of one Redis command: 1 s. */
export const REDIS_COMMAND_TIMEOUT_MS = 1000;

/** Polls for a held lock: 10 ms, doubling, at most 200 ms apart. */
const FIRST_POLL_MS = 10;
const MAX_POLL_MS = 200;

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** A stored answer read back, or undefined for anything that is not one. */
function parseAnswer(text: string | null): IdempotentAnswer | undefined {
  if (text === null) return undefined;
  try {
    const value = JSON.parse(text) as Partial<IdempotentAnswer> | null;
    if (typeof value?.fingerprint === 'string' && Number.isSafeInteger(value.status) && typeof value.body === 'string') {
      return { fingerprint: value.fingerprint, status: value.status!, body: value.body };
    }
  } catch {
    // Not ours: treated as absent.
  }
  return undefined;
}

function randomToken(): string {
  return Array.from(globalThis.crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * Creates the Redis idempotency store for `createTipProxy({ idempotencyStore })`. Every server of
 * the fleet gives it a client to the same Redis (and the same `prefix`). Answers are stored with
 * `ttlMs` (Redis expires them); locks with `lockMs`. A Redis error reaches the proxy, which refuses
 * the keyed call with 503 `idempotency_store_unavailable` rather than risk a second transaction.
 */
export function createRedisIdempotencyStore(options: RedisIdempotencyStoreOptions): RedisIdempotencyStore {
  const client = options.client;
  if (typeof client?.get !== 'function' || typeof client.set !== 'function' || typeof client.eval !== 'function') {
    throw new TypeError('createRedisIdempotencyStore: client must be an ioredis client');
  }
  const prefix = options.prefix ?? 'tip-elements:idempotency:';
  if (typeof prefix !== 'string') throw new TypeError('createRedisIdempotencyStore: prefix must be a string');
  const ttlMs = positiveOption(options.ttlMs, IDEMPOTENCY_TTL_MS, 'createRedisIdempotencyStore: ttlMs');
  const lockMs = positiveOption(options.lockMs, 30_000, 'createRedisIdempotencyStore: lockMs');
  const waitMs = positiveOption(options.waitMs, IDEMPOTENCY_WAIT_MS, 'createRedisIdempotencyStore: waitMs');
  const maxEntryBytes = positiveOption(options.maxEntryBytes, IDEMPOTENCY_MAX_ENTRY_BYTES, 'createRedisIdempotencyStore: maxEntryBytes');
  const commandTimeoutMs = positiveOption(options.commandTimeoutMs, REDIS_COMMAND_TIMEOUT_MS, 'createRedisIdempotencyStore: commandTimeoutMs');
  /** A command with its time limit; `late` gets an answer that comes after it. */
  const command = <T>(run: () => Promise<T>, late?: (value: T) => void) => withDeadline(run, commandTimeoutMs, late);
  const answerKey = (key: string) => `${prefix}answer:${key}`;
  const lockKeyOf = (key: string) => `${prefix}lock:${key}`;

  /** Holds `name` with `token`: renewed every lockMs / 3 until released. */
  function held(name: string, token: string): IdempotencyLock {
    const renew = setInterval(() => {
      command(() => client.eval(RENEW, 1, name, token, String(lockMs))).catch(() => undefined);
    }, Math.max(1, Math.floor(lockMs / 3)));
    // A renewal never keeps a process alive by itself.
    (renew as { unref?: () => void }).unref?.();
    let released = false;
    return {
      release: async () => {
        if (released) return;
        released = true;
        clearInterval(renew);
        await command(() => client.eval(RELEASE, 1, name, token));
      },
    };
  }

  return {
    async get(key) {
      return parseAnswer(await command(() => client.get(answerKey(key))));
    },
    async set(key, answer) {
      if (idempotencyEntrySize(key, answer) > maxEntryBytes) return;
      const { fingerprint, status, body } = answer;
      await command(() => client.set(answerKey(key), JSON.stringify({ fingerprint, status, body }), 'PX', ttlMs));
    },
    async lock(key) {
      const name = lockKeyOf(key);
      const token = randomToken();
      const giveUpAt = Date.now() + waitMs;
      // A lock taken after its command timed out is nobody's: it is released at once.
      const releaseLate = (result: unknown) => {
        if (result === 'OK') command(() => client.eval(RELEASE, 1, name, token)).catch(() => undefined);
      };
      for (let pause = FIRST_POLL_MS; ; pause = Math.min(pause * 2, MAX_POLL_MS)) {
        if ((await command(() => client.set(name, token, 'PX', lockMs, 'NX'), releaseLate)) === 'OK') return held(name, token);
        const left = giveUpAt - Date.now();
        if (left <= 0) return undefined;
        await delay(Math.min(pause, left));
      }
    },
  };
}
