/**
 * Webhook delivery: each event is POSTed as JSON to the configured URL with a `Tip-Signature`
 * header, signed afresh at every attempt (so the receiver checks a fresh timestamp), and retried with
 * exponential back-off until a 2xx answer or the last attempt. Redirects are never followed: a
 * 3xx answer is a failed attempt like a 5xx (re-posting a signed event to wherever a receiver, or
 * something in front of it, points would hand the event to a third party). Timers are injectable
 * so tests drive the schedule without waiting.
 */
import { SIGNATURE_HEADER, signTipPayload } from './signature.js';

/** Timers the dispatcher schedules retries with. Default: the global ones. */
export interface WebhookTimers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface WebhookOptions {
  /** Where events are POSTed (the host's endpoint). */
  url: string;
  /** The shared secret the `Tip-Signature` HMAC is keyed with. */
  secret: string;
  /** The fetch the POSTs go through. Default: global fetch. */
  fetch?: (input: string, init: RequestInit) => Promise<Response>;
  /** Attempts per event, the first included. Default 6. */
  attempts?: number;
  /** Wait before the first retry, in ms; it doubles after each retry. Default 1000. */
  backoffMs?: number;
  /** Longest wait between two attempts, in ms. Default 30000. */
  maxBackoffMs?: number;
  /** An attempt with no answer after this many ms counts as failed. Default 10000. */
  timeoutMs?: number;
  /** Timers for the back-off (tests). Default: the global setTimeout/clearTimeout. */
  timers?: WebhookTimers;
}

/** One attempt to deliver an event. */
export interface WebhookAttempt {
  /** ISO time the attempt was sent. */
  at: string;
  /** HTTP status of the answer; absent when there was none. */
  status?: number;
  /** Why the attempt failed without an answer (network error, timeout). */
  error?: string;
}

/** One event and how its delivery went. */
export interface WebhookDelivery {
  /** The event's `id`. */
  id: string;
  /** The JSON body, exactly as posted (and signed). */
  body: string;
  state: 'pending' | 'delivered' | 'failed';
  attempts: WebhookAttempt[];
  /** Wait before the next attempt, in ms, while one is scheduled. */
  nextRetryMs?: number;
}

const DEFAULTS = { attempts: 6, backoffMs: 1000, maxBackoffMs: 30_000, timeoutMs: 10_000 };

/** The wait before retry `n` (1-based): `backoffMs · 2^(n-1)`, at most `maxBackoffMs`. */
export function backoffDelay(n: number, backoffMs = DEFAULTS.backoffMs, maxBackoffMs = DEFAULTS.maxBackoffMs): number {
  return Math.min(maxBackoffMs, backoffMs * 2 ** (n - 1));
}

const KEEP = 200;

export class WebhookDispatcher {
  #options: WebhookOptions | undefined;
  #deliveries: WebhookDelivery[] = [];
  #timers = new Set<{ handle: unknown; timers: WebhookTimers }>();
  #generation = 0;
  #inflight = new Set<Promise<void>>();
  readonly #now: () => Date;

  constructor(now: () => Date, options?: WebhookOptions) {
    this.#now = now;
    this.configure(options);
  }

  /** Sets (or, with undefined, removes) the endpoint. Deliveries already under way keep their settings. */
  configure(options: WebhookOptions | undefined): void {
    if (options) {
      if (typeof options.url !== 'string' || options.url === '') throw new TypeError('webhook.url must be a non-empty string');
      if (typeof options.secret !== 'string' || options.secret === '') throw new TypeError('webhook.secret must be a non-empty string');
    }
    this.#options = options ? { ...options } : undefined;
  }

  get configured(): boolean {
    return this.#options !== undefined;
  }

  /** Every delivery, oldest first (the last 200). */
  deliveries(): WebhookDelivery[] {
    return this.#deliveries.map((d) => ({ ...d, attempts: d.attempts.map((a) => ({ ...a })) }));
  }

  /** Stops every scheduled retry and forgets the deliveries. */
  reset(): void {
    this.#generation++;
    for (const { handle, timers } of this.#timers) timers.clearTimeout(handle);
    this.#timers.clear();
    this.#deliveries = [];
  }

  /** Queues `event` for delivery (nothing happens without a configured URL). */
  send(event: { id: string }): void {
    const options = this.#options;
    if (!options) return;
    const delivery: WebhookDelivery = { id: event.id, body: JSON.stringify(event), state: 'pending', attempts: [] };
    this.#deliveries.push(delivery);
    if (this.#deliveries.length > KEEP) this.#deliveries = this.#deliveries.slice(-KEEP);
    this.#track(this.#attempt(delivery, options, this.#generation));
  }

  /** Resolves when no attempt is in flight (a scheduled retry is not in flight). */
  async idle(): Promise<void> {
    while (this.#inflight.size > 0) await Promise.all([...this.#inflight]);
  }

  #track(attempt: Promise<void>): void {
    this.#inflight.add(attempt);
    void attempt.finally(() => this.#inflight.delete(attempt));
  }

  async #attempt(delivery: WebhookDelivery, options: WebhookOptions, generation: number): Promise<void> {
    const max = Math.max(1, options.attempts ?? DEFAULTS.attempts);
    const timers: WebhookTimers = options.timers ?? {
      setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
      clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
    };
    const sentAt = this.#now();
    const attempt: WebhookAttempt = { at: sentAt.toISOString() };
    delivery.attempts.push(attempt);
    delete delivery.nextRetryMs;
    const controller = new AbortController();
    const timeout = timers.setTimeout(() => controller.abort(), options.timeoutMs ?? DEFAULTS.timeoutMs);
    const entry = { handle: timeout, timers };
    this.#timers.add(entry);
    let ok = false;
    try {
      const signature = await signTipPayload(delivery.body, options.secret, sentAt.getTime() / 1000);
      const doFetch = options.fetch ?? ((input: string, init: RequestInit) => globalThis.fetch(input, init));
      const response = await doFetch(options.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signature },
        body: delivery.body,
        signal: controller.signal,
        redirect: 'manual',
      });
      // In a browser a manual redirect is an opaque answer with status 0.
      if (response.type === 'opaqueredirect' || response.status === 0) attempt.error = 'redirect not followed';
      else attempt.status = response.status;
      ok = response.ok && !response.redirected;
      await response.body?.cancel().catch(() => undefined);
    } catch (error) {
      attempt.error = controller.signal.aborted ? 'timeout' : error instanceof Error ? error.message : String(error);
    } finally {
      timers.clearTimeout(timeout);
      this.#timers.delete(entry);
    }
    if (generation !== this.#generation) return;
    if (ok) {
      delivery.state = 'delivered';
      return;
    }
    const made = delivery.attempts.length;
    if (made >= max) {
      delivery.state = 'failed';
      return;
    }
    const wait = backoffDelay(made, options.backoffMs, options.maxBackoffMs);
    delivery.nextRetryMs = wait;
    const retry = {
      handle: undefined as unknown,
      timers,
    };
    retry.handle = timers.setTimeout(() => {
      this.#timers.delete(retry);
      if (generation === this.#generation) this.#track(this.#attempt(delivery, options, generation));
    }, wait);
    this.#timers.add(retry);
  }
}
