/**
 * What goes out and what comes back: one call to the service with the app's credentials (Node's
 * own client, or the given fetch; never a redirect followed, the answer capped and bounded in
 * time), and the service's answer as the browser may see it (JSON only, parsed, cleaned of every
 * credential, written anew).
 */
import { jsonDeeperThan, readCappedText } from '../protocol/body.js';
import { IDEMPOTENCY_HEADER } from '../protocol/idempotency.js';
import { isRedirect } from '../protocol/redirect.js';
import { failure, type Answer } from './answer.js';
import type { Route } from './guards.js';
import { isJsonType } from './guards.js';
import type { Departure } from './incoming.js';
import type { ProxySettings, InDoubtCall } from './options.js';
import { credentialFinder, scrubJson, SecretInKeyError } from './scrub.js';
import type { postWithNode, Stoppable, UpstreamAnswer } from './upstream.js';

const NULL_BODY_STATUS = new Set([204, 205]);

/** Anything but white space (as `String.prototype.trim` counts it). */
const NOT_SPACE = /\S/;

/** Errors that prove the call never reached the service: nothing to be in doubt about. */
const NEVER_SENT = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'ENETUNREACH', 'EHOSTUNREACH']);

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

/** The service's answer for the browser, and whether the service may have acted without the browser knowing. */
export interface Forwarded {
  answer: Answer;
  /** Set when the call's fate at the service is unknown (see `onInDoubt`). */
  doubt?: InDoubtCall['reason'];
}

/** The forwarding of one proxy: `forward(route, payload, accountToken, key, departure)`. */
export function createForwarder(settings: ProxySettings) {
  const { baseUrl, appId, appSecret, maxResponseBytes, timeoutMs, fetch: doFetch } = settings;
  const nodePost = doFetch === undefined ? loadNodeClient() : undefined;
  /** Each operation's URL at the service, parsed once. */
  const urls = new Map<string, URL>();
  /** A route's URL at the service, parsed once. */
  const urlOf = (route: Route): URL => {
    let url = urls.get(route.path);
    if (!url) urls.set(route.path, (url = new URL(`${baseUrl}${route.path}`)));
    return url;
  };
  const fixedFinders = typeof settings.accountToken === 'string' ? makeFinders(settings.accountToken) : undefined;

  function makeFinders(accountToken: string) {
    return {
      holdsCredential: credentialFinder([appSecret, accountToken, appId]),
      holdsSecret: credentialFinder([appSecret, accountToken]),
    };
  }
  function finders(accountToken: string) {
    return fixedFinders ?? makeFinders(accountToken);
  }

  /** The service's answer read through `fetch`: not followed if a redirect, capped. */
  async function viaFetch(fetcher: NonNullable<ProxySettings['fetch']>, url: URL, init: RequestInit, control: Stoppable): Promise<UpstreamAnswer> {
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
  ): Promise<Forwarded> {
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
      const answer = relay(upstream, accountToken);
      return upstream.status >= 500 ? { answer, doubt: 'service_error' } : { answer };
    } catch (error) {
      // The cause may quote the request; it is not passed on.
      if (timedOut) return { answer: failure(504, 'upstream_timeout', `The tip service did not answer within ${timeoutMs} ms`), doubt: 'timeout' };
      const code = (error as { code?: unknown } | null)?.code;
      const answer = failure(502, 'upstream_unreachable', 'The tip service could not be reached');
      return typeof code === 'string' && NEVER_SENT.has(code) ? { answer } : { answer, doubt: 'connection' };
    } finally {
      clearTimeout(timer);
      unwatch?.();
    }
  }

  return forward;
}
