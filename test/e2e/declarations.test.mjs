// The declarations as a strict consumer's checker reads them (after `npm run build`): the package as
// `npm pack` makes it, unpacked as node_modules/tip-elements of a temporary directory, and three
// TypeScript projects with `skipLibCheck: false` (every .d.ts is checked, ours and what they
// import), one per module resolution an integrator uses: `bundler`, `node16` and `nodenext`.
// Each project imports every entry point and type file package.json exports (the framework types
// for Vue, Svelte, Solid and JSX too, and the server's Redis store with an ioredis client) and
// uses a few of their types, which must be what they say (not `any`: a wrong value fails where a
// `@ts-expect-error` expects it). The frameworks, ioredis and the type packages are linked from
// this repo's node_modules; solid-js, which this repo does not install, is fetched once with
// `npm pack` (npm's cache answers after the first run).
//
// A fourth project holds every TypeScript and JavaScript block of README.md and docs/*.md
// (helpers/doc-blocks.mjs), strict, each block a module of its own (a block that names its file
// is that file), type-checked against the same packed package. The host's own names a snippet
// uses without declaring them (the sale's `staff`, `lines`, `customer`, the page's `checkout`,
// the server's `app`, ...) are declared once, in HOST below; an error is reported at its page
// and line. One tsc per project, two at a time.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, before, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { scaled } from '../timeouts.mjs';
import { codeBlocks, docPages, extensionOf, readPage } from './helpers/doc-blocks.mjs';
import { pool, runNode } from './helpers/processes.mjs';

const repo = fileURLToPath(new URL('../..', import.meta.url));
const modules = join(repo, 'node_modules');
const pkg = JSON.parse(readFileSync(join(repo, 'package.json'), 'utf8'));
const work = mkdtempSync(join(tmpdir(), 'tip-elements-decl-'));
const installed = join(work, 'node_modules');

/** What the packed declarations import, linked from this repo (their own dependencies resolve from there). */
const LINKED = ['lit', '@lit', 'zod', 'vue', '@vue', 'svelte', 'ioredis', 'react', 'csstype', '@types', 'preact', 'express', '@lit-labs', 'vite'];

/** The module settings of each project: how a bundler app and a Node ESM app resolve packages. */
const PROJECTS = {
  bundler: { module: 'ESNext', moduleResolution: 'Bundler' },
  node16: { module: 'Node16', moduleResolution: 'Node16' },
  nodenext: { module: 'NodeNext', moduleResolution: 'NodeNext' },
};

/** Every specifier package.json exports with declarations (`./locales/*` as one locale). */
const specifiers = Object.entries(pkg.exports)
  .filter(([, target]) => typeof target === 'object' && target.types)
  .map(([key]) => `${pkg.name}${key.slice(1).replace('*', 'de')}`);

/** The module each project checks: every entry imported, and the types an integrator leans on used. */
const usage = [
  ...specifiers.map((spec, i) => `import type * as entry${i} from '${spec}';`),
  `export type Entries = [${specifiers.map((_, i) => `typeof entry${i}`).join(', ')}];`,
  "import { Redis } from 'ioredis';",
  "import { createRedisIdempotencyStore } from 'tip-elements/server';",
  "import type { StaffMember } from 'tip-elements';",
  "import type { CustomElements as JsxElements } from 'tip-elements/jsx';",
  "import type { CustomElements as SolidElements } from 'tip-elements/solid';",
  "import type { GlobalComponents } from 'vue';",
  '',
  "// The server's Redis store takes the host's own ioredis client.",
  'export const store = createRedisIdempotencyStore({ client: new Redis({ lazyConnect: true }) });',
  '',
  "// Svelte's tags (svelteHTML, global): `style` is a string, `staff` the staff members.",
  'const staff: StaffMember[] = [];',
  "export const svelteProps: svelteHTML.IntrinsicElements['tip-checkout'] = { staff, style: 'color: red', class: 'x' };",
  '// @ts-expect-error style is a string in Svelte, not a number',
  "export const svelteStyle: svelteHTML.IntrinsicElements['tip-checkout'] = { style: 42 };",
  '// @ts-expect-error staff is StaffMember[]',
  "export const svelteStaff: svelteHTML.IntrinsicElements['tip-checkout'] = { staff: 42 };",
  '',
  "// Solid's and plain JSX's tags (the integrator adds them to their JSX namespace).",
  "export const solidProps: SolidElements['tip-checkout'] = { 'prop:staff': staff, style: { color: 'red' } };",
  '// @ts-expect-error staff is StaffMember[]',
  "export const solidStaff: SolidElements['tip-checkout'] = { 'prop:staff': 42 };",
  "export const jsxProps: JsxElements['tip-checkout'] = { staff };",
  '// @ts-expect-error staff is StaffMember[]',
  "export const jsxStaff: JsxElements['tip-checkout'] = { staff: 42 };",
  '',
  "// Vue's global components.",
  "export type VueCheckout = GlobalComponents['tip-checkout'];",
  '// @ts-expect-error no such component',
  "export type VueNothing = GlobalComponents['tip-nothing'];",
  '',
].join('\n');

