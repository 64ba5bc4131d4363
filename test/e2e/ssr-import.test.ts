/**
 * Importing `tip-elements` in Node, as SSR frameworks do: nothing throws, no DOM globals
 * appear, and the public exports are there to use. Lit's Node build installs its own SSR
 * registry shim (@lit-labs/ssr-dom-shim) as `globalThis.customElements` when lit is imported;
 * the elements are registered there, as every Lit element is, so that Lit SSR can render them.
 * Without any registry, `defineElements()` does nothing.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';

test('src/index.ts imports in Node without a DOM and exports the public API', async () => {
  assert.equal(typeof (globalThis as { customElements?: unknown }).customElements, 'undefined');
  assert.equal(typeof (globalThis as { window?: unknown }).window, 'undefined');
  const api = await import('../../src/index.js');

  for (const name of ['TipCheckout', 'StaffTipList', 'TipProposals', 'CustomTipInput', 'CheckoutSummary', 'TipDevicePairing']) {
    assert.equal(typeof api[name as keyof typeof api], 'function', `${name} is exported`);
  }
  for (const name of ['TipChangeEvent', 'TipIntentEvent', 'TipErrorEvent', 'TipSkipEvent']) {
    assert.equal(typeof api[name as keyof typeof api], 'function', `${name} is exported`);
  }
  assert.equal(new api.TipSkipEvent().type, 'tip-skip');
  assert.ok(api.checkoutContext, 'checkoutContext is exported');
  assert.equal(typeof api.createDataClient, 'function');
  assert.equal(typeof api.TipError, 'function');
  assert.equal(typeof api.isAbort, 'function');
  assert.equal(api.formatCents(12840, 'USD', 'en-US'), '$128.40');
  assert.equal(api.toCents(0.1) + api.toCents(0.2), 30);

  assert.equal(typeof (globalThis as { window?: unknown }).window, 'undefined', 'no window appeared');
  assert.equal(typeof (globalThis as { document?: unknown }).document, 'undefined', 'no document appeared');
  const { customElements: shim } = await import('@lit-labs/ssr-dom-shim');
  assert.equal(globalThis.customElements, shim, 'the only registry is the one lit installs for SSR');
  assert.equal(shim.get('tip-checkout'), api.TipCheckout);
  assert.equal(shim.get('checkout-summary'), api.CheckoutSummary);
  assert.doesNotThrow(() => api.defineElements(), 'defining again leaves the defined tags alone');
});

test('defineElements does nothing without a customElements registry', async () => {
  const { defineElements } = await import('../../src/index.js');
  const saved = Object.getOwnPropertyDescriptor(globalThis, 'customElements');
  delete (globalThis as { customElements?: unknown }).customElements;
  try {
    assert.equal(typeof (globalThis as { customElements?: unknown }).customElements, 'undefined');
    assert.doesNotThrow(() => defineElements());
    assert.equal(typeof (globalThis as { customElements?: unknown }).customElements, 'undefined');
  } finally {
    if (saved) Object.defineProperty(globalThis, 'customElements', saved);
  }
});

test('defineElements registers every checkout tag once and leaves an already-defined tag alone; defineDisplayElements adds tip-device-pairing', async () => {
  const { defineDisplayElements, defineElements, TipCheckout, TipDevicePairing } = await import('../../src/index.js');
  const defined = new Map<string, unknown>();
  class Taken {}
  defined.set('checkout-summary', Taken);
  const registry = {
    get: (tag: string) => defined.get(tag),
    define: (tag: string, ctor: unknown) => {
      if (defined.has(tag)) throw new Error(`${tag} defined twice`);
      defined.set(tag, ctor);
    },
  };
  const saved = Object.getOwnPropertyDescriptor(globalThis, 'customElements');
  (globalThis as { customElements?: unknown }).customElements = registry;
  let checkoutOnly: string[] = [];
  try {
    defineElements();
    defineElements();
    checkoutOnly = [...defined.keys()];
    defineDisplayElements();
    defineDisplayElements();
  } finally {
    delete (globalThis as { customElements?: unknown }).customElements;
    if (saved) Object.defineProperty(globalThis, 'customElements', saved);
  }
  assert.deepEqual(checkoutOnly.sort(), ['checkout-summary', 'custom-tip-input', 'staff-tip-list', 'tip-checkout', 'tip-proposals']);
  assert.equal(defined.get('tip-device-pairing'), TipDevicePairing);
  assert.equal(defined.get('checkout-summary'), Taken);
  assert.equal(defined.get('tip-checkout'), TipCheckout);
});
