/**
 * Idempotency keys on the wire (after Stripe's): a client sends `Idempotency-Key` with a call that
 * creates something, and a retry of the same call carries the same key; whoever answers (the
 * sandbox, the proxy) remembers key → answer, so a retry after a lost answer gets the first answer
 * back instead of creating a second thing. The same key with a different request is a mistake
 * (409), never a silent replay. This module holds what the browser and the wire need: the headers
 * and the key's format. The stores that remember answers are the server's (src/server/). Web APIs only.
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
