/**
 * What carries a screen link's messages between the cashier's station and the customer's screen:
 * one interface, two transports (`broadcastTransport`: a `BroadcastChannel` on one device;
 * `relayTransport`: the host's screen relay between two). A transport keeps the sale's state as
 * both ends know it, applying every message it sends and receives with the one rule,
 * `applyScreenMessage`, and replacing it with a snapshot when its peer or the relay sends one.
 */
import * as z from 'zod/mini';
import { saleState, type LinkMessage, type SaleState, type ScreenSide } from '../protocol/screen-schemas.js';
import { applyScreenMessage, type DropReason } from '../protocol/screen-state.js';

/** The transport's own connection: to the relay, or to the channel. */
export type Connection = 'connecting' | 'online' | 'offline';
/** The other side's presence as this side knows it. */
export type Presence = 'online' | 'offline' | 'unknown';

/** Where a change of the sale's state came from. */
export type SaleChangeSource = 'local' | 'remote' | 'snapshot';

/** Fired by a transport when the sale's state changed: `message` applied (or a snapshot replaced it). */
export class SaleChangeEvent extends Event {
  static readonly eventName = 'sale-change' as const;
  constructor(
    readonly source: SaleChangeSource,
    readonly previous: SaleState | null,
    readonly message?: LinkMessage,
  ) {
    super(SaleChangeEvent.eventName);
  }
}

/** Fired by a transport when its connection, pairing, code or peer presence changed (read them from the transport). */
export class TransportChangeEvent extends Event {
  static readonly eventName = 'transport-change' as const;
  constructor() {
    super(TransportChangeEvent.eventName);
  }
}

/** A message the link refused to send, and why (the rule's reason, or the relay's error code). */
export class ScreenLinkError extends Error {
  constructor(
    readonly code: DropReason | 'closed' | 'not_paired' | 'unknown_code' | 'failed' | string,
    message = code,
  ) {
    super(message);
    this.name = 'ScreenLinkError';
  }
}

/** One transport: send a message, hear messages (as state changes), its connection and its close. */
export interface ScreenTransport extends EventTarget {
  /** The sale as both ends know it (null before the first). */
  readonly sale: SaleState | null;
  readonly connection: Connection;
  /** The peer's presence: the station reads the screen's. */
  readonly peer: Presence;
  /** Whether a peer is linked (always true on a `BroadcastChannel`). */
  readonly paired: boolean;
  /** The screen's pairing code to show while unpaired (relay only). */
  readonly code: string | undefined;
  /** Starts the transport as one side of the link; once. */
  open(side: ScreenSide): void;
  /** Applies `message` to the sale and delivers it; rejects with a `ScreenLinkError` when the rule or the peer refuses it. */
  send(message: LinkMessage): Promise<void>;
  /** The station: links to the screen that shows `code`. */
  pair(code: string, options?: { signal?: AbortSignal }): Promise<void>;
  /** The station: ends the link (both sides). */
  unpair(): Promise<void>;
  /** Stops everything; nothing changes afterwards. */
  close(): void;
}

/** A sale state received from outside, checked; undefined when it is not one. */
export function checkSaleState(value: unknown): SaleState | null | undefined {
  if (value === null) return null;
  const parsed = z.safeParse(saleState, value);
  return parsed.success ? parsed.data : undefined;
}

/**
 * The state keeping both transports share: applying messages with the rule, snapshots, and the
 * events. Subclasses deliver.
 */
export abstract class SaleKeeper extends EventTarget {
  #sale: SaleState | null = null;
  protected side: ScreenSide | undefined;
  protected closed = false;

  get sale(): SaleState | null {
    return this.#sale;
  }

  /** Applies `message` by the rule: true when it applied (and `sale-change` fired). */
  protected apply(message: LinkMessage, source: 'local' | 'remote'): { applied: true } | { applied: false; reason: DropReason } {
    const decision = applyScreenMessage(this.#sale, message);
    if (!decision.apply) return { applied: false, reason: decision.reason };
    const previous = this.#sale;
    this.#sale = decision.state;
    this.dispatchEvent(new SaleChangeEvent(source, previous, message));
    return { applied: true };
  }

  /** Replaces the state with a snapshot's. */
  protected replace(state: SaleState | null): void {
    if (this.closed || JSON.stringify(state) === JSON.stringify(this.#sale)) return;
    const previous = this.#sale;
    this.#sale = state;
    this.dispatchEvent(new SaleChangeEvent('snapshot', previous, undefined));
  }

  protected changed(): void {
    if (!this.closed) this.dispatchEvent(new TransportChangeEvent());
  }

  /** Checks a message before it is sent: the rule must apply it (else a `ScreenLinkError` with the reason). */
  protected applyOwn(message: LinkMessage): void {
    if (this.closed) throw new ScreenLinkError('closed', 'the transport is closed');
    const result = this.apply(message, 'local');
    if (!result.applied) throw new ScreenLinkError(result.reason, `message dropped: ${result.reason}`);
  }
}
