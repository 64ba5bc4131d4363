import { LitElement, html, nothing, type PropertyValues } from 'lit';
import type { DataClient } from '../../../client/client.js';
import type { Proposal } from '../../../protocol/schemas.js';
import { decimalsOf } from '../../../money/money.js';
import { CheckoutSlice } from '../../internal/context.js';
import { checkHostData } from '../../internal/host-data-check.js';
import { updateInPlace, waitsForTeam } from '../../internal/hydration.js';
import { keyedRows, uniqueKeys } from '../../internal/keyed-rows.js';
import { errorText, LocalizeController } from '../../../i18n/localize.js';
import { alertStyles, initialsOf, personName, safeAvatarUrl, tokens } from '../../internal/shared.js';
import { balanceBidi } from '../../internal/isolated.js';
import type { TipProposals } from '../tip-proposals/tip-proposals.js';
import type { StaffMember, TipChoice } from '../../internal/types.js';
import { proposalsExportparts } from '../../internal/parts.js';
import { styles } from './staff-tip-list.styles.js';

function hasService(member: StaffMember): boolean {
  return Boolean(member.serviceAmount && member.serviceAmount > 0);
}

/**
 * @summary One row per staff member: avatar, name, the service they gave, and their tip
 * choices (`tip-proposals`).
 *
 * Inside `tip-checkout` the staff, proposals and choices come from the checkout. Standalone,
 * set `staff` and `proposals`: either a `Proposal[]` in the order of the staff members that
 * have a service amount (the order the service answers `tips/proposals` in when asked with
 * those amounts), or a `Map` from employeeId to `Proposal`. Staff without a service amount get
 * only "Custom" and "No tip". Avatars are shown only for http(s) and data:image URLs, and
 * initials stand in when there is none, it is unsafe or it fails to load.
 *
 * In a checkout in team mode (`tip-mode="team"`) the rows show who served (avatar, name,
 * service) without choices, and ONE `tip-proposals` (its `team` set) below them holds the
 * team's choices, named by the team message listing everyone in it, with a line saying how a
 * custom amount is split.
 *
 * @event change - A staff member's choice changed (re-dispatched from the row, bubbles,
 *   composed). `event.target` is this list; read `choices`.
 * @event tip-error - Standalone: `staff` is not as documented (`TipErrorEvent`, operation `staff`).
 *
 * @csspart row - A staff member's row.
 * @csspart avatar - The picture or the initials.
 * @csspart name - The staff member's full name.
 * @csspart service - "on $50.00 service".
 * @csspart error - The one alert shown for all rows when the proposals could not be loaded.
 * @csspart retry - Its Retry button.
 * @csspart team - Team mode: the team's name, how a custom amount is split, and its choices.
 * @csspart team-name - Team mode: the team's name, listing who is in it.
 * @csspart team-split - Team mode: how a custom amount is split.
 * @csspart group - A row's radio group (forwarded from `tip-proposals`, as are the parts below).
 * @csspart option - Every tip option; the chosen one also has `option-selected`.
 * @csspart option-selected - The chosen option of each row.
 * @csspart skeleton - A proposal's place while the proposals load (also an `option`).
 * @csspart percent - The percent of a proposal.
 * @csspart amount - The amount of a proposal.
 * @csspart fee - The fee line of a proposal.
 * @csspart total - The total within the fee line.
 * @csspart custom-label - The label of a row's custom amount.
 * @csspart custom-symbol - The currency symbol beside it.
 * @csspart custom-input - The custom amount's text box.
 * @csspart custom-fee - The fee and total for the custom amount.
 * @csspart custom-message - The custom amount's validation message or large-tip question.
 * @csspart custom-guard - The "Keep" and "Change" buttons of the large-tip guard.
 *
 * @cssproperty --tip-list-max-height - Caps the list's height; beyond it the list scrolls. Default `none`: the list grows with its content.
 * @cssproperty --tip-avatar-size - Avatar diameter (48px).
 */
