/**
 * The message catalogue: every text an element shows or announces. English is built in and is
 * the final fallback; other locales are separate modules (`tip-elements/locales/<tag>`).
 *
 * Messages that need values are functions. The values come formatted by the element (money and
 * percents through `Intl.NumberFormat`, lists through `Intl.ListFormat`) and isolated for
 * bidirectional text (see `isolate`), so a catalogue only places them in a sentence.
 */
export interface Messages {
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

  // Back office: tip-transaction, tip-refund, tip-transfer (issue 13) ---------------------------
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

/** The built-in English catalogue: the final fallback for every key. */
export const en: Messages = {
  retry: 'Retry',
  loading: 'Loading…',
  errorNetwork: 'Check the connection, then try again.',
  errorTimeout: 'The tip service is taking too long. Try again.',
  errorRefused: 'The tip service did not accept this. Ask a member of staff.',
  errorService: 'The tip service had a problem. Try again.',

  noStaff: 'No staff to tip.',
  proposalsFailedAll: 'Could not load the suggested tips. Custom amounts and No tip still work.',
  serviceOf: (amount) => `on ${amount} service`,

  tipGroup: 'Tip',
  optionName: (first, second) => `${first}, ${second}`,
  optionFee: (fee) => `+ ${fee} fee`,
  optionTotal: (total) => total,
  custom: 'Custom',
  noTip: 'No tip',
  proposalsFailedFor: (name) => `Could not load the suggested tips for ${name}.`,
  customTipFor: (name) => `Custom tip for ${name}`,

  customTip: 'Custom tip',
  enterTip: 'Enter a tip amount.',
  tipNegative: 'A tip cannot be negative.',
  tipDecimals: 'Use at most two decimals.',
  tipTooLarge: 'That amount is too large.',
  tipInvalid: (example) => `Enter an amount, like ${example}.`,
  tipOtherCurrency: (currency) => `Enter the amount without ${currency}.`,
  guardOverService: (amount) => `That's ${amount} — more than the service. Keep it?`,
  guardLarge: (amount) => `That's ${amount} — a very large tip. Keep it?`,
  guardPending: (amount) => `Confirm the tip of ${amount}.`,
  guardKeep: (amount) => `Keep ${amount}`,
  guardChange: 'Change',
  feeAndTotal: (fee, total) => `Fee ${fee} · Total ${total}`,
  feeChecking: 'Checking the fee',
  feeFailed: 'Could not get the fee.',

  subtotal: 'Subtotal',
  tipsList: 'Tips',
  tipFor: (name) => `Tip for ${name}`,
  chooseTip: 'Choose a tip',
  enterAmount: 'Enter an amount',
  fees: 'Fees',
  feesCalculating: 'calculating…',
  serviceFee: 'Service fee',
  posFee: 'Point-of-sale fee',
  total: 'Total',
  quantity: (qty) => `${qty} ×`,
  quantityAt: (qty, price) => `${qty} × ${price}`,
  confirmTips: (count, total) => `Confirm ${count === 1 ? 'tip' : 'tips'} · ${total}`,
  continueWithoutTip: 'Continue without tip',
  creating: 'Creating…',
  chooseTipFor: (names) => `Choose a tip for ${names}`,
  tipsAdded: (total) => `Tips added. Total to pay ${total}.`,
  noTipAdded: 'No tip added.',
  intentFailed: 'Your tips could not be confirmed. Nothing was charged.',

  // Back office: tip-transaction, tip-refund, tip-transfer (issue 13) ---------------------------
  noTransaction: 'No transaction selected.',
  loadingTransaction: 'Loading the transaction…',
  transactionFailed: 'Could not load the transaction.',
  transactionNotFound: (id) => `There is no transaction ${id}.`,
  staffColumn: 'Staff member',
  grossColumn: 'Gross',
  feeColumn: 'Fee',
  netColumn: 'Net',
  statusPending: 'Pending',
  statusConfirmed: 'Confirmed',
  statusFailed: 'Failed',
  statusCanceled: 'Canceled',
  statusRefunded: 'Refunded',
  tipStatusPending: 'Pending',
  tipStatusConfirmed: 'Confirmed',
  tipStatusVoid: 'Void',
  levelLow: 'Low',
  levelMedium: 'Medium',
  levelHigh: 'High',
  levelCustom: 'Custom',
  amountEnter: 'Enter an amount.',
  amountNegative: 'An amount cannot be negative.',
  amountZero: 'Enter an amount greater than zero.',
  edit: 'Change',

  transactionTitle: (id) => `Transaction ${id}`,
  statusLabel: 'Status',
  customerLabel: 'Customer',
  createdLabel: 'Created',
  tipRecordsCaption: 'Tip records',
  levelColumn: 'Level',
  statusColumn: 'Status',
  refundsCaption: 'Refunds',
  noRefunds: 'No refunds.',
  refundWhole: 'Whole transaction',
  refundTypeColumn: 'Type',
  refundPartial: 'Partial',
  refundFull: 'Full',
  reasonColumn: 'Reason',
  whenColumn: 'When',
  noReason: 'None given',
  refundedLabel: 'Refunded',
  netHeldLabel: 'Net tip held by staff',

  refundLegend: 'Refund',
  refundFullOption: (amount) => `Full refund (${amount})`,
  refundPartialOption: 'Partial refund',
  refundSplitLegend: 'Take it from',
  refundByAmount: 'An amount, split evenly between the staff',
  refundByStaff: 'Each staff member',
  refundAmountLabel: 'Amount to refund',
  refundUpTo: (amount) => `Up to ${amount}, fees included.`,
  refundFrom: (name) => `Refund from ${name}`,
  refundStaffTotal: (amount) => `Total ${amount}`,
  refundReasonLabel: 'Reason (optional)',
  preview: 'Preview',
  previewing: 'Calculating…',
  previewCaption: 'This refund would take',
  previewFailed: 'Could not calculate the refund.',
  refundButton: (amount) => `Refund ${amount}`,
  refunding: 'Refunding…',
  refundDone: (amount) => `Refunded ${amount}.`,
  refundFailed: 'The refund may not have gone through. Retry checks the transaction and calculates it again.',
  refundAgain: 'New refund',
  notRefundable: (status) => `Only a confirmed transaction can be refunded. This one is: ${status}.`,
  amountOverRefundable: (amount) => `That is more than the ${amount} left to refund.`,
  amountOverHeld: (name, amount) => `${name} holds ${amount}; refund at most that.`,
  refundStaffNone: 'Enter an amount for at least one staff member.',

  netNowCaption: 'Net tip now',
  transferNet: (amount) => `Net tip to distribute: ${amount}`,
  recipientsLegend: 'Who receives it',
  holds: (amount) => `holds ${amount}`,
  newStaffBadge: 'new',
  splitLegend: 'Amounts',
  splitEven: 'Split evenly',
  splitExact: 'Exact amounts',
  amountFor: (name) => `Amount for ${name}`,
  leftToAssign: (amount) => `${amount} left to assign`,
  overAssigned: (amount) => `${amount} too much`,
  allAssigned: (amount) => `All ${amount} assigned`,
  chooseRecipients: 'Choose who receives the tip.',
  transferButton: (amount, count) =>
    count === 0 ? `Move ${amount}` : `Move ${amount} to ${count} ${new Intl.PluralRules('en').select(count) === 'one' ? 'staff member' : 'staff members'}`,
  transferring: 'Moving…',
  transferDone: 'The tip was moved.',
  transferFailed: 'The tip could not be moved.',
  notTransferable: (status) => `Only the tip of a confirmed transaction can be moved. This one is: ${status}.`,
  nothingToTransfer: 'There is no net tip left to move.',
  addStaff: 'Add a staff member',
  newStaffLegend: 'New staff member',
  employeeIdLabel: 'Employee ID',
  firstNameLabel: 'First name',
  lastNameLabel: 'Last name',
  avatarLabel: 'Picture URL',
  addStaffButton: 'Add',
  fieldRequired: 'Required.',
  avatarInvalid: 'Enter the web address (https://…) of a picture.',
  employeeIdTaken: 'This employee is already in the list.',
  recipientIncomplete: 'Needs a first name, last name and picture to receive a tip.',
};
