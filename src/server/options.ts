/**
 * `createTipProxy`'s options: what each means and defaults to, and the one place they are checked
 * (a wrong option throws a TypeError when the proxy is made, never on a request).
 */
import { displayOperations, type DisplayOperation } from '../protocol/display-schemas.js';
import { operations, type Operation } from '../protocol/schemas.js';
import { createMemoryIdempotencyStore, positiveOption, type IdempotencyStore } from './memory-store.js';

/** What `onInDoubt` is told: a keyed call whose fate at the service nobody can know. */
export interface InDoubtCall {
  /** The browser's `Idempotency-Key` (the service got it too). */
  key: string;
  /** The operation, as errors name it: `intent`, `display create`. */
  operation: string;
  /** When the proxy gave up on the service's answer (ms since the epoch). */
  at: number;
  /**
   * Why: `timeout` (no answer within `timeoutMs`), `connection` (the connection failed after the
   * call may have been sent), or `service_error` (the service answered 5xx).
   */
  reason: 'timeout' | 'connection' | 'service_error';
}

export interface TipProxyOptions {
  /** The service's base URL, e.g. `https://api.example.com` (paths `/v1/data/...` are appended). */
  baseUrl: string;
  appId: string;
  appSecret: string;
  /**
   * The business the call is for: a fixed token, or a function of the incoming request (one
   * POS, many businesses: look the token up from the session). Throw, or return an empty
   * string, to refuse the request with 401 `unauthorized`. It is called after the body has been
   * read, so use headers, cookies or the URL, not the body.
   */
  accountToken: string | ((request: Request) => string | Promise<string>);
  /** Client operation names the browser may call. Default `['proposals', 'fees', 'intent']`. */
  allow?: readonly Operation[];
  /**
   * Display-mode operations (`createDisplayClient` method names) the browser may call, e.g.
   * `['activateDevice', 'last']` for tip-device-pairing. Default none. They pass the same checks
   * as Data-mode ones (`authorize`, `origins`, content type, size, depth, payload schema), and a
   * `create` with an `Idempotency-Key` is forwarded once like an intent.
   */
  allowDisplay?: readonly DisplayOperation[];
  /**
   * The host's own check of the incoming request (its staff session, a role), for proxies that
   * allow back-office operations (`details`, `refund`, `transfer`). Anything but `true`, or a
   * throw, refuses the request with 403 `forbidden`, before its body is read or anything is
   * forwarded. Without it, every request for an allowed operation is forwarded.
   */
  authorize?: (request: Request) => boolean | Promise<boolean>;
  /**
   * Origins allowed to call the proxy, e.g. `['https://pos.example.com']`, checked against the
   * request's `Origin` header: any other origin, or none, gets 403 `origin_not_allowed`.
   * Default: no check (the JSON content type already keeps other sites' simple posts out).
   */
  origins?: readonly string[];
  /**
   * The fetch used to reach the service. Default: in Node, Node's own `http`/`https` client,
   * which does the same (no redirect followed, the answer decompressed and capped) at about 40% of
   * the CPU of global fetch; elsewhere, global fetch.
   */
  fetch?: (input: Request | string | URL, init?: RequestInit) => Promise<Response>;
  /** Largest browser body accepted, in bytes. Default 64 KiB. */
  maxBodyBytes?: number;
  /**
   * Largest answer read from the service, in bytes after decompression; reading stops there and
   * the browser gets 502 `upstream_too_large`. Default 1 MiB.
   */
  maxResponseBytes?: number;
  /** Time limit for the service's answer, in ms; then 504 `upstream_timeout`. Default 15000. */
  timeoutMs?: number;
  /**
   * Where intent (and Display `create`) answers are remembered by `Idempotency-Key`, so a retry after a lost answer gets
   * the first transaction back. Default: in memory, at most 10,000 keys and 16 MiB, for 24 hours
   * (`createMemoryIdempotencyStore()`): one process, lost on restart. Give a shared store
   * (`createRedisIdempotencyStore`) when several servers run the proxy or a restart must not forget.
   */
  idempotencyStore?: IdempotencyStore;
  /**
   * Time limit of each idempotency store call (`get`, `set`, a lock's `release`), in ms. A keyed
   * call whose store does not answer in time gets 503 `idempotency_store_unavailable` before
   * anything is forwarded; once the service has answered, the browser gets that answer whatever
   * the store does. `lock` may take longer when another call holds the key: it is bounded by
   * `timeoutMs` plus twice this. Default 1000.
   */
  storeTimeoutMs?: number;
  /**
   * Keyed calls (intents, Display creates with an `Idempotency-Key`) in progress at once, from the
   * store's lock to the service's answer; one more gets 503 `server_busy` with `Retry-After: 1`
   * at once. It keeps a store outage or a flood of keyed calls from holding the capacity that
   * `proposals` and `fees` need. Default 64.
   */
  maxKeyedRequests?: number;
  /**
   * Told of every keyed call the service may or may not have carried out (no answer in time, a
   * connection broken mid-call, a 5xx): the browser got an error and its retry reaches the
   * service again, so one sale may leave a second, pending transaction behind. Called after the
   * answer is decided; what it throws or rejects with is ignored. See the proxy's guide (in-doubt calls).
   */
  onInDoubt?: (call: InDoubtCall) => void | Promise<void>;
}

