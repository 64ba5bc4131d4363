// Builds Storybook and renders every story in headless Chromium: each must render (with its
// sandbox data settled) with no page error, no console error, no failed request, and no serious
// or critical axe violation in #storybook-root. One line per story, then "N passed, N failed".
//
//   node scripts/storybook-check.mjs              build (to a temporary directory), then check every story
//   node scripts/storybook-check.mjs --no-build   check the existing storybook-static/ (npm run build-storybook)
//   node scripts/storybook-check.mjs --only=tip-proposals   only ids containing the text
import { spawnSync } from 'node:child_process';
import { createReadStream, existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { extname, join, normalize, resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';

const require = createRequire(import.meta.url);
const PARALLEL = Number(process.env.STORYBOOK_CHECK_PARALLEL || 3);
const STORY_TIMEOUT_MS = 20_000;
const SETTLE_MS = 500; // no sandbox call in flight for this long = the story's data has landed
const args = process.argv.slice(2);
const only = args.find((a) => a.startsWith('--only='))?.slice('--only='.length);

// A fresh build goes to a private temporary directory, so that a concurrent
// `npm run build-storybook` (which empties storybook-static/) cannot pull files from under it.
const fresh = !args.includes('--no-build');
const STATIC_DIR = fresh ? mkdtempSync(join(tmpdir(), 'storybook-check-')) : resolve('storybook-static');
process.on('exit', () => {
  if (fresh) rmSync(STATIC_DIR, { recursive: true, force: true });
});

if (fresh) {
  const started = Date.now();
  const build = spawnSync('npx', ['storybook', 'build', '-o', STATIC_DIR, '--quiet', '--disable-telemetry'], {
    stdio: ['ignore', 'pipe', 'pipe'],
    encoding: 'utf8',
    env: { ...process.env, STORYBOOK_DISABLE_TELEMETRY: '1', NODE_OPTIONS: '--max-old-space-size=3072' },
  });
  if (build.status !== 0) {
    process.stdout.write(build.stdout.slice(-4000));
    process.stderr.write(build.stderr.slice(-4000));
    console.log('storybook build failed');
    console.log('0 passed, 1 failed');
    process.exit(1);
  }
  console.log(`storybook build: ${((Date.now() - started) / 1000).toFixed(1)}s`);
}

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.ico': 'image/x-icon',
};

/** A tiny static file server for storybook-static/, on 127.0.0.1 and a free port. */
function serveStatic(dir) {
  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    let file = normalize(join(dir, path));
    if (!file.startsWith(dir)) {
      res.writeHead(403).end();
      return;
    }
    if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
    if (!existsSync(file)) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(res);
  });
  return new Promise((ok) => server.listen(0, '127.0.0.1', () => ok(server)));
}

const index = JSON.parse(readFileSync(join(STATIC_DIR, 'index.json'), 'utf8'));
const stories = Object.values(index.entries)
  .filter((e) => e.type === 'story' && (!only || e.id.includes(only)))
  .map((e) => e.id);
if (stories.length === 0) {
  console.log('no stories found in storybook-static/index.json');
  console.log('0 passed, 1 failed');
  process.exit(1);
}

const axePath = require.resolve('axe-core/axe.min.js');
const server = await serveStatic(STATIC_DIR);
const origin = `http://127.0.0.1:${server.address().port}`;
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });

async function checkStory(page, id, problems) {
  await page.goto(`${origin}/iframe.html?id=${encodeURIComponent(id)}&viewMode=story`, { waitUntil: 'load' });
  // Storybook renders the story (loaders, render, play function) ...
  await page.waitForFunction(
    () => {
      const phase = globalThis.__STORYBOOK_PREVIEW__?.currentRender?.phase;
      return phase === 'completed' || phase === 'finished' || phase === 'errored' || phase === 'aborted'
        || document.body.classList.contains('sb-show-errordisplay');
    },
    null,
    { timeout: STORY_TIMEOUT_MS, polling: 50 },
  );
  const phase = await page.evaluate(() => globalThis.__STORYBOOK_PREVIEW__?.currentRender?.phase);
  const shownError = await page.evaluate(() =>
    document.body.classList.contains('sb-show-errordisplay') ? document.querySelector('#error-message')?.textContent?.trim() || 'error shown' : '',
  );
  if (shownError) problems.push(`storybook error: ${shownError.slice(0, 200)}`);
  if (phase === 'errored') problems.push('story errored (render or play function)');
  // ... then the elements' sandbox calls (with their latency and debounces) settle.
  await page.waitForFunction(
    (settleMs) => {
      const w = globalThis;
      const now = performance.now();
      if ((w.__tipPending ?? 0) > 0 || w.__tipIdleSince === undefined) {
        w.__tipIdleSince = (w.__tipPending ?? 0) > 0 ? undefined : now;
        return false;
      }
      return now - w.__tipIdleSince >= settleMs;
    },
    SETTLE_MS,
    { timeout: STORY_TIMEOUT_MS, polling: 50 },
  );
  const render = await page.evaluate(() => {
    const root = document.querySelector('#storybook-root');
    const undefinedTags = new Set();
    const walk = (node) => {
      for (const el of node.querySelectorAll('*')) {
        if (el.localName.includes('-') && !customElements.get(el.localName)) undefinedTags.add(el.localName);
        if (el.shadowRoot) walk(el.shadowRoot);
      }
    };
    if (root) walk(root);
    return { empty: !root || root.children.length === 0, undefinedTags: [...undefinedTags] };
  });
  if (render.empty) problems.push('nothing rendered in #storybook-root');
  if (render.undefinedTags.length > 0) problems.push(`elements not defined: ${render.undefinedTags.join(', ')}`);
  await page.addScriptTag({ path: axePath });
  const violations = await page.evaluate(async () => {
    const result = await globalThis.axe.run(document.querySelector('#storybook-root'), { resultTypes: ['violations'] });
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.impact} ${v.id} (${v.nodes.length}): ${v.nodes[0]?.target?.join(' ') ?? ''} ${v.nodes[0]?.failureSummary?.split('\n')[1]?.trim() ?? ''}`);
  });
  for (const v of violations) problems.push(`axe ${v}`);
}

async function worker(queue, results) {
  const context = await browser.newContext({ viewport: { width: 1100, height: 900 } });
  const page = await context.newPage();
  let problems = [];
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('console', (msg) => {
    if (msg.type() === 'error') problems.push(`console error: ${msg.text().slice(0, 300)}`);
  });
  page.on('requestfailed', (request) => {
    if (!request.failure()?.errorText.includes('ERR_ABORTED')) problems.push(`request failed: ${request.url()} ${request.failure()?.errorText}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`HTTP ${response.status()}: ${response.url()}`);
  });
  for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
    problems = [];
    const started = Date.now();
    try {
      await checkStory(page, id, problems);
    } catch (error) {
      problems.push(`check failed: ${String(error?.message ?? error).split('\n')[0]}`);
    }
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    const ok = problems.length === 0;
    results.push({ id, ok });
    console.log(`${ok ? 'ok  ' : 'FAIL'} ${id} (${seconds}s)${ok ? '' : '\n       ' + [...new Set(problems)].join('\n       ')}`);
  }
  await context.close();
}

