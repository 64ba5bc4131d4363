/**
 * Data mode's service of one demo account: its location mappings and transactions, and the
 * operations on them. Every method is synchronous, so a check and the change it guards happen in
 * one step: concurrent requests cannot interleave inside an operation. Money is integer minor
 * units of the sandbox's currency here (cents, yen, fils: `pricing.exponent`) and the service's
 * numbers only in what is returned. Proposals and fees are quotes.ts's, refund and transfer the
 * ledger's rules (refund.ts, transfer.ts), shared with Display mode.
 */
import type { Operation } from '../protocol/schemas.js';
import { sumCents } from '../money/money.js';
import { KeptTransactions } from './kept-transactions.js';
import { refundOut, requireStatus, tipOut, type Ledger, type LedgerContext, type StoredTip } from './ledger.js';
import { matchLocation, type Pricing, type ServiceLocation } from './models.js';
import { SandboxError, type PayloadOf } from './operation.js';
import { feeQuote, proposalFor } from './quotes.js';
import { refundOf } from './refund.js';
import { transferOf } from './transfer.js';

type TransactionStatus = 'pending' | 'confirmed' | 'failed' | 'canceled' | 'refunded';

interface StoredTransaction extends Ledger {
  status: TransactionStatus;
  createdAt: string;
  locationIdentifier: string;
  serviceLocationId: number;
  device?: { identifier: string; name: string };
  customer: PayloadOf<'intent'>['customer'];
  tipSelections: PayloadOf<'intent'>['tipSelections'];
  note?: string;
}

export interface ServiceConfig {
  pricing: Pricing;
  locations: readonly ServiceLocation[];
  mappings: Readonly<Record<string, number>>;
  now: () => Date;
  newId: (kind: 'transaction' | 'refund') => string;
  /** The most transactions kept; past it the oldest finished one (else the oldest) is forgotten. */
  maxTransactions: number;
  /** The most bytes of transactions kept (see `transactionBytes`); past it, the same order of forgetting. */
  maxTransactionBytes: number;
}

function distinct(ids: Iterable<string>): string[] {
  return [...new Set(ids)];
}

/** The in-memory service of one demo account. */
export class SandboxService {
  private mappings = new Map<string, number>();
  private readonly transactions: KeptTransactions<StoredTransaction>;
  /** What refund and transfer need of this service. */
  private readonly ledger: LedgerContext;

  constructor(private readonly config: ServiceConfig) {
    this.transactions = new KeptTransactions(config);
    this.ledger = config;
    this.reset();
  }

  /** Back to the initial mappings, with no transactions. */
  reset(): void {
    this.mappings = new Map(Object.entries(this.config.mappings));
    this.transactions.clear();
  }

  /** Every mapped identifier and the service location it points to. */
  mappedLocations(): Array<{ identifier: string; locationId: number }> {
    return [...this.mappings].map(([identifier, locationId]) => ({ identifier, locationId }));
  }

  /** The ids of all transactions, oldest first. */
  transactionIds(): string[] {
    return this.transactions.ids();
  }

  /** Runs one Data-mode operation on a payload its schema has validated. */
  run(operation: Operation, payload: unknown): unknown {
    switch (operation) {
      case 'mapLocations':
        return this.mapLocations(payload as PayloadOf<'mapLocations'>);
      case 'proposals':
        return this.proposals(payload as PayloadOf<'proposals'>);
      case 'fees':
        return this.fees(payload as PayloadOf<'fees'>);
      case 'intent':
        return this.intent(payload as PayloadOf<'intent'>);
      case 'confirm':
        return this.confirm(payload as PayloadOf<'confirm'>);
      case 'cancel':
        return this.cancel(payload as PayloadOf<'cancel'>);
      case 'details':
        return this.details(payload as PayloadOf<'details'>);
      case 'refund':
        return this.refund(payload as PayloadOf<'refund'>);
      case 'transfer':
        return this.transfer(payload as PayloadOf<'transfer'>);
    }
  }

  private timestamp(): string {
    return this.config.now().toISOString();
  }

  private requireLocation(identifier: string): number {
    const locationId = this.mappings.get(identifier);
    if (locationId === undefined) {
      throw new SandboxError(404, 'location_not_found', `Location "${identifier}" is not mapped; map it with app/locations first`);
    }
    return locationId;
  }

  private requireTransaction(transactionId: string): StoredTransaction {
    const tx = this.transactions.get(transactionId);
    if (!tx) throw new SandboxError(404, 'not_found', `No transaction "${transactionId}"`);
    return tx;
  }

  // app/locations ------------------------------------------------------------------------------

