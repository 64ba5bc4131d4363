/**
 * Display mode's messages: tip-device-pairing (the POS clerk syncs a device of the service) and
 * tip-display-device (the sandbox's simulated tablet, which the customer reads). Their own area,
 * like the back office's, so a checkout page carries none of them. The English is here; the other
 * locales are chunks of their own (`locales/<tag>/display.ts`), fetched only by a page that shows
 * these elements in that locale. The simulated tablet also reads a few of the checkout's messages
 * (Subtotal, Tip for …, No tip, Total), which are always in use.
 */
import type { DisplayMessages } from './types.js';

export type { DisplayMessages } from './types.js';

const enPlural = /* @__PURE__ */ new Intl.PluralRules('en');


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
