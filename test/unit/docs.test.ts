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

/** The repository package.json names (`repository.url`), as a browser opens it. */
export const REPOSITORY = String(JSON.parse(readFileSync(join(repo, 'package.json'), 'utf8')).repository?.url ?? '')
  .replace(/^git\+/, '')
  .replace(/\.git$/, '');

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
  // A link to this repository's files on GitHub (README.md's, which also reads on the registry) is checked as the file.
  const inRepository = REPOSITORY ? new RegExp(`^${REPOSITORY.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/(?:blob|raw|tree)/main/`) : undefined;
  for (const linked of targets) {
    const fromRoot = inRepository?.test(linked) === true;
    const target = fromRoot ? linked.replace(inRepository!, '') : linked;
    if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('//')) continue; // https:, mailto: ...
    const [pathPart = '', hash] = target.split('#', 2) as [string, string | undefined];
    const samePage = pathPart === '';
    const file = samePage ? join(root, page) : join(root, fromRoot ? '' : dirname(page), decodeURIComponent(pathPart));
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

  it('the link check reads a link to the repository\'s files on GitHub as the file', () => {
    assert.deepEqual(deadLinks('README.md', `[ok](${REPOSITORY}/blob/main/docs/install.md#entry-points) [dead](${REPOSITORY}/blob/main/docs/nothing.md)`), [
      'README.md: docs/nothing.md (no docs/nothing.md)',
    ]);
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

/** Every file of src/ under it (relative paths), test files left out. */
function sourceFiles(dir = 'src'): string[] {
  return readdirSync(join(repo, dir), { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? sourceFiles(`${dir}/${entry.name}`) : /\.(test|stories)\./.test(entry.name) ? [] : [`${dir}/${entry.name}`],
  );
}

/**
 * The files `text` cites that a consumer of the package cannot open: a Markdown page other than the
 * README (docs/, the design's API.md; a link to the repository is fine), a path in the repository's
 * tests, scripts, bench, demo or stories, and a source file (`x.ts`, `./x.ts`, `src/…/x.ts`) that
 * does not ship (no such source, or one package.json's `files` leaves out: a locale's meta.ts).
 */
export function unshippedCitations(text: string, sources: readonly string[]): string[] {
  const withoutUrls = text.replace(/\bhttps?:\/\/[^\s)'"`>]+/g, '');
  const found: string[] = [];
  for (const [md] of withoutUrls.matchAll(/(?<![\w/.<>-])(?:[\w.<>-]+\/)*[\w.-]+\.md\b/g)) if (md !== 'README.md') found.push(md);
  for (const [path] of withoutUrls.matchAll(/(?<![\w/.-])(?:\.\/)?(?:test|tests|scripts|bench|demo|stories)\/[\w./<>*-]+/g)) found.push(path);
  const shipped = sources.filter((s) => !/\/meta\.ts$/.test(s));
  for (const [ts] of withoutUrls.matchAll(/(?<![\w/.<>-])(?:\.{1,2}\/)*(?:[\w<>-]+\/)*[\w-]+(?:\.[\w-]+)*\.ts\b/g)) {
    if (/^(?:test|tests|scripts|bench|demo|stories)\//.test(ts) || ts.endsWith('.d.ts')) continue;
    const tail = ts.replace(/^(?:\.{1,2}\/)+/, '').replace(/^src\//, '');
    const pattern = new RegExp(`(^|/)${tail.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/<[\w-]+>/g, '[^/]+')}$`);
    if (!shipped.some((s) => pattern.test(s))) found.push(ts);
  }
  return found;
}

describe('what ships cites only what ships', () => {
  const sources = sourceFiles();

  it('no comment of the shipped sources (their .js and .d.ts keep them) and no line of README.md cites a file the package does not hold', () => {
    const problems = [
      ...sources.filter((s) => s.endsWith('.ts') && !/\/meta\.ts$/.test(s)).flatMap((s) => unshippedCitations(readFileSync(join(repo, s), 'utf8'), sources).map((c) => `${s}: ${c}`)),
      ...unshippedCitations(readFileSync(join(repo, 'README.md'), 'utf8'), sources).map((c) => `README.md: ${c}`),
    ];
    assert.deepEqual(problems, []);
  });

  it('the citation check finds a design page, a docs page, a test, a script and a source that does not ship', () => {
    const text = [
      '/** API.md `staff`; see docs/ssr.md and [docs](https://example.com/docs/ssr.md). */',
      '// test/unit/x.test.ts checks it; scripts/size.mjs measures it; ./money.ts and src/money/split.ts ship',
      '// locales/<tag>/meta.ts is left out; nothing.ts is nowhere; README.md ships',
    ].join('\n');
    assert.deepEqual(unshippedCitations(text, ['src/money/money.ts', 'src/money/split.ts', 'src/i18n/locales/de/meta.ts']), [
      'API.md', 'docs/ssr.md', 'test/unit/x.test.ts', 'scripts/size.mjs', 'locales/<tag>/meta.ts', 'nothing.ts',
    ]);
  });

  it(`README.md (on the registry too) links to the repository, not to relative paths: package.json's repository is ${REPOSITORY || 'missing'}`, () => {
    assert.match(REPOSITORY, /^https:\/\/github\.com\/[\w.-]+\/[\w.-]+$/);
    const readme = readFileSync(join(repo, 'README.md'), 'utf8');
    const relative = [...prose(readme).matchAll(/!?\[(?:[^\]\\]|\\.)*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)]
      .map((m) => m[1]!)
      .filter((target) => !/^[a-z][a-z0-9+.-]*:/i.test(target) && !target.startsWith('#'));
    assert.deepEqual(relative, []);
  });
});

/**
 * The sizes a page quotes by hand: every `<n> KB` / `<n> kB` / `<n> MB` outside the blocks a script
 * writes (`<!-- size:start -->`, `<!-- locale-sizes:start -->`, `<!-- bench:start -->`, … `:end -->`)
 * and outside code, less the sizes that are inputs or limits rather than measurements (`allowed`).
 */
export function handTypedSizes(markdown: string, allowed: readonly RegExp[]): string[] {
  const outside = prose(markdown.replace(/<!-- ([\w:-]+):start[^>]*-->[\s\S]*?<!-- \1:end -->/g, ''));
  return [...outside.matchAll(/[^.\n]*?\b\d[\d,.]*\s?(?:KB|kB|MB)\b[^.\n]*/g)].map((m) => m[0].trim()).filter((s) => !allowed.some((a) => a.test(s)));
}

describe('sizes in the docs come from the scripts that measure them', () => {
  /** Sizes that are not measurements of the package: inputs a test sends, and limits a test sets. */
  const INPUTS_AND_LIMITS = [/a 100 KB name/, /a 42 KB +request/, /a maximum-size intent, 100 tips with 1 KiB names, is about 1 MB by this estimate/, /1\.1 KB each with two tips: some 11 MB/, /fails above 470 kB packed/];

  it('no page quotes a size by hand outside a generated block (size.mjs --write-docs, the bench\'s --save)', () => {
    assert.deepEqual(pages.flatMap((page) => handTypedSizes(readFileSync(join(repo, page), 'utf8'), INPUTS_AND_LIMITS).map((s) => `${page}: ${s}`)), []);
  });

  it('the check finds a size typed in prose, and none in a generated block or in code', () => {
    const markdown = ['`import x` costs 12.3 KB more.', '<!-- size:start (by a script) -->', '| page | 29.80 KB |', '<!-- size:end -->', '```', '// 3 KB', '```'].join('\n');
    assert.deepEqual(handTypedSizes(markdown, []), ['costs 12.3 KB more']);
  });
});
