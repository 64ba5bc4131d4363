// Type-level tests of the back-office React wrappers, checked by `tsc --noEmit`; never executed.
import type { DataClient } from '../../src/index.js';
import { TipRefund, TipTransaction, TipTransfer } from '../../src/react/index.js';

declare const client: DataClient;

export function ManagerScreen(props: { id: string }) {
  return (
    <>
      <TipTransaction client={client} transactionId={props.id} onTipError={(e) => void e.operation} />
      <TipRefund client={client} transactionId={props.id} onTipRefund={(e) => void e.records.length} />
      <TipTransfer client={client} transactionId={props.id} onTipTransfer={(e) => void e.talents.length} />
      {/* @ts-expect-error tip-refund carries records, not talents */}
      <TipRefund onTipRefund={(e) => void e.talents} />
      {/* @ts-expect-error transactionId is a string */}
      <TipTransfer transactionId={42} />
    </>
  );
}
