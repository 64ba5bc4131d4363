/**
 * `tip-elements/sandbox/device` (browser): the sandbox's simulated Display-mode tablet,
 * `tip-display-device`. Importing it registers the tag (guarded) and the checkout elements it
 * reuses (`staff-tip-list`, `checkout-summary`). Without a `customElements` registry (Node)
 * nothing is registered.
 *
 * ```ts
 * import { createSandbox } from 'tip-elements/sandbox';
 * import 'tip-elements/sandbox/device';
 * document.querySelector('tip-display-device')!.device = createSandbox().devices[0];
 * ```
 */
import { defineElements as defineCheckoutElements } from '../../elements/internal/define.js';
import { TipDisplayDevice } from './tip-display-device.js';

/** The tag this entry registers. */
export const elements = [['tip-display-device', TipDisplayDevice]] as const;

/** Registers `tip-display-device` and the elements it reuses; a tag already defined is left alone. */
export function defineDeviceElement(): void {
  defineCheckoutElements();
  const registry = globalThis.customElements;
  if (!registry) return;
  for (const [tag, element] of elements) if (!registry.get(tag)) registry.define(tag, element);
}

defineDeviceElement();

export { TipDisplayDevice };
export { connectDevice } from '../remote-device.js';
export type { ConnectDeviceOptions, RemoteDevice } from '../remote-device.js';
export type { DeviceAction, DeviceChoice, DeviceLike, DeviceScreen } from '../device-screen.js';
