/**
 * The sandbox's simulated tablet: what it shows (`screen`) and what a customer can do on it, for
 * `tip-display-device`, for Node tests and for anyone who wants to play the customer in code.
 */
import type { DeviceAction, DeviceChoice, DeviceLike, DeviceScreen } from './device-screen.js';
import type { DisplayService } from './display-service.js';

/**
 * One simulated device. It dispatches `change` whenever its screen changes (a POS call, a
 * customer's action, an activation). Customer actions throw a `DeviceActionError` (with `code`)
 * when the device is not in a state that allows them, as the real tablet would not offer them.
 */
export class SimulatedDevice extends EventTarget implements DeviceLike {
  readonly #service: DisplayService;
  readonly #serial: string;

  /** @internal Made by the sandbox (`createSandbox`, `sandbox.addDevice`). */
  constructor(service: DisplayService, serial: string) {
    super();
    this.#service = service;
    this.#serial = serial;
  }

  /** The tablet's handle in the sandbox (`device-1`, …); not a deviceId. */
  get serial(): string {
    return this.#serial;
  }

  /** How the device syncs: `service` (a code the POS activates) or `pos` (an identifier typed on the device). */
  get sync(): 'service' | 'pos' {
    return this.#service.deviceInfo(this.#serial).sync;
  }

  /**
   * The identifier POS calls address this device by: the code it shows (service sync), or the
   * first identifier typed on it (POS sync; undefined until then).
   */
  get deviceId(): string | undefined {
    return this.#service.deviceInfo(this.#serial).identifiers[0];
  }

  /** Every identifier the device answers to (one per synced POS station with POS sync). */
  get identifiers(): string[] {
    return this.#service.deviceInfo(this.#serial).identifiers;
  }

  /** False for a service-synced device until the POS calls `devices/activate`. */
  get activated(): boolean {
    return this.#service.deviceInfo(this.#serial).activated;
  }

  /** What the device shows now. */
  get screen(): DeviceScreen {
    return this.#service.screen(this.#serial);
  }

  /** The customer chooses a tip for one staff member (on the tip selection screen). */
  choose(employeeId: string, choice: DeviceChoice): DeviceScreen {
    return this.#do({ type: 'choose', employeeId, choice });
  }

  /** From tip selection to the review screen; every staff member needs a choice. */
  review(): DeviceScreen {
    return this.#do({ type: 'review' });
  }

  /** From the review screen back to tip selection. */
  back(): DeviceScreen {
    return this.#do({ type: 'back' });
  }

  /** "Continue to payment": the tips are recorded, the transaction becomes pending and the webhook is sent. */
  continueToPayment(): DeviceScreen {
    return this.#do({ type: 'continue' });
  }

  /** POS sync: types the identifier a POS shows on the device, which then answers to it. */
  pair(identifier: string): DeviceScreen {
    return this.#do({ type: 'pair', identifier });
  }

  /** Any of the above, as one action (what `tip-display-device` and the device endpoints send). */
  act(action: DeviceAction): Promise<DeviceScreen> {
    try {
      return Promise.resolve(this.#do(action));
    } catch (error) {
      return Promise.reject(error);
    }
  }

  /** Fees for custom tip amounts (dollars), as `tips/fees` would answer. */
  fees(amounts: readonly number[]): Promise<Array<{ amount: number; fee: number; total: number }>> {
    try {
      return Promise.resolve(this.#service.fees(amounts));
    } catch (error) {
      return Promise.reject(error);
    }
  }

  #do(action: DeviceAction): DeviceScreen {
    this.#service.act(this.#serial, action);
    return this.screen;
  }

  /** @internal The sandbox tells the device its screen changed. */
  notify(): void {
    this.dispatchEvent(new Event('change'));
  }
}
