/**
 * The sandbox's Display mode (spec 1, 3 and 4.1), headless: the POS's calls, the transaction
 * state machine and each device's queue of checkouts, over the devices and their sync
 * (display-devices.ts) and what the customer does on a device (display-customer.ts). It
 * exposes each device's state (`state(serial)`, see device-state.ts) and calls `changed` when it
 * changes; what a tablet shows, and in which words, is the developer tool's
 * (src/devtools/display-device). Proposals, fees, refund and transfer follow Data mode's rules
 * (quotes.ts, refund.ts, transfer.ts). Like Data mode's service every method is synchronous,
 * so a check and the change it guards happen in one step. Money is integer cents here and
 * dollars in what is returned.
 *
 * Transitions (anything else is refused with a 4xx and a code):
 *
 * | from                     | trigger                          | to        | device                                  |
 * |--------------------------|----------------------------------|-----------|-----------------------------------------|
 * | (none)                   | create                           | created   | shows it, or queues it behind the current |
 * | created (on the device)  | customer: continue to payment    | pending   | waits for the POS; async: goes idle      |
 * | created, pending         | update                           | created   | tip selection starts again (tips void)  |
 * | pending                  | init                             | pending   | card prompt with the amount             |
 * | pending (card prompt)    | reject                           | pending   | failure with the note; waits for init   |
 * | pending                  | confirm                          | confirmed | home, next queued checkout              |
 * | created, pending         | cancel                           | canceled  | home (or leaves the queue)              |
 * | confirmed                | refund / transfer (Data rules)   | confirmed or refunded |                             |
 */
import type { TipsSelectedEvent } from '../protocol/display-schemas.js';
import type { FeeQuote } from '../protocol/schemas.js';
import type { DeviceAction, DeviceState } from './device-state.js';
import { DisplayCustomer } from './display-customer.js';
import { DisplayDevices, type AddDeviceOptions, type Device } from './display-devices.js';
import {
  checkoutFields,
  describe,
  ledgerView,
  requireOnDevice,
  requireStatus,
  toChoose,
  type DisplayPayloadOf,
  type DisplayTx,
} from './display-transaction.js';
import type { Pricing } from './models.js';
import { SandboxError, type PayloadOf as DataPayloadOf } from './operation.js';
import { feeQuote } from './quotes.js';
import { refundOf } from './refund.js';
import { transferOf } from './transfer.js';

export type { AddDeviceOptions } from './display-devices.js';
export { DeviceActionError } from './display-devices.js';
export type { DisplayPayloadOf } from './display-transaction.js';

export interface DisplayServiceConfig {
  pricing: Pricing;
  now: () => Date;
  /** Ids for refunds, which follow Data mode's rules (refund.ts, transfer.ts). */
  newId: (kind: 'refund') => string;
  /** Called with every webhook event. */
  emit: (event: TipsSelectedEvent) => void;
  /** Called whenever a device's state changes. */
  changed: (serial: string) => void;
  /** The most transactions kept; past it the oldest finished ones are forgotten (open ones never). */
  maxTransactions: number;
}

export class DisplayService {
  readonly #devices: DisplayDevices;
  readonly #customer: DisplayCustomer;
  #transactions = new Map<string, DisplayTx>();
  #rounds = 0;

