/**
 * The request machinery every client shares: check the payload (its lengths first), POST it as
 * JSON (with the credentials when the caller is trusted; an `Idempotency-Key` on calls that create
 * when the other end understands it), never follow a redirect, read at most `maxResponseBytes`,
 * time out, abort, retry the idempotent reads, and check the response (its schema, then against
 * what was asked) before it is returned. Every failure is a `TipError` naming the
 * operation. A client is this machinery plus a table of operations (paths, payload and response
 * schemas).
 */
import { understandsIdempotencyKey } from '../protocol/fetch-marks.js';
import { LazyLoadError } from './lazy-part.js';
import type { OperationChecks } from './validate.js';
import type { ShownToCustomer } from './answers.js';
import { TipAbortError, TipError, TipNetworkError, TipTimeoutError } from './errors.js';
import type { Credentials, send as sendCall } from './exchange.js';

export type { Credentials } from './exchange.js';

export { errorCodeOf } from './errors.js';

export interface ClientOptions {
  /** The service, or the host's proxy (then omit `credentials`). */
  baseUrl: string;
  /**
   * Sent at the top level of every body. Leave out in browsers: use the proxy instead. With
   * credentials the client talks to the service itself and sends exactly its interface's headers:
   * no `Idempotency-Key` (see `idempotencyKeys`).
   */
  credentials?: Credentials;
  /**
   * Whether calls that create something (Data `intent`, Display `create`) carry an
   * `Idempotency-Key` header. Only the host's proxy and the sandbox understand it; the service's
   * interface has no such header, and a cross-origin page that sends it to a service fails the
   * CORS preflight. Default: `true` without `credentials` (the client talks to the proxy) or when
   * `fetch` is a sandbox's own `fetch`; `false` with `credentials` otherwise (set it for a
   * sandbox reached over HTTP).
   */
  idempotencyKeys?: boolean;
  /** A fetch implementation: the sandbox handler, a test double, or undici. Default: global fetch. */
  fetch?: (input: Request | string | URL, init?: RequestInit) => Promise<Response>;
  /** Per-call time limit, including reading the body. Default 15000. */
  timeoutMs?: number;
  /**
   * Extra attempts for the idempotent reads (Data mode: `proposals`, `fees`, `details`) after a
   * network failure or an HTTP 502/503/504. Default 1. Writes are never retried.
   */
  retries?: number;
  /**
   * Largest answer read, in bytes (after decompression); a larger one is refused
   * (`TipResponseError`, or a `TipHttpError` without detail) and not read further. Default 1 MiB.
   */
  maxResponseBytes?: number;
}

export interface CallOptions {
  signal?: AbortSignal;
  /**
   * For operations that create something (Data mode: `intent`; Display mode: `create`): the
   * `Idempotency-Key` header.
   * Send the same key again to retry the same call after a lost answer; the proxy and the sandbox
   * then return the first answer instead of creating a second transaction. Default: a new random
   * key per call. 1 to 255 visible ASCII characters. Other operations ignore it.
   */
  idempotencyKey?: string;
  /**
   * Data `intent` only: the fees the customer was shown before confirming (`fees`, one per tip
   * selection, in order; `pos`, a point-of-sale fee shown on top). An answer that charges other
   * fees or another total is a `TipResponseError`, so nothing the customer never saw reaches the
   * card charge. Other operations ignore it.
   */
  shown?: ShownToCustomer;
}

/** What a client needs to make a call: its checks and the HTTP exchange. */
export interface OperationKit<Op extends string> {
  checks: OperationChecks<Op>;
  send: typeof sendCall;
}

/** The operations of one client: where each is posted and what goes in and comes out. */
export interface OperationTable<Op extends string> {
  paths: Readonly<Record<Op, string>>;
  /**
   * The kit (./validate.ts's checks with the operations' schemas, and ./exchange.ts), or its load,
   * so that zod, the schemas and the exchange can be a chunk of their own. A call made before the
   * kit is there waits for it within the call's own `timeoutMs` (a `TipTimeoutError` past it, a
   * `TipNetworkError` when it fails to load); the caller's signal aborts the wait.
   */
  kit: (timeoutMs: number) => OperationKit<Op> | Promise<OperationKit<Op>>;
  /** Operations safe to send twice. */
  retryable: ReadonlySet<Op>;
  /** Operations that create something: they carry an `Idempotency-Key`. Default none. */
  keyed?: ReadonlySet<Op>;
}

/** Default answer cap: 1 MiB. */
export const CLIENT_MAX_RESPONSE_BYTES = 1024 * 1024;

/** `kit`, or the `TipError` of a wait for it that failed, timed out or was aborted. */
async function waitForKit<Op extends string>(
  operation: Op,
  kit: Promise<OperationKit<Op>>,
  timeoutMs: number,
  signal: AbortSignal | undefined,
): Promise<OperationKit<Op>> {
  if (signal?.aborted) throw new TipAbortError(operation, signal.reason);
  let onAbort = () => {};
  const aborted = new Promise<never>((_, reject) => {
    onAbort = () => reject(new TipAbortError(operation, signal?.reason));
    signal?.addEventListener('abort', onAbort, { once: true });
  });
  try {
    return await Promise.race([kit, aborted]);
  } catch (cause) {
    if (cause instanceof TipError) throw cause;
    if (cause instanceof LazyLoadError && cause.timedOut) throw new TipTimeoutError(operation, timeoutMs);
    throw new TipNetworkError(operation, cause);
  } finally {
    signal?.removeEventListener('abort', onAbort);
  }
}

/** A client method per operation of `table`, plus `baseUrl` and `timeoutMs`. */
export function createOperationClient<Op extends string>(
  options: ClientOptions,
  table: OperationTable<Op>,
): { readonly baseUrl: string; readonly timeoutMs: number } & Record<Op, (payload: unknown, options?: CallOptions) => Promise<unknown>> {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? 15_000;
  const retries = Math.max(0, options.retries ?? 1);
  const maxResponseBytes = options.maxResponseBytes ?? CLIENT_MAX_RESPONSE_BYTES;
  const credentials = options.credentials;
  const doFetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const sendsKeys = options.idempotencyKeys ?? (credentials === undefined || understandsIdempotencyKey(options.fetch));

  async function call(operation: Op, payload: unknown, callOptions: CallOptions = {}): Promise<unknown> {
    const started = Date.now();
    let kit = table.kit(timeoutMs);
    if (kit instanceof Promise) kit = await waitForKit(operation, kit, timeoutMs, callOptions.signal);
    return kit.send({
      doFetch,
      url: `${baseUrl}${table.paths[operation]}`,
      operation,
      payload,
      credentials,
      keyed: sendsKeys && table.keyed?.has(operation) === true,
      idempotencyKey: callOptions.idempotencyKey,
      shown: callOptions.shown,
      signal: callOptions.signal,
      // The call's time limit covers the wait for the kit.
      timeoutMs: Math.max(1, timeoutMs - (Date.now() - started)),
      reportedTimeoutMs: timeoutMs,
      maxAttempts: table.retryable.has(operation) ? retries + 1 : 1,
      maxResponseBytes,
      checks: kit.checks,
    });
  }

  const methods: Record<string, unknown> = { baseUrl, timeoutMs };
  for (const operation of Object.keys(table.paths) as Op[]) {
    methods[operation] = (payload: unknown, o?: CallOptions) => call(operation, payload, o);
  }
  return Object.freeze(methods) as { readonly baseUrl: string; readonly timeoutMs: number } & Record<Op, (payload: unknown, options?: CallOptions) => Promise<unknown>>;
}
