/**
 * The Node adapters' limits: the options a host sets, their defaults, and the counters one
 * adapter keeps of the requests it is reading and serving.
 */

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

/** `createNodeServer`'s options: the adapter's, and the connection limits only a server can set. */
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
/** Default time for a whole request, headers and body, to arrive (`createNodeServer`): 15 s. */
export const NODE_REQUEST_TIMEOUT_MS = 15_000;
/** Default time for a request's headers to arrive (`createNodeServer`): 10 s. */
export const NODE_HEADERS_TIMEOUT_MS = 10_000;
/** Default time a kept-alive connection may sit idle (`createNodeServer`): 5 s. */
export const NODE_IDLE_TIMEOUT_MS = 5_000;

/** A positive whole number of ms or requests, or a TypeError naming the option. */
export function positive(name: string, value: number | undefined, fallback: number): number {
  const n = value ?? fallback;
  if (typeof n !== 'number' || !Number.isSafeInteger(n) || n <= 0) throw new TypeError(`${name} must be a positive integer (got ${String(n)})`);
  return n;
}

/** One adapter's limits and what it holds against them now. */
export interface Limits {
  maxBodyBytes: number;
  bodyTimeoutMs: number;
  maxConcurrentRequests: number;
  maxUploadingRequests: number;
  /** Requests being served now, their bodies in. */
  active: number;
  /** Requests whose bodies are arriving, oldest first, each with the way to push it out. */
  uploading: Set<() => void>;
}

/** The limits `options` set, checked, with nothing counted yet. */
export function limitsOf(options: NodeAdapterOptions): Limits {
  return {
    maxBodyBytes: positive('maxBodyBytes', options.maxBodyBytes, NODE_MAX_BODY_BYTES),
    bodyTimeoutMs: positive('bodyTimeoutMs', options.bodyTimeoutMs, NODE_BODY_TIMEOUT_MS),
    maxConcurrentRequests: positive('maxConcurrentRequests', options.maxConcurrentRequests, NODE_MAX_CONCURRENT_REQUESTS),
    maxUploadingRequests: positive('maxUploadingRequests', options.maxUploadingRequests, NODE_MAX_UPLOADING_REQUESTS),
    active: 0,
    uploading: new Set(),
  };
}