  constructor(private readonly config: DisplayServiceConfig) {
    this.#devices = new DisplayDevices(config.changed);
    this.#customer = new DisplayCustomer({
      pricing: config.pricing,
      now: config.now,
      emit: config.emit,
      devices: this.#devices,
      current: (device) => (device.current === undefined ? undefined : this.#transactions.get(device.current)),
      advance: (device) => this.#advance(device),
    });
  }

  /** Forgets every device and transaction. */
  reset(): void {
    this.#devices.reset();
    this.#transactions = new Map();
    this.#rounds = 0;
  }

  // devices --------------------------------------------------------------------------------------

  addDevice(options: AddDeviceOptions = {}): string {
    return this.#devices.add(options);
  }

  serials(): string[] {
    return this.#devices.serials();
  }

  hasDevice(serial: string): boolean {
    return this.#devices.has(serial);
  }

  /** The serial of the device an identifier (deviceId) addresses, if any. */
  serialFor(identifier: string): string | undefined {
    return this.#devices.byIdentifier(identifier)?.serial;
  }

  deviceInfo(serial: string): { sync: 'service' | 'pos'; identifiers: string[]; activated: boolean; code: string | undefined } {
    return this.#devices.info(serial);
  }

  activateDevice(p: DisplayPayloadOf<'activateDevice'>): void {
    this.#devices.activate(p.deviceId);
  }

  // the queue of a device ------------------------------------------------------------------------

  /** Shows the next queued checkout, or home. */
  #advance(device: Device): void {
    device.current = undefined;
    device.choices = new Map();
    device.note = '';
    device.amountCents = 0;
    const next = device.queue.shift();
    if (next !== undefined) this.#start(device, this.#requireTransaction(next));
  }

  /** Tip selection starts (again) for `tx` on `device`. */
  #start(device: Device, tx: DisplayTx): void {
    device.current = tx.transactionId;
    device.round = ++this.#rounds;
    device.choices = new Map();
    device.note = '';
    device.amountCents = 0;
    device.last = undefined;
    device.phase = toChoose(tx).length === 0 ? 'review' : 'tips';
  }

  // transactions ---------------------------------------------------------------------------------

  #requireTransaction(transactionId: string): DisplayTx {
    const tx = this.#transactions.get(transactionId);
    if (!tx) throw new SandboxError(404, 'not_found', `No Display transaction "${transactionId}"`);
    return tx;
  }

  /** The transaction, checked to be on the device the POS names. */
  #onDevice(deviceId: string, transactionId: string): { tx: DisplayTx; device: Device } {
    const tx = this.#requireTransaction(transactionId);
    const device = this.#devices.addressed(deviceId);
    if (device.serial !== tx.serial) {
      throw new SandboxError(409, 'device_mismatch', `Transaction "${transactionId}" runs on device "${tx.deviceId}", not on "${deviceId}"`);
    }
    return { tx, device };
  }

  create(p: DisplayPayloadOf<'create'>): void {
    const device = this.#devices.addressed(p.deviceId);
    const createdWith = JSON.stringify(p);
    const existing = this.#transactions.get(p.transactionId);
    if (existing) {
      if (existing.createdWith === createdWith) return; // the same create again (a retry): already done
      throw new SandboxError(409, 'transaction_exists', `Transaction "${p.transactionId}" exists; use transaction/update to change it`);
    }
    const tx: DisplayTx = {
      transactionId: p.transactionId,
      serial: device.serial,
      deviceId: p.deviceId,
      status: 'created',
      createdAt: this.config.now().toISOString(),
      ...checkoutFields(this.config.pricing, p),
      tips: [],
      refunds: [],
      generation: 0,
      gross: 0,
      net: 0,
      fee: 0,
      createdWith,
      released: false,
    };
    this.#transactions.set(tx.transactionId, tx);
    this.#forgetBeyondLimit();
    if (device.current === undefined) this.#start(device, tx);
    else device.queue.push(tx.transactionId);
    this.#devices.touch(device);
  }

  update(p: DisplayPayloadOf<'update'>): void {
    const { tx, device } = this.#onDevice(p.deviceId, p.transactionId);
    requireStatus(tx, ['created', 'pending'], 'update');
    requireOnDevice(tx, 'update');
    Object.assign(tx, checkoutFields(this.config.pricing, p));
    for (const tip of tx.tips) tip.status = 'void';
    tx.status = 'created';
    tx.gross = tx.net = tx.fee = 0;
    if (device.current === tx.transactionId) this.#start(device, tx);
    this.#devices.touch(device);
  }

  init(p: DisplayPayloadOf<'init'>): void {
    const { tx, device } = this.#onDevice(p.deviceId, p.transactionId);
    requireStatus(tx, ['pending'], 'start the payment of');
    requireOnDevice(tx, 'start the payment of');
    device.phase = 'card';
    device.amountCents = p.amount === undefined ? tx.totalCents + tx.gross : this.config.pricing.toMinor(p.amount);
    device.note = '';
    this.#devices.touch(device);
  }

  reject(p: DisplayPayloadOf<'reject'>): void {
    const { tx, device } = this.#onDevice(p.deviceId, p.transactionId);
    requireStatus(tx, ['pending'], 'reject the payment of');
    requireOnDevice(tx, 'reject the payment of');
    if (device.phase !== 'card') {
      throw new SandboxError(409, 'payment_not_started', `No card prompt is showing for "${tx.transactionId}": call transaction/init first`);
    }
    device.phase = 'declined';
    device.note = p.note;
    this.#devices.touch(device);
  }

  confirm(p: DisplayPayloadOf<'confirm'>): void {
    const { tx, device } = this.#onDevice(p.deviceId, p.transactionId);
    requireStatus(tx, ['pending'], 'confirm');
    tx.status = 'confirmed';
    for (const tip of tx.tips) if (tip.status === 'pending') tip.status = 'confirmed';
    if (device.current === tx.transactionId) {
      this.#advance(device);
      if (device.current === undefined) device.last = 'approved';
    }
    this.#devices.touch(device);
  }

  cancel(p: DisplayPayloadOf<'cancel'>): void {
    const { tx, device } = this.#onDevice(p.deviceId, p.transactionId);
    requireStatus(tx, ['created', 'pending'], 'cancel');
    tx.status = 'canceled';
    for (const tip of tx.tips) tip.status = 'void';
    if (device.current === tx.transactionId) {
      this.#advance(device);
      if (device.current === undefined) device.last = 'canceled';
    } else {
      device.queue = device.queue.filter((id) => id !== tx.transactionId);
    }
    this.#devices.touch(device);
  }

  last(p: DisplayPayloadOf<'last'>): { transactionId?: string } {
    const device = this.#devices.addressed(p.deviceId);
    if (device.current !== undefined) return { transactionId: device.current };
    const open = [...this.#transactions.values()].filter((t) => t.serial === device.serial && (t.status === 'created' || t.status === 'pending'));
    const latest = open.at(-1);
    return latest ? { transactionId: latest.transactionId } : {};
  }

  details(p: DisplayPayloadOf<'details'>) {
    return describe(this.config.pricing, this.#requireTransaction(p.transactionId));
  }

  /** A transaction as details returns it, or undefined. */
  find(transactionId: string) {
    const tx = this.#transactions.get(transactionId);
    return tx ? describe(this.config.pricing, tx) : undefined;
  }

  transactionIds(): string[] {
    return [...this.#transactions.keys()];
  }

  /**
   * Keeps at most `maxTransactions`, forgetting the oldest finished ones (confirmed, failed,
   * canceled, refunded); a created or pending one is on a device (shown or queued) and stays.
   */
  #forgetBeyondLimit(): void {
    let excess = this.#transactions.size - this.config.maxTransactions;
    if (excess <= 0) return;
    for (const [id, tx] of this.#transactions) {
      if (excess === 0) break;
      if (tx.status === 'created' || tx.status === 'pending') continue;
      this.#transactions.delete(id);
      excess--;
    }
  }

  refund(p: DataPayloadOf<'refund'>) {
    return refundOf(this.config, ledgerView(this.#requireTransaction(p.transactionId)), p);
  }

  transfer(p: DataPayloadOf<'transfer'>): void {
    transferOf(this.config, ledgerView(this.#requireTransaction(p.transactionId)), p);
  }

  updateCustomer(p: DisplayPayloadOf<'updateCustomer'>): { firstName: string; lastName: string } {
    const tx = this.#requireTransaction(p.transactionId);
    tx.customer = { ...tx.customer, firstName: p.customer.firstName, lastName: p.customer.lastName };
    const device = this.#devices.find(tx.serial);
    if (device?.current === tx.transactionId) this.#devices.touch(device);
    return { firstName: p.customer.firstName, lastName: p.customer.lastName };
  }

  // the customer, on the device -------------------------------------------------------------------

  act(serial: string, action: DeviceAction): void {
    this.#customer.act(serial, action);
  }

  /** Fees for custom amounts, as tips/fees answers them. */
  fees(amounts: readonly number[]): FeeQuote[] {
    return amounts.map((amount) => feeQuote(this.config.pricing, amount));
  }

  /** A device's state: a fresh copy, safe to keep or send. */
  state(serial: string): DeviceState {
    return this.#customer.state(serial);
  }
}
