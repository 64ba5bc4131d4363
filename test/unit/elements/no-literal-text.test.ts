/**
 * Every word an element shows or announces comes from the message catalogue: this reads the
 * elements' source and fails on literal text in their `html` templates (between tags, or in an
 * attribute a screen reader reads out) and on any English catalogue text written into their code,
 * the checkout's (`en`), the back office's (`enBackOffice`), Display mode's (`enDisplay`) and the
 * simulated tablet's (`enDevice`) and the customer screen's (`enScreen`) alike. The elements are
 * those of src/elements, the customer screen's (src/screen) and the developer tools' (src/devtools:
 * the simulated tablet).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { enBackOffice } from '../../../src/i18n/back-office.js';
import { enDevice } from '../../../src/devtools/display-device/messages.js';
import { enDisplay } from '../../../src/i18n/display.js';
import { en } from '../../../src/i18n/messages.js';
import { enScreen } from '../../../src/i18n/screen.js';

const SPOKEN_ATTRIBUTES = ['aria-label', 'aria-description', 'aria-roledescription', 'aria-valuetext', 'title', 'placeholder', 'alt', 'label'];

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return path.endsWith('.ts') && !path.endsWith('.styles.ts') ? [path] : [];
  });
}

/**
 * The source read as a JavaScript scanner would: comments dropped, and every string literal and
 * every static chunk of a template literal collected. A template's chunks are joined with \0
 * where its `${…}` expressions were; `tag` is the identifier before the backtick (`html`, `svg`, …).
 */
function scan(source: string): { literals: string[]; templates: Array<{ tag: string; text: string }> } {
  const literals: string[] = [];
  const templates: Array<{ tag: string; text: string }> = [];
  let i = 0;

  const quoted = (quote: string): void => {
    let text = '';
    for (i++; i < source.length && source[i] !== quote; i++) {
      if (source[i] === '\\') text += source[++i];
      else text += source[i];
    }
    i++;
    literals.push(text);
  };
  const template = (tag: string): void => {
    let text = '';
    for (i++; i < source.length && source[i] !== '`'; i++) {
      if (source[i] === '\\') text += source[++i];
      else if (source[i] === '$' && source[i + 1] === '{') {
        i += 2;
        code('}');
        i--; // code() stopped past the closing brace; the loop steps on from there
        text += '\0';
      } else text += source[i];
    }
    i++;
    literals.push(...text.split('\0'));
    templates.push({ tag, text });
  };
  /** Scans code until `end` (a closing brace of a template expression) or the end of the source. */
  const code = (end?: string): void => {
    let depth = 0;
    while (i < source.length) {
      const c = source[i]!;
      if (c === '/' && source[i + 1] === '/') i = source.indexOf('\n', i) === -1 ? source.length : source.indexOf('\n', i);
      else if (c === '/' && source[i + 1] === '*') i = source.indexOf('*/', i + 2) + 2;
      else if (c === "'" || c === '"') quoted(c);
      else if (c === '`') template(/(\w+)\s*$/.exec(source.slice(Math.max(0, i - 20), i))?.[1] ?? '');
      else {
        if (c === '{') depth++;
        if (c === '}') {
          if (depth === 0 && end) return void i++;
          depth--;
        }
        i++;
      }
    }
  };
  code();
  return { literals, templates };
}

// The simulated tablet's English lives beside it (messages.ts), as the other areas' English lives in src/i18n.
const files = [...sources('src/elements'), ...sources('src/screen'), ...sources('src/devtools').filter((file) => !file.endsWith('/messages.ts'))];

test('the element sources are found and scanned', () => {
  assert.ok(files.length >= 5, files.join(', '));
  for (const element of ['src/elements/display/tip-device-pairing/tip-device-pairing.ts', 'src/screen/tip-customer-screen.ts', 'src/devtools/display-device/tip-display-device.ts']) {
    assert.ok(files.includes(element), `${element} is scanned`);
  }
  // tip-proposals draws its options in its own folder's modules: every one of them is scanned.
  const folder = files.filter((file) => file.startsWith('src/elements/checkout/tip-proposals/'));
  const templates = folder.flatMap((file) => scan(readFileSync(file, 'utf8')).templates);
  assert.ok(templates.filter((t) => t.tag === 'html').length >= 5, 'tip-proposals has html templates');
});

test('no literal text in any html template: between tags, or in an attribute that is read out', () => {
  const found: string[] = [];
  for (const file of files) {
    for (const { tag, text } of scan(readFileSync(file, 'utf8')).templates) {
      if (tag !== 'html') continue;
      const markup = text.replace(/<!--[\s\S]*?-->/g, '');
      for (const element of markup.match(/<[^>]*>/g) ?? []) {
        for (const [, name, value] of element.matchAll(/([\w-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g)) {
          if (SPOKEN_ATTRIBUTES.includes(name!) && /\p{L}/u.test(value ?? '')) found.push(`${file}: ${name}="${value}"`);
        }
      }
      for (const between of markup.replace(/<[^>]*>/g, '\0').split('\0')) {
        const words = between.replace(/&[a-z]+;|&#\d+;/g, '').trim();
        if (/\p{L}/u.test(words)) found.push(`${file}: text "${words}"`);
      }
    }
  }
  assert.deepEqual(found, []);
});

test('no English catalogue text in the elements\' code (comments aside)', () => {
  // Whole messages, and the pieces of two words or more between a message's names and amounts
  // ("Custom tip for"): single words such as "fee" are also the names of parts and classes.
  const marker = '\u0001';
  const texts = [...Object.values(en), ...Object.values(enBackOffice), ...Object.values(enDisplay), ...Object.values(enDevice), ...Object.values(enScreen)].flatMap((value) =>
    typeof value === 'function'
      ? (value as (...args: unknown[]) => string)(marker, marker)
          .split(marker)
          .filter((piece) => (piece.match(/\p{L}+/gu) ?? []).length >= 2)
      : [value],
  );
  const pieces = [...new Set(texts.map((t) => t.trim()))].filter((piece) => /\p{L}{3}/u.test(piece));
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const found: string[] = [];
  for (const file of files) {
    // A constructor call inside a script's source (EARLY_TAPS_SCRIPT's `new Intl.NumberFormat(`) is code, not text.
    const literals = scan(readFileSync(file, 'utf8')).literals.map((literal) => literal.replace(/\bnew [A-Z][\w.]*\(/g, '('));
    for (const piece of pieces) {
      // A piece joined to an identifier by a hyphen or underscore ("new" in `new-staff`) is code, not text.
      const word = new RegExp(`(?<![\\p{L}\\d_-])${escape(piece)}(?![\\p{L}\\d_-])`, 'u');
      for (const literal of literals) if (word.test(literal)) found.push(`${file}: "${piece}" in '${literal.trim().slice(0, 60)}'`);
    }
  }
  assert.deepEqual(found, []);
});
