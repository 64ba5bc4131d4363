// What `npm pack` ships. Copies the files a clean clone of this tree would hold (tracked and new
// files, nothing git ignores: no dist/, no custom-elements.json) into a temporary directory, puts
// the build in it (dist/ and custom-elements.json, as `npm test`'s build step made them, or as
// helpers/built.mjs makes them for this file run alone: `prepack` is that same build), links
// node_modules, runs `npm pack` there and unpacks the tarball, then checks it: the build is in it
// (dist/ JS and declarations, the browser bundles and their catalogue chunks, custom-elements.json;
// each locale's whole catalogue gathering every area) and nothing a consumer does not need (no
// source maps; at most 525 kB packed); then publint and Are the Types Wrong on that tarball.
// That a clean copy builds is test/e2e/new-locale.test.ts's: it builds one (with a locale added)
// by `npm run build`, the command `prepack` runs.
//
//   KEEP_PACK=1 node --test test/e2e/package.test.mjs   leaves the temporary directory for a look
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { copyFileSync, cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { after, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { readLocaleFolders } from '../../scripts/gen-locales.mjs';
import { scaled } from '../timeouts.mjs';
import { ensureBuilt } from './helpers/built.mjs';

const repo = fileURLToPath(new URL('../..', import.meta.url));
const keep = Boolean(process.env.KEEP_PACK);
const pkg = JSON.parse(readFileSync(join(repo, 'package.json'), 'utf8'));

const work = mkdtempSync(join(tmpdir(), 'tip-elements-pack-'));
const tree = join(work, 'tree');
const unpacked = join(work, 'unpacked');

/** Every file under `dir`, relative to it. */
function walk(dir, base = dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path, base) : [relative(base, path)];
  });
}

let files = [];
let packError = '';
let tarballBytes = 0;
let tarballPath = '';
const started = Date.now();
try {
  const listed = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: repo, encoding: 'utf8' });
  for (const file of listed.split('\0').filter(Boolean)) {
    // Deleted (not yet committed) files are gone; a symlinked node_modules (a linked worktree) is no file.
    if (!existsSync(join(repo, file)) || !statSync(join(repo, file)).isFile()) continue;
    mkdirSync(dirname(join(tree, file)), { recursive: true });
    copyFileSync(join(repo, file), join(tree, file));
  }
  // What `prepack` would build there: the build this tree made already (building it again in the
  // copy took a minute of `npm test`).
  ensureBuilt();
  cpSync(join(repo, 'dist'), join(tree, 'dist'), { recursive: true });
  copyFileSync(join(repo, 'custom-elements.json'), join(tree, 'custom-elements.json'));
  symlinkSync(join(repo, 'node_modules'), join(tree, 'node_modules'), 'dir');
  execFileSync('npm', ['pack', '--ignore-scripts', '--pack-destination', work], {
    cwd: tree,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, npm_config_loglevel: 'error' },
  });
  const tarball = readdirSync(work).find((name) => name.endsWith('.tgz'));
  if (!tarball) throw new Error('npm pack made no tarball');
  tarballPath = join(work, tarball);
  tarballBytes = statSync(tarballPath).size;
  mkdirSync(unpacked);
  execFileSync('tar', ['-xzf', join(work, tarball), '-C', unpacked]);
  files = walk(join(unpacked, 'package')).sort();
} catch (error) {
  packError = `${error.message}\n${error.stdout ?? ''}${error.stderr ?? ''}`.trim();
}
const seconds = ((Date.now() - started) / 1000).toFixed(1);
const packed = new Set(files);
/** A file of the unpacked tarball. */
const inPackage = (file) => join(unpacked, 'package', file);

after(() => {
  const unpackedBytes = files.reduce((sum, f) => sum + statSync(inPackage(f)).size, 0);
  console.log(`pack: ${files.length} files, ${(unpackedBytes / 1024).toFixed(1)} KB unpacked${keep ? `; kept ${work}` : ''}`);
  if (!keep) rmSync(work, { recursive: true, force: true });
});

test(`npm pack of a clean copy of the tree with the build packs dist/ and custom-elements.json; prepack is that build, npm run build (${seconds} s)`, () => {
  assert.equal(pkg.scripts.prepack, pkg.scripts.build);
  assert.deepEqual(packError ? [packError.split('\n').slice(0, 6).join(' / ')] : ['dist/index.js', 'custom-elements.json'].filter((f) => !packed.has(f)), []);
});

