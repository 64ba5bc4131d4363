/**
 * Display mode's messages: tip-device-pairing (the POS clerk syncs a device of the service) and
 * tip-display-device (the sandbox's simulated tablet, which the customer reads). Their own area,
 * like the back office's, so a checkout page carries none of them. The English is here; the other
 * locales are chunks of their own (`locales/<tag>/display.ts`), fetched only by a page that shows
 * these elements in that locale. The simulated tablet also reads a few of the checkout's messages
 * (Subtotal, Tip for …, No tip, Total), which are always in use.
 */
import type { MessageArea } from './registry.js';

const enPlural = /* @__PURE__ */ new Intl.PluralRules('en');

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

  // tip-display-device (the sandbox's simulated tablet) -----------------------------------------
  /** The device region's name. */
  deviceTitle: string;
  /** Service sync: above the code, until the POS activates it. */
  deviceShowCode: string;
  /** What the live region says when the code appears: `code` is the six characters. */
  deviceCodeAnnounced: (code: string) => string;
  /** POS sync: the text box for the POS's identifier. */
  devicePairLabel: string;
  devicePair: string;
  devicePairEmpty: string;
  devicePairTaken: string;
  /** Which POS identifiers the device answers to; `ids` is a list formatted by Intl.ListFormat. */
  deviceSyncedAs: (ids: string) => string;
  deviceReady: string;
  deviceApproved: string;
  deviceCanceled: string;
  /** Async: the customer continued and the device went idle. */
  deviceContinued: string;
  /** Checkouts waiting behind the current one (1 or more). */
  deviceQueued: (count: number) => string;
  /** The greeting on a checkout; `name` is the customer's name, isolated. */
  deviceWelcome: (name: string) => string;
  deviceWelcomeAnonymous: string;
  deviceChooseTips: string;
  /** A tip the business set (preselected); `name` isolated, `amount` formatted money. */
  deviceTipIncluded: (name: string, amount: string) => string;
  deviceReviewTips: string;
  deviceChangeTips: string;
  deviceContinue: string;
  /** What the live region says on the review: `total` is formatted money. */
  deviceTotalAnnounced: (total: string) => string;
  /** Tip selection started again because the POS changed the checkout. */
  deviceRestarted: string;
  deviceWaiting: string;
  deviceCardPrompt: string;
  deviceAmountDue: string;
  /** What the live region says at the card prompt: `amount` is formatted money. */
  deviceCardAnnounced: (amount: string) => string;
  /** The payment failed; `note` is the POS's reason, isolated (in the POS's own words). */
  deviceDeclined: (note: string) => string;
  deviceDeclinedWait: string;
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

  deviceTitle: 'Tip device',
  deviceShowCode: 'Enter this code in your point of sale',
  deviceCodeAnnounced: (code) => `Enter this code in your point of sale: ${code}`,
  devicePairLabel: 'Identifier shown on your point of sale',
  devicePair: 'Pair',
  devicePairEmpty: 'Enter the identifier.',
  devicePairTaken: 'Another device already uses this identifier.',
  deviceSyncedAs: (ids) => `Synced as ${ids}`,
  deviceReady: 'Ready for the next customer',
  deviceApproved: 'Payment approved. Thank you!',
  deviceCanceled: 'The checkout was canceled.',
  deviceContinued: 'Thank you! The cashier will take your payment.',
  deviceQueued: (count) => (enPlural.select(count) === 'one' ? `${count} more checkout waiting` : `${count} more checkouts waiting`),
  deviceWelcome: (name) => `Welcome, ${name}`,
  deviceWelcomeAnonymous: 'Welcome',
  deviceChooseTips: 'Choose your tips',
  deviceTipIncluded: (name, amount) => `Tip for ${name}: ${amount}, included`,
  deviceReviewTips: 'Review tips',
  deviceChangeTips: 'Change tips',
  deviceContinue: 'Continue to payment',
  deviceTotalAnnounced: (total) => `Total to pay: ${total}`,
  deviceRestarted: 'The checkout changed. Please choose your tips again.',
  deviceWaiting: 'Thank you! Please wait for the cashier.',
  deviceCardPrompt: 'Tap, insert or swipe your card',
  deviceAmountDue: 'Amount to pay',
  deviceCardAnnounced: (amount) => `Tap, insert or swipe your card. Amount to pay: ${amount}`,
  deviceDeclined: (note) => `Payment declined: ${note}`,
  deviceDeclinedWait: 'Please wait for the cashier.',
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
