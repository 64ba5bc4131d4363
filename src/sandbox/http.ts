/**
 * Small WHATWG Request/Response helpers shared by the sandbox and the proxy. Web APIs only, so
 * they run in browsers as well as in Node.
 */
import type * as z from 'zod/mini';
import { displayPaths, type DisplayOperation } from '../client/display-schemas.js';
import { paths, type Operation } from '../client/schemas.js';
import { issuesOf } from '../client/transport.js';
import { MAX_REQUEST_AMOUNT } from '../money/money.js';
import { SandboxError } from './service.js';

/**
 * What a URL path names: a Data-mode or a Display-mode operation (by client method name), and
 * whether it creates something, so that an `Idempotency-Key` makes a retry get the first answer
 * back (Data `intent`, Display `create`).
 */
export type OperationRoute = { mode: 'data'; operation: Operation; keyed: boolean } | { mode: 'display'; operation: DisplayOperation; keyed: boolean };

const byPath = new Map<string, OperationRoute>([
  ...Object.entries(paths).map(([op, path]): [string, OperationRoute] => [path, { mode: 'data', operation: op as Operation, keyed: op === 'intent' }]),
  ...Object.entries(displayPaths).map(([op, path]): [string, OperationRoute] => [
    path,
    { mode: 'display', operation: op as DisplayOperation, keyed: op === 'create' },
  ]),
]);

/**
 * The operation a URL path names, matched on its last `/v1/data/...` or `/v1/display/...` suffix
 * so that a handler works under any mount prefix (`/api/tips/v1/data/tips/fees` is Data `fees`).
 * Undefined otherwise.
 */
export function routeForPath(pathname: string): OperationRoute | undefined {
  const trimmed = pathname.replace(/\/+$/, '');
  const at = Math.max(trimmed.lastIndexOf('/v1/data/'), trimmed.lastIndexOf('/v1/display/'));
  return at === -1 ? undefined : byPath.get(trimmed.slice(at));
}

/** A JSON response that is never cached. */
export function jsonResponse(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  const text = JSON.stringify(body);
  return new Response(text, {
    status,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-store',
      'content-length': String(new TextEncoder().encode(text).byteLength),
      ...headers,
    },
  });
}

/** The one error body: `{ error: { code, message } }`. */
export function errorResponse(status: number, code: string, message: string, headers: Record<string, string> = {}): Response {
  return jsonResponse(status, { error: { code, message } }, headers);
}

/**
 * True for a body the handlers read as JSON: any JSON media type, no content type, or
 * `text/plain` (what fetch sends for a string body when no content type is set). Form and
 * multipart bodies (curl `-d` without `-H`) are not.
 */
export function acceptsAsJson(contentType: string | null): boolean {
  if (contentType === null || contentType.trim() === '') return true;
  const type = contentType.split(';')[0]?.trim().toLowerCase() ?? '';
  return type === 'application/json' || type === 'text/plain' || (type.startsWith('application/') && type.endsWith('+json'));
}

/**
 * Reads the request body as UTF-8 text, refusing more than `maxBytes`: first by the declared
 * `content-length`, then by counting the bytes actually read (a client may lie or stream).
 * Throws a 413 `payload_too_large` SandboxError.
 */
export async function readTextCapped(request: Request, maxBytes: number): Promise<string> {
  const tooLarge = () => new SandboxError(413, 'payload_too_large', `The request body is larger than ${maxBytes} bytes`);
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) throw tooLarge();
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge();
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return new TextDecoder().decode(bytes);
}

/**
 * The answer to a payload that fails its schema: 422 `amount_too_large` when the only problems
 * are amounts over the bound (well-formed, but more than the service takes), else 400
 * `validation`. The message lists each issue with its path (`payload.amounts.0: …`).
 */
export function payloadError(issues: readonly z.core.$ZodIssue[]): SandboxError {
  const listed = issuesOf(issues)
    .map((i) => (i.path ? `payload.${i.path}: ${i.message}` : `payload: ${i.message}`))
    .join('; ');
  const overBound = (i: z.core.$ZodIssue) => i.code === 'too_big' && i.origin === 'number' && i.maximum === MAX_REQUEST_AMOUNT;
  const tooLarge = issues.length > 0 && issues.every(overBound);
  return tooLarge ? new SandboxError(422, 'amount_too_large', listed) : new SandboxError(400, 'validation', listed);
}

/**
 * Deepest nesting of arrays and objects a JSON body may have. Real payloads nest four levels;
 * a body nested thousands deep would overflow the stack of `JSON.stringify`, `structuredClone`
 * or any recursive walk on the way, so it is refused up front.
 */
export const MAX_JSON_DEPTH = 32;

/** True when a parsed JSON value nests arrays and objects deeper than `max`. Iterative: any depth is safe to ask about. */
export function jsonDeeperThan(value: unknown, max: number = MAX_JSON_DEPTH): boolean {
  const stack: Array<[unknown, number]> = [[value, 1]];
  while (stack.length > 0) {
    const [node, depth] = stack.pop()!;
    if (node === null || typeof node !== 'object') continue;
    if (depth > max) return true;
    for (const child of Object.values(node)) if (child !== null && typeof child === 'object') stack.push([child, depth + 1]);
  }
  return false;
}

/** The abort error fetch rejects with: the signal's reason, or an `AbortError` DOMException. */
export function abortError(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException('This operation was aborted', 'AbortError');
}

/** Waits `ms`, rejecting with the abort error as soon as `signal` aborts. */
export function delay(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(abortError(signal));
    const onAbort = () => {
      clearTimeout(timer);
      reject(abortError(signal as AbortSignal));
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
