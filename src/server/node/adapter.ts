/**
 * Adapters from WHATWG handlers (`(request: Request) => Promise<Response>`) to Node's `http`
 * server and to connect-style middleware (Vite's dev server, Express): each request's body read
 * within the adapter's limits, then the handler called (through its Node-level entry when it
 * carries one) and its answer written. Node only: the proxy (`tip-elements/server`) and the
 * sandbox's HTTP server (`tip-elements/sandbox/server`) both serve through them.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { BodyAlreadyRead, BodyEvicted, BodyTimedOut, BodyTooLarge, bodyOf, type ConnectRequest } from './body.js';
import { NODE_ENTRY, type NodeAnswer, type NodeEntry, type RequestHandler } from './entry.js';
import { limitsOf, type Limits, type NodeAdapterOptions } from './limits.js';
import { Call, Departure, signalOf, toRequest } from './request.js';
import { fail, writeAnswer, writeResponse } from './response.js';

/** A WHATWG handler that may carry a Node-level entry. */
type MaybeFast = RequestHandler & { [NODE_ENTRY]?: NodeEntry };

/** A Node `http` request listener. */
export type NodeHandler = (req: IncomingMessage, res: ServerResponse) => void;

/** A connect-style middleware; it answers every request it is given and never calls `next`. */
export type ConnectMiddleware = (req: ConnectRequest, res: ServerResponse, next?: (error?: unknown) => void) => void;

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
 * The header and idle time limits belong to the server: `createNodeServer` (./server.ts) sets them.
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
