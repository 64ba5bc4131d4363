/**
 * `createStationLink({ transport })`: the cashier's end of a screen link. It sends the sale to
 * the customer's screen and tells the station, as events, what the customer does there.
 */
import type { IntentResult, TipSelection } from '../protocol/schemas.js';
import type { LinkMessage, SaleState, ScreenSale, ScreenStatus } from '../protocol/screen-schemas.js';
import { saleEnded } from '../protocol/screen-state.js';
import { TipChangeEvent, TipIntentEvent, TipSkipEvent } from '../elements/internal/events.js';
import { SaleChangeEvent, ScreenLinkError, TransportChangeEvent, type ScreenTransport } from './transport.js';

/** Fired by a station link when the screen comes and goes. */
export class ScreenStatusEvent extends Event {
  static readonly eventName = 'screen-status' as const;
  constructor(readonly status: ScreenStatus) {
    super(ScreenStatusEvent.eventName);
  }
}

/** What `startSale` takes: the sale's id and `tip-checkout`'s properties for the screen. */
export type StationSale = ScreenSale & { saleId: string };

export interface StationLinkEventMap {
  'tip-change': TipChangeEvent;
  'tip-intent': TipIntentEvent;
  'tip-skip': TipSkipEvent;
  'screen-status': ScreenStatusEvent;
  'sale-change': SaleChangeEvent;
}

const sameSelections = (a: readonly TipSelection[] | undefined, b: readonly TipSelection[] | undefined) => JSON.stringify(a ?? []) === JSON.stringify(b ?? []);

/**
 * The station's link. Events: `tip-change` (the customer's selections as they stand, each time
 * they change), `tip-intent` (once per sale: the intent the screen created; charge it),
 * `tip-skip` (once per sale: the customer confirmed without a tip), `screen-status` (`online` /
 * `offline`), and `sale-change` (anything about the sale changed; read `sale`).
 */
export class StationLink extends EventTarget {
  readonly transport: ScreenTransport;
  /** The sales whose intent or skip this page has announced: once per sale, even when it comes again in a snapshot. */
  readonly #announced = new Set<string>();
  #status: ScreenStatus = 'offline';

  constructor(transport: ScreenTransport) {
    super();
    this.transport = transport;
    transport.addEventListener(SaleChangeEvent.eventName, (event) => this.#onSale(event as SaleChangeEvent));
    transport.addEventListener(TransportChangeEvent.eventName, () => this.#onTransport());
    transport.open('station');
    this.#onTransport();
  }

  override addEventListener<K extends keyof StationLinkEventMap>(type: K, listener: (this: StationLink, event: StationLinkEventMap[K]) => unknown, options?: boolean | AddEventListenerOptions): void;
  override addEventListener(type: string, listener: EventListenerOrEventListenerObject | null, options?: boolean | AddEventListenerOptions): void;
  override addEventListener(type: string, listener: EventListenerOrEventListenerObject | null, options?: boolean | AddEventListenerOptions): void {
    super.addEventListener(type, listener, options);
  }

  override removeEventListener<K extends keyof StationLinkEventMap>(type: K, listener: (this: StationLink, event: StationLinkEventMap[K]) => unknown, options?: boolean | EventListenerOptions): void;
  override removeEventListener(type: string, listener: EventListenerOrEventListenerObject | null, options?: boolean | EventListenerOptions): void;
  override removeEventListener(type: string, listener: EventListenerOrEventListenerObject | null, options?: boolean | EventListenerOptions): void {
    super.removeEventListener(type, listener, options);
  }

  /** The sale as the screen knows it (null before the first). */
  get sale(): SaleState | null {
    return this.transport.sale;
  }
  /** Whether the screen is there. */
  get status(): ScreenStatus {
    return this.#status;
  }
  /** Whether a screen is linked. */
  get paired(): boolean {
    return this.transport.paired;
  }

  /** Links to the screen that shows `code` (relay); remembered afterwards. */
  pair(code: string, options?: { signal?: AbortSignal }): Promise<void> {
    return this.transport.pair(code.toUpperCase().replace(/[\s-]+/g, ''), options);
  }

  /**
   * Shows a sale on the screen. The same `saleId` again updates the open sale; another one while a
   * sale is open rejects with `ScreenLinkError` `sale_open` (end it with `paid()` or `cancelSale()` first).
   */
  startSale({ saleId, ...sale }: StationSale): Promise<void> {
    const current = this.transport.sale;
    const seq = current && current.saleId === saleId ? current.stationSeq + 1 : 1;
    return this.transport.send({ type: 'sale', saleId, seq, sale });
  }

  /** The sale is paid: the screen thanks the customer, then goes idle. */
  paid(): Promise<void> {
    return this.#end('paid');
  }

  /** The sale is called off: the screen goes idle. */
  cancelSale(): Promise<void> {
    return this.#end('cancel');
  }

  /** Ends the link (the screen shows a new code). */
  unpair(): Promise<void> {
    return this.transport.unpair();
  }

  /** Stops listening and closes the transport. */
  close(): void {
    this.transport.close();
  }

  #end(type: 'paid' | 'cancel'): Promise<void> {
    const current = this.transport.sale;
    if (!current || saleEnded(current)) return Promise.reject(new ScreenLinkError('foreign', 'no sale is open'));
    const message: LinkMessage = { type, saleId: current.saleId, seq: current.stationSeq + 1 };
    return this.transport.send(message);
  }

  #onTransport(): void {
    const status: ScreenStatus = this.transport.connection === 'online' && this.transport.peer === 'online' ? 'online' : 'offline';
    if (status === this.#status) return;
    this.#status = status;
    this.dispatchEvent(new ScreenStatusEvent(status));
  }

  #onSale(event: SaleChangeEvent): void {
    this.dispatchEvent(new SaleChangeEvent(event.source, event.previous, event.message));
    if (event.source === 'local') return;
    const state = this.transport.sale;
    if (!state) return;
    const before = event.previous?.saleId === state.saleId ? event.previous : null;
    // Each choice the customer makes (as tip-checkout fires one per change); a snapshot only when it changes the selections.
    if (event.message?.type === 'choice' || (event.source === 'snapshot' && !sameSelections(before?.selections, state.selections))) {
      this.dispatchEvent(new TipChangeEvent([...(state.selections ?? [])], [...(state.declined ?? [])]));
    }
    if (this.#announced.has(state.saleId)) return;
    if (state.phase === 'intent' && state.result) {
      this.#announced.add(state.saleId);
      this.dispatchEvent(new TipIntentEvent(state.result as IntentResult, [...(state.selections ?? [])]));
    } else if (state.phase === 'skipped') {
      this.#announced.add(state.saleId);
      this.dispatchEvent(new TipSkipEvent());
    }
  }
}

/** The station's end of a screen link over `transport`. */
export function createStationLink({ transport }: { transport: ScreenTransport }): StationLink {
  return new StationLink(transport);
}

