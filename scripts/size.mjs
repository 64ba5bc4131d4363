// `node scripts/size.mjs`: what a browser downloads, gzipped, against the budgets.
// Bundles each entry with esbuild the way an app's bundler would (browser, ESM, minified,
// production builds of lit), gzips with node:zlib at level 9 and exits 1 when one is over budget.
// Sizes are deterministic for a given source tree and lockfile.
import { build } from 'esbuild';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { relative } from 'node:path';

export const KB = 1024;

export const targets = [
  // A POS page that uses the whole product: `import 'tip-elements'` (all five elements) and
  // `createDataClient` with all nine operations, their schemas and error classes.
  {
    name: 'full browser bundle',
    entry: 'src/index.ts',
    source: "import './src/index.ts';\nexport { createDataClient } from './src/client/index.ts';",
    what: "import 'tip-elements' + createDataClient: every element + client + lit + @lit/context + zod/mini",
    // Interim, until the element slimming of issue #12 (which brings the page under 28 KB and
    // aims at 24 KB): the message catalogue and its controller (+1.84 KB), keyed rows that SSR
    // hydrates (+0.55 KB), the back office's English messages (+1.3 KB), and issue #9's hardening
    // (+1.5 KB: strict money parsing, answers read with a byte cap, no redirects, idempotency keys).
    budget: 33.5 * KB,
    aim: 24 * KB,
  },
  // For reference, no budget: every export of the root entry kept alive, as if an app used each one.
  { name: 'every root export', entry: 'src/index.ts', what: 'full browser bundle + every helper and schema re-exported' },
  {
    name: 'client alone',
    entry: 'src/client/index.ts',
    exports: ['./src/client/client.ts', './src/client/errors.ts', './src/client/schemas.ts'],
    what: 'createDataClient + every schema + error classes + zod/mini',
    // Issue #9: +0.5 KB for a byte-capped reader, no redirects, Idempotency-Key, capped error text.
    budget: 10.5 * KB,
  },
  // For reference, no budget: the whole tip-elements/client entry, money parsing and formatting included.
  { name: 'client entry', entry: 'src/client/index.ts', what: 'client alone + money helpers (parse, format, cents)' },
  // For reference, no budget: a page that only registers the elements and gets its client elsewhere.
  { name: 'elements only', entry: 'src/index.ts', importOnly: true, what: "import 'tip-elements': five elements + lit, no client/zod" },
];

function stdinOf(entry, { importOnly = false, exports, source } = {}) {
  if (source) return source;
  if (importOnly) return `import './${entry}';`;
  if (exports) return exports.map((file) => `export * from '${file}';`).join('\n');
  return undefined;
}

/**
 * Bundles `entry` as an app's bundler would, with code splitting, and measures what a page
 * downloads up front: the entry chunk and the chunks it imports statically. Chunks behind a
 * dynamic import (one per message catalogue) are reported on their own, as `lazy`.
 */
export async function bundle(entry, options = {}, external = []) {
  const contents = stdinOf(entry, options);
  const result = await build({
    external,
    ...(contents ? { stdin: { contents, resolveDir: process.cwd(), loader: 'ts', sourcefile: 'entry.ts' } } : { entryPoints: { entry } }),
    bundle: true,
    splitting: true,
    outdir: 'size-out',
    entryNames: 'entry',
    write: false,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    treeShaking: true,
    metafile: true,
    logLevel: 'silent',
  });
  const byPath = new Map(result.outputFiles.map((f) => [relative(process.cwd(), f.path), f.contents]));
  const outputs = result.metafile.outputs;
  const entryPath = Object.keys(outputs).find((path) => outputs[path].entryPoint !== undefined || path.endsWith('entry.js'));
  const upFront = new Set();
  const visit = (path) => {
    if (upFront.has(path)) return;
    upFront.add(path);
    for (const imported of outputs[path]?.imports ?? []) if (imported.kind === 'import-statement' && !imported.external) visit(imported.path);
  };
  visit(entryPath);
  const code = Buffer.concat([...upFront].map((path) => byPath.get(path)));
  const lazy = Object.keys(outputs)
    .filter((path) => path.endsWith('.js') && !upFront.has(path))
    .map((path) => {
      const bytes = byPath.get(path);
      const source = Object.keys(outputs[path].inputs).find((input) => input.includes('/i18n/locales/')) ?? path;
      return { source, minified: bytes.byteLength, gzip: gzipSync(bytes, { level: 9 }).byteLength };
    });
  return { minified: code.byteLength, gzip: gzipSync(code, { level: 9 }).byteLength, metafile: result.metafile, lazy };
}

