import { createContext } from '@lit/context';
import type { TipError } from '../client/errors.js';
import type { DataClient } from '../client/client.js';
import type { IntentResult, Proposal } from '../client/schemas.js';
import type { Catalogue } from '../i18n/registry.js';
import type { FeeQuoter } from './fee-quoter.js';
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
}

export const checkoutContext = createContext<CheckoutContext | undefined>(Symbol('tip-checkout'));