// The editors' data generated from the manifest (scripts/framework-types.mjs) is JSON in dist/.
const allowed = /^(package\.json|README\.md|LICENSE|custom-elements\.json|dist\/.+\.(js|d\.ts)|dist\/(web-types|vscode\.(html|css)-custom-data)\.json)$/;
test('only package.json, README.md, LICENSE, custom-elements.json, dist/**/*.{js,d.ts} and the editors\' data (dist/web-types.json, dist/vscode.*-custom-data.json)', () => {
  assert.deepEqual(files.filter((f) => !allowed.test(f)), []);
});

const leak = /(^|\/)(test|tests|__tests__|stories|bench|demo|\.storybook|coverage)(\/|$)|\.(test|spec|stories|bench)\.|\.test-d\./;
test('no tests, stories, bench or demo files', () => {
  assert.deepEqual(files.filter((f) => leak.test(f)), []);
});

function targets(value) {
  if (typeof value === 'string') return [value];
  return value && typeof value === 'object' ? Object.values(value).flatMap(targets) : [];
}
const promised = [pkg.main, pkg.types, pkg.customElements, pkg['web-types'], ...targets(pkg.exports)].filter(Boolean).map((p) => p.replace(/^\.\//, ''));
// A wildcard target (`./dist/i18n/locales/*.js`) must match at least one packed file.
const isPacked = (p) => {
  if (!p.includes('*')) return packed.has(p);
  const [head, tail] = p.split('*');
  return files.some((f) => f.startsWith(head) && f.endsWith(tail) && f.length > head.length + tail.length);
};
test('every file that package.json points at is packed', () => {
  assert.deepEqual([...new Set(promised)].filter((p) => !isPacked(p)), []);
});

test('README.md and LICENSE are packed', () => {
  assert.deepEqual(['README.md', 'LICENSE'].filter((p) => !packed.has(p)), []);
});

// No source maps: they would point at src/, which is not published, or carry it inside (1.16 MB);
// the published JS is tsc's readable output and a consumer's bundler makes its own maps.
test('no source maps (no *.map file, no sourceMappingURL comment)', () => {
  assert.deepEqual([
    ...files.filter((f) => f.endsWith('.map')),
    ...files.filter((f) => f.endsWith('.js') && /^\/\/# sourceMappingURL=/m.test(readFileSync(inPackage(f), 'utf8'))).map((f) => `${f}: sourceMappingURL`),
  ], []);
});

// What a consumer downloads, as npm counts it: dist/ (ESM without comments, declarations, the
// browser bundles with one catalogue chunk per locale and area), the framework types and the
// editors' data. The catalogues ship twice: as ESM modules (they import the plural rules from
// dist/i18n/plural.js) and as the browser bundle's chunks (which import them from checkout.js).
// The customer-facing screen (tip-elements/screen, its words in 30 locales, the relay and its
// stores in tip-elements/server) is about 55 kB of it. About 575 kB packed now; the limit leaves a
// little room and is not a target.
const PACKED_LIMIT = 590_000;
test('the tarball is at most 590 kB, as npm counts', () => {
  assert.equal(packError, '');
  assert.ok(tarballBytes > 0 && tarballBytes <= PACKED_LIMIT, `${(tarballBytes / 1000).toFixed(1)} kB packed`);
});

const manifest = packed.has('custom-elements.json') ? JSON.parse(readFileSync(inPackage('custom-elements.json'), 'utf8')) : { modules: [] };
test('custom-elements.json points at packed modules', () => {
  assert.deepEqual(manifest.modules.length === 0 ? ['no modules in custom-elements.json'] : manifest.modules.map((m) => m.path).filter((p) => !packed.has(p)), []);
});

// Every entry point and every message catalogue, built by tsc (JS and declarations) and, for the
// catalogue chunks, by Vite as chunks of the browser bundle. A locale is a folder,
// src/i18n/locales/<tag>/ (scripts/gen-locales.mjs reads them): its whole catalogue
// (`tip-elements/locales/<tag>`, index.ts) gathers its chunks, one per message area (<area>.ts).
// New entries, locales and areas count without a change here.
const locales = readLocaleFolders(repo);
const sources = locales.map((l) => l.tag);
const chunks = locales.flatMap(({ tag, areas }) => areas.map((area) => ({ tag, area })));
const areas = [...new Set(chunks.map((c) => c.area))].sort();
const entryFiles = [...new Set(targets(pkg.exports))].filter((p) => p.startsWith('./dist/') && p.endsWith('.js') && !p.includes('*')).map((p) => p.slice(2));
test(`declarations next to the JS of every entry, of the ${sources.length} whole catalogue(s) (${sources.join(', ')}) and of their ${chunks.length} chunks (${areas.join(', ')})`, () => {
  assert.deepEqual([
    ...entryFiles.flatMap((js) => [js, js.replace(/\.js$/, '.d.ts')]),
    ...sources.flatMap((tag) => [`dist/i18n/locales/${tag}/index.js`, `dist/i18n/locales/${tag}/index.d.ts`]),
    ...chunks.flatMap(({ tag, area }) => [`dist/i18n/locales/${tag}/${area}.js`, `dist/i18n/locales/${tag}/${area}.d.ts`]),
  ].filter((f) => !packed.has(f)), []);
});
// `import … from './<area>.js'` in a packed whole catalogue: the areas it gathers.
const areasOf = (tag) =>
  packed.has(`dist/i18n/locales/${tag}/index.js`)
    ? [...readFileSync(inPackage(`dist/i18n/locales/${tag}/index.js`), 'utf8').matchAll(/^import\s+\w+\s+from\s+['"]\.\/([^/'"]+)\.js['"]/gm)].map((m) => m[1]).sort()
    : [];
test(`tip-elements/locales/<tag> is the whole catalogue: each packed dist/i18n/locales/<tag>/index.js imports every area's chunk of its folder (${areas.join(', ')})`, () => {
  assert.deepEqual(locales
    .filter(({ areas: own }) => own.length > 0)
    .map(({ tag, areas: want }) => ({ tag, want, have: areasOf(tag) }))
    .filter(({ want, have }) => want.join() !== have.join())
    .map(({ tag, want, have }) => `${tag}: imports ${have.join(', ') || 'none'}, has chunks ${want.join(', ') || 'none'}`), []);
});
test('the browser bundles: dist/browser/tip-elements.js, checkout.js, sandbox.js and screen.js, and a chunk locales/<tag>-<area>-<hash>.js per catalogue chunk of their areas', () => {
  assert.deepEqual([
    ...['dist/browser/tip-elements.js', 'dist/browser/checkout.js', 'dist/browser/sandbox.js', 'dist/browser/screen.js'].filter((f) => !packed.has(f)),
    ...chunks
      // The simulated tablet (a developer tool, `tip-elements/sandbox/device`) has no browser bundle:
      // its area's chunks are dist/i18n/locales/<tag>/device.js only.
      .filter(({ area }) => area !== 'device')
      .filter(({ tag, area }) => !files.some((f) => new RegExp(`^dist/browser/locales/${tag}-${area}-[\\w-]+\\.js$`).test(f)))
      .map(({ tag, area }) => `no chunk for ${tag}/${area}`),
  ], []);
});
// A POS checkout page loads one file up front: checkout.js imports nothing statically (its
// catalogue chunks on demand, and its two lazy parts with import(): zod with the schemas when the
// client is created, the custom amount's parser after the first render). tip-elements.js adds the
// back office and Display mode to checkout.js, sandbox.js the sandbox; each imports checkout.js and
// the lazy chunks it exports or uses, so the package holds the checkout's code and zod once.
const staticImports = (f) =>
  packed.has(f) ? [...readFileSync(inPackage(f), 'utf8').matchAll(/\bimport\s*(?:[\w*{}\s,$]+from\s*)?["'`]([^"'`]+)["'`]/g)].map((m) => m[1]) : ['(not packed)'];
const dynamicImports = (f) =>
  packed.has(f) ? [...readFileSync(inPackage(f), 'utf8').matchAll(/\bimport\(\s*["'`]([^"'`]+)["'`]\s*\)/g)].map((m) => m[1]) : ['(not packed)'];
/** `./elements-checks-<hash>.js` as `./elements-checks.js`: the hash changes with the code. */
const unhashed = (spec) => spec.replace(/^(\.\/elements-[a-z-]+)-[\w-]+\.js$/, '$1.js');
const importsOf = (f) => [...new Set(staticImports(f).map(unhashed))].sort();
test('dist/browser/checkout.js is whole up front (no static import) and loads its lazy parts with import() from its own folder; tip-elements.js, sandbox.js and screen.js import ./checkout.js and nothing outside dist/browser/', () => {
  const lazy = dynamicImports('dist/browser/checkout.js').filter((spec) => !spec.startsWith('./locales/'));
  assert.deepEqual(staticImports('dist/browser/checkout.js'), []);
  assert.ok(lazy.length > 0, 'checkout.js loads its lazy parts itself');
  assert.deepEqual(lazy.filter((spec) => !/^\.\/elements-[\w-]+\.js$/.test(spec) || !packed.has(`dist/browser/${spec.slice(2)}`)), []);
  for (const bundle of ['sandbox', 'tip-elements', 'screen']) {
    const imports = importsOf(`dist/browser/${bundle}.js`);
    assert.ok(imports.includes('./checkout.js'), `${bundle}.js builds on checkout.js`);
    assert.deepEqual(imports.filter((spec) => !/^\.\/(?:checkout|elements-[\w-]+)\.js$/.test(spec)), []);
  }
});
// Each catalogue is packed once: the ESM chunk of an area the browser bundles carry re-exports
// the browser's chunk (vite.config.ts); a page with no bundler still needs dist/browser/ only.
test('a catalogue chunk of the browser bundles that imports nothing is packed once (dist/i18n/locales/<tag>/<area>.js re-exports it); one that imports code keeps tsc\'s module, which loads no browser bundle', () => {
  assert.deepEqual(chunks
    .filter(({ area }) => area !== 'device')
    .filter(({ tag, area }) => {
      const file = `dist/i18n/locales/${tag}/${area}.js`;
      const code = packed.has(file) ? readFileSync(inPackage(file), 'utf8').trim() : '';
      const chunk = [...packed].find((f) => f.startsWith(`dist/browser/locales/${tag}-${area}-`));
      const importsCode = chunk !== undefined && /\bimport\s*\{[^}]*\}\s*from\s*["']/.test(readFileSync(inPackage(chunk), 'utf8'));
      if (importsCode) return /\/browser\//.test(code) || !code;
      const target = /^export \{ default \} from '\.\.\/\.\.\/\.\.\/browser\/(locales\/[\w-]+\.js)';$/.exec(code)?.[1];
      return !(target && target.startsWith(`locales/${tag}-${area}-`) && packed.has(`dist/browser/${target}`));
    })
    .map(({ tag, area }) => `${tag}/${area}`), []);
});
// A page with no bundler and no import map resolves nothing but URLs.
test('the browser bundles import nothing but relative paths (no bare specifiers)', () => {
  assert.deepEqual(files
    .filter((f) => f.startsWith('dist/browser/') && f.endsWith('.js'))
    .flatMap((f) =>
      [...readFileSync(inPackage(f), 'utf8').matchAll(/\bimport\s*(?:[\w*{}\s,$]+from\s*)?["'`]([^"'`]+)["'`]|\bimport\(\s*["'`]([^"'`]+)["'`]\s*\)/g)]
        .map((m) => m[1] ?? m[2])
        .filter((spec) => !spec.startsWith('./') && !spec.startsWith('../'))
        .map((spec) => `${f} imports ${spec}`),
    ), []);
});

// Every package the published code imports must be installed with it: a dependency, or a peer
// (react, for tip-elements/react). A devDependency or a hoisted transitive package works here and
// breaks for consumers.
const declared = new Set([...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.peerDependencies ?? {})]);
const builtin = new Set(builtinModules);
const undeclared = new Set();
// The declarations too: a type a consumer's checker cannot resolve breaks their build.
for (const file of files.filter((f) => f.endsWith('.js') || f.endsWith('.d.ts'))) {
  const code = readFileSync(inPackage(file), 'utf8');
  const statements = /^\s*(?:import|export)\b[^;'"]*?\bfrom\s*['"]([^'"\s]+)['"]|^\s*import\s*['"]([^'"\s]+)['"]|\bimport\(\s*['"]([^'"\s]+)['"]\s*\)/gm;
  for (const match of code.matchAll(statements)) {
    const spec = match[1] ?? match[2] ?? match[3];
    if (spec.startsWith('.') || spec.startsWith('/') || spec.startsWith('node:') || builtin.has(spec.split('/')[0])) continue;
    const name = spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : spec.split('/')[0];
    if (name !== pkg.name && !declared.has(name)) undeclared.add(`${name} (imported by ${file})`);
  }
}
test('every package the published code imports is a dependency or a peer', () => {
  assert.deepEqual([...undeclared], []);
});


/** Runs a package linter on the tarball; it passes when it exits 0. */
function lint(args) {
  const result = spawnSync('npx', args, {
    cwd: repo,
    encoding: 'utf8',
    timeout: scaled(120_000),
    env: { ...process.env, npm_config_loglevel: 'error' },
  });
  assert.equal(result.status, 0, `${args.join(' ')} exited ${result.status ?? result.signal}:\n${result.stdout}${result.stderr}`);
}

// Both read the tarball above, the files checked here (packing the tree again took them 20 s and more).
test('publint --strict finds nothing in the tarball', () => {
  assert.equal(packError, '');
  lint(['publint', '--strict', tarballPath]);
});

test('Are the Types Wrong (esm-only profile) finds nothing in the tarball', () => {
  assert.equal(packError, '');
  lint(['attw', tarballPath, '--profile', 'esm-only', '--format', 'table-flipped']);
});
