/**
 * The back office's message keys (tip-transaction, tip-refund, tip-transfer), one documented line
 * per key. A leaf, as types.ts, which gathers every area's keys.
 */

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
