/**
 * `relayTransport({ url })`: a screen link through the host's screen relay (`createScreenRelay` from
 * `tip-elements/server`), for a screen on another device. Each side reads its event stream with
 * `fetch` (its token in the `X-Tip-Screen-Token` header, never in the URL) and resumes with
 * `Last-Event-ID`; a stream that ends, fails, or brings no heartbeat for twice `heartbeatMs` is
 * opened again after a backoff (0.5 s doubling to `maxRetryMs`). A POST that fails on the network
 * (or 429/5xx) is sent again, the same message, until `sendDeadlineMs`; 409 `duplicate` means it
 * had arrived. The screen asks for a pairing code, keeps its token in `storage` (localStorage) so
 * a reload resumes, and pings every `pingMs` the relay asks. Work that a `close()` or a newer
 * stream supersedes never changes the state.
 */
import { isRedirect } from '../protocol/redirect.js';
import { SCREEN_TOKEN_HEADER, type LinkMessage, type ScreenSide } from '../protocol/screen-schemas.js';
import { checkLinkMessage, senderOf } from '../protocol/screen-state.js';
import { defaultStorage, errorCode, parseData, postJson, wait, type TokenStorage } from './relay-http.js';

export type { TokenStorage } from './relay-http.js';
import { readEventStream, type StreamEvent } from '../protocol/event-stream.js';
import { checkSaleState, SaleKeeper, ScreenLinkError, type Connection, type Presence, type ScreenTransport } from './transport.js';

/** The longest heartbeat interval and the shortest ping interval a relay may ask for. */
const MAX_HEARTBEAT_MS = 60_000;
const MIN_PING_MS = 100;

export interface RelayTransportOptions {
  /** Where the relay is mounted (`/api/screens`). */
  url: string;
  fetch?: typeof globalThis.fetch;
  /** Default `localStorage` (none when the browser blocks it: the link lasts for the page). */
  storage?: TokenStorage | null;
  /** The storage key prefix; `:screen` or `:station` is added (default `tip-elements:screen-link`). */
  storageKey?: string;
  /** Time limit of each POST attempt (default 10000 ms). */
  requestTimeoutMs?: number;
  /** How long a message is retried before `send` rejects (default 30000 ms). */
  sendDeadlineMs?: number;
  /** The longest wait between two attempts to open a stream (default 10000 ms). */
  maxRetryMs?: number;
}

interface Kept {
  token: string;
  code?: string;
}

const MESSAGE_EVENTS = new Set(['sale', 'paid', 'cancel', 'choice', 'intent', 'skip']);

class RelayTransport extends SaleKeeper implements ScreenTransport {
  readonly #url: string;
  readonly #fetch: typeof globalThis.fetch;
  readonly #storage: TokenStorage | null;
  readonly #key: string;
  readonly #requestTimeoutMs: number;
  readonly #sendDeadlineMs: number;
  readonly #maxRetryMs: number;
  readonly #life = new AbortController();
  #kept: Kept | undefined;
  #paired = false;
  #connection: Connection = 'connecting';
  #peer: Presence = 'unknown';
  #lastId: string | undefined;
  /** The current stream's controller: a newer stream aborts the older. */
  #stream: AbortController | undefined;
  #ping: ReturnType<typeof setInterval> | undefined;

  constructor(options: RelayTransportOptions) {
    super();
    this.#url = options.url.replace(/\/+$/, '');
    this.#fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
    this.#storage = options.storage === undefined ? defaultStorage() : options.storage;
    this.#key = options.storageKey ?? 'tip-elements:screen-link';
    this.#requestTimeoutMs = options.requestTimeoutMs ?? 10_000;
    this.#sendDeadlineMs = options.sendDeadlineMs ?? 30_000;
    this.#maxRetryMs = options.maxRetryMs ?? 10_000;
  }

  get connection(): Connection {
    return this.#connection;
  }
  get peer(): Presence {
    return this.#peer;
  }
  get paired(): boolean {
    return this.#paired;
  }
  get code(): string | undefined {
    return this.#paired ? undefined : this.#kept?.code;
  }

