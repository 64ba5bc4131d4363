// The docs where readers look: README.md and docs/*.md.
// - docs/api.md is what the sources' custom-elements.json generates (scripts/api-docs.mjs), so no
//   table of properties, events, parts or custom properties is kept by hand;
// - no relative link or image is dead: its file or folder exists, and a `#heading` into a
//   Markdown page names one of that page's headings (GitHub's anchors);
// - README.md stays short, and every page is also a Storybook docs page (stories/docs/).
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, it } from 'node:test';
import { API_PAGE, analyzeSources, renderApiDocs } from '../../scripts/api-docs.mjs';
import { DOC_PAGES } from '../../stories/docs/pages.js';

const repo = fileURLToPath(new URL('../../', import.meta.url));
const pages = ['README.md', ...readdirSync(join(repo, 'docs')).filter((f) => f.endsWith('.md')).map((f) => `docs/${f}`)].sort();

/** Markdown without its fenced code blocks and inline code spans (links there are examples). */
function prose(markdown: string): string {
  return markdown
    .replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/(`+)[\s\S]*?\1/g, '');
}

/** The anchors GitHub gives a page's headings: lower case, punctuation dropped, spaces to `-`, repeats numbered. */
export function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  const withoutFences = markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '');
  for (const [, heading] of withoutFences.matchAll(/^#{1,6}[ \t]+(.+?)[ \t#]*$/gm)) {
    const base = heading!
      .replace(/`/g, '')
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\p{M} _-]/gu, '')
      .replace(/ /g, '-');
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count === 0 ? base : `${base}-${count}`);
  }
  return anchors;
}

/** Every dead relative link or image of `page` (a path from the repository's root), as readable problems. */
export function deadLinks(page: string, markdown: string, root = repo): string[] {
  const problems: string[] = [];
  const targets = [...prose(markdown).matchAll(/!?\[(?:[^\]\\]|\\.)*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map((m) => m[1]!);
  for (const target of targets) {
    if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('//')) continue; // https:, mailto: ...
    const [pathPart = '', hash] = target.split('#', 2) as [string, string | undefined];
    const samePage = pathPart === '';
    const file = samePage ? join(root, page) : join(root, dirname(page), decodeURIComponent(pathPart));
    const shown = relative(root, file) || '.';
    if (!samePage && !existsSync(file)) {
      problems.push(`${page}: ${target} (no ${shown})`);
      continue;
    }
    if (hash !== undefined && file.endsWith('.md')) {
      const anchors = anchorsOf(samePage ? markdown : readFileSync(file, 'utf8'));
      if (!anchors.has(decodeURIComponent(hash))) problems.push(`${page}: ${target} (no heading #${hash} in ${shown})`);
    }
  }
  return problems;
}

describe('docs', () => {
  it('docs/api.md is what the sources generate (run `node scripts/api-docs.mjs` after changing an element)', () => {
    const generated = renderApiDocs(analyzeSources());
    assert.ok(existsSync(API_PAGE), 'docs/api.md is missing: run `node scripts/api-docs.mjs`');
    const committed = readFileSync(API_PAGE, 'utf8');
    if (committed !== generated) {
      const a = committed.split('\n');
      const b = generated.split('\n');
      const line = a.findIndex((text, i) => text !== b[i]);
      assert.fail(
        `docs/api.md differs from what custom-elements.json generates, first at line ${line + 1}:\n` +
          `  committed: ${a[line] ?? '(end of file)'}\n  generated: ${b[line] ?? '(end of file)'}\n` +
          'run `node scripts/api-docs.mjs` and commit docs/api.md',
      );
    }
  });

  it('the generated page names no source or dist path (they move; the tags and classes are the API)', () => {
    const page = readFileSync(API_PAGE, 'utf8');
    assert.deepEqual(page.match(/\b(?:src|dist)\/[\w/.-]+/g) ?? [], []);
  });

  it(`no dead relative link or anchor in README.md and docs/ (${pages.length} pages)`, () => {
    assert.deepEqual(pages.flatMap((page) => deadLinks(page, readFileSync(join(repo, page), 'utf8'))), []);
  });

  it('the link check finds a missing file, a missing folder and a missing heading', () => {
    const page = 'docs/example.md';
    const markdown = [
      '# Example', '## The back office\'s proxy: `allow`', '',
      '[ok](install.md) [ok](../README.md) [ok](../src/) [ok](#example) [ok](#the-back-offices-proxy-allow)',
      '[ok](proxy.md#the-back-offices-proxy) [ok](https://example.com/nothing.md) `[code](nothing.md)`',
      '[dead](nothing.md) ![dead](nothing.png) [dead](../no-folder/) [dead](#nowhere) [dead](proxy.md#nowhere)',
      '```', '[code](nothing.md)', '```',
    ].join('\n');
    assert.deepEqual(deadLinks(page, markdown), [
      'docs/example.md: nothing.md (no docs/nothing.md)',
      'docs/example.md: nothing.png (no docs/nothing.png)',
      'docs/example.md: ../no-folder/ (no no-folder)',
      'docs/example.md: #nowhere (no heading #nowhere in docs/example.md)',
      'docs/example.md: proxy.md#nowhere (no heading #nowhere in docs/proxy.md)',
    ]);
  });

  it('README.md is at most 200 lines', () => {
    const lines = readFileSync(join(repo, 'README.md'), 'utf8').replace(/\n$/, '').split('\n').length;
    assert.ok(lines <= 200, `README.md has ${lines} lines`);
  });

  it('every page is a Storybook docs page: stories/docs/<page>.mdx renders it under its title', () => {
    assert.deepEqual(Object.keys(DOC_PAGES).sort(), pages, 'stories/docs/pages.ts lists every page');
    const problems: string[] = [];
    for (const [page, title] of Object.entries(DOC_PAGES)) {
      const mdx = join(repo, 'stories/docs', `${page === 'README.md' ? 'introduction' : page.slice('docs/'.length, -'.md'.length)}.mdx`);
      const text = existsSync(mdx) ? readFileSync(mdx, 'utf8') : '';
      if (!text.includes(`from "../../${page}?raw"`)) problems.push(`${relative(repo, mdx)} does not import ${page}?raw`);
      if (!text.includes(`<Meta title="${title}" />`)) problems.push(`${relative(repo, mdx)} is not titled "${title}"`);
      if (!text.includes(`markdownOptions("${page}")`)) problems.push(`${relative(repo, mdx)} does not resolve links from ${page}`);
    }
    assert.deepEqual(problems, []);
  });
});
