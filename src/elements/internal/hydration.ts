/**
 * Checkout elements rendered on the server (server-side rendering) and hydrated by Lit in the browser.
 *
 * - `awaitingHydration`: the element's shadow root came with the page (declarative shadow DOM) and
 *   has not been hydrated yet.
 * - `waitsForTeam`: such an element in a team-mode checkout whose team code is not there yet holds
 *   its hydration until it is (the server rendered the team's group with it), so the server's nodes
 *   are hydrated as they are rather than drawn again.
 * - `updateInPlace` (an element's `update`): hydration found the server's markup to be another render than the
 *   browser's (other data): the element's shadow root is emptied and rendered anew in place,
 *   once, so nothing the server drew stays beside it.
 *   Markup known to be another render (the server's tip mode is not the
 *   browser's), which Lit's hydration would not notice, is made one it rejects: then as above.
 */
import { adoptStyles, render, type LitElement } from 'lit';
import type { CheckoutContext } from './context.js';

export function awaitingHydration(host: LitElement): boolean {
  return !host.hasUpdated && Boolean(host.shadowRoot?.firstChild);
}

export function waitsForTeam(host: LitElement, ctx: CheckoutContext | undefined): boolean {
  return Boolean(ctx && ctx.tipMode === 'team' && !ctx.team && ctx.proposalsStatus !== 'error' && awaitingHydration(host));
}

/**
 * An element's `update` (`update`, its LitElement's) that hydrates the server's render in place:
 * with `teamPart`, a server render that has that part when `team` is false (or lacks it when true)
 * is another tip mode's and is drawn anew; a render Lit's hydration rejects is drawn anew.
 */
export function updateInPlace(host: LitElement, update: () => void, teamPart?: string, team?: boolean): void {
  if (teamPart && awaitingHydration(host) && Boolean(host.shadowRoot!.querySelector(`[part~="${teamPart}"]`)) !== team) dropServerRender(host);
  try {
    update();
  } catch (error) {
    renderAfterMismatch(host, error);
  }
}

/**
 * Replaces a server-rendered shadow root by an empty render's markers: Lit's hydration then finds
 * that its render is another, and `renderAfterMismatch` draws it anew.
 */
function dropServerRender(host: LitElement): void {
  host.shadowRoot!.replaceChildren(document.createComment('lit-part'), document.createComment('/lit-part'));
}

/** Called with the error of an element's `update`: throws it again unless it was its hydration's. */
function renderAfterMismatch(host: LitElement, error: unknown): void {
  const root = host.renderRoot as ShadowRoot & { _$litPart$?: unknown };
  if (root._$litPart$ !== undefined || !(root instanceof ShadowRoot)) throw error;
  root.replaceChildren();
  adoptStyles(root, (host.constructor as typeof LitElement).elementStyles);
  render((host as unknown as { render(): unknown }).render(), root, host.renderOptions);
}
