import { ContextProvider } from '@lit/context';
import { LitElement, html, type PropertyValues } from 'lit';
import { checkAnswer, type DataClient } from '../../../client/client.js';
import { TipError, isAbort } from '../../../client/errors.js';
import { MAX_AMOUNTS } from '../../../protocol/bounds.js';
import { newIdempotencyKey } from '../../../protocol/idempotency.js';
import type { Customer, IntentResult, Payload, Proposal, TipSelection } from '../../../protocol/schemas.js';
import { formatMinor } from '../../../money/format.js';
import { currencyExponent, fromMinor } from '../../../money/money.js';
import { badServiceAmount, buildSelections, matchProposals, pendingStaff, proposalAmounts, serviceCents, type TeamSplit, type TipMode } from '../../internal/checkout-model.js';
import { checkoutContext, type CheckoutContext, type LoadStatus, type SubmitStatus } from '../../internal/context.js';
import { TipChangeEvent, TipErrorEvent, TipIntentEvent, TipSkipEvent } from '../../internal/events.js';
import { FeeQuoter } from '../../internal/fee-quoter.js';
import { loadTeam, readyTeam } from '../../internal/team-loader.js';
import { LocalizeController } from '../../../i18n/localize.js';
import type { Catalogue } from '../../../i18n/registry.js';
import { asTipError, tokens } from '../../internal/shared.js';
import type { DisplayLine, StaffMember, TipChoice } from '../../internal/types.js';

function sameChoice(a: TipChoice | undefined, b: TipChoice): boolean {
  if (!a || a.level !== b.level) return false;
  return a.level !== 'custom' || a.cents === (b as { cents: number | null }).cents;
}

/**
 * @summary The checkout that owns one sale: it fetches the tip proposals, keeps the customer's
 * choices, and creates the tip intent. The elements inside it (`staff-tip-list`,
 * `checkout-summary`, or `tip-proposals` with `employee-id`) read and change the sale through
 * `checkoutContext`.
 *
 * Proposals for every staff member with a service amount come from ONE `tips/proposals` request
 * (each distinct amount asked once, mapped back to every staff member with that amount). Setting
 * `staff`, `client` or `location-id` again fetches them again and aborts the previous request;
 * a superseded answer never lands. Choices of staff still present are kept.
 *
 * `submit()` creates the intent from the choices: it does nothing while a staff member still
 * needs a choice or has an invalid custom amount, and a second call while the first is in flight
 * returns the same promise (one intent per press, however many presses). When every staff
 * member chose "No tip" no intent is created: `tip-skip` is fired instead. `submit()` never
 * rejects: it resolves with the intent result, or `undefined` when it refused, skipped or failed
 * (the failure is shown by the summary and fired as `tip-error`).
 *
 * Every intent carries an idempotency key, one per sale: pressing Retry after a failure sends
 * the same key, so when the first intent was created but its answer was lost, the service (or
 * the proxy) returns that first transaction instead of creating a second one. When the customer
 * changes a tip before retrying, the intent is a different one and gets a key of its own.
 *
 * `reset()` starts the next sale with the same configuration (`client`, `location-id`,
 * `currency`, `locale`) and the same host data (`staff`, `lines`, `customer`: set new ones
 * when the next sale differs): choices, proposals, intent, errors and cached fees are
 * dropped, and the proposals are fetched afresh.
 *
 * Fees are looked up once per amount in a sale, shared by every element inside: the fees of
 * the proposals' levels come with the proposals, so a custom tip of one of those amounts needs
 * no request, and an amount asked by two rows at once is one request. They do not outlive
 * `reset()`: the service's fee is not specified as a function of the amount and location alone
 * (the account's pricing may change between sales), so each sale asks afresh.
 *
 * Team mode (`tip-mode="team"`): the customer tips the team once. `staff-tip-list` shows one
 * group of choices for the whole team; a level is every member's own proposal at that level
 * (a member without a service amount gets no share of a proposal), a custom amount is split by
 * service amount (`team-split="service"`, the default; evenly when nobody has a service amount)
 * or evenly (`team-split="even"`), exactly to the minor unit by the largest-remainder method
 * (earlier members first on a tie; an amount smaller than the number of people leaves some
 * shares at 0, and those members get no selection). The intent has one tip selection per member
 * with a share above zero, exactly as in `each` mode. `reset()` keeps the mode; switching the
 * mode during a sale clears the customer's choices (a confirmed sale keeps its intent).
 *
 * @slot - The checkout's content: typically `staff-tip-list` and `checkout-summary`.
 *
 * @event tip-change - The customer changed a tip (`TipChangeEvent`: `selections`). Only on user
 *   action, never because a property was set.
 * @event tip-intent - The service created the intent (`TipIntentEvent`: `result`, `selections`).
 * @event tip-skip - The customer confirmed with no tip for anyone (`TipSkipEvent`); no intent.
 * @event tip-error - Proposals or the intent failed (`TipErrorEvent`: `error`, `operation`).
 */
