import { ContextProvider } from '@lit/context';
import { LitElement, html, type PropertyValues } from 'lit';
import { kitArrival, type DataClient } from '../../../client/client.js';
import type { IntentResult, Customer, Proposal, TipSelection } from '../../../protocol/schemas.js';
import { currencyExponent } from '../../../money/money.js';
import { buildSelections, pendingStaff, type TeamSplit, type TipMode } from '../../internal/checkout-model.js';
import { checkoutContext, type CheckoutContext } from '../../internal/context.js';
import { TipChangeEvent, TipErrorEvent } from '../../internal/events.js';
import { FeeQuoter } from '../../internal/fee-quoter.js';
import { checkHostData } from '../../internal/host-data-check.js';
import { LocalizeController } from '../../../i18n/localize.js';
import type { Catalogue } from '../../../i18n/registry.js';
import { tokens } from '../../internal/shared.js';
import type { DisplayLine, StaffMember, TipChoice } from '../../internal/types.js';
import { ProposalsController } from './proposals-controller.js';
import { SubmitController } from './submit-controller.js';
import { TeamModeController } from './team-mode-controller.js';

function sameChoice(a: TipChoice | undefined, b: TipChoice): boolean {
  return a?.level === b.level && (a.level !== 'custom' || a.cents === (b as { cents: number | null }).cents);
}

/**
 * @summary The checkout that owns one sale: it fetches the tip proposals, keeps the customer's
 * choices, and creates the tip intent. The elements inside it (`staff-tip-list`,
 * `checkout-summary`, or `tip-proposals` with `employee-id`) read and change the sale through
 * `checkoutContext`.
 *
 * - Proposals: one request for every staff member with a service amount (`ProposalsController`);
 *   setting `staff`, `client`, `location-id` or `currency` asks again and aborts the request in
 *   flight; a superseded answer never lands. Choices of staff still present are kept.
 * - `submit()` creates the intent once per press (`SubmitController`): it does nothing while a
 *   staff member still needs a choice, fires `tip-skip` instead when nobody is tipped, and never
 *   rejects. Retry sends the same idempotency key, so a lost answer never becomes a second intent.
 * - Fees are looked up once per amount in a sale, shared by every element inside; the proposals'
 *   levels come with theirs. They do not outlive `reset()`.
 * - `reset()` starts the next sale with the same configuration and host data.
 * - Team mode (`tip-mode="team"`): one tip for the whole team. A level is every member's own
 *   proposal at that level (a member without a service amount gets no share); a custom amount is
 *   split exactly to the minor unit by service amount (`team-split="service"`, the default;
 *   evenly when nobody has one) or evenly (`team-split="even"`). The intent has one selection per
 *   member with a share above zero. Switching the mode during a sale clears its choices (and says so when there were some).
 *
 * @slot - The checkout's content: typically `staff-tip-list` and `checkout-summary`.
 *
 * @event tip-change - The customer changed a tip (`TipChangeEvent`: `selections`). Only on user
 *   action, never because a property was set.
 * @event tip-intent - The service created the intent (`TipIntentEvent`: `result`, `selections`).
 * @event tip-skip - The customer confirmed with no tip for anyone (`TipSkipEvent`); no intent.
 * @event tip-error - Proposals or the intent failed, or `staff`, `lines` or `customer` is not as documented (`TipErrorEvent`: `error`, `operation`).
 */
export class TipCheckout extends LitElement {
  static override styles = tokens;
  static override properties = {
    fees: { state: true },
    client: { attribute: false },
    locationId: { attribute: 'location-id' },
    customer: { attribute: false },
    staff: { attribute: false },
    serverProposals: { attribute: false },
    lines: { attribute: false },
    currency: {},
    locale: {},
    messages: { attribute: false },
    tipMode: { attribute: 'tip-mode', reflect: true, converter: { fromAttribute: (value: string | null): TipMode => (value === 'team' ? 'team' : 'each') } },
    teamSplit: { attribute: 'team-split', converter: { fromAttribute: (value: string | null): TeamSplit => (value === 'even' ? 'even' : 'service') } },
    teamChoice: { state: true },
    largeTip: { attribute: 'large-tip' },
  };

