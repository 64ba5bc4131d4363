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
import { lazyPart } from '../protocol/lazy-part.js';
import type { OperationChecks } from './validate.js';
import { TipNetworkError } from './errors.js';
import type { send as sendCall } from './exchange.js';

export { errorCodeOf } from './errors.js';

/** Credentials the service wants in every body. Only for trusted, non-browser callers. */
export interface Credentials {
  appId: string;
  appSecret: string;
  accountToken: string;
}

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
}

/** The operations of one client: where each is posted and what goes in and comes out. */
export interface OperationTable<Op extends string> {
  paths: Readonly<Record<Op, string>>;
  /**
   * The checks of payloads and answers with the operations' schemas (./validate.ts): the checks,
   * or their load, so that zod and the schemas can be a chunk of their own. Asked when the client
   * is created; a call made before they are there waits for them before its payload is checked
   * (then sent). A load that fails is asked again by the next call; the call that met the failure
   * is a `TipNetworkError`.
   */
  checks: () => OperationChecks<Op> | Promise<OperationChecks<Op>>;
  /** Operations safe to send twice. */
  retryable: ReadonlySet<Op>;
  /** Operations that create something: they carry an `Idempotency-Key`. Default none. */
  keyed?: ReadonlySet<Op>;
}

/** Default answer cap: 1 MiB. */
export const CLIENT_MAX_RESPONSE_BYTES = 1024 * 1024;

type Exchange = typeof sendCall;

/**
 * The HTTP exchange (./exchange.ts), a chunk of its own in a page's bundle like the checks:
 * loaded by the first client created, known at once to every client after that. A load that
 * fails is tried again by the next call.
 */
const exchangePart = lazyPart(() => import('./exchange.js').then((module): Exchange => module.send));
const loadExchange = (): Exchange | Promise<Exchange> => exchangePart.ready() ?? exchangePart.load();

/** A client method per operation of `table`, plus `baseUrl`. */
export function createOperationClient<Op extends string>(
  options: ClientOptions,
  table: OperationTable<Op>,
): { readonly baseUrl: string } & Record<Op, (payload: unknown, options?: CallOptions) => Promise<unknown>> {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? 15_000;
  const retries = Math.max(0, options.retries ?? 1);
  const maxResponseBytes = options.maxResponseBytes ?? CLIENT_MAX_RESPONSE_BYTES;
  const credentials = options.credentials;
  const doFetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const sendsKeys = options.idempotencyKeys ?? (credentials === undefined || understandsIdempotencyKey(options.fetch));

  let known: OperationChecks<Op> | undefined;
  let loading: Promise<OperationChecks<Op>> | undefined;
  /** The checks: at once when they are known (a call then sends as soon as it is made), else their load. */
  const loadChecks = (): OperationChecks<Op> | Promise<OperationChecks<Op>> => {
    if (known) return known;
    const got = table.checks();
    if (!(got instanceof Promise)) return (known = got);
    return (loading ??= got.then(
      (checks) => (known = checks),
      (cause: unknown) => {
        loading = undefined;
        throw cause;
      },
    ));
  };
  // Start loading now: by the first call (the page still rendering) the checks and the exchange are there.
  Promise.resolve(loadChecks()).catch(() => undefined);
  Promise.resolve(loadExchange()).catch(() => undefined);

  async function call(operation: Op, payload: unknown, callOptions: CallOptions = {}): Promise<unknown> {
    let checks = loadChecks();
    let send = loadExchange();
    if (checks instanceof Promise || send instanceof Promise) {
      try {
        [checks, send] = await Promise.all([checks, send]);
      } catch (cause) {
        throw new TipNetworkError(operation, cause);
      }
    }
    return send({
      doFetch,
      url: `${baseUrl}${table.paths[operation]}`,
      operation,
      payload,
      credentials,
      keyed: sendsKeys && table.keyed?.has(operation) === true,
      idempotencyKey: callOptions.idempotencyKey,
      signal: callOptions.signal,
      timeoutMs,
      maxAttempts: table.retryable.has(operation) ? retries + 1 : 1,
      maxResponseBytes,
      checks,
    });
  }

  const methods: Record<string, unknown> = { baseUrl };
  for (const operation of Object.keys(table.paths) as Op[]) {
    methods[operation] = (payload: unknown, o?: CallOptions) => call(operation, payload, o);
  }
  return Object.freeze(methods) as { readonly baseUrl: string } & Record<Op, (payload: unknown, options?: CallOptions) => Promise<unknown>>;
}
