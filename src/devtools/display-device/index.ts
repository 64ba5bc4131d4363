/**
 * `tip-elements/sandbox/device` (browser): the sandbox's simulated Display-mode tablet, a
 * developer tool: `tip-display-device`, its screen model, `SimulatedDevice`, `connectDevice` and
 * its own message area. Importing it registers the tag (guarded) and the checkout elements it
 * reuses (`staff-tip-list`, `checkout-summary`). Without a `customElements` registry (Node)
 * nothing is registered.
 *
 * ```ts
 * import { createSandbox } from 'tip-elements/sandbox';
 * import 'tip-elements/sandbox/device';
 * document.querySelector('tip-display-device')!.device = createSandbox().devices[0];
 * ```
 */
import { defineAll } from '../../elements/internal/define-all.js';
import { defineElements as defineCheckoutElements } from '../../elements/internal/define.js';
import { TipDisplayDevice } from './tip-display-device.js';

/** The tag this entry registers. */
export const elements = [['tip-display-device', TipDisplayDevice]] as const;

/** Registers `tip-display-device` and the elements it reuses; a tag already defined is left alone. */
export function defineDeviceElement(): void {
  defineCheckoutElements();
  defineAll(globalThis.customElements, elements);
}

defineDeviceElement();

export { TipDisplayDevice };
export { SimulatedDevice } from './simulated-device.js';
export { connectDevice } from './remote-device.js';
export type { ConnectDeviceOptions, RemoteDevice } from './remote-device.js';
export { deviceState, screenOf } from './device-screen.js';
export type {
  DeviceAction,
  DeviceCheckout,
  DeviceChoice,
  DeviceLike,
  DeviceScreen,
  DeviceScreenKind,
  DeviceStaff,
  DeviceState,
  DeviceTip,
  DeviceTotals,
} from './device-screen.js';
export { deviceAction, deviceChoice } from '../../sandbox/device-state.js';
export { DeviceActionError } from '../../sandbox/display-service.js';
export { deviceArea, enDevice, type DeviceMessages } from './messages.js';
