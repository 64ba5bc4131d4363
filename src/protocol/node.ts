/**
 * Adapters from WHATWG handlers (`(request: Request) => Promise<Response>`) to Node's `http`
 * server and to connect-style middleware (Vite's dev server, Express). Node only: the proxy
 * (`tip-elements/server`) and the sandbox's HTTP server (`tip-elements/sandbox/server`) both
 * serve through them.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { once } from 'node:events';
import { readCapped } from './body.js';

/** A WHATWG fetch handler: what `createTipProxy` and `sandbox.handle` are. */
export type RequestHandler = (request: Request) => Promise<Response>;

/** A Node `http` request listener. */
export type NodeHandler = (req: IncomingMessage, res: ServerResponse) => void;

/**
 * A connect-style request: `originalUrl` from connect or Express, and `body` when a body parser
 * (`express.json()`, …) has already read the request.
 */
export type ConnectRequest = IncomingMessage & { originalUrl?: string; body?: unknown };

/** A connect-style middleware; it answers every request it is given and never calls `next`. */
export type ConnectMiddleware = (req: ConnectRequest, res: ServerResponse, next?: (error?: unknown) => void) => void;

export interface NodeAdapterOptions {
  /**
   * Request bodies larger than this are answered 413 `payload_too_large` without calling the
   * handler. Default 1 MiB. The handler may enforce a smaller cap of its own.
   */
  maxBodyBytes?: number;
}

/** Default body cap of the adapters: 1 MiB. */
export const NODE_MAX_BODY_BYTES = 1024 * 1024;

// Connection-level headers describe the hop to this server, not the request.
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'te',
  'trailer',
  'host',
  'content-length',
  'expect',
  'http2-settings',
]);

class BodyTooLarge extends Error {}
class BodyAlreadyRead extends Error {}

function errorBody(code: string, message: string): string {
  return JSON.stringify({ error: { code, message } });
}

/** Reads the body into memory, stopping (and throwing) as soon as it passes `max` bytes. */
async function readBody(req: IncomingMessage, max: number): Promise<Uint8Array<ArrayBuffer>> {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > max) throw new BodyTooLarge();
  const bytes = await readCapped(req, max);
  if (!bytes) throw new BodyTooLarge();
  return bytes;
}

function requestUrl(req: IncomingMessage, path: string): string {
  const host = req.headers.host;
  if (host) {
    try {
      return new URL(path, `http://${host}`).href;
    } catch {
      // A malformed Host header: the path is all that matters for routing.
    }
  }
  return new URL(path, 'http://localhost').href;
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

async function toRequest(req: ConnectRequest, path: string, max: number, signal: AbortSignal, useParsed: boolean): Promise<Request> {
  const method = req.method ?? 'GET';
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || HOP_BY_HOP.has(name)) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v);
  }
  const hasBody = method !== 'GET' && method !== 'HEAD';
  const body = !hasBody ? undefined : useParsed && streamSpent(req) ? parsedBody(req, max) : await readBody(req, max);
  return new Request(requestUrl(req, path), { method, headers, signal, ...(body ? { body } : {}) });
}

async function writeResponse(res: ServerResponse, response: Response): Promise<void> {
  res.statusCode = response.status;
  const cookies = response.headers.getSetCookie();
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') res.setHeader(name, value);
  });
  if (cookies.length > 0) res.setHeader('set-cookie', cookies);
  if (response.body) {
    for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
      if (res.destroyed) return;
      if (!res.write(chunk)) await once(res, 'drain');
    }
  }
  res.end();
}

function fail(res: ServerResponse, status: number, code: string, message: string, closeConnection = false): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  res.statusCode = status;
  res.setHeader('content-type', 'application/json; charset=utf-8');
  res.setHeader('cache-control', 'no-store');
  if (closeConnection) res.setHeader('connection', 'close');
  res.end(errorBody(code, message));
}

async function serve(
  handler: RequestHandler,
  req: ConnectRequest,
  res: ServerResponse,
  path: string,
  max: number,
  useParsed: boolean,
): Promise<void> {
  // The Request's signal aborts when the client goes away before the answer is written.
  const controller = new AbortController();
  res.once('close', () => {
    if (!res.writableFinished) controller.abort();
  });
  let request: Request;
  try {
    request = await toRequest(req, path, max, controller.signal, useParsed);
  } catch (error) {
    if (error instanceof BodyTooLarge) {
      // Discard whatever else arrives, and close the connection once the answer is out.
      req.resume();
      fail(res, 413, 'payload_too_large', `The request body is larger than ${max} bytes`, true);
    } else if (error instanceof BodyAlreadyRead) {
      fail(res, 400, 'bad_request', 'The request body was read by an earlier middleware and not kept as JSON');
    } else {
      fail(res, 400, 'bad_request', 'The request body could not be read');
    }
    return;
  }
  let response: Response;
  try {
    response = await handler(request);
  } catch {
    if (controller.signal.aborted) return;
    fail(res, 500, 'internal_error', 'The handler failed');
    return;
  }
  try {
    await writeResponse(res, response);
  } catch {
    res.destroy();
  }
}

/**
 * Serves a WHATWG handler from Node's `http` server: the Node request becomes a `Request`
 * (body read with a byte cap, signal aborted when the client disconnects) and the `Response`
 * is written back, streamed.
 *
 * ```ts
 * http.createServer(toNodeHandler(createTipProxy({ ... }))).listen(3000);
 * ```
 */
export function toNodeHandler(handler: RequestHandler, options: NodeAdapterOptions = {}): NodeHandler {
  const max = options.maxBodyBytes ?? NODE_MAX_BODY_BYTES;
  return (req, res) => {
    void serve(handler, req, res, req.url ?? '/', max, false);
  };
}

/**
 * The same adapter as connect-style middleware, for `app.use(prefix, …)` in Express or
 * `server.middlewares.use(prefix, …)` in Vite. The handler sees the full original path
 * (connect strips the mount prefix from `req.url`; this uses `req.originalUrl`), answers every
 * request it receives, and never calls `next`. Behind a body parser (`app.use(express.json())`)
 * the stream is already spent: the handler then gets `req.body` again, as JSON.
 */
export function toConnectMiddleware(handler: RequestHandler, options: NodeAdapterOptions = {}): ConnectMiddleware {
  const max = options.maxBodyBytes ?? NODE_MAX_BODY_BYTES;
  return (req, res) => {
    void serve(handler, req, res, req.originalUrl ?? req.url ?? '/', max, true);
  };
}