/** What the docs' snippets name as the host's own: its sale, its page's elements, its server and its functions. */
const HOST = `import type { DataClient, DisplayClient, Credentials, Customer, IntentResult, TipsSelectedEvent } from 'tip-elements/client';
import type { DisplayLine, StaffMember, TipCheckout, TipRefund } from 'tip-elements';
import type { Express } from 'express';
declare global {
  const staff: StaffMember[];
  const lines: DisplayLine[];
  const customer: Customer;
  const checkout: TipCheckout;
  const refund: TipRefund;
  const client: DataClient;
  const service: DataClient;
  const display: DisplayClient;
  const credentials: Credentials;
  const deviceId: string;
  const secret: string;
  const body: unknown;
  const app: Express;
  const tipProxy: (request: Request) => Promise<Response>;
  const log: ((...args: unknown[]) => void) & { warn(...args: unknown[]): void };
  function askForPayment(result: IntentResult | undefined): void;
  function chargeCard(total: number, transactionId?: string): void;
  function charge(total: number, transactionId: string): void;
  function save(result: IntentResult): void;
  function staffSession(cookie: string | null): Promise<{ role: string } | undefined>;
  function accountTokenForSession(cookie: string | null): Promise<string>;
  function alreadySeen(id: string): boolean;
  function showTipsOnTheRegister(event: TipsSelectedEvent): void;
}
`;

/** The docs' code blocks as files of the docs project: where each is written, and the page and line it comes from. */
function docFiles() {
  const files = [];
  for (const page of docPages(repo)) {
    const folder = page.replace(/[/.]/g, '-');
    const taken = new Set();
    for (const block of codeBlocks(readPage(repo, page)).filter((b) => !b.fragment)) {
      let name = block.file ?? `block-${block.line}.${extensionOf(block.lang)}`;
      // Two apps of one page (Vue's and Svelte's src/env.d.ts): each its own folder.
      if (taken.has(name)) name = `app-${block.line}/${name}`;
      taken.add(name);
      files.push({ path: `${folder}/${name}`, page, line: block.line, code: block.code });
    }
  }
  return files;
}
const docs = docFiles();

/** Runs tsc in `cwd`; resolves with its exit code and output (never rejects). */
const tsc = (cwd) => runNode([join(modules, 'typescript/bin/tsc'), '-p', 'tsconfig.json'], cwd, scaled(180_000));

/** `npm pack <spec>` into `into` and unpacked as node_modules/<name>; the tarball's folder is `package/`. */
function fetchPackage(spec, name) {
  const into = join(work, 'fetched', name);
  mkdirSync(into, { recursive: true });
  execFileSync('npm', ['pack', spec, '--pack-destination', into], { cwd: work, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, npm_config_loglevel: 'error' } });
  const tarball = readdirSync(into).find((f) => f.endsWith('.tgz'));
  mkdirSync(join(installed, name), { recursive: true });
  execFileSync('tar', ['-xzf', join(into, tarball), '-C', join(installed, name), '--strip-components', '1']);
}

