/**
 * The sandbox's Display mode (spec 1, 3 and 4.1), headless: devices, their sync, the per-device
 * queue of checkouts, the transaction state machine, and what the customer does on a device. It
 * exposes each device's state (`state(serial)`, see device-state.ts) and calls `changed` when it
 * changes; what a tablet shows, and in which words, is the developer tool's
 * (src/devtools/display-device). Proposals and fees are the Data-mode service's. Like that
 * service every method is synchronous, so a check and the change it guards happen in one step.
 * Money is integer cents here and dollars in what is returned.
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
import type { PayloadOf as DataPayloadOf } from './service.js';
import { refundOut, SandboxError, tipOut, type Ledger, type SandboxService, type StoredRefund, type StoredTip } from './service.js';
import type * as z from 'zod/mini';
import type { displayPayloads, TipsSelectedEvent } from '../protocol/display-schemas.js';
import type { FeeQuote, Proposal } from '../protocol/schemas.js';
import { isMoney, sumCents } from '../money/money.js';
import type { Pricing } from './models.js';
import type { DeviceAction, DeviceCheckoutState, DeviceChoice, DeviceState, DeviceStep, DeviceTip } from './device-state.js';

/** A validated Display payload. */
export type DisplayPayloadOf<Op extends keyof typeof displayPayloads> = z.output<(typeof displayPayloads)[Op]>;

type Status = 'created' | 'pending' | 'confirmed' | 'failed' | 'canceled' | 'refunded';
type Staff = DisplayPayloadOf<'create'>['service'][number];

interface DisplayTip extends StoredTip {
  included?: boolean;
}

interface DisplayTx {
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

/** A device as the service keeps it. */
interface Device {
  serial: string;
  sync: 'service' | 'pos';
  /** Service sync: the code the device shows until the POS activates it. */
  code: string | undefined;
  activated: boolean;
  identifiers: string[];
  queue: string[];
  current: string | undefined;
  phase: DeviceStep;
  choices: Map<string, DeviceChoice>;
  round: number;
  amountCents: number;
  note: string;
  last: 'approved' | 'canceled' | 'continued' | undefined;
  version: number;
}

/** How `createSandbox({ devices })` and `sandbox.addDevice()` describe a simulated device. */
export interface AddDeviceOptions {
  /**
   * `service` (default): the device shows a six-character code, which the POS enters and
   * activates (`devices/activate`). `pos`: the POS generates the identifier and the business types
   * it on the device (`device.pair(identifier)`).
   */
  sync?: 'service' | 'pos';
  /** Service sync: the code (default: six random characters). POS sync: an identifier already typed on the device. */
  deviceId?: string;
  /** Service sync: start activated, as if the POS had called `devices/activate`. Default false. */
  activated?: boolean;
}

/** A customer's action the device cannot do in its current state (HTTP 409 with `code` over the device endpoints). */
export class DeviceActionError extends SandboxError {
  override name = 'DeviceActionError';
  constructor(code: string, message: string) {
    super(409, code, message);
  }
}

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

function randomCode(): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(6));
  return Array.from(bytes, (b) => CODE_ALPHABET[b % CODE_ALPHABET.length]).join('');
}