/**
 * Two checks beyond rendering: a control change (what the Controls panel sends) reaches the
 * element and re-renders it, which fails if Lit's legacy decorators were mis-compiled; and a
 * docs page lists the element's API from custom-elements.json (parts, CSS properties).
 */
async function checkControlsAndDocs(results) {
  const context = await browser.newContext({ viewport: { width: 1100, height: 900 } });
  const page = await context.newPage();
  const id = 'elements-tip-proposals--ready';
  if (stories.includes(id)) {
    let ok = false;
    let detail = '';
    try {
      await page.goto(`${origin}/iframe.html?id=${id}&viewMode=story`);
      const checked = () =>
        page.evaluate(() => document.querySelector('tip-proposals')?.shadowRoot?.querySelector('[role="radio"][aria-checked="true"]')?.getAttribute('data-value') ?? '');
      await page.waitForFunction(() => document.querySelector('tip-proposals')?.shadowRoot?.querySelector('[role="radio"][data-value="high"]'));
      const before = await checked();
      await page.evaluate((storyId) => globalThis.__STORYBOOK_ADDONS_CHANNEL__.emit('updateStoryArgs', { storyId, updatedArgs: { value: 'high', label: 'Control Test' } }), id);
      await page.waitForFunction(
        () => document.querySelector('tip-proposals')?.shadowRoot?.querySelector('[role="radio"][aria-checked="true"]')?.getAttribute('data-value') === 'high',
        null,
        { timeout: 5000 },
      );
      const name = await page.evaluate(() => document.querySelector('tip-proposals')?.shadowRoot?.querySelector('[role="radiogroup"]')?.getAttribute('aria-label'));
      ok = before === '' && name === 'Control Test';
      detail = `before "${before}", group name "${name}"`;
    } catch (error) {
      detail = String(error?.message ?? error).split('\n')[0];
    }
    results.push({ id: 'controls', ok });
    console.log(`${ok ? 'ok  ' : 'FAIL'} controls: setting value and label from the Controls channel re-renders tip-proposals${ok ? '' : ` (${detail})`}`);
  }
  const docsId = Object.values(index.entries).find((e) => e.type === 'docs' && e.id.startsWith('elements-tip-proposals'))?.id;
  if (docsId && existsSync('custom-elements.json')) {
    let ok = false;
    let detail = '';
    try {
      await page.goto(`${origin}/iframe.html?id=${docsId}&viewMode=docs`);
      await page.waitForSelector('.docblock-argstable', { timeout: STORY_TIMEOUT_MS });
      const text = await page.locator('.docblock-argstable').first().innerText();
      const wanted = ['option-selected', '--tip-option-min-width', 'customCents', 'change'];
      const missing = wanted.filter((w) => !text.includes(w));
      ok = missing.length === 0;
      detail = `missing from the docs table: ${missing.join(', ')}`;
    } catch (error) {
      detail = String(error?.message ?? error).split('\n')[0];
    }
    results.push({ id: 'docs', ok });
    console.log(`${ok ? 'ok  ' : 'FAIL'} docs: the tip-proposals docs page lists parts, CSS properties, properties and events from custom-elements.json${ok ? '' : ` (${detail})`}`);
  }
  await context.close();
}

const results = [];
const queue = [...stories];
const started = Date.now();
try {
  await Promise.all(Array.from({ length: Math.min(PARALLEL, stories.length) }, () => worker(queue, results)));
  if (!only) await checkControlsAndDocs(results);
} finally {
  await browser.close();
  server.close();
}
const passed = results.filter((r) => r.ok).length;
const failed = results.length - passed;
console.log(`checked ${stories.length} stories (+ controls and docs) in ${((Date.now() - started) / 1000).toFixed(1)}s`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
