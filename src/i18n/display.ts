/**
 * Display mode's messages: tip-device-pairing (the POS clerk syncs a device of the service). Their
 * own area, like the back office's, so a checkout page carries none of them. The English is here;
 * the other locales are chunks of their own (`locales/<tag>/display.ts`), fetched only by a page
 * that shows these elements in that locale. (The simulated tablet of the sandbox, a developer
 * tool, has its own area: src/devtools/display-device/messages.ts.)
 */
import type { MessageArea } from './registry.js';

export interface DisplayMessages {
  // tip-device-pairing (the POS syncs a device of the service) ---------------------------------
  /** The pairing form's name. */
  pairingTitle: string;
  /** Service sync: the text box for the code the device shows. */
  pairingCodeLabel: string;
  pairingCodeHint: string;
  pairingCodeInvalid: string;
  pairingActivate: string;
  pairingActivating: string;
  /** The service knows no device with that code. */
  pairingUnknownCode: string;
  /** POS sync: what the person does with the identifier shown. */
  pairingEnterOnDevice: string;
  pairingCheck: string;
  pairingChecking: string;
  /** POS sync: the device has not been given the identifier yet. */
  pairingNotYet: string;
  /** Paired; `id` is the device's identifier, isolated. */
  pairingDone: (id: string) => string;
  pairingAgain: string;
}

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

/** The Display area: its English and where each shipped locale's chunk is. */
export const displayArea: MessageArea = {
  name: 'display',
  english: enDisplay,
  loaders: {
    ar: () => import('./locales/ar/display.js'),
    de: () => import('./locales/de/display.js'),
    es: () => import('./locales/es/display.js'),
    fr: () => import('./locales/fr/display.js'),
    'fr-ca': () => import('./locales/fr-CA/display.js'),
    he: () => import('./locales/he/display.js'),
    it: () => import('./locales/it/display.js'),
    ja: () => import('./locales/ja/display.js'),
    ko: () => import('./locales/ko/display.js'),
    nl: () => import('./locales/nl/display.js'),
    pl: () => import('./locales/pl/display.js'),
    'pt-br': () => import('./locales/pt-BR/display.js'),
    sv: () => import('./locales/sv/display.js'),
    'zh-cn': () => import('./locales/zh-CN/display.js'),
  },
};