let setupError = '';
const checks = {};
before(() => {
  try {
    assert.ok(existsSync(join(repo, 'dist/types/svelte.d.ts')), 'dist/types/svelte.d.ts exists (run `npm run build` first)');
    execFileSync('npm', ['pack', '--ignore-scripts', '--pack-destination', work], { cwd: repo, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, npm_config_loglevel: 'error' } });
    const tarball = readdirSync(work).find((name) => name.endsWith('.tgz'));
    mkdirSync(join(installed, pkg.name), { recursive: true });
    execFileSync('tar', ['-xzf', join(work, tarball), '-C', join(installed, pkg.name), '--strip-components', '1']);
    for (const name of LINKED) symlinkSync(join(modules, name), join(installed, name), 'dir');
    if (existsSync(join(modules, 'solid-js'))) symlinkSync(join(modules, 'solid-js'), join(installed, 'solid-js'), 'dir');
    else fetchPackage(`solid-js@${pkg.peerDependencies['solid-js']}`, 'solid-js');
    for (const [name, options] of Object.entries(PROJECTS)) {
      const dir = join(work, name);
      mkdirSync(dir);
      writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: `consumer-${name}`, private: true, type: 'module' }));
      writeFileSync(join(dir, 'tsconfig.json'), JSON.stringify({
        compilerOptions: {
          target: 'ES2022', ...options, lib: ['ES2022', 'DOM', 'DOM.Iterable'], types: ['node'],
          strict: true, skipLibCheck: false, noEmit: true, verbatimModuleSyntax: true, exactOptionalPropertyTypes: false,
        },
        files: ['consumer.ts'],
      }, null, 2));
      writeFileSync(join(dir, 'consumer.ts'), usage);
    }
    const dir = join(work, 'docs');
    for (const file of docs) {
      mkdirSync(dirname(join(dir, file.path)), { recursive: true });
      writeFileSync(join(dir, file.path), file.code);
    }
    writeFileSync(join(dir, 'host.d.ts'), HOST);
    writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'docs-snippets', private: true, type: 'module' }));
    writeFileSync(join(dir, 'tsconfig.json'), JSON.stringify({
      compilerOptions: {
        target: 'ES2022', module: 'ESNext', moduleResolution: 'Bundler', lib: ['ES2022', 'DOM', 'DOM.Iterable'], types: ['node'],
        strict: true, noEmit: true, allowJs: true, checkJs: true, jsx: 'react-jsx', moduleDetection: 'force',
        // The declarations are checked by the projects above; here, the snippets.
        skipLibCheck: true,
      },
      include: ['**/*'],
    }, null, 2));
  } catch (error) {
    setupError = `${error.message}\n${error.stderr ?? ''}`.trim();
    return;
  }
  const slot = pool(2);
  for (const name of [...Object.keys(PROJECTS), 'docs']) checks[name] = slot(() => tsc(join(work, name)));
});

after(() => rmSync(work, { recursive: true, force: true }));

for (const [name, { module }] of Object.entries(PROJECTS)) {
  test(`skipLibCheck false, module ${module} + moduleResolution ${name}: the ${specifiers.length} entry points and type files type-check (${specifiers.join(', ')})`, async () => {
    assert.equal(setupError, '');
    const { code, output } = await checks[name];
    // One line per error, as `file(line,col): error TSnnnn: message`.
    const errors = output.split('\n').filter((line) => /error TS\d+/.test(line)).map((line) => line.replace(/^.*node_modules\//, ''));
    assert.deepEqual(errors, [], output);
    assert.equal(code, 0, output);
  });
}

test(`every TypeScript and JavaScript block of README.md and docs/ type-checks, strict, against the packed package (${docs.length} blocks; fragments marked <!-- fragment -->)`, async () => {
  assert.equal(setupError, '');
  assert.ok(docs.length >= 20, `${docs.length} blocks found`);
  const { code, output } = await checks.docs;
  const byPath = new Map(docs.map((d) => [d.path, d]));
  // `path(line,col): error TSnnnn: message`, shown at the page's own line.
  const errors = [...output.matchAll(/^(\S+)\((\d+),(\d+)\): error (TS\d+: .+)$/gm)].map(([, path, line, , message]) => {
    const block = byPath.get(path);
    return block ? `${block.page}:${block.line + Number(line)} ${message}` : `${path}:${line} ${message}`;
  });
  assert.deepEqual(errors, [], output);
  assert.equal(code, 0, output);
});
