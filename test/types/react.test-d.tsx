// Type-level tests of tip-elements/react, checked by `tsc --noEmit -p tsconfig.json`; never executed.
import type { DataClient, IntentResult } from '../../src/index.js';
import { CheckoutSummary, CustomTipInput, StaffTipList, TipCheckout } from '../../src/react/index.js';

declare const client: DataClient;

export function Checkout(props: { onPaid: (r: IntentResult) => void }) {
  return (
    <TipCheckout
      client={client}
      locationId="store-1"
      customer={{ id: 'c1', firstName: 'Sam', lastName: 'Lee' }}
      staff={[{ employeeId: 'e1', firstName: 'Ana', lastName: 'Diaz', avatar: '', serviceAmount: 50 }]}
      onTipIntent={(e) => props.onPaid(e.result)}
      onTipChange={(e) => void e.selections.length}
      onTipError={(e) => void e.operation}
    >
      <StaffTipList onChange={(e) => void e.target} />
      <CustomTipInput employeeId="e1" onInput={() => undefined} />
      <CheckoutSummary />
    </TipCheckout>
  );
}

export function Misuse() {
  return (
    <>
      {/* @ts-expect-error tip-change carries selections, not an intent result */}
      <TipCheckout onTipChange={(e) => void e.result} />
      {/* @ts-expect-error locationId is a string */}
      <TipCheckout locationId={42} />
      {/* @ts-expect-error the checkout has no onTipIntnet prop */}
      <TipCheckout onTipIntnet={() => undefined} />
    </>
  );
}
