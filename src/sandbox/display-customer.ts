/**
 * The customer's side of a Display device: what they do on it (choose a tip per staff member,
 * review, go back, continue to payment, and type the POS's identifier) and the state it shows
 * (`DeviceState`, with the tips the current choices make). Continuing to payment records the
 * tips on the transaction and sends the `tips.selected` webhook. Proposals and fees are Data
 * mode's (quotes.ts).
 */
import type { TipsSelectedEvent } from '../protocol/display-schemas.js';
import type { Proposal } from '../protocol/schemas.js';
import { isMoney, sumCents } from '../money/money.js';
import type { DeviceAction, DeviceCheckoutState, DeviceChoice, DeviceState, DeviceStep, DeviceTip } from './device-state.js';
import { DeviceActionError, type Device, type DisplayDevices } from './display-devices.js';
import { cents, toChoose, type DisplayTip, type DisplayTx, type Staff } from './display-transaction.js';
import type { Pricing } from './models.js';
import { proposalFor } from './quotes.js';

/** What the customer's side needs of the Display service. */
export interface CustomerDeps {
  pricing: Pricing;
  now: () => Date;
  emit: (event: TipsSelectedEvent) => void;
  devices: DisplayDevices;
  /** The transaction a device shows, if any. */
  current: (device: Device) => DisplayTx | undefined;
  /** The device leaves its checkout: the next queued one, or home. */
  advance: (device: Device) => void;
}

function randomHex(): string {
  return Array.from(globalThis.crypto.getRandomValues(new Uint8Array(12)), (b) => b.toString(16).padStart(2, '0')).join('');
}

export class DisplayCustomer {
  constructor(private readonly deps: CustomerDeps) {}

