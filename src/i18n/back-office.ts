/**
 * The back office's messages (tip-transaction, tip-refund, tip-transfer): their own area, so a
 * checkout page carries none of them. The English is here; the other locales are chunks of their
 * own (`locales/<tag>/back-office.ts`), fetched only by a page that shows these elements in that
 * locale.
 */
import type { MessageArea } from './registry.js';

const enPlural = /* @__PURE__ */ new Intl.PluralRules('en');

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

/** The back office's English: the final fallback for every back-office key. */
export const enBackOffice: BackOfficeMessages = {
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
    count === 0 ? `Move ${amount}` : `Move ${amount} to ${count} ${enPlural.select(count) === 'one' ? 'staff member' : 'staff members'}`,
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

/** The back-office area: its English and where each shipped locale's chunk is. */
export const backOfficeArea: MessageArea = {
  name: 'back-office',
  english: enBackOffice,
  loaders: {
    ar: () => import('./locales/ar/back-office.js'),
    de: () => import('./locales/de/back-office.js'),
    es: () => import('./locales/es/back-office.js'),
    fr: () => import('./locales/fr/back-office.js'),
    'fr-ca': () => import('./locales/fr-CA/back-office.js'),
    he: () => import('./locales/he/back-office.js'),
    it: () => import('./locales/it/back-office.js'),
    ja: () => import('./locales/ja/back-office.js'),
    ko: () => import('./locales/ko/back-office.js'),
    nl: () => import('./locales/nl/back-office.js'),
    pl: () => import('./locales/pl/back-office.js'),
    'pt-br': () => import('./locales/pt-BR/back-office.js'),
    sv: () => import('./locales/sv/back-office.js'),
    'zh-cn': () => import('./locales/zh-CN/back-office.js'),
  },
};
