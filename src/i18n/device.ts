/**
 * The simulated Display tablet's English (tip-display-device, a developer tool in
 * src/devtools/display-device/): the final fallback of every device key. Its own area, so neither
 * a checkout page nor a page with tip-device-pairing carries these words; the other locales are
 * chunks of their own (`locales/<tag>/device.ts`). The tablet also reads a few of the checkout's
 * messages (Subtotal, Tip for …, No tip, Total), which are always in use.
 */
import type { DeviceMessages } from './types.js';

export type { DeviceMessages } from './types.js';

const enPlural = /* @__PURE__ */ new Intl.PluralRules('en');

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
