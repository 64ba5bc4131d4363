/**
 * A transaction's money as refund and transfer see it, in either mode (the spec gives Data and
 * Display identical refund and transfer rules): its tips and refunds in integer minor units, what
 * is left to refund, what each employee still holds, and the records as `details` answers them.
 */
import { sumCents } from '../money/money.js';
import type { Pricing } from './models.js';
import { SandboxError } from './operation.js';

export type TipStatus = 'pending' | 'confirmed' | 'void';
export type TipLevel = 'low' | 'medium' | 'high' | 'custom';

export interface StoredTip {
  employeeId: string;
  status: TipStatus;
  level: TipLevel;
  serviceCents: number;
  gross: number;
  net: number;
  fee: number;
  createdAt: string;
}

export interface StoredRefund {
  transactionId: string;
  /** The transaction's `generation` when the refund was made: it counts against the tips of that generation only. */
  generation: number;
  isPartial: boolean;
  employeeId?: string;
  createdAt: string;
  reason: string | null;
  gross: number;
  net: number;
  fee: number;
}

/**
 * What refund and transfer work on: a Data-mode transaction, or a Display-mode one.
 * `tipSelections` are the staff the transaction knows (a new staff member needs a name and avatar
 * to receive a transfer).
 */
export interface Ledger {
  transactionId: string;
  status: string;
  tipSelections: ReadonlyArray<{ employeeId: string }>;
  tips: StoredTip[];
  refunds: StoredRefund[];
  /** Counts transfers: each one voids the tips and starts new ones, which later refunds are taken from. */
  generation: number;
  gross: number;
  net: number;
  fee: number;
}

/** What refund and transfer need besides the ledger: the currency's pricing, the clock, and refund ids. */
export interface LedgerContext {
  pricing: Pricing;
  now: () => Date;
  newId: (kind: 'refund') => string;
}

/** What a refund leaves (of a transaction or of one employee): its values minus everything refunded so far. */
export interface Amounts {
  gross: number;
  net: number;
  fee: number;
}

/** Refuses (409 `invalid_state`) to `action` a ledger that is not in `status`. */
export function requireStatus(tx: Ledger, status: string, action: string): void {
  if (tx.status !== status) {
    throw new SandboxError(409, 'invalid_state', `Cannot ${action} transaction "${tx.transactionId}": it is ${tx.status}, not ${status}`);
  }
}

/** The transaction's values minus every refund made so far. */
export function remaining(tx: Ledger): Amounts {
  return {
    gross: tx.gross - sumCents(tx.refunds.map((r) => r.gross)),
    net: tx.net - sumCents(tx.refunds.map((r) => r.net)),
    fee: tx.fee - sumCents(tx.refunds.map((r) => r.fee)),
  };
}

/**
 * What each employee holding a live tip still has, in the order their tips were recorded: their
 * live tips minus the refunds taken from them since those tips were made (the last transfer).
 */
export function held(tx: Ledger): Map<string, Amounts> {
  const held = new Map<string, Amounts>();
  for (const tip of tx.tips) {
    if (tip.status === 'void') continue;
    const h = held.get(tip.employeeId) ?? { gross: 0, net: 0, fee: 0 };
    held.set(tip.employeeId, { gross: h.gross + tip.gross, net: h.net + tip.net, fee: h.fee + tip.fee });
  }
  for (const refund of tx.refunds) {
    const h = refund.employeeId === undefined || refund.generation !== tx.generation ? undefined : held.get(refund.employeeId);
    if (!h) continue;
    held.set(refund.employeeId!, { gross: h.gross - refund.gross, net: h.net - refund.net, fee: h.fee - refund.fee });
  }
  return held;
}

/** The first id listed twice, if any. */
export function duplicateOf(ids: readonly string[]): string | undefined {
  const seen = new Set<string>();
  for (const id of ids) {
    if (seen.has(id)) return id;
    seen.add(id);
  }
  return undefined;
}

/** A tip record as `details` answers it (both modes): amounts back to the service's numbers. */
export function tipOut(pricing: Pick<Pricing, 'fromMinor'>, t: StoredTip) {
  return {
    employeeId: t.employeeId,
    status: t.status,
    level: t.level,
    ...(t.serviceCents > 0 ? { serviceAmount: pricing.fromMinor(t.serviceCents) } : {}),
    gross: pricing.fromMinor(t.gross),
    net: pricing.fromMinor(t.net),
    fee: pricing.fromMinor(t.fee),
    createdAt: t.createdAt,
  };
}

/** A refund record as refund and `details` answer it (both modes). */
export function refundOut(pricing: Pick<Pricing, 'fromMinor'>, r: Omit<StoredRefund, 'transactionId' | 'generation'> & { transactionId?: string }) {
  return {
    ...(r.transactionId === undefined ? {} : { transactionId: r.transactionId }),
    isPartial: r.isPartial,
    ...(r.employeeId === undefined ? {} : { employeeId: r.employeeId }),
    createdAt: r.createdAt,
    status: 'completed' as const,
    reason: r.reason,
    gross: pricing.fromMinor(r.gross),
    net: pricing.fromMinor(r.net),
    fee: pricing.fromMinor(r.fee),
  };
}
