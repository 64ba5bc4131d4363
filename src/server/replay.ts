/**
 * Keyed calls (an intent, a Display create with an `Idempotency-Key`) reach the service once: a
 * key seen with the same payload gets the remembered answer (`Idempotent-Replayed: true`), a key
 * seen with another payload 409 `idempotency_key_reused`, calls with one key wait for each other.
 *
 * The invariants:
 * - every store call is bounded in time (`storeTimeoutMs`); a keyed call whose store fails before
 *   the service is called gets 503 `idempotency_store_unavailable`, never a second transaction;
 * - once the service has answered, the browser gets that answer whatever the store does; a
 *   success the store could not take is kept in this process ({@link createUnwritten}) and replayed
 *   from there, and written to the store once it answers again;
 * - keyed calls in progress are capped (`maxKeyedRequests`), so a store outage holds no more than
 *   that of the capacity other operations need;
 * - a call whose fate at the service is unknown is reported to `onInDoubt`.
 */
import { IDEMPOTENCY_HEADER } from '../protocol/idempotency.js';
import { failure, type Answer, type Extra } from './answer.js';
import type { Forwarded } from './forward.js';
import type { Route } from './guards.js';
import { canonicalJson, createKeyLocks, type IdempotencyLock, type IdempotentAnswer } from './memory-store.js';
import type { ProxySettings } from './options.js';
import { withDeadline } from './deadline.js';
import { createUnwritten } from './unwritten.js';

const encoder = new TextEncoder();

async function sha256Hex(text: string): Promise<string> {
  const digest = await globalThis.crypto.subtle.digest('SHA-256', encoder.encode(text));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

export interface Replayed {
  answer: Answer;
  extra?: Extra;
}

const REPLAYED: Extra = { 'idempotent-replayed': 'true' };

const unavailable = (): Replayed => ({
  answer: failure(503, 'idempotency_store_unavailable', 'The idempotency store could not be reached; retry shortly'),
});

const inUse = (): Replayed => ({
  answer: failure(409, 'idempotency_key_in_use', `A request with this ${IDEMPOTENCY_HEADER} is still in progress; retry shortly`),
});

/** The keyed forwarding of one proxy: `forwardOnce(route, payload, accountToken, key)`. */
export function createReplayer(settings: ProxySettings, forward: (route: Route, payload: unknown, accountToken: string, key: string) => Promise<Forwarded>) {
  const { store, storeTimeoutMs, timeoutMs, maxKeyedRequests, onInDoubt, baseUrl, appId } = settings;
  /** Within this process, calls with one key take turns, so a retry here finds the answer kept here. */
  const localLock = createKeyLocks(timeoutMs + 4 * storeTimeoutMs);
  /** A store's lock waits for a key held elsewhere as long as a call there may take, and a store round trip more. */
  const lockDeadline = timeoutMs + 2 * storeTimeoutMs;
  const unwritten = createUnwritten(store, storeTimeoutMs);
  /** The scopes' hashes (service, app, account), computed once per account token (a bounded few). */
  const scopes = new Map<string, Promise<string>>();
  let keyedNow = 0;

  /** The key's scope: a SHA-256 of the service's URL, the app and the account; no credential reaches the store. */
  function scopeOf(accountToken: string): Promise<string> {
    let hash = scopes.get(accountToken);
    if (hash === undefined) {
      if (scopes.size >= 1000) scopes.clear();
      hash = sha256Hex(JSON.stringify([baseUrl, appId, accountToken]));
      scopes.set(accountToken, hash);
      // A failed digest is not remembered: the next call tries again.
      hash.catch(() => scopes.delete(accountToken));
    }
    return hash;
  }

  function replay(route: Route, known: IdempotentAnswer, fingerprint: string): Replayed {
    if (known.fingerprint !== fingerprint) {
      const message = `This ${IDEMPOTENCY_HEADER} was used with a different ${route.name} payload`;
      return { answer: failure(409, 'idempotency_key_reused', message) };
    }
    return { answer: { status: known.status, body: known.body }, extra: REPLAYED };
  }

  function report(route: Route, key: string, reason: NonNullable<Forwarded['doubt']>): void {
    if (!onInDoubt) return;
    const call = { key, operation: route.name, at: Date.now(), reason };
    Promise.resolve()
      .then(() => onInDoubt(call))
      .catch(() => undefined);
  }

  /** Lets go of a store lock without making the browser wait for it; one the store cannot release expires by itself. */
  function release(lock: IdempotencyLock): void {
    withDeadline(() => lock.release(), storeTimeoutMs).catch(() => undefined);
  }

  async function once(route: Route, payload: unknown, accountToken: string, key: string): Promise<Replayed> {
    const storeKey = `${route.name}:${await scopeOf(accountToken)}:${key}`;
    const fingerprint = canonicalJson(payload);
    const local = await localLock(storeKey);
    if (!local) return inUse();
    try {
      const kept = unwritten.get(storeKey);
      if (kept) return replay(route, kept, fingerprint);
      let lock: IdempotencyLock | undefined;
      if (store.lock) {
        try {
          // A lock granted after its deadline is given back at once.
          lock = await withDeadline(() => store.lock!(storeKey), lockDeadline, (late) => late && release(late));
        } catch {
          return unavailable();
        }
        if (!lock) return inUse();
      }
      try {
        let known: IdempotentAnswer | undefined;
        try {
          known = await withDeadline(() => store.get(storeKey), storeTimeoutMs);
        } catch {
          return unavailable();
        }
        if (known) return replay(route, known, fingerprint);
        // The call runs to its end even when the browser goes away: its retry needs this answer.
        const { answer, doubt } = await forward(route, payload, accountToken, key);
        if (doubt) report(route, key, doubt);
        if (answer.status >= 200 && answer.status < 300 && answer.body !== null) {
          const entry: IdempotentAnswer = { fingerprint, status: answer.status, body: answer.body };
          try {
            await withDeadline(() => store.set(storeKey, entry), storeTimeoutMs);
          } catch {
            unwritten.keep(storeKey, entry);
          }
        }
        return { answer };
      } finally {
        if (lock) release(lock);
      }
    } finally {
      local.release();
    }
  }

  /**
   * Forwards a keyed call once. Only successful answers are remembered: after a failure the
   * service may or may not have acted, and the retry asks it again (with the same key, for a
   * service that honours it).
   */
  async function forwardOnce(route: Route, payload: unknown, accountToken: string, key: string): Promise<Replayed> {
    if (keyedNow >= maxKeyedRequests) {
      return { answer: failure(503, 'server_busy', `More than ${maxKeyedRequests} keyed requests at once; retry shortly`), extra: { 'retry-after': '1' } };
    }
    keyedNow++;
    try {
      return await once(route, payload, accountToken, key);
    } finally {
      keyedNow--;
    }
  }

  return forwardOnce;
}
