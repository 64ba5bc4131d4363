/** The relay transport's HTTP side: POSTs with retries and deadlines, the token's storage, error codes. */
import { isRedirect } from '../protocol/redirect.js';
import { SCREEN_TOKEN_HEADER } from '../protocol/screen-schemas.js';
import type { StreamEvent } from '../protocol/event-stream.js';
import { ScreenLinkError } from './transport.js';

/** Where a side keeps its token: `localStorage` by default (any object with these three methods). */
export type TokenStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function defaultStorage(): TokenStorage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null; // blocked by the browser's settings
  }
}

export const wait = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
  });

export interface PostOptions {
  fetch: typeof globalThis.fetch;
  url: string;
  token: string | undefined;
  body: unknown;
  /** The whole call's deadline, retries included. */
  deadlineMs: number;
  /** Each attempt's time limit. */
  requestTimeoutMs: number;
  signal: AbortSignal;
  /** Whether network failures, 429 and 5xx are tried again (with backoff) until the deadline. */
  retry: boolean;
  closed: () => boolean;
}

/**
 * POSTs JSON; the last answer, or a `ScreenLinkError` when none came before the deadline or an
 * abort, or when the relay answered with a redirect (never followed: it would carry the token elsewhere).
 */
export async function postJson(options: PostOptions): Promise<Response> {
  const { deadlineMs, requestTimeoutMs, retry } = options;
  const deadline = Date.now() + deadlineMs;
  const stop = AbortSignal.any([options.signal, AbortSignal.timeout(deadlineMs)]);
  const failed = (message: string) => new ScreenLinkError(options.closed() ? 'closed' : 'failed', message);
  for (let attempt = 0; ; attempt++) {
    let answer: Response | undefined;
    try {
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (options.token) headers[SCREEN_TOKEN_HEADER] = options.token;
      const timeout = AbortSignal.timeout(Math.max(1, Math.min(requestTimeoutMs, deadline - Date.now())));
      answer = await options.fetch(options.url, { method: 'POST', headers, body: JSON.stringify(options.body), signal: AbortSignal.any([stop, timeout]), redirect: 'manual' });
    } catch (error) {
      if (stop.aborted || !retry) throw failed(error instanceof Error ? error.message : 'request failed');
    }
    if (answer && isRedirect(answer)) throw failed('the relay answered with a redirect, which is not followed');
    if (answer && (answer.ok || !retry || (answer.status !== 429 && answer.status < 500))) return answer;
    if (answer && Date.now() >= deadline) return answer;
    await wait(Math.min(8000, 250 * 2 ** attempt), stop);
    if (stop.aborted) {
      if (answer) return answer;
      throw failed('no answer before the deadline');
    }
  }
}

export function parseData(event: StreamEvent): unknown {
  try {
    return JSON.parse(event.data) as unknown;
  } catch {
    return null;
  }
}

export async function errorCode(answer: Response): Promise<string> {
  try {
    const body = (await answer.json()) as { error?: { code?: unknown } };
    return typeof body.error?.code === 'string' ? body.error.code : `http_${answer.status}`;
  } catch {
    return `http_${answer.status}`;
  }
}

