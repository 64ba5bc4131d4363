/**
 * The wire between a cashier's station and its customer-facing screen (Data mode), whatever
 * carries it: a `BroadcastChannel` on one device, or the screen relay (`createScreenRelay`) between
 * two. Every message is an object with `type`, `saleId` (the station's id for the sale) and `seq`
 * (a positive integer its sender raises with each message it sends about that sale), checked by
 * these zod/mini schemas and bounded: the Data-mode field bounds (./limits.ts: 100 staff, 50 bill
 * lines, 1 KiB names, ...) and {@link SCREEN_MAX_MESSAGE_BYTES} for the whole message as JSON.
 *
 * Station → screen: `sale` (start or update a sale), `paid`, `cancel`.
 * Screen → station: `choice` (the customer's live selections), `intent` (the intent the screen's
 * checkout created, with its selections), `skip` (the customer chose not to tip).
 * Whether a message is applied is one pure decision, `applyScreenMessage` (./screen-state.ts).
 */
import * as z from 'zod/mini';
import { displayLine } from './display-schemas.js';
import { atMost, idText as id, MAX_DISPLAY_LINES, MAX_ID_LENGTH, MAX_STAFF, nameText as name } from './limits.js';
import { customer, intentResult, tipSelection } from './schemas.js';

/** The largest screen message, as UTF-8 JSON: 128 KiB. Larger is refused before it is parsed. */
export const SCREEN_MAX_MESSAGE_BYTES = 128 * 1024;

/** A sequence number: a positive safe integer. */
export const screenSeq = z.number('must be a number').check(z.int('must be an integer'), z.gte(1, 'must be at least 1'), z.lte(Number.MAX_SAFE_INTEGER));

/** A staff member of the sale, as `tip-checkout`'s `staff` takes one: a tip selection's person fields, and an optional `displayName`. */
export const screenStaffMember = z.extend(z.omit(tipSelection, { amount: true, level: true }), { displayName: z.optional(name) });

/** What the screen shows for one sale: `tip-checkout`'s properties. */
export const screenSale = z.object({
  staff: z.array(screenStaffMember).check(z.minLength(1, 'needs at least one staff member'), atMost(MAX_STAFF, 'items')),
  lines: z.optional(z.array(displayLine).check(atMost(MAX_DISPLAY_LINES, 'items'))),
  customer,
  locationId: id,
  /** An ISO 4217 code (`USD`); the screen's checkout defaults to USD. */
  currency: z.optional(z.string().check(z.regex(/^[A-Z]{3}$/, 'must be an ISO 4217 code such as USD'))),
  /** A BCP 47 tag; the screen's own locale when absent. */
  locale: z.optional(z.string().check(atMost(35, 'characters'), z.regex(/^[A-Za-z]{2,3}(-[A-Za-z0-9]{1,8})*$/, 'must be a BCP 47 tag'))),
  tipMode: z.optional(z.enum(['each', 'team'])),
  teamSplit: z.optional(z.enum(['service', 'even'])),
});

const selections = z.array(tipSelection).check(atMost(MAX_STAFF, 'items'));

const head = { saleId: id, seq: screenSeq };

/** Station → screen: show this sale (a new one, or an update of the open one with a higher `seq`). */
export const saleMessage = z.object({ type: z.literal('sale'), ...head, sale: screenSale });
/** Station → screen: the sale is paid; thank the customer. */
export const paidMessage = z.object({ type: z.literal('paid'), ...head });
/** Station → screen: the sale is called off; back to idle. */
export const cancelMessage = z.object({ type: z.literal('cancel'), ...head });
/** The staff the customer chose No tip for, by `employeeId`. */
const declined = z.array(id).check(atMost(MAX_STAFF, 'items'));

/** Screen → station: the customer's tip selections as they stand, and who they chose No tip for (what `tip-change` carries). */
export const choiceMessage = z.object({ type: z.literal('choice'), ...head, selections, declined: z.optional(declined) });
/** Screen → station: the service created the intent (what `tip-intent` carries). */
export const intentMessage = z.object({ type: z.literal('intent'), ...head, result: intentResult, selections });
/** Screen → station: the customer chose not to tip. */
export const skipMessage = z.object({ type: z.literal('skip'), ...head });

/** Any message the station sends. */
export const stationMessage = z.discriminatedUnion('type', [saleMessage, paidMessage, cancelMessage]);
/** Any message the screen sends. */
export const screenMessage = z.discriminatedUnion('type', [choiceMessage, intentMessage, skipMessage]);
/** Any message of the link, either way. */
export const linkMessage = z.discriminatedUnion('type', [saleMessage, paidMessage, cancelMessage, choiceMessage, intentMessage, skipMessage]);

/** Where a sale stands: `open` until the customer confirms (`intent`) or skips, then the station ends it (`paid`, `cancel`). */
export const salePhase = z.enum(['open', 'intent', 'skipped', 'paid', 'canceled']);

/** One sale as both sides know it: the snapshot a screen or station that reconnects starts from. */
export const saleState = z.object({
  saleId: id,
  sale: screenSale,
  phase: salePhase,
  /** The last `seq` applied from the station, and from the screen (0: none yet). */
  stationSeq: z.number().check(z.int(), z.gte(0)),
  screenSeq: z.number().check(z.int(), z.gte(0)),
  /** The customer's latest selections (from `choice` or `intent`). */
  selections: z.optional(selections),
  /** Who the customer last chose No tip for (from `choice`). */
  declined: z.optional(declined),
  /** The intent, once the screen created it. */
  result: z.optional(intentResult),
});

/** The two ends of a link. */
export type ScreenSide = 'station' | 'screen';
/** The screen's connection as the station sees it. */
export type ScreenStatus = 'online' | 'offline';

/** The header that carries a side's token to the relay (never a query parameter: URLs are logged). */
export const SCREEN_TOKEN_HEADER = 'x-tip-screen-token';
/** A pairing code's alphabet: no 0/O, 1/I/L, U/V look-alikes. */
export const PAIRING_ALPHABET = '23456789ABCDEFGHJKMNPQRSTWXYZ';
/** A pairing code: 6 characters of {@link PAIRING_ALPHABET}. */
export const pairingCode = z.string().check(z.length(6, 'must be 6 characters'), z.regex(/^[23456789ABCDEFGHJKMNPQRSTWXYZ]{6}$/, 'must be a pairing code'));
/** A token as the relay issues it: its pairing's id, a dot, the secret (hex). */
export const linkToken = z.string().check(atMost(MAX_ID_LENGTH, 'characters'), z.regex(/^[0-9a-f]{32}\.[0-9a-f]{64}$/, 'must be a screen link token'));

export type ScreenStaffMember = z.output<typeof screenStaffMember>;
export type ScreenSale = z.output<typeof screenSale>;
export type SaleMessage = z.output<typeof saleMessage>;
export type PaidMessage = z.output<typeof paidMessage>;
export type CancelMessage = z.output<typeof cancelMessage>;
export type ChoiceMessage = z.output<typeof choiceMessage>;
export type IntentMessage = z.output<typeof intentMessage>;
export type SkipMessage = z.output<typeof skipMessage>;
export type StationMessage = z.output<typeof stationMessage>;
export type ScreenMessage = z.output<typeof screenMessage>;
export type LinkMessage = z.output<typeof linkMessage>;
export type SalePhase = z.output<typeof salePhase>;
export type SaleState = z.output<typeof saleState>;
