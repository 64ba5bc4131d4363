/**
 * `broadcastTransport(name)`: a screen link over a `BroadcastChannel`, for a customer screen on the
 * same device and origin as the station (a second monitor). Both pages open a channel of the same
 * name. Besides the link's messages, each side says `hello` when it opens (the other answers with
 * its sale state, so a page that reloads mid-sale comes back to it), pings every `pingMs`, and
 * says `bye` when it closes; a peer silent for `offlineAfterMs` is `offline`. Every message
 * received is checked with `checkLinkMessage` and must come from the other side; every snapshot
 * with the sale state's schema. Anything else is ignored.
 */
import type { LinkMessage, SaleState, ScreenSide } from '../protocol/screen-schemas.js';
import { checkLinkMessage, saleEnded, senderOf } from '../protocol/screen-state.js';
import { checkSaleState, SaleKeeper, ScreenLinkError, type Connection, type Presence, type ScreenTransport } from './transport.js';

export interface BroadcastTransportOptions {
  /** How often each side says it is there (default 2000 ms). */
  pingMs?: number;
  /** A peer with no sign of life for this long is `offline` (default 3 × `pingMs`). */
  offlineAfterMs?: number;
}

type Frame =
  | { t: 'msg'; from: ScreenSide; message: unknown }
  | { t: 'hello' | 'ping' | 'bye'; from: ScreenSide }
  | { t: 'snapshot'; from: ScreenSide; sale: unknown };

const other = (side: ScreenSide): ScreenSide => (side === 'station' ? 'screen' : 'station');

/**
 * Whether a peer's snapshot should replace ours: we have none; or it is further along the same
 * sale; or ours has ended and it shows another sale.
 */
function newer(ours: SaleState | null, theirs: SaleState | null): boolean {
  if (!theirs) return false;
  if (!ours) return true;
  if (ours.saleId === theirs.saleId) {
    return theirs.stationSeq >= ours.stationSeq && theirs.screenSeq >= ours.screenSeq && theirs.stationSeq + theirs.screenSeq > ours.stationSeq + ours.screenSeq;
  }
  return saleEnded(ours) && !saleEnded(theirs);
}

class BroadcastTransport extends SaleKeeper implements ScreenTransport {
  readonly #name: string;
  readonly #pingMs: number;
  readonly #offlineAfterMs: number;
  #channel: BroadcastChannel | undefined;
  #ping: ReturnType<typeof setInterval> | undefined;
  #watchdog: ReturnType<typeof setTimeout> | undefined;
  #peer: Presence = 'unknown';
  #connection: Connection = 'connecting';

  constructor(name: string, options: BroadcastTransportOptions) {
    super();
    this.#name = name;
    this.#pingMs = options.pingMs ?? 2000;
    this.#offlineAfterMs = options.offlineAfterMs ?? 3 * this.#pingMs;
  }

  get connection(): Connection {
    return this.#connection;
  }
  get peer(): Presence {
    return this.#peer;
  }
  get paired(): boolean {
    return true;
  }
  get code(): undefined {
    return undefined;
  }

  open(side: ScreenSide): void {
    if (this.side || this.closed) return;
    this.side = side;
    const channel = (this.#channel = new BroadcastChannel(this.#name));
    channel.onmessage = (event: MessageEvent) => this.#receive(event.data);
    this.#connection = 'online';
    this.#post({ t: 'hello', from: side });
    this.#ping = setInterval(() => this.#post({ t: 'ping', from: side }), this.#pingMs);
    this.changed();
  }

  async send(message: LinkMessage): Promise<void> {
    if (!this.side) throw new ScreenLinkError('closed', 'open the transport first');
    if (senderOf(message) !== this.side) throw new ScreenLinkError('wrong_side', `the ${this.side} cannot send ${message.type}`);
    this.applyOwn(message);
    this.#post({ t: 'msg', from: this.side, message });
  }

  async pair(): Promise<void> {
    // One device, one channel: the pages are linked by its name.
  }

  async unpair(): Promise<void> {
    // Nothing to end: closing the transport leaves the channel.
  }

  close(): void {
    if (this.closed) return;
    if (this.side) this.#post({ t: 'bye', from: this.side });
    this.closed = true;
    clearInterval(this.#ping);
    clearTimeout(this.#watchdog);
    this.#channel?.close();
    this.#channel = undefined;
  }

  #post(frame: Frame): void {
    try {
      this.#channel?.postMessage(frame);
    } catch {
      /* a closed channel or an uncloneable value: nothing is sent */
    }
  }

  #setPeer(presence: Presence): void {
    clearTimeout(this.#watchdog);
    if (presence === 'online') this.#watchdog = setTimeout(() => this.#setPeer('offline'), this.#offlineAfterMs);
    if (presence === this.#peer) return;
    this.#peer = presence;
    this.changed();
  }

  #receive(data: unknown): void {
    if (this.closed || !this.side || data === null || typeof data !== 'object') return;
    const frame = data as Partial<Frame>;
    if (frame.from !== other(this.side)) return;
    switch (frame.t) {
      case 'hello':
        this.#setPeer('online');
        this.#post({ t: 'snapshot', from: this.side, sale: this.sale });
        return;
      case 'ping':
        this.#setPeer('online');
        return;
      case 'bye':
        this.#setPeer('offline');
        return;
      case 'snapshot': {
        this.#setPeer('online');
        const state = checkSaleState((frame as { sale?: unknown }).sale);
        if (state !== undefined && newer(this.sale, state)) this.replace(state);
        return;
      }
      case 'msg': {
        this.#setPeer('online');
        const checked = checkLinkMessage((frame as { message?: unknown }).message);
        if (!checked.ok || senderOf(checked.message) !== frame.from) return;
        this.apply(checked.message, 'remote');
        return;
      }
    }
  }
}

/**
 * A screen link over the `BroadcastChannel` named `name` (same device and origin): give the
 * station's page and the screen's page the same name. Always paired; `pair` and `unpair` do nothing.
 */
export function broadcastTransport(name: string, options: BroadcastTransportOptions = {}): ScreenTransport {
  return new BroadcastTransport(`tip-elements:screen:${name}`, options);
}
