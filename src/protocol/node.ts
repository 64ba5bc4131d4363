/**
 * Adapters from WHATWG handlers (`(request: Request) => Promise<Response>`) to Node's `http`
 * server and to connect-style middleware (Vite's dev server, Express), and a Node server with
 * its own time limits. Node only: the proxy (`tip-elements/server`) and the sandbox's HTTP server
 * (`tip-elements/sandbox/server`) both serve through them.
 */
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { once } from 'node:events';
import { readCapped } from './body.js';

export { NODE_ENTRY } from './node-entry.js';
export type { NodeAnswer, NodeCall, NodeEntry, RequestHandler } from './node-entry.js';
import { NODE_ENTRY, type NodeAnswer, type NodeCall, type NodeEntry, type RequestHandler } from './node-entry.js';

/** A WHATWG handler that may carry a Node-level entry. */
type MaybeFast = RequestHandler & { [NODE_ENTRY]?: NodeEntry };

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
  /**
   * The whole body must arrive within this many ms of the headers; a slower one is answered 408
   * `request_timeout` and its connection closed, without calling the handler. Default
   * {@link NODE_BODY_TIMEOUT_MS} (10 s).
   */
  bodyTimeoutMs?: number;
  /**
   * The most requests this adapter serves at once once their bodies are in (each until its answer
   * is written or its client leaves); one more is answered 503 `server_busy` with
   * `Retry-After: 1`, without calling the handler. Requests still sending their bodies count
   * against `maxUploadingRequests` instead. Default {@link NODE_MAX_CONCURRENT_REQUESTS} (256).
   */
  maxConcurrentRequests?: number;
  /**
   * The most requests whose bodies are still arriving at once. When one more arrives, the one that
   * has been sending its body longest is answered 408 `request_timeout` and disconnected, so slow
   * or endless bodies cannot keep an honest request (whose body comes in one packet) from being
   * read. Default {@link NODE_MAX_UPLOADING_REQUESTS} (256).
   */
  maxUploadingRequests?: number;
}

/** {@link createNodeServer}'s options: the adapter's, and the connection limits only a server can set. */
export interface NodeServerOptions extends NodeAdapterOptions {
  /**
   * The request line and headers must arrive within this many ms of the connection (or of the
   * previous request on it); a slower client gets 408 and is disconnected. Default
   * {@link NODE_HEADERS_TIMEOUT_MS} (10 s; Node's own is 60 s).
   */
  headersTimeoutMs?: number;
  /**
   * The whole request, headers and body, must arrive within this many ms of the connection (or of
   * the previous request on it); a slower one gets 408 from Node and is disconnected. Default
   * {@link NODE_REQUEST_TIMEOUT_MS} (15 s).
   */
  requestTimeoutMs?: number;
  /**
   * A kept-alive connection with no request for this many ms is closed. Default
   * {@link NODE_IDLE_TIMEOUT_MS} (5 s).
   */
  idleTimeoutMs?: number;
}

/** Default body cap of the adapters: 1 MiB. */
export const NODE_MAX_BODY_BYTES = 1024 * 1024;
/** Default time for a request's body to arrive, after its headers: 10 s. */
export const NODE_BODY_TIMEOUT_MS = 10_000;
/** Default cap on requests served at once by one adapter: 256. */
export const NODE_MAX_CONCURRENT_REQUESTS = 256;
/** Default cap on requests whose bodies are still arriving, per adapter: 256. */
export const NODE_MAX_UPLOADING_REQUESTS = 256;
/** Default time for a whole request, headers and body, to arrive ({@link createNodeServer}): 15 s. */
export const NODE_REQUEST_TIMEOUT_MS = 15_000;
/** Default time for a request's headers to arrive ({@link createNodeServer}): 10 s. */
export const NODE_HEADERS_TIMEOUT_MS = 10_000;
/** Default time a kept-alive connection may sit idle ({@link createNodeServer}): 5 s. */
export const NODE_IDLE_TIMEOUT_MS = 5_000;

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
class BodyTimedOut extends Error {}
/** Pushed out by a newer request while its body was still arriving (see `maxUploadingRequests`). */
class BodyEvicted extends Error {}

/** A positive whole number of ms or requests, or a TypeError naming the option. */
function positive(name: string, value: number | undefined, fallback: number): number {
  const n = value ?? fallback;
  if (typeof n !== 'number' || !Number.isSafeInteger(n) || n <= 0) throw new TypeError(`${name} must be a positive integer (got ${String(n)})`);
  return n;
}

