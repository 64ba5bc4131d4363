/**
 * `tip-elements/checkout`: what a POS checkout page needs and nothing else. Registers the five
 * checkout elements (guarded, like `tip-elements`), and exports their classes, events and types,
 * the checkout context, the message functions and everything in `tip-elements/client`. The
 * back-office elements are not in it; `tip-elements` itself still registers and exports everything.
 * Importing it in Node (SSR) defines nothing and does not throw.
 */
import { defineElements } from './elements/internal/define-checkout.js';

defineElements();

export { defineElements, elements } from './elements/internal/define-checkout.js';
export { TipCheckout } from './elements/checkout/tip-checkout/tip-checkout.js';
export { StaffTipList } from './elements/checkout/staff-tip-list/staff-tip-list.js';
export { TipProposals } from './elements/checkout/tip-proposals/tip-proposals.js';
export { CustomTipInput } from './elements/checkout/custom-tip-input/custom-tip-input.js';
export { CheckoutSummary } from './elements/checkout/checkout-summary/checkout-summary.js';
export { TipChangeEvent, TipErrorEvent, TipIntentEvent, TipSkipEvent } from './elements/internal/events.js';
export { checkoutContext } from './elements/internal/context.js';
export type { CheckoutContext, LoadStatus, SubmitStatus } from './elements/internal/context.js';
export { FeeQuoter } from './elements/internal/fee-quoter.js';
export { buildSelections, checkoutScale, choiceCents, choiceFeeCents, pendingStaff, serviceCents, summaryTotals } from './elements/internal/checkout-model.js';
export type { SummaryTotals } from './elements/internal/checkout-model.js';
export type { DisplayItem, DisplayLine, StaffMember, TipChoice, TipOptionValue } from './elements/internal/types.js';
export { en, errorKind, fallbackChain, isolate, loadMessages, registerMessages, resolveLocale, SHIPPED_LOCALES } from './i18n/index.js';
export type { Catalogue, CheckoutMessages, ErrorKind, Messages } from './i18n/index.js';
export * from './client/index.js';
