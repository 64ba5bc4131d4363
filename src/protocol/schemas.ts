/**
 * Schemas for every Data-mode payload and response (spec sections 2.4–2.14, 4.2), written with
 * zod v4's `zod/mini`. Requests are strict: money is finite, non-negative, has at most four
 * decimals (`MAX_DECIMALS`: the schemas do not know the currency, so a JPY amount of 12.5 passes
 * them and is shown exactly, never rounded; integers inside: every amount is an exact integer of
 * minor units at its own decimals, within ±`MAX_MINOR`) and is at most 1,000,000
 * (`MAX_REQUEST_AMOUNT`); ids are non-empty. Every array and string, in requests and responses,
 * has a maximum length (./limits.ts: 100 staff, 100 amounts, 1,000 locations, 255-character ids,
 * 1 KiB names). Responses are liberal where the spec is loose (extra fields pass through, refund `reason` may be null, refund
 * `transactionId` may be absent) and strict on money and lengths.
 *
 * They are ordinary zod v4 schemas: a host can compose them (`z.extend(tipSelection, { … })`)
 * and parse with them in its own server code, with `zod/mini` or the full `zod`.
 */
import * as z from 'zod/mini';
import { decimalsOf, MAX_DECIMALS, MAX_REQUEST_AMOUNT, scaleOf, toMinor } from '../money/money.js';
import { paths } from './paths.js';
import { atMost, idText as id, MAX_AMOUNTS, MAX_LOCATIONS, MAX_RECORDS, MAX_STAFF, nameText as name, shortText, urlText as url } from './limits.js';

const optionalString = z.optional(name);

/** Money on the wire, whatever the currency: at most {@link MAX_DECIMALS} decimals, exact in minor units (see {@link decimalsOf}). */
const isAmount = (n: number) => decimalsOf(n) !== undefined;
const DECIMALS_MESSAGE = `must have at most ${MAX_DECIMALS} decimals`;

/** An amount: finite, not negative, at most four decimals (bounded so that it is exact in integer minor units). */
export const money = z.number('must be a finite number').check(
  z.gte(0, 'must not be negative'),
  z.refine(isAmount, DECIMALS_MESSAGE),
);

/**
 * An amount in a request: money of at most {@link MAX_REQUEST_AMOUNT}. An amount over the
 * bound is reported as that alone (`too_big`), not also as "at most four decimals".
 */
export const requestAmount = z.number('must be a finite number').check(
  z.gte(0, 'must not be negative'),
  z.lte(MAX_REQUEST_AMOUNT, `must be at most ${MAX_REQUEST_AMOUNT}`),
  z.refine((n: number) => n > MAX_REQUEST_AMOUNT || isAmount(n), DECIMALS_MESSAGE),
);
const positiveAmount = requestAmount.check(z.refine((n: number) => n > 0, 'must be greater than zero'));

export const tipLevel = z.enum(['low', 'medium', 'high', 'custom']);
export const transactionStatus = z.enum(['pending', 'confirmed', 'failed', 'canceled', 'refunded']);
export const tipStatus = z.enum(['pending', 'confirmed', 'void']);

/** Customer (2.4). */
export const customer = z.object({ id, firstName: optionalString, lastName: optionalString });

/** Location mapping entry (2.10): identifier plus address fields or lat/long. */
export const locationEntry = z
  .object({
    identifier: id,
    address: optionalString,
    address2: optionalString,
    city: optionalString,
    state: optionalString,
    zip: optionalString,
    country: optionalString,
    lat: z.optional(z.number().check(z.gte(-90, 'must be between -90 and 90'), z.lte(90, 'must be between -90 and 90'))),
    long: z.optional(z.number().check(z.gte(-180, 'must be between -180 and 180'), z.lte(180, 'must be between -180 and 180'))),
  })
  .check(
    z.refine(
      (l) => (l.lat !== undefined && l.long !== undefined) || Boolean(l.address && l.city && l.country),
      'needs lat and long, or address, city and country',
    ),
  );

