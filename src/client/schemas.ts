/**
 * Schemas for every Data-mode payload and response (spec sections 2.4–2.14, 4.2), in valibot.
 * Requests are strict: money is finite, non-negative and has at most two decimals; ids are
 * non-empty. Responses are liberal where the spec is loose (extra fields pass through,
 * refund `reason` may be null, refund `transactionId` may be absent) and strict on money.
 *
 * Why valibot and not zod/mini: the client's budget is 6 KB gzipped, and zod/mini alone costs
 * 6.4 KB for one small object schema (esbuild, minified, gzip -9). With these schemas the client
 * measured 9.3 KB under zod/mini and about 5 KB under valibot, whose functions tree-shake one by one.
 */
import * as v from 'valibot';
import { isMoney, toCents } from '../money/money.js';

const id = v.pipe(v.string(), v.trim(), v.nonEmpty('must not be empty'));
const optionalString = v.optional(v.string());

/** A dollar amount: finite, not negative, at most two decimals. */
export const money = v.pipe(
  v.number('must be a finite number'),
  v.finite('must be a finite number'),
  v.minValue(0, 'must not be negative'),
  v.check((n: number) => isMoney(n), 'must have at most two decimals'),
);
const positiveMoney = v.pipe(money, v.check((n) => n > 0, 'must be greater than zero'));

export const tipLevel = v.picklist(['low', 'medium', 'high', 'custom']);
export const transactionStatus = v.picklist(['pending', 'confirmed', 'failed', 'canceled', 'refunded']);
export const tipStatus = v.picklist(['pending', 'confirmed', 'void']);

/** Customer (2.4). */
export const customer = v.object({ id, firstName: optionalString, lastName: optionalString });

/** Location mapping entry (2.10): identifier plus address fields or lat/long. */
export const locationEntry = v.pipe(
  v.object({
    identifier: id,
    address: optionalString,
    address2: optionalString,
    city: optionalString,
    state: optionalString,
    zip: optionalString,
    country: optionalString,
    lat: v.optional(v.pipe(v.number(), v.minValue(-90), v.maxValue(90))),
    long: v.optional(v.pipe(v.number(), v.minValue(-180), v.maxValue(180))),
  }),
  v.check(
    (l) => (l.lat !== undefined && l.long !== undefined) || Boolean(l.address && l.city && l.country),
    'needs lat and long, or address, city and country',
  ),
);

/** Tip selection (2.13). A serviceAmount of 0 or none means the tip is not counted in reports. */
export const tipSelection = v.object({
  employeeId: id,
  firstName: v.string(),
  lastName: v.string(),
  avatar: v.string(),
  serviceAmount: v.optional(money),
  amount: money,
  level: tipLevel,
});

const transactionRef = v.object({ transactionId: id });

/** Refund payload fields (4.1 refund), without the rule that ties `partial` to `amount`. */
export const refundFields = v.object({
  transactionId: id,
  partial: v.optional(v.boolean()),
  dryRun: v.optional(v.boolean()),
  amount: v.optional(positiveMoney),
  talents: v.optional(v.array(v.object({ employeeId: id, amount: money }))),
  reason: optionalString,
});

/** Transfer payload fields (4.1 transfer), without the all-or-none amounts rule. */
export const transferFields = v.object({
  transactionId: id,
  talents: v.optional(
    v.pipe(
      v.array(
        v.object({
          employeeId: id,
          firstName: optionalString,
          lastName: optionalString,
          avatar: optionalString,
          amount: v.optional(money),
        }),
      ),
      v.minLength(1, 'needs at least one talent'),
    ),
  ),
});

/** Payload schemas, one per client method. */
export const payloads = {
  mapLocations: v.object({ locations: v.pipe(v.array(locationEntry), v.minLength(1, 'needs at least one location')) }),
  proposals: v.object({
    locationId: id,
    serviceAmounts: v.pipe(v.array(money), v.minLength(1, 'needs at least one service amount')),
  }),
  fees: v.object({ locationId: id, amounts: v.pipe(v.array(money), v.minLength(1, 'needs at least one amount')) }),
  intent: v.object({
    locationId: id,
    device: v.optional(v.object({ identifier: id, name: v.string() })),
    customer,
    tipSelections: v.pipe(v.array(tipSelection), v.minLength(1, 'needs at least one tip selection')),
  }),
  confirm: transactionRef,
  cancel: v.object({ transactionId: id, note: optionalString }),
  details: transactionRef,
  refund: v.pipe(
    refundFields,
    v.forward(
      v.check((r) => (r.partial === true) === (r.amount !== undefined), 'a partial refund needs an amount, and a full refund takes none'),
      ['amount'],
    ),
  ),
  transfer: v.pipe(
    transferFields,
    v.forward(
      v.check(
        (t) => !t.talents || t.talents.every((x) => x.amount === undefined) || t.talents.every((x) => x.amount !== undefined),
        'give an amount for every talent or for none',
      ),
      ['talents'],
    ),
  ),
} as const;

