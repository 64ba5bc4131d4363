import { LitElement, html, nothing, type PropertyValues } from 'lit';
import { keyed } from 'lit/directives/keyed.js';
import { ContextEvent } from '@lit/context';
import type { DataClient } from '../client/client.js';
import { TipError } from '../client/errors.js';
import { currencyExponent, toMinor } from '../money/money.js';
import type { LinkMessage, SaleState } from '../protocol/screen-schemas.js';
import { LocalizeController } from '../i18n/localize.js';
import type { Catalogue } from '../i18n/registry.js';
import { screenArea } from '../i18n/screen-area.js';
import { checkoutContext } from '../elements/internal/context.js';
import { TipErrorEvent, type TipChangeEvent, type TipIntentEvent } from '../elements/internal/events.js';
import { tokens } from '../elements/internal/shared.js';
import type { TipChoice } from '../elements/internal/types.js';
import { screenStyles } from './screen.styles.js';
import { SaleChangeEvent, TransportChangeEvent, type ScreenTransport } from './transport.js';

type View = 'connecting' | 'pairing' | 'idle' | 'sale' | 'waiting' | 'thanks';

/** A pairing code read one character at a time ("A B C 2 3 4"). */
const spelled = (code: string) => [...code].join(' ');

/**
 * @summary The customer-facing screen of a Data-mode POS: idle between sales, the pairing code
 * while no station is linked, the sale's `tip-checkout` while the customer tips, a thank-you
 * after the station's `paid()`, then idle again.
 *
 * Give it a `transport` (`relayTransport` or `broadcastTransport`) and a `client` pointing at the
 * host's proxy (no credentials on the screen). The sale, its currency, locale and tip mode come
 * from the station. The checkout's `tip-change`, `tip-intent` and `tip-skip` go to the station
 * through the transport (they also bubble out of this element). A screen that reloads mid-sale
 * comes back to the sale and the customer's choices (in `each` mode). When the shown part
 * disappears while it holds the focus, the focus moves to the new view, never to the page.
 *
 * @slot idle - Shown between sales (default: a welcome in the customer's language).
 *
 * @event tip-error - A message could not reach the station, or the checkout failed (`TipErrorEvent`).
 *
 * @csspart view - The current view's box (every view but the sale's); a live region.
 * @csspart message - The view's text (welcome, connecting, pairing instructions, waiting, thanks).
 * @csspart code - The pairing code.
 * @csspart checkout - The sale's `tip-checkout`.
 *
 * @cssproperty --tip-screen-font-size - Base type size (1.5rem).
 * @cssproperty --tip-code-font-size - The pairing code's size (11vw, between 2rem and 4rem).
 * @cssproperty --tip-touch-target - Minimum size of every control (56px here).
 */
export class TipCustomerScreen extends LitElement {
  static override styles = [tokens, screenStyles];
  static override properties = {
    client: { attribute: false },
    transport: { attribute: false },
    locale: {},
    messages: { attribute: false },
    thanksMs: { attribute: 'thanks-ms', type: Number },
    thanking: { state: true },
  };

  // The screen's own area; between the sale's views, the words follow the sale's locale unless `locale` is set.
  readonly #i18n = new LocalizeController(this, () => ({ locale: this.transport?.sale?.sale.locale }), screenArea);

  /** The Data client for the checkout, pointing at the host's proxy. */
  client?: DataClient;
  /** How this screen hears its station. */
  transport?: ScreenTransport;
  /** Locale when the sale names none; default the nearest `lang`, else the browser's. */
  locale?: string;
  /** Messages over the catalogue's (any keys; see `ScreenMessages`). */
  messages?: Catalogue;
  /** How long the thank-you stays before idle (ms, default 6000). */
  thanksMs = 6000;

  private thanking = false;
  #thanksTimer: ReturnType<typeof setTimeout> | undefined;
  #listening: ScreenTransport | undefined;
  #view: View | undefined;
  #hadFocus = false;
  /** The sale whose choices were given back to the checkout after a reload. */
  #restored: string | undefined;
  #restoring = false;
  readonly #onSale = (event: Event) => this.#saleChanged(event as SaleChangeEvent);
  readonly #onTransport = () => this.requestUpdate();

