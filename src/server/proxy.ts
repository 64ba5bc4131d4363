/**
 * The credential proxy: the browser posts `{ payload }` to the host's own server, which adds
 * the app's credentials and forwards the call. The secret never reaches the browser, and the
 * browser can call only the operations the host allows.
 */
import { operations, paths, type Operation } from '../client/schemas.js';
import { acceptsAsJson, errorResponse, operationForPath, readTextCapped } from '../sandbox/http.js';
import { SandboxError } from '../sandbox/service.js';
import type { RequestHandler } from './node.js';

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
   * The host's own check of the incoming request (its staff session, a role), for proxies that
   * allow back-office operations (`details`, `refund`, `transfer`). Anything but `true`, or a
   * throw, refuses the request with 403 `forbidden`, before its body is read or anything is
   * forwarded. Without it, every request for an allowed operation is forwarded.
   */
  authorize?: (request: Request) => boolean | Promise<boolean>;
  /** The fetch used to reach the service. Default: global fetch. */
  fetch?: (input: Request | string | URL, init?: RequestInit) => Promise<Response>;
  /** Largest browser body accepted, in bytes. Default 64 KiB. */
  maxBodyBytes?: number;
  /** Time limit for the service's answer, in ms; then 504 `upstream_timeout`. Default 15000. */
  timeoutMs?: number;
}

/** The operations a proxy allows when `allow` is not given. */
export const DEFAULT_ALLOWED_OPERATIONS: readonly Operation[] = Object.freeze(['proposals', 'fees', 'intent']);

/** Default browser body cap of the proxy: 64 KiB. */
export const PROXY_MAX_BODY_BYTES = 64 * 1024;

const REDACTED = '[redacted]';
const NULL_BODY_STATUS = new Set([101, 204, 205, 304]);

function requireText(value: unknown, name: string): string {
  if (typeof value !== 'string' || value === '') throw new TypeError(`createTipProxy: ${name} must be a non-empty string`);
  return value;
}

/**
 * Replaces every occurrence of the given values, raw or as they appear inside a JSON string,
 * longest first so that a value containing another is replaced whole.
 */
function scrubber(values: readonly string[]): (text: string) => string {
  const forms = new Set<string>();
  for (const value of values) {
    if (!value) continue;
    forms.add(value);
    forms.add(JSON.stringify(value).slice(1, -1));
  }
  const ordered = [...forms].sort((a, b) => b.length - a.length);
  return (text) => ordered.reduce((t, form) => t.split(form).join(REDACTED), text);
}

/** The host's verdict on a request: only a literal `true` lets it through; a throw refuses it. */
async function isAuthorized(authorize: (request: Request) => boolean | Promise<boolean>, request: Request): Promise<boolean> {
  try {
    return (await authorize(request)) === true;
  } catch {
    return false;
  }
}

/**
 * Creates the credential proxy as a WHATWG handler `(request) => Promise<Response>`. Mount it
 * anywhere: it accepts a POST to any path that ends in a Data-mode operation path
 * (`/api/tips/v1/data/tips/fees`), whatever the prefix.
 *
 * - Browser bodies are `{ payload }`; any `appId`, `appSecret` or `accountToken` the browser
 *   sends is ignored and the configured ones are used.
 * - Only `allow`ed operations are forwarded; others get 403 `operation_not_allowed`.
 * - With `authorize`, a request the host does not authorize gets 403 `forbidden`.
 * - The service's status and body come back unchanged, except that any occurrence of the
 *   credentials in the body is replaced by `[redacted]`.
 * - Nothing is logged.
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
  const authorize = options.authorize;
  if (authorize !== undefined && typeof authorize !== 'function') throw new TypeError('createTipProxy: authorize must be a function');
  const maxBodyBytes = options.maxBodyBytes ?? PROXY_MAX_BODY_BYTES;
  const timeoutMs = options.timeoutMs ?? 15_000;
  const doFetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const fixedScrub = scrubber([appSecret, appId, typeof tokenOption === 'string' ? tokenOption : '']);

  async function accountTokenFor(request: Request): Promise<string> {
    if (typeof tokenOption === 'string') return tokenOption;
    let token: unknown;
    try {
      token = await tokenOption(request);
    } catch {
      token = undefined;
    }
    if (typeof token !== 'string' || token === '') {
      throw new SandboxError(401, 'unauthorized', 'No account for this request');
    }
    return token;
  }

  async function forward(operation: Operation, payload: unknown, accountToken: string, incoming: AbortSignal): Promise<Response> {
    const scrub = typeof tokenOption === 'string' ? fixedScrub : scrubber([appSecret, appId, accountToken]);
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    const onAbort = () => controller.abort();
    incoming.addEventListener('abort', onAbort, { once: true });
    try {
      const upstream = await doFetch(`${baseUrl}${paths[operation]}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ appId, appSecret, accountToken, payload }),
        signal: controller.signal,
      });
      const text = await upstream.text();
      const body = NULL_BODY_STATUS.has(upstream.status) ? null : scrub(text);
      return new Response(body, {
        status: upstream.status,
        headers: {
          'content-type': upstream.headers.get('content-type') ?? 'application/json; charset=utf-8',
          'cache-control': 'no-store',
        },
      });
    } catch {
      // The cause may quote the request; it is not passed on.
      return timedOut
        ? errorResponse(504, 'upstream_timeout', `The tip service did not answer within ${timeoutMs} ms`)
        : errorResponse(502, 'upstream_unreachable', 'The tip service could not be reached');
    } finally {
      clearTimeout(timer);
      incoming.removeEventListener('abort', onAbort);
    }
  }

  async function handle(request: Request): Promise<Response> {
    const operation = operationForPath(new URL(request.url).pathname);
    if (!operation) throw new SandboxError(404, 'unknown_operation', 'No Data-mode operation at this path');
    if (request.method !== 'POST') {
      throw new SandboxError(405, 'method_not_allowed', `${request.method} is not allowed; every operation is a POST`);
    }
    if (!allow.has(operation)) {
      throw new SandboxError(403, 'operation_not_allowed', `The operation ${operation} may not be called through this proxy`);
    }
    if (authorize && !(await isAuthorized(authorize, request))) {
      throw new SandboxError(403, 'forbidden', 'This request is not authorized to call the tip service');
    }
    if (!acceptsAsJson(request.headers.get('content-type'))) {
      throw new SandboxError(415, 'unsupported_media_type', 'Send the body as Content-Type: application/json');
    }
    const text = await readTextCapped(request, maxBodyBytes);
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      throw new SandboxError(400, 'bad_json', 'The request body is not valid JSON');
    }
    if (typeof body !== 'object' || body === null || Array.isArray(body) || !('payload' in body)) {
      throw new SandboxError(400, 'validation', 'The body must be a JSON object: { payload }');
    }
    const accountToken = await accountTokenFor(request);
    return forward(operation, (body as { payload: unknown }).payload, accountToken, request.signal);
  }

  return async (request) => {
    try {
      return await handle(request);
    } catch (error) {
      if (error instanceof SandboxError) {
        return errorResponse(error.status, error.code, error.message, error.status === 405 ? { allow: 'POST' } : {});
      }
      return errorResponse(500, 'internal_error', 'The proxy failed');
    }
  };
}
