// `node scripts/gen-locales.mjs` (scripts/build.mjs runs it first): the list of shipped locales and
// every message area's chunk loaders, generated from the folders of src/i18n/locales/ into
// src/i18n/locales.generated.ts, so that adding a locale is adding its folder and nothing else.
// A locale's folder is named by its tag (`de`, `fr-CA`) and holds `meta.ts` (its name and
// direction, see LocaleMeta in src/i18n/types.ts), `index.ts` (its whole catalogue,
// `tip-elements/locales/<tag>`) and one module per message area, `<area>.ts`, named after the
// area: every other `.ts` file in the folder is an area's chunk. The loaders are static
// `import()`s, so tsc, Vite, Storybook, the test runner and SSR all see the chunks.
//
// `--check`: writes nothing; exits 1 when the committed file is not what the folders give.
import { transformSync } from 'esbuild';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = fileURLToPath(new URL('..', import.meta.url));
export const LOCALES_DIR = 'src/i18n/locales';
export const GENERATED = 'src/i18n/locales.generated.ts';
/** The files of a locale's folder that are not a message area's chunk. */
const NOT_AREAS = new Set(['meta.ts', 'index.ts']);

/**
 * Every locale folder, sorted by tag, English first: `{ tag, areas }`, its areas being the file
 * names of its area modules (without `.ts`), sorted. Throws on a folder that is not a locale.
 */
export function readLocaleFolders(root = repo) {
  const dir = join(root, LOCALES_DIR);
  const folders = readdirSync(dir, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name);
  const problems = [];
  const locales = folders.map((tag) => {
    let canonical;
    try {
      canonical = Intl.getCanonicalLocales(tag)[0];
    } catch {
      /* reported below */
    }
    if (canonical !== tag) problems.push(`${LOCALES_DIR}/${tag}: not a canonical BCP 47 tag${canonical ? ` (write ${canonical})` : ''}`);
    const files = readdirSync(join(dir, tag)).filter((f) => f.endsWith('.ts') && !f.endsWith('.d.ts'));
    for (const needed of NOT_AREAS) if (!files.includes(needed)) problems.push(`${LOCALES_DIR}/${tag}: no ${needed}`);
    const areas = files.filter((f) => !NOT_AREAS.has(f)).map((f) => f.slice(0, -3)).sort();
    for (const area of areas) if (!/^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/.test(area)) problems.push(`${LOCALES_DIR}/${tag}/${area}.ts: an area's name is lower-case words joined by -`);
    return { tag, areas };
  });
  if (!locales.some((l) => l.tag === 'en')) problems.push(`${LOCALES_DIR}/en: missing (English is the final fallback)`);
  if (problems.length) throw new Error(`gen-locales: ${problems.join('; ')}`);
  return locales.sort((a, b) => (a.tag === 'en' ? -1 : b.tag === 'en' ? 1 : a.tag < b.tag ? -1 : 1));
}

