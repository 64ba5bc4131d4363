/**
 * Display mode's messages: tip-device-pairing (the POS clerk syncs a device of the service). Their
 * own area, like the back office's, so a checkout page carries none of them. The English is here;
 * the other locales are chunks of their own (`locales/<tag>/display.ts`), fetched only by a page
 * that shows these elements in that locale. (The simulated tablet, a developer tool, has an area
 * of its own: device.ts.)
 */
import type { DisplayMessages } from './types.js';

export type { DisplayMessages } from './types.js';

/** Display mode's English: the final fallback for every display key. */
export const enDisplay: DisplayMessages = {
  pairingTitle: 'Pair a tip device',
  pairingCodeLabel: 'Code shown on the device',
  pairingCodeHint: 'Six letters and digits.',
  pairingCodeInvalid: 'Enter the six letters and digits the device shows.',
  pairingActivate: 'Activate device',
  pairingActivating: 'Activating…',
  pairingUnknownCode: 'No device shows this code. Check it and try again.',
  pairingEnterOnDevice: 'Enter this identifier on the device:',
  pairingCheck: 'Check pairing',
  pairingChecking: 'Checking…',
  pairingNotYet: 'The device does not know this identifier yet. Enter it on the device, then check again.',
  pairingDone: (id) => `Device ${id} is ready.`,
  pairingAgain: 'Pair another device',
};
