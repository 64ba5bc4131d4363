// scripts/minify-templates.mjs: the `css` templates that ship lose their whitespace and comments,
// and nothing else; every other template is left as written.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { minifyCssPart, minifyCssTemplatesInSource, minifyHtmlPart } from '../../../scripts/minify-templates.mjs';

test('whitespace, comments and the last `;` of a block go', () => {
  const css = `
    /* a comment */
    :host {
      display: block;
      --_space: var(--tip-space, 8px);
    }
    td > .label,
    .a { gap: calc(var(--_space) * 2); }
  `;
  assert.equal(minifyCssPart(css), ':host{display:block;--_space:var(--tip-space,8px)}td>.label,.a{gap:calc(var(--_space)*2)}');
});

test('a space that is a combinator or separates values stays', () => {
  assert.equal(minifyCssPart(':host(:dir(rtl)) .toggle .chevron { margin: 0 auto; }'), ':host(:dir(rtl)) .toggle .chevron{margin:0 auto}');
  assert.equal(minifyCssPart('.a :hover { x: y }'), '.a :hover{x:y}');
  assert.equal(minifyCssPart('@media (hover: hover) and (min-width: 2em) { a { b: c } }'), '@media (hover:hover) and (min-width:2em){a{b:c}}');
  assert.equal(minifyCssPart('a { width: calc(100% + var(--x) - 2px); }'), 'a{width:calc(100% + var(--x) - 2px)}');
});

test('`*` and `/` lose their spaces inside parentheses only, where they are operators', () => {
  assert.equal(minifyCssPart('a { padding: calc(var(--s) * 0.5 + 1em) calc(var(--r) / 2); }'), 'a{padding:calc(var(--s)*.5 + 1em) calc(var(--r)/2)}');
  // Outside them `*` is a selector, and `.a * .b` is not `.a*.b`.
  assert.equal(minifyCssPart('.a * .b { grid-area: 1 / 2; }'), '.a * .b{grid-area:1 / 2}');
});

test("a number's leading zero and the space before `!important` go; a zero within a word, a number or after `-` stays", () => {
  assert.equal(minifyCssPart('a { opacity: 0.85; margin: 0 0.5em; font-size: 0.875em; animation: spin 0.8s linear; }'), 'a{opacity:.85;margin:0 .5em;font-size:.875em;animation:spin .8s linear}');
  assert.equal(minifyCssPart('a { width: calc(var(--s) * 0.5); x: 10.5px; y: -0.5em; z: a0.5; w: #0.5; }'), 'a{width:calc(var(--s)*.5);x:10.5px;y:-0.5em;z:a0.5;w:#0.5}');
  assert.equal(minifyCssPart('[a] { color: GrayText !important; }'), '[a]{color:GrayText!important}');
  // In a string it is text; after a `${…}` it may be a number's end (`${1}0.5`).
  assert.equal(minifyCssPart('a { content: "0.5 !x"; }'), 'a{content:"0.5 !x"}');
  assert.equal(minifyCssPart('0.5em', false, true), '0.5em');
});

test("an attribute selector's value loses its quotes when it is an identifier, and only then", () => {
  assert.equal(minifyCssPart(".a[aria-checked='true'] .b, [part~=\"fee\"], [x|='-y_1'] { z: w; }"), '.a[aria-checked=true] .b,[part~=fee],[x|=-y_1]{z:w}');
  // Not an identifier (a space, a digit or `--` first, empty, an escape), a flag after it, a string elsewhere: kept.
  assert.equal(minifyCssPart("[a='x y'],[a='1x'],[a='--x'],[a=''],[a='x\\y'],[a='x' i]{content:'x'}"), "[a='x y'],[a='1x'],[a='--x'],[a=''],[a='x\\y'],[a='x' i]{content:'x'}");
});

test('strings and escapes are kept byte for byte', () => {
  assert.equal(minifyCssPart(".a[part~='x  y'] { content: \"a ; b\"; }"), ".a[part~='x  y']{content:\"a ; b\"}");
  assert.equal(minifyCssPart('.a\\ b { x: y }'), '.a\\ b{x:y}');
});

test('a space next to a ${…} stays; a part it cannot read is left alone', () => {
  assert.equal(minifyCssPart('\n  td  .label\n  ', false, false), ' td .label ');
  assert.equal(minifyCssPart('\n  td { x: y }\n  ', true, false), 'td{x:y}');
  assert.equal(minifyCssPart('a { content: "open }', true, true), undefined);
  assert.equal(minifyCssPart('a { x: y } /* open', true, true), undefined);
});

test('only `css`, `html` and `svg` templates change, and the source still parses to the same code elsewhere', () => {
  const source = [
    "import { css, html } from 'lit';",
    'const s = unsafeCSS(".x");',
    'export const styles = css`\n  ${s} :is(a, b) {\n    color: red;\n  }\n`;',
    'export const view = html`\n  <p>  a ${1} b </p>\n`;',
    'const other = `\n  keep  me\n`;',
  ].join('\n');
  const out = minifyCssTemplatesInSource(source, 'x.ts');
  assert.ok(out.includes('css`${s} :is(a,b){color:red}`'), out);
  // html: each line break with its indentation is one space; spaces within a line stay.
  assert.ok(out.includes('html` <p>  a ${1} b </p> `'), out);
  assert.ok(out.includes('`\n  keep  me\n`'), out);
});

test('every shipped style sheet changes, and only in its `css` templates', () => {
  for (const file of ['src/elements/internal/shared.ts', 'src/elements/internal/back-office.styles.ts', 'src/elements/checkout/checkout-summary/checkout-summary.styles.ts']) {
    const source = readFileSync(file, 'utf8');
    const out = minifyCssTemplatesInSource(source, file);
    assert.ok(out.length < source.length, file);
    // Outside the templates, the code is the same.
    const outside = (text: string) => text.replace(/css`[^`]*`/g, 'css``');
    assert.equal(outside(out), outside(source), file);
  }
});

test('an `html` part: a run of whitespace with a line break in it is one space, nothing else changes', () => {
  assert.equal(minifyHtmlPart('<div\n      role="radio"\n      class="a  b"\n    ><span>x</span\n    >'), '<div role="radio" class="a  b" ><span>x</span >');
  assert.equal(minifyHtmlPart('a  b\t c'), 'a  b\t c');
  assert.equal(minifyHtmlPart(' \n\n  '), ' ');
  assert.equal(minifyHtmlPart('\\n stays'), '\\n stays');
});
