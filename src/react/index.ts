/**
 * `tip-elements/react`: React components for every element, made with `@lit/react`
 * (`tip-elements/react/checkout` has the five checkout ones alone). Importing this module
 * registers the elements, the back-office and Display-mode ones included (guarded,
 * like `tip-elements`). Properties are set as properties (objects and arrays included), and each event is an `on*` prop with its typed
 * event: `onTipChange`, `onTipIntent`, `onTipSkip`, `onTipError`, `onTipRefund`, `onTipTransfer`,
 * `onTipDevicePaired`, and `onChange`/`onInput` where the element fires them.
 *
 * ```tsx
 * <TipCheckout client={client} locationId="store-1" staff={staff} customer={customer}
 *   onTipIntent={(e) => charge(e.result.total, e.result.transactionId)}>
 *   <StaffTipList />
 *   <CheckoutSummary />
 * </TipCheckout>
 * ```
 */
import { createComponent, type EventName } from '@lit/react';
import * as React from 'react';
import { defineBackOfficeElements, defineDisplayElements } from '../elements/internal/define.js';
import type { TipDevicePairedEvent } from '../elements/internal/display-events.js';
import type { TipRefundEvent, TipTransferEvent } from '../elements/internal/back-office-events.js';
import { TipDevicePairing as TipDevicePairingElement } from '../elements/display/tip-device-pairing/tip-device-pairing.js';
import { TipRefund as TipRefundElement } from '../elements/back-office/tip-refund/tip-refund.js';
import { TipTransaction as TipTransactionElement } from '../elements/back-office/tip-transaction/tip-transaction.js';
import { TipTransfer as TipTransferElement } from '../elements/back-office/tip-transfer/tip-transfer.js';
import { onTipError } from './events.js';

// The checkout's five (registered by ./checkout.js), then the back office and Display mode.
export { CheckoutSummary, CustomTipInput, StaffTipList, TipCheckout, TipProposals } from './checkout.js';

defineBackOfficeElements();
defineDisplayElements();

// The back office: a manager's screen after the sale.

export const TipTransaction = createComponent({
  react: React,
  tagName: 'tip-transaction',
  elementClass: TipTransactionElement,
  displayName: 'TipTransaction',
  events: { onTipError },
});

export const TipRefund = createComponent({
  react: React,
  tagName: 'tip-refund',
  elementClass: TipRefundElement,
  displayName: 'TipRefund',
  events: { onTipRefund: 'tip-refund' as EventName<TipRefundEvent>, onTipError },
});

export const TipTransfer = createComponent({
  react: React,
  tagName: 'tip-transfer',
  elementClass: TipTransferElement,
  displayName: 'TipTransfer',
  events: { onTipTransfer: 'tip-transfer' as EventName<TipTransferEvent>, onTipError },
});

// Display mode: the POS pairs a device of the service.

export const TipDevicePairing = createComponent({
  react: React,
  tagName: 'tip-device-pairing',
  elementClass: TipDevicePairingElement,
  displayName: 'TipDevicePairing',
  events: { onTipDevicePaired: 'tip-device-paired' as EventName<TipDevicePairedEvent>, onTipError },
});
