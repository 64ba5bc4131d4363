/**
 * The HTTP side of the wire that the sandbox and the proxy share: the one error type and error
 * body, JSON answers, which content types are read as JSON, and how a payload's schema issues
 * become an error. Web APIs only, so they run in browsers as well as in Node.
 */
import * as z from 'zod/mini';
import { MAX_REQUEST_AMOUNT } from '../money/money.js';
import { findOversize, oversizeMessage, type Oversize } from './limits.js';

export { HttpError, type ErrorDetails } from './http-error.js';
import { HttpError, type ErrorDetails } from './http-error.js';

/** The one error body: `{ error: { code, message } }`, plus `field` and `max` for an oversize field. */
export function errorBody(code: string, message: string, details?: ErrorDetails): { error: { code: string; message: string } & Partial<ErrorDetails> } {
  return { error: details ? { code, message, field: details.field, max: details.max } : { code, message } };
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

/** The one error body ({@link errorBody}) as a response. */
export function errorResponse(
  status: number,
  code: string,
  message: string,
  headers: Record<string, string> = {},
  details?: ErrorDetails,
): Response {
  return jsonResponse(status, errorBody(code, message, details), headers);
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

/** One schema issue, its path dotted: `{ path: 'tipSelections.0.amount', message }`. */
export interface SchemaIssue {
  path: string;
  message: string;
}

/** Schema issues as `{ path: 'tipSelections.0.amount', message }`. */
export function issuesOf(issues: readonly z.core.$ZodIssue[]): SchemaIssue[] {
  return issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message }));
}

/**
 * The refusal of a payload with an array or a string over its bound: 413 `too_many` (an array)
 * or `too_long` (a string), naming the `field` (its dotted path in the payload) and its `max`.
 */
export function oversizeError(oversize: Oversize): HttpError {
  return new HttpError(413, oversize.code, `${oversize.field ? `payload.${oversize.field}` : 'payload'}: ${oversizeMessage(oversize)}`, { field: oversize.field, max: oversize.max });
}

/**
 * A payload checked against its schema the cheap way first: an array or a string over its bound
 * is refused ({@link oversizeError}) before any item is parsed; then the schema's parse
 * ({@link payloadError} on failure). Returns the parsed payload.
 */
export function checkPayload<T extends z.ZodMiniType>(schema: T, payload: unknown): z.output<T> {
  const oversize = findOversize(schema, payload);
  if (oversize) throw oversizeError(oversize);
  const checked = z.safeParse(schema, payload);
  if (!checked.success) throw payloadError(checked.error.issues);
  return checked.data;
}

/**
 * The answer to a payload that fails its schema: 413 `too_many`/`too_long` for an array or a
 * string over its bound, 422 `amount_too_large` when the only problems are amounts over the bound
 * (well-formed, but more than the service takes), else 400 `validation`. The message lists each
 * issue with its path (`payload.amounts.0: …`).
 */
export function payloadError(issues: readonly z.core.$ZodIssue[]): HttpError {
  const long = issues.find((i) => i.code === 'too_big' && (i.origin === 'array' || i.origin === 'string'));
  if (long && long.code === 'too_big') {
    return oversizeError({ code: long.origin === 'array' ? 'too_many' : 'too_long', field: long.path.map(String).join('.'), max: Number(long.maximum) });
  }
  const listed = issuesOf(issues)
    .map((i) => (i.path ? `payload.${i.path}: ${i.message}` : `payload: ${i.message}`))
    .join('; ');
  const overBound = (i: z.core.$ZodIssue) => i.code === 'too_big' && i.origin === 'number' && i.maximum === MAX_REQUEST_AMOUNT;
  const tooLarge = issues.length > 0 && issues.every(overBound);
  return tooLarge ? new HttpError(422, 'amount_too_large', listed) : new HttpError(400, 'validation', listed);
}
