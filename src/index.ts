/**
 * `tip-elements`: registers every element (guarded: an already-defined tag is left alone): the
 * five checkout elements, the three back-office elements and tip-device-pairing. Re-exports the
 * element classes, their events and types, and what a browser needs of the client. A POS checkout
 * page that wants only the checkout (and only its words) imports `tip-elements/checkout` instead.
 * Importing it in Node (SSR) defines nothing and does not throw.
 */
import { defineBackOfficeElements, defineDisplayElements, defineElements } from './elements/internal/define.js';

defineElements();
defineBackOfficeElements();
defineDisplayElements();

export { backOfficeElements, defineBackOfficeElements, defineDisplayElements, defineElements, displayElements, elements } from './elements/internal/define.js';
export { TipCheckout } from './elements/checkout/tip-checkout/tip-checkout.js';
export { StaffTipList } from './elements/checkout/staff-tip-list/staff-tip-list.js';
export { TipProposals } from './elements/checkout/tip-proposals/tip-proposals.js';
export { CustomTipInput } from './elements/checkout/custom-tip-input/custom-tip-input.js';
export { CheckoutSummary } from './elements/checkout/checkout-summary/checkout-summary.js';
export { TipTransaction } from './elements/back-office/tip-transaction/tip-transaction.js';
export { TipRefund } from './elements/back-office/tip-refund/tip-refund.js';
export { TipTransfer } from './elements/back-office/tip-transfer/tip-transfer.js';
export { TipDevicePairing } from './elements/display/tip-device-pairing/tip-device-pairing.js';
export { TipChangeEvent, TipErrorEvent, TipIntentEvent, TipSkipEvent } from './elements/internal/events.js';
export { TipRefundEvent, TipTransferEvent } from './elements/internal/back-office-events.js';
export { TipDevicePairedEvent } from './elements/internal/display-events.js';
export type { TransferTalent } from './elements/internal/back-office-events.js';
export { evenSplit, holdings } from './elements/internal/back-office-model.js';
export type { Holding, StaffEntry } from './elements/internal/back-office-model.js';
export { checkoutContext } from './elements/internal/context.js';
export type { CheckoutContext, LoadStatus, SubmitStatus } from './elements/internal/context.js';
export { FeeQuoter } from './elements/internal/fee-quoter.js';
export { EARLY_TAPS_SCRIPT } from './elements/internal/early-taps.js';
export { loadTeamMode } from './elements/internal/team-loader.js';
export { buildSelections, checkoutScale, choiceCents, choiceFeeCents, pendingStaff, proposalsPayload, serviceCents, summaryTotals } from './elements/internal/checkout-model.js';
export type { SummaryTotals } from './elements/internal/checkout-model.js';
export type { DisplayItem, DisplayLine, StaffMember, TipChoice, TipOptionValue } from './elements/internal/types.js';
export { en, enBackOffice, enDisplay, errorKind, fallbackChain, isolate, loadMessages, registerMessages, resolveLocale, SHIPPED_LOCALES } from './i18n/index.js';
export type { BackOfficeMessages, Catalogue, CheckoutMessages, DisplayMessages, ErrorKind, Messages } from './i18n/index.js';
export * from './client/index.js';
