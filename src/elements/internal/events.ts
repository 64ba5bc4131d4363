import type { TipError } from '../../client/errors.js';
import type { IntentResult, TipSelection } from '../../protocol/schemas.js';

/** How every tip-elements event travels: it bubbles, and out of shadow roots (display-events.ts and back-office-events.ts use it too). */
export const init: EventInit = { bubbles: true, composed: true };

/** Fired by tip-checkout when the customer changes any tip. */
export class TipChangeEvent extends Event {
  static readonly eventName = 'tip-change' as const;
  /** The tip selections (spec 2.13) as they stand; staff with No tip or no choice are left out. */
  readonly selections: TipSelection[];
  /** The `employeeId`s of the staff the customer chose No tip for (a staff member in neither list has no choice yet). */
  readonly declined: string[];
  constructor(selections: TipSelection[], declined: string[] = []) {
    super(TipChangeEvent.eventName, init);
    this.selections = selections;
    this.declined = declined;
  }
}

/** Fired by tip-checkout when the service has created the intent: the host charges the card next. */
export class TipIntentEvent extends Event {
  static readonly eventName = 'tip-intent' as const;
  /** The intent result exactly as the service returned it. */
  readonly result: IntentResult;
  /** The selections the intent was created from. */
  readonly selections: TipSelection[];
  constructor(result: IntentResult, selections: TipSelection[]) {
    super(TipIntentEvent.eventName, init);
    this.result = result;
    this.selections = selections;
  }
}

/**
 * Fired by tip-checkout when the customer confirms with no tip for anyone (every staff member
 * chose "No tip"): no intent is created, and the host charges the bill without tips.
 */
export class TipSkipEvent extends Event {
  static readonly eventName = 'tip-skip' as const;
  constructor() {
    super(TipSkipEvent.eventName, init);
  }
}

/** Fired by any element when an operation fails. */
export class TipErrorEvent extends Event {
  static readonly eventName = 'tip-error' as const;
  readonly error: TipError;
  /** The client operation that failed, e.g. `proposals`, `fees`, `intent`. */
  readonly operation: string;
  constructor(error: TipError) {
    super(TipErrorEvent.eventName, init);
    this.error = error;
    this.operation = error.operation;
  }
}

/** The checkout's events, by name (back-office-events.ts and display-events.ts add theirs). */
interface TipEventMap {
  'tip-change': TipChangeEvent;
  'tip-intent': TipIntentEvent;
  'tip-error': TipErrorEvent;
  'tip-skip': TipSkipEvent;
}

declare global {
  // On elements (the contract) and, since the events are composed and bubble, on document and window too.
  interface HTMLElementEventMap extends TipEventMap {}
  interface GlobalEventHandlersEventMap extends TipEventMap {}
}