export class TipCheckout extends LitElement {
  static override styles = tokens;
  static override properties = {
    proposalsStatus: { state: true },
    proposalsError: { state: true },
    proposals: { state: true },
    submitStatus: { state: true },
    submitError: { state: true },
    intent: { state: true },
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
  };

  readonly #provider = new ContextProvider(this, { context: checkoutContext });
  readonly #i18n = new LocalizeController(this);

  private proposalsStatus: LoadStatus = 'idle';
  private proposalsError: TipError | undefined;
  private proposals: ReadonlyMap<string, Proposal> = new Map();
  private choices: ReadonlyMap<string, TipChoice> = new Map();
  private submitStatus: SubmitStatus = 'idle';
  private submitError: TipError | undefined;
  private intent: IntentResult | undefined;
  private fees: FeeQuoter;

  /** The client the checkout talks to the service (or the host's proxy) with. */
  client?: DataClient;
  /** The location identifier sent with proposals, fees and intent. */
  locationId = '';
  /** The customer (spec 2.4): `{ id, firstName, lastName }`. Required to create the intent. */
  customer?: Customer;
  /** The staff to tip; `serviceAmount` in dollars (0 or absent: no service, no proposals). */
  staff: readonly StaffMember[] = [];
  /** The bill's display lines (spec 2.6), shown by `checkout-summary`. */
  lines: readonly DisplayLine[] = [];
  /** ISO 4217 currency for display. */
  currency = 'USD';
  /** Locale for display and parsing; default the nearest `lang`, else the browser's. */
  locale?: string;
  /**
   * Messages for this checkout, over the locale's catalogue (a partial catalogue: rename what you
   * need, e.g. `{ noTip: 'No gratuity' }`); every element inside reads them.
   */
  messages?: Catalogue;
  /**
   * `each` (default): a tip per staff member. `team`: one tip for the whole team, split among its
   * members. Another value counts as `each`. Switching it clears the sale's choices.
   */
  tipMode: 'each' | 'team' = 'each';
  /** Team mode: a custom team tip is split by service amount (`service`, default) or evenly (`even`). Another value counts as `service`. */
  teamSplit: 'service' | 'even' = 'service';

  /**
   * The service's answer to this sale's proposals request when the page's server already asked it
   * (`proposalsPayload(sale)`; docs/ssr.md): the checkout shows them without a request when they
   * answer every service amount of `staff`, and asks the service otherwise. They go through the
   * client's checks; `reset()` forgets them.
   */
  serverProposals?: readonly Proposal[];

  /** `serverProposals` the client's checks refused: never shown again, Retry asks the service. */
  #refusedProposals: readonly Proposal[] | undefined;

  /** Team mode: the customer's one choice for the team. */
  private teamChoice: TipChoice | undefined;

  /** Team mode's code is on its way, asked for by this checkout. */
  #teamLoading = false;

  /** Increases with every sale, so that an answer for a previous sale never lands. */
  #sale = 0;
  #proposalsRun: AbortController | undefined;
  #refetchOnConnect = false;
  /** `reset()` asks for fresh proposals at the next update, so new `staff` set right after it cost one request, not two. */
  #reload = false;
  /** The animation frame at which a checkout holding its new state for the proposals' answer gives it to the elements inside. */
  #held: number | undefined;
  #submitting: Promise<IntentResult | undefined> | undefined;
  /** This sale's idempotency keys, by intent payload: a retry of the same intent reuses its key. */
  #intentKeys = new Map<string, string>();

  readonly #onQuote = (): void => this.requestUpdate();

  readonly #actions: Pick<CheckoutContext, 'choose' | 'retryProposals' | 'submit' | 'chooseTeam' | 'teamShares'> = {
    choose: (employeeId, choice) => this.#choose(employeeId, choice),
    chooseTeam: (choice) => this.#choose(undefined, choice),
    teamShares: (cents) => readyTeam()?.teamShares(this.staff, cents, this.#split, this.#exponent) ?? [],
    retryProposals: () => this.#loadProposals(),
    submit: () => this.submit(),
  };

