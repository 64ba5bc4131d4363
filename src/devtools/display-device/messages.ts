/**
 * The simulated tablet's messages (tip-display-device, a developer tool): their own area, so that
 * neither a checkout page nor a page with tip-device-pairing carries them. The English is here;
 * the other locales are chunks of their own (`src/i18n/locales/<tag>/device.ts`), fetched only by
 * a page that shows the tablet in that locale. The tablet also reads a few of the checkout's
 * messages (Subtotal, Tip for …, No tip, Total), which are always in use.
 *
 * The area's keys join the `Messages` type (declaration merging) wherever this module is part of
 * the program, so `registerMessages` and the locale files check them like any other key.
 */
import type { MessageArea } from '../../i18n/registry.js';

const enPlural = /* @__PURE__ */ new Intl.PluralRules('en');

export interface DeviceMessages {
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

declare module '../../i18n/messages.js' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merges the device area's keys into Messages
  interface Messages extends DeviceMessages {}
}

/** The tablet's English: the final fallback for every device key. */
export const enDevice: DeviceMessages = {
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

/** The simulated tablet's area: its English and where each shipped locale's chunk is. */
export const deviceArea: MessageArea = {
  name: 'device',
  english: enDevice,
  loaders: {
    ar: () => import('../../i18n/locales/ar/device.js'),
    de: () => import('../../i18n/locales/de/device.js'),
    es: () => import('../../i18n/locales/es/device.js'),
    fr: () => import('../../i18n/locales/fr/device.js'),
    'fr-ca': () => import('../../i18n/locales/fr-CA/device.js'),
    he: () => import('../../i18n/locales/he/device.js'),
    it: () => import('../../i18n/locales/it/device.js'),
    ja: () => import('../../i18n/locales/ja/device.js'),
    ko: () => import('../../i18n/locales/ko/device.js'),
    nl: () => import('../../i18n/locales/nl/device.js'),
    pl: () => import('../../i18n/locales/pl/device.js'),
    'pt-br': () => import('../../i18n/locales/pt-BR/device.js'),
    sv: () => import('../../i18n/locales/sv/device.js'),
    'zh-cn': () => import('../../i18n/locales/zh-CN/device.js'),
  },
};
