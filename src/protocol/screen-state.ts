/**
 * The one decision both ends of a screen link and the relay make about every message: apply it
 * to the sale's state, or drop it (stale, foreign, out of order, or not allowed now). Pure: the
 * same state and message give the same answer on the station, on the screen and in the relay.
 */
import * as z from 'zod/mini';
import { findOversize, oversizeMessage } from './limits.js';
import {
  cancelMessage,
  choiceMessage,
  intentMessage,
  paidMessage,
  saleMessage,
  SCREEN_MAX_MESSAGE_BYTES,
  skipMessage,
  type LinkMessage,
  type SaleState,
  type ScreenSide,
} from './screen-schemas.js';

/** Each message type's schema: the bounds are read from the one a message's `type` names. */
const schemaOf: Record<LinkMessage['type'], z.ZodMiniType> = {
  sale: saleMessage,
  paid: paidMessage,
  cancel: cancelMessage,
  choice: choiceMessage,
  intent: intentMessage,
  skip: skipMessage,
};

/** Why a message was dropped. */
export type DropReason =
  /** A `sale` with another `saleId` while a sale is open: end it (`paid`, `cancel`) first. */
  | 'sale_open'
  /** About a sale other than the current one (or none is current). */
  | 'foreign'
  /** Its `seq` is the last one applied from its sender: a repeat (a retry that already arrived). */
  | 'duplicate'
  /** Its `seq` is lower than the last one applied from its sender. */
  | 'out_of_order'
  /** The sale is past the point where this message means anything (a choice after the intent, a `paid` after `cancel`). */
  | 'ended';

export type Decision = { apply: true; state: SaleState } | { apply: false; reason: DropReason };

/** The side that sends a message of this type. */
export function senderOf(message: Pick<LinkMessage, 'type'>): ScreenSide {
  return message.type === 'sale' || message.type === 'paid' || message.type === 'cancel' ? 'station' : 'screen';
}

/** True once the station has ended the sale: another may start. */
export function saleEnded(state: SaleState | null | undefined): boolean {
  return !state || state.phase === 'paid' || state.phase === 'canceled';
}

const drop = (reason: DropReason): Decision => ({ apply: false, reason });

/**
 * Whether `message` applies to `state` (the current sale, or null before the first), and the
 * state after it. Rules: a `sale` with a new `saleId` starts a sale only when none is open; one
 * with the open sale's id and a higher `seq` replaces what is shown. Every other message names
 * the current sale and carries a `seq` above the last one applied from its sender. `choice`,
 * `intent` and `skip` apply while the sale is `open` (an intent once); `paid` and `cancel` while
 * it has not ended.
 */
export function applyScreenMessage(state: SaleState | null | undefined, message: LinkMessage): Decision {
  if (message.type === 'sale' && (!state || state.saleId !== message.saleId)) {
    if (!saleEnded(state)) return drop('sale_open');
    return { apply: true, state: { saleId: message.saleId, sale: message.sale, phase: 'open', stationSeq: message.seq, screenSeq: 0 } };
  }
  if (!state || state.saleId !== message.saleId) return drop('foreign');
  const last = senderOf(message) === 'station' ? state.stationSeq : state.screenSeq;
  if (message.seq === last) return drop('duplicate');
  if (message.seq < last) return drop('out_of_order');
  switch (message.type) {
    case 'sale':
      return state.phase === 'open' ? { apply: true, state: { ...state, sale: message.sale, stationSeq: message.seq } } : drop('ended');
    case 'paid':
    case 'cancel':
      return saleEnded(state) ? drop('ended') : { apply: true, state: { ...state, phase: message.type === 'paid' ? 'paid' : 'canceled', stationSeq: message.seq } };
    case 'choice':
      return state.phase === 'open' ? { apply: true, state: { ...state, selections: message.selections, declined: message.declined ?? [], screenSeq: message.seq } } : drop('ended');
    case 'intent':
      return state.phase === 'open'
        ? { apply: true, state: { ...state, phase: 'intent', selections: message.selections, result: message.result, screenSeq: message.seq } }
        : drop('ended');
    case 'skip':
      return state.phase === 'open' ? { apply: true, state: { ...state, phase: 'skipped', screenSeq: message.seq } } : drop('ended');
  }
}

/** Why a value is not a link message: too large, an oversize field, or the schema's first issue. */
export interface MessageProblem {
  code: 'too_large' | 'too_many' | 'too_long' | 'invalid';
  message: string;
  field?: string;
  /** An oversize field's bound (items or characters). */
  max?: number;
}

/** UTF-8 bytes of a string, without encoding it. */
export function utf8Length(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x80) bytes += 1;
    else if (c < 0x800) bytes += 2;
    else if (c >= 0xd800 && c <= 0xdbff && i + 1 < text.length) {
      bytes += 4;
      i++;
    } else bytes += 3;
  }
  return bytes;
}

/**
 * `value` (parsed JSON) as a link message, or what is wrong with it. `size` is its JSON's UTF-8
 * length when the caller knows it (the relay read the body); otherwise it is measured. Bounds first
 * (cheap), then the schema.
 */
export function checkLinkMessage(value: unknown, size?: number): { ok: true; message: LinkMessage } | { ok: false; problem: MessageProblem } {
  const bytes = size ?? utf8Length(JSON.stringify(value) ?? '');
  if (bytes > SCREEN_MAX_MESSAGE_BYTES) return { ok: false, problem: { code: 'too_large', message: `larger than ${SCREEN_MAX_MESSAGE_BYTES} bytes` } };
  const type = value !== null && typeof value === 'object' ? (value as { type?: unknown }).type : undefined;
  const schema = typeof type === 'string' && Object.hasOwn(schemaOf, type) ? schemaOf[type as LinkMessage['type']] : undefined;
  if (!schema) return { ok: false, problem: { code: 'invalid', message: 'type: must be sale, paid, cancel, choice, intent or skip', field: 'type' } };
  const oversize = findOversize(schema, value);
  if (oversize) return { ok: false, problem: { code: oversize.code, message: oversizeMessage(oversize), field: oversize.field, max: oversize.max } };
  const parsed = z.safeParse(schema, value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = issue?.path.join('.') ?? '';
    return { ok: false, problem: { code: 'invalid', message: `${field || 'message'}: ${issue?.message ?? 'not a screen link message'}`, ...(field ? { field } : {}) } };
  }
  return { ok: true, message: parsed.data as LinkMessage };
}
