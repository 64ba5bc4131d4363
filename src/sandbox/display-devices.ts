/**
 * The sandbox's Display devices: adding them, how each syncs (a code the POS activates, or an
 * identifier the POS generates and the business types on the device), finding the device a POS
 * call addresses, and the version that grows, with a `changed` call, whenever a device changes.
 * What a device shows and queues is the Display service's (display-service.ts).
 */
import { SandboxError } from './operation.js';
import type { DeviceChoice, DeviceStep } from './device-state.js';

/** A device as the service keeps it. */
export interface Device {
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

/** The longest identifier (a code, or one the POS generates). */
const MAX_IDENTIFIER = 64;

export class DisplayDevices {
  #devices = new Map<string, Device>();
  #serials = 0;

  /** `changed` is called with a device's serial whenever it changes (see `touch`). */
  constructor(private readonly changed: (serial: string) => void) {}

  /** Forgets every device. */
  reset(): void {
    this.#devices = new Map();
    this.#serials = 0;
  }

  /** Adds a device (see `AddDeviceOptions`) and returns its serial; a bad option throws a TypeError. */
  add(options: AddDeviceOptions = {}): string {
    const sync = options.sync ?? 'service';
    if (sync !== 'service' && sync !== 'pos') throw new TypeError(`addDevice: sync must be 'service' or 'pos', not ${String(sync)}`);
    const given = options.deviceId?.trim();
    if (given !== undefined && (given === '' || given.length > MAX_IDENTIFIER)) {
      throw new TypeError(`addDevice: deviceId must be 1 to ${MAX_IDENTIFIER} characters`);
    }
    if (given && this.byIdentifier(given)) throw new TypeError(`addDevice: another device already uses "${given}"`);
    let code: string | undefined;
    if (sync === 'service') {
      code = given ?? randomCode();
      while (!given && this.byIdentifier(code)) code = randomCode();
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

  has(serial: string): boolean {
    return this.#devices.has(serial);
  }

  /** The device with this serial; a serial the sandbox never made throws a TypeError. */
  get(serial: string): Device {
    const device = this.#devices.get(serial);
    if (!device) throw new TypeError(`No simulated device ${serial}`);
    return device;
  }

  /** The device with this serial, if any. */
  find(serial: string): Device | undefined {
    return this.#devices.get(serial);
  }

  info(serial: string): { sync: 'service' | 'pos'; identifiers: string[]; activated: boolean; code: string | undefined } {
    const d = this.get(serial);
    return { sync: d.sync, identifiers: [...d.identifiers], activated: d.activated, code: d.code };
  }

  /** The device an identifier (a deviceId: its code, or one typed on it) addresses, if any. */
  byIdentifier(identifier: string): Device | undefined {
    for (const device of this.#devices.values()) if (device.identifiers.includes(identifier)) return device;
    return undefined;
  }

  /** The device a POS call addresses: it must exist (404) and be synced (409). */
  addressed(deviceId: string): Device {
    const device = this.byIdentifier(deviceId);
    if (!device) {
      throw new SandboxError(404, 'device_not_found', `No device is synced as "${deviceId}": activate its code, or type the POS's identifier on the device`);
    }
    if (!device.activated) {
      throw new SandboxError(409, 'device_not_activated', `Device "${deviceId}" is not activated yet: call devices/activate with the code it shows`);
    }
    return device;
  }

  /** `devices/activate`: the POS entered the code a device shows; activating twice is no change. */
  activate(deviceId: string): void {
    const device = this.byIdentifier(deviceId);
    if (!device) throw new SandboxError(404, 'device_not_found', `No device shows or knows the identifier "${deviceId}"`);
    if (device.activated) return;
    device.activated = true;
    this.touch(device);
  }

  /** POS sync: the business typed the POS's identifier on the device; typing one it has is no change. */
  pair(device: Device, raw: string): void {
    if (device.sync !== 'pos') throw new DeviceActionError('not_pairing', 'This device syncs with a code the POS activates');
    const identifier = typeof raw === 'string' ? raw.trim() : '';
    if (identifier === '' || identifier.length > MAX_IDENTIFIER) {
      throw new DeviceActionError('identifier_invalid', `An identifier has 1 to ${MAX_IDENTIFIER} characters`);
    }
    if (device.identifiers.includes(identifier)) return;
    if (this.byIdentifier(identifier)) throw new DeviceActionError('identifier_taken', `Another device already uses "${identifier}"`);
    device.identifiers = [...device.identifiers, identifier];
    this.touch(device);
  }

  /** Marks a change: a new version, and `changed` is called. */
  touch(device: Device): void {
    device.version++;
    this.changed(device.serial);
  }
}
