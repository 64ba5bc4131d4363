/**
 * Adding a locale is adding its folder, and nothing else (a slow, end-to-end test: a whole
 * `npm run build`). In a copy of the repository, `src/i18n/locales/de` is copied to
 * `src/i18n/locales/xx` and the package is built with no other edit; then `tip-elements/locales/xx`
 * (resolved by the package's own `exports`) is the German catalogue, `tip-elements` ships `xx`, and
 * in headless Chromium an element with `lang="xx"`, registered by the browser bundle, fetches the
 * `xx` checkout chunk and shows the German words.
 */
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, copyFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, extname, join, normalize } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium.mjs';
import de from '../../src/i18n/locales/de/index.js';

const repo = fileURLToPath(new URL('../..', import.meta.url));
let copy = '';

/** The repository as its working tree has it (tracked and new files, nothing ignored), with node_modules linked. */
function copyRepository(): string {
  const dir = mkdtempSync(join(tmpdir(), 'tip-new-locale-'));
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: repo, encoding: 'utf8' }).split('\0').filter(Boolean);
  for (const file of files) {
    if (!existsSync(join(repo, file))) continue; // deleted in the working tree
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    copyFileSync(join(repo, file), join(dir, file));
  }
  symlinkSync(join(repo, 'node_modules'), join(dir, 'node_modules'), 'dir');
  return dir;
}

describe('a new locale is one folder: src/i18n/locales/de copied to xx, then npm run build', { timeout: 600_000 }, () => {
  before(() => {
    const started = Date.now();
    copy = copyRepository();
    cpSync(join(copy, 'src/i18n/locales/de'), join(copy, 'src/i18n/locales/xx'), { recursive: true });
    const build = spawnSync('npm', ['run', 'build'], { cwd: copy, encoding: 'utf8', env: { ...process.env, npm_config_loglevel: 'error' } });
    assert.equal(build.status, 0, `npm run build failed:\n${build.stdout}\n${build.stderr}`);
    console.log(`copied and built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  });

  after(() => {
    if (copy) rmSync(copy, { recursive: true, force: true });
  });

  it('tip-elements/locales/xx is the German catalogue, and tip-elements ships xx', () => {
    // A fresh Node process in the copy: `tip-elements` resolves to the copy's own build (self-reference).
    const child = spawnSync(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `const xx = (await import('tip-elements/locales/xx')).default;
         const { SHIPPED_LOCALES } = await import('tip-elements');
         console.log(JSON.stringify({ xx: Object.fromEntries(Object.entries(xx).map(([k, v]) => [k, typeof v === 'function' ? v('⟦1⟧', '⟦2⟧') : v])), shipped: SHIPPED_LOCALES }));`,
      ],
      { cwd: copy, encoding: 'utf8', timeout: 30_000 },
    );
    assert.equal(child.status, 0, child.stderr);
    const { xx, shipped } = JSON.parse(child.stdout.trim().split('\n').at(-1)!) as { xx: Record<string, string>; shipped: string[] };
    const german = Object.fromEntries(Object.entries(de).map(([k, v]) => [k, typeof v === 'function' ? (v as (a: string, b: string) => string)('⟦1⟧', '⟦2⟧') : v]));
    assert.deepEqual(xx, german);
    assert.equal(xx['noTip'], 'Kein Trinkgeld');
    assert.ok(shipped.includes('xx'), `SHIPPED_LOCALES: ${shipped.join(', ')}`);
  });

  it('in Chromium, <custom-tip-input lang="xx"> from the browser bundle fetches the xx checkout chunk and speaks German', async () => {
    const bundleDir = join(copy, 'dist/browser');
    assert.ok(readdirSync(join(bundleDir, 'locales')).some((f) => /^xx-checkout-[\w-]+\.js$/.test(f)), 'a chunk locales/xx-checkout-<hash>.js');
    const page = `<!doctype html><html lang="en-US"><head><meta charset="utf-8"><link rel="icon" href="data:,">
      <script type="module" src="/checkout.js"></script></head>
      <body><custom-tip-input lang="xx" currency="EUR"></custom-tip-input></body></html>`;
    const server: Server = createServer((req, res) => {
      const path = new URL(req.url ?? '/', 'http://127.0.0.1').pathname;
      if (path === '/') {
        res.setHeader('content-type', 'text/html; charset=utf-8');
        res.end(page);
        return;
      }
      const file = normalize(join(bundleDir, decodeURIComponent(path)));
      if (file.startsWith(bundleDir) && extname(file) === '.js' && existsSync(file)) {
        res.setHeader('content-type', 'text/javascript; charset=utf-8');
        res.end(readFileSync(file));
        return;
      }
      res.statusCode = 404;
      res.end();
    });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    const { port } = server.address() as { port: number };
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    try {
      const tab = await browser.newPage();
      const requests: string[] = [];
      const problems: string[] = [];
      tab.on('request', (request) => requests.push(new URL(request.url()).pathname));
      tab.on('pageerror', (error) => problems.push(error.message));
      tab.on('response', (response) => {
        if (response.status() >= 400) problems.push(`HTTP ${response.status()} ${response.url()}`);
      });
      await tab.goto(`http://127.0.0.1:${port}/`);
      const label = tab.locator('custom-tip-input').locator('label[part~="label"]');
      await label.filter({ hasText: de.customTip! }).waitFor({ timeout: 15_000 });
      assert.equal(await tab.getByRole('textbox', { name: de.customTip! }).count(), 1, 'the text box is named in German');
      assert.deepEqual(
        requests.filter((path) => path.startsWith('/locales/')).map((path) => path.replace(/-[\w-]{8}\.js$/, '')),
        ['/locales/xx-checkout'],
      );
      assert.deepEqual(problems, []);
    } finally {
      await browser.close();
      await new Promise((done) => server.close(done));
    }
  });
});
