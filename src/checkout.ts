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
// From the modules themselves, not './i18n/index.js': that one also re-exports the back office's and
// Display mode's English, which the browser bundle tip-elements.js shares a chunk with this entry
// through (the package's Vite build); imported from here they would land in the checkout page's chunk.
export { en, type CheckoutMessages, type Messages } from './i18n/messages.js';
export { fallbackChain, loadMessages, registerMessages, SHIPPED_LOCALES, type Catalogue } from './i18n/registry.js';
export { errorKind, isolate, resolveLocale, type ErrorKind } from './i18n/localize.js';
// What tip-elements/client exports but its zod schemas, parseMoney and Display mode's client: imported from
// here, they would be in the page's initial code, since a bundler keeps what an entry re-exports in
// the entry's chunks. The client loads zod and the schemas as a chunk of their own when it is
// created (src/client/data-checks.ts); a host that composes the schemas imports them from
// `tip-elements/client` (or `tip-elements`). Their types are here.
export { createDataClient, errorCodeOf } from './client/client.js';
export type { CallOptions, Credentials, DataClient, DataClientOptions } from './client/client.js';
export * from './client/errors.js';
export { IDEMPOTENCY_HEADER, isIdempotencyKey, newIdempotencyKey } from './protocol/idempotency.js';
export {
  MAX_AMOUNTS,
  MAX_DISPLAY_LINES,
  MAX_ID_LENGTH,
  MAX_LINE_ITEMS,
  MAX_LOCATIONS,
  MAX_NAME_LENGTH,
  MAX_RECORDS,
  MAX_STAFF,
  MAX_URL_LENGTH,
} from './protocol/bounds.js';
export { paths } from './protocol/paths.js';
export type {
  Customer,
  FeeQuote,
  IntentResult,
  LocationEntry,
  LocationMapping,
  Operation,
  Payload,
  Proposal,
  ProposalOption,
  RefundRecord,
  Result,
  TipLevel,
  TipRecord,
  TipSelection,
  Transaction,
} from './protocol/schemas.js';
// The money helpers but `parseMoney`: the custom amount loads it as a chunk of its own
// (src/elements/internal/money-parser.ts); `tip-elements/client` exports it.
export * from './money/money.js';
export { currencySymbol, formatCents, formatCentsToParts, formatEditable, formatMinor, formatMinorToParts, formatMoney, formatPercent, symbolAfterNumber } from './money/format.js';
export type { MoneyParseError, MoneyParseResult, ParseMoneyOptions } from './money/parse.js';
