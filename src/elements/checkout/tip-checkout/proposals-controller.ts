import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { checkAnswer, type DataClient } from '../../../client/client.js';
import { TipError, isAbort } from '../../../client/errors.js';
import { MAX_AMOUNTS } from '../../../protocol/bounds.js';
import type { Payload, Proposal, ProposalOption } from '../../../protocol/schemas.js';
import { formatMinor } from '../../../money/format.js';
import { fromMinor } from '../../../money/money.js';
import { badServiceAmount, matchProposals, proposalAmounts, serviceCents } from '../../internal/checkout-model.js';
import type { LoadStatus } from '../../internal/context.js';
import { asTipError } from '../../internal/shared.js';
import type { StaffMember } from '../../internal/types.js';

/** What one proposals request is made of, read from the checkout when it is made. */
export interface ProposalsSale {
  client: DataClient | undefined;
  locationId: string;
  staff: readonly StaffMember[];
  currency: string;
  exponent: number;
  /** The page's server's answer for this sale, shown without a request when it answers every amount. */
  serverProposals: readonly Proposal[] | undefined;
}

/** What the controller tells the checkout. */
export interface ProposalsEvents {
  /** The proposals' levels came with their fees. */
  learnFees(options: readonly ProposalOption[]): void;
  /** The proposals are ready (or failed): the checkout gives its state to the elements inside now. */
  settled(): void;
  /** The proposals failed (after `settled`). */
  failed(error: TipError): void;
}

/**
 * The sale's proposals, for every staff member with a service amount, from ONE `tips/proposals`
 * request (each distinct amount asked once, mapped back to every member with that amount). A new
 * `load()` aborts the request in flight, and only the latest request's answer or failure lands. A
 * request cut by the host's disconnection is made again when it connects.
 */
export class ProposalsController implements ReactiveController {
  status: LoadStatus = 'idle';
  error: TipError | undefined;
  /** By employeeId. */
  proposals: ReadonlyMap<string, Proposal> = new Map();

  readonly #host: ReactiveControllerHost & HTMLElement;
  readonly #sale: () => ProposalsSale;
  readonly #events: ProposalsEvents;
  #run: AbortController | undefined;
  #loadOnConnect = false;
  /** `serverProposals` the client's checks refused: never shown again, Retry asks the service. */
  #refused: readonly Proposal[] | undefined;
  /** Increases with every `forget()`: a check of a previous sale's server proposals never lands. */
  #generation = 0;

  constructor(host: ReactiveControllerHost & HTMLElement, sale: () => ProposalsSale, events: ProposalsEvents) {
    this.#host = host;
    this.#sale = sale;
    this.#events = events;
    host.addController(this);
  }

  /** A request is in flight. */
  get running(): boolean {
    return this.#run !== undefined;
  }

  hostConnected(): void {
    if (this.#loadOnConnect) {
      this.#loadOnConnect = false;
      this.load();
    }
  }

  hostDisconnected(): void {
    if (this.#run) {
      this.abort();
      this.#loadOnConnect = true;
    }
  }

  /** Aborts the request in flight; its answer never lands. */
  abort(): void {
    this.#run?.abort();
    this.#run = undefined;
  }

  /** The next sale: no proposals, and the server's answer of this one is forgotten. */
  forget(): void {
    this.abort();
    this.#generation++;
    this.proposals = new Map();
  }

  /** Fetches the proposals for the sale as it stands now. */
  load(): void {
    this.abort();
    this.proposals = new Map();
    this.error = undefined;
    const { client, locationId, staff, currency, exponent, serverProposals: given } = this.#sale();
    const bad = badServiceAmount(staff, exponent);
    if (bad) {
      // A host's amount the currency cannot hold (¥1234.5, 59.97000000000001): said, never rounded or thrown.
      this.fail(new TipError(`proposals: the service amount ${String(bad.serviceAmount)} of ${bad.employeeId} is not an amount in ${currency} (at most ${exponent} decimals)`, { operation: 'proposals' }));
      return;
    }
    const wanted = proposalAmounts(staff, exponent);
    if (wanted.length === 0) {
      this.#set('ready');
      return;
    }
    const payload = { locationId, serviceAmounts: wanted.map((cents) => fromMinor(cents, exponent)) };
    // A host's array, bounded as an answer is (the schema's bound), before anything is read from it.
    const known = Array.isArray(given) && given.length <= MAX_AMOUNTS && given !== this.#refused ? matchProposals(given, wanted, exponent) : undefined;
    if (known instanceof Map) {
      // The server asked for this sale (server-side rendering): shown at once, as its HTML shows them, and
      // checked by the client's schemas as soon as they have loaded.
      this.#use(known, given!, staff, exponent);
      if (client) this.#checkServerProposals(payload, given!);
      return;
    }
    if (!client || !locationId) {
      this.#set('idle');
      return;
    }
    this.#set('loading');
    if (!this.#host.isConnected) {
      this.#loadOnConnect = true;
      return;
    }
    const run = new AbortController();
    this.#run = run;
    client.proposals(payload, { signal: run.signal }).then(
      (answer) => {
        if (this.#run !== run) return;
        this.#run = undefined;
        const byCents = matchProposals(answer, wanted, exponent);
        if (byCents instanceof Map) this.#use(byCents, answer, staff, exponent);
        else this.fail(new TipError(`proposals: the service sent no proposal for ${formatMinor(byCents.missing, currency, undefined, exponent)}`, { operation: 'proposals' }));
      },
      (cause: unknown) => {
        if (this.#run !== run || isAbort(cause) || run.signal.aborted) return;
        this.#run = undefined;
        this.fail(asTipError(cause, 'proposals'));
      },
    );
  }

  /** The proposals failed (also for a part of the checkout that failed to load: Retry loads both again). */
  fail(error: TipError): void {
    this.status = 'error';
    this.error = error;
    this.#host.requestUpdate();
    this.#events.settled();
    this.#events.failed(error);
  }

  #set(status: LoadStatus): void {
    this.status = status;
    this.#host.requestUpdate();
  }

  /** `staff`'s proposals, by service amount in minor units (`answer`: the service's answer they come from). */
  #use(byCents: ReadonlyMap<number, Proposal>, answer: readonly Proposal[], staff: readonly StaffMember[], exponent: number): void {
    const proposals = new Map<string, Proposal>();
    for (const member of staff) {
      const proposal = byCents.get(serviceCents(member, exponent));
      if (proposal) proposals.set(member.employeeId, proposal);
    }
    // Each level came with its fee: a custom tip of the same amount needs no look-up.
    this.#events.learnFees(answer.flatMap((p) => [p.low, p.medium, p.high]));
    this.proposals = proposals;
    this.#set('ready');
    // Given to the elements inside now, not at the checkout's next update: rows created since the
    // request (their first update still pending) render with their proposal at once.
    this.#events.settled();
  }

  /** `serverProposals` through the client's checks: when they fail, the proposals' error shows, and Retry asks the service. */
  #checkServerProposals(payload: Payload<'proposals'>, given: readonly Proposal[]): void {
    const generation = this.#generation;
    checkAnswer('proposals', payload, given).catch((cause: unknown) => {
      if (generation !== this.#generation || this.#sale().serverProposals !== given) return;
      this.#refused = given;
      this.proposals = new Map();
      this.fail(asTipError(cause, 'proposals'));
    });
  }
}
