/**
 * `tip-elements/react/checkout`: React components for the five checkout elements only, made with
 * `@lit/react`. Importing it registers `tip-checkout`, `staff-tip-list`, `tip-proposals`,
 * `custom-tip-input` and `checkout-summary` (guarded, like `tip-elements/checkout`), and nothing
 * of the back office or Display mode, so a customer-facing page built with React downloads what
 * `tip-elements/checkout` does and no more. `tip-elements/react` re-exports these and adds the
 * others.
 *
 * ```tsx
 * import { TipCheckout, StaffTipList, CheckoutSummary } from 'tip-elements/react/checkout';
 * ```
 */
import { createComponent, type EventName } from '@lit/react';
import * as React from 'react';
import { CheckoutSummary as CheckoutSummaryElement } from '../elements/checkout/checkout-summary/checkout-summary.js';
import { CustomTipInput as CustomTipInputElement } from '../elements/checkout/custom-tip-input/custom-tip-input.js';
import { StaffTipList as StaffTipListElement } from '../elements/checkout/staff-tip-list/staff-tip-list.js';
import { TipCheckout as TipCheckoutElement } from '../elements/checkout/tip-checkout/tip-checkout.js';
import { TipProposals as TipProposalsElement } from '../elements/checkout/tip-proposals/tip-proposals.js';
import { defineElements } from '../elements/internal/define-checkout.js';
import type { TipChangeEvent, TipIntentEvent, TipSkipEvent } from '../elements/internal/events.js';
import { onChange, onTipError } from './events.js';

defineElements();

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

