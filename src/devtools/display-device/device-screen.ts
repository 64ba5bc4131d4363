/**
 * What the simulated tablet shows (`DeviceScreen`), derived from a sandbox device's headless state
 * (`DeviceState`, tip-elements/sandbox): which screen, and the totals of the review. Plain JSON,
 * amounts in dollars. Also the schema a remote device's state is checked with before it is shown.
 */
import * as z from 'zod/mini';
import { customerName, displayLine, signedMoney } from '../../protocol/display-schemas.js';
import { money, proposal, tipLevel } from '../../protocol/schemas.js';
import { fromMinor, scaleOf, sumCents, toMinor } from '../../money/money.js';
import { deviceChoice } from '../../sandbox/device-state.js';
import type { DeviceAction, DeviceCheckout, DeviceChoice, DeviceState, DeviceTip } from '../../sandbox/device-state.js';
import type { FeeQuote } from '../../protocol/schemas.js';

export type { DeviceAction, DeviceCheckout, DeviceChoice, DeviceStaff, DeviceState, DeviceTip } from '../../sandbox/device-state.js';

/** Totals of the tips: what the review and waiting screens show. */
export interface DeviceTotals {
  tips: DeviceTip[];
  /** Sum of the tips. */
  tipsTotal: number;
  /** Sum of their fees. */
  fees: number;
  /** Bill + tips + fees. */
  total: number;
}

interface ScreenBase {
  /** The simulated tablet's own handle in the sandbox. */
  serial: string;
  sync: 'service' | 'pos';
  /** The identifiers POS stations address this device by (its deviceIds). */
  identifiers: string[];
  /** Checkouts waiting for this one to finish. */
  queued: number;
  /** Grows with every change. */
  version: number;
}

export type DeviceScreen = ScreenBase &
  (
    | { kind: 'activation'; code: string }
    | { kind: 'pairing' }
    | { kind: 'home'; last?: 'approved' | 'canceled' | 'continued' }
    | { kind: 'tips'; checkout: DeviceCheckout; choices: Record<string, DeviceChoice> }
    | ({ kind: 'review'; checkout: DeviceCheckout; canGoBack: boolean } & DeviceTotals)
    | ({ kind: 'waiting'; checkout: DeviceCheckout } & DeviceTotals)
    | { kind: 'card'; checkout: DeviceCheckout; amount: number }
    | { kind: 'declined'; checkout: DeviceCheckout; amount: number; note: string }
  );

export type DeviceScreenKind = DeviceScreen['kind'];

/**
 * The sums, exact in integer minor units at the decimals the amounts have (whatever the currency:
 * the schemas have checked every amount is money), so the tablet's rows add up as shown.
 */
function totals(checkout: DeviceCheckout, tips: readonly DeviceTip[]): DeviceTotals {
  const scale = scaleOf(0, [checkout.total, ...tips.flatMap((t) => [t.amount, t.fee])]);
  const minor = (amount: number) => toMinor(amount, scale);
  const tipsCents = sumCents(tips.map((t) => minor(t.amount)));
  const feeCents = sumCents(tips.map((t) => minor(t.fee)));
  return {
    tips: tips.map((t) => ({ ...t })),
    tipsTotal: fromMinor(tipsCents, scale),
    fees: fromMinor(feeCents, scale),
    total: fromMinor(sumCents([minor(checkout.total), tipsCents, feeCents]), scale),
  };
}

/** What the tablet shows for a device's state. */
export function screenOf(state: DeviceState): DeviceScreen {
  const base = { serial: state.serial, sync: state.sync, identifiers: [...state.identifiers], queued: state.queued, version: state.version };
  if (!state.activated && state.code) return { ...base, kind: 'activation', code: state.code };
  if (state.identifiers.length === 0) return { ...base, kind: 'pairing' };
  if (!state.checkout) return state.last ? { ...base, kind: 'home', last: state.last } : { ...base, kind: 'home' };
  const { step, choices, tips, amount, note, ...checkout } = state.checkout;
  switch (step) {
    case 'tips':
      return { ...base, kind: 'tips', checkout, choices: { ...choices } };
    case 'review':
      return { ...base, kind: 'review', checkout, canGoBack: checkout.staff.some((s) => s.preselectedTip === undefined), ...totals(checkout, tips) };
    case 'waiting':
      return { ...base, kind: 'waiting', checkout, ...totals(checkout, tips) };
    case 'card':
      return { ...base, kind: 'card', checkout, amount: amount ?? 0 };
    case 'declined':
      return { ...base, kind: 'declined', checkout, amount: amount ?? 0, note: note ?? '' };
  }
}

const id = z.string().check(z.minLength(1));

const staff = z.object({
  employeeId: id,
  firstName: z.string(),
  lastName: z.string(),
  avatar: z.string(),
  amount: z.optional(money),
  preselectedTip: z.optional(money),
  proposal: z.optional(proposal),
});

const checkout = z.object({
  transactionId: id,
  round: z.number(),
  isAsync: z.boolean(),
  customer: z.partial(customerName),
  display: z.array(displayLine),
  total: signedMoney,
  staff: z.array(staff),
  step: z.enum(['tips', 'review', 'waiting', 'card', 'declined']),
  choices: z.record(z.string(), deviceChoice),
  tips: z.array(z.object({ employeeId: id, level: tipLevel, amount: money, fee: money, included: z.optional(z.boolean()) })),
  amount: z.optional(money),
  note: z.optional(z.string()),
});

/** A device's state as the sandbox's device endpoints send it; `connectDevice` checks it before it is shown. */
export const deviceState = z.object({
  serial: id,
  sync: z.enum(['service', 'pos']),
  code: z.optional(id),
  activated: z.boolean(),
  identifiers: z.array(z.string()),
  queued: z.number().check(z.int(), z.gte(0)),
  version: z.number(),
  last: z.optional(z.enum(['approved', 'canceled', 'continued'])),
  checkout: z.optional(checkout),
});

/**
 * A device as `tip-display-device` drives it: one of `sandbox.devices` (in memory), a
 * `SimulatedDevice`, or a remote one (`connectDevice`) whose sandbox runs elsewhere. It dispatches
 * `change` whenever `state` changes.
 */
export interface DeviceLike extends EventTarget {
  readonly serial: string;
  /** The device's state; undefined until a remote device has received its first one. */
  readonly state: DeviceState | undefined;
  /** Does what a customer did; rejects with a `DeviceActionError` (with `code`). */
  act(action: DeviceAction): Promise<unknown>;
  /** Fees for custom tip amounts (dollars), as `tips/fees` answers them. */
  fees(amounts: readonly number[]): Promise<FeeQuote[]>;
}
