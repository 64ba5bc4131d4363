/**
 * A full checkout as a customer sees it, for the locale and layout tests: mounted in a host page,
 * searched through shadow roots, and driven as a customer would (clicks and typing).
 */
import { fixture, html, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { ReactiveElement } from 'lit';
import type { TipCheckout } from '../../src/elements/checkout/tip-checkout/tip-checkout.js';
import type { DisplayLine, StaffMember } from '../../src/elements/internal/types.js';
import '../../src/index.js';
import { DEMO_LOCATION_ID, type SandboxOptions } from '../../src/sandbox/index.js';
import { customer, staffWithoutAvatars } from '../fixtures/sale.js';
import { service } from './support.js';

/** Three of the sale's staff: a percent proposal (service $85), no service (Custom and No tip only), amount proposals ($9). */
export const team: StaffMember[] = staffWithoutAvatars(['emp-lucia']);

/** A bill with a category (items with quantities) and a single line with a quantity. */
export const bill: DisplayLine[] = [
  { name: 'Balayage', total: 94, expanded: true, items: [{ name: 'Balayage', qty: 1, amount: 85 }, { name: 'Manucure', qty: 1, amount: 9 }] },
  { name: 'Shampoo', qty: 2, total: 34 },
];

/** Bidi isolates (U+2066–2069) and marks (LRM, RLM, ALM) a right-to-left page adds around values. */
export function plain(text: string): string {
  return text.replace(/[\u2066-\u2069\u200e\u200f\u061c]/g, '');
}

const SPOKEN_ATTRIBUTES = ['aria-label', 'title', 'placeholder', 'alt', 'aria-valuetext', 'aria-roledescription'];

/**
 * Everything a customer reads or hears in `root`, shadow roots included: text, the attributes
 * assistive technology reads out, and the validation messages of custom amounts. One string,
 * isolates removed, whitespace collapsed.
 */
export function shownText(root: Element): string {
  const parts: string[] = [];
  const walk = (node: Node) => {
    if (node.nodeType === Node.TEXT_NODE) {
      const parent = node.parentElement?.localName;
      if (parent !== 'style' && parent !== 'script') parts.push(node.textContent ?? '');
      return;
    }
    if (!(node instanceof Element)) return;
    for (const name of SPOKEN_ATTRIBUTES) {
      const value = node.getAttribute(name);
      if (value) parts.push(value);
    }
    const message = (node as Partial<{ validationMessage: string }>).validationMessage;
    if (node.localName === 'custom-tip-input' && message) parts.push(message);
    if (node.shadowRoot) node.shadowRoot.childNodes.forEach(walk);
    node.childNodes.forEach(walk);
  };
  walk(root);
  return plain(parts.join(' ')).replace(/\s+/g, ' ');
}

/** Every element matching `selector` in `root` (its own shadow root included) and in the shadow roots below it. */
export function deepAll<T extends Element = HTMLElement>(root: Element | ShadowRoot, selector: string): T[] {
  const found: T[] = [...root.querySelectorAll<T>(selector)];
  const shadows = [...root.querySelectorAll('*')].map((el) => el.shadowRoot);
  if (root instanceof Element) shadows.unshift(root.shadowRoot);
  for (const shadow of shadows) if (shadow) found.push(...deepAll<T>(shadow, selector));
  return found;
}

/** The tip options (radios) of one staff member, by the group's accessible name. */
export function optionsOf(root: Element, name: string): HTMLElement[] {
  const group = deepAll(root, '[role="radiogroup"]').find((g) => plain(g.getAttribute('aria-label') ?? '') === name);
  if (!group) throw new Error(`no radio group named ${name}`);
  return [...group.querySelectorAll<HTMLElement>('[role="radio"]')];
}

/** The radio of `name`'s group whose value is `value` ('low' | 'medium' | 'high' | 'custom' | 'none'). */
export function option(root: Element, name: string, value: string): HTMLElement {
  const found = optionsOf(root, name).find((o) => o.dataset['value'] === value);
  if (!found) throw new Error(`${name} has no ${value} option`);
  return found;
}

/** Waits until every element below `root` has rendered. */
export async function settled(root: Element): Promise<void> {
  for (const el of deepAll<HTMLElement & { updateComplete?: Promise<unknown> }>(root, '*')) if (el.updateComplete) await el.updateComplete;
  await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
}

export interface MountOptions {
  lang: string;
  dir?: 'ltr' | 'rtl';
  staff?: StaffMember[];
  lines?: DisplayLine[];
  /** tip-checkout's `tip-mode` (default `each`). */
  tipMode?: 'each' | 'team';
  /** Answer the first proposals request (and its retry) with 503. */
  failProposals?: boolean;
  /** The sandbox's fee model (default: no point-of-sale fee). */
  fees?: SandboxOptions['fees'];
}

/**
 * A host page: a `lang` (and `dir`) wrapper, padded like a POS screen's panel, holding a full
 * checkout on a fresh sandbox. Resolves once the checkout shows the proposals (or their failure).
 */
export async function mountCheckout(options: MountOptions) {
  const svc = service({ fees: options.fees });
  if (options.failProposals) svc.sandbox.failNext(2, { operations: ['proposals'] });
  const host = await fixture<HTMLElement>(html`<main lang=${options.lang} dir=${options.dir ?? 'ltr'} style="padding: 12px; max-width: 100%">
    <tip-checkout location-id=${DEMO_LOCATION_ID} tip-mode=${options.tipMode ?? 'each'} .client=${svc.client} .customer=${customer}
      .staff=${options.staff ?? team} .lines=${options.lines ?? bill}>
      <section style="padding: 14px; display: grid; gap: 20px">
        <staff-tip-list style="--tip-list-max-height: none"></staff-tip-list>
        <checkout-summary></checkout-summary>
      </section>
    </tip-checkout>
  </main>`);
  const checkout = host.querySelector<TipCheckout>('tip-checkout')!;
  const answered = () => deepAll(host, '[role="radio"][data-value="low"]').length > 0 || deepAll(host, '[part~="retry"]').length > 0;
  await waitUntil(answered, 'the proposals (or their failure) are shown', { timeout: 5000 });
  await settled(host);
  return { host, checkout, svc };
}

/** Focuses the text box of `name`'s custom amount and types `text`, as a customer would. */
export async function typeCustom(root: Element, name: string, text: string): Promise<HTMLInputElement> {
  const inputs = deepAll(root, 'custom-tip-input').filter((el) => plain(el.getAttribute('label') ?? '').includes(name));
  const input = inputs[0]?.shadowRoot?.querySelector('input');
  if (!input) throw new Error(`no custom amount for ${name}`);
  input.focus();
  input.select();
  await sendKeys({ type: text });
  return input;
}

/** Counts every Lit update (one per element per render pass) while `run` runs and the page settles. */
export async function countUpdates(root: Element, run: () => Promise<void> | void): Promise<{ total: number; byTag: Record<string, number> }> {
  const proto = ReactiveElement.prototype as unknown as { update(changed: unknown): void };
  const original = proto.update;
  const byTag: Record<string, number> = {};
  proto.update = function (this: HTMLElement, changed: unknown) {
    byTag[this.localName] = (byTag[this.localName] ?? 0) + 1;
    return original.call(this, changed);
  };
  try {
    await run();
    await settled(root);
  } finally {
    proto.update = original;
  }
  return { total: Object.values(byTag).reduce((a, b) => a + b, 0), byTag };
}
