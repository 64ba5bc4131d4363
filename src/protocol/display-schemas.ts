/**
 * Schemas for every Display-mode payload and response (spec sections 2.4–2.9, 4.1), and for the
 * webhook the service (here: the sandbox) posts when a customer has chosen tips. Same rules as the
 * Data-mode schemas: requests are strict (money finite with at most four decimals and at most
 * 1,000,000 either way, `MAX_REQUEST_AMOUNT`; ids non-empty), responses liberal where the spec is
 * loose and strict on money.
 */
import * as z from 'zod/mini';
import { decimalsOf, MAX_DECIMALS, MAX_REQUEST_AMOUNT } from '../money/money.js';
import {
  atMost,
  idText as id,
  MAX_DISPLAY_LINES,
  MAX_LINE_ITEMS,
  MAX_RECORDS,
  MAX_STAFF,
  nameText as name,
  shortText,
  urlText as url,
} from './limits.js';
import { customer, money, payloads, refundRecord, requestAmount, tipLevel, tipRecord } from './schemas.js';

const optionalString = z.optional(name);

const DECIMALS_MESSAGE = `must have at most ${MAX_DECIMALS} decimals`;

/** An amount that may be negative (a discount line): finite, at most four decimals (see `money`). */
export const signedMoney = z.number('must be a finite number').check(
  z.refine((n: number) => decimalsOf(n) !== undefined, DECIMALS_MESSAGE),
);

/** A display line's amount in a request: signed money of at most {@link MAX_REQUEST_AMOUNT} either way. */
export const signedRequestAmount = z.number('must be a finite number').check(
  z.gte(-MAX_REQUEST_AMOUNT, `must be at least -${MAX_REQUEST_AMOUNT}`),
  z.lte(MAX_REQUEST_AMOUNT, `must be at most ${MAX_REQUEST_AMOUNT}`),
  z.refine((n: number) => Math.abs(n) > MAX_REQUEST_AMOUNT || decimalsOf(n) !== undefined, DECIMALS_MESSAGE),
);

const quantity = z.number('must be a finite number').check(z.gt(0, 'must be greater than zero'));

export const displayTransactionStatus = z.enum(['created', 'pending', 'confirmed', 'failed', 'canceled', 'refunded']);

const staffFields = {
  employeeId: id,
  firstName: name,
  lastName: name,
  /** URL of the staff member's picture. */
  avatar: url,
  /** Tip set by the POS: the device does not ask the customer for this staff member. */
  preselectedTip: z.optional(requestAmount),
};

function uniqueStaff(list: ReadonlyArray<{ employeeId: string }>): boolean {
  return new Set(list.map((s) => s.employeeId.trim())).size === list.length;
}
const oneEntryPerEmployee = z.refine<ReadonlyArray<{ employeeId: string }>>(uniqueStaff, 'each employeeId may appear only once');

/** Staff entry at create (2.5): `amount` (the service amount) optional; 0 is treated as absent. */
export const displayStaff = z.object({ ...staffFields, amount: z.optional(requestAmount) });
/** Staff entry at update (2.5): `amount` required. */
export const displayStaffUpdate = z.object({ ...staffFields, amount: requestAmount });

/** A sub-item of a display line (2.6). */
export const displayItem = z.object({ name, qty: quantity, amount: signedRequestAmount });

/** Display line (2.6): a category when it has `items`, otherwise a single item. */
export const displayLine = z.object({
  name,
  qty: z.optional(quantity),
  total: signedRequestAmount,
  items: z.optional(z.array(displayItem).check(atMost(MAX_LINE_ITEMS, 'items'))),
  expanded: z.optional(z.boolean()),
});

const device = z.object({ deviceId: id, transactionId: id });

const checkoutFields = {
  deviceId: id,
  transactionId: id,
  display: z.array(displayLine).check(atMost(MAX_DISPLAY_LINES, 'items')),
  isAsync: z.optional(z.boolean()),
  /** Grand total of the bill, shown on the device. */
  total: requestAmount,
  customer,
};

/** Payload schemas, one per Display client method. */
export const displayPayloads = {
  activateDevice: z.object({ deviceId: id }),
  create: z.object({
    ...checkoutFields,
    service: z.array(displayStaff).check(z.minLength(1, 'needs at least one staff member'), atMost(MAX_STAFF, 'items'), oneEntryPerEmployee),
  }),
  update: z.object({
    ...checkoutFields,
    service: z.array(displayStaffUpdate).check(z.minLength(1, 'needs at least one staff member'), atMost(MAX_STAFF, 'items'), oneEntryPerEmployee),
  }),
  init: z.object({ deviceId: id, transactionId: id, amount: z.optional(requestAmount) }),
  reject: z.object({ deviceId: id, transactionId: id, note: name.check(z.trim(), z.minLength(1, 'must not be empty')) }),
  confirm: device,
  cancel: device,
  last: z.object({ deviceId: id }),
  details: z.object({ transactionId: id }),
  refund: payloads.refund,
  transfer: payloads.transfer,
  updateCustomer: z.object({ transactionId: id, customer: z.object({ firstName: name, lastName: name }) }),
} as const;

