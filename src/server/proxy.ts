/**
 * The credential proxy: the browser posts `{ payload }` to the host's own server, which adds
 * the app's credentials and forwards the call. The secret never reaches the browser, and the
 * browser can call only the operations the host allows (Data mode's in `allow`, Display mode's in
 * `allowDisplay`).
 */
import type * as z from 'zod/mini';
import { jsonDeeperThan, jsonOfBytes, readCappedText, readJsonBody } from '../protocol/body.js';
import { displayOperations, displayPaths, displayPayloads, type DisplayOperation } from '../protocol/display-schemas.js';
import { checkPayload, errorBody, HttpError, type ErrorDetails } from '../protocol/http.js';
import { isRedirect } from '../protocol/redirect.js';
import { IDEMPOTENCY_HEADER, isIdempotencyKey, REPLAYED_HEADER } from '../protocol/idempotency.js';
import {
  canonicalJson,
  createKeyLocks,
  createMemoryIdempotencyStore,
  positiveOption,
  type IdempotencyStore,
  type IdempotentAnswer,
} from './memory-store.js';
import { NODE_ENTRY, type NodeAnswer, type NodeCall, type NodeEntry, type RequestHandler } from '../protocol/node-entry.js';
import { routeForPath, type OperationRoute } from '../protocol/routes.js';
import { operations, paths, payloads, type Operation } from '../protocol/schemas.js';
import { credentialFinder, scrubJson, SecretInKeyError } from './scrub.js';
import type { postWithNode, Stoppable, UpstreamAnswer } from './upstream.js';

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
}

/** The operations a proxy allows when `allow` is not given. */
export const DEFAULT_ALLOWED_OPERATIONS: readonly Operation[] = Object.freeze(['proposals', 'fees', 'intent']);

/** Default browser body cap of the proxy: 64 KiB. */
export const PROXY_MAX_BODY_BYTES = 64 * 1024;

/** Default cap on the service's answer: 1 MiB, after decompression. */
export const PROXY_MAX_RESPONSE_BYTES = 1024 * 1024;

/** The only headers the proxy ever sends a browser (plus `allow` on a 405 and `Idempotent-Replayed` on a replay). */
const HEADERS = { 'content-type': 'application/json', 'x-content-type-options': 'nosniff', 'cache-control': 'no-store' };


/** What a path names: a Data-mode or a Display-mode operation, with where it goes and how it is checked. */
interface Route {
  /** As errors and idempotency keys name it: `intent`, `display create`. */
  name: string;
  path: string;
  schema: z.ZodMiniType;
  keyed: boolean;
}

const NULL_BODY_STATUS = new Set([204, 205]);

/** Anything but white space (as `String.prototype.trim` counts it). */
const NOT_SPACE = /\S/;

/**
 * Node's own HTTP client for the service (./upstream.ts), loaded on first need and only in Node,
 * so that the proxy still runs, on fetch, wherever there is no `node:http`. Undefined if it cannot load.
 */
let nodeClient: Promise<typeof postWithNode | undefined> | undefined;
function loadNodeClient(): Promise<typeof postWithNode | undefined> | undefined {
  if (typeof globalThis.process?.versions?.node !== 'string') return undefined;
  nodeClient ??= import('./upstream.js').then(
    (m) => m.postWithNode,
    () => undefined,
  );
  return nodeClient;
}

/** What the proxy answers: a status and a JSON body it wrote itself (null for 204/205). */
interface Answer {
  status: number;
  body: string | null;
}

function requireText(value: unknown, name: string): string {
  if (typeof value !== 'string' || value === '') throw new TypeError(`createTipProxy: ${name} must be a non-empty string`);
  return value;
}

function failure(status: number, code: string, message: string, details?: ErrorDetails): Answer {
  return { status, body: JSON.stringify(errorBody(code, message, details)) };
}

const encoder = new TextEncoder();

/** Extra headers of an answer: `allow` on a 405, `idempotent-replayed` on a replay. */
type Extra = Record<string, string> | undefined;

function toResponse(answer: Answer, extra?: Extra): Response {
  if (answer.body === null) return new Response(null, { status: answer.status, headers: { ...HEADERS, ...extra } });
  // The length is declared so a browser client can read the answer whole instead of streaming it
  // (Chromium reports a streamed no-store answer as ERR_ABORTED even though it arrived whole).
  const bytes = encoder.encode(answer.body);
  return new Response(bytes, { status: answer.status, headers: { ...HEADERS, 'content-length': String(bytes.byteLength), ...extra } });
}

