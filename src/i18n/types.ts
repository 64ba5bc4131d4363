/**
 * What the i18n modules share, and nothing else: each message area's keys, a catalogue, a
 * catalogue chunk's loader, an area, a locale's meta. A leaf: it imports nothing, so every other
 * i18n module (the English of each area, the registry, the locales, the generated list of
 * locales) can import it without a cycle.
 *
 * Messages that need values are functions. The values come formatted by the element (money and
 * percents through `Intl.NumberFormat`, lists through `Intl.ListFormat`) and isolated for
 * bidirectional text (see `isolate`), so a catalogue only places them in a sentence.
 */

/** The checkout's messages: tip-checkout, staff-tip-list, tip-proposals, custom-tip-input, checkout-summary (English in messages.ts). */
export interface CheckoutMessages {
  // Shared -------------------------------------------------------------------------------------
  /** A button that tries a failed request again. */
  retry: string;
  /** Shown while something loads (an element's whole content). */
  loading: string;
  /** What the customer is told after a failure, by the failure's kind. */
  errorNetwork: string;
  errorTimeout: string;
  errorRefused: string;
  errorService: string;

  // staff-tip-list -----------------------------------------------------------------------------
  noStaff: string;
  /** One alert for every row when the proposals could not be loaded. */
  proposalsFailedAll: string;
  /** The service a staff member gave: `amount` is formatted money. */
  serviceOf: (amount: string) => string;

  // tip-proposals ------------------------------------------------------------------------------
  /** The radio group's name when the host gave no label. */
  tipGroup: string;
  /** A proposal's accessible name: its big value, then its small one ("20%, $10.00"). */
  optionName: (first: string, second: string) => string;
  /** A proposal's fee, shown under it ("+ $0.60 fee"). */
  optionFee: (fee: string) => string;
  /** A proposal's total, shown after its fee; also its description. */
  optionTotal: (total: string) => string;
  custom: string;
  noTip: string;
  /** The alert when one row's proposals failed (a row shown alone). */
  proposalsFailedFor: (name: string) => string;
  /** The custom amount's label inside a row. */
  customTipFor: (name: string) => string;

  // custom-tip-input ---------------------------------------------------------------------------
  /** The text box's default label. */
  customTip: string;
  enterTip: string;
  tipNegative: string;
  tipDecimals: string;
  tipTooLarge: string;
  /** Text that is not an amount; `example` is an amount written the locale's way ("12.50"). */
  tipInvalid: (example: string) => string;
  /** A currency other than the element's own was typed ("EUR", "£"). */
  tipOtherCurrency: (currency: string) => string;
  /**
   * Text that could be read as two amounts ("0,500": 500 or 0.50; a bidi control that makes it
   * drawn as another number); `example` is an amount written the locale's way ("12.50").
   */
  tipAmbiguous: (example: string) => string;
  /** The large-tip question when the tip is over the service amount. */
  guardOverService: (amount: string) => string;
  /** The large-tip question when the tip is over the hard cap. */
  guardLarge: (amount: string) => string;
  /** The form's validation message while a large tip awaits confirmation. */
  guardPending: (amount: string) => string;
  guardKeep: (amount: string) => string;
  guardChange: string;
  /** The live fee under the custom amount. */
  feeAndTotal: (fee: string, total: string) => string;
  feeChecking: string;
  feeFailed: string;

  // checkout-summary ---------------------------------------------------------------------------
  subtotal: string;
  /** The list of tips, per staff member. */
  tipsList: string;
  tipFor: (name: string) => string;
  chooseTip: string;
  enterAmount: string;
  fees: string;
  feesCalculating: string;
  serviceFee: string;
  posFee: string;
  total: string;
  /** Quantity before a line's name ("2 ×"); `qty` is formatted. */
  quantity: (qty: string) => string;
  /** A category item's quantity and unit price ("2 × $12.00"). */
  quantityAt: (qty: string, price: string) => string;
  /** The confirm button; `count` is how many staff members there are. */
  confirmTips: (count: number, total: string) => string;
  continueWithoutTip: string;
  creating: string;
  /** Who still needs a choice; `names` is a formatted list. */
  chooseTipFor: (names: string) => string;
  tipsAdded: (total: string) => string;
  noTipAdded: string;
  intentFailed: string;
  /** The summary's error when the amounts are too large to add up (beyond what money is kept to). */
  amountsOutOfRange: string;
  /**
   * A tip option's description (tip-proposals): its fee, its labelled total, and whose tip it is
   * ("+ $0.76 fee, total $16.06, for Maya Okafor").
   */
  optionFeeTotalFor: (fee: string, total: string, name: string) => string;
  /** The same in a group without a staff member's name ("+ $0.76 fee, total $16.06"). */
  optionFeeTotal: (fee: string, total: string) => string;
  /** The description of an option without a fee ("Custom", "No tip", a proposal with no fee): whose tip it is ("for Maya Okafor"). */
  optionFor: (name: string) => string;
  /**
   * An amount with more decimals than its currency has: `decimals` is how many the currency
   * allows (0 for JPY: whole amounts only; 2 for USD; 3 for KWD). Plural-aware. Replaces
   * `tipDecimals` (which names two decimals) wherever the currency is known.
   */
  amountDecimals: (decimals: number) => string;

  // Team mode (tip-checkout tip-mode="team") ---------------------------------------------------
  /**
   * The name of the team's one tip group, listing who is in it: `names` is the members' names,
   * each isolated, joined with the locale's list format ("Team: Ana, Ben and Cy").
   */
  teamName: (names: string) => string;
  /** Under the team's group: a custom amount is split among `count` people by their service. Plural-aware. */
  teamSplitService: (count: number) => string;
  /** Under the team's group: a custom amount is split equally among `count` people. Plural-aware. */
  teamSplitEven: (count: number) => string;
  /** The summary's row with the team's tip. */
  teamTip: string;
  /** The summary's row with one person's share of the team's tip ("Share for Ana"). */
  shareFor: (name: string) => string;
}