  open(side: ScreenSide): void {
    if (this.side || this.closed) return;
    this.side = side;
    this.#kept = this.#load();
    if (this.#kept || side === 'screen') this.#restart();
    else this.#set({ connection: 'offline' });
  }

  async send(message: LinkMessage): Promise<void> {
    const side = this.side;
    if (!side || !this.#kept) throw new ScreenLinkError('not_paired', 'not linked to a relay yet');
    if (senderOf(message) !== side) throw new ScreenLinkError('wrong_side', `the ${side} cannot send ${message.type}`);
    this.applyOwn(message);
    let answer: Response;
    try {
      answer = await this.#post(`${side}/messages`, message, this.#sendDeadlineMs);
    } catch (error) {
      // Not delivered before the deadline: the relay's state is the truth again (a snapshot).
      this.#resync();
      throw error;
    }
    if (answer.ok) return;
    const code = await errorCode(answer);
    if (code === 'duplicate') return;
    // The relay disagrees about the sale: read its state again.
    this.#resync();
    throw new ScreenLinkError(code, `the relay refused the message: ${code}`);
  }

  async pair(code: string, options: { signal?: AbortSignal } = {}): Promise<void> {
    if (this.side !== 'station') throw new ScreenLinkError('wrong_side', 'only the station pairs');
    const answer = await this.#post('station/pair', { code }, this.#requestTimeoutMs, options.signal, false);
    if (!answer.ok) throw new ScreenLinkError(await errorCode(answer), 'pairing failed');
    const { token } = (await answer.json()) as { token?: unknown };
    if (typeof token !== 'string' || this.closed || options.signal?.aborted) throw new ScreenLinkError('failed', 'pairing failed');
    this.#keep({ token });
    this.#lastId = undefined;
    this.#set({ paired: true });
    this.#restart();
  }

  async unpair(): Promise<void> {
    if (!this.#kept) return;
    const answer = await this.#post(`${this.side}/unpair`, {}, this.#requestTimeoutMs);
    if (!answer.ok && answer.status !== 401) throw new ScreenLinkError(await errorCode(answer), 'unpairing failed');
    this.#forget();
  }

  close(): void {
    this.closed = true;
    this.#life.abort();
    this.#stream?.abort();
    clearInterval(this.#ping);
  }

  /** Reads the relay's state again: a stream opened without `Last-Event-ID` starts with a snapshot. */
  #resync(): void {
    if (this.closed || !this.#kept) return;
    this.#lastId = undefined;
    this.#restart();
  }

  // ----- the token -----------------------------------------------------------------------------

  #load(): Kept | undefined {
    try {
      const kept = JSON.parse(this.#storage?.getItem(`${this.#key}:${this.side}`) ?? 'null') as Kept | null;
      return kept && typeof kept.token === 'string' ? kept : undefined;
    } catch {
      return undefined;
    }
  }

  #keep(kept: Kept | undefined): void {
    this.#kept = kept;
    try {
      if (kept) this.#storage?.setItem(`${this.#key}:${this.side}`, JSON.stringify(kept));
      else this.#storage?.removeItem(`${this.#key}:${this.side}`);
    } catch {
      /* full or blocked: the token lasts for this page */
    }
  }

  /** The link is over (unpaired, expired, or the relay no longer knows the token). */
  #forget(): void {
    this.#keep(undefined);
    this.#lastId = undefined;
    this.#stream?.abort();
    clearInterval(this.#ping);
    this.replace(null);
    this.#set({ paired: false, peer: 'unknown' });
    if (this.side === 'screen') this.#restart();
    else this.#set({ connection: 'offline' });
  }

  #set(change: { connection?: Connection; peer?: Presence; paired?: boolean }): void {
    const before = `${this.#connection}/${this.#peer}/${this.#paired}`;
    this.#connection = change.connection ?? this.#connection;
    this.#peer = change.peer ?? this.#peer;
    this.#paired = change.paired ?? this.#paired;
    if (`${this.#connection}/${this.#peer}/${this.#paired}` !== before) this.changed();
  }

  // ----- requests ------------------------------------------------------------------------------

  /** POSTs `body` to `route` with this side's token (not on the two routes before pairing). */
  #post(route: string, body: unknown, deadlineMs: number, signal?: AbortSignal, retry = true): Promise<Response> {
    const token = route === 'station/pair' || route === 'screen/code' ? undefined : this.#kept?.token;
    const stop = AbortSignal.any([this.#life.signal, ...(signal ? [signal] : [])]);
    return postJson({ fetch: this.#fetch, url: `${this.#url}/${route}`, token, body, deadlineMs, requestTimeoutMs: this.#requestTimeoutMs, signal: stop, retry, closed: () => this.closed });
  }

  // ----- the event stream ----------------------------------------------------------------------

  /** (Re)opens this side's stream; the older one is aborted and can change nothing. */
  #restart(): void {
    if (this.closed) return;
    this.#stream?.abort();
    const controller = (this.#stream = new AbortController());
    void this.#run(controller);
  }

  async #run(controller: AbortController): Promise<void> {
    const signal = controller.signal;
    for (let failures = 0; !signal.aborted; ) {
      if (this.side === 'screen' && !this.#kept) {
        const made = await this.#newCode(signal);
        if (signal.aborted) return;
        if (!made) {
          this.#set({ connection: 'offline' });
          await wait(Math.min(this.#maxRetryMs, 500 * 2 ** failures++), signal);
          continue;
        }
      }
      if (!this.#kept) return;
      const outcome = await this.#readOnce(signal);
      if (signal.aborted) return;
      if (outcome === 'unknown') return this.#forget();
      failures = outcome === 'read' ? 0 : failures + 1;
      if (failures > 0) this.#set({ connection: 'offline' });
      else this.#set({ connection: 'connecting' });
      await wait(failures === 0 ? 0 : Math.min(this.#maxRetryMs, 500 * 2 ** (failures - 1)), signal);
    }
  }

  async #newCode(signal: AbortSignal): Promise<boolean> {
    try {
      const answer = await this.#post('screen/code', {}, this.#requestTimeoutMs, signal, false);
      if (!answer.ok || signal.aborted) return false;
      const made = (await answer.json()) as { code?: unknown; token?: unknown };
      if (signal.aborted || typeof made.token !== 'string' || typeof made.code !== 'string') return false;
      this.#keep({ token: made.token, code: made.code });
      this.#lastId = undefined;
      this.#set({ paired: false });
      this.changed();
      return true;
    } catch {
      return false;
    }
  }

  /** One stream, read until it ends: `read` when it got past `hello`, `failed` otherwise, `unknown` when the token is no more. */
  async #readOnce(outer: AbortSignal): Promise<'read' | 'failed' | 'unknown'> {
    const attempt = new AbortController();
    const signal = AbortSignal.any([outer, attempt.signal]);
    let watchdog: ReturnType<typeof setTimeout> | undefined;
    let heartbeatMs = 10_000;
    const alive = () => {
      clearTimeout(watchdog);
      watchdog = setTimeout(() => attempt.abort(new DOMException('no heartbeat', 'TimeoutError')), 2 * heartbeatMs);
    };
    let greeted = false;
    try {
      alive();
      const headers: Record<string, string> = { [SCREEN_TOKEN_HEADER]: this.#kept!.token, accept: 'text/event-stream' };
      if (this.#lastId !== undefined) headers['last-event-id'] = this.#lastId;
      // Never follow a redirect: it would carry the token elsewhere.
      const answer = await this.#fetch(`${this.#url}/${this.side}/events`, { headers, signal, cache: 'no-store', redirect: 'manual' });
      if (isRedirect(answer)) return 'failed';
      if (answer.status === 401 || answer.status === 403) return 'unknown';
      if (!answer.ok || !answer.body) return 'failed';
      await readEventStream(
        answer.body,
        (event) => {
          if (signal.aborted) return;
          if (event.event === 'hello') {
            greeted = true;
            const hello = parseData(event) as { heartbeatMs?: unknown; pingMs?: unknown; paired?: unknown };
            // The relay's numbers are bounded here: a stream silent for over two minutes is dead, and pings come at most ten times a second.
            if (typeof hello.heartbeatMs === 'number' && hello.heartbeatMs > 0) heartbeatMs = Math.min(hello.heartbeatMs, MAX_HEARTBEAT_MS);
            alive();
            this.#set({ connection: 'online', paired: hello.paired === true });
            if (this.side === 'screen' && typeof hello.pingMs === 'number' && hello.pingMs > 0) this.#startPing(Math.min(Math.max(hello.pingMs, MIN_PING_MS), MAX_HEARTBEAT_MS), signal);
            return;
          }
          this.#onEvent(event);
        },
        alive,
        signal,
      );
    } catch {
      /* a network failure, an abort, a watchdog: reconnect (unless superseded) */
    } finally {
      clearTimeout(watchdog);
    }
    if (!outer.aborted && this.#unpaired) {
      this.#unpaired = false;
      return 'unknown';
    }
    return greeted ? 'read' : 'failed';
  }

  #unpaired = false;

  #onEvent(event: StreamEvent): void {
    const data = parseData(event);
    if (event.id !== undefined) this.#lastId = event.id;
    if (event.event === 'snapshot') {
      const snapshot = data as { paired?: unknown; sale?: unknown };
      const state = checkSaleState(snapshot.sale ?? null);
      this.#set({ paired: snapshot.paired === true });
      if (state !== undefined) this.replace(state);
    } else if (event.event === 'paired') {
      this.#set({ paired: true });
    } else if (event.event === 'status') {
      const status = (data as { status?: unknown }).status;
      if (status === 'online' || status === 'offline') this.#set({ peer: status });
    } else if (event.event === 'unpaired') {
      this.#unpaired = true;
    } else if (MESSAGE_EVENTS.has(event.event)) {
      const checked = checkLinkMessage(data);
      if (checked.ok && senderOf(checked.message) !== this.side) this.apply(checked.message, 'remote');
    }
  }

  #startPing(pingMs: number, signal: AbortSignal): void {
    clearInterval(this.#ping);
    const ping = (this.#ping = setInterval(() => {
      if (signal.aborted) return clearInterval(ping);
      void this.#post('screen/ping', {}, pingMs, signal, false).catch(() => undefined);
    }, pingMs));
  }
}

/**
 * A screen link through the host's screen relay mounted at `url`. The screen shows the pairing
 * code it is given (`transport.code`) until a station pairs; the station calls `pair(code)` once,
 * and both keep their token in `storage` (localStorage) so a reload resumes the link and its sale.
 */
export function relayTransport(options: RelayTransportOptions): ScreenTransport {
  return new RelayTransport(options);
}
