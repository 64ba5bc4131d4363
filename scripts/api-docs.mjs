// docs/api.md from custom-elements.json: one section per element with its properties,
// attributes, methods, events, slots, CSS parts and CSS custom properties. The tables are
// generated, never kept by hand; test/unit/docs.test.ts fails when the committed page differs
// from what the sources' manifest generates.
//
//   node scripts/api-docs.mjs                      regenerate: a fresh manifest from the sources, then docs/api.md
//   node scripts/api-docs.mjs --manifest <file>    from that manifest (scripts/build.mjs passes the one it just made)
//   node scripts/api-docs.mjs --check              exit 1 when docs/api.md is not what the sources generate
//
// The page names no source or dist path (they move; the tag and the class are the API).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = fileURLToPath(new URL('..', import.meta.url));
export const API_PAGE = join(repo, 'docs', 'api.md');

/**
 * A fresh manifest of the sources, made by the analyzer with the project's config into a
 * temporary directory inside the repository (the analyzer resolves `--outdir` against the
 * working directory). Throws with the analyzer's output when it fails.
 */
export function analyzeSources() {
  const dir = mkdtempSync(join(repo, '.manifest.next-docs-'));
  try {
    const result = spawnSync(
      process.execPath,
      ['node_modules/@custom-elements-manifest/analyzer/cem.js', 'analyze', '--quiet', '--config', 'custom-elements-manifest.config.mjs', '--outdir', relative(repo, dir)],
      { cwd: repo, encoding: 'utf8' },
    );
    if (result.status !== 0) throw new Error(`the Custom Elements Manifest analyzer failed (exit ${result.status}):\n${result.stdout}${result.stderr}`);
    return JSON.parse(readFileSync(join(dir, 'custom-elements.json'), 'utf8'));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Text for one table cell: one line, pipes escaped. */
function cell(value) {
  const text = String(value ?? '').replace(/\s*\n\s*/g, ' ').trim();
  return text.replace(/\|/g, '\\|');
}
const code = (value) => (value === undefined || value === null || value === '' ? '' : `\`${String(value).replace(/\s*\n\s*/g, ' ').replace(/\|/g, '\\|')}\``);

function table(head, rows) {
  if (rows.length === 0) return [];
  return [`| ${head.join(' | ')} |`, `|${head.map(() => '---').join('|')}|`, ...rows.map((r) => `| ${r.map(cell).join(' | ')} |`), ''];
}

/** The anchor GitHub and Storybook's Markdown give a heading `` `tag` `` : the tag itself. */
const anchorOf = (tag) => tag.toLowerCase().replace(/[^a-z0-9 -]/g, '').replace(/ /g, '-');

function section(decl) {
  const tag = decl.tagName;
  const out = [`## \`${tag}\``, '', `Class \`${decl.name}\`.`, ''];
  for (const text of [decl.summary, decl.description]) if (text && text.trim()) out.push(text.trim(), '');

  const members = decl.members ?? [];
  const fields = members.filter((m) => m.kind === 'field' && !m.static);
  const attributeOf = new Map((decl.attributes ?? []).filter((a) => a.fieldName).map((a) => [a.fieldName, a.name]));
  if (fields.length) {
    out.push('### Properties', '');
    out.push(
      ...table(
        ['property', 'attribute', 'type', 'default', 'description'],
        fields.map((f) => [
          code(f.name) + (f.readonly ? ' (read-only)' : ''),
          code(f.attribute ?? attributeOf.get(f.name)),
          code(f.type?.text),
          code(f.default),
          f.description,
        ]),
      ),
    );
  }
  // Attributes with no property of the same element (rare): listed on their own.
  const fieldNames = new Set(fields.map((f) => f.name));
  const lone = (decl.attributes ?? []).filter((a) => !a.fieldName || !fieldNames.has(a.fieldName));
  if (lone.length) {
    out.push('### Attributes', '');
    out.push(...table(['attribute', 'type', 'default', 'description'], lone.map((a) => [code(a.name), code(a.type?.text), code(a.default), a.description])));
  }
  const methods = members.filter((m) => m.kind === 'method' && !m.static);
  if (methods.length) {
    out.push('### Methods', '');
    out.push(
      ...table(
        ['method', 'returns', 'description'],
        methods.map((m) => [
          code(`${m.name}(${(m.parameters ?? []).map((p) => `${p.name}${p.optional ? '?' : ''}${p.type?.text ? `: ${p.type.text}` : ''}`).join(', ')})`),
          code(m.return?.type?.text),
          m.description,
        ]),
      ),
    );
  }
  const events = [...(decl.events ?? [])].sort((a, b) => String(a.name).localeCompare(String(b.name)));
  if (events.length) {
    out.push('### Events', '');
    out.push(...table(['event', 'class', 'description'], events.map((e) => [code(e.name), code(e.type?.text), e.description])));
  }
  if (decl.slots?.length) {
    out.push('### Slots', '');
    out.push(...table(['slot', 'description'], decl.slots.map((s) => [s.name ? code(s.name) : '(default)', s.description])));
  }
  if (decl.cssParts?.length) {
    out.push('### CSS parts', '');
    out.push(...table(['part', 'description'], decl.cssParts.map((p) => [code(p.name), p.description])));
  }
  if (decl.cssProperties?.length) {
    out.push('### CSS custom properties', '');
    out.push(...table(['property', 'default', 'description'], decl.cssProperties.map((p) => [code(p.name), code(p.default), p.description])));
  }
  return out;
}

/** The page for a manifest: elements in the order of their tags. */
export function renderApiDocs(manifest) {
  const elements = (manifest.modules ?? [])
    .flatMap((mod) => mod.declarations ?? [])
    .filter((decl) => decl.customElement && decl.tagName)
    .sort((a, b) => a.tagName.localeCompare(b.tagName));
  if (elements.length === 0) throw new Error('custom-elements.json declares no custom element');
  const firstLine = (text) => cell(String(text ?? '').split(/\.\s|\n\n/)[0].replace(/\.$/, '')) + '.';
  const link = (tag) => `[\`${tag}\`](#${anchorOf(tag)})`;

  // The custom properties every element honours (the shared tokens, with a default), described
  // with the words most elements use for them; then each element's own.
  const everywhere = elements
    .map((d) => new Set((d.cssProperties ?? []).filter((p) => p.default !== undefined).map((p) => p.name)))
    .reduce((a, b) => new Set([...a].filter((name) => b.has(name))));
  const shared = [...everywhere].map((name) => {
    const uses = elements.map((d) => d.cssProperties.find((p) => p.name === name));
    const counts = new Map();
    for (const use of uses) counts.set(use.description, (counts.get(use.description) ?? 0) + 1);
    const description = [...counts].sort((a, b) => b[1] - a[1])[0][0];
    return [code(name), code(uses[0].default), description];
  });
  const ownProperties = (d) => (d.cssProperties ?? []).filter((p) => !everywhere.has(p.name));

  // Every event, with the elements that fire it.
  const events = new Map();
  for (const d of elements) {
    for (const e of d.events ?? []) {
      const entry = events.get(e.name) ?? { type: e.type?.text, description: e.description, by: [] };
      entry.by.push(d.tagName);
      events.set(e.name, entry);
    }
  }

  return [
    '# API reference',
    '',
    '<!-- Generated from custom-elements.json by scripts/api-docs.mjs: do not edit by hand.',
    '     Regenerate with `node scripts/api-docs.mjs` (the build does it too). -->',
    '',
    'Every element: its properties (and the attributes that set them), methods, events, slots, CSS',
    'parts and CSS custom properties, as the Custom Elements Manifest (`tip-elements/custom-elements.json`)',
    'lists them. How they fit together: [theming and parts](theming.md), [events](events.md).',
    '',
    ...table(['element', 'class', 'what'], elements.map((d) => [link(d.tagName), code(d.name), firstLine(d.summary || d.description)])),
    '## Shared CSS custom properties',
    '',
    'Every element honours these (defaults in the second column: the light palette; on a dark system with no theme set, a dark one, see',
    '[theming](theming.md#dark-mode-forced-colours-and-the-host-page)); each element\'s section says what it uses them for.',
    '',
    ...table(['property', 'default', 'description'], shared),
    '## Parts and custom properties at a glance',
    '',
    ...table(
      ['element', 'its own custom properties', 'parts'],
      elements.map((d) => [
        link(d.tagName),
        ownProperties(d).map((p) => code(p.name)).join(', ') || 'the shared ones',
        (d.cssParts ?? []).map((p) => code(p.name)).join(', ') || 'none',
      ]),
    ),
    '## Events at a glance',
    '',
    ...table(
      ['event', 'class', 'fired by'],
      [...events].sort(([a], [b]) => a.localeCompare(b)).map(([name, e]) => [code(name), code(e.type), e.by.map(link).join(', ')]),
    ),
    ...elements.flatMap(section),
  ].join('\n').replace(/\n*$/, '\n');
}

/** Writes a file by renaming a complete temporary one, so a reader never sees half a page. */
function writeAtomically(path, text) {
  const temporary = `${path}.${process.pid}.tmp`;
  writeFileSync(temporary, text);
  renameSync(temporary, path);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const args = process.argv.slice(2);
  const at = args.indexOf('--manifest');
  const manifest = at >= 0 ? JSON.parse(readFileSync(args[at + 1], 'utf8')) : analyzeSources();
  const page = renderApiDocs(manifest);
  if (args.includes('--check')) {
    let committed = '';
    try {
      committed = readFileSync(API_PAGE, 'utf8');
    } catch {
      /* missing: differs */
    }
    if (committed !== page) {
      console.error('docs/api.md is not what custom-elements.json generates: run `node scripts/api-docs.mjs`');
      process.exit(1);
    }
    console.log('docs/api.md is up to date');
  } else {
    writeAtomically(API_PAGE, page);
    console.log(`wrote ${relative(process.cwd(), API_PAGE) || API_PAGE}`);
  }
}
