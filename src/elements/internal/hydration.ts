/**
 * Checkout elements rendered on the server (docs/ssr.md) and hydrated by Lit in the browser.
 *
 * - `awaitingHydration`: the element's shadow root came with the page (declarative shadow DOM) and
 *   has not been hydrated yet.
 * - `waitsForTeam`: such an element in a team-mode checkout whose team code is not there yet holds
 *   its hydration until it is (the server rendered the team's group with it), so the server's nodes
 *   are hydrated as they are rather than drawn again.
 * - `renderAfterMismatch`: hydration found the server's markup to be another render than the
 *   browser's (other data, another mode): the element's shadow root is emptied and rendered anew
 *   in place, once, so nothing the server drew stays beside it.
 */
import { adoptStyles, render, type LitElement } from 'lit';
import type { CheckoutContext } from './context.js';

export function awaitingHydration(host: LitElement): boolean {
  return !host.hasUpdated && Boolean(host.shadowRoot?.firstChild);
}

export function waitsForTeam(host: LitElement, ctx: CheckoutContext | undefined): boolean {
  return Boolean(ctx && ctx.tipMode === 'team' && !ctx.team && ctx.proposalsStatus !== 'error' && awaitingHydration(host));
}

/** Called with the error of an element's `update`; throws it again unless it was its hydration's. */
export function renderAfterMismatch(host: LitElement, error: unknown): void {
  const root = host.renderRoot as ShadowRoot & { _$litPart$?: unknown };
  if (root._$litPart$ !== undefined || !(root instanceof ShadowRoot)) throw error;
  root.replaceChildren();
  adoptStyles(root, (host.constructor as typeof LitElement).elementStyles);
  render((host as unknown as { render(): unknown }).render(), root, host.renderOptions);
}
