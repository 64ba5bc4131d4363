/**
 * `createNodeServer`: a Node `http` server around the adapter, with connection time limits of its
 * own rather than Node's.
 */
import { createServer, type Server } from 'node:http';
import { toNodeHandler } from './adapter.js';
import type { RequestHandler } from './entry.js';
import { NODE_HEADERS_TIMEOUT_MS, NODE_IDLE_TIMEOUT_MS, NODE_REQUEST_TIMEOUT_MS, positive, type NodeServerOptions } from './limits.js';

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
