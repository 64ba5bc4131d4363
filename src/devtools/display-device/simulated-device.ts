/**
 * `SimulatedDevice`: one of a sandbox's headless devices (`sandbox.devices`) with what its tablet
 * shows (`screen`), for Node tests and for anyone who plays the customer in code and wants to
 * check the screens.
 */
import type { FeeQuote } from '../../protocol/schemas.js';
import type { SandboxDevice } from '../../sandbox/sandbox-device.js';
import { screenOf, type DeviceAction, type DeviceChoice, type DeviceLike, type DeviceScreen, type DeviceState } from './device-screen.js';

const made = new WeakMap<SandboxDevice, SimulatedDevice>();

/**
 * A sandbox device and its screen. It dispatches `change` whenever the device's state changes.
 * Customer actions throw a `DeviceActionError` (with `code`) when the device is not in a state
 * that allows them, as the real tablet would not offer them.
 */
export class SimulatedDevice extends EventTarget implements DeviceLike {
  /** The one `SimulatedDevice` of a sandbox device (the same object every time). */
  static of(device: SandboxDevice): SimulatedDevice {
    let simulated = made.get(device);
    if (!simulated) made.set(device, (simulated = new SimulatedDevice(device)));
    return simulated;
  }

  /** The sandbox's headless device. */
  readonly device: SandboxDevice;

  private constructor(device: SandboxDevice) {
    super();
    this.device = device;
    device.addEventListener('change', () => this.dispatchEvent(new Event('change')));
  }

  /** The tablet's handle in the sandbox (`device-1`, …); not a deviceId. */
  get serial(): string {
    return this.device.serial;
  }

  get sync(): 'service' | 'pos' {
    return this.device.sync;
  }

  get deviceId(): string | undefined {
    return this.device.deviceId;
  }

  get identifiers(): string[] {
    return this.device.identifiers;
  }

  get activated(): boolean {
    return this.device.activated;
  }

  get state(): DeviceState {
    return this.device.state;
  }

  /** What the device shows now. */
  get screen(): DeviceScreen {
    return screenOf(this.device.state);
  }

  /** The customer chooses a tip for one staff member (on the tip selection screen). */
  choose(employeeId: string, choice: DeviceChoice): DeviceScreen {
    return screenOf(this.device.choose(employeeId, choice));
  }

  /** From tip selection to the review screen; every staff member needs a choice. */
  review(): DeviceScreen {
    return screenOf(this.device.review());
  }

  /** From the review screen back to tip selection. */
  back(): DeviceScreen {
    return screenOf(this.device.back());
  }

  /** "Continue to payment": the tips are recorded, the transaction becomes pending and the webhook is sent. */
  continueToPayment(): DeviceScreen {
    return screenOf(this.device.continueToPayment());
  }

  /** POS sync: types the identifier a POS shows on the device, which then answers to it. */
  pair(identifier: string): DeviceScreen {
    return screenOf(this.device.pair(identifier));
  }

  /** Any of the above, as one action. */
  async act(action: DeviceAction): Promise<DeviceScreen> {
    return screenOf(await this.device.act(action));
  }

  /** Fees for custom tip amounts (dollars), as `tips/fees` would answer. */
  fees(amounts: readonly number[]): Promise<FeeQuote[]> {
    return this.device.fees(amounts);
  }
}