/** A staff entry as details returns it: the create/update entry, plus `includedTip` when a tip was included. */
export const displayStaffRecord = z.looseObject({
  employeeId: id,
  firstName: optionalString,
  lastName: optionalString,
  avatar: z.optional(url),
  amount: z.optional(money),
  preselectedTip: z.optional(money),
  includedTip: z.optional(money),
});

/** Tip record (2.8) with Display mode's `included` flag. */
export const displayTipRecord = z.extend(tipRecord, { included: z.optional(z.boolean()) });

/**
 * Display-mode transaction as returned by details (2.7). The spec names the staff array
 * `services` in its field list and `service` in its example: either is accepted, and the
 * result always has `services`.
 */
export const displayTransaction = z.pipe(
  z
    .looseObject({
      transactionId: id,
      deviceId: id,
      status: displayTransactionStatus,
      isAsync: z.boolean(),
      createdAt: shortText,
      customer: z.looseObject({ id: shortText, firstName: optionalString, lastName: optionalString }),
      services: z.optional(z.array(displayStaffRecord).check(atMost(MAX_STAFF, 'items'))),
      service: z.optional(z.array(displayStaffRecord).check(atMost(MAX_STAFF, 'items'))),
      tips: z.array(displayTipRecord).check(atMost(MAX_RECORDS, 'items')),
      refunds: z.array(refundRecord).check(atMost(MAX_RECORDS, 'items')),
      gross: money,
      net: money,
      fee: money,
    })
    .check(z.refine((t) => t.services !== undefined || t.service !== undefined, { message: 'missing (or service)', path: ['services'] })),
  z.transform(({ service, services, ...rest }) => ({ ...rest, services: services ?? service ?? [] })),
);

/** transaction/last: the open transaction of a device, or `{}` when it has none. */
export const lastTransaction = z.looseObject({ transactionId: z.optional(id) });

/** transaction/update-customer's answer. */
export const customerName = z.looseObject({ firstName: name, lastName: name });

/** Response `data` schemas; `null` marks a status-only operation whose body is not read. */
export const displayResponses = {
  activateDevice: null,
  create: null,
  update: null,
  init: null,
  reject: null,
  confirm: null,
  cancel: null,
  last: lastTransaction,
  details: displayTransaction,
  refund: z.array(refundRecord).check(atMost(MAX_RECORDS, 'items')),
  transfer: null,
  updateCustomer: customerName,
} as const;

/** Paths of the Display-mode operations (spec 4.1). */
export const displayPaths = {
  activateDevice: '/v1/display/devices/activate',
  create: '/v1/display/transaction/create',
  update: '/v1/display/transaction/update',
  init: '/v1/display/transaction/init',
  reject: '/v1/display/transaction/reject',
  confirm: '/v1/display/transaction/confirm',
  cancel: '/v1/display/transaction/cancel',
  last: '/v1/display/transaction/last',
  details: '/v1/display/transaction/details',
  refund: '/v1/display/transaction/refund',
  transfer: '/v1/display/transaction/transfer',
  updateCustomer: '/v1/display/transaction/update-customer',
} as const;

export type DisplayOperation = keyof typeof displayPaths;
export const displayOperations = Object.keys(displayPaths) as DisplayOperation[];

/**
 * The webhook the service posts when a customer has chosen tips on the device (spec 6 leaves it
 * open; this is the sandbox's). `tips` lists the staff who were tipped (No tip leaves a staff
 * member out); `fees` and `total` are as in Data mode's intent result: `total` is the tips plus
 * their fees, what the POS adds to the bill. `id` is unique per event: a receiver that sees an
 * id twice (a retried delivery) handles it once.
 */
export const tipsSelectedEvent = z.looseObject({
  id,
  type: z.literal('tips.selected'),
  createdAt: shortText,
  transactionId: id,
  deviceId: id,
  tips: z.array(
    z.looseObject({
      employeeId: id,
      level: tipLevel,
      amount: money,
      fee: money,
      serviceAmount: z.optional(money),
      included: z.optional(z.boolean()),
    }),
  ).check(atMost(MAX_STAFF, 'items')),
  fees: z.looseObject({ service: money, pos: money, total: money }),
  total: money,
});

export type DisplayStaff = z.output<typeof displayStaff>;
export type DisplayStaffUpdate = z.output<typeof displayStaffUpdate>;
export type DisplayLineInput = z.output<typeof displayLine>;
export type DisplayTransactionStatus = z.output<typeof displayTransactionStatus>;
export type DisplayTipRecord = z.output<typeof displayTipRecord>;
export type DisplayStaffRecord = z.output<typeof displayStaffRecord>;
export type DisplayTransaction = z.output<typeof displayTransaction>;
export type TipsSelectedEvent = z.output<typeof tipsSelectedEvent>;

export type DisplayPayload<Op extends DisplayOperation> = z.input<(typeof displayPayloads)[Op]>;
export type DisplayResult<Op extends DisplayOperation> = (typeof displayResponses)[Op] extends z.ZodMiniType
  ? z.output<Exclude<(typeof displayResponses)[Op], null>>
  : void;
