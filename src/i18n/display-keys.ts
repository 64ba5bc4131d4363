/**
 * Display mode's message keys (tip-device-pairing) and the simulated tablet's, one documented line
 * per key. A leaf, as types.ts, which gathers every area's keys.
 */

/** Display mode's messages: tip-device-pairing (English in display.ts). */
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

/**
 * The simulated Display tablet's messages (tip-display-device, a developer tool; English in
 * device.ts, its area in src/devtools/display-device/messages.ts).
 */
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