  constructor() {
    super();
    this.fees = this.#createFees();
  }

  override connectedCallback(): void {
    super.connectedCallback();
    if (this.#refetchOnConnect) {
      this.#refetchOnConnect = false;
      this.#loadProposals();
    }
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    if (this.#proposalsRun) {
      this.#proposalsRun.abort();
      this.#proposalsRun = undefined;
      this.#refetchOnConnect = true;
    }
  }

  /** The tip selections (spec 2.13) as they stand: what `submit()` would send. */
  get selections(): TipSelection[] {
    return buildSelections(this.staff, this.proposals, this.choices, this.#exponent);
  }

  get #mode(): TipMode {
    return this.tipMode === 'team' ? 'team' : 'each';
  }

  get #split(): TeamSplit {
    return this.teamSplit === 'even' ? 'even' : 'service';
  }

  /** `currency`, USD when it is empty. */
  get #currency(): string {
    return this.currency || 'USD';
  }

  get #exponent(): number {
    return currencyExponent(this.#currency);
  }

  /** Team mode's code (a lazy chunk) in team mode once loaded; undefined in `each` mode and while it loads. */
  get #teamCode() {
    return this.#mode === 'team' ? readyTeam() : undefined;
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    super.willUpdate(changed);
    // Team mode's code loads as soon as the mode is set; nothing can be chosen until it is there (no choices shown).
    // One load at a time from this checkout: an update while it is on its way (the proposals
    // answering) must not add a listener, or a failed load would be reported once per update.
    if (this.#mode === 'team' && !readyTeam() && !this.#teamLoading) {
      this.#teamLoading = true;
      loadTeam().then(
        () => {
          this.#teamLoading = false;
          this.requestUpdate();
        },
        // Shown as the proposals' failure: its Retry loads the chunk again.
        (cause: unknown) => {
          this.#teamLoading = false;
          this.#failProposals(asTipError(cause, 'proposals'));
        },
      );
    }
    if (changed.has('tipMode') && changed.get('tipMode') !== undefined && this.submitStatus !== 'submitting' && this.submitStatus !== 'done') {
      // Another mode mid-sale: the choices made in the other one no longer mean anything.
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
      this.#loadProposals();
      this.#holdForAnswer();
    }
    if (this.#held === undefined) this.#provide();
  }

  /**
   * A checkout already on screen that asks for proposals (the next sale, new staff) keeps showing
   * what it shows until the answer or the second animation frame, whichever comes first: an answer
   * that is there by then (a fast service, a cache; on a slow CPU its parsing alone can outlast one
   * frame) is drawn with the rows in one pass and one frame, not a frame of skeletons then another
   * of proposals; a slower one finds the rows and their skeletons drawn in that second frame (its
   * callbacks run before its style and layout): at most one frame later than without the wait.
   */
  #holdForAnswer(): void {
    // (Never on the server: its one render is the first.)
    if (this.hasUpdated && this.#held === undefined && this.#proposalsRun) {
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
    this.#provider.setValue({
      client: this.client,
      locationId: this.locationId,
      currency: this.#currency,
      locale: this.#i18n.locale,
      messages: this.messages,
      staff: this.staff,
      lines: this.lines,
      proposalsStatus: this.proposalsStatus,
      proposalsError: this.proposalsError,
      proposals: this.proposals,
      choices: this.choices,
      submitStatus: this.submitStatus,
      submitError: this.submitError,
      intent: this.intent,
      fees: this.fees,
      sale: this.#sale,
      tipMode: this.#mode,
      teamSplit: this.#split,
      teamProposal: this.#teamCode?.proposalFor(this.staff, this.proposals, this.#exponent),
      team: this.#teamCode,
      teamChoice: this.teamChoice,
      ...this.#actions,
    });
  }

  #createFees(): FeeQuoter {
    const fees = new FeeQuoter(() => ({ client: this.client, locationId: this.locationId, exponent: this.#exponent }));
    fees.addEventListener('quote', this.#onQuote);
    return fees;
  }

  /** Fetches the proposals for the current staff in one request; aborts any earlier one. */
  #loadProposals(): void {
    this.#proposalsRun?.abort();
    this.#proposalsRun = undefined;
    this.proposals = new Map();
    this.proposalsError = undefined;
    const exponent = this.#exponent;
    const bad = badServiceAmount(this.staff, exponent);
    if (bad) {
      // A host's amount the currency cannot hold (¥1234.5, 59.97000000000001): said, never rounded or thrown.
      this.#failProposals(
        new TipError(`proposals: the service amount ${String(bad.serviceAmount)} of ${bad.employeeId} is not an amount in ${this.#currency} (at most ${exponent} decimals)`, { operation: 'proposals' }),
      );
      return;
    }
    const wanted = proposalAmounts(this.staff, exponent);
    if (wanted.length === 0) {
      this.proposalsStatus = 'ready';
      return;
    }
    const { client, locationId } = this;
    const payload = { locationId, serviceAmounts: wanted.map((cents) => fromMinor(cents, exponent)) };
    const given = this.serverProposals;
    // A host's array, bounded as an answer is (the schema's bound), before anything is read from it.
    const known = Array.isArray(given) && given.length <= MAX_AMOUNTS && given !== this.#refusedProposals ? matchProposals(given, wanted, exponent) : undefined;
    if (known instanceof Map) {
      // The server asked for this sale (docs/ssr.md): shown at once, as its HTML shows them, and
      // checked by the client's schemas as soon as they have loaded.
      this.#useProposals(known, given!, this.staff, exponent);
      if (client) this.#checkServerProposals(payload, given!);
      return;
    }
    if (!client || !locationId) {
      this.proposalsStatus = 'idle';
      return;
    }
    this.proposalsStatus = 'loading';
    if (!this.isConnected) {
      this.#refetchOnConnect = true;
      return;
    }
    const controller = new AbortController();
    this.#proposalsRun = controller;
    const staff = this.staff;
    client.proposals(payload, { signal: controller.signal }).then(
      (result) => {
        if (this.#proposalsRun !== controller) return;
        this.#proposalsRun = undefined;
        const byCents = matchProposals(result, wanted, exponent);
        if (!(byCents instanceof Map)) {
          this.#failProposals(
            new TipError(`proposals: the service sent no proposal for ${formatMinor(byCents.missing, this.#currency, undefined, exponent)}`, { operation: 'proposals' }),
          );
          return;
        }
        this.#useProposals(byCents, result, staff, exponent);
      },
      (cause: unknown) => {
        if (this.#proposalsRun !== controller || isAbort(cause) || controller.signal.aborted) return;
        this.#proposalsRun = undefined;
        this.#failProposals(asTipError(cause, 'proposals'));
      },
    );
  }

  /** `staff`'s proposals, by service amount in minor units (`answer`: the service's answer they come from). */
  #useProposals(byCents: ReadonlyMap<number, Proposal>, answer: readonly Proposal[], staff: readonly StaffMember[], exponent: number): void {
    const proposals = new Map<string, Proposal>();
    for (const member of staff) {
      const proposal = byCents.get(serviceCents(member, exponent));
      if (proposal) proposals.set(member.employeeId, proposal);
    }
    // Each level came with its fee: a custom tip of the same amount needs no look-up.
    this.fees.learn(answer.flatMap((p) => [p.low, p.medium, p.high]));
    this.proposals = proposals;
    this.proposalsStatus = 'ready';
    // Provided now, not at the checkout's next update: rows created since the request (their
    // first update still pending) render with their proposal at once, not a skeleton first.
    this.#release();
  }

  /**
   * `serverProposals` through the client's checks (its schemas, as for an answer it fetched): when
   * they fail, the checkout shows the proposals' error, and Retry asks the service.
   */
  #checkServerProposals(payload: Payload<'proposals'>, given: readonly Proposal[]): void {
    const sale = this.#sale;
    checkAnswer('proposals', payload, given).catch((cause: unknown) => {
      if (sale !== this.#sale || this.serverProposals !== given) return;
      this.#refusedProposals = given;
      this.proposals = new Map();
      this.#failProposals(asTipError(cause, 'proposals'));
    });
  }

  #failProposals(error: TipError): void {
    this.proposalsStatus = 'error';
    this.proposalsError = error;
    // A held state goes to the elements inside with the failure, not before it.
    this.#release();
    this.dispatchEvent(new TipErrorEvent(error));
  }

  /** The per-member choices the team's choice means (team mode). A custom amount is at most what the text box takes, so its split never leaves safe integers. */
  #teamChoices(): Map<string, TipChoice> {
    return this.#teamCode?.teamChoices(this.staff, this.teamChoice, this.#split, this.#exponent) ?? new Map();
  }

  /**
   * Records the customer's choice for one staff member, or for the team (`employeeId` undefined:
   * team mode only; in team mode only the team's choice counts). Called by the elements inside, on user action.
   */
  #choose(employeeId: string | undefined, choice: TipChoice): void {
    if (employeeId === undefined ? !this.#teamCode : this.#mode === 'team' || !this.staff.some((m) => m.employeeId === employeeId)) return;
    if (this.submitStatus === 'submitting' || this.submitStatus === 'done') {
      // The sale is being (or was) confirmed: keep the choices, and re-provide so the element shows them again.
      this.requestUpdate();
      return;
    }
    if (sameChoice(employeeId === undefined ? this.teamChoice : this.choices.get(employeeId), choice)) return;
    if (employeeId === undefined) {
      this.teamChoice = choice;
      this.choices = this.#teamChoices();
    } else {
      // One member's choice: the elements inside are given it now, without an update of this
      // element (a click then costs the clicked row's update and the summary's, whatever the staff).
      this.choices = new Map(this.choices).set(employeeId, choice);
      if (this.#held === undefined) this.#provide();
    }
    if (this.submitStatus === 'error') {
      this.submitStatus = 'idle';
      this.submitError = undefined;
    }
    this.dispatchEvent(new TipChangeEvent(this.selections));
  }

  /**
   * Creates the intent from the current choices. Resolves with the intent result, or undefined
   * when a staff member still needs a choice, when nobody is tipped (`tip-skip`), or on failure
   * (`tip-error`). While a call is in flight, further calls return the same promise.
   */
  submit(): Promise<IntentResult | undefined> {
    if (this.#submitting) return this.#submitting;
    if (this.submitStatus === 'done') return Promise.resolve(this.intent);
    if (pendingStaff(this.staff, this.proposals, this.choices).length > 0) return Promise.resolve(undefined);
    const selections = this.selections;
    if (selections.length === 0) {
      this.submitStatus = 'done';
      this.submitError = undefined;
      this.dispatchEvent(new TipSkipEvent());
      return Promise.resolve(undefined);
    }
    const run = this.#createIntent(selections);
    this.#submitting = run;
    void run.finally(() => {
      if (this.#submitting === run) this.#submitting = undefined;
    });
    return run;
  }

  async #createIntent(tipSelections: TipSelection[]): Promise<IntentResult | undefined> {
    const sale = this.#sale;
    const { client, locationId, customer } = this;
    this.submitStatus = 'submitting';
    this.submitError = undefined;
    try {
      if (!client) throw new TipError('intent: tip-checkout has no client', { operation: 'intent' });
      const payload = { locationId, customer: customer as Customer, tipSelections };
      const result = await client.intent(payload, { idempotencyKey: this.#intentKeyFor(payload) });
      if (sale !== this.#sale) return undefined;
      this.intent = result;
      this.submitStatus = 'done';
      this.dispatchEvent(new TipIntentEvent(result, tipSelections));
      return result;
    } catch (cause) {
      if (sale !== this.#sale) return undefined;
      const error = asTipError(cause, 'intent');
      this.submitStatus = 'error';
      this.submitError = error;
      this.dispatchEvent(new TipErrorEvent(error));
      return undefined;
    }
  }

  /** The key for this intent of this sale: the same one on every retry of the same payload. */
  #intentKeyFor(payload: unknown): string {
    const identity = JSON.stringify(payload);
    let key = this.#intentKeys.get(identity);
    if (!key) {
      key = newIdempotencyKey();
      this.#intentKeys.set(identity, key);
    }
    return key;
  }

  /**
   * Clears the sale for the next one: choices, proposals (fetched afresh), intent, errors, cached
   * fees and the sale's idempotency keys (the next sale's intent is a new one). The tip mode and
   * the team split stay as they are.
   */
  reset(): void {
    this.#sale++;
    this.#intentKeys = new Map();
    this.#submitting = undefined;
    this.choices = new Map();
    this.teamChoice = undefined;
    this.intent = undefined;
    this.submitStatus = 'idle';
    this.submitError = undefined;
    this.fees.removeEventListener('quote', this.#onQuote);
    this.fees = this.#createFees();
    this.#proposalsRun?.abort();
    this.#proposalsRun = undefined;
    this.proposals = new Map();
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