  readonly #provider = new ContextProvider(this, { context: checkoutContext });
  readonly #i18n = new LocalizeController(this);
  readonly #proposals = new ProposalsController(
    this,
    () => ({ client: this.client, locationId: this.locationId, staff: this.staff, currency: this.#currency, exponent: this.#exponent, serverProposals: this.serverProposals }),
    {
      learnFees: (options) => this.fees.learn(options),
      settled: () => this.#release(),
      failed: (error) => this.dispatchEvent(new TipErrorEvent(error)),
    },
  );
  readonly #team = new TeamModeController(
    this,
    () => this.client?.timeoutMs,
    (error) => {
      this.#release();
      this.dispatchEvent(new TipErrorEvent(error));
    },
  );
  readonly #submit = new SubmitController(this, () => ({
    client: this.client,
    locationId: this.locationId,
    customer: this.customer,
    selections: this.selections,
    incomplete: pendingStaff(this.staff, this.#proposals.proposals, this.choices).length > 0,
    shown: { proposals: this.#proposals.proposals, choices: this.choices, peek: (cents) => this.fees.peek(cents), exponent: this.#exponent },
    fees: this.fees,
  }));

  private choices: ReadonlyMap<string, TipChoice> = new Map();
  private fees: FeeQuoter;

  /** The client the checkout talks to the service (or the host's proxy) with. */
  client?: DataClient;
  /** The location identifier sent with proposals, fees and intent. */
  locationId = '';
  /** The customer (spec 2.4): `{ id, firstName, lastName }`. Required to create the intent. */
  customer?: Customer;
  /** The staff to tip; `serviceAmount` in the currency's major unit (0 or absent: no service, no proposals). */
  staff: readonly StaffMember[] = [];
  /** The bill's display lines (spec 2.6), shown by `checkout-summary`. */
  lines: readonly DisplayLine[] = [];
  /** ISO 4217 currency for display. */
  currency = 'USD';
  /** Locale for display and parsing; default the nearest `lang`, else the browser's. */
  locale?: string;
  /** Messages for this checkout over the locale's catalogue (partial: e.g. `{ noTip: 'No gratuity' }`); every element inside reads them. */
  messages?: Catalogue;
  /** `each` (default): a tip per staff member. `team`: one tip for the whole team, split among its members. Another value counts as `each`. Switching it clears the sale's choices. */
  tipMode: 'each' | 'team' = 'each';
  /** Team mode: a custom team tip is split by service amount (`service`, default) or evenly (`even`). Another value counts as `service`. */
  teamSplit: 'service' | 'even' = 'service';
  /** Every row's "a very large tip?" limit (custom-tip-input's `large-tip`): `3x` (default) the row's highest proposal, `5000` that amount in the currency's major unit, `off` none; over the service always asks. */
  largeTip?: string;
  #modeCleared = false;
  /**
   * The service's answer to this sale's proposals request when the page's server already asked it
   * (`proposalsPayload(sale)`; server-side rendering): the checkout shows them without a request when they
   * answer every service amount of `staff`, and asks the service otherwise. They go through the
   * client's checks; `reset()` forgets them.
   */
  serverProposals?: readonly Proposal[];

  /** Team mode: the customer's one choice for the team. */
  private teamChoice: TipChoice | undefined;

  /** Increases with every sale: the elements inside forget the last sale's rows. */
  #sale = 0;
  /** `reset()` asks for fresh proposals at the next update, so new `staff` set right after it cost one request, not two. */
  #reload = false;
  /** The animation frame at which a checkout holding its new state for the proposals' answer gives it to the elements inside. */
  #held: number | undefined;
  readonly #onQuote = (): void => this.requestUpdate();

  readonly #actions: Pick<CheckoutContext, 'choose' | 'retryProposals' | 'submit' | 'chooseTeam' | 'teamShares'> = {
    choose: (employeeId, choice) => this.#choose(employeeId, choice),
    chooseTeam: (choice) => this.#choose(undefined, choice),
    teamShares: (cents) => this.#team.code?.teamShares(this.staff, cents, this.#split, this.#exponent) ?? [],
    retryProposals: () => {
      const teamFailed = this.#team.error !== undefined;
      this.#team.retry();
      if (this.#proposals.status === 'error' || !teamFailed) this.#proposals.load();
      this.requestUpdate();
    },
    submit: () => this.submit(),
  };

  constructor() {
    super();
    this.fees = this.#createFees();
  }

  /** The tip selections (spec 2.13) as they stand: what `submit()` would send. */
  get selections(): TipSelection[] {
    return buildSelections(this.staff, this.#proposals.proposals, this.choices, this.#exponent);
  }

  get #mode(): TipMode { return this.tipMode === 'team' ? 'team' : 'each'; }

  get #split(): TeamSplit { return this.teamSplit === 'even' ? 'even' : 'service'; }

  /** `currency`, USD when it is empty. */
  get #currency(): string { return this.currency || 'USD'; }

  get #exponent(): number { return currencyExponent(this.#currency); }

  /** Team mode's code in team mode once loaded; undefined in `each` mode and while it loads. */
  get #teamCode() {
    return this.#mode === 'team' ? this.#team.code : undefined;
  }

  /** The first update waits for the client's kit on its way (1 s at most): the first proposals request is sent from `willUpdate`, before anything inside is drawn. */
  protected override scheduleUpdate(): void | Promise<unknown> {
    const kit = this.hasUpdated || !this.client || this.serverProposals ? undefined : kitArrival(1000);
    return kit ? kit.then(() => super.scheduleUpdate()) : super.scheduleUpdate();
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    super.willUpdate(changed);
    checkHostData(this, changed);
    // Nothing can be chosen in team mode until its code is there (no choices shown).
    if (this.#mode === 'team') this.#team.ensure();
    if (changed.has('tipMode') && changed.get('tipMode') !== undefined && !this.#submit.locked) {
      // Another mode mid-sale: the choices made in the other one no longer mean anything (and the customer is told, if they had any).
      this.#modeCleared = this.teamChoice !== undefined || this.choices.size > 0;
      this.teamChoice = undefined;
      this.choices = new Map();
    }
    if (this.#mode === 'team' && (changed.has('staff') || changed.has('teamSplit') || changed.has('currency') || changed.has('tipMode'))) {
      this.choices = this.#teamChoices();
    }
    if (changed.has('staff')) {
      const present = new Set(this.staff.map((m) => m.employeeId));
      if ([...this.choices.keys()].some((id) => !present.has(id))) {
        this.choices = new Map([...this.choices].filter(([id]) => present.has(id)));
      }
    }
    if (this.#reload || changed.has('staff') || changed.has('client') || changed.has('locationId') || changed.has('currency') || (changed.has('serverProposals') && this.serverProposals)) {
      this.#reload = false;
      this.#proposals.load();
      this.#holdForAnswer();
    }
    if (this.#held === undefined) this.#provide();
  }

  /**
   * A checkout that asks for proposals (its first sale, the next sale, new staff) keeps showing
   * what it shows (at first, nothing) until the answer or the second animation frame, whichever
   * comes first: an answer there by then is drawn with the rows in one frame, not a frame of
   * skeletons then another of proposals; a slower one finds the rows and their skeletons drawn in
   * that second frame. (On the server no request is ever in flight.)
   */
  #holdForAnswer(): void {
    if (this.#held === undefined && this.#proposals.running) {
      this.#held = requestAnimationFrame(() => (this.#held = requestAnimationFrame(() => this.#release())));
    }
  }

  /** The held state goes to the elements inside now (the answer, a failure, or the frame came). */
  #release(): void {
    if (this.#held !== undefined) cancelAnimationFrame(this.#held);
    this.#held = undefined;
    this.#provide();
  }

  /** The elements inside have been given this checkout's state: no update pending and nothing held. */
  protected override async getUpdateComplete(): Promise<boolean> {
    const complete = await super.getUpdateComplete();
    while (this.#held !== undefined) await new Promise(requestAnimationFrame);
    return complete;
  }

  /** Gives the elements inside the checkout's state as it stands now (a new object: they compare their own slices). */
  #provide(): void {
    const proposals = this.#proposals;
    const submit = this.#submit;
    // Team mode's code failed: shown as the proposals' failure, whose Retry loads it again.
    const teamError = this.#mode === 'team' ? this.#team.error : undefined;
    this.#provider.setValue({
      client: this.client,
      locationId: this.locationId,
      currency: this.#currency,
      locale: this.#i18n.locale,
      messages: this.messages,
      staff: this.staff,
      lines: this.lines,
      proposalsStatus: teamError ? 'error' : proposals.status,
      proposalsError: teamError ?? proposals.error,
      proposals: proposals.proposals,
      choices: this.choices,
      submitStatus: submit.status,
      submitError: submit.error,
      intent: submit.intent,
      fees: this.fees,
      sale: this.#sale,
      tipMode: this.#mode,
      teamSplit: this.#split,
      teamProposal: this.#teamCode?.proposalFor(this.staff, proposals.proposals, this.#exponent),
      team: this.#teamCode,
      teamChoice: this.teamChoice,
      largeTip: this.largeTip,
      modeCleared: this.#modeCleared,
      ...this.#actions,
    });
  }

  #createFees(): FeeQuoter {
    const fees = new FeeQuoter(() => ({ client: this.client, locationId: this.locationId, exponent: this.#exponent }));
    fees.addEventListener('quote', this.#onQuote);
    return fees;
  }

  /** The per-member choices the team's choice means (team mode). */
  #teamChoices(): Map<string, TipChoice> {
    return this.#teamCode?.teamChoices(this.staff, this.teamChoice, this.#split, this.#exponent) ?? new Map();
  }

  /**
   * Records the customer's choice for one staff member, or for the team (`employeeId` undefined:
   * team mode only; in team mode only the team's choice counts). Called by the elements inside, on user action.
   */
  #choose(employeeId: string | undefined, choice: TipChoice): void {
    if (employeeId === undefined ? !this.#teamCode : this.#mode === 'team' || !this.staff.some((m) => m.employeeId === employeeId)) return;
    if (this.#submit.locked) {
      // The sale is being (or was) confirmed: keep the choices, and re-provide so the element shows them again.
      this.requestUpdate();
      return;
    }
    if (sameChoice(employeeId === undefined ? this.teamChoice : this.choices.get(employeeId), choice)) return;
    this.#modeCleared = false;
    if (employeeId === undefined) {
      this.teamChoice = choice;
      this.choices = this.#teamChoices();
    } else {
      // One member's choice: the elements inside are given it now, without an update of this
      // element (a click costs the clicked row's update and the summary's, whatever the staff).
      this.choices = new Map(this.choices).set(employeeId, choice);
      if (this.#held === undefined) this.#provide();
    }
    this.#submit.clearError();
    this.dispatchEvent(new TipChangeEvent(this.selections, [...this.choices].filter(([, c]) => c.level === 'none').map(([id]) => id)));
  }

  /**
   * Creates the intent from the current choices. Resolves with the intent result, or undefined
   * when a staff member still needs a choice, when nobody is tipped (`tip-skip`), or on failure
   * (`tip-error`). While a call is in flight, further calls return the same promise.
   */
  submit(): Promise<IntentResult | undefined> {
    return this.#submit.submit();
  }

  /**
   * Clears the sale for the next one: choices, proposals (fetched afresh), intent, errors, cached
   * fees and the sale's idempotency keys. The tip mode and the team split stay as they are.
   */
  reset(): void {
    this.#sale++;
    this.#submit.reset();
    this.choices = new Map();
    this.teamChoice = undefined;
    this.#modeCleared = false;
    this.fees.removeEventListener('quote', this.#onQuote);
    this.fees = this.#createFees();
    this.#proposals.forget();
    this.serverProposals = undefined;
    this.#reload = true;
    this.requestUpdate();
  }

  protected override render() {
    return html`<slot></slot>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'tip-checkout': TipCheckout;
  }
}
