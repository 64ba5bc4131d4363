import { TipDevicePairing } from '../display/tip-device-pairing/tip-device-pairing.js';
import { TipRefund } from '../back-office/tip-refund/tip-refund.js';
import { TipTransaction } from '../back-office/tip-transaction/tip-transaction.js';
import { TipTransfer } from '../back-office/tip-transfer/tip-transfer.js';
import { defineAll } from './define-all.js';

export { defineElements, elements } from './define-checkout.js';

/**
 * The back-office elements (a manager's screen, after the sale), under their tags. Importing
 * `tip-elements` registers them; `tip-elements/checkout` does not carry them at all, so a
 * customer-facing checkout page never downloads them.
 */
export const backOfficeElements = [
  ['tip-transaction', TipTransaction],
  ['tip-refund', TipRefund],
  ['tip-transfer', TipTransfer],
] as const;

/** Registers the back-office elements; guarded like `defineElements()`. */
export function defineBackOfficeElements(): void {
  defineAll(globalThis.customElements, backOfficeElements);
}

/**
 * Display mode's POS-side element (tip-device-pairing), under its tag. Importing `tip-elements`
 * registers it; `tip-elements/checkout` does not carry it nor its words. (The simulated tablet,
 * tip-display-device, registers itself from `tip-elements/sandbox/device`.)
 */
export const displayElements = [['tip-device-pairing', TipDevicePairing]] as const;

/** Registers the Display-mode elements; guarded like `defineElements()`. */
export function defineDisplayElements(): void {
  defineAll(globalThis.customElements, displayElements);
}
