/**
 * A simulated Display device of the sandbox, headless: its state (`state`), a `change` event
 * whenever that state changes, and what a customer can do on it, for Node tests and for anyone
 * who plays the customer in code. The developer tool `tip-display-device`
 * (`tip-elements/sandbox/device`) shows one as a tablet.
 */
import type { FeeQuote } from '../protocol/schemas.js';
import type { DeviceAction, DeviceChoice, DeviceState } from './device-state.js';
import type { DisplayService } from './display-service.js';

/**
 * One simulated device. It dispatches `change` whenever its state changes (a POS call, a
 * customer's action, an activation). Customer actions throw a `DeviceActionError` (with `code`)
 * when the device is not in a state that allows them, as the real tablet would not offer them.
 */
export class SandboxDevice extends EventTarget {
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

  /** The device's state now (a fresh copy). */
  get state(): DeviceState {
    return this.#service.state(this.#serial);
  }

  /** The customer chooses a tip for one staff member (during tip selection). */
  choose(employeeId: string, choice: DeviceChoice): DeviceState {
    return this.#do({ type: 'choose', employeeId, choice });
  }

  /** From tip selection to the review; every staff member needs a choice. */
  review(): DeviceState {
    return this.#do({ type: 'review' });
  }

  /** From the review back to tip selection. */
  back(): DeviceState {
    return this.#do({ type: 'back' });
  }

  /** "Continue to payment": the tips are recorded, the transaction becomes pending and the webhook is sent. */
  continueToPayment(): DeviceState {
    return this.#do({ type: 'continue' });
  }

  /** POS sync: types the identifier a POS shows on the device, which then answers to it. */
  pair(identifier: string): DeviceState {
    return this.#do({ type: 'pair', identifier });
  }

  /** Any of the above, as one action (what `tip-display-device` and the device endpoints send). */
  act(action: DeviceAction): Promise<DeviceState> {
    try {
      return Promise.resolve(this.#do(action));
    } catch (error) {
      return Promise.reject(error);
    }
  }

  /** Fees for custom tip amounts (dollars), as `tips/fees` would answer. */
  fees(amounts: readonly number[]): Promise<FeeQuote[]> {
    try {
      return Promise.resolve(this.#service.fees(amounts));
    } catch (error) {
      return Promise.reject(error);
    }
  }

  #do(action: DeviceAction): DeviceState {
    this.#service.act(this.#serial, action);
    return this.state;
  }

  /** @internal The sandbox tells the device its state changed. */
  notify(): void {
    this.dispatchEvent(new Event('change'));
  }
}
