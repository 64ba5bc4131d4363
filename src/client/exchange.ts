/**
 * One HTTP exchange of a client's call (./transport.ts): POST, never follow a redirect, read at
 * most `maxResponseBytes`, and turn a failure into a `TipError` naming the operation. Part of the
 * Data client's lazy chunk (./data-kit.ts) with the checks.
 */
import { readCappedText } from '../protocol/body.js';
import { isRedirect } from '../protocol/redirect.js';
import { IDEMPOTENCY_HEADER, isIdempotencyKey, newIdempotencyKey } from '../protocol/idempotency.js';
import { redactError } from './redact.js';
import { errorCodeOf, TipAbortError, TipError, TipHttpError, TipNetworkError, TipRequestError, TipResponseError, TipTimeoutError } from './errors.js';
import type { OperationChecks } from './validate.js';
import type { ShownToCustomer } from './answers.js';

/** Credentials the service wants in every body. Only for trusted, non-browser callers. */
export interface Credentials {
  appId: string;
  appSecret: string;
  accountToken: string;
}

/** The `fetch` a client calls. */
export type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

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

/**
 * Sends one attempt of a call to `url` and reads its answer: `{ status, json }` for a 2xx (its
 * body parsed when there is one; a body that must be JSON and is not is a `TipResponseError`), a
 * `TipHttpError` for any other status or a redirect, a `TipNetworkError` when the fetch or the
 * read fails; an abort of `signal` rethrows its reason.
 */
async function exchange(
  doFetch: FetchLike,
  url: string,
  operation: string,
  body: string,
  headers: Record<string, string>,
  signal: AbortSignal,
  maxResponseBytes: number,
  hasBody: boolean,
): Promise<{ status: number; json: unknown }> {
  let response: Response;
  try {
    // Never follow a redirect: it would carry the body, credentials included, to another place.
    response = await doFetch(url, { method: 'POST', headers, body, signal, redirect: 'manual' });
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
  if (hasBody && !parsed) {
    throw new TipResponseError(operation, response.status, [{ path: '', message: 'body is not JSON' }]);
  }
  return { status: response.status, json };
}

const RETRY_STATUS = new Set([502, 503, 504]);
const RETRY_DELAY_MS = 250;

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

/** A call, once the checks and this module are there. */
export interface Call<Op extends string> {
  doFetch: FetchLike;
  url: string;
  operation: Op;
  /** The payload as the caller gave it; checked before anything is sent. */
  payload: unknown;
  credentials: Credentials | undefined;
  /** Whether the call carries an `Idempotency-Key` (`idempotencyKey`, else a new one). */
  keyed: boolean;
  idempotencyKey: string | undefined;
  /** What the customer was shown (an `intent`'s answer is checked against it). */
  shown?: ShownToCustomer | undefined;
  /** The caller's signal. */
  signal: AbortSignal | undefined;
  /** What is left of the call's time limit when it is sent. */
  timeoutMs: number;
  /** The call's whole time limit, as a `TipTimeoutError` reports it. Default `timeoutMs`. */
  reportedTimeoutMs?: number;
  /** 1, or more for an operation safe to send twice. */
  maxAttempts: number;
  maxResponseBytes: number;
  checks: OperationChecks<Op>;
}

/**
 * Checks a call's payload and sends it: times it out, aborts it with the caller's signal (promptly, even when the
 * fetch ignores its signal), retries a network failure or a 502/503/504 up to `maxAttempts`, and
 * checks the answer. Every failure is a `TipError` naming the operation.
 */
export async function send<Op extends string>(call: Call<Op>): Promise<unknown> {
  const { doFetch, url, operation, credentials, signal: outer, timeoutMs, maxAttempts, maxResponseBytes, checks } = call;
  const sent = checks.payload(operation, call.payload);
  const given = call.idempotencyKey;
  if (given !== undefined && !isIdempotencyKey(given)) {
    throw new TipRequestError(operation, [{ path: 'idempotencyKey', message: 'must be 1 to 255 visible ASCII characters' }]);
  }
  if (outer?.aborted) throw new TipAbortError(operation, outer.reason);

  const body = JSON.stringify(credentials ? { ...credentials, payload: sent } : { payload: sent });
  const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
  if (call.keyed) headers[IDEMPOTENCY_HEADER] = given ?? newIdempotencyKey();
  const controller = new AbortController();
  const timeoutReason = new TipTimeoutError(operation, call.reportedTimeoutMs ?? timeoutMs);
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
    for (let n = 1; ; n++) {
      try {
        const { status, json } = await Promise.race([exchange(doFetch, url, operation, body, headers, controller.signal, maxResponseBytes, checks.hasBody(operation)), stopped]);
        if (!checks.hasBody(operation)) return undefined;
        return checks.answer(operation, status, json && typeof json === 'object' ? (json as { data?: unknown }).data : undefined, sent, call.shown);
      } catch (error) {
        const retryable =
          error instanceof TipNetworkError || (error instanceof TipHttpError && RETRY_STATUS.has(error.status ?? 0));
        if (!retryable || n >= maxAttempts || controller.signal.aborted) throw error;
        await Promise.race([sleep(RETRY_DELAY_MS * n, controller.signal), stopped]);
      }
    }
  } catch (error) {
    // The service may echo what it was sent: no error carries the credentials this client holds.
    throw redactError(error instanceof TipError ? error : new TipNetworkError(operation, error), credentials);
  } finally {
    clearTimeout(timer);
    outer?.removeEventListener('abort', onAbort);
  }
}