function randomHex(): string {
  return Array.from(globalThis.crypto.getRandomValues(new Uint8Array(12)), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Minor units of an amount the POS sent; 0 when absent or not an amount of the currency. */
function cents(pricing: Pricing, amount: number | undefined): number {
  return amount !== undefined && isMoney(amount, pricing.exponent) ? pricing.toMinor(amount) : 0;
}

const MAX_IDENTIFIER = 64;

export interface DisplayServiceConfig {
  pricing: Pricing;
  now: () => Date;
  /** Data mode's service: refund and transfer follow its rules. */
  ledger: SandboxService;
  /** Called with every webhook event. */
  emit: (event: TipsSelectedEvent) => void;
  /** Called whenever a device's state changes. */
  changed: (serial: string) => void;
  /** The most transactions kept; past it the oldest finished ones are forgotten (open ones never). */
  maxTransactions: number;
}

export class DisplayService {
  #devices = new Map<string, Device>();
  #transactions = new Map<string, DisplayTx>();
  #serials = 0;
  #rounds = 0;

  constructor(private readonly config: DisplayServiceConfig) {}

  /** Forgets every device and transaction. */
  reset(): void {
    this.#devices = new Map();
    this.#transactions = new Map();
    this.#serials = 0;
    this.#rounds = 0;
  }

  // devices --------------------------------------------------------------------------------------

  addDevice(options: AddDeviceOptions = {}): string {
    const sync = options.sync ?? 'service';
    if (sync !== 'service' && sync !== 'pos') throw new TypeError(`addDevice: sync must be 'service' or 'pos', not ${String(sync)}`);
    const given = options.deviceId?.trim();
    if (given !== undefined && (given === '' || given.length > MAX_IDENTIFIER)) {
      throw new TypeError(`addDevice: deviceId must be 1 to ${MAX_IDENTIFIER} characters`);
    }
    if (given && this.#byIdentifier(given)) throw new TypeError(`addDevice: another device already uses "${given}"`);
    let code: string | undefined;
    if (sync === 'service') {
      code = given ?? randomCode();
      while (!given && this.#byIdentifier(code)) code = randomCode();
    }
    const serial = `device-${++this.#serials}`;
    this.#devices.set(serial, {
      serial,
      sync,
      code,
      activated: sync === 'pos' || options.activated === true,
      identifiers: code ? [code] : given ? [given] : [],
      queue: [],
      current: undefined,
      phase: 'tips',
      choices: new Map(),
      round: 0,
      amountCents: 0,
      note: '',
      last: undefined,
      version: 1,
    });
    return serial;
  }

  serials(): string[] {
    return [...this.#devices.keys()];
  }

  hasDevice(serial: string): boolean {
    return this.#devices.has(serial);
  }

  /** The serial of the device an identifier (deviceId) addresses, if any. */
  serialFor(identifier: string): string | undefined {
    return this.#byIdentifier(identifier)?.serial;
  }

  deviceInfo(serial: string): { sync: 'service' | 'pos'; identifiers: string[]; activated: boolean; code: string | undefined } {
    const d = this.#device(serial);
    return { sync: d.sync, identifiers: [...d.identifiers], activated: d.activated, code: d.code };
  }

  #device(serial: string): Device {
    const device = this.#devices.get(serial);
    if (!device) throw new TypeError(`No simulated device ${serial}`);
    return device;
  }

  #byIdentifier(identifier: string): Device | undefined {
    for (const device of this.#devices.values()) if (device.identifiers.includes(identifier)) return device;
    return undefined;
  }

  /** The device a POS call addresses: it must exist and be synced. */
  #requireDevice(deviceId: string): Device {
    const device = this.#byIdentifier(deviceId);
    if (!device) {
      throw new SandboxError(404, 'device_not_found', `No device is synced as "${deviceId}": activate its code, or type the POS's identifier on the device`);
    }
    if (!device.activated) {
      throw new SandboxError(409, 'device_not_activated', `Device "${deviceId}" is not activated yet: call devices/activate with the code it shows`);
    }
    return device;
  }

  #touch(device: Device): void {
    device.version++;
    this.config.changed(device.serial);
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
    const device = this.#requireDevice(deviceId);
    if (device.serial !== tx.serial) {
      throw new SandboxError(409, 'device_mismatch', `Transaction "${transactionId}" runs on device "${tx.deviceId}", not on "${deviceId}"`);
    }
    return { tx, device };
  }

  #requireStatus(tx: DisplayTx, allowed: readonly Status[], action: string): void {
    if (!allowed.includes(tx.status)) {
      const hint = tx.status === 'created' && allowed.includes('pending') ? ': the customer has not chosen tips yet' : '';
      throw new SandboxError(409, 'invalid_state', `Cannot ${action} transaction "${tx.transactionId}": it is ${tx.status}, not ${allowed.join(' or ')}${hint}`);
    }
  }

  #requireOnDevice(tx: DisplayTx, action: string): void {
    if (tx.released) {
      throw new SandboxError(
        409,
        'device_released',
        `Cannot ${action} transaction "${tx.transactionId}": it is async and has left the device; confirm or cancel it`,
      );
    }
  }

  #timestamp(): string {
    return this.config.now().toISOString();
  }

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
    device.phase = this.#toChoose(tx).length === 0 ? 'review' : 'tips';
  }

  /** Staff the customer chooses for: everyone without a preselected tip. */
  #toChoose(tx: DisplayTx): Staff[] {
    return tx.service.filter((s) => s.preselectedTip === undefined);
  }

  #checkoutFields(p: DisplayPayloadOf<'create'> | DisplayPayloadOf<'update'>) {
    return {
      isAsync: p.isAsync === true,
      customer: structuredClone(p.customer),
      service: structuredClone(p.service) as Staff[],
      display: structuredClone(p.display),
      totalCents: this.config.pricing.toMinor(p.total),
    };
  }

  activateDevice(p: DisplayPayloadOf<'activateDevice'>): void {
    const device = this.#byIdentifier(p.deviceId);
    if (!device) throw new SandboxError(404, 'device_not_found', `No device shows or knows the identifier "${p.deviceId}"`);
    if (device.activated) return;
    device.activated = true;
    this.#touch(device);
  }

  create(p: DisplayPayloadOf<'create'>): void {
    const device = this.#requireDevice(p.deviceId);
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
      createdAt: this.#timestamp(),
      ...this.#checkoutFields(p),
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
    this.#touch(device);
  }

  update(p: DisplayPayloadOf<'update'>): void {
    const { tx, device } = this.#onDevice(p.deviceId, p.transactionId);
    this.#requireStatus(tx, ['created', 'pending'], 'update');
    this.#requireOnDevice(tx, 'update');
    Object.assign(tx, this.#checkoutFields(p));
    for (const tip of tx.tips) tip.status = 'void';
    tx.status = 'created';
    tx.gross = tx.net = tx.fee = 0;
    if (device.current === tx.transactionId) this.#start(device, tx);
    this.#touch(device);
  }

  init(p: DisplayPayloadOf<'init'>): void {
    const { tx, device } = this.#onDevice(p.deviceId, p.transactionId);
    this.#requireStatus(tx, ['pending'], 'start the payment of');
    this.#requireOnDevice(tx, 'start the payment of');
    device.phase = 'card';
    device.amountCents = p.amount === undefined ? tx.totalCents + tx.gross : this.config.pricing.toMinor(p.amount);
    device.note = '';
    this.#touch(device);
  }

  reject(p: DisplayPayloadOf<'reject'>): void {
    const { tx, device } = this.#onDevice(p.deviceId, p.transactionId);
    this.#requireStatus(tx, ['pending'], 'reject the payment of');
    this.#requireOnDevice(tx, 'reject the payment of');
    if (device.phase !== 'card') {
      throw new SandboxError(409, 'payment_not_started', `No card prompt is showing for "${tx.transactionId}": call transaction/init first`);
    }
    device.phase = 'declined';
    device.note = p.note;
    this.#touch(device);
  }

  confirm(p: DisplayPayloadOf<'confirm'>): void {
    const { tx, device } = this.#onDevice(p.deviceId, p.transactionId);
    this.#requireStatus(tx, ['pending'], 'confirm');
    tx.status = 'confirmed';
    for (const tip of tx.tips) if (tip.status === 'pending') tip.status = 'confirmed';
    if (device.current === tx.transactionId) {
      this.#advance(device);
      if (device.current === undefined) device.last = 'approved';
    }
    this.#touch(device);
  }

  cancel(p: DisplayPayloadOf<'cancel'>): void {
    const { tx, device } = this.#onDevice(p.deviceId, p.transactionId);
    this.#requireStatus(tx, ['created', 'pending'], 'cancel');
    tx.status = 'canceled';
    for (const tip of tx.tips) tip.status = 'void';
    if (device.current === tx.transactionId) {
      this.#advance(device);
      if (device.current === undefined) device.last = 'canceled';
    } else {
      device.queue = device.queue.filter((id) => id !== tx.transactionId);
    }
    this.#touch(device);
  }

  last(p: DisplayPayloadOf<'last'>): { transactionId?: string } {
    const device = this.#requireDevice(p.deviceId);
    if (device.current !== undefined) return { transactionId: device.current };
    const open = [...this.#transactions.values()].filter((t) => t.serial === device.serial && (t.status === 'created' || t.status === 'pending'));
    const latest = open.at(-1);
    return latest ? { transactionId: latest.transactionId } : {};
  }

  details(p: DisplayPayloadOf<'details'>) {
    return this.#describe(this.#requireTransaction(p.transactionId));
  }

  /** A transaction as details returns it, or undefined. */
  find(transactionId: string) {
    const tx = this.#transactions.get(transactionId);
    return tx ? this.#describe(tx) : undefined;
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

  /** The Data-mode rules on a Display transaction: the ledger view shares its arrays. */
  #ledger(tx: DisplayTx): Ledger {
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

  refund(p: DataPayloadOf<'refund'>) {
    return this.config.ledger.refundOf(this.#ledger(this.#requireTransaction(p.transactionId)), p);
  }

  transfer(p: DataPayloadOf<'transfer'>): void {
    this.config.ledger.transferOf(this.#ledger(this.#requireTransaction(p.transactionId)), p);
  }

  updateCustomer(p: DisplayPayloadOf<'updateCustomer'>): { firstName: string; lastName: string } {
    const tx = this.#requireTransaction(p.transactionId);
    tx.customer = { ...tx.customer, firstName: p.customer.firstName, lastName: p.customer.lastName };
    const device = this.#devices.get(tx.serial);
    if (device?.current === tx.transactionId) this.#touch(device);
    return { firstName: p.customer.firstName, lastName: p.customer.lastName };
  }

  #describe(tx: DisplayTx) {
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
        ...(included.has(s.employeeId) ? { includedTip: this.config.pricing.fromMinor(included.get(s.employeeId)!) } : {}),
      })),
      tips: tx.tips.map((t) => ({ ...tipOut(this.config.pricing, t), ...(t.included ? { included: true } : {}) })),
      refunds: tx.refunds.map((r) => refundOut(this.config.pricing, r)),
      gross: this.config.pricing.fromMinor(tx.gross),
      net: this.config.pricing.fromMinor(tx.net),
      fee: this.config.pricing.fromMinor(tx.fee),
    };
  }

  // the customer, on the device -------------------------------------------------------------------

  #currentTx(device: Device): DisplayTx | undefined {
    return device.current === undefined ? undefined : this.#transactions.get(device.current);
  }

  #requirePhase(device: Device, phase: DeviceStep, code: string, what: string): DisplayTx {
    const tx = this.#currentTx(device);
    if (!tx || device.phase !== phase) throw new DeviceActionError(code, `The device is not ${what}`);
    return tx;
  }

  act(serial: string, action: DeviceAction): void {
    const device = this.#device(serial);
    if (action.type !== 'pair' && action.round !== undefined && (device.current === undefined || action.round !== device.round)) {
      throw new DeviceActionError('stale', 'The checkout on the device has changed since this action was made');
    }
    switch (action.type) {
      case 'choose':
        return this.#choose(device, action.employeeId, action.choice);
      case 'review':
        return this.#review(device);
      case 'back':
        return this.#back(device);
      case 'continue':
        return this.#continue(device);
      case 'pair':
        return this.#pair(device, action.identifier);
      default:
        throw new DeviceActionError('unknown_action', `Unknown device action ${String((action as { type?: unknown }).type)}`);
    }
  }

  #choose(device: Device, employeeId: string, choice: DeviceChoice): void {
    const tx = this.#requirePhase(device, 'tips', 'not_choosing', 'asking for tips');
    const member = tx.service.find((s) => s.employeeId === employeeId);
    if (!member) throw new DeviceActionError('unknown_staff', `"${employeeId}" is not on this checkout`);
    if (member.preselectedTip !== undefined) throw new DeviceActionError('preselected', `The tip for "${employeeId}" was set by the POS`);
    if (choice.level === 'custom' && choice.amount !== null && !(isMoney(choice.amount, this.config.pricing.exponent) && choice.amount >= 0)) {
      throw new DeviceActionError('invalid_amount', 'A custom tip is a non-negative amount with at most two decimals');
    }
    if (!['low', 'medium', 'high', 'custom', 'none'].includes(choice.level)) {
      throw new DeviceActionError('invalid_choice', `Unknown tip level ${String(choice.level)}`);
    }
    if ((choice.level === 'low' || choice.level === 'medium' || choice.level === 'high') && !this.#proposal(member)) {
      throw new DeviceActionError('invalid_choice', `"${employeeId}" has no service amount, so no proposals: choose custom or none`);
    }
    device.choices = new Map(device.choices).set(employeeId, choice.level === 'custom' ? { level: 'custom', amount: choice.amount } : { level: choice.level });
    this.#touch(device);
  }

  /** Staff still needing a (valid) choice. */
  #missing(device: Device, tx: DisplayTx): string[] {
    return this.#toChoose(tx)
      .filter((s) => {
        const choice = device.choices.get(s.employeeId);
        return !choice || (choice.level === 'custom' && choice.amount === null);
      })
      .map((s) => s.employeeId);
  }

  #review(device: Device): void {
    const tx = this.#requirePhase(device, 'tips', 'not_choosing', 'asking for tips');
    const missing = this.#missing(device, tx);
    if (missing.length > 0) throw new DeviceActionError('choices_missing', `Choose a tip for ${missing.join(', ')} first`);
    device.phase = 'review';
    this.#touch(device);
  }

  #back(device: Device): void {
    const tx = this.#requirePhase(device, 'review', 'not_reviewing', 'showing the review');
    if (this.#toChoose(tx).length === 0) throw new DeviceActionError('nothing_to_choose', 'Every tip was set by the POS');
    device.phase = 'tips';
    this.#touch(device);
  }

  #continue(device: Device): void {
    const tx = this.#requirePhase(device, 'review', 'not_reviewing', 'showing the review');
    const createdAt = this.#timestamp();
    let service = 0;
    let pos = 0;
    const tips: DisplayTip[] = [];
    for (const { member, amountCents, level, included, fee } of this.#chosenTips(device, tx)) {
      service += fee.service;
      pos += fee.pos;
      tips.push({
        employeeId: member.employeeId,
        status: 'pending',
        level,
        serviceCents: cents(this.config.pricing, member.amount),
        gross: amountCents + fee.total,
        net: amountCents,
        fee: fee.total,
        createdAt,
        ...(included ? { included: true } : {}),
      });
    }
    tx.tips.push(...tips);
    tx.status = 'pending';
    tx.gross = sumCents(tips.map((t) => t.gross));
    tx.net = sumCents(tips.map((t) => t.net));
    tx.fee = sumCents(tips.map((t) => t.fee));
    if (tx.isAsync) {
      tx.released = true;
      this.#advance(device);
      if (device.current === undefined) device.last = 'continued';
    } else {
      device.phase = 'waiting';
    }
    this.#touch(device);
    this.config.emit({
      id: `evt_${randomHex()}`,
      type: 'tips.selected',
      createdAt,
      transactionId: tx.transactionId,
      deviceId: tx.deviceId,
      tips: tips.map((t) => ({
        employeeId: t.employeeId,
        level: t.level,
        amount: this.config.pricing.fromMinor(t.net),
        fee: this.config.pricing.fromMinor(t.fee),
        ...(t.serviceCents > 0 ? { serviceAmount: this.config.pricing.fromMinor(t.serviceCents) } : {}),
        ...(t.included ? { included: true } : {}),
      })),
      fees: { service: this.config.pricing.fromMinor(service), pos: this.config.pricing.fromMinor(pos), total: this.config.pricing.fromMinor(service + pos) },
      total: this.config.pricing.fromMinor(tx.gross),
    });
  }

  #pair(device: Device, raw: string): void {
    if (device.sync !== 'pos') throw new DeviceActionError('not_pairing', 'This device syncs with a code the POS activates');
    const identifier = typeof raw === 'string' ? raw.trim() : '';
    if (identifier === '' || identifier.length > MAX_IDENTIFIER) {
      throw new DeviceActionError('identifier_invalid', `An identifier has 1 to ${MAX_IDENTIFIER} characters`);
    }
    if (device.identifiers.includes(identifier)) return;
    if (this.#byIdentifier(identifier)) throw new DeviceActionError('identifier_taken', `Another device already uses "${identifier}"`);
    device.identifiers = [...device.identifiers, identifier];
    this.#touch(device);
  }

  /** The tips the current choices (and the POS's preselected tips) make, zero tips left out, with their fees. */
  #chosenTips(device: Device, tx: DisplayTx) {
    const result: Array<{ member: Staff; amountCents: number; level: DeviceTip['level']; included: boolean; fee: ReturnType<Pricing['fee']> }> = [];
    const add = (member: Staff, amountCents: number, level: DeviceTip['level'], included: boolean) => {
      if (amountCents > 0) result.push({ member, amountCents, level, included, fee: this.config.pricing.fee(amountCents) });
    };
    for (const member of tx.service) {
      if (member.preselectedTip !== undefined) {
        add(member, this.config.pricing.toMinor(member.preselectedTip), 'custom', true);
        continue;
      }
      const choice = device.choices.get(member.employeeId);
      if (!choice || choice.level === 'none') continue;
      if (choice.level === 'custom') {
        add(member, choice.amount === null ? 0 : this.config.pricing.toMinor(choice.amount), 'custom', false);
        continue;
      }
      const proposal = this.#proposal(member);
      add(member, proposal ? this.config.pricing.toMinor(proposal[choice.level].amount) : 0, choice.level, false);
    }
    return result;
  }

  /** The service's proposals for a staff member with a service amount (Data mode's tips/proposals). */
  #proposal(member: Staff): Proposal | undefined {
    return member.amount !== undefined && cents(this.config.pricing, member.amount) > 0 ? this.config.ledger.proposalFor(member.amount) : undefined;
  }

  /** Fees for custom amounts, as tips/fees answers them. */
  fees(amounts: readonly number[]): FeeQuote[] {
    return amounts.map((amount) => this.config.ledger.feeQuote(amount));
  }

  // the state of a device -------------------------------------------------------------------------

  #checkout(device: Device, tx: DisplayTx): DeviceCheckoutState {
    const tips = this.#chosenTips(device, tx).map(({ member, amountCents, level, included, fee }) => ({
      employeeId: member.employeeId,
      level,
      amount: this.config.pricing.fromMinor(amountCents),
      fee: this.config.pricing.fromMinor(fee.total),
      ...(included ? { included: true } : {}),
    }));
    return {
      transactionId: tx.transactionId,
      round: device.round,
      isAsync: tx.isAsync,
      customer: { firstName: tx.customer.firstName, lastName: tx.customer.lastName },
      display: structuredClone(tx.display),
      total: this.config.pricing.fromMinor(tx.totalCents),
      staff: tx.service.map((s) => {
        const proposal = this.#proposal(s);
        return {
          employeeId: s.employeeId,
          firstName: s.firstName,
          lastName: s.lastName,
          avatar: s.avatar,
          ...(cents(this.config.pricing, s.amount) > 0 ? { amount: s.amount } : {}),
          ...(s.preselectedTip === undefined ? {} : { preselectedTip: s.preselectedTip }),
          ...(proposal ? { proposal } : {}),
        };
      }),
      step: device.phase,
      choices: Object.fromEntries(device.choices),
      tips,
      ...(device.phase === 'card' || device.phase === 'declined' ? { amount: this.config.pricing.fromMinor(device.amountCents) } : {}),
      ...(device.phase === 'declined' ? { note: device.note } : {}),
    };
  }

  /** A device's state: a fresh copy, safe to keep or send. */
  state(serial: string): DeviceState {
    const device = this.#device(serial);
    const tx = this.#currentTx(device);
    return {
      serial,
      sync: device.sync,
      ...(device.code === undefined ? {} : { code: device.code }),
      activated: device.activated,
      identifiers: [...device.identifiers],
      queued: device.queue.length,
      version: device.version,
      ...(device.last && !tx ? { last: device.last } : {}),
      ...(tx ? { checkout: this.#checkout(device, tx) } : {}),
    };
  }
}
