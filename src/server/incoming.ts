/**
 * A browser's request as the proxy reads it, from a WHATWG `Request` or from the Node adapter's
 * call: both doors are judged by the same code, so they answer alike.
 */
import { jsonOfBytes, readJsonBody } from '../protocol/body.js';
import type { NodeCall } from './node/entry.js';

/**
 * A browser's request as the proxy reads it, from a WHATWG `Request` or from the Node adapter's
 * fast path ({@link NODE_ENTRY}): both are judged by the same code, so they answer alike.
 */
export interface Incoming {
  method: string;
  /** The URL's path, as `new URL(request.url).pathname` gives it. */
  pathname(): string;
  /** A header's value as `Headers.get` gives it: null when absent. */
  header(name: string): string | null;
  /** The body's JSON: 413 over `maxBytes`, 400 `bad_json` or `too_deep`. */
  json(maxBytes: number): Promise<unknown>;
  /** The request as a `Request`, for the host's `authorize` and `accountToken` callbacks. */
  request(): Request;
  /** Whether the browser is still there (aborts its forwarded call when it leaves). */
  departure: Departure;
}

/** The browser's presence: an AbortSignal's or the Node adapter's. */
export interface Departure {
  readonly aborted: boolean;
  onAbort(listener: () => void): () => void;
}

export function fromRequest(request: Request): Incoming {
  const signal = request.signal;
  return {
    method: request.method,
    pathname: () => new URL(request.url).pathname,
    header: (name) => request.headers.get(name),
    json: (maxBytes) => readJsonBody(request, maxBytes),
    request: () => request,
    departure: {
      get aborted() {
        return signal.aborted;
      },
      onAbort(listener) {
        signal.addEventListener('abort', listener, { once: true });
        return () => signal.removeEventListener('abort', listener);
      },
    },
  };
}

/** A request target whose path the URL parser would leave as it is: no query, dot segment, escape or `//`. */
const PLAIN_PATH = /^\/(?!\/)[\w\-/]*$/;

export class FromNodeCall implements Incoming {
  readonly method: string;
  readonly departure: Departure;
  constructor(private readonly call: NodeCall) {
    this.method = call.method;
    this.departure = call;
  }
  pathname(): string {
    const target = this.call.target;
    return PLAIN_PATH.test(target) ? target : new URL(target, 'http://localhost').pathname;
  }
  header(name: string): string | null {
    const value = this.call.headers[name.toLowerCase()];
    return value === undefined ? null : Array.isArray(value) ? value.join(', ') : value;
  }
  json(maxBytes: number): Promise<unknown> {
    try {
      return Promise.resolve(jsonOfBytes(this.call.body ?? new Uint8Array(0), maxBytes));
    } catch (error) {
      return Promise.reject(error as Error);
    }
  }
  request(): Request {
    return this.call.request();
  }
}

