// The back office's events, in a module of their own as Display mode's is (display-events.ts):
// events.ts is part of every checkout page, which carries nothing of the back office (a class with
// a static field is kept by bundlers wherever its module is).
import type { Payload, RefundRecord } from '../../protocol/schemas.js';
import { init } from './events.js';

/** A staff member who receives part of the net tip in a transfer (spec 4.1 transfer `talents`). */
export type TransferTalent = NonNullable<Payload<'transfer'>['talents']>[number];

/** Fired by tip-refund when the service has executed a refund (never for its dry-run preview). */
export class TipRefundEvent extends Event {
  static readonly eventName = 'tip-refund' as const;
  /** The refund records (spec 2.9) exactly as the service returned them. */
  readonly records: RefundRecord[];
  /** The refunded transaction. */
  readonly transactionId: string;
  constructor(records: RefundRecord[], transactionId: string) {
    super(TipRefundEvent.eventName, init);
    this.records = records;
    this.transactionId = transactionId;
  }
}

/** Fired by tip-transfer when the service has redistributed the net tip. */
export class TipTransferEvent extends Event {
  static readonly eventName = 'tip-transfer' as const;
  /** The talents sent, each with the amount (dollars) they now hold. */
  readonly talents: TransferTalent[];
  /** The transaction whose net tip moved. */
  readonly transactionId: string;
  constructor(talents: TransferTalent[], transactionId: string) {
    super(TipTransferEvent.eventName, init);
    this.talents = talents;
    this.transactionId = transactionId;
  }
}

interface EventsByName {
  'tip-refund': TipRefundEvent;
  'tip-transfer': TipTransferEvent;
}

declare global {
  interface HTMLElementEventMap extends EventsByName {}
  interface GlobalEventHandlersEventMap extends EventsByName {}
}
