/**
 * The request machinery every client shares: check the payload (its lengths first), POST it as
 * JSON (with the credentials when the caller is trusted; an `Idempotency-Key` on calls that create
 * when the other end understands it), never follow a redirect, read at most `maxResponseBytes`,
 * time out, abort, retry the idempotent reads, and check the response (its schema, then against
 * what was asked) before it is returned. Every failure is a `TipError` naming the
 * operation. A client is this machinery plus a table of operations (paths, payload and response
 * schemas).
 */
import { readCappedText } from '../protocol/body.js';
import { isRedirect } from '../protocol/redirect.js';
import { IDEMPOTENCY_HEADER, isIdempotencyKey, newIdempotencyKey } from '../protocol/idempotency.js';
import { understandsIdempotencyKey } from '../protocol/fetch-marks.js';
import type { OperationChecks } from './validate.js';
import {
  TipAbortError,
  TipError,
  TipHttpError,
  TipNetworkError,
  TipRequestError,
  TipResponseError,
  TipTimeoutError,
} from './errors.js';

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

const RETRY_STATUS = new Set([502, 503, 504]);
const RETRY_DELAY_MS = 250;

/** Default answer cap: 1 MiB. */
export const CLIENT_MAX_RESPONSE_BYTES = 1024 * 1024;

/** An error body larger than this is not kept on the `TipHttpError` (its message keeps a short excerpt). */
const MAX_KEPT_BODY = 16 * 1024;

/**
 * The answer's text, at most `maxBytes`. An answer that declares its length, is not
 * content-encoded and whose headers can be trusted (same origin, or a server-side fetch) is
 * checked by that length and read whole; any other is streamed with the cap. Reading whole where
 * it is safe matters in browsers: Chromium reports a streamed no-store answer as a failed
 * request (ERR_ABORTED) in DevTools even though it arrived complete.
 */
async function readAnswer(response: Response, maxBytes: number): Promise<string | undefined> {
  const declared = response.headers.get('content-length');
  const trusted = response.type === 'basic' || response.type === 'default';
  if (trusted && declared !== null && /^\d+$/.test(declared) && !response.headers.get('content-encoding')) {
    if (Number(declared) > maxBytes) {
      await response.body?.cancel().catch(() => undefined);
      return undefined;
    }
    const text = await response.text();
    return new TextEncoder().encode(text).byteLength > maxBytes ? undefined : text;
  }
  return readCappedText(response.body, maxBytes);
}

/** Reads an error code from whatever the error body offers. */
export function errorCodeOf(body: unknown): string | undefined {
  if (!body || typeof body !== 'object') return undefined;
  const b = body as Record<string, unknown>;
  const err = b['error'];
  if (err && typeof err === 'object' && typeof (err as Record<string, unknown>)['code'] === 'string') {
    return (err as Record<string, string>)['code'];
  }
  if (typeof b['code'] === 'string') return b['code'];
  if (typeof err === 'string') return err;
  if (typeof b['name'] === 'string') return b['name'];
  return undefined;
}

