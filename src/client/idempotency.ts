/**
 * The sending side of idempotency keys (after Stripe's): a call that creates something carries
 * `Idempotency-Key`, and a retry of the same call carries the same key, so that whoever answers
 * can return the first answer instead of creating a second thing.
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