interface Limits {
  maxBodyBytes: number;
  bodyTimeoutMs: number;
  maxConcurrentRequests: number;
  maxUploadingRequests: number;
  /** Requests being served now, their bodies in. */
  active: number;
  /** Requests whose bodies are arriving, oldest first, each with the way to push it out. */
  uploading: Set<() => void>;
}

function limitsOf(options: NodeAdapterOptions): Limits {
  return {
    maxBodyBytes: positive('maxBodyBytes', options.maxBodyBytes, NODE_MAX_BODY_BYTES),
    bodyTimeoutMs: positive('bodyTimeoutMs', options.bodyTimeoutMs, NODE_BODY_TIMEOUT_MS),
    maxConcurrentRequests: positive('maxConcurrentRequests', options.maxConcurrentRequests, NODE_MAX_CONCURRENT_REQUESTS),
    maxUploadingRequests: positive('maxUploadingRequests', options.maxUploadingRequests, NODE_MAX_UPLOADING_REQUESTS),
    active: 0,
    uploading: new Set(),
  };
}

function errorBody(code: string, message: string): string {
  return JSON.stringify({ error: { code, message } });
}

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

/** The request's body as the adapter reads it: undefined for GET and HEAD, `req.body` again behind a body parser. */
async function bodyOf(req: ConnectRequest, limits: Limits, useParsed: boolean): Promise<Uint8Array<ArrayBuffer> | undefined> {
  const method = req.method ?? 'GET';
  if (method === 'GET' || method === 'HEAD') return undefined;
  return useParsed && streamSpent(req) ? parsedBody(req, limits.maxBodyBytes) : readBody(req, limits);
}

function toRequest(req: ConnectRequest, path: string, body: Uint8Array<ArrayBuffer> | undefined, signal: AbortSignal): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || HOP_BY_HOP.has(name)) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v);
  }
  return new Request(requestUrl(req, path), { method: req.method ?? 'GET', headers, signal, ...(body ? { body } : {}) });
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

/** Whether the client is still there, told once when it leaves before its answer is written. */
class Departure {
  aborted = false;
  private listeners: Array<() => void> | undefined;
  onAbort(listener: () => void): () => void {
    (this.listeners ??= []).push(listener);
    return () => {
      const at = this.listeners?.indexOf(listener) ?? -1;
      if (at !== -1) this.listeners!.splice(at, 1);
    };
  }
  leave(): void {
    this.aborted = true;
    const listeners = this.listeners;
    this.listeners = undefined;
    for (const listener of listeners ?? []) listener();
  }
}

/** A signal that aborts when the client leaves (what a `Request`'s signal is here). */
function signalOf(departure: Departure): AbortSignal {
  const controller = new AbortController();
  if (departure.aborted) controller.abort();
  else departure.onAbort(() => controller.abort());
  return controller.signal;
}

/** A {@link NodeCall} for one request. */
class Call implements NodeCall {
  private built: Request | undefined;
  constructor(
    private readonly req: ConnectRequest,
    readonly target: string,
    readonly body: Uint8Array<ArrayBuffer> | undefined,
    private readonly departure: Departure,
  ) {}
  get method(): string {
    return this.req.method ?? 'GET';
  }
  get headers(): IncomingHttpHeaders {
    return this.req.headers;
  }
  get aborted(): boolean {
    return this.departure.aborted;
  }
  onAbort(listener: () => void): () => void {
    return this.departure.onAbort(listener);
  }
  request(): Request {
    return (this.built ??= toRequest(this.req, this.target, this.body, signalOf(this.departure)));
  }
}

function writeAnswer(res: ServerResponse, answer: NodeAnswer): void {
  if (res.destroyed) return;
  res.writeHead(answer.status, answer.headers);
  if (answer.body === null) res.end();
  else res.end(answer.body);
}

