/**
 * The sandbox's state and the Data-mode operations on it. Every method is synchronous, so a
 * check and the change it guards happen in one step: concurrent requests cannot interleave
 * inside an operation. Money is integer minor units of the sandbox's currency here (cents, yen,
 * fils: `pricing.exponent`) and the service's numbers only in what is returned.
 */
import type * as z from 'zod/mini';
import { HttpError } from '../protocol/http.js';
import type { FeeQuote, payloads, Proposal } from '../protocol/schemas.js';
import { splitCents, sumCents } from '../money/money.js';
import { splitLargestRemainder } from '../money/split.js';
import { matchLocation, type Pricing, type ServiceLocation } from './models.js';

/** A validated payload of one operation. */
export type PayloadOf<Op extends keyof typeof payloads> = z.output<(typeof payloads)[Op]>;

/** A failure the sandbox reports as `{ error: { code, message } }` with an HTTP status: the wire's HttpError, named for the sandbox. */
export class SandboxError extends HttpError {
  override name = 'SandboxError';
}

type TransactionStatus = 'pending' | 'confirmed' | 'failed' | 'canceled' | 'refunded';
type TipStatus = 'pending' | 'confirmed' | 'void';
type TipLevel = 'low' | 'medium' | 'high' | 'custom';

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

interface StoredTransaction {
  transactionId: string;
  status: TransactionStatus;
  createdAt: string;
  locationIdentifier: string;
  serviceLocationId: number;
  device?: { identifier: string; name: string };
  customer: PayloadOf<'intent'>['customer'];
  tipSelections: PayloadOf<'intent'>['tipSelections'];
  note?: string;
  tips: StoredTip[];
  refunds: StoredRefund[];
  /** Counts transfers: each one voids the tips and starts new ones, which later refunds are taken from. */
  generation: number;
  gross: number;
  net: number;
  fee: number;
}

/**
 * What refund and transfer work on: a Data-mode transaction, or a Display-mode one (the spec
 * gives both modes identical refund and transfer rules). `tipSelections` are the staff the
 * transaction knows (a new staff member needs a name and avatar to receive a transfer).
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

/** What a refund leaves (of a transaction or of one employee): its values minus everything refunded so far. */
interface Amounts {
  gross: number;
  net: number;
  fee: number;
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

/**
 * What a stored transaction holds in memory, estimated as its JSON text at two bytes a character
 * (a string's heap form at most; objects and arrays cost about what their punctuation does). Its
 * names, avatars and records are most of it: a 100-tip intent with 1 KiB names is some 1 MB.
 */
export function transactionBytes(tx: object): number {
  return 2 * JSON.stringify(tx).length;
}

/**
 * Splits `total` cents as evenly as the `caps` allow: equal shares, none above its cap, what a
 * capped share cannot take spread over the others. The cents left over after the equal shares
 * go one each to whoever still has the most left (earlier parts win only exact ties), so that
 * repeated small refunds rotate over equal tips instead of always charging the first person.
 * Throws a RangeError when `total` is more than the caps hold.
 */
export function fairSplit(total: number, caps: readonly number[]): number[] {
  if (!Number.isSafeInteger(total) || total < 0) throw new RangeError('total must be non-negative integer cents');
  if (total > sumCents(caps)) throw new RangeError('total is more than the caps hold');
  const shares = caps.map(() => 0);
  let left = total;
  let open = caps.flatMap((cap, i) => (cap > 0 ? [i] : []));
  while (open.length > 0 && left >= open.length) {
    const even = Math.floor(left / open.length);
    for (const i of open) {
      const give = Math.min(even, (caps[i] ?? 0) - (shares[i] ?? 0));
      shares[i] = (shares[i] ?? 0) + give;
      left -= give;
    }
    open = open.filter((i) => (shares[i] ?? 0) < (caps[i] ?? 0));
  }
  // Fewer cents than open shares: one each, to those with the most still left.
  const byRoom = [...open].sort((a, b) => (caps[b]! - shares[b]!) - (caps[a]! - shares[a]!) || a - b);
  for (const i of byRoom.slice(0, left)) shares[i] = (shares[i] ?? 0) + 1;
  return shares;
}

/** `part * of / whole`, rounded half-up, exactly. */
function proportion(part: number, of: number, whole: number): number {
  if (whole === 0) return 0;
  const n = BigInt(part) * BigInt(of);
  const d = BigInt(whole);
  return Number((n * 2n + d) / (d * 2n));
}

function distinct(ids: Iterable<string>): string[] {
  return [...new Set(ids)];
}

function duplicateOf(ids: readonly string[]): string | undefined {
  const seen = new Set<string>();
  for (const id of ids) {
    if (seen.has(id)) return id;
    seen.add(id);
  }
  return undefined;
}

/** The in-memory service of one demo account. */
export class SandboxService {
  private mappings = new Map<string, number>();
  private transactionsById = new Map<string, StoredTransaction>();
  /** Each kept transaction's `transactionBytes`, as last measured, and their sum. */
  private bytesById = new Map<string, number>();
  private bytes = 0;

