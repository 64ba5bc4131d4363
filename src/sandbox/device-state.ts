/**
 * A simulated Display device, headless: its state (`DeviceState`, what the service knows about
 * the tablet) and what a customer can do on it (`DeviceAction`). Plain JSON, the same in memory
 * and over the sandbox's device endpoints. No wording and no screens: the developer tool
 * `tip-display-device` (`tip-elements/sandbox/device`) derives what the tablet shows from this.
 * Amounts are dollars, as everywhere in the public API.
 */
import * as z from 'zod/mini';
import type { DisplayLineInput } from '../protocol/display-schemas.js';
import { money, type Proposal } from '../protocol/schemas.js';

/** A customer's choice for one staff member on the device. A custom amount is `null` while it is not a valid amount. */
export type DeviceChoice = { level: 'low' | 'medium' | 'high' } | { level: 'custom'; amount: number | null } | { level: 'none' };

/**
 * What a customer does on the device. `round` (optional) is the round of the checkout the action
 * was made on: when the checkout has moved on since (the POS updated it, or another one came up)
 * the device refuses the action with `stale`, so a late tap never lands on another round.
 */
export type DeviceAction =
  | { type: 'choose'; employeeId: string; choice: DeviceChoice; round?: number }
  /** From tip selection to the review (every staff member needs a choice). */
  | { type: 'review'; round?: number }
  /** From the review back to tip selection. */
  | { type: 'back'; round?: number }
  /** "Continue to payment": records the tips (the transaction becomes pending, the webhook is sent). */
  | { type: 'continue'; round?: number }
  /** POS-generated sync: the identifier the POS shows, typed on the device. */
  | { type: 'pair'; identifier: string };

const id = z.string().check(z.minLength(1));

export const deviceChoice = z.discriminatedUnion('level', [
  z.object({ level: z.enum(['low', 'medium', 'high']) }),
  z.object({ level: z.literal('custom'), amount: z.nullable(money) }),
  z.object({ level: z.literal('none') }),
]);

const round = z.optional(z.number().check(z.int()));

/** A customer's action as the device endpoints take it. */
export const deviceAction = z.discriminatedUnion('type', [
  z.object({ type: z.literal('choose'), employeeId: id, choice: deviceChoice, round }),
  z.object({ type: z.literal('review'), round }),
  z.object({ type: z.literal('back'), round }),
  z.object({ type: z.literal('continue'), round }),
  z.object({ type: z.literal('pair'), identifier: z.string() }),
]);

/** A staff member on the device's checkout, with the service's proposals when they have a service amount. */
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

/** The checkout on the device, as the POS sent it (its latest create or update). */
export interface DeviceCheckout {
  transactionId: string;
  /** Grows every time tip selection starts afresh (a new checkout, or an update). */
  round: number;
  isAsync: boolean;
  customer: { firstName?: string | undefined; lastName?: string | undefined };
  display: DisplayLineInput[];
  /** The bill's grand total as the POS sent it. */
  total: number;
  staff: DeviceStaff[];
}

/** A tip the customer's choices (or the POS's preselected tip) make, with its fee. */
export interface DeviceTip {
  employeeId: string;
  level: 'low' | 'medium' | 'high' | 'custom';
  amount: number;
  fee: number;
  /** Set by the POS (preselectedTip), not chosen on the device. */
  included?: boolean;
}

/**
 * Where the checkout on the device is (spec 3): `tips` (the customer chooses), `review`,
 * `waiting` (tips recorded, the POS has not asked for the card), `card` (the POS called init),
 * `declined` (the POS called reject).
 */
export type DeviceStep = 'tips' | 'review' | 'waiting' | 'card' | 'declined';

/** The checkout on the device and how far the customer is with it. */
export interface DeviceCheckoutState extends DeviceCheckout {
  step: DeviceStep;
  /** The customer's choices so far, by employeeId. */
  choices: Record<string, DeviceChoice>;
  /** The tips these choices and the POS's preselected tips make (zero tips left out), with their fees. */
  tips: DeviceTip[];
  /** `card` and `declined`: the amount to pay (init's amount, else bill + tips + fees). */
  amount?: number;
  /** `declined`: the POS's note. */
  note?: string;
}

/** A simulated device's state. */
export interface DeviceState {
  /** The tablet's own handle in the sandbox (`device-1`); not a deviceId. */
  serial: string;
  sync: 'service' | 'pos';
  /** Service sync: the code the device shows until the POS activates it. */
  code?: string;
  /** False for a service-synced device until the POS calls `devices/activate`. */
  activated: boolean;
  /** The identifiers POS stations address this device by (its deviceIds). */
  identifiers: string[];
  /** Checkouts waiting behind the one on the device. */
  queued: number;
  /** Grows with every change. */
  version: number;
  /** No checkout on the device: how the last one left it. */
  last?: 'approved' | 'canceled' | 'continued';
  /** The checkout on the device, if any. */
  checkout?: DeviceCheckoutState;
}
