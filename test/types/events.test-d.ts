// Type-level tests, checked by `tsc --noEmit -p tsconfig.json` (the typecheck step of npm test);
// never executed. Each `@ts-expect-error` must stay an error: if a typing regresses to `any` or
// `Event`, the directive is unused and the typecheck fails.
import type { IntentResult, TipError, TipSelection } from '../../src/index.js';
import type {
  CheckoutSummary,
  CustomTipInput,
  StaffTipList,
  TipChangeEvent,
  TipCheckout,
  TipErrorEvent,
  TipIntentEvent,
  TipProposals,
} from '../../src/index.js';

type Equals<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
function assertType<T extends true>(): T | undefined {
  return undefined;
}

export function tagsAndEvents(): void {
  // Every tag maps to its class.
  assertType<Equals<HTMLElementTagNameMap['tip-checkout'], TipCheckout>>();
  assertType<Equals<HTMLElementTagNameMap['staff-tip-list'], StaffTipList>>();
  assertType<Equals<HTMLElementTagNameMap['tip-proposals'], TipProposals>>();
  assertType<Equals<HTMLElementTagNameMap['custom-tip-input'], CustomTipInput>>();
  assertType<Equals<HTMLElementTagNameMap['checkout-summary'], CheckoutSummary>>();

  const checkout = document.querySelector('tip-checkout')!;
  checkout.addEventListener('tip-intent', (e) => {
    const id: string = e.result.transactionId;
    const result: IntentResult = e.result;
    const selections: TipSelection[] = e.selections;
    assertType<Equals<typeof e, TipIntentEvent>>();
    // @ts-expect-error transactionId is a string
    const wrong: number = e.result.transactionId;
    // @ts-expect-error the total is a number (dollars)
    const total: string = e.result.total;
    void [wrong, total];
    void [id, result, selections];
  });
  checkout.addEventListener('tip-change', (e) => {
    assertType<Equals<typeof e, TipChangeEvent>>();
    const amounts: number[] = e.selections.map((s) => s.amount);
    // @ts-expect-error tip-change has no intent result
    void e.result;
    void amounts;
  });
  checkout.addEventListener('tip-error', (e) => {
    assertType<Equals<typeof e, TipErrorEvent>>();
    const error: TipError = e.error;
    const operation: string = e.operation;
    void [error, operation];
  });
  // The typed listeners work on any element, as the events bubble and are composed.
  document.body.addEventListener('tip-intent', (e) => void e.result.total);
  // ...and on document and window, where composed events end up.
  document.addEventListener('tip-error', (e) => {
    assertType<Equals<typeof e, TipErrorEvent>>();
  });
  window.addEventListener('tip-change', (e) => void e.selections.length);
  checkout.addEventListener('tip-skip', (e) => {
    // @ts-expect-error tip-skip carries nothing: no intent was created
    void e.result;
  });

  // Element properties are typed.
  checkout.locationId = 'store-1';
  // @ts-expect-error locationId is a string
  checkout.locationId = 1;
  // @ts-expect-error staff members need employeeId, firstName, lastName and avatar
  checkout.staff = [{ firstName: 'Ana' }];
  const pending: Promise<IntentResult | undefined> = checkout.submit();
  void pending;

  // @ts-expect-error an unknown tag is a plain Element, with no tip-* properties
  document.querySelector('tip-chekout')!.locationId = 'x';
}