  /** Does `action` on the device `serial`; what the device cannot do now throws a DeviceActionError. */
  act(serial: string, action: DeviceAction): void {
    const device = this.deps.devices.get(serial);
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
        return this.deps.devices.pair(device, action.identifier);
      default:
        throw new DeviceActionError('unknown_action', `Unknown device action ${String((action as { type?: unknown }).type)}`);
    }
  }

  /** A device's state: a fresh copy, safe to keep or send. */
  state(serial: string): DeviceState {
    const device = this.deps.devices.get(serial);
    const tx = this.deps.current(device);
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

  #requirePhase(device: Device, phase: DeviceStep, code: string, what: string): DisplayTx {
    const tx = this.deps.current(device);
    if (!tx || device.phase !== phase) throw new DeviceActionError(code, `The device is not ${what}`);
    return tx;
  }

  #choose(device: Device, employeeId: string, choice: DeviceChoice): void {
    const tx = this.#requirePhase(device, 'tips', 'not_choosing', 'asking for tips');
    const member = tx.service.find((s) => s.employeeId === employeeId);
    if (!member) throw new DeviceActionError('unknown_staff', `"${employeeId}" is not on this checkout`);
    if (member.preselectedTip !== undefined) throw new DeviceActionError('preselected', `The tip for "${employeeId}" was set by the POS`);
    if (choice.level === 'custom' && choice.amount !== null && !(isMoney(choice.amount, this.deps.pricing.exponent) && choice.amount >= 0)) {
      throw new DeviceActionError('invalid_amount', 'A custom tip is a non-negative amount with at most two decimals');
    }
    if (!['low', 'medium', 'high', 'custom', 'none'].includes(choice.level)) {
      throw new DeviceActionError('invalid_choice', `Unknown tip level ${String(choice.level)}`);
    }
    if ((choice.level === 'low' || choice.level === 'medium' || choice.level === 'high') && !this.#proposal(member)) {
      throw new DeviceActionError('invalid_choice', `"${employeeId}" has no service amount, so no proposals: choose custom or none`);
    }
    device.choices = new Map(device.choices).set(employeeId, choice.level === 'custom' ? { level: 'custom', amount: choice.amount } : { level: choice.level });
    this.deps.devices.touch(device);
  }

  /** Staff still needing a (valid) choice. */
  #missing(device: Device, tx: DisplayTx): string[] {
    return toChoose(tx)
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
    this.deps.devices.touch(device);
  }

  #back(device: Device): void {
    const tx = this.#requirePhase(device, 'review', 'not_reviewing', 'showing the review');
    if (toChoose(tx).length === 0) throw new DeviceActionError('nothing_to_choose', 'Every tip was set by the POS');
    device.phase = 'tips';
    this.deps.devices.touch(device);
  }

  #continue(device: Device): void {
    const { pricing } = this.deps;
    const tx = this.#requirePhase(device, 'review', 'not_reviewing', 'showing the review');
    const createdAt = this.deps.now().toISOString();
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
        serviceCents: cents(pricing, member.amount),
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
      this.deps.advance(device);
      if (device.current === undefined) device.last = 'continued';
    } else {
      device.phase = 'waiting';
    }
    this.deps.devices.touch(device);
    this.deps.emit({
      id: `evt_${randomHex()}`,
      type: 'tips.selected',
      createdAt,
      transactionId: tx.transactionId,
      deviceId: tx.deviceId,
      tips: tips.map((t) => ({
        employeeId: t.employeeId,
        level: t.level,
        amount: pricing.fromMinor(t.net),
        fee: pricing.fromMinor(t.fee),
        ...(t.serviceCents > 0 ? { serviceAmount: pricing.fromMinor(t.serviceCents) } : {}),
        ...(t.included ? { included: true } : {}),
      })),
      fees: { service: pricing.fromMinor(service), pos: pricing.fromMinor(pos), total: pricing.fromMinor(service + pos) },
      total: pricing.fromMinor(tx.gross),
    });
  }

  /** The tips the current choices (and the POS's preselected tips) make, zero tips left out, with their fees. */
  #chosenTips(device: Device, tx: DisplayTx) {
    const { pricing } = this.deps;
    const result: Array<{ member: Staff; amountCents: number; level: DeviceTip['level']; included: boolean; fee: ReturnType<Pricing['fee']> }> = [];
    const add = (member: Staff, amountCents: number, level: DeviceTip['level'], included: boolean) => {
      if (amountCents > 0) result.push({ member, amountCents, level, included, fee: pricing.fee(amountCents) });
    };
    for (const member of tx.service) {
      if (member.preselectedTip !== undefined) {
        add(member, pricing.toMinor(member.preselectedTip), 'custom', true);
        continue;
      }
      const choice = device.choices.get(member.employeeId);
      if (!choice || choice.level === 'none') continue;
      if (choice.level === 'custom') {
        add(member, choice.amount === null ? 0 : pricing.toMinor(choice.amount), 'custom', false);
        continue;
      }
      const proposal = this.#proposal(member);
      add(member, proposal ? pricing.toMinor(proposal[choice.level].amount) : 0, choice.level, false);
    }
    return result;
  }

  /** The service's proposals for a staff member with a service amount (Data mode's tips/proposals). */
  #proposal(member: Staff): Proposal | undefined {
    return member.amount !== undefined && cents(this.deps.pricing, member.amount) > 0 ? proposalFor(this.deps.pricing, member.amount) : undefined;
  }

  #checkout(device: Device, tx: DisplayTx): DeviceCheckoutState {
    const { pricing } = this.deps;
    const tips = this.#chosenTips(device, tx).map(({ member, amountCents, level, included, fee }) => ({
      employeeId: member.employeeId,
      level,
      amount: pricing.fromMinor(amountCents),
      fee: pricing.fromMinor(fee.total),
      ...(included ? { included: true } : {}),
    }));
    return {
      transactionId: tx.transactionId,
      round: device.round,
      isAsync: tx.isAsync,
      customer: { firstName: tx.customer.firstName, lastName: tx.customer.lastName },
      display: structuredClone(tx.display),
      total: pricing.fromMinor(tx.totalCents),
      staff: tx.service.map((s) => {
        const proposal = this.#proposal(s);
        return {
          employeeId: s.employeeId,
          firstName: s.firstName,
          lastName: s.lastName,
          avatar: s.avatar,
          ...(cents(pricing, s.amount) > 0 ? { amount: s.amount } : {}),
          ...(s.preselectedTip === undefined ? {} : { preselectedTip: s.preselectedTip }),
          ...(proposal ? { proposal } : {}),
        };
      }),
      step: device.phase,
      choices: Object.fromEntries(device.choices),
      tips,
      ...(device.phase === 'card' || device.phase === 'declined' ? { amount: pricing.fromMinor(device.amountCents) } : {}),
      ...(device.phase === 'declined' ? { note: device.note } : {}),
    };
  }
}