/** The operations a proxy allows when `allow` is not given. */
export const DEFAULT_ALLOWED_OPERATIONS: readonly Operation[] = Object.freeze(['proposals', 'fees', 'intent']);

/** Default browser body cap of the proxy: 64 KiB. */
export const PROXY_MAX_BODY_BYTES = 64 * 1024;

/** Default cap on the service's answer: 1 MiB, after decompression. */
export const PROXY_MAX_RESPONSE_BYTES = 1024 * 1024;

/** Default time limit of the service's answer: 15 s. */
export const PROXY_TIMEOUT_MS = 15_000;

/** Default time limit of each idempotency store call: 1 s. */
export const PROXY_STORE_TIMEOUT_MS = 1000;

/** Default cap on keyed calls in progress at once: 64. */
export const PROXY_MAX_KEYED_REQUESTS = 64;

/** The options, checked, with their defaults filled in. */
export interface ProxySettings {
  baseUrl: string;
  appId: string;
  appSecret: string;
  accountToken: TipProxyOptions['accountToken'];
  allow: ReadonlySet<Operation>;
  allowDisplay: ReadonlySet<DisplayOperation>;
  authorize: TipProxyOptions['authorize'];
  origins: ReadonlySet<string> | undefined;
  fetch: TipProxyOptions['fetch'];
  maxBodyBytes: number;
  maxResponseBytes: number;
  timeoutMs: number;
  store: IdempotencyStore;
  storeTimeoutMs: number;
  maxKeyedRequests: number;
  onInDoubt: TipProxyOptions['onInDoubt'];
}

function requireText(value: unknown, name: string): string {
  if (typeof value !== 'string' || value === '') throw new TypeError(`createTipProxy: ${name} must be a non-empty string`);
  return value;
}

/** The origin as the `Origin` header writes it (scheme, host, port), or undefined for what is not one. */
export function originOf(value: string): string | undefined {
  try {
    const origin = new URL(value).origin;
    return origin === 'null' ? undefined : origin;
  } catch {
    return undefined;
  }
}

/** Checks `options` and fills in the defaults; throws a TypeError naming the first wrong option. */
export function settingsOf(options: TipProxyOptions): ProxySettings {
  const baseUrl = new URL(requireText(options.baseUrl, 'baseUrl')).href.replace(/\/+$/, '');
  const appId = requireText(options.appId, 'appId');
  const appSecret = requireText(options.appSecret, 'appSecret');
  const accountToken = options.accountToken;
  if (typeof accountToken !== 'function') requireText(accountToken, 'accountToken');
  const allow = new Set(options.allow ?? DEFAULT_ALLOWED_OPERATIONS);
  for (const op of allow) {
    if (!operations.includes(op)) throw new TypeError(`createTipProxy: unknown operation in allow: ${String(op)}`);
  }
  const allowDisplay = new Set(options.allowDisplay ?? []);
  for (const op of allowDisplay) {
    if (!displayOperations.includes(op)) throw new TypeError(`createTipProxy: unknown operation in allowDisplay: ${String(op)}`);
  }
  const authorize = options.authorize;
  if (authorize !== undefined && typeof authorize !== 'function') throw new TypeError('createTipProxy: authorize must be a function');
  const onInDoubt = options.onInDoubt;
  if (onInDoubt !== undefined && typeof onInDoubt !== 'function') throw new TypeError('createTipProxy: onInDoubt must be a function');
  return {
    baseUrl,
    appId,
    appSecret,
    accountToken,
    allow,
    allowDisplay,
    authorize,
    origins: options.origins === undefined ? undefined : new Set(options.origins.map((o) => originOf(o) ?? o)),
    fetch: options.fetch,
    maxBodyBytes: positiveOption(options.maxBodyBytes, PROXY_MAX_BODY_BYTES, 'createTipProxy: maxBodyBytes'),
    maxResponseBytes: positiveOption(options.maxResponseBytes, PROXY_MAX_RESPONSE_BYTES, 'createTipProxy: maxResponseBytes'),
    // A NaN or Infinity time limit would time out every call at once, or none: refused.
    timeoutMs: positiveOption(options.timeoutMs, PROXY_TIMEOUT_MS, 'createTipProxy: timeoutMs'),
    store: options.idempotencyStore ?? createMemoryIdempotencyStore(),
    storeTimeoutMs: positiveOption(options.storeTimeoutMs, PROXY_STORE_TIMEOUT_MS, 'createTipProxy: storeTimeoutMs'),
    maxKeyedRequests: positiveOption(options.maxKeyedRequests, PROXY_MAX_KEYED_REQUESTS, 'createTipProxy: maxKeyedRequests'),
    onInDoubt,
  };
}