/** Tip selection (2.13). A serviceAmount of 0 or none means the tip is not counted in reports. */
export const tipSelection = z.object({
  employeeId: id,
  firstName: name,
  lastName: name,
  avatar: url,
  serviceAmount: z.optional(requestAmount),
  amount: requestAmount,
  level: tipLevel,
});

const transactionRef = z.object({ transactionId: id });

/** Refund payload fields (4.1 refund), without the rule that ties `partial` to `amount`. */
export const refundFields = z.object({
  transactionId: id,
  partial: z.optional(z.boolean()),
  dryRun: z.optional(z.boolean()),
  amount: z.optional(positiveAmount),
  talents: z.optional(z.array(z.object({ employeeId: id, amount: requestAmount })).check(atMost(MAX_STAFF, 'items'))),
  reason: optionalString,
});

/** Transfer payload fields (4.1 transfer), without the all-or-none amounts rule. */
export const transferFields = z.object({
  transactionId: id,
  talents: z.optional(
    z
      .array(
        z.object({
          employeeId: id,
          firstName: optionalString,
          lastName: optionalString,
          avatar: z.optional(url),
          amount: z.optional(requestAmount),
        }),
      )
      .check(z.minLength(1, 'needs at least one talent'), atMost(MAX_STAFF, 'items')),
  ),
});

/** Payload schemas, one per client method. */
export const payloads = {
  mapLocations: z.object({ locations: z.array(locationEntry).check(z.minLength(1, 'needs at least one location'), atMost(MAX_LOCATIONS, 'items')) }),
  proposals: z.object({
    locationId: id,
    serviceAmounts: z.array(requestAmount).check(z.minLength(1, 'needs at least one service amount'), atMost(MAX_AMOUNTS, 'items')),
  }),
  fees: z.object({ locationId: id, amounts: z.array(requestAmount).check(z.minLength(1, 'needs at least one amount'), atMost(MAX_AMOUNTS, 'items')) }),
  intent: z.object({
    locationId: id,
    device: z.optional(z.object({ identifier: id, name })),
    customer,
    tipSelections: z.array(tipSelection).check(z.minLength(1, 'needs at least one tip selection'), atMost(MAX_STAFF, 'items')),
  }),
  confirm: transactionRef,
  cancel: z.object({ transactionId: id, note: optionalString }),
  details: transactionRef,
  refund: refundFields.check(
    z.refine((r) => (r.partial === true) === (r.amount !== undefined), {
      message: 'a partial refund needs an amount, and a full refund takes none',
      path: ['amount'],
    }),
  ),
  transfer: transferFields.check(
    z.refine(
      (t) => !t.talents || t.talents.every((x) => x.amount === undefined) || t.talents.every((x) => x.amount !== undefined),
      { message: 'give an amount for every talent or for none', path: ['talents'] },
    ),
  ),
} as const;

/** `total` must be `amount + fee`, checked in integer minor units; a field that is not money is reported on its own. */
function totalsAdd(x: { amount: number; fee: number; total: number }): boolean {
  if (!isAmount(x.amount) || !isAmount(x.fee) || !isAmount(x.total)) return true;
  const scale = scaleOf(0, [x.amount, x.fee, x.total]);
  return toMinor(x.amount, scale) + toMinor(x.fee, scale) === toMinor(x.total, scale);
}
const totalIsAmountPlusFee = z.refine<{ amount: number; fee: number; total: number }>(totalsAdd, 'total must equal amount plus fee');

/** One proposal (2.11). */
export const proposalOption = z
  .looseObject({
    type: z.enum(['amount', 'percent']),
    percent: z.number().check(z.gte(0)),
    amount: money,
    fee: money,
    total: money,
  })
  .check(totalIsAmountPlusFee);

/** Proposals for one service amount (2.11). */
export const proposal = z.looseObject({ serviceAmount: money, low: proposalOption, medium: proposalOption, high: proposalOption });

