import { LitElement, css, html, nothing, type PropertyValues } from 'lit';
import { currencyExponent, scaleOf, toMinor } from '../money/money.js';
import { LocalizeController } from '../i18n/localize.js';
import type { Catalogue } from '../i18n/registry.js';
import type { Messages } from '../i18n/messages.js';
import { screenArea } from '../i18n/screen-area.js';
import { personName, tokens } from '../elements/internal/shared.js';
import type { SaleState } from '../protocol/screen-schemas.js';
import type { StationLink } from './station-link.js';

const styles = css`
  :host {
    font-family: var(--_font);
    font-size: var(--_font-size);
    color: var(--_text);
  }
  .panel {
    display: grid;
    gap: var(--_space);
    padding: var(--_space);
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    background: var(--_surface);
  }
  h2 {
    margin: 0;
    font-size: 1em;
  }
  p,
  ul {
    margin: 0;
  }
  ul {
    padding: 0;
    list-style: none;
    display: grid;
    gap: calc(var(--_space) / 2);
  }
  li,
  [part~='total'] {
    display: flex;
    justify-content: space-between;
    gap: var(--_space);
  }
  [part~='total'] {
    font-weight: 700;
    border-block-start: 1px solid var(--_border);
    padding-block-start: calc(var(--_space) / 2);
  }
  [part~='connection']::before {
    content: '';
    display: inline-block;
    inline-size: 0.6em;
    block-size: 0.6em;
    margin-inline-end: 0.4em;
    border-radius: 50%;
    background: var(--_danger);
    border: 1px solid CanvasText;
  }
  [part~='connection'].online::before {
    background: var(--_success);
  }
  [part~='phase'] {
    font-weight: 600;
  }
  .muted {
    color: var(--_muted);
  }
`;

/**
 * @summary What the cashier sees of the customer's screen: whether it is connected, the sale's
 * state (waiting / confirmed / no tip), each person's current choice and the tips' total. Compact
 * for a POS sidebar; its changes are announced politely (a live region).
 *
 * Set `link` to the station's `createStationLink(...)`.
 *
 * @csspart panel - The whole panel (a group named by its heading).
 * @csspart connection - Connected / Not connected.
 * @csspart phase - No sale, waiting for the customer, tip confirmed, no tip.
 * @csspart choices - The list of staff and their current tips.
 * @csspart choice - One person's row.
 * @csspart total - The tips' total.
 */
export class TipStationStatus extends LitElement {
  static override styles = [tokens, styles];
  static override properties = {
    link: { attribute: false },
    locale: {},
    messages: { attribute: false },
  };

  readonly #i18n = new LocalizeController(this, () => ({ locale: this.link?.sale?.sale.locale }), screenArea);

  /** The station's link to its screen. */
  link?: StationLink;
  /** Locale; default the sale's, else the nearest `lang`, else the browser's. */
  locale?: string;
  /** Messages over the catalogue's (any keys; see `ScreenMessages`). */
  messages?: Catalogue;

  #listening: StationLink | undefined;
  readonly #changed = () => this.requestUpdate();

  override connectedCallback(): void {
    super.connectedCallback();
    this.#listen(this.link);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.#listen(undefined);
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('link') && this.isConnected) this.#listen(this.link);
  }

  #listen(link: StationLink | undefined): void {
    if (link === this.#listening) return;
    for (const type of ['sale-change', 'screen-status'] as const) {
      this.#listening?.removeEventListener(type, this.#changed);
      link?.addEventListener(type, this.#changed);
    }
    this.#listening = link;
  }

  #phase(t: Messages, sale: SaleState | null | undefined): string {
    switch (sale?.phase) {
      case 'open':
        return t.stationWaiting;
      case 'intent':
        return t.stationConfirmed;
      case 'skipped':
        return t.stationSkipped;
      default:
        return t.stationNoSale;
    }
  }

  #rows(t: Messages, sale: SaleState) {
    const currency = sale.sale.currency || 'USD';
    const chosen = new Map((sale.selections ?? []).map((s) => [s.employeeId, s.amount]));
    const declined = new Set(sale.declined ?? []);
    const scale = scaleOf(currencyExponent(currency), chosen.values());
    const total = [...chosen.values()].reduce((sum, amount) => sum + toMinor(amount, scale), 0);
    const locale = this.#i18n.locale;
    return html`<ul part="choices">
        ${sale.sale.staff.map((member) => {
          const amount = chosen.get(member.employeeId);
          return html`<li part="choice">
            <bdi>${personName(member, locale) || member.employeeId}</bdi>
            ${amount === undefined
              ? html`<span class="muted">${sale.phase === 'open' && !declined.has(member.employeeId) ? t.stationNoChoice : t.noTip}</span>`
              : html`<span>${this.#i18n.amount(amount, currency)}</span>`}
          </li>`;
        })}
      </ul>
      <p part="total"><span>${t.total}</span> <span>${this.#i18n.money(total, currency, scale)}</span></p>`;
  }

  protected override render() {
    const t = this.#i18n.t;
    const link = this.link;
    const online = link?.status === 'online';
    const sale = link?.sale;
    const phase = this.#phase(t, sale);
    const connection = online ? t.stationOnline : t.stationOffline;
    const showing = sale && (sale.phase === 'open' || sale.phase === 'intent' || sale.phase === 'skipped');
    // A group, not a region landmark: a POS may show several (one per screen).
    return html`<div part="panel" class="panel" role="group" aria-labelledby="title">
      <h2 id="title">${t.stationTitle}</h2>
      <div role="status">
        <p part="connection" class=${online ? 'online' : 'offline'}>${connection}</p>
        <p part="phase">${phase}</p>
      </div>
      ${showing ? this.#rows(t, sale) : nothing}
    </div>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'tip-station-status': TipStationStatus;
  }
}
