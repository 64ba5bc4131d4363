/**
 * What the proxy writes back: a status and a JSON body it wrote itself, with only its own headers,
 * as a `Response` (the WHATWG door) or as the Node adapter's answer (byte for byte the same).
 */
import { errorBody, type ErrorDetails } from '../protocol/http.js';
import type { NodeAnswer } from './node/entry.js';

/** The only headers the proxy ever sends a browser (plus `allow` on a 405 and `Idempotent-Replayed` on a replay). */
export const HEADERS = { 'content-type': 'application/json', 'x-content-type-options': 'nosniff', 'cache-control': 'no-store' };

/** What the proxy answers: a status and a JSON body it wrote itself (null for 204/205). */
export interface Answer {
  status: number;
  body: string | null;
}

export function failure(status: number, code: string, message: string, details?: ErrorDetails): Answer {
  return { status, body: JSON.stringify(errorBody(code, message, details)) };
}

const encoder = new TextEncoder();

/** Extra headers of an answer: `allow` on a 405, `idempotent-replayed` on a replay. */
export type Extra = Record<string, string> | undefined;

export function toResponse(answer: Answer, extra?: Extra): Response {
  if (answer.body === null) return new Response(null, { status: answer.status, headers: { ...HEADERS, ...extra } });
  // The length is declared so a browser client can read the answer whole instead of streaming it
  // (Chromium reports a streamed no-store answer as ERR_ABORTED even though it arrived whole).
  const bytes = encoder.encode(answer.body);
  return new Response(bytes, { status: answer.status, headers: { ...HEADERS, 'content-length': String(bytes.byteLength), ...extra } });
}

/**
 * The same answer for the Node adapter: the same headers in the order a `Response` lists them
 * (sorted by name), so the two paths write the same bytes.
 */
export function toNodeAnswer(answer: Answer, extra?: Extra): NodeAnswer {
  const length = answer.body === null ? undefined : Buffer.byteLength(answer.body);
  if (extra === undefined && length !== undefined) {
    return {
      status: answer.status,
      headers: ['cache-control', 'no-store', 'content-length', String(length), 'content-type', 'application/json', 'x-content-type-options', 'nosniff'],
      body: answer.body,
    };
  }
  const all: Record<string, string> = { ...HEADERS, ...(length === undefined ? {} : { 'content-length': String(length) }), ...extra };
  const headers: string[] = [];
  for (const name of Object.keys(all).sort()) headers.push(name, all[name]!);
  return { status: answer.status, headers, body: answer.body };
}

