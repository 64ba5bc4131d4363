/**
 * Names and amounts as every element shows them. Each is isolated for bidirectional text, so
 * nothing in a name (a right-to-left override, a stray isolate control) reaches the amount
 * beside it, and a long one is clamped to two lines (a 100 KB name stays two lines high and never
 * wider than its container). The full text stays in the DOM: assistive technology reads the
 * whole name, only its drawing is clamped.
 */
import { css, html, type TemplateResult } from 'lit';
import { balanceBidi } from '../../i18n/localize.js';

const FSI = '\u2068';
const PDI = '\u2069';

/**
 * An isolated value of a sentence longer than this many UTF-16 units is drawn in a clamped
 * `<bdi>`; a shorter one (an amount, a percent, most names) fits two lines of the narrowest
 * container and stays text, isolated by its FSI … PDI, at no cost in templates.
 */
const LONG = 24;

/**
 * A name (or any value the host gave: a product, a reason, a customer) shown on its own goes in a
 * `<bdi>` of the element's template, its isolate controls paired: `<bdi>${balanceBidi(name)}</bdi>`.
 * (A `<bdi>` is an isolate, but a stray PDI inside it still closes it early, as in a string.)
 */
export { balanceBidi };

/**
 * A catalogue sentence as shown. The catalogue isolates every name, amount and percent it places
 * (FSI … PDI, `LocalizeController.isolate` and `money`, which pair the controls inside first), so
 * the sentence reads in the right order whatever the value holds. A value longer than `LONG` is
 * also drawn in its own `<bdi>`, clamped like a name's, its FSI and PDI kept: the text, and the
 * accessible name or announcement made of it, is the catalogue's string exactly. Such a sentence
 * comes in one `<span>` (one item in a flex container: an alert, a button).
 */
export function sentence(text: string): TemplateResult | string {
  if (text.length <= LONG || !text.includes(FSI)) return text;
  const parts: Array<string | TemplateResult> = [];
  let plain = '';
  let depth = 0;
  let start = 0;
  for (let index = 0; index < text.length; index++) {
    const char = text[index];
    if (char === FSI || char === '\u2066' || char === '\u2067') {
      if (depth === 0) {
        plain += text.slice(start, index);
        start = index;
      }
      depth++;
    } else if (char === PDI && depth > 0 && --depth === 0) {
      const value = text.slice(start, index + 1);
      if (value.length - 2 > LONG) {
        if (plain) parts.push(plain);
        parts.push(html`<bdi>${value}</bdi>`);
        plain = '';
      } else {
        plain += value;
      }
      start = index + 1;
    }
  }
  plain += text.slice(start);
  if (parts.length === 0) return plain;
  if (plain) parts.push(plain);
  return html`<span>${parts}</span>`;
}

/**
 * Every `<bdi>` of an element: an inline block (its own bidirectional paragraph, on the text's
 * baseline by its first line), at most as wide as its container, breaking anywhere, two lines
 * high at most. `overflow: clip` hides the rest without making a scroll container.
 */
export const isolatedStyles = css`
  bdi {
    display: inline-block;
    max-width: 100%;
    max-height: 2lh;
    overflow: clip;
    overflow-wrap: anywhere;
    baseline-source: first;
  }
`;

/** The class of a summary's amount cell: one that holds words ("Choose a tip") may wrap; money (isolated: FSI first) never does. */
export const wordsClass = (text: string): string => (text.startsWith(FSI) ? '' : 'words');
