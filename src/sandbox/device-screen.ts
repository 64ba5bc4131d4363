/**
 * What a simulated device shows (`DeviceScreen`) and what a customer can do on it
 * (`DeviceAction`): plain JSON, the same in memory and over the sandbox's device endpoints, with
 * zod schemas so that a remote screen is checked before it is shown. Amounts are dollars, as
 * everywhere in the public API.
 */
import * as z from 'zod/mini';
import { customerName, displayLine, signedMoney } from '../client/display-schemas.js';
import { money, proposal, tipLevel, type Proposal } from '../client/schemas.js';
import type { DisplayLine } from '../elements/internal/types.js';

/** A customer's choice for one staff member on the device. A custom amount is `null` while it is not a valid amount. */
export type DeviceChoice = { level: 'low' | 'medium' | 'high' } | { level: 'custom'; amount: number | null } | { level: 'none' };

/**
 * What a customer does on the device. `round` (optional) is the round of the screen the action was
 * made on: when the checkout has moved on since (the POS updated it, or another one came up) the
 * device refuses the action with `stale`, so a late tap never lands on another round.
 */
export type DeviceAction =
  | { type: 'choose'; employeeId: string; choice: DeviceChoice; round?: number }
  /** From tip selection to the review screen (every staff member needs a choice). */
  | { type: 'review'; round?: number }
  /** From the review screen back to tip selection. */
  | { type: 'back'; round?: number }
  /** "Continue to payment": records the tips (the transaction becomes pending, the webhook is sent). */
  | { type: 'continue'; round?: number }
  /** POS-generated sync: the identifier the POS shows, typed on the device. */
  | { type: 'pair'; identifier: string };

/** A staff member as the device shows them, with the service's proposals when they have a service amount. */
export interface DeviceStaff {
  employeeId: string;
  firstName: string;
  lastName: string;
  avatar: string;
  /** Service amount; absent (or 0 at create) means none, so only Custom and No tip. */
  amount?: number;
  /** Set by the POS: the device does not ask for this staff member. */
  preselectedTip?: number;
  proposal?: Proposal;
}

/** The checkout the device is showing. */
export interface DeviceCheckout {
  transactionId: string;
  /** Grows every time tip selection starts afresh (a new checkout, or an update). */
  round: number;
  isAsync: boolean;
  customer: { firstName?: string | undefined; lastName?: string | undefined };
  display: DisplayLine[];
  /** The bill's grand total as the POS sent it. */
  total: number;
  staff: DeviceStaff[];
}

/** A recorded tip, as the review screen lists it. */
export interface DeviceTip {
  employeeId: string;
  level: 'low' | 'medium' | 'high' | 'custom';
  amount: number;
  fee: number;
  /** Set by the POS (preselectedTip), not chosen on the device. */
  included?: boolean;
}

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

const id = z.string().check(z.minLength(1));

export const deviceChoice = z.discriminatedUnion('level', [
  z.object({ level: z.enum(['low', 'medium', 'high']) }),
  z.object({ level: z.literal('custom'), amount: z.nullable(money) }),
  z.object({ level: z.literal('none') }),
]);

const round = z.optional(z.number().check(z.int()));

export const deviceAction = z.discriminatedUnion('type', [
  z.object({ type: z.literal('choose'), employeeId: id, choice: deviceChoice, round }),
  z.object({ type: z.literal('review'), round }),
  z.object({ type: z.literal('back'), round }),
  z.object({ type: z.literal('continue'), round }),
  z.object({ type: z.literal('pair'), identifier: z.string() }),
]);

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
});

const totals = {
  tips: z.array(
    z.object({ employeeId: id, level: tipLevel, amount: money, fee: money, included: z.optional(z.boolean()) }),
  ),
  tipsTotal: money,
  fees: money,
  total: signedMoney,
};

const base = {
  serial: id,
  sync: z.enum(['service', 'pos']),
  identifiers: z.array(z.string()),
  queued: z.number().check(z.int(), z.gte(0)),
  version: z.number(),
};

/** A screen as the device endpoints send it; checked by `connectDevice` before it is shown. */
export const deviceScreen = z.discriminatedUnion('kind', [
  z.object({ ...base, kind: z.literal('activation'), code: id }),
  z.object({ ...base, kind: z.literal('pairing') }),
  z.object({ ...base, kind: z.literal('home'), last: z.optional(z.enum(['approved', 'canceled', 'continued'])) }),
  z.object({ ...base, kind: z.literal('tips'), checkout, choices: z.record(z.string(), deviceChoice) }),
  z.object({ ...base, kind: z.literal('review'), checkout, canGoBack: z.boolean(), ...totals }),
  z.object({ ...base, kind: z.literal('waiting'), checkout, ...totals }),
  z.object({ ...base, kind: z.literal('card'), checkout, amount: money }),
  z.object({ ...base, kind: z.literal('declined'), checkout, amount: money, note: z.string() }),
]);

/**
 * A device as `tip-display-device` drives it: the in-memory `SimulatedDevice` of a sandbox, or a
 * remote one (`connectDevice`) whose sandbox runs elsewhere. It dispatches `change` whenever
 * `screen` changes.
 */
export interface DeviceLike extends EventTarget {
  readonly serial: string;
  /** What the device shows; undefined until a remote device has received its first screen. */
  readonly screen: DeviceScreen | undefined;
  /** Does what a customer did; resolves with the new screen, rejects with a `DeviceActionError`. */
  act(action: DeviceAction): Promise<DeviceScreen>;
  /** Fees for custom tip amounts (dollars), as `tips/fees` answers them. */
  fees(amounts: readonly number[]): Promise<Array<{ amount: number; fee: number; total: number }>>;
}
