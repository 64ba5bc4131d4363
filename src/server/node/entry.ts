/**
 * The door between a fetch handler and the Node adapters (./adapter.ts), without Node: the proxy
 * imports it, and a proxy that runs where there is no `node:http` (an edge runtime, a browser
 * test) must not load the adapters to carry its Node-level entry. Types and one symbol only.
 */
import type { IncomingHttpHeaders } from 'node:http';

/** A WHATWG fetch handler: what `createTipProxy` and `sandbox.handle` are. */
export type RequestHandler = (request: Request) => Promise<Response>;

/**
 * The key of a handler's Node-level entry (internal): a handler that carries a {@link NodeEntry}
 * under it is served by these adapters through that entry, with the request as the adapter read
 * it (no `Request`, no `Response`, no web streams); any other handler through the WHATWG path.
 * Both paths must answer alike: the entry is a faster door to the same handler, not another one.
 */
export const NODE_ENTRY: unique symbol = Symbol.for('tip-elements.node-entry') as never;

/** A request as the Node adapter hands it to a {@link NodeEntry}. */
export interface NodeCall {
  method: string;
  /** The request target as received: `req.url`, or `req.originalUrl` under connect. */
  target: string;
  /** Node's parsed headers (lower-case names, repeated ones joined as Node joins them). */
  headers: IncomingHttpHeaders;
  /** The whole body, read with the adapter's cap and time limit; undefined for GET and HEAD. */
  body: Uint8Array<ArrayBuffer> | undefined;
  /** True once the client has left before its answer was written. */
  readonly aborted: boolean;
  /** Calls `listener` once if the client leaves before its answer is written; returns the way to stop listening. */
  onAbort(listener: () => void): () => void;
  /** The same request as the WHATWG path would give the handler, for a host callback that takes one; built on first call. */
  request(): Request;
}

/** A {@link NodeEntry}'s answer: its headers as a flat `[name, value, name, value, …]` list, its body as text (null for none). */
export interface NodeAnswer {
  status: number;
  headers: string[];
  body: string | null;
}

/** A handler's Node-level entry (see {@link NODE_ENTRY}). */
export type NodeEntry = (call: NodeCall) => Promise<NodeAnswer>;