/** A locale's `meta.ts` default export, checked: `{ name, dir }`. */
async function readMeta(root, tag) {
  const file = join(root, LOCALES_DIR, tag, 'meta.ts');
  const { code } = transformSync(readFileSync(file, 'utf8'), { loader: 'ts', format: 'esm', sourcefile: file });
  const meta = (await import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`)).default;
  if (typeof meta?.name !== 'string' || !meta.name.trim() || (meta.dir !== 'ltr' && meta.dir !== 'rtl')) {
    throw new Error(`gen-locales: ${LOCALES_DIR}/${tag}/meta.ts must export default { name: '<its name in its own language>', dir: 'ltr' | 'rtl' }`);
  }
  return { name: meta.name, dir: meta.dir };
}

/** Every locale folder with its meta: `{ tag, areas, meta }`. */
export async function readLocales(root = repo) {
  const folders = readLocaleFolders(root);
  return Promise.all(folders.map(async (folder) => ({ ...folder, meta: await readMeta(root, folder.tag) })));
}

/** The generated module's export of an area's loaders: `back-office` → `backOfficeLoaders`. */
export const loadersExport = (area) => `${area.replace(/-([a-z0-9])/g, (_, c) => c.toUpperCase())}Loaders`;

const quote = (text) => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
const key = (tag) => (/^[a-z_$][\w$]*$/i.test(tag) ? tag : quote(tag));

/** The text of src/i18n/locales.generated.ts for the folders under `root`. */
export async function generate(root = repo) {
  const locales = await readLocales(root);
  const areas = [...new Set(locales.flatMap((l) => l.areas))].sort();
  // A language with no folder of its own reads its first regional one (pt and pt-AO read pt-BR).
  const languageDefaults = new Map();
  for (const { tag } of locales) {
    const language = tag.split('-')[0];
    if (language !== tag && !locales.some((l) => l.tag === language) && !languageDefaults.has(language)) languageDefaults.set(language, tag.toLowerCase());
  }
  // A language shipped in two scripts reads the one its locale is written in (zh-HK and zh-Hant read zh-TW, zh-SG reads zh-CN).
  const scriptsOf = new Map();
  for (const { tag } of locales) {
    const language = tag.split('-')[0];
    const script = new Intl.Locale(tag).maximize().script;
    if (!script) continue;
    const scripts = scriptsOf.get(language) ?? new Map();
    if (!scripts.has(script)) scripts.set(script, tag.toLowerCase());
    scriptsOf.set(language, scripts);
  }
  const scriptDefaults = [...scriptsOf].filter(([, scripts]) => scripts.size > 1).flatMap(([language, scripts]) => [...scripts].map(([script, tag]) => [`${language}-${script.toLowerCase()}`, tag]));
  const lines = [
    '// Generated from the locale folders (one per locale: its name and direction, its whole catalogue',
    '// and one module per message area) by the build. Do not edit: `npm run build` writes it again.',
    "import type { CatalogueLoader, LocaleMeta } from './types.js';",
    '',
    '/** The tags of the shipped locales, English first. */',
    `export const SHIPPED_LOCALES: readonly string[] = [${locales.map((l) => quote(l.tag)).join(', ')}];`,
    '',
    "/** Each shipped locale's name in its own language and its direction, by tag. */",
    'export const LOCALE_META: Readonly<Record<string, LocaleMeta>> = {',
    ...locales.map((l) => `  ${key(l.tag)}: { name: ${quote(l.meta.name)}, dir: ${quote(l.meta.dir)} },`),
    '};',
    '',
    '/** A language whose shipped locales are all regional reads the first of them (pt and pt-AO read pt-BR), by lower-case tag. */',
    'export const LANGUAGE_DEFAULTS: Readonly<Record<string, string>> = {',
    ...[...languageDefaults].map(([language, tag]) => `  ${key(language)}: ${quote(tag)},`),
    '};',
    '',
    '/** A language shipped in more than one script: the locale each script reads, by lower-case `language-script`. */',
    'export const SCRIPT_DEFAULTS: Readonly<Record<string, string>> = {',
    ...scriptDefaults.map(([languageScript, tag]) => `  ${key(languageScript)}: ${quote(tag)},`),
    '};',
  ];
  for (const area of areas) {
    lines.push(
      '',
      `/** The ${area} area's chunks (\`locales/<tag>/${area}.ts\`), by lower-case tag. */`,
      // Typed as loaders, not as the 29 modules' own types: the declaration is one line, not one per locale.
      `export const ${loadersExport(area)}: Readonly<Record<string, CatalogueLoader>> = {`,
      ...locales.filter((l) => l.areas.includes(area)).map((l) => `  ${key(l.tag.toLowerCase())}: () => import('./locales/${l.tag}/${area}.js'),`),
      '};',
    );
  }
  return `${lines.join('\n')}\n`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const file = join(repo, GENERATED);
  const text = await generate();
  const current = existsSync(file) ? readFileSync(file, 'utf8') : '';
  if (process.argv.includes('--check')) {
    if (current !== text) {
      console.error(`${GENERATED} is out of date: run node scripts/gen-locales.mjs`);
      process.exit(1);
    }
  } else if (current !== text) {
    writeFileSync(file, text);
    console.log(`wrote ${GENERATED}`);
  }
}
