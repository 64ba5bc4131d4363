/**
 * Tip proposals and fee quotes in the service's numbers, from the sandbox's {@link Pricing}: the
 * one computation behind Data mode's tips/proposals and tips/fees and what a Display device shows
 * and quotes.
 */
import type { FeeQuote, Proposal } from '../protocol/schemas.js';
import type { Pricing } from './models.js';

/** A tip amount (in the currency) with its fee and total, as tips/fees answers it. */
export function feeQuote(pricing: Pricing, amount: number): FeeQuote {
  const cents = pricing.toMinor(amount);
  const fee = pricing.fee(cents).total;
  return { amount, fee: pricing.fromMinor(fee), total: pricing.fromMinor(cents + fee) };
}

/** The proposals for one service amount (in the currency), each with its fee and total, as tips/proposals answers them. */
export function proposalFor(pricing: Pricing, serviceAmount: number): Proposal {
  const [low, medium, high] = pricing
    .proposals(pricing.toMinor(serviceAmount))
    .map((option) => ({ type: option.type, percent: option.percent, ...feeQuote(pricing, pricing.fromMinor(option.amountCents)) }));
  return { serviceAmount, low: low!, medium: medium!, high: high! };
}