function errorDetailOf(body: unknown, text: string): string | undefined {
  if (body && typeof body === 'object') {
    const b = body as Record<string, unknown>;
    const err = b['error'];
    // TipHttpError keeps 500 characters; there is no use carrying megabytes that far.
    if (err && typeof err === 'object' && typeof (err as Record<string, unknown>)['message'] === 'string') {
      return (err as Record<string, string>)['message']!.slice(0, 1000);
    }
    if (typeof b['message'] === 'string') return b['message'].slice(0, 1000);
  }
  const trimmed = text.trim();
  return trimmed && !trimmed.startsWith('{') && !trimmed.startsWith('<') ? trimmed.slice(0, 1000) : undefined;
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
  });
}

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
  // Start loading now: by the first call (the page still rendering) the checks are there.
  Promise.resolve(loadChecks()).catch(() => undefined);

  async function attempt(
    checks: OperationChecks<Op>,
    operation: Op,
    body: string,
    headers: Record<string, string>,
    signal: AbortSignal,
  ): Promise<{ status: number; json: unknown }> {
    let response: Response;
    try {
      // Never follow a redirect: it would carry the body, credentials included, to another place.
      response = await doFetch(`${baseUrl}${table.paths[operation]}`, { method: 'POST', headers, body, signal, redirect: 'manual' });
    } catch (cause) {
      if (signal.aborted) throw signal.reason;
      throw new TipNetworkError(operation, cause);
    }
    if (isRedirect(response)) {
      await response.body?.cancel().catch(() => undefined);
      throw new TipHttpError(operation, response.status, 'redirect', 'the service answered with a redirect, which is not followed');
    }
    let text: string | undefined;
    try {
      text = await readAnswer(response, maxResponseBytes);
    } catch (cause) {
      if (signal.aborted) throw signal.reason;
      throw new TipNetworkError(operation, cause);
    }
    if (text === undefined) {
      const tooLarge = `the answer is larger than ${maxResponseBytes} bytes`;
      if (!response.ok) throw new TipHttpError(operation, response.status, undefined, tooLarge);
      throw new TipResponseError(operation, response.status, [{ path: '', message: tooLarge }]);
    }
    let json: unknown;
    let parsed = false;
    if (text.trim() !== '') {
      try {
        json = JSON.parse(text);
        parsed = true;
      } catch {
        parsed = false;
      }
    }
    if (!response.ok) {
      const kept = parsed && text.length <= MAX_KEPT_BODY ? json : undefined;
      throw new TipHttpError(operation, response.status, errorCodeOf(json), errorDetailOf(json, text), kept);
    }
    if (checks.hasBody(operation) && !parsed) {
      throw new TipResponseError(operation, response.status, [{ path: '', message: 'body is not JSON' }]);
    }
    return { status: response.status, json };
  }

  async function call(operation: Op, payload: unknown, callOptions: CallOptions = {}): Promise<unknown> {
    let checks = loadChecks();
    if (checks instanceof Promise) {
      try {
        checks = await checks;
      } catch (cause) {
        throw new TipNetworkError(operation, cause);
      }
    }
    const data = checks.payload(operation, payload);
    const given = callOptions.idempotencyKey;
    if (given !== undefined && !isIdempotencyKey(given)) {
      throw new TipRequestError(operation, [{ path: 'idempotencyKey', message: 'must be 1 to 255 visible ASCII characters' }]);
    }
    const outer = callOptions.signal;
    if (outer?.aborted) throw new TipAbortError(operation, outer.reason);

    const body = JSON.stringify(credentials ? { ...credentials, payload: data } : { payload: data });
    const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
    if (sendsKeys && table.keyed?.has(operation)) headers[IDEMPOTENCY_HEADER] = given ?? newIdempotencyKey();
    const controller = new AbortController();
    const timeoutReason = new TipTimeoutError(operation, timeoutMs);
    const abortReason = new TipAbortError(operation, outer?.reason);
    const onAbort = () => controller.abort(abortReason);
    outer?.addEventListener('abort', onAbort, { once: true });
    const timer = setTimeout(() => controller.abort(timeoutReason), timeoutMs);
    // Reject promptly on abort or timeout even if the fetch implementation ignores its signal.
    const stopped = new Promise<never>((_, reject) => {
      controller.signal.addEventListener('abort', () => reject(controller.signal.reason), { once: true });
    });
    stopped.catch(() => undefined);
    try {
      const maxAttempts = table.retryable.has(operation) ? retries + 1 : 1;
      for (let n = 1; ; n++) {
        try {
          const { status, json } = await Promise.race([attempt(checks, operation, body, headers, controller.signal), stopped]);
          if (!checks.hasBody(operation)) return undefined;
          return checks.answer(operation, status, json && typeof json === 'object' ? (json as { data?: unknown }).data : undefined, data);
        } catch (error) {
          const retryable =
            error instanceof TipNetworkError || (error instanceof TipHttpError && RETRY_STATUS.has(error.status ?? 0));
          if (!retryable || n >= maxAttempts || controller.signal.aborted) throw error;
          await Promise.race([sleep(RETRY_DELAY_MS * n, controller.signal), stopped]);
        }
      }
    } catch (error) {
      if (error instanceof TipError) throw error;
      throw new TipNetworkError(operation, error);
    } finally {
      clearTimeout(timer);
      outer?.removeEventListener('abort', onAbort);
    }
  }

  const methods: Record<string, unknown> = { baseUrl };
  for (const operation of Object.keys(table.paths) as Op[]) {
    methods[operation] = (payload: unknown, o?: CallOptions) => call(operation, payload, o);
  }
  return Object.freeze(methods) as { readonly baseUrl: string } & Record<Op, (payload: unknown, options?: CallOptions) => Promise<unknown>>;
}