  constructor(private readonly config: ServiceConfig) {
    this.reset();
  }

  /** Back to the initial mappings, with no transactions. */
  reset(): void {
    this.mappings = new Map(Object.entries(this.config.mappings));
    this.transactionsById = new Map();
    this.bytesById = new Map();
    this.bytes = 0;
  }

  /** Every mapped identifier and the service location it points to. */
  mappedLocations(): Array<{ identifier: string; locationId: number }> {
    return [...this.mappings].map(([identifier, locationId]) => ({ identifier, locationId }));
  }

  /** The ids of all transactions, oldest first. */
  transactionIds(): string[] {
    return [...this.transactionsById.keys()];
  }

  /** Measures `tx` again (it was stored, or it grew: a refund, a transfer) and forgets beyond the limits. */
  private remember(tx: StoredTransaction): void {
    const size = transactionBytes(tx);
    this.bytes += size - (this.bytesById.get(tx.transactionId) ?? 0);
    this.bytesById.set(tx.transactionId, size);
    this.forgetBeyondLimit(tx.transactionId);
  }

  /**
   * Keeps at most `maxTransactions` and `maxTransactionBytes`: the oldest finished transaction
   * (confirmed, canceled, failed or refunded: its checkout is over) goes first; only when every
   * kept one is still pending does the oldest pending one go. `keep` (the one just stored or
   * grown) stays even when it alone is over the bytes. Insertion order is creation order, so the
   * first match is the oldest.
   */
  private forgetBeyondLimit(keep: string): void {
    const over = () => this.transactionsById.size > this.config.maxTransactions || (this.bytes > this.config.maxTransactionBytes && this.transactionsById.size > 1);
    while (over()) {
      let victim: string | undefined;
      let oldest: string | undefined;
      for (const [id, tx] of this.transactionsById) {
        if (id === keep) continue;
        oldest ??= id;
        if (tx.status !== 'pending') {
          victim = id;
          break;
        }
      }
      const gone = victim ?? oldest;
      if (gone === undefined) return;
      this.transactionsById.delete(gone);
      this.bytes -= this.bytesById.get(gone) ?? 0;
      this.bytesById.delete(gone);
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
    const tx = this.transactionsById.get(transactionId);
    if (!tx) throw new SandboxError(404, 'not_found', `No transaction "${transactionId}"`);
    return tx;
  }

  private requireStatus(tx: Ledger, status: TransactionStatus, action: string): void {
    if (tx.status !== status) {
      throw new SandboxError(409, 'invalid_state', `Cannot ${action} transaction "${tx.transactionId}": it is ${tx.status}, not ${status}`);
    }
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
    return p.serviceAmounts.map((serviceAmount) => this.proposalFor(serviceAmount));
  }

  /** The proposals for one service amount (dollars): tips/proposals answers them, a Display device shows them. */
  proposalFor(serviceAmount: number): Proposal {
    const [low, medium, high] = this.config.pricing
      .proposals(this.config.pricing.toMinor(serviceAmount))
      .map((option) => ({ type: option.type, percent: option.percent, ...this.feeQuote(this.config.pricing.fromMinor(option.amountCents)) }));
    return { serviceAmount, low: low!, medium: medium!, high: high! };
  }

  fees(p: PayloadOf<'fees'>) {
    this.requireLocation(p.locationId);
    return p.amounts.map((amount) => this.feeQuote(amount));
  }

  /** A tip amount (dollars) with its fee and total, as tips/fees answers it. */
  feeQuote(amount: number): FeeQuote {
    const cents = this.config.pricing.toMinor(amount);
    const fee = this.config.pricing.fee(cents).total;
    return { amount, fee: this.config.pricing.fromMinor(fee), total: this.config.pricing.fromMinor(cents + fee) };
  }

  // transaction/intent, confirm, cancel --------------------------------------------------------

  intent(p: PayloadOf<'intent'>) {
    const serviceLocationId = this.requireLocation(p.locationId);
    const createdAt = this.timestamp();
    let serviceFees = 0;
    let posFees = 0;
    const tips: StoredTip[] = p.tipSelections.map((selection) => {
      const amount = this.config.pricing.toMinor(selection.amount);
      const fee = this.config.pricing.fee(amount);
      serviceFees += fee.service;
      posFees += fee.pos;
      return {
        employeeId: selection.employeeId,
        status: 'pending',
        level: selection.level,
        serviceCents: selection.serviceAmount === undefined ? 0 : this.config.pricing.toMinor(selection.serviceAmount),
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
    this.transactionsById.set(tx.transactionId, tx);
    this.remember(tx);
    return {
      transactionId: tx.transactionId,
      tips: tips.map((t) => ({ employeeId: t.employeeId, level: t.level, amount: this.config.pricing.fromMinor(t.net), fee: this.config.pricing.fromMinor(t.fee) })),
      fees: { service: this.config.pricing.fromMinor(serviceFees), pos: this.config.pricing.fromMinor(posFees), total: this.config.pricing.fromMinor(serviceFees + posFees) },
      total: this.config.pricing.fromMinor(tx.gross),
    };
  }

  confirm(p: PayloadOf<'confirm'>): void {
    const tx = this.requireTransaction(p.transactionId);
    this.requireStatus(tx, 'pending', 'confirm');
    tx.status = 'confirmed';
    for (const tip of tx.tips) if (tip.status === 'pending') tip.status = 'confirmed';
  }

  cancel(p: PayloadOf<'cancel'>): void {
    const tx = this.requireTransaction(p.transactionId);
    this.requireStatus(tx, 'pending', 'cancel');
    tx.status = 'canceled';
    if (p.note !== undefined) tx.note = p.note;
    for (const tip of tx.tips) tip.status = 'void';
  }

  // transaction/refund ----------------------------------------------------------------------------

  private remaining(tx: Ledger): Amounts {
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
  private held(tx: Ledger): Map<string, Amounts> {
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

  refund(p: PayloadOf<'refund'>) {
    const tx = this.requireTransaction(p.transactionId);
    const answer = this.refundOf(tx, p);
    this.remember(tx);
    return answer;
  }

  /** The refund rules on any ledger, Data or Display. */
  refundOf(tx: Ledger, p: PayloadOf<'refund'>) {
    this.requireStatus(tx, 'confirmed', 'refund');
    const partial = p.partial === true;
    if (partial !== (p.amount !== undefined)) {
      throw new SandboxError(
        422,
        'refund_amount_mismatch',
        'A partial refund needs partial: true and an amount; a full refund takes neither',
      );
    }
    if (!partial && p.talents !== undefined) {
      throw new SandboxError(422, 'refund_talents_need_partial', 'talents are only taken by a partial refund');
    }
    const left = this.remaining(tx);
    const createdAt = this.timestamp();
    const reason = p.reason ?? null;
    let records: Array<Omit<StoredRefund, 'transactionId' | 'generation'>>;

    if (!partial) {
      // A refund of nothing would be a record of zero; there is nothing to undo.
      if (left.gross === 0) throw new SandboxError(422, 'refund_nothing_left', 'The transaction has nothing left to refund');
      records = [{ isPartial: false, createdAt, reason, ...left }];
    } else {
      const amount = this.config.pricing.toMinor(p.amount ?? 0);
      if (amount > left.gross) {
        throw new SandboxError(
          422,
          'refund_exceeds_remaining',
          `The refund (${this.config.pricing.fromMinor(amount)}) is more than the transaction has left to refund (${this.config.pricing.fromMinor(left.gross)})`,
        );
      }
      const held = this.held(tx);
      // Each share comes out of that employee's own gross (their net tip and the fee paid on it),
      // in the proportion they still hold the two; a share of nothing is not recorded.
      records = this.refundShares(held, amount, p.talents)
        .filter((share) => share.gross > 0)
        .map(({ employeeId, gross }) => {
          const h = held.get(employeeId)!;
          const fee = Math.min(h.fee, Math.max(gross - h.net, proportion(gross, h.fee, h.gross)));
          return { isPartial: true, employeeId, createdAt, reason, gross, net: gross - fee, fee };
        });
    }

    if (p.dryRun === true) return records.map((r) => refundOut(this.config.pricing, r));

    const saved = records.map((r) => ({ transactionId: this.config.newId('refund'), generation: tx.generation, ...r }));
    tx.refunds.push(...saved);
    if (this.remaining(tx).gross === 0) {
      tx.status = 'refunded';
      for (const tip of tx.tips) tip.status = 'void';
    }
    return saved.map((r) => refundOut(this.config.pricing, r));
  }

  private refundShares(
    held: ReadonlyMap<string, Amounts>,
    amount: number,
    talents: PayloadOf<'refund'>['talents'],
  ): Array<{ employeeId: string; gross: number }> {
    const staff = [...held.keys()];
    if (talents === undefined) {
      const holding = staff.filter((id) => held.get(id)!.gross > 0);
      if (holding.length === 0) throw new SandboxError(422, 'refund_no_staff', 'The transaction has no staff to refund from');
      const parts = fairSplit(amount, holding.map((id) => held.get(id)!.gross));
      return holding.map((employeeId, i) => ({ employeeId, gross: parts[i] ?? 0 }));
    }
    const duplicate = duplicateOf(talents.map((t) => t.employeeId));
    if (duplicate !== undefined) {
      throw new SandboxError(422, 'refund_duplicate_employee', `Employee "${duplicate}" is listed more than once in talents`);
    }
    const stranger = talents.find((t) => !staff.includes(t.employeeId));
    if (stranger) {
      throw new SandboxError(422, 'refund_unknown_employee', `Employee "${stranger.employeeId}" holds no tip in this transaction`);
    }
    const shares = talents.map((t) => ({ employeeId: t.employeeId, gross: this.config.pricing.toMinor(t.amount) }));
    const sum = sumCents(shares.map((s) => s.gross));
    if (sum !== amount) {
      throw new SandboxError(
        422,
        'refund_talents_mismatch',
        `The talents' amounts add up to ${this.config.pricing.fromMinor(sum)}, not to the refund amount ${this.config.pricing.fromMinor(amount)}`,
      );
    }
    const over = shares.find((s) => s.gross > held.get(s.employeeId)!.gross);
    if (over) {
      const left = held.get(over.employeeId)!;
      throw new SandboxError(
        422,
        'refund_exceeds_employee',
        `Employee "${over.employeeId}" has ${this.config.pricing.fromMinor(left.gross)} left to refund (net tip ${this.config.pricing.fromMinor(left.net)} ` +
          `and its fee ${this.config.pricing.fromMinor(left.fee)}); the refund takes ${this.config.pricing.fromMinor(over.gross)}`,
      );
    }
    return shares;
  }

  // transaction/transfer --------------------------------------------------------------------------

  transfer(p: PayloadOf<'transfer'>): void {
    const tx = this.requireTransaction(p.transactionId);
    this.transferOf(tx, p);
    this.remember(tx);
  }

  /** The transfer rules on any ledger, Data or Display. */
  transferOf(tx: Ledger, p: PayloadOf<'transfer'>): void {
    this.requireStatus(tx, 'confirmed', 'transfer');
    const talents = p.talents ?? [];
    if (talents.length === 0) {
      throw new SandboxError(422, 'transfer_talents_required', 'List the staff members (talents) to transfer the net tip to');
    }
    const duplicate = duplicateOf(talents.map((t) => t.employeeId));
    if (duplicate !== undefined) {
      throw new SandboxError(422, 'transfer_duplicate_employee', `Employee "${duplicate}" is listed more than once in talents`);
    }
    const withAmount = talents.filter((t) => t.amount !== undefined).length;
    if (withAmount > 0 && withAmount < talents.length) {
      throw new SandboxError(
        422,
        'transfer_amounts_incomplete',
        `Amounts were given for ${withAmount} of ${talents.length} talents: give an amount for every talent or for none`,
      );
    }
    const left = this.remaining(tx);
    let nets: number[];
    if (withAmount > 0) {
      nets = talents.map((t) => this.config.pricing.toMinor(t.amount ?? 0));
      const sum = sumCents(nets);
      if (sum !== left.net) {
        throw new SandboxError(
          422,
          'transfer_sum_mismatch',
          `The amounts add up to ${this.config.pricing.fromMinor(sum)}; they must equal the transaction's net tip of ${this.config.pricing.fromMinor(left.net)}`,
        );
      }
    } else {
      nets = splitCents(left.net, talents.length);
    }
    const known = new Set([...tx.tipSelections.map((s) => s.employeeId), ...tx.tips.map((t) => t.employeeId)]);
    // One rule with intent's tip selections: a name is needed, a picture is not (avatar may be '').
    const incomplete = talents.find(
      (t) => !known.has(t.employeeId) && !(t.firstName?.trim() && t.lastName?.trim() && t.avatar !== undefined),
    );
    if (incomplete) {
      throw new SandboxError(
        422,
        'transfer_staff_incomplete',
        `Employee "${incomplete.employeeId}" is new to this transaction and needs firstName, lastName and avatar (which may be empty)`,
      );
    }

    // The net stays what it was; the fee the customer paid goes with the net it was paid on.
    const fees = splitLargestRemainder(left.fee, nets);
    const createdAt = this.timestamp();
    const serviceOf = new Map(tx.tips.map((t) => [t.employeeId, t.serviceCents]));
    for (const tip of tx.tips) tip.status = 'void';
    tx.generation++;
    talents.forEach((talent, i) => {
      const net = nets[i] ?? 0;
      const fee = fees[i] ?? 0;
      if (net === 0 && fee === 0) return;
      tx.tips.push({
        employeeId: talent.employeeId,
        status: 'confirmed',
        level: 'custom',
        serviceCents: serviceOf.get(talent.employeeId) ?? 0,
        gross: net + fee,
        net,
        fee,
        createdAt,
      });
    });
  }

  // transaction/details ---------------------------------------------------------------------------

  details(p: PayloadOf<'details'>) {
    return this.describe(this.requireTransaction(p.transactionId));
  }

  /** A transaction as details returns it, or undefined. */
  find(transactionId: string) {
    const tx = this.transactionsById.get(transactionId);
    return tx ? this.describe(tx) : undefined;
  }

  private describe(tx: StoredTransaction) {
    return {
      transactionId: tx.transactionId,
      status: tx.status,
      isAsync: false,
      createdAt: tx.createdAt,
      customer: structuredClone(tx.customer),
      tipSelections: structuredClone(tx.tipSelections),
      tips: tx.tips.map((t) => tipOut(this.config.pricing, t)),
      refunds: tx.refunds.map((r) => refundOut(this.config.pricing, r)),
      gross: this.config.pricing.fromMinor(tx.gross),
      net: this.config.pricing.fromMinor(tx.net),
      fee: this.config.pricing.fromMinor(tx.fee),
    };
  }
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
