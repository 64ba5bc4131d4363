/**
 * What the back-office elements compute from a transaction's details (spec 2.7–2.9): who holds
 * how much of the tip now, what is left to refund and to move. Pure functions, integer minor units
 * at `exponent` decimals (the currency's, or the transaction's `transactionScale` when its amounts
 * have more; default 2, cents).
 */
import type { TipLevel, TipRecord, Transaction } from '../../protocol/schemas.js';
import type { Messages } from '../../i18n/messages.js';
import { isMoney, scaleOf, splitCents, sumCents, toMinor } from '../../money/money.js';
import { personName } from './shared.js';

/** A staff member as the back office knows them: the host's directory or the transaction's selections. */
export interface StaffEntry {
  employeeId: string;
  firstName?: string | undefined;
  lastName?: string | undefined;
  /** A name to show as written, in place of first and last names (shared.ts). */
  displayName?: string | undefined;
  avatar?: string | undefined;
}

/** What one staff member holds of the tip now, in cents: their live tip records minus what was refunded from them since. */
export interface Holding {
  employeeId: string;
  gross: number;
  net: number;
  fee: number;
}

/** Minor units at `exponent` of an amount from the service; the client's schemas have already checked it is money. */
export function cents(amount: number | undefined, exponent = 2): number {
  return isMoney(amount, exponent) ? toMinor(amount, exponent) : 0;
}

/**
 * The decimals a transaction's sums need: the currency's `exponent`, or more when an amount the
 * service sent has more (shown and summed exactly, never rounded).
 */
export function transactionScale(tx: Transaction, exponent: number): number {
  const records = [tx, ...tx.tips, ...tx.refunds];
  return scaleOf(exponent, records.flatMap((r) => [r.gross, r.net, r.fee]));
}

function time(iso: string): number {
  const t = Date.parse(iso);
  return Number.isNaN(t) ? Number.NEGATIVE_INFINITY : t;
}

/**
 * What each staff member holds now, in the order their live tips were recorded. A transfer
 * replaces the tip records (the old ones become void) with records that already leave out
 * earlier refunds, so a staff member's partial refunds count only from their newest live
 * record on (a refund in the same millisecond counts: it may only be under-, never over-stated).
 */
export function holdings(tx: Transaction, exponent = 2): Holding[] {
  const byId = new Map<string, Holding & { since: number }>();
  for (const tip of tx.tips) {
    if (tip.status === 'void') continue;
    const held = byId.get(tip.employeeId) ?? { employeeId: tip.employeeId, gross: 0, net: 0, fee: 0, since: Number.NEGATIVE_INFINITY };
    held.gross += cents(tip.gross, exponent);
    held.net += cents(tip.net, exponent);
    held.fee += cents(tip.fee, exponent);
    held.since = Math.max(held.since, time(tip.createdAt));
    byId.set(tip.employeeId, held);
  }
  for (const refund of tx.refunds) {
    const held = refund.employeeId === undefined ? undefined : byId.get(refund.employeeId);
    if (!held || time(refund.createdAt) < held.since) continue;
    held.gross -= cents(refund.gross, exponent);
    held.net -= cents(refund.net, exponent);
    held.fee -= cents(refund.fee, exponent);
  }
  return [...byId.values()].map(({ employeeId, gross, net, fee }) => ({
    employeeId,
    gross: Math.max(0, gross),
    net: Math.max(0, net),
    fee: Math.max(0, fee),
  }));
}

/** The transaction's totals and what its refunds took, in cents. */
export function totals(tx: Transaction, exponent = 2) {
  const refunded = {
    gross: sumCents(tx.refunds.map((r) => cents(r.gross, exponent))),
    net: sumCents(tx.refunds.map((r) => cents(r.net, exponent))),
    fee: sumCents(tx.refunds.map((r) => cents(r.fee, exponent))),
  };
  const gross = cents(tx.gross, exponent);
  const net = cents(tx.net, exponent);
  const fee = cents(tx.fee, exponent);
  return {
    gross,
    net,
    fee,
    refunded,
    /** What can still be refunded: the gross (fees included, spec 4.1 refund rule 3) not yet refunded. */
    refundable: tx.status === 'confirmed' ? Math.max(0, gross - refunded.gross) : 0,
    /** The net tip a transfer moves: the net not yet refunded. */
    netLeft: Math.max(0, net - refunded.net),
  };
}

/**
 * Names and avatars by employeeId: the transaction's own tip selections, overridden by the
 * host's staff directory (which also knows staff who joined the transaction by a transfer).
 */
export function staffIndex(tx: Transaction | undefined, directory: readonly StaffEntry[] = []): Map<string, StaffEntry> {
  const index = new Map<string, StaffEntry>();
  for (const s of tx?.tipSelections ?? []) index.set(s.employeeId, s);
  for (const s of directory) index.set(s.employeeId, s);
  return index;
}

/** A staff member's name as shown in `locale` (shared.ts), else the employeeId. */
export function nameOf(index: ReadonlyMap<string, StaffEntry>, employeeId: string, locale: string): string {
  const entry = index.get(employeeId);
  return (entry && personName(entry, locale)) || employeeId;
}

/**
 * `total` cents split evenly among `count` people, cent-exact: shares differ by at most one cent
 * and the first ones take the remainder (largest remainder for equal weights).
 */
export function evenSplit(total: number, count: number): number[] {
  return count < 1 ? [] : splitCents(total, count);
}

/** The catalogue's name of a transaction status (spec 3.1). */
export function statusText(t: Messages, status: Transaction['status']): string {
  const names: Record<Transaction['status'], string> = {
    pending: t.statusPending,
    confirmed: t.statusConfirmed,
    failed: t.statusFailed,
    canceled: t.statusCanceled,
    refunded: t.statusRefunded,
  };
  return names[status] ?? status;
}

/** The catalogue's name of a tip record's status (spec 3.2). */
export function tipStatusText(t: Messages, status: TipRecord['status']): string {
  return status === 'void' ? t.tipStatusVoid : status === 'pending' ? t.tipStatusPending : t.tipStatusConfirmed;
}

/** The catalogue's name of a tip level. */
export function levelText(t: Messages, level: TipLevel): string {
  return level === 'low' ? t.levelLow : level === 'medium' ? t.levelMedium : level === 'high' ? t.levelHigh : t.levelCustom;
}
