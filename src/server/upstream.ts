/**
 * The proxy's call to the tip service when no `fetch` is given: Node's own `http`/`https` client
 * (keep-alive global agents), about 40% of the CPU of a `fetch` call, which builds a Request,
 * a Response and web streams around the same socket work. It does what the proxy asks of fetch
 * and no more: one POST, no redirect followed (a 3xx is returned as it is), the answer
 * decompressed as fetch would (gzip, deflate, br) and read up to a byte cap on the decompressed
 * size, the request destroyed as soon as the proxy stops it (time out, browser gone).
 */
import { request as httpRequest, type IncomingMessage, type RequestOptions } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream';
import { urlToHttpOptions } from 'node:url';
import { constants, createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import { readCappedText } from '../protocol/body.js';

/** What the service answered: `text` is undefined when the answer is larger than the cap. */
export interface UpstreamAnswer {
  status: number;
  contentType: string | null;
  text: string | undefined;
}

const NULL_BODY_STATUS = new Set([204, 205]);

/** The decoders for a `content-encoding`, outermost last; none for an encoding fetch would pass through undecoded. */
function decoders(encoding: string | undefined): Readable[] {
  if (!encoding) return [];
  const codings = encoding.toLowerCase().split(',').map((c) => c.trim()).filter((c) => c !== '' && c !== 'identity');
  const out = [];
  // Undone in the reverse of the order they were applied.
  for (const coding of codings.reverse()) {
    // Lenient on a truncated stream, as fetch is.
    if (coding === 'gzip' || coding === 'x-gzip') out.push(createGunzip({ flush: constants.Z_SYNC_FLUSH, finishFlush: constants.Z_SYNC_FLUSH }));
    else if (coding === 'deflate') out.push(createInflate({ flush: constants.Z_SYNC_FLUSH, finishFlush: constants.Z_SYNC_FLUSH }));
    else if (coding === 'br') out.push(createBrotliDecompress({ flush: constants.BROTLI_OPERATION_FLUSH, finishFlush: constants.BROTLI_OPERATION_FLUSH }));
    else return [];
  }
  return out;
}

/** Reads `res` (decompressed) as UTF-8 text, at most `maxBytes` of it; undefined, with everything destroyed, past that. */
async function readAnswer(res: IncomingMessage, maxBytes: number): Promise<string | undefined> {
  const chain = decoders(res.headers['content-encoding']);
  const stream: Readable = chain.length === 0 ? res : (pipeline([res, ...chain], () => undefined) as unknown as Readable);
  // A connection closed before the end of the answer ends the iteration with an error: not an answer.
  const text = await readCappedText(stream, maxBytes);
  if (text === undefined) {
    res.destroy();
    for (const d of chain) d.destroy();
  }
  return text;
}

/** Each service URL as `http.request` options, worked out once (what Node does with a URL on every call). */
const targets = new WeakMap<URL, RequestOptions>();
function targetOf(url: URL): RequestOptions {
  let target = targets.get(url);
  if (!target) targets.set(url, (target = urlToHttpOptions(url)));
  return target;
}

/**
 * How the proxy stops a call without an AbortController: `stopped` once it is asked to stop (a call
 * not yet started then never starts), `stop` set by the call while it is open.
 */
export interface Stoppable {
  stopped?: Error;
  stop?: (reason: Error) => void;
}

/**
 * POSTs `body` to `url` and reads the answer as the proxy's relay needs it. Rejects when the
 * service cannot be reached, the connection fails, or `control` is stopped (the socket is destroyed).
 */
export function postWithNode(url: URL, headers: Record<string, string>, body: string, maxBytes: number, control: Stoppable): Promise<UpstreamAnswer> {
  return new Promise((resolve, reject) => {
    if (control.stopped) return reject(control.stopped);
    const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
    const req = send({ ...targetOf(url), method: 'POST', headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) } });
    control.stop = (reason) => req.destroy(reason);
    const settle = <T>(fn: (value: T) => void) => (value: T) => {
      control.stop = undefined;
      fn(value);
    };
    const ok = settle(resolve);
    const fail = settle(reject);
    req.on('error', fail);
    req.on('response', (res) => {
      const status = res.statusCode ?? 0;
      const contentType = res.headers['content-type'] ?? null;
      // A redirect is never followed, nor its body read; a null-body status has none.
      if (status >= 300 && status < 400) {
        res.destroy();
        return ok({ status, contentType, text: '' });
      }
      if (NULL_BODY_STATUS.has(status)) {
        res.resume();
        return ok({ status, contentType, text: '' });
      }
      readAnswer(res, maxBytes).then((text) => ok({ status, contentType, text }), fail);
    });
    req.end(body);
  });
}
