// The TypeScript and JavaScript code blocks of README.md and docs/*.md, as a reader copies them.
// A block that is not a whole module (a line of JSX for a framework's template, say) says so with
// `<!-- fragment -->` on the line before its fence, and is not type-checked. A block whose first
// line is a comment naming a file (`// hydrate.ts`, `// src/env.d.ts`) is that file, so that the
// blocks of one page can import each other as the page shows.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export const CODE_LANGS = new Set(['ts', 'typescript', 'tsx', 'js', 'javascript', 'jsx', 'mjs']);
export const FRAGMENT_MARKER = '<!-- fragment -->';

/** README.md and every docs/*.md, from the repository's root. */
export function docPages(root) {
  return ['README.md', ...readdirSync(join(root, 'docs')).filter((f) => f.endsWith('.md')).map((f) => `docs/${f}`)].sort();
}

/**
 * The fenced code blocks of `markdown` in a code language: `lang`, `line` (the fence's line, from
 * 1: the block's first line is `line + 1`), `code`, `fragment` (the marker is on the line before
 * the fence) and `file` (the file its first-line comment names, if any).
 */
export function codeBlocks(markdown) {
  const lines = markdown.split('\n');
  const blocks = [];
  for (let i = 0; i < lines.length; i++) {
    const open = /^(```|~~~)(\w*)/.exec(lines[i]);
    if (!open) continue;
    const end = lines.findIndex((l, j) => j > i && l.startsWith(open[1]));
    const close = end === -1 ? lines.length : end;
    const code = lines.slice(i + 1, close).join('\n');
    if (CODE_LANGS.has(open[2])) {
      const file = /^\/\/ ((?:[\w-]+\/)*[\w.-]+\.(?:d\.ts|ts|tsx|js|mjs))\s*$/.exec(lines[i + 1] ?? '')?.[1];
      blocks.push({ lang: open[2], line: i + 1, code, fragment: lines[i - 1]?.trim() === FRAGMENT_MARKER, ...(file ? { file } : {}) });
    }
    i = close;
  }
  return blocks;
}

/** The file extension a block is checked as. */
export function extensionOf(lang) {
  return { ts: 'ts', typescript: 'ts', tsx: 'tsx', js: 'js', javascript: 'js', jsx: 'jsx', mjs: 'mjs' }[lang];
}

export function readPage(root, page) {
  return readFileSync(join(root, page), 'utf8');
}