/** Fee calculation (2.12). */
export const feeQuote = z.looseObject({ amount: money, fee: money, total: money }).check(totalIsAmountPlusFee);

/** Intent result (2.14). */
export const intentResult = z.looseObject({
  transactionId: id,
  tips: z.array(z.looseObject({ employeeId: id, level: tipLevel, amount: money, fee: money })).check(atMost(MAX_STAFF, 'items')),
  fees: z.looseObject({ service: money, pos: money, total: money }),
  total: money,
});

/** Tip record (2.8). */
export const tipRecord = z.looseObject({
  employeeId: id,
  status: tipStatus,
  level: tipLevel,
  serviceAmount: z.optional(money),
  gross: money,
  net: money,
  fee: money,
  createdAt: shortText,
});

/** Refund record (2.9). */
export const refundRecord = z.looseObject({
  transactionId: optionalString,
  isPartial: z.boolean(),
  employeeId: optionalString,
  createdAt: shortText,
  status: shortText,
  reason: z.nullish(name),
  gross: money,
  net: money,
  fee: money,
});

/** Data-mode transaction as returned by details (2.7). */
export const transaction = z.looseObject({
  transactionId: id,
  status: transactionStatus,
  isAsync: z.optional(z.boolean()),
  createdAt: shortText,
  customer: z.looseObject({ id: shortText, firstName: optionalString, lastName: optionalString }),
  tipSelections: z
    .array(
      z.looseObject({
        employeeId: id,
        firstName: optionalString,
        lastName: optionalString,
        avatar: z.optional(url),
        serviceAmount: z.optional(money),
        amount: money,
        level: tipLevel,
      }),
    )
    .check(atMost(MAX_STAFF, 'items')),
  tips: z.array(tipRecord).check(atMost(MAX_RECORDS, 'items')),
  refunds: z.array(refundRecord).check(atMost(MAX_RECORDS, 'items')),
  gross: money,
  net: money,
  fee: money,
});

/** Location mapping result. */
export const locationMapping = z.looseObject({
  appLocations: z.array(z.looseObject({ locationId: z.number(), identifier: shortText })).check(atMost(MAX_LOCATIONS, 'items')),
  mappingsRequested: z.number(),
  mappedSuccessfully: z.number(),
});

/** Response `data` schemas; `null` marks a status-only operation whose body is not read. */
export const responses = {
  mapLocations: locationMapping,
  proposals: z.array(proposal).check(atMost(MAX_AMOUNTS, 'items')),
  fees: z.array(feeQuote).check(atMost(MAX_AMOUNTS, 'items')),
  intent: intentResult,
  confirm: null,
  cancel: null,
  details: transaction,
  refund: z.array(refundRecord).check(atMost(MAX_RECORDS, 'items')),
  transfer: null,
} as const;

export { paths };
export type Operation = keyof typeof paths;
export const operations = Object.keys(paths) as Operation[];

export type Customer = z.output<typeof customer>;
export type LocationEntry = z.output<typeof locationEntry>;
export type TipLevel = z.output<typeof tipLevel>;
export type TipSelection = z.output<typeof tipSelection>;
export type ProposalOption = z.output<typeof proposalOption>;
export type Proposal = z.output<typeof proposal>;
export type FeeQuote = z.output<typeof feeQuote>;
export type IntentResult = z.output<typeof intentResult>;
export type TipRecord = z.output<typeof tipRecord>;
export type RefundRecord = z.output<typeof refundRecord>;
export type Transaction = z.output<typeof transaction>;
export type LocationMapping = z.output<typeof locationMapping>;

export type Payload<Op extends Operation> = z.input<(typeof payloads)[Op]>;
export type Result<Op extends Operation> = (typeof responses)[Op] extends z.ZodMiniType
  ? z.output<Exclude<(typeof responses)[Op], null>>
  : void;
