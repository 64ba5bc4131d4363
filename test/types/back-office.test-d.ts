// Type-level tests of the back-office elements and events, checked by `tsc --noEmit`; never executed.
import type { RefundRecord, TipRefund, TipRefundEvent, TipTransaction, TipTransfer, TipTransferEvent, TransferTalent } from '../../src/index.js';

type Equals<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
function assertType<T extends true>(): T | undefined {
  return undefined;
}

export function backOffice(): void {
  assertType<Equals<HTMLElementTagNameMap['tip-transaction'], TipTransaction>>();
  assertType<Equals<HTMLElementTagNameMap['tip-refund'], TipRefund>>();
  assertType<Equals<HTMLElementTagNameMap['tip-transfer'], TipTransfer>>();

  const refund = document.querySelector('tip-refund')!;
  refund.transactionId = 'txn_1';
  // @ts-expect-error transactionId is a string
  refund.transactionId = 1;
  refund.addEventListener('tip-refund', (e) => {
    assertType<Equals<typeof e, TipRefundEvent>>();
    const records: RefundRecord[] = e.records;
    const id: string = e.transactionId;
    // @ts-expect-error a refund record's gross is a number (dollars)
    const gross: string = e.records[0]!.gross;
    void [records, id, gross];
  });
  document.addEventListener('tip-transfer', (e) => {
    assertType<Equals<typeof e, TipTransferEvent>>();
    const talents: TransferTalent[] = e.talents;
    const amounts: Array<number | undefined> = e.talents.map((t) => t.amount);
    // @ts-expect-error tip-transfer carries talents, not records
    void e.records;
    void [talents, amounts];
  });
  const tx = document.querySelector('tip-transaction')!;
  tx.reload();
  tx.staff = [{ employeeId: 'e-1', firstName: 'Ana', lastName: 'Lima', avatar: '' }];
  // @ts-expect-error staff entries need an employeeId
  tx.staff = [{ firstName: 'Ana' }];
}
