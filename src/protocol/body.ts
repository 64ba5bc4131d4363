/**
 * The one size-capped body reader, for every side of the wire: the client reading an answer, the
 * sandbox and the proxy reading a request, the proxy reading the service's answer, and the Node
 * adapter reading an `IncomingMessage`. It stops as soon as the cap is passed, so a huge or
 * endless body costs at most the cap. Then the JSON rules the sandbox and the proxy share.
 */
import { HttpError } from './http-error.js';

/** A body: a web stream (a fetch `Request`'s or `Response`'s) or any async iterable of bytes (a Node stream). */
export type ByteSource = ReadableStream<Uint8Array> | AsyncIterable<Uint8Array>;

/**
 * Reads `source` to its end, at most `maxBytes` of it (counted as read, so a body that lies about
 * its length or streams forever is still stopped). Undefined past the cap, with the source
 * cancelled (a web stream) or closed (an async iterable: a Node stream is destroyed).
 */
export async function readCapped(source: ByteSource | null, maxBytes: number): Promise<Uint8Array<ArrayBuffer> | undefined> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (source && 'getReader' in source) {
    const reader = source.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) {
        await reader.cancel().catch(() => undefined);
        return undefined;
      }
      chunks.push(value);
    }
  } else if (source) {
    for await (const chunk of source) {
      size += chunk.byteLength;
      // Leaving the loop closes the iterator.
      if (size > maxBytes) return undefined;
      chunks.push(chunk);
    }
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/** {@link readCapped} as UTF-8 text: undefined past the cap. */
export async function readCappedText(source: ByteSource | null, maxBytes: number): Promise<string | undefined> {
  const bytes = await readCapped(source, maxBytes);
  return bytes && new TextDecoder().decode(bytes);
}

function tooLarge(maxBytes: number): HttpError {
  return new HttpError(413, 'payload_too_large', `The request body is larger than ${maxBytes} bytes`);
}

/**
 * A request's body as UTF-8 text, refusing more than `maxBytes`: first by the declared
 * `content-length`, then by counting the bytes read. Throws a 413 `payload_too_large` HttpError.
 */
export async function readRequestText(request: Request, maxBytes: number): Promise<string> {
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) throw tooLarge(maxBytes);
  const text = await readCappedText(request.body, maxBytes);
  if (text === undefined) throw tooLarge(maxBytes);
  return text;
}

/**
 * A body already read whole (the Node adapter's), judged as {@link readJsonBody} judges a
 * request's: a 413 `payload_too_large` over `maxBytes`, then {@link parseJsonBody}.
 */
export function jsonOfBytes(bytes: Uint8Array, maxBytes: number): unknown {
  if (bytes.byteLength > maxBytes) throw tooLarge(maxBytes);
  return parseJsonBody(new TextDecoder().decode(bytes));
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
    // Arrays by index: no copy of a long array of numbers just to look at each once.
    const children: readonly unknown[] = Array.isArray(node) ? node : Object.values(node);
    for (let i = 0; i < children.length; i++) {
      const child = children[i];
      if (child !== null && typeof child === 'object') stack.push([child, depth + 1]);
    }
  }
  return false;
}

/** A request body's text as JSON: throws a 400 HttpError, `bad_json` or `too_deep` (past {@link MAX_JSON_DEPTH}). */
export function parseJsonBody(text: string): unknown {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new HttpError(400, 'bad_json', 'The request body is not valid JSON');
  }
  if (jsonDeeperThan(body)) throw new HttpError(400, 'too_deep', `The body nests deeper than ${MAX_JSON_DEPTH} levels`);
  return body;
}

/** A request's body read with a cap ({@link readRequestText}) and parsed ({@link parseJsonBody}). */
export async function readJsonBody(request: Request, maxBytes: number): Promise<unknown> {
  return parseJsonBody(await readRequestText(request, maxBytes));
}