export class StaffTipList extends LitElement {
  static override styles = [tokens, alertStyles, styles];
  static override properties = {
    brokenAvatars: { state: true },
    staff: { attribute: false },
    proposals: { attribute: false },
    currency: {},
    locale: {},
    loading: { type: Boolean, reflect: true },
    client: { attribute: false },
    locationId: { attribute: 'location-id' },
    largeTip: { attribute: 'large-tip' },
  };

  readonly #checkout = new CheckoutSlice(this, (c) => [c.currency, c.locale, c.messages, c.staff, c.proposalsStatus === 'error', c.proposalsError, c.sale, c.tipMode, c.teamSplit, c.team, c.modeCleared]);
  readonly #i18n = new LocalizeController(this, () => this.#checkout.value);

  /** Employee ids whose avatar failed to load (in this sale: the next one tries again). */
  private brokenAvatars: ReadonlySet<string> = new Set();
  #sale: number | undefined;

  /** Standalone: the staff to tip. Inside a checkout, the checkout's staff. */
  staff: readonly StaffMember[] = [];
  /** Standalone: proposals, as a `Proposal[]` in the order of the staff with a service amount, or a Map by employeeId. */
  proposals: readonly Proposal[] | ReadonlyMap<string, Proposal> = [];
  /** ISO currency. Default: the checkout's, else USD. */
  currency?: string;
  /** Locale; default the checkout's, else the nearest `lang`, else the browser's. */
  locale?: string;
  /** Standalone: proposals are on their way (skeletons for staff with a service amount). */
  loading = false;
  /** Standalone: client and location for custom-tip fee look-ups. */
  client?: DataClient;
  /** Standalone: the location id for custom-tip fee look-ups. */
  locationId = '';
  /** When a row's custom tip asks "a very large tip?" (custom-tip-input's `large-tip`); inside a checkout, default the checkout's. */
  largeTip?: string;

  /** Each staff member's current choice, by employeeId (those who chose). */
  get choices(): ReadonlyMap<string, TipChoice> {
    if (this.#checkout.value) return this.#checkout.value.choices;
    const map = new Map<string, TipChoice>();
    for (const row of this.renderRoot?.querySelectorAll<TipProposals>('tip-proposals') ?? []) {
      const choice = row.choice;
      if (choice) map.set(row.employeeId, choice);
    }
    return map;
  }

  get #members(): readonly StaffMember[] {
    return this.#checkout.value ? this.#checkout.value.staff : this.staff;
  }

