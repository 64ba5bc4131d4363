/**
 * A Display transaction as the sandbox keeps it, and what follows from the record alone: the
 * checks a POS call must pass, the Data-mode ledger view refund and transfer work on, and the
 * answer `transaction/details` gives. Money is integer cents here and dollars in what is returned.
 */
import type * as z from 'zod/mini';
import type { displayPayloads } from '../protocol/display-schemas.js';
import { isMoney } from '../money/money.js';
import type { Pricing } from './models.js';
import { refundOut, tipOut, type Ledger, type StoredRefund, type StoredTip } from './ledger.js';
import { SandboxError } from './operation.js';

/** A validated Display payload. */
export type DisplayPayloadOf<Op extends keyof typeof displayPayloads> = z.output<(typeof displayPayloads)[Op]>;

export type Status = 'created' | 'pending' | 'confirmed' | 'failed' | 'canceled' | 'refunded';
export type Staff = DisplayPayloadOf<'create'>['service'][number];

export interface DisplayTip extends StoredTip {
  included?: boolean;
}

export interface DisplayTx {
  transactionId: string;
  serial: string;
  /** The identifier the POS addressed the device by at create. */
  deviceId: string;
  status: Status;
  isAsync: boolean;
  createdAt: string;
  customer: DisplayPayloadOf<'create'>['customer'];
  service: Staff[];
  display: DisplayPayloadOf<'create'>['display'];
  totalCents: number;
  tips: DisplayTip[];
  refunds: StoredRefund[];
  /** Counts transfers (the ledger's rule): refunds are taken from the tips of the current one. */
  generation: number;
  gross: number;
  net: number;
  fee: number;
  /** The create payload, for answering a repeated create. */
  createdWith: string;
  /** Async: the customer continued to payment and the device moved on. */
  released: boolean;
}

/** Minor units of an amount the POS sent; 0 when absent or not an amount of the currency. */
export function cents(pricing: Pricing, amount: number | undefined): number {
  return amount !== undefined && isMoney(amount, pricing.exponent) ? pricing.toMinor(amount) : 0;
}

/** The fields a create or an update sets, copied so the caller's payload stays its own. */
export function checkoutFields(pricing: Pricing, p: DisplayPayloadOf<'create'> | DisplayPayloadOf<'update'>) {
  return {
    isAsync: p.isAsync === true,
    customer: structuredClone(p.customer),
    service: structuredClone(p.service) as Staff[],
    display: structuredClone(p.display),
    totalCents: pricing.toMinor(p.total),
  };
}

/** Staff the customer chooses for: everyone without a preselected tip. */
export function toChoose(tx: DisplayTx): Staff[] {
  return tx.service.filter((s) => s.preselectedTip === undefined);
}

/** Refuses (409 `invalid_state`) `action` on a transaction whose status is not one of `allowed`. */
export function requireStatus(tx: DisplayTx, allowed: readonly Status[], action: string): void {
  if (!allowed.includes(tx.status)) {
    const hint = tx.status === 'created' && allowed.includes('pending') ? ': the customer has not chosen tips yet' : '';
    throw new SandboxError(409, 'invalid_state', `Cannot ${action} transaction "${tx.transactionId}": it is ${tx.status}, not ${allowed.join(' or ')}${hint}`);
  }
}

/** Refuses (409 `device_released`) `action` on an async transaction that has left its device. */
export function requireOnDevice(tx: DisplayTx, action: string): void {
  if (tx.released) {
    throw new SandboxError(
      409,
      'device_released',
      `Cannot ${action} transaction "${tx.transactionId}": it is async and has left the device; confirm or cancel it`,
    );
  }
}

/** The Data-mode rules on a Display transaction: the ledger view shares its arrays. */
export function ledgerView(tx: DisplayTx): Ledger {
  return {
    transactionId: tx.transactionId,
    get status() {
      return tx.status;
    },
    set status(status: string) {
      tx.status = status as Status;
    },
    tipSelections: tx.service,
    tips: tx.tips,
    refunds: tx.refunds,
    get generation() {
      return tx.generation;
    },
    set generation(generation: number) {
      tx.generation = generation;
    },
    gross: tx.gross,
    net: tx.net,
    fee: tx.fee,
  };
}

/** A transaction as `transaction/details` answers it: a fresh copy, in dollars. */
export function describe(pricing: Pricing, tx: DisplayTx) {
  const included = new Map<string, number>();
  for (const tip of tx.tips) if (tip.included) included.set(tip.employeeId, tip.net);
  return {
    transactionId: tx.transactionId,
    deviceId: tx.deviceId,
    status: tx.status,
    isAsync: tx.isAsync,
    createdAt: tx.createdAt,
    customer: structuredClone(tx.customer),
    services: tx.service.map((s) => ({
      ...structuredClone(s),
      ...(included.has(s.employeeId) ? { includedTip: pricing.fromMinor(included.get(s.employeeId)!) } : {}),
    })),
    tips: tx.tips.map((t) => ({ ...tipOut(pricing, t), ...(t.included ? { included: true } : {}) })),
    refunds: tx.refunds.map((r) => refundOut(pricing, r)),
    gross: pricing.fromMinor(tx.gross),
    net: pricing.fromMinor(tx.net),
    fee: pricing.fromMinor(tx.fee),
  };
}
