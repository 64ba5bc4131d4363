/**
 * `tip-elements/react`: React components for every element, made with `@lit/react`. Importing
 * this module registers the elements, the back-office and Display-mode ones included (guarded,
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
import { CheckoutSummary as CheckoutSummaryElement } from '../elements/checkout/checkout-summary/checkout-summary.js';
import { CustomTipInput as CustomTipInputElement } from '../elements/checkout/custom-tip-input/custom-tip-input.js';
import { defineBackOfficeElements, defineDisplayElements, defineElements } from '../elements/internal/define.js';
import type { TipDevicePairedEvent } from '../elements/internal/display-events.js';
import type { TipChangeEvent, TipErrorEvent, TipIntentEvent, TipRefundEvent, TipSkipEvent, TipTransferEvent } from '../elements/internal/events.js';
import { StaffTipList as StaffTipListElement } from '../elements/checkout/staff-tip-list/staff-tip-list.js';
import { TipCheckout as TipCheckoutElement } from '../elements/checkout/tip-checkout/tip-checkout.js';
import { TipDevicePairing as TipDevicePairingElement } from '../elements/display/tip-device-pairing/tip-device-pairing.js';
import { TipProposals as TipProposalsElement } from '../elements/checkout/tip-proposals/tip-proposals.js';
import { TipRefund as TipRefundElement } from '../elements/back-office/tip-refund/tip-refund.js';
import { TipTransaction as TipTransactionElement } from '../elements/back-office/tip-transaction/tip-transaction.js';
import { TipTransfer as TipTransferElement } from '../elements/back-office/tip-transfer/tip-transfer.js';

defineElements();
defineBackOfficeElements();
defineDisplayElements();

const onTipError = 'tip-error' as EventName<TipErrorEvent>;
const onChange = 'change' as EventName<Event>;

export const TipCheckout = createComponent({
  react: React,
  tagName: 'tip-checkout',
  elementClass: TipCheckoutElement,
  displayName: 'TipCheckout',
  events: {
    onTipChange: 'tip-change' as EventName<TipChangeEvent>,
    onTipIntent: 'tip-intent' as EventName<TipIntentEvent>,
    onTipSkip: 'tip-skip' as EventName<TipSkipEvent>,
    onTipError,
  },
});

export const StaffTipList = createComponent({
  react: React,
  tagName: 'staff-tip-list',
  elementClass: StaffTipListElement,
  displayName: 'StaffTipList',
  events: { onChange, onTipError },
});

export const TipProposals = createComponent({
  react: React,
  tagName: 'tip-proposals',
  elementClass: TipProposalsElement,
  displayName: 'TipProposals',
  events: { onChange, onTipError },
});

export const CustomTipInput = createComponent({
  react: React,
  tagName: 'custom-tip-input',
  elementClass: CustomTipInputElement,
  displayName: 'CustomTipInput',
  events: { onChange, onInput: 'input' as EventName<Event>, onTipError },
});

export const CheckoutSummary = createComponent({
  react: React,
  tagName: 'checkout-summary',
  elementClass: CheckoutSummaryElement,
  displayName: 'CheckoutSummary',
  events: { onTipError },
});

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