  get #resolvedCurrency(): string {
    return this.#checkout.currency(this.currency);
  }

  #proposalMap(): ReadonlyMap<string, Proposal> {
    if (this.#checkout.value) return this.#checkout.value.proposals;
    const given = this.proposals;
    if (!Array.isArray(given)) return given as ReadonlyMap<string, Proposal>;
    const map = new Map<string, Proposal>();
    let i = 0;
    for (const member of this.staff) {
      if (!hasService(member)) continue;
      const proposal = given[i++];
      if (proposal) map.set(member.employeeId, proposal);
    }
    return map;
  }

  /**
   * Nothing is drawn inside a checkout that has given nothing yet (it gives its state once its
   * first proposals request is sent), nor, server-rendered in team mode, before the team's code is there.
   */
  protected override shouldUpdate(changed: PropertyValues): boolean {
    return !this.#checkout.waiting && !waitsForTeam(this, this.#checkout.value) && super.shouldUpdate(changed);
  }

  protected override willUpdate(changed: PropertyValues): void {
    super.willUpdate(changed);
    checkHostData(this, changed);
    this.#focusInside = Boolean(this.shadowRoot?.activeElement);
    const sale = this.#checkout.value?.sale;
    if (sale !== this.#sale) {
      this.#sale = sale;
      this.brokenAvatars = new Set();
    }
  }

  #onRowChange(event: Event): void {
    if (event.target === this) return;
    event.stopPropagation();
    this.dispatchEvent(new Event('change', { bubbles: true, composed: true }));
  }

  /** Retry of the proposals: focus goes to the first tip group before the alert (and its button) goes away. */
  #retry(): void {
    this.#checkout.value?.retryProposals();
    this.renderRoot.querySelector<TipProposals>('tip-proposals')?.focus();
  }

  #onAvatarError(employeeId: string): void {
    this.brokenAvatars = new Set([...this.brokenAvatars, employeeId]);
  }

  #renderAvatar(member: StaffMember) {
    const url = safeAvatarUrl(member.avatar);
    if (url && !this.brokenAvatars.has(member.employeeId)) {
      return html`<img
        part="avatar"
        src=${url}
        alt=""
        width="48"
        height="48"
        loading="lazy"
        decoding="async"
        @error=${() => this.#onAvatarError(member.employeeId)}
      />`;
    }
    return html`<span part="avatar" class="initials" aria-hidden="true">${initialsOf(member, this.#i18n.locale)}</span>`;
  }

  /** A tip group had focus before this update (switching the tip mode replaces every group). */
  #focusInside = false;

  /** Focus never falls to the page: when the focused group went away (the tip mode changed), the first group takes it. */
  protected override updated(changed: PropertyValues): void {
    super.updated(changed);
    if (!this.#focusInside || this.shadowRoot?.activeElement) return;
    const first = this.renderRoot.querySelector<TipProposals>('tip-proposals');
    if (first) void first.updateComplete.then(() => first.focus());
  }

  protected override update(changed: PropertyValues): void {
    // Rendered on the server in the other tip mode: drawn anew, not hydrated (Lit would keep the other mode's groups).
    updateInPlace(this, () => super.update(changed), 'team', this.#checkout.value?.tipMode === 'team');
  }

  protected override render() {
    const members = this.#members;
    const t = this.#i18n.t;
    if (members.length === 0) {
      return html`<p class="empty">${t.noStaff}</p>`;
    }
    const ctx = this.#checkout.value;
    // Team mode: the rows say who served, without choices; the team's one group below them is its code's (a lazy chunk), once loaded.
    const team = ctx?.tipMode === 'team';
    const proposals = this.#proposalMap();
    const standalone = !this.#checkout.value;
    const currency = this.#resolvedCurrency;
    const failed = this.#checkout.value?.proposalsStatus === 'error';
    return html`
      ${failed
        ? html`<div part="error" class="alert" role="alert">
            <span>${t.proposalsFailedAll} ${errorText(t, this.#checkout.value?.proposalsError)}</span>
            <button type="button" part="retry" class="retry" @click=${this.#retry}>${t.retry}</button>
          </div>`
        : nothing}
      <p class="cleared" role="status">${ctx?.modeCleared ? t.choicesCleared : ''}</p>
      <ul class="list" role="list" @change=${this.#onRowChange}>
        ${keyedRows(uniqueKeys(members), members.map((m) => {
          const name = personName(m, this.#i18n.locale) || m.employeeId;
          const service = hasService(m) && decimalsOf(m.serviceAmount) !== undefined ? m.serviceAmount! : 0;
          return html`<li part="row" role="listitem">
            ${this.#renderAvatar(m)}
            <div class="who">
              <div part="name"><bdi>${balanceBidi(name)}</bdi></div>
              ${service > 0 ? html`<div part="service">${t.serviceOf(this.#i18n.amount(service, currency))}</div>` : nothing}
            </div>
            ${team ? nothing : html`<tip-proposals
              exportparts=${proposalsExportparts}
              employee-id=${m.employeeId}
              label=${name}
              .proposal=${standalone ? proposals.get(m.employeeId) : undefined}
              .serviceAmount=${service > 0 ? m.serviceAmount : undefined}
              .loading=${standalone && this.loading && service > 0}
              .currency=${this.currency}
              .locale=${this.locale}
              .client=${this.client}
              location-id=${this.locationId}
              .largeTip=${this.largeTip}
              hide-error
            ></tip-proposals>`}
          </li>`;
        }), this.#sale)}
      </ul>
      ${team && ctx.team ? ctx.team.renderTeamGroup({ t, i18n: this.#i18n, currency: this.currency, locale: this.locale, largeTip: this.largeTip, onChange: (e) => this.#onRowChange(e) }, members, ctx) : nothing}
    `;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'staff-tip-list': StaffTipList;
  }
}
