// defineAll (src/elements/internal/define-all.ts), the one registration loop of every entry point,
// against a registry that records what it is asked.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { defineAll, type ElementRegistry } from '../../../../src/elements/internal/define-all.js';

class A {}
class B {}
const asElement = (c: unknown) => c as CustomElementConstructor;

function recorder(already: Record<string, unknown> = {}) {
  const defined = new Map(Object.entries(already));
  const calls: string[] = [];
  const registry: ElementRegistry = {
    get: (tag) => defined.get(tag) as CustomElementConstructor | undefined,
    define: (tag, element) => {
      calls.push(tag);
      defined.set(tag, element);
    },
  };
  return { registry, calls, defined };
}

describe('defineAll', () => {
  it('defines every entry in order', () => {
    const { registry, calls, defined } = recorder();
    defineAll(registry, [
      ['tip-a', asElement(A)],
      ['tip-b', asElement(B)],
    ]);
    assert.deepEqual(calls, ['tip-a', 'tip-b']);
    assert.equal(defined.get('tip-b'), B);
  });

  it('leaves a tag that is already defined alone, and may be called again', () => {
    const { registry, calls, defined } = recorder({ 'tip-a': class Other {} });
    const entries = [
      ['tip-a', asElement(A)],
      ['tip-b', asElement(B)],
    ] as const;
    defineAll(registry, entries);
    defineAll(registry, entries);
    assert.deepEqual(calls, ['tip-b']);
    assert.notEqual(defined.get('tip-a'), A);
  });

  it('does nothing without a registry (Node, SSR)', () => {
    assert.doesNotThrow(() => defineAll(undefined, [['tip-a', asElement(A)]]));
  });
});
