// scripts/lit-templates.mjs: the options both builds of what ships minify Lit's templates with.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { minifyHTMLLiterals } from '@lit-labs/rollup-plugin-minify-html-literals/lib/minify-html-literals.js';
import { templateMinifyOptions } from '../../../scripts/lit-templates.mjs';

const minify = async (source: string) => (await minifyHTMLLiterals(source, { ...templateMinifyOptions, fileName: 'x.js' }))?.code ?? source;

test('an `svg` template keeps its elements empty (`<rect/>` does not come to hold the `<path/>` after it)', async () => {
  const out = await minify('svg`\n  <rect x="1" width="2" />\n  <path d="M0 0h1" />\n`;');
  assert.equal(out, 'svg`<rect x="1" width="2"/><path d="M0 0h1"/>`;');
});

test('`html` and `css` templates lose their indentation, comments and the spaces CSS does not need; bindings stay', async () => {
  const out = await minify('html`\n  <p class="a">\n    ${x}\n  </p>\n`; css`\n  :host {\n    /* c */\n    gap: ${y};\n  }\n`;');
  assert.equal(out, 'html`<p class="a">${x}</p>`; css`:host{gap:${y}}`;');
});
