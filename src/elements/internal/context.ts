import { ContextEvent, createContext } from '@lit/context';
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { TipError } from '../../client/errors.js';
import type { DataClient } from '../../client/client.js';
import type { IntentResult, Proposal } from '../../protocol/schemas.js';
import type { Catalogue } from '../../i18n/registry.js';
import type { FeeQuoter } from './fee-quoter.js';
import type { TeamSplit, TipMode } from './checkout-model.js';
import type { Team } from './team-loader.js';
import type { DisplayLine, StaffMember, TipChoice } from './types.js';

export type LoadStatus = 'idle' | 'loading' | 'ready' | 'error';
export type SubmitStatus = 'idle' | 'submitting' | 'done' | 'error';

/**
 * What tip-checkout shares with the elements inside it. A new object is provided on every
 * change, so consumers subscribed to the context re-render; the actions are stable.
 */
export interface CheckoutContext {
  client: DataClient | undefined;
  locationId: string;
  currency: string;
  /** Resolved locale: the checkout's `locale`, else the nearest `lang`, else the browser's. */
  locale: string;
  /** The checkout's own messages (a partial catalogue) over the locale's catalogue. */
  messages: Catalogue | undefined;
  staff: readonly StaffMember[];
  lines: readonly DisplayLine[];
  proposalsStatus: LoadStatus;
  proposalsError: TipError | undefined;
  /** The service's proposal per staff member with a service amount, by employeeId. */
  proposals: ReadonlyMap<string, Proposal>;
  /** One choice per staff member, by employeeId; absent until the customer chooses. */
  choices: ReadonlyMap<string, TipChoice>;
  submitStatus: SubmitStatus;
  submitError: TipError | undefined;
  /** The intent result once the service created it. */
  intent: IntentResult | undefined;
  /** Shared, cached fee look-ups. */
  fees: FeeQuoter;
  /** Records the customer's choice for one staff member (fires tip-change). */
  choose(employeeId: string, choice: TipChoice): void;
  /** Fetches the proposals again after a failure. */
  retryProposals(): void;
  /** Creates the intent from the current choices (tip-checkout's `submit()`). */
  submit(): Promise<IntentResult | undefined>;
  /** The sale's number: it increases with every `reset()`, and the elements inside then forget the last sale (its rows are reused). */
  sale?: number;
  /** `each`: a tip per staff member; `team`: one tip for the team, split among its members (`choices` then follow from `teamChoice`). */
  tipMode: TipMode;
  /** How a custom team tip is split: by service amount, or evenly. */
  teamSplit: TeamSplit;
  /** Team mode: the team's proposal (the sum of the members' own at each level); undefined until a member has one. */
  teamProposal: Proposal | undefined;
  /** Team mode: the customer's one choice for the team; absent until they choose. */
  teamChoice: TipChoice | undefined;
  /** Team mode: records the customer's choice for the team (fires tip-change). */
  chooseTeam(choice: TipChoice): void;
  /** Team mode: each staff member's share of a custom team tip of `cents`, in staff order (they sum to `cents`). */
  teamShares(cents: number): number[];
  /** Team mode's code (team.ts, a lazy chunk) once loaded; undefined in `each` mode and while it loads (the elements then offer no choice). */
  team: Team | undefined;
  /** The checkout's `large-tip` setting (custom-tip-input's `largeTip`): when a custom tip asks for confirmation. */
  largeTip: string | undefined;
  /** The last switch of `tip-mode` cleared choices the customer had made (told to them); false again once they choose or the sale is reset. */
  modeCleared: boolean;
}

export const checkoutContext = createContext<CheckoutContext | undefined>(Symbol('tip-checkout'));

/**
 * An element's view of the surrounding checkout: `value` is always the latest context, but the
 * element updates only when its own slice of it changes (a row when its proposal, its choice or
 * the checkout's status does, not when another row's choice does). `ContextConsumer` would
 * update the element on every new context.
 */
export class CheckoutSlice implements ReactiveController {
  value: CheckoutContext | undefined;

  /** An element's currency: its own `currency`, else the checkout's, else USD. */
  currency(own: string | undefined): string {
    return own ?? this.value?.currency ?? 'USD';
  }
  #slice: readonly unknown[] | undefined;
  #unsubscribe: (() => void) | undefined;
  readonly #host: ReactiveControllerHost & HTMLElement;
  readonly #receive: (ctx: CheckoutContext | undefined, unsubscribe?: () => void) => void;

  constructor(host: ReactiveControllerHost & HTMLElement, slice: (ctx: CheckoutContext) => readonly unknown[], onValue?: (ctx: CheckoutContext) => void) {
    this.#host = host;
    this.#receive = (ctx, unsubscribe) => {
      // Another unsubscribe function means another provider: leave the first one.
      if (this.#unsubscribe !== unsubscribe) this.#unsubscribe?.();
      this.#unsubscribe = unsubscribe;
      this.value = ctx;
      const next = ctx && slice(ctx);
      const last = this.#slice;
      this.#slice = next;
      if (ctx) onValue?.(ctx);
      if (!next || !last || next.some((v, i) => v !== last[i])) host.requestUpdate();
    };
    host.addController(this);
  }

  /**
   * A checkout answered but has given nothing yet (its first update is on its way): the element
   * draws nothing until it does, rather than a standalone element's empty state.
   */
  get waiting(): boolean {
    return this.#unsubscribe !== undefined && this.value === undefined;
  }

  hostConnected(): void {
    this.#host.dispatchEvent(new ContextEvent(checkoutContext, this.#host, this.#receive, true));
  }

  hostDisconnected(): void {
    this.#unsubscribe?.();
    this.#unsubscribe = undefined;
  }
}