  override connectedCallback(): void {
    super.connectedCallback();
    this.#listen(this.transport);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.#listen(undefined);
    clearTimeout(this.#thanksTimer);
    this.thanking = false;
  }

  #listen(transport: ScreenTransport | undefined): void {
    if (this.#listening === transport) return;
    this.#listening?.removeEventListener(SaleChangeEvent.eventName, this.#onSale);
    this.#listening?.removeEventListener(TransportChangeEvent.eventName, this.#onTransport);
    this.#listening = transport;
    if (!transport) return;
    transport.addEventListener(SaleChangeEvent.eventName, this.#onSale);
    transport.addEventListener(TransportChangeEvent.eventName, this.#onTransport);
    transport.open('screen');
  }

  #saleChanged(event: SaleChangeEvent): void {
    if (event.message?.type === 'paid' && event.source === 'remote') {
      clearTimeout(this.#thanksTimer);
      this.thanking = true;
      this.#thanksTimer = setTimeout(() => (this.thanking = false), this.thanksMs);
    } else if (event.message?.type === 'sale' && event.previous?.saleId !== event.message.saleId) {
      clearTimeout(this.#thanksTimer);
      this.thanking = false;
    }
    this.requestUpdate();
  }

  /** The view for the link's state. */
  #viewOf(): View {
    const transport = this.transport;
    if (!transport) return 'idle';
    if (!transport.paired) return transport.code ? 'pairing' : 'connecting';
    const phase = transport.sale?.phase;
    if (phase === 'open') return 'sale';
    if (phase === 'intent' || phase === 'skipped') return 'waiting';
    return this.thanking ? 'thanks' : 'idle';
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('transport') && this.isConnected) this.#listen(this.transport);
    const view = this.#viewOf();
    // The focus is in the part about to go (the checkout's Confirm, say): it moves to the new view.
    this.#hadFocus = view !== this.#view && this.#view !== undefined && this.shadowRoot?.activeElement != null;
    this.#view = view;
  }

  protected override updated(): void {
    if (this.#hadFocus) {
      this.#hadFocus = false;
      this.renderRoot.querySelector<HTMLElement>(this.#view === 'sale' ? 'tip-checkout' : '[part~="view"]')?.focus();
    }
    const sale = this.transport?.sale;
    if (this.#view === 'sale' && sale && sale.saleId !== this.#restored) {
      this.#restored = sale.saleId;
      if ((sale.selections?.length || sale.declined?.length) && sale.sale.tipMode !== 'team') void this.#restore(sale);
    }
  }

  /** Gives the checkout the customer's choices back (a reload mid-sale), No tip included, through its context. */
  async #restore(sale: SaleState): Promise<void> {
    const checkout = this.renderRoot.querySelector('tip-checkout');
    await checkout?.updateComplete;
    const inside = checkout?.querySelector('staff-tip-list');
    if (!inside || this.transport?.sale?.saleId !== sale.saleId) return;
    const exponent = currencyExponent(sale.sale.currency || 'USD');
    inside.dispatchEvent(
      new ContextEvent(
        checkoutContext,
        inside,
        (context) => {
          if (!context) return;
          this.#restoring = true;
          try {
            for (const selection of sale.selections ?? []) {
              const choice: TipChoice = selection.level === 'custom' ? { level: 'custom', cents: toMinor(selection.amount, exponent) } : { level: selection.level };
              context.choose(selection.employeeId, choice);
            }
            for (const employeeId of sale.declined ?? []) context.choose(employeeId, { level: 'none' });
          } finally {
            this.#restoring = false;
          }
        },
        false,
      ),
    );
  }

  #send(build: (sale: SaleState) => LinkMessage | undefined): void {
    const transport = this.transport;
    const sale = transport?.sale;
    const message = sale && sale.phase === 'open' ? build(sale) : undefined;
    if (!transport || !message) return;
    transport.send(message).catch((error: unknown) => {
      if (!this.isConnected) return;
      this.dispatchEvent(new TipErrorEvent(new TipError(error instanceof Error ? error.message : 'the station did not get the message', { operation: 'screen', cause: error })));
    });
  }

  #onChange(event: TipChangeEvent): void {
    if (this.#restoring) return;
    this.#send((sale) => ({ type: 'choice', saleId: sale.saleId, seq: sale.screenSeq + 1, selections: event.selections, declined: event.declined }));
  }

  #onIntent(event: TipIntentEvent): void {
    this.#send((sale) => ({ type: 'intent', saleId: sale.saleId, seq: sale.screenSeq + 1, result: event.result, selections: event.selections }));
  }

  #onSkip(): void {
    this.#send((sale) => ({ type: 'skip', saleId: sale.saleId, seq: sale.screenSeq + 1 }));
  }

  #renderSale(sale: SaleState) {
    const s = sale.sale;
    return keyed(
      sale.saleId,
      html`<tip-checkout
        part="checkout"
        tabindex="-1"
        .client=${this.client}
        .locationId=${s.locationId}
        .customer=${s.customer}
        .staff=${s.staff}
        .lines=${s.lines ?? []}
        .currency=${s.currency ?? 'USD'}
        .locale=${s.locale ?? this.locale}
        .messages=${this.messages}
        .tipMode=${s.tipMode ?? 'each'}
        .teamSplit=${s.teamSplit ?? 'service'}
        @tip-change=${this.#onChange}
        @tip-intent=${this.#onIntent}
        @tip-skip=${this.#onSkip}
      >
        <staff-tip-list></staff-tip-list>
        <checkout-summary></checkout-summary>
      </tip-checkout>`,
    );
  }

  #renderView(view: Exclude<View, 'sale'>) {
    const t = this.#i18n.t;
    switch (view) {
      case 'connecting':
        return html`<p part="message">${t.screenConnecting}</p>`;
      case 'pairing': {
        const code = this.transport?.code ?? '';
        return html`<p part="message" aria-hidden="true">${t.screenPairCode}</p>
          <p part="code" aria-hidden="true" translate="no">${code}</p>
          <p class="visually-hidden">${t.screenCodeAnnounced(spelled(code))}</p>`;
      }
      case 'waiting':
        return html`<p part="message">${t.screenWaiting}</p>`;
      case 'thanks':
        return html`<p part="message">${t.screenThanks}</p>`;
      case 'idle':
        return html`<slot name="idle"><p part="message">${t.screenWelcome}</p></slot>`;
    }
  }

  protected override render() {
    const view = this.#view ?? this.#viewOf();
    const sale = this.transport?.sale;
    return html`<div part="view" class=${`view ${view}`} role="status" tabindex="-1" ?hidden=${view === 'sale'}>
        ${view === 'sale' ? nothing : this.#renderView(view)}
      </div>
      ${view === 'sale' && sale ? this.#renderSale(sale) : nothing}`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'tip-customer-screen': TipCustomerScreen;
  }
}