/**
 * The same answer for the Node adapter: the same headers in the order a `Response` lists them
 * (sorted by name), so the two paths write the same bytes.
 */
function toNodeAnswer(answer: Answer, extra?: Extra): NodeAnswer {
  const length = answer.body === null ? undefined : Buffer.byteLength(answer.body);
  if (extra === undefined && length !== undefined) {
    return {
      status: answer.status,
      headers: ['cache-control', 'no-store', 'content-length', String(length), 'content-type', 'application/json', 'x-content-type-options', 'nosniff'],
      body: answer.body,
    };
  }
  const all: Record<string, string> = { ...HEADERS, ...(length === undefined ? {} : { 'content-length': String(length) }), ...extra };
  const headers: string[] = [];
  for (const name of Object.keys(all).sort()) headers.push(name, all[name]!);
  return { status: answer.status, headers, body: answer.body };
}

/**
 * A browser's request as the proxy reads it, from a WHATWG `Request` or from the Node adapter's
 * fast path ({@link NODE_ENTRY}): both are judged by the same code, so they answer alike.
 */
interface Incoming {
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
interface Departure {
  readonly aborted: boolean;
  onAbort(listener: () => void): () => void;
}

function fromRequest(request: Request): Incoming {
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

class FromNodeCall implements Incoming {
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

/** `application/json` or a `+json` type, parameters ignored. */
function isJsonType(contentType: string | null): boolean {
  const type = contentType?.split(';')[0]?.trim().toLowerCase() ?? '';
  return type === 'application/json' || (type.startsWith('application/') && type.endsWith('+json'));
}

/** The origin as the `Origin` header writes it (scheme, host, port), or undefined for what is not one. */
function originOf(value: string): string | undefined {
  try {
    const origin = new URL(value).origin;
    return origin === 'null' ? undefined : origin;
  } catch {
    return undefined;
  }
}

/** The host's verdict on a request: only a literal `true` lets it through; a throw refuses it. */
async function isAuthorized(authorize: (request: Request) => boolean | Promise<boolean>, request: Request): Promise<boolean> {
  try {
    return (await authorize(request)) === true;
  } catch {
    return false;
  }
}

async function sha256Hex(text: string): Promise<string> {
  const digest = await globalThis.crypto.subtle.digest('SHA-256', encoder.encode(text));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * Creates the credential proxy as a WHATWG handler `(request) => Promise<Response>`. Mount it
 * anywhere: it accepts a POST to any path that ends in a Data-mode operation path
 * (`/api/tips/v1/data/tips/fees`) or a Display-mode one (`/api/tips/v1/display/devices/activate`),
 * whatever the prefix.
 *
 * What comes in: only `allow`ed and `allowDisplay`ed operations (else 403), only requests `authorize` accepts when
 * given (403 `forbidden`), only from `origins` when given (403),
 * only `Content-Type: application/json` (415), at most `maxBodyBytes` (413), a JSON object
 * `{ payload }` nested at most 32 deep (400) with no array or string over its bound (413
 * `too_many` / `too_long`, naming `field` and `max`; checked before anything else in the payload)
 * whose payload passes the operation's schema (400).
 * Credentials in the body are ignored; the configured ones are added. Nothing else is forwarded.
 *
 * What goes out: only a JSON answer of at most `maxResponseBytes`; a redirect, anything else or
 * anything larger is a 502. Its status is kept; its body is parsed and written anew, with every
 * string that holds a credential (in any encoding) replaced by `[redacted]`; its headers are
 * never passed on. An intent (or Display create) with an `Idempotency-Key` seen before gets the
 * first answer back.
 * Nothing is logged.
 */
export function createTipProxy(options: TipProxyOptions): RequestHandler {
  const baseUrl = new URL(requireText(options.baseUrl, 'baseUrl')).href.replace(/\/+$/, '');
  const appId = requireText(options.appId, 'appId');
  const appSecret = requireText(options.appSecret, 'appSecret');
  const tokenOption = options.accountToken;
  if (typeof tokenOption !== 'function') requireText(tokenOption, 'accountToken');
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
  const origins = options.origins === undefined ? undefined : new Set(options.origins.map((o) => originOf(o) ?? o));
  const maxBodyBytes = positiveOption(options.maxBodyBytes, PROXY_MAX_BODY_BYTES, 'createTipProxy: maxBodyBytes');
  const maxResponseBytes = positiveOption(options.maxResponseBytes, PROXY_MAX_RESPONSE_BYTES, 'createTipProxy: maxResponseBytes');
  // A NaN or Infinity time limit would time out every call at once, or none: refused.
  const timeoutMs = positiveOption(options.timeoutMs, 15_000, 'createTipProxy: timeoutMs');
  const doFetch = options.fetch;
  const nodePost = doFetch === undefined ? loadNodeClient() : undefined;
  /** Each operation's URL at the service, parsed once. */
  const urls = new Map<string, URL>();
  /** A route's URL at the service, parsed once. */
  const urlOf = (route: Route): URL => {
    let url = urls.get(route.path);
    if (!url) urls.set(route.path, (url = new URL(`${baseUrl}${route.path}`)));
    return url;
  };
  const store = options.idempotencyStore ?? createMemoryIdempotencyStore();
  const fixedFinders = typeof tokenOption === 'string' ? makeFinders(tokenOption) : undefined;
  /** The account tokens' hashes for idempotency store keys, computed once per token (a bounded few). */
  const tokenHashes = new Map<string, Promise<string>>();
  /** Calls with the same key wait for each other (across servers when the store can lock), so a quick double retry is one intent. */
  const lockKey = store.lock ? store.lock.bind(store) : createKeyLocks();

  function makeFinders(accountToken: string) {
    return {
      holdsCredential: credentialFinder([appSecret, accountToken, appId]),
      holdsSecret: credentialFinder([appSecret, accountToken]),
    };
  }
  function finders(accountToken: string) {
    return fixedFinders ?? makeFinders(accountToken);
  }

  function hashOf(accountToken: string): Promise<string> {
    let hash = tokenHashes.get(accountToken);
    if (hash === undefined) {
      if (tokenHashes.size >= 1000) tokenHashes.clear();
      hash = sha256Hex(accountToken);
      tokenHashes.set(accountToken, hash);
      // A failed digest is not remembered: the next call tries again.
      hash.catch(() => tokenHashes.delete(accountToken));
    }
    return hash;
  }

  async function accountTokenFor(incoming: Incoming): Promise<string> {
    if (typeof tokenOption === 'string') return tokenOption;
    let token: unknown;
    try {
      token = await tokenOption(incoming.request());
    } catch {
      token = undefined;
    }
    if (typeof token !== 'string' || token === '') {
      throw new HttpError(401, 'unauthorized', 'No account for this request');
    }
    return token;
  }

  // ----- what comes in ---------------------------------------------------------------------------

  /** Each operation's route, made once (the table's entries are the keys). */
  const routes = new Map<OperationRoute, Route>();
  function route(incoming: Incoming): Route {
    const named = routeForPath(incoming.pathname());
    if (!named) throw new HttpError(404, 'unknown_operation', 'No Data-mode or Display-mode operation at this path');
    if (incoming.method !== 'POST') {
      throw new HttpError(405, 'method_not_allowed', `${incoming.method} is not allowed; every operation is a POST`);
    }
    let found = routes.get(named);
    found ??= named.mode === 'data'
        ? { name: named.operation, path: paths[named.operation], schema: payloads[named.operation], keyed: named.keyed }
        : {
            name: `display ${named.operation}`,
            path: displayPaths[named.operation],
            schema: displayPayloads[named.operation],
            keyed: named.keyed,
          };
    routes.set(named, found);
    if (named.mode === 'data' ? !allow.has(named.operation) : !allowDisplay.has(named.operation)) {
      throw new HttpError(403, 'operation_not_allowed', `The operation ${found.name} may not be called through this proxy`);
    }
    return found;
  }

  function checkOrigin(incoming: Incoming): void {
    if (!origins) return;
    const origin = incoming.header('origin');
    if (origin === null || !origins.has(originOf(origin) ?? '')) {
      throw new HttpError(403, 'origin_not_allowed', 'Requests from this origin are not accepted');
    }
  }

  /** The body's payload, checked: JSON, an object with `payload`, not too deep, valid for the operation. */
  async function readPayload(incoming: Incoming, route: Route): Promise<unknown> {
    // A JSON content type cannot be sent cross-site without a CORS preflight, which the host
    // does not grant: this keeps other websites' simple form or text posts out.
    if (!isJsonType(incoming.header('content-type'))) {
      throw new HttpError(415, 'unsupported_media_type', 'Send the body as Content-Type: application/json');
    }
    const body = await incoming.json(maxBodyBytes);
    if (typeof body !== 'object' || body === null || Array.isArray(body) || !('payload' in body)) {
      throw new HttpError(400, 'validation', 'The body must be a JSON object: { payload }');
    }
    // Lengths first (an array over its bound is refused before one item is parsed), then the schema.
    return checkPayload(route.schema, (body as { payload: unknown }).payload);
  }

  function idempotencyKeyOf(incoming: Incoming, route: Route): string | undefined {
    const key = incoming.header(IDEMPOTENCY_HEADER);
    if (key === null || !route.keyed) return undefined;
    if (!isIdempotencyKey(key)) {
      throw new HttpError(400, 'invalid_idempotency_key', `${IDEMPOTENCY_HEADER} must be 1 to 255 visible ASCII characters`);
    }
    return key;
  }

  /** A store call; a store that fails refuses the keyed call (503) rather than risk a second transaction. */
  async function fromStore<T>(call: () => T | Promise<T>): Promise<T> {
    try {
      return await call();
    } catch {
      throw new HttpError(503, 'idempotency_store_unavailable', 'The idempotency store could not be reached; retry shortly');
    }
  }

  // ----- what goes out ---------------------------------------------------------------------------

  /** The service's answer read through `fetch`: not followed if a redirect, capped. */
  async function viaFetch(fetcher: NonNullable<TipProxyOptions['fetch']>, url: URL, init: RequestInit, control: Stoppable): Promise<UpstreamAnswer> {
    const controller = new AbortController();
    if (control.stopped) controller.abort(control.stopped);
    control.stop = (reason) => controller.abort(reason);
    const upstream = await fetcher(url.href, { ...init, signal: controller.signal });
    if (isRedirect(upstream)) {
      await upstream.body?.cancel().catch(() => undefined);
      return { status: 302, contentType: null, text: '' };
    }
    const text = await readCappedText(upstream.body, maxResponseBytes);
    return { status: upstream.status, contentType: upstream.headers.get('content-type'), text };
  }

  /** The service's answer as the browser may see it: JSON only, capped, parsed, cleaned, written anew. */
  function relay(upstream: UpstreamAnswer, accountToken: string): Answer {
    if (upstream.status >= 300 && upstream.status < 400) {
      return failure(502, 'upstream_redirect', 'The tip service answered with a redirect, which the proxy does not follow');
    }
    const text = upstream.text;
    if (text === undefined) {
      return failure(502, 'upstream_too_large', `The tip service's answer is larger than ${maxResponseBytes} bytes`);
    }
    if (NULL_BODY_STATUS.has(upstream.status)) return { status: upstream.status, body: null };
    if (!NOT_SPACE.test(text)) {
      // Status-only operations (confirm, transfer) may answer with nothing at all.
      if (upstream.status >= 200 && upstream.status < 300) return { status: upstream.status, body: '{}' };
      return failure(502, 'upstream_bad_response', `The tip service answered ${upstream.status} with no body`);
    }
    if (!isJsonType(upstream.contentType)) {
      return failure(502, 'upstream_bad_response', 'The tip service did not answer with JSON');
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      return failure(502, 'upstream_bad_response', 'The tip service did not answer with valid JSON');
    }
    if (jsonDeeperThan(parsed)) return failure(502, 'upstream_bad_response', 'The tip service answered with JSON nested too deep');
    const { holdsCredential, holdsSecret } = finders(accountToken);
    try {
      return { status: upstream.status, body: JSON.stringify(scrubJson(parsed, holdsCredential, holdsSecret)) };
    } catch (error) {
      if (!(error instanceof SecretInKeyError)) throw error;
      return failure(502, 'upstream_bad_response', 'The tip service answered with a credential where it cannot be removed');
    }
  }

  /** One call to the service. `departure` (the browser leaving) stops it when given. */
  async function forward(
    route: Route,
    payload: unknown,
    accountToken: string,
    key: string | undefined,
    departure: Departure | undefined,
  ): Promise<Answer> {
    // One timer and no AbortController: the call is stopped through `control` (./upstream.ts).
    const control: Stoppable = {};
    const stop = (reason: Error) => {
      control.stopped ??= reason;
      control.stop?.(reason);
    };
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      stop(new Error('The tip service did not answer in time'));
    }, timeoutMs);
    // A browser that left while its body was read is already gone: no event comes.
    if (departure?.aborted) stop(new Error('The browser left'));
    const unwatch = departure?.onAbort(() => stop(new Error('The browser left')));
    const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
    if (key !== undefined) headers[IDEMPOTENCY_HEADER] = key;
    const url = urlOf(route);
    const body = JSON.stringify({ appId, appSecret, accountToken, payload });
    try {
      // Never follow: a redirect would carry the credentials in the body to wherever it points.
      const post = await nodePost;
      const upstream = post
        ? await post(url, headers, body, maxResponseBytes, control)
        : await viaFetch(doFetch ?? ((input, init) => globalThis.fetch(input, init)), url, { method: 'POST', headers, body, redirect: 'manual' }, control);
      return relay(upstream, accountToken);
    } catch {
      // The cause may quote the request; it is not passed on.
      return timedOut
        ? failure(504, 'upstream_timeout', `The tip service did not answer within ${timeoutMs} ms`)
        : failure(502, 'upstream_unreachable', 'The tip service could not be reached');
    } finally {
      clearTimeout(timer);
      unwatch?.();
    }
  }

  /**
   * Forwards a keyed call once: a key seen with the same payload gets the remembered answer, a key
   * seen with another payload 409 `idempotency_key_reused`. Only successful answers are
   * remembered: after a failure the service may or may not have acted, and the retry asks it again
   * (with the same key, for a service that honours it). The call runs to its end even when the
   * browser goes away meanwhile: that answer is exactly the one its retry will need.
   */
  async function forwardOnce(route: Route, payload: unknown, accountToken: string, key: string): Promise<{ answer: Answer; replayed: boolean }> {
    // Scoped by operation and account; the account appears only hashed, never in the store.
    const storeKey = `${route.name}:${await hashOf(accountToken)}:${key}`;
    const fingerprint = canonicalJson(payload);
    const lock = await fromStore(() => lockKey(storeKey));
    if (!lock) {
      const message = `A request with this ${IDEMPOTENCY_HEADER} is still in progress; retry shortly`;
      return { answer: failure(409, 'idempotency_key_in_use', message), replayed: false };
    }
    try {
      const known = await fromStore(() => store.get(storeKey));
      if (known) {
        if (known.fingerprint !== fingerprint) {
          const message = `This ${IDEMPOTENCY_HEADER} was used with a different ${route.name} payload`;
          return { answer: failure(409, 'idempotency_key_reused', message), replayed: false };
        }
        return { answer: { status: known.status, body: known.body }, replayed: true };
      }
      const answer = await forward(route, payload, accountToken, key, undefined);
      if (answer.status >= 200 && answer.status < 300 && answer.body !== null) {
        const kept: IdempotentAnswer = { fingerprint, status: answer.status, body: answer.body };
        // Not kept (the store is down): the browser still gets this answer; its retry asks the service again.
        await Promise.resolve()
          .then(() => store.set(storeKey, kept))
          .catch(() => undefined);
      }
      return { answer, replayed: false };
    } finally {
      // Not released (the store is down): a shared store's lock expires by itself.
      await Promise.resolve()
        .then(() => lock.release())
        .catch(() => undefined);
    }
  }

  async function handle(incoming: Incoming): Promise<{ answer: Answer; extra?: Extra }> {
    const target = route(incoming);
    if (authorize && !(await isAuthorized(authorize, incoming.request()))) {
      throw new HttpError(403, 'forbidden', 'This request is not authorized to call the tip service');
    }
    checkOrigin(incoming);
    const payload = await readPayload(incoming, target);
    const accountToken = await accountTokenFor(incoming);
    const key = idempotencyKeyOf(incoming, target);
    if (key === undefined) return { answer: await forward(target, payload, accountToken, undefined, incoming.departure) };
    const { answer, replayed } = await forwardOnce(target, payload, accountToken, key);
    return { answer, extra: replayed ? { [REPLAYED_HEADER.toLowerCase()]: 'true' } : undefined };
  }

  /** The answer to a request, errors included: what both doors write. */
  async function answer(incoming: Incoming): Promise<{ answer: Answer; extra?: Extra }> {
    try {
      return await handle(incoming);
    } catch (error) {
      if (error instanceof HttpError) {
        return { answer: failure(error.status, error.code, error.message, error.details), extra: error.status === 405 ? { allow: 'POST' } : undefined };
      }
      return { answer: failure(500, 'internal_error', 'The proxy failed') };
    }
  }

  const handler = async (request: Request): Promise<Response> => {
    const { answer: out, extra } = await answer(fromRequest(request));
    return toResponse(out, extra);
  };
  // The Node adapter's door: the same checks and answers without a Request or a Response.
  const nodeEntry: NodeEntry = async (call) => {
    const { answer: out, extra } = await answer(new FromNodeCall(call));
    return toNodeAnswer(out, extra);
  };
  return Object.assign(handler, { [NODE_ENTRY]: nodeEntry });
}
