/**
 * Reading a request's body in the Node adapters: with a byte cap and a time limit, admitted
 * against the adapter's cap on bodies arriving at once (the oldest upload makes room), or, behind
 * a body parser that has already spent the stream, taken again from `req.body`. Each failure is
 * its own error class, so the adapter answers each with its own status.
 */
import type { IncomingMessage } from 'node:http';
import { readCapped } from '../../protocol/body.js';
import type { Limits } from './limits.js';

/**
 * A connect-style request: `originalUrl` from connect or Express, and `body` when a body parser
 * (`express.json()`, …) has already read the request.
 */
export type ConnectRequest = IncomingMessage & { originalUrl?: string; body?: unknown };

/** The body is past the adapter's `maxBodyBytes` (declared or counted). */
export class BodyTooLarge extends Error {}
/** A body parser spent the stream and left nothing the adapter can send on as JSON. */
export class BodyAlreadyRead extends Error {}
/** The body did not all arrive within `bodyTimeoutMs` of the headers. */
export class BodyTimedOut extends Error {}
/** Pushed out by a newer request while its body was still arriving (see `maxUploadingRequests`). */
export class BodyEvicted extends Error {}

/**
 * Reads the body into memory, stopping (and throwing) as soon as it passes `max` bytes, or when
 * it has not all arrived within `timeoutMs`.
 */
function readBody(req: IncomingMessage, limits: Limits): Promise<Uint8Array<ArrayBuffer>> {
  const max = limits.maxBodyBytes;
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > max) return Promise.reject(new BodyTooLarge());
  return new Promise((resolve, reject) => {
    const evict = () => {
      clearTimeout(timer);
      limits.uploading.delete(evict);
      reject(new BodyEvicted());
    };
    // The oldest upload makes room for this one.
    if (limits.uploading.size >= limits.maxUploadingRequests) {
      const [oldest] = limits.uploading;
      oldest?.();
    }
    limits.uploading.add(evict);
    // Once the timeout has answered, the abandoned read ends with the connection: nothing to report.
    const timer = setTimeout(() => {
      limits.uploading.delete(evict);
      reject(new BodyTimedOut());
    }, limits.bodyTimeoutMs);
    readCapped(req, max).then(
      (bytes) => {
        clearTimeout(timer);
        limits.uploading.delete(evict);
        if (bytes) resolve(bytes);
        else reject(new BodyTooLarge());
      },
      (error: unknown) => {
        clearTimeout(timer);
        limits.uploading.delete(evict);
        reject(error);
      },
    );
  });
}

/** True once something else (a body parser) has read the request's stream to its end. */
function streamSpent(req: IncomingMessage): boolean {
  return req.readableEnded || (req.complete && !req.readable);
}

/**
 * The body a body parser left on `req.body` after reading the stream, as bytes again: bytes and
 * strings as they are, anything else (what `express.json()` or `express.urlencoded()` parsed) as
 * JSON. The request keeps its own content type, so the handler still judges what was sent.
 */
function parsedBody(req: ConnectRequest, max: number): Uint8Array<ArrayBuffer> {
  const body = req.body;
  if (body === undefined) throw new BodyAlreadyRead();
  let bytes: Uint8Array;
  if (body instanceof Uint8Array) bytes = body;
  else if (typeof body === 'string') bytes = new TextEncoder().encode(body);
  else {
    let text: string | undefined;
    try {
      text = JSON.stringify(body);
    } catch {
      // Nested deeper than the stack allows; nothing a real request needs.
      throw new BodyAlreadyRead();
    }
    bytes = new TextEncoder().encode(text ?? '');
  }
  if (bytes.byteLength > max) throw new BodyTooLarge();
  return new Uint8Array(bytes);
}

/** The request's body as the adapter reads it: undefined for GET and HEAD, `req.body` again behind a body parser. */
export async function bodyOf(req: ConnectRequest, limits: Limits, useParsed: boolean): Promise<Uint8Array<ArrayBuffer> | undefined> {
  const method = req.method ?? 'GET';
  if (method === 'GET' || method === 'HEAD') return undefined;
  return useParsed && streamSpent(req) ? parsedBody(req, limits.maxBodyBytes) : readBody(req, limits);
}