/** The back office's messages: tip-transaction, tip-refund, tip-transfer (English in back-office.ts). */
export interface BackOfficeMessages {
  // Shared by the three elements.
  noTransaction: string;
  loadingTransaction: string;
  transactionFailed: string;
  /** The service knows no transaction with this id; `id` is isolated. */
  transactionNotFound: (id: string) => string;
  staffColumn: string;
  grossColumn: string;
  feeColumn: string;
  netColumn: string;
  /** Transaction statuses (spec 3.1). */
  statusPending: string;
  statusConfirmed: string;
  statusFailed: string;
  statusCanceled: string;
  statusRefunded: string;
  /** Tip record statuses (spec 3.2). */
  tipStatusPending: string;
  tipStatusConfirmed: string;
  tipStatusVoid: string;
  /** Tip levels (spec 2.8). */
  levelLow: string;
  levelMedium: string;
  levelHigh: string;
  levelCustom: string;
  /** An amount field's problems (refund and transfer amounts). */
  amountEnter: string;
  amountNegative: string;
  amountZero: string;
  /** A button that goes back from a preview to the form. */
  edit: string;

  // tip-transaction
  /** The heading: `id` is isolated. */
  transactionTitle: (id: string) => string;
  statusLabel: string;
  customerLabel: string;
  createdLabel: string;
  tipRecordsCaption: string;
  levelColumn: string;
  statusColumn: string;
  refundsCaption: string;
  noRefunds: string;
  /** The staff cell of a full refund, which has no employee. */
  refundWhole: string;
  refundTypeColumn: string;
  refundPartial: string;
  refundFull: string;
  reasonColumn: string;
  whenColumn: string;
  noReason: string;
  refundedLabel: string;
  netHeldLabel: string;

  // tip-refund
  refundLegend: string;
  /** The full refund option; `amount` is what is left to refund. */
  refundFullOption: (amount: string) => string;
  refundPartialOption: string;
  refundSplitLegend: string;
  refundByAmount: string;
  refundByStaff: string;
  refundAmountLabel: string;
  /** Under the amount: the most that can be refunded, fees included. */
  refundUpTo: (amount: string) => string;
  /** A staff member's refund field is named after them. */
  refundFrom: (name: string) => string;
  /** The live sum of the per-staff amounts. */
  refundStaffTotal: (amount: string) => string;
  refundReasonLabel: string;
  preview: string;
  previewing: string;
  previewCaption: string;
  previewFailed: string;
  /** The button that executes the previewed refund. */
  refundButton: (amount: string) => string;
  refunding: string;
  refundDone: (amount: string) => string;
  refundFailed: string;
  refundAgain: string;
  /** A transaction that cannot be refunded: `status` is its status, as named above. */
  notRefundable: (status: string) => string;
  amountOverRefundable: (amount: string) => string;
  /** More than a staff member holds: `name` and `amount` are isolated. */
  amountOverHeld: (name: string, amount: string) => string;
  refundStaffNone: string;

  // tip-transfer
  netNowCaption: string;
  /** The net tip a transfer distributes. */
  transferNet: (amount: string) => string;
  recipientsLegend: string;
  /** What a staff member holds now, beside their name. */
  holds: (amount: string) => string;
  newStaffBadge: string;
  splitLegend: string;
  splitEven: string;
  splitExact: string;
  amountFor: (name: string) => string;
  /** The live remainder while exact amounts are entered. */
  leftToAssign: (amount: string) => string;
  overAssigned: (amount: string) => string;
  allAssigned: (amount: string) => string;
  chooseRecipients: string;
  /** The transfer button: `count` people receive `amount` in all (0 while nobody is chosen). */
  transferButton: (amount: string, count: number) => string;
  transferring: string;
  transferDone: string;
  transferFailed: string;
  notTransferable: (status: string) => string;
  nothingToTransfer: string;
  addStaff: string;
  newStaffLegend: string;
  employeeIdLabel: string;
  firstNameLabel: string;
  lastNameLabel: string;
  avatarLabel: string;
  addStaffButton: string;
  fieldRequired: string;
  avatarInvalid: string;
  employeeIdTaken: string;
  /** A chosen recipient new to the transaction, whom the host's directory gives no full name or picture. */
  recipientIncomplete: string;
}

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

/** Every key of every area. */
export type Messages = CheckoutMessages & BackOfficeMessages & DisplayMessages & DeviceMessages;

/** A partial catalogue: any keys, each falling back on its own. */
export type Catalogue = Partial<Messages>;

/** A shipped catalogue chunk (`locales/<tag>/<area>.ts`), fetched on demand. */
export type CatalogueLoader = () => Promise<{ default: Catalogue }>;

/**
 * The messages of one group of elements: their English (the final fallback) and, by lower-case
 * tag, where each shipped locale's chunk is. Bundlers make one chunk of each.
 */
export interface MessageArea {
  name: string;
  english: Catalogue;
  loaders: Readonly<Record<string, CatalogueLoader>>;
}

/** Which way a locale's script runs. */
export type Direction = 'ltr' | 'rtl';

/**
 * A shipped locale's own description, `locales/<tag>/meta.ts` (its tag is its folder's name):
 * scripts/gen-locales.mjs reads it into the generated list of locales.
 */
export interface LocaleMeta {
  /** The locale's name in its own language ("Deutsch", "Français (Canada)"). */
  name: string;
  dir: Direction;
}
