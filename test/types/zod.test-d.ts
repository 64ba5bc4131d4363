// Type-level test (checked by `tsc --noEmit`, never executed): the exported schemas are zod v4
// schemas that a host composes in its own code, with `zod/mini` or the full `zod`, and the
// composed types carry both our fields and the host's.
import * as z from 'zod';
import * as zm from 'zod/mini';
import { customer, intentResult, payloads, tipSelection, type TipSelection } from '../../src/client/index.js';

type Equals<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
function assertType<T extends true>(): T | undefined {
  return undefined;
}

export function composeWithMini(): void {
  const withRole = zm.extend(tipSelection, { role: zm.string() });
  type WithRole = zm.infer<typeof withRole>;
  assertType<Equals<WithRole['role'], string>>();
  assertType<WithRole extends TipSelection ? true : false>();
  assertType<Equals<WithRole['amount'], number>>();
  // @ts-expect-error the composed schema requires the host's field
  const missing: WithRole = { employeeId: 'e', firstName: '', lastName: '', avatar: '', amount: 1, level: 'low' };
  void missing;
}

export function composeWithFullZod(): void {
  const order = z.object({ orderId: z.string(), customer, tips: z.array(tipSelection) });
  type Order = z.infer<typeof order>;
  assertType<Equals<Order['tips'][number]['level'], 'low' | 'medium' | 'high' | 'custom'>>();
  assertType<Equals<z.infer<typeof intentResult>['total'], number>>();
  const payload: z.input<typeof payloads.intent> = {
    locationId: 'store-1',
    customer: { id: 'c-1' },
    tipSelections: [{ employeeId: 'e-1', firstName: 'Ana', lastName: 'Lima', avatar: '', amount: 5, level: 'custom' }],
  };
  void payload;
}