export async function measure() {
  const rows = [];
  for (const target of targets) {
    if (!existsSync(target.entry)) {
      rows.push({ ...target, error: `${target.entry} does not exist` });
      continue;
    }
    const { minified, gzip, lazy } = await bundle(target.entry, target);
    rows.push({ ...target, minified, gzip, lazy, ok: target.budget === undefined || gzip <= target.budget });
  }
  return rows;
}

const kb = (bytes) => `${(bytes / KB).toFixed(2)} KB`;

/** The packages a browser bundle carries, and the code of our own that uses them. */
export const DEPENDENCIES = [
  { name: 'lit', external: ['lit', 'lit/*', 'lit-html', 'lit-html/*', 'lit-element', 'lit-element/*', '@lit/reactive-element', '@lit/reactive-element/*'] },
  { name: '@lit/context', external: ['@lit/context'] },
  { name: 'zod', external: ['zod', 'zod/*'] },
];

/**
 * What each dependency costs the full browser bundle: its gzip size minus the gzip size of the
 * same bundle with that package left out (marked external). Gzip is not additive, so the parts
 * do not sum exactly to the whole; the remainder is our own code.
 */
export async function dependencyCosts() {
  const full = targets[0];
  const whole = await bundle(full.entry, full);
  const rows = [];
  for (const dep of DEPENDENCIES) {
    const without = await bundle(full.entry, full, dep.external);
    rows.push({ name: dep.name, gzip: whole.gzip - without.gzip, minified: whole.minified - without.minified });
  }
  const everyDep = DEPENDENCIES.flatMap((d) => d.external);
  const own = await bundle(full.entry, full, everyDep);
  rows.push({ name: 'tip-elements (own code)', gzip: own.gzip, minified: own.minified });
  return { whole, rows };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const rows = await measure();
  let failed = 0;
  for (const row of rows) {
    if (row.error) {
      failed++;
      console.log(`FAIL ${row.name}: ${row.error}`);
      continue;
    }
    if (!row.ok) failed++;
    const aim = row.aim ? `, aim ${kb(row.aim)}` : '';
    const budget = row.budget === undefined ? 'no budget' : `budget ${kb(row.budget)}${aim}`;
    console.log(
      `${row.budget === undefined ? 'info' : row.ok ? 'ok  ' : 'FAIL'} ${row.name.padEnd(20)} ${kb(row.gzip).padStart(9)} gzip ` +
        `(${kb(row.minified)} min) ${budget}  [${row.entry}: ${row.what}]`,
    );
  }
  const catalogues = rows[0]?.lazy ?? [];
  if (catalogues.length > 0) {
    console.log(`info message catalogues, each its own chunk, fetched only by a page in that locale (gzip):`);
    console.log(`info   ${catalogues.map((c) => `${c.source.replace(/^.*\/locales\/|\.ts$/g, '')} ${kb(c.gzip)}`).join(', ')}`);
  }
  // The browser bundles Vite built (npm run build), for a page with no bundler: every export kept.
  const browserDir = 'dist/browser';
  if (existsSync(browserDir)) {
    const files = readdirSync(browserDir, { recursive: true }).filter((f) => String(f).endsWith('.js')).sort();
    console.log(`info browser bundles (${browserDir}/, Vite, minified, gzip):`);
    for (const file of files) {
      const bytes = readFileSync(`${browserDir}/${file}`);
      console.log(`info   ${String(file).padEnd(26)} ${kb(gzipSync(bytes, { level: 9 }).byteLength).padStart(9)} gzip (${kb(bytes.byteLength)} min)`);
    }
  }
  const { whole, rows: costs } = await dependencyCosts();
  console.log(`info what the full browser bundle's ${kb(whole.gzip)} gzip is made of:`);
  for (const cost of costs) console.log(`info   ${cost.name.padEnd(24)} ${kb(cost.gzip).padStart(9)} gzip (${kb(cost.minified)} min)`);
  const checked = rows.filter((r) => r.budget !== undefined || r.error).length;
  console.log(`size: ${checked - failed} passed, ${failed} failed`);
  process.exit(failed ? 1 : 0);
}
