import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { DataClient } from '../../../client/client.js';
import { TipError } from '../../../client/errors.js';
import { newIdempotencyKey } from '../../../protocol/idempotency.js';
import type { Customer, IntentResult, TipSelection } from '../../../protocol/schemas.js';
import { shownFees, type ShownFees } from '../../internal/checkout-model.js';
import type { FeeQuoter } from '../../internal/fee-quoter.js';
import type { SubmitStatus } from '../../internal/context.js';
import { TipErrorEvent, TipIntentEvent, TipSkipEvent } from '../../internal/events.js';
import { asTipError } from '../../internal/shared.js';

/** What one intent is made of, read from the checkout when the customer confirms. */
export interface IntentSale {
  client: DataClient | undefined;
  locationId: string;
  customer: Customer | undefined;
  selections: TipSelection[];
  /** Whether a staff member still needs a choice (or has an invalid custom amount). */
  incomplete: boolean;
  /** What the screen showed the customer: the proposals, the choices and the fees quoted. */
  shown: ShownFees;
  /** The sale's fee look-ups: a custom amount's fee is quoted before the intent is asked for. */
  fees: FeeQuoter;
}

/**
 * The sale's confirmation: creates the intent once per press, however many presses (a call while
 * one is in flight returns the same promise), fires `tip-intent`, `tip-skip` (nobody tipped: no
 * intent) or `tip-error`. An answer is accepted only when it is what the screen showed
 * (the client's `shown` check): else it is a `TipResponseError` and `tip-intent` is not fired. Every intent carries an idempotency key, one per payload and sale: Retry
 * after a failure sends the same key, so an intent whose answer was lost is answered, not made
 * twice; a changed tip is another intent with a key of its own.
 */
export class SubmitController implements ReactiveController {
  status: SubmitStatus = 'idle';
  error: TipError | undefined;
  /** The service's answer once the intent exists. */
  intent: IntentResult | undefined;

  readonly #host: ReactiveControllerHost & HTMLElement;
  readonly #sale: () => IntentSale;
  #submitting: Promise<IntentResult | undefined> | undefined;
  /** This sale's idempotency keys, by intent payload. */
  #keys = new Map<string, string>();
  /** Increases with every `reset()`: an answer for a previous sale never lands. */
  #generation = 0;

  constructor(host: ReactiveControllerHost & HTMLElement, sale: () => IntentSale) {
    this.#host = host;
    this.#sale = sale;
    host.addController(this);
  }

  hostConnected(): void {}

  /** The sale is being, or has been, confirmed: its choices stay as they are. */
  get locked(): boolean {
    return this.status === 'submitting' || this.status === 'done';
  }

  /** A choice changed after a failure: the failure no longer applies. */
  clearError(): void {
    if (this.status !== 'error') return;
    this.status = 'idle';
    this.error = undefined;
    this.#host.requestUpdate();
  }

  /** The next sale: no intent, no error, new keys. */
  reset(): void {
    this.#generation++;
    this.#keys = new Map();
    this.#submitting = undefined;
    this.intent = undefined;
    this.status = 'idle';
    this.error = undefined;
    this.#host.requestUpdate();
  }

  /**
   * Creates the intent from the sale's choices. Resolves with the intent result, or undefined when
   * a staff member still needs a choice, when nobody is tipped (`tip-skip`), or on failure
   * (`tip-error`). Never rejects.
   */
  submit(): Promise<IntentResult | undefined> {
    if (this.#submitting) return this.#submitting;
    if (this.status === 'done') return Promise.resolve(this.intent);
    const sale = this.#sale();
    if (sale.incomplete) return Promise.resolve(undefined);
    if (sale.selections.length === 0) {
      this.#set('done', undefined);
      this.#host.dispatchEvent(new TipSkipEvent());
      return Promise.resolve(undefined);
    }
    const run = this.#create(sale);
    this.#submitting = run;
    void run.finally(() => {
      if (this.#submitting === run) this.#submitting = undefined;
    });
    return run;
  }

  async #create({ client, locationId, customer, selections: tipSelections, shown, fees }: IntentSale): Promise<IntentResult | undefined> {
    const generation = this.#generation;
    this.#set('submitting', undefined);
    try {
      if (!client) throw new TipError('intent: tip-checkout has no client', { operation: 'intent' });
      // The fee of every custom amount is known before the intent: the answer is checked against it.
      await fees.quoteAll([...shown.choices.values()].flatMap((c) => (c.level === 'custom' && c.cents ? [c.cents] : [])));
      const payload = { locationId, customer: customer as Customer, tipSelections };
      // An answer that is not what the customer confirmed (another fee, a point-of-sale fee never
      // shown, another total) is refused by the client: nothing goes to the host to charge.
      const result = await client.intent(payload, { idempotencyKey: this.#keyFor(payload), shown: { fees: shownFees(tipSelections, shown) } });
      if (generation !== this.#generation) return undefined;
      this.intent = result;
      this.#set('done', undefined);
      this.#host.dispatchEvent(new TipIntentEvent(result, tipSelections));
      return result;
    } catch (cause) {
      if (generation !== this.#generation) return undefined;
      const error = asTipError(cause, 'intent');
      this.#set('error', error);
      this.#host.dispatchEvent(new TipErrorEvent(error));
      return undefined;
    }
  }

  #set(status: SubmitStatus, error: TipError | undefined): void {
    this.status = status;
    this.error = error;
    this.#host.requestUpdate();
  }

  /** The key for this intent of this sale: the same one on every retry of the same payload. */
  #keyFor(payload: unknown): string {
    const identity = JSON.stringify(payload);
    let key = this.#keys.get(identity);
    if (!key) {
      key = newIdempotencyKey();
      this.#keys.set(identity, key);
    }
    return key;
  }
}
