/**
 * What a fetch handler may say about its other end, in a module of its own so that the client
 * reads the mark without loading the route table (and with it every Display-mode schema).
 *
 * Marks a fetch handler whose other end understands `Idempotency-Key` (the sandbox's `fetch`), so
 * that a client given it with credentials still sends the key. A registered symbol, so that
 * separately bundled copies of the client and the sandbox agree on it.
 */
export const IDEMPOTENCY_AWARE = Symbol.for('tip-elements.idempotency-aware');

/** True for a fetch handler marked {@link IDEMPOTENCY_AWARE}. */
export function understandsIdempotencyKey(fetch: unknown): boolean {
  return typeof fetch === 'function' && (fetch as unknown as Record<symbol, unknown>)[IDEMPOTENCY_AWARE] === true;
}