  mapLocations(p: PayloadOf<'mapLocations'>) {
    const identifiers = p.locations.map((l) => l.identifier);
    const taken = distinct(identifiers.filter((id, i) => this.mappings.has(id) || identifiers.indexOf(id) !== i));
    if (taken.length > 0) {
      throw new SandboxError(
        409,
        'LocationMappingError',
        `Already mapped: ${taken.join(', ')}. A mapped identifier cannot be mapped again; nothing was changed`,
      );
    }
    const appLocations: Array<{ locationId: number; identifier: string }> = [];
    for (const entry of p.locations) {
      const match = matchLocation(entry, this.config.locations);
      if (!match) continue;
      this.mappings.set(entry.identifier, match.locationId);
      appLocations.push({ locationId: match.locationId, identifier: entry.identifier });
    }
    return { appLocations, mappingsRequested: p.locations.length, mappedSuccessfully: appLocations.length };
  }

  // tips/proposals and tips/fees ---------------------------------------------------------------

  proposals(p: PayloadOf<'proposals'>) {
    this.requireLocation(p.locationId);
    return p.serviceAmounts.map((serviceAmount) => proposalFor(this.config.pricing, serviceAmount));
  }

  fees(p: PayloadOf<'fees'>) {
    this.requireLocation(p.locationId);
    return p.amounts.map((amount) => feeQuote(this.config.pricing, amount));
  }

  // transaction/intent, confirm, cancel --------------------------------------------------------

  intent(p: PayloadOf<'intent'>) {
    const { pricing } = this.config;
    const serviceLocationId = this.requireLocation(p.locationId);
    const createdAt = this.timestamp();
    let serviceFees = 0;
    let posFees = 0;
    const tips: StoredTip[] = p.tipSelections.map((selection) => {
      const amount = pricing.toMinor(selection.amount);
      const fee = pricing.fee(amount);
      serviceFees += fee.service;
      posFees += fee.pos;
      return {
        employeeId: selection.employeeId,
        status: 'pending',
        level: selection.level,
        serviceCents: selection.serviceAmount === undefined ? 0 : pricing.toMinor(selection.serviceAmount),
        gross: amount + fee.total,
        net: amount,
        fee: fee.total,
        createdAt,
      };
    });
    const tx: StoredTransaction = {
      transactionId: this.config.newId('transaction'),
      status: 'pending',
      createdAt,
      locationIdentifier: p.locationId,
      serviceLocationId,
      customer: structuredClone(p.customer),
      tipSelections: structuredClone(p.tipSelections),
      tips,
      refunds: [],
      generation: 0,
      gross: sumCents(tips.map((t) => t.gross)),
      net: sumCents(tips.map((t) => t.net)),
      fee: sumCents(tips.map((t) => t.fee)),
    };
    if (p.device) tx.device = { ...p.device };
    this.transactions.remember(tx);
    return {
      transactionId: tx.transactionId,
      tips: tips.map((t) => ({ employeeId: t.employeeId, level: t.level, amount: pricing.fromMinor(t.net), fee: pricing.fromMinor(t.fee) })),
      fees: { service: pricing.fromMinor(serviceFees), pos: pricing.fromMinor(posFees), total: pricing.fromMinor(serviceFees + posFees) },
      total: pricing.fromMinor(tx.gross),
    };
  }

  confirm(p: PayloadOf<'confirm'>): void {
    const tx = this.requireTransaction(p.transactionId);
    requireStatus(tx, 'pending', 'confirm');
    tx.status = 'confirmed';
    for (const tip of tx.tips) if (tip.status === 'pending') tip.status = 'confirmed';
  }

  cancel(p: PayloadOf<'cancel'>): void {
    const tx = this.requireTransaction(p.transactionId);
    requireStatus(tx, 'pending', 'cancel');
    tx.status = 'canceled';
    if (p.note !== undefined) tx.note = p.note;
    for (const tip of tx.tips) tip.status = 'void';
  }

  // transaction/refund and transfer ----------------------------------------------------------------

  refund(p: PayloadOf<'refund'>) {
    const tx = this.requireTransaction(p.transactionId);
    const answer = refundOf(this.ledger, tx, p);
    this.transactions.remember(tx);
    return answer;
  }

  transfer(p: PayloadOf<'transfer'>): void {
    const tx = this.requireTransaction(p.transactionId);
    transferOf(this.ledger, tx, p);
    this.transactions.remember(tx);
  }

  // transaction/details ---------------------------------------------------------------------------

  details(p: PayloadOf<'details'>) {
    return this.describe(this.requireTransaction(p.transactionId));
  }

  /** A transaction as details returns it, or undefined. */
  find(transactionId: string) {
    const tx = this.transactions.get(transactionId);
    return tx ? this.describe(tx) : undefined;
  }

  private describe(tx: StoredTransaction) {
    const { pricing } = this.config;
    return {
      transactionId: tx.transactionId,
      status: tx.status,
      isAsync: false,
      createdAt: tx.createdAt,
      customer: structuredClone(tx.customer),
      tipSelections: structuredClone(tx.tipSelections),
      tips: tx.tips.map((t) => tipOut(pricing, t)),
      refunds: tx.refunds.map((r) => refundOut(pricing, r)),
      gross: pricing.fromMinor(tx.gross),
      net: pricing.fromMinor(tx.net),
      fee: pricing.fromMinor(tx.fee),
    };
  }
}
