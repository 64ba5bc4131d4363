import { CheckoutSummary } from '../checkout/checkout-summary/checkout-summary.js';
import { CustomTipInput } from '../checkout/custom-tip-input/custom-tip-input.js';
import { StaffTipList } from '../checkout/staff-tip-list/staff-tip-list.js';
import { TipCheckout } from '../checkout/tip-checkout/tip-checkout.js';
import { TipProposals } from '../checkout/tip-proposals/tip-proposals.js';
import { defineAll } from './define-all.js';

/**
 * Every element under its tag. The provider comes first: when the elements are defined after
 * the page was parsed, a `tip-checkout` must be upgraded before the elements inside it ask it
 * for the checkout context.
 */
export const elements = [
  ['tip-checkout', TipCheckout],
  ['staff-tip-list', StaffTipList],
  ['tip-proposals', TipProposals],
  ['custom-tip-input', CustomTipInput],
  ['checkout-summary', CheckoutSummary],
] as const;

/**
 * Registers every element. A tag that is already defined is left alone; without a
 * `customElements` registry (Node, SSR) nothing happens.
 */
export function defineElements(): void {
  defineAll(globalThis.customElements, elements);
}

