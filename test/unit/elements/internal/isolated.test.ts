/** A catalogue sentence as shown: its long isolated values in clamped `<bdi>`s, its text the catalogue's string exactly. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { TemplateResult } from 'lit';
import { sentence } from '../../../../src/elements/internal/isolated.js';
import { isolate } from '../../../../src/i18n/localize.js';

/** The text a result renders, and its `<bdi>`s' texts. */
function read(result: TemplateResult | string): { text: string; bdis: string[] } {
  if (typeof result === 'string') return { text: result, bdis: [] };
  const bdis: string[] = [];
  let text = '';
  const walk = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (typeof value === 'string') text += value;
    else {
      const template = value as TemplateResult;
      if (template.strings[0]!.includes('<bdi>')) bdis.push(template.values.join(''));
      template.values.forEach(walk);
    }
  };
  walk(result);
  return { text, bdis };
}

test('short values stay text: the sentence is the catalogue string itself', () => {
  const text = `Tip for ${isolate('Ana Lima\u202e')}: ${isolate('$20.00')}`;
  assert.equal(sentence(text), text);
  assert.equal(sentence('Continue without a tip'), 'Continue without a tip');
});

test('a long value is drawn in its own <bdi>, its FSI and PDI kept; the text is unchanged', () => {
  const name = 'W'.repeat(100_000);
  const text = `${isolate(name)} holds ${isolate('$10.60')}; refund at most that.`;
  const shown = read(sentence(text));
  assert.equal(shown.text, text);
  assert.deepEqual(shown.bdis, [isolate(name)]);
});

test('a value with isolates nested in it (a Latin currency sign in Arabic) is one value', () => {
  const long = `\u2068\u2066US$\u2069 ${'١'.repeat(30)}\u2069`;
  const text = `الإجمالي ${long}`;
  const shown = read(sentence(text));
  assert.equal(shown.text, text);
  assert.deepEqual(shown.bdis, [long]);
});