/** `total` must be `amount + fee`, checked in cents; a field that is not money is reported on its own. */
function totalsAdd(x: { amount: number; fee: number; total: number }): boolean {
  if (!isMoney(x.amount) || !isMoney(x.fee) || !isMoney(x.total)) return true;
  return toCents(x.amount) + toCents(x.fee) === toCents(x.total);
}

/** One proposal (2.11). */
export const proposalOption = v.pipe(
  v.looseObject({
    type: v.picklist(['amount', 'percent']),
    percent: v.pipe(v.number(), v.finite(), v.minValue(0)),
    amount: money,
    fee: money,
    total: money,
  }),
  v.check((x) => totalsAdd(x), 'total must equal amount plus fee'),
);

/** Proposals for one service amount (2.11). */
export const proposal = v.looseObject({ serviceAmount: money, low: proposalOption, medium: proposalOption, high: proposalOption });

/** Fee calculation (2.12). */
export const feeQuote = v.pipe(
  v.looseObject({ amount: money, fee: money, total: money }),
  v.check((x) => totalsAdd(x), 'total must equal amount plus fee'),
);

/** Intent result (2.14). */
export const intentResult = v.looseObject({
  transactionId: id,
  tips: v.array(v.looseObject({ employeeId: id, level: tipLevel, amount: money, fee: money })),
  fees: v.looseObject({ service: money, pos: money, total: money }),
  total: money,
});

/** Tip record (2.8). */
export const tipRecord = v.looseObject({
  employeeId: id,
  status: tipStatus,
  level: tipLevel,
  serviceAmount: v.optional(money),
  gross: money,
  net: money,
  fee: money,
  createdAt: v.string(),
});

/** Refund record (2.9). */
export const refundRecord = v.looseObject({
  transactionId: optionalString,
  isPartial: v.boolean(),
  employeeId: optionalString,
  createdAt: v.string(),
  status: v.string(),
  reason: v.nullish(v.string()),
  gross: money,
  net: money,
  fee: money,
});

/** Data-mode transaction as returned by details (2.7). */
export const transaction = v.looseObject({
  transactionId: id,
  status: transactionStatus,
  isAsync: v.optional(v.boolean()),
  createdAt: v.string(),
  customer: v.looseObject({ id: v.string(), firstName: optionalString, lastName: optionalString }),
  tipSelections: v.array(
    v.looseObject({
      employeeId: id,
      firstName: optionalString,
      lastName: optionalString,
      avatar: optionalString,
      serviceAmount: v.optional(money),
      amount: money,
      level: tipLevel,
    }),
  ),
  tips: v.array(tipRecord),
  refunds: v.array(refundRecord),
  gross: money,
  net: money,
  fee: money,
});

/** Location mapping result. */
export const locationMapping = v.looseObject({
  appLocations: v.array(v.looseObject({ locationId: v.number(), identifier: v.string() })),
  mappingsRequested: v.number(),
  mappedSuccessfully: v.number(),
});

/** Response `data` schemas; `null` marks a status-only operation whose body is not read. */
export const responses = {
  mapLocations: locationMapping,
  proposals: v.array(proposal),
  fees: v.array(feeQuote),
  intent: intentResult,
  confirm: null,
  cancel: null,
  details: transaction,
  refund: v.array(refundRecord),
  transfer: null,
} as const;

/** Paths of the Data-mode operations (spec 4.2). */
export const paths = {
  mapLocations: '/v1/data/app/locations',
  proposals: '/v1/data/tips/proposals',
  fees: '/v1/data/tips/fees',
  intent: '/v1/data/transaction/intent',
  confirm: '/v1/data/transaction/confirm',
  cancel: '/v1/data/transaction/cancel',
  details: '/v1/data/transaction/details',
  refund: '/v1/data/transaction/refund',
  transfer: '/v1/data/transaction/transfer',
} as const;

export type Operation = keyof typeof paths;
export const operations = Object.keys(paths) as Operation[];

export type Customer = v.InferOutput<typeof customer>;
export type LocationEntry = v.InferOutput<typeof locationEntry>;
export type TipLevel = v.InferOutput<typeof tipLevel>;
export type TipSelection = v.InferOutput<typeof tipSelection>;
export type ProposalOption = v.InferOutput<typeof proposalOption>;
export type Proposal = v.InferOutput<typeof proposal>;
export type FeeQuote = v.InferOutput<typeof feeQuote>;
export type IntentResult = v.InferOutput<typeof intentResult>;
export type TipRecord = v.InferOutput<typeof tipRecord>;
export type RefundRecord = v.InferOutput<typeof refundRecord>;
export type Transaction = v.InferOutput<typeof transaction>;
export type LocationMapping = v.InferOutput<typeof locationMapping>;

export type Payload<Op extends Operation> = v.InferInput<(typeof payloads)[Op]>;
export type Result<Op extends Operation> = (typeof responses)[Op] extends v.GenericSchema
  ? v.InferOutput<Exclude<(typeof responses)[Op], null>>
  : void;
