/**
 * A Node request as the handler sees it: a WHATWG `Request` (hop-by-hop headers dropped, its
 * signal aborted when the client leaves), or a {@link NodeCall} for a handler's Node-level entry.
 */
import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';
import type { ConnectRequest } from './body.js';
import type { NodeCall } from './entry.js';

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

/** The WHATWG `Request` for a Node request whose body the adapter has read. */
export function toRequest(req: ConnectRequest, path: string, body: Uint8Array<ArrayBuffer> | undefined, signal: AbortSignal): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || HOP_BY_HOP.has(name)) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v);
  }
  return new Request(requestUrl(req, path), { method: req.method ?? 'GET', headers, signal, ...(body ? { body } : {}) });
}

/** Whether the client is still there, told once when it leaves before its answer is written. */
export class Departure {
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
export function signalOf(departure: Departure): AbortSignal {
  const controller = new AbortController();
  if (departure.aborted) controller.abort();
  else departure.onAbort(() => controller.abort());
  return controller.signal;
}

/** A {@link NodeCall} for one request. */
export class Call implements NodeCall {
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
