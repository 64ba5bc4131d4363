// The framework types as an integrator meets them (after `npm run build`): the package as
// `npm pack` makes it, unpacked as node_modules/tip-elements of a temporary directory (its
// dependencies and the frameworks linked from this repo's node_modules, no network), and three
// apps from test/e2e/apps/ in it:
//   vue      an SFC (`<script setup lang="ts">`), checked by vue-tsc with strictTemplates
//   svelte   a Svelte 5 component, checked by svelte-check
//   preact   Preact with tip-elements/jsx in its JSX namespace, checked by tsc
// Each app's check passes, and its Wrong file (never built) fails exactly where it gives `staff` a
// number and reads `detail` from tip-intent's TipIntentEvent. Each app is built with Vite and, in
// Chromium, a customer completes a sale against the in-browser sandbox: the app hears tip-intent
// through its framework's event binding and shows the transaction.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { scaled } from '../timeouts.mjs';
import { launch, recordingPage } from './helpers/browser.mjs';
import { serveStatic } from './helpers/server.mjs';
import { pool, runNode } from './helpers/processes.mjs';
import { loose } from './helpers/text.mjs';

const repo = fileURLToPath(new URL('../..', import.meta.url));
const modules = join(repo, 'node_modules');
const work = mkdtempSync(join(tmpdir(), 'tip-elements-apps-'));
const apps = join(work, 'apps');

/** What the apps and the packed package import, linked from this repo (their own dependencies resolve from there). */
const LINKED = ['lit', '@lit', 'zod', 'vue', 'svelte', 'preact', 'vite', '@vitejs', '@sveltejs'];

/** The three apps: how each is type-checked, and the file that must fail the check. */
const APPS = {
  vue: { check: [join(modules, 'vue-tsc/bin/vue-tsc.js'), '--noEmit', '-p', 'tsconfig.json'], wrong: 'src/Wrong.vue' },
  svelte: { check: [join(modules, 'svelte-check/bin/svelte-check'), '--tsconfig', './tsconfig.json', '--output', 'machine'], wrong: 'src/Wrong.svelte' },
  preact: { check: [join(modules, 'typescript/bin/tsc'), '-p', 'tsconfig.json'], wrong: 'src/wrong.tsx' },
};

/** Runs node with `args` in `cwd`; resolves with its exit code and output (never rejects). */
const node = (args, cwd) => runNode(args, cwd, scaled(120_000));

let setupError = '';
const checks = {};
const builds = {};
before(() => {
  try {
    assert.ok(existsSync(join(repo, 'dist/types/vue.d.ts')), 'dist/types/vue.d.ts exists (run `npm run build` first)');
    // The build is there already (npm test builds first): the tarball is made of it, as `npm publish` would.
    execFileSync('npm', ['pack', '--ignore-scripts', '--pack-destination', work], { cwd: repo, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, npm_config_loglevel: 'error' } });
    const tarball = readdirSync(work).find((name) => name.endsWith('.tgz'));
    const installed = join(work, 'node_modules', 'tip-elements');
    mkdirSync(installed, { recursive: true });
    execFileSync('tar', ['-xzf', join(work, tarball), '-C', installed, '--strip-components', '1']);
    for (const name of LINKED) symlinkSync(join(modules, name), join(work, 'node_modules', name), 'dir');
    cpSync(fileURLToPath(new URL('./apps', import.meta.url)), apps, { recursive: true });
  } catch (error) {
    setupError = `${error.message}\n${error.stderr ?? ''}`.trim();
    return;
  }
  const slot = pool(2);
  for (const [name, { check }] of Object.entries(APPS)) {
    const cwd = join(apps, name);
    checks[name] = slot(() => node(check, cwd));
    builds[name] = slot(() => node([join(modules, 'vite/bin/vite.js'), 'build', '--outDir', 'dist'], cwd));
  }
});

after(() => rmSync(work, { recursive: true, force: true }));

/**
 * The type errors in a checker's output, each as "<file>:<line> <the word it points at>: <message>"
 * (tsc and vue-tsc: `file(line,col): error TS...: message`; svelte-check's machine output:
 * `ERROR "file" line:col "message"`).
 */
function errors(name, output) {
  const found = [
    ...[...output.matchAll(/^(\S+)\((\d+),(\d+)\): error TS\d+: (.+)$/gm)].map((m) => m.slice(1)),
    ...[...output.matchAll(/^\d+ ERROR "([^"]+)" (\d+):(\d+) "(.+)"$/gm)].map((m) => m.slice(1)),
  ];
  return found.map(([file, line, column, message]) => {
    const text = readFileSync(join(apps, name, file), 'utf8').split('\n')[Number(line) - 1] ?? '';
    const word = /^[\w-]*/.exec(text.slice(Number(column) - 1))[0];
    return `${file}:${line} ${word}: ${message.replace(/\\n.*$/, '')}`;
  });
}

for (const [name, { wrong }] of Object.entries(APPS)) {
  test(`${name}: the app type-checks with tip-elements/${name === 'preact' ? 'jsx' : name}; ${wrong} fails on \`staff\` (not StaffMember[]) and on tip-intent's \`detail\` (a TipIntentEvent)`, async () => {
    assert.equal(setupError, '');
    const { code, output } = await checks[name];
    assert.notEqual(code, 0, `the check passed, Wrong file and all:\n${output}`);
    const lines = readFileSync(join(apps, name, wrong), 'utf8').split('\n');
    const at = lines.findIndex((l) => l.includes('staff') && l.includes('<tip-checkout')) + 1;
    assert.deepEqual(errors(name, output), [
      `${wrong}:${at} staff: Type 'number' is not assignable to type 'readonly StaffMember[]'.`,
      `${wrong}:${at} detail: Property 'detail' does not exist on type 'TipIntentEvent'.`,
    ], output);
  });
}

const group = (page, name) => page.getByRole('radiogroup', { name });
const startsWith = (text) => new RegExp(`^[\\u2066-\\u2069]*${loose(text).source}`);

let browser;
after(async () => browser?.close());

for (const name of Object.keys(APPS)) {
  test(`${name}: the app builds with Vite and completes a sale in Chromium; it hears tip-intent through its own event binding`, async () => {
    assert.equal(setupError, '');
    const { code, output } = await builds[name];
    assert.equal(code, 0, output);
    browser ??= await launch();
    const server = await serveStatic(join(apps, name, 'dist'));
    const { context, page, problems } = await recordingPage(browser);
    try {
      await page.goto(server.url, { waitUntil: 'load' });
      await group(page, 'Ana Lima').getByRole('radio', { name: startsWith('20%') }).click();
      await group(page, 'Bo Chen').getByRole('radio', { name: startsWith('$2.00') }).click();
      await page.getByRole('button', { name: /confirm tips/i }).click();
      // The sandbox's total: $10.00 and $2.00 with 3 % + $0.30 fees each.
      await page.locator('output').getByText(/^Paid txn_[\w-]+: 12\.96$/).waitFor();
      assert.deepEqual(problems, []);
    } catch (error) {
      error.message += `\nOn the page: ${problems.join('; ') || 'no error'}`;
      throw error;
    } finally {
      await context.close();
      await server.close();
    }
  });
}