async function serve(
  handler: MaybeFast,
  req: ConnectRequest,
  res: ServerResponse,
  path: string,
  limits: Limits,
  useParsed: boolean,
): Promise<void> {
  // The handler hears when the client goes away before the answer is written.
  const departure = new Departure();
  let counted = false;
  res.once('close', () => {
    if (counted) limits.active--;
    if (!res.writableFinished) departure.leave();
  });
  let body: Uint8Array<ArrayBuffer> | undefined;
  try {
    body = await bodyOf(req, limits, useParsed);
  } catch (error) {
    if (error instanceof BodyEvicted) {
      fail(res, 408, 'request_timeout', 'The request body was still arriving when newer requests needed its place', true);
      req.destroy();
    } else if (error instanceof BodyTooLarge) {
      // Discard whatever else arrives, and close the connection once the answer is out.
      req.resume();
      fail(res, 413, 'payload_too_large', `The request body is larger than ${limits.maxBodyBytes} bytes`, true);
    } else if (error instanceof BodyTimedOut) {
      fail(res, 408, 'request_timeout', `The request body did not arrive within ${limits.bodyTimeoutMs} ms`, true);
    } else if (error instanceof BodyAlreadyRead) {
      fail(res, 400, 'bad_request', 'The request body was read by an earlier middleware and not kept as JSON');
    } else {
      fail(res, 400, 'bad_request', 'The request body could not be read');
    }
    return;
  }
  if (res.destroyed) return;
  if (limits.active >= limits.maxConcurrentRequests) {
    res.setHeader('retry-after', '1');
    fail(res, 503, 'server_busy', `More than ${limits.maxConcurrentRequests} requests at once; retry shortly`);
    return;
  }
  limits.active++;
  counted = true;
  const entry = handler[NODE_ENTRY];
  if (entry) {
    let answer: NodeAnswer;
    try {
      answer = await entry(new Call(req, path, body, departure));
    } catch {
      if (departure.aborted) return;
      fail(res, 500, 'internal_error', 'The handler failed');
      return;
    }
    try {
      writeAnswer(res, answer);
    } catch {
      res.destroy();
    }
    return;
  }
  let response: Response;
  try {
    let request: Request;
    try {
      request = toRequest(req, path, body, signalOf(departure));
    } catch {
      fail(res, 400, 'bad_request', 'The request body could not be read');
      return;
    }
    response = await handler(request);
  } catch {
    if (departure.aborted) return;
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
 * (body read with a byte cap and a time limit, signal aborted when the client disconnects) and
 * the `Response` is written back, streamed. A handler carrying a {@link NODE_ENTRY} (the proxy)
 * is called through it instead, without a `Request` or a `Response`. At most
 * `maxConcurrentRequests` are served at once.
 * The header and idle time limits belong to the server: {@link createNodeServer} sets them.
 *
 * ```ts
 * http.createServer(toNodeHandler(createTipProxy({ ... }))).listen(3000);
 * ```
 */
export function toNodeHandler(handler: RequestHandler, options: NodeAdapterOptions = {}): NodeHandler {
  const limits = limitsOf(options);
  return (req, res) => {
    void serve(handler, req, res, req.url ?? '/', limits, false);
  };
}

/**
 * The same adapter as connect-style middleware, for `app.use(prefix, …)` in Express or
 * `server.middlewares.use(prefix, …)` in Vite. The handler sees the full original path
 * (connect strips the mount prefix from `req.url`; this uses `req.originalUrl`), answers every
 * request it receives, and never calls `next`. Behind a body parser (`app.use(express.json())`)
 * the stream is already spent: the handler then gets `req.body` again, as JSON. The host's
 * server keeps its own header and idle time limits (Node's defaults: 60 s for headers, 5 s idle).
 */
export function toConnectMiddleware(handler: RequestHandler, options: NodeAdapterOptions = {}): ConnectMiddleware {
  const limits = limitsOf(options);
  return (req, res) => {
    void serve(handler, req, res, req.originalUrl ?? req.url ?? '/', limits, true);
  };
}

/**
 * A Node `http` server for a WHATWG handler ({@link toNodeHandler}) with time limits of its own
 * rather than Node's (60 s for the headers, 300 s for the whole request): the headers within
 * `headersTimeoutMs`, the body within `bodyTimeoutMs` after them, the whole request within
 * `requestTimeoutMs`, an idle kept-alive connection
 * closed after `idleTimeoutMs`, and at most `maxConcurrentRequests` at once. Not listening yet.
 *
 * ```ts
 * createNodeServer(createTipProxy({ ... }), { headersTimeoutMs: 5000 }).listen(3000);
 * ```
 */
export function createNodeServer(handler: RequestHandler, options: NodeServerOptions = {}): Server {
  const headersTimeout = positive('headersTimeoutMs', options.headersTimeoutMs, NODE_HEADERS_TIMEOUT_MS);
  const idleTimeout = positive('idleTimeoutMs', options.idleTimeoutMs, NODE_IDLE_TIMEOUT_MS);
  const requestTimeout = positive('requestTimeoutMs', options.requestTimeoutMs, NODE_REQUEST_TIMEOUT_MS);
  const listener = toNodeHandler(handler, options);
  const server = createServer(
    {
      // Node checks the header and request time limits on this interval (30 s by default):
      // often enough that a limit is kept to within a fifth of itself.
      connectionsCheckingInterval: Math.max(10, Math.min(30_000, Math.floor(headersTimeout / 5))),
      headersTimeout,
      // The whole request, headers and body; the adapter's own body limit may answer first.
      requestTimeout,
      keepAliveTimeout: idleTimeout,
    },
    listener,
  );
  return server;
}
