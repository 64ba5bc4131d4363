// Every Storybook story in headless Chromium: each must render (its play function passing, its
// sandbox data settled) with no page error, no console error, no failed request, and no serious or
// critical axe violation in #storybook-root. Every story with a play function runs again in every
// shipped locale (the toolbar's locale global, `&globals=locale:<tag>` in the iframe URL). Then a
// control change reaches an element, and a docs page lists an element's API from
// custom-elements.json. Each page loads the preview once per locale and then goes from story to
// story as Storybook's sidebar does (its `setCurrentStory` event), which an integrator browsing
// the stories does too: 132 s instead of 162 s for the 216 checks alone on a quiet 2-core machine.
//
// The static build comes from STORYBOOK_STATIC (scripts/test.mjs builds it once, early, with
// `storybook build`); without it this file builds Storybook into a temporary directory first.
//
//   STORYBOOK_STATIC=storybook-static node --import tsx --test test/e2e/storybook.test.mjs
//   STORYBOOK_ONLY=tip-proposals ...   only the stories whose id contains the text
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { scaled } from '../timeouts.mjs';
import { AXE, axeSerious, launch, WAIT_MS } from './helpers/browser.mjs';
import { SHIPPED_LOCALES } from './helpers/locales.mjs';
import { serveStatic } from './helpers/server.mjs';

const repo = fileURLToPath(new URL('../..', import.meta.url));
/** Pages checking stories at once. */
const PARALLEL = Number(process.env.STORYBOOK_PARALLEL || 3);
/** What one story may take to render and settle. */
const STORY_MS = scaled(30_000);
/** No sandbox call in flight for this long: the story's data has landed (the elements debounce their lookups). */
const SETTLE_MS = 500;
const only = process.env.STORYBOOK_ONLY;
/** Where the static server gives axe-core, cached like the build's scripts. */
const AXE_PATH = '/__axe/axe.min.js';

/** Builds Storybook into a temporary directory (removed when the file ends). */
function buildStorybook() {
  const dir = mkdtempSync(join(tmpdir(), 'storybook-test-'));
  process.on('exit', () => rmSync(dir, { recursive: true, force: true }));
  const build = spawnSync('npx', ['storybook', 'build', '-o', dir, '--quiet', '--disable-telemetry'], {
    cwd: repo,
    encoding: 'utf8',
    timeout: scaled(600_000),
    env: { ...process.env, STORYBOOK_DISABLE_TELEMETRY: '1', NODE_OPTIONS: '--max-old-space-size=3072' },
  });
  assert.equal(build.status, 0, `storybook build failed:\n${build.stdout.slice(-4000)}${build.stderr.slice(-4000)}`);
  return dir;
}

const STATIC_DIR = process.env.STORYBOOK_STATIC ? resolve(repo, process.env.STORYBOOK_STATIC) : buildStorybook();
const indexFile = join(STATIC_DIR, 'index.json');
assert.ok(existsSync(indexFile), `no Storybook build in ${STATIC_DIR} (index.json missing)`);
const index = JSON.parse(readFileSync(indexFile, 'utf8'));
const entries = Object.values(index.entries).filter((e) => e.type === 'story' && (!only || e.id.includes(only)));
assert.ok(entries.length > 0, `no stories in ${indexFile}`);
/** Storybook tags a story with a play function `play-fn`. */
const withPlay = entries.filter((e) => e.tags?.includes('play-fn'));
/**
 * The locales the play functions run in besides the default. All 30 shipped ones would be some
 * 2,200 runs of about 75 stories: at about 2 s a run (3 at once) on this 2-core machine, over an
 * hour, far beyond what `npm test` may take (6 minutes in all; this suite is its longest step). So
 * `npm test` runs one besides English: right to left (Arabic, with its own digits and plural
 * forms), where a story that waited on English words fails. German ran here too, for its long
 * words, until issues 22 and 23 made the suite npm test's critical path at 318 s of its 360 (CJK
 * left at 280 s before); long words in every locale are the browser tests' layout suite's
 * (test/browser/layout.test.ts: 30 locales at five widths, team mode at 320 px). STORYBOOK_LOCALES=all
 * (or a comma list of tags, e.g. `de,ja,fi,th`) runs others.
 */
const PLAY_LOCALES = (process.env.STORYBOOK_LOCALES === 'all' ? SHIPPED_LOCALES
  : process.env.STORYBOOK_LOCALES ? process.env.STORYBOOK_LOCALES.split(',')
  : SHIPPED_LOCALES.filter((tag) => tag === 'ar'))
  // English is the default locale: "every story" above has run each play function in it already.
  .filter((tag) => tag !== 'en');

let server;
let origin;
let browser;
/** Free pages, each with the problems it records while it checks a story. */
const pool = [];
const waiting = [];

before(async () => {
  server = await serveStatic(STATIC_DIR, { [AXE_PATH]: AXE });
  origin = server.url.replace(/\/$/, '');
  browser = await launch();
  // One context: its pages share the HTTP cache, so Storybook's scripts load (and compile) once.
  const context = await browser.newContext({ viewport: { width: 1100, height: 900 } });
  for (let i = 0; i < PARALLEL; i++) {
    const page = await context.newPage();
    page.setDefaultTimeout(WAIT_MS);
    const slot = { page, problems: [] };
    page.on('pageerror', (error) => slot.problems.push(`pageerror: ${error.message}`));
    page.on('console', (msg) => {
      if (msg.type() === 'error') slot.problems.push(`console error: ${msg.text().slice(0, 300)}`);
    });
    page.on('requestfailed', (request) => {
      if (!request.failure()?.errorText.includes('ERR_ABORTED')) slot.problems.push(`request failed: ${request.url()} ${request.failure()?.errorText}`);
    });
    page.on('response', (response) => {
      if (response.status() >= 400) slot.problems.push(`HTTP ${response.status()}: ${response.url()}`);
    });
    pool.push(slot);
  }
});

after(async () => {
  await browser?.close();
  await server?.close();
});

/** Runs `fn` with a free page (its problems cleared), then frees it. */
async function withPage(fn) {
  const slot = pool.pop() ?? (await new Promise((resolve) => waiting.push(resolve)));
  slot.problems.length = 0;
  try {
    return await fn(slot);
  } finally {
    const next = waiting.shift();
    if (next) next(slot);
    else pool.push(slot);
  }
}

/** The locale each page's preview was loaded in ('' the default), by page. */
const loadedIn = new WeakMap();

/**
 * Opens story `id` (in `locale`, when given). A page whose preview is already loaded in that
 * locale switches to it as Storybook's own sidebar does (`setCurrentStory` on the preview's
 * channel: the previous story is torn down, the next one rendered); otherwise the page loads the
 * story's iframe URL. The preview is loaded once per page and locale, not once per story.
 */
async function openStory(page, id, locale = '') {
  if (loadedIn.get(page) === locale) {
    await page.evaluate((storyId) => {
      globalThis.__tipIdleSince = undefined;
      globalThis.__STORYBOOK_ADDONS_CHANNEL__.emit('setCurrentStory', { storyId, viewMode: 'story' });
    }, id);
    return;
  }
  const globals = locale ? `&globals=locale:${encodeURIComponent(locale)}` : '';
  await page.goto(`${origin}/iframe.html?id=${encodeURIComponent(id)}&viewMode=story${globals}`, { waitUntil: 'load' });
  loadedIn.set(page, locale);
}

/** Opens a story (in `locale`, when given) and collects what went wrong into `problems`. */
async function checkStory(page, id, problems, locale) {
  await openStory(page, id, locale);
  // Storybook renders the story (loaders, render, play function) ...
  await page.waitForFunction(
    (storyId) => {
      const render = globalThis.__STORYBOOK_PREVIEW__?.currentRender;
      const phase = render?.id === storyId ? render.phase : undefined;
      return phase === 'completed' || phase === 'finished' || phase === 'errored' || phase === 'aborted'
        || document.body.classList.contains('sb-show-errordisplay');
    },
    id,
    { timeout: STORY_MS, polling: 50 },
  );
  const phase = await page.evaluate(() => globalThis.__STORYBOOK_PREVIEW__?.currentRender?.phase);
  const shownError = await page.evaluate(() =>
    document.body.classList.contains('sb-show-errordisplay') ? document.querySelector('#error-message')?.textContent?.trim() || 'error shown' : '',
  );
  if (shownError) problems.push(`storybook error: ${shownError.slice(0, 200)}`);
  if (phase === 'errored') problems.push('story errored (render or play function)');
  if (locale) {
    // The toolbar's locale reached the document (a story about one locale sets its own `lang`).
    const lang = await page.evaluate(() => document.documentElement.lang);
    const own = await page.evaluate(() => globalThis.__STORYBOOK_PREVIEW__?.currentRender?.story?.parameters?.lang);
    if (lang !== (own ?? locale)) problems.push(`<html lang="${lang}">, not ${own ?? locale}`);
  }
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
    { timeout: STORY_MS, polling: 50 },
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
  for (const v of await axeSerious(page, '#storybook-root', AXE_PATH)) problems.push(`axe ${v}`);
}

/** A test that checks story `id` (in `locale`) and fails with every problem it saw. */
const storyTest = (id, locale) => async () =>
  withPage(async ({ page, problems }) => {
    try {
      await checkStory(page, id, problems, locale);
    } catch (error) {
      problems.push(`check failed: ${String(error?.message ?? error).split('\n')[0]}`);
    }
    assert.deepEqual([...new Set(problems)], []);
  });

describe(`every story (${entries.length})`, { concurrency: PARALLEL }, () => {
  for (const { id } of entries) test(id, { timeout: STORY_MS * 3 }, storyTest(id));
});

/**
 * Stories tagged `forced-colors` again with forced colours emulated (Windows contrast themes):
 * Storybook cannot switch a media feature, the browser can. Their play functions check the
 * high-contrast look, which shows only then.
 */
const forcedColours = entries.filter((e) => e.tags?.includes('forced-colors'));
if (!only) assert.ok(forcedColours.length > 0, 'no story tagged forced-colors');
describe(`every story tagged forced-colors (${forcedColours.length}) under forced colours`, { concurrency: PARALLEL }, () => {
  for (const { id } of forcedColours) {
    test(id, { timeout: STORY_MS * 3 }, () =>
      withPage(async ({ page, problems }) => {
        await page.emulateMedia({ forcedColors: 'active' });
        try {
          await checkStory(page, id, problems);
          if (!(await page.evaluate(() => matchMedia('(forced-colors: active)').matches))) problems.push('forced colours not active');
        } catch (error) {
          problems.push(`check failed: ${String(error?.message ?? error).split('\n')[0]}`);
        } finally {
          await page.emulateMedia({ forcedColors: 'none' });
        }
        assert.deepEqual([...new Set(problems)], []);
      }),
    );
  }
});

describe(`every story with a play function (${withPlay.length}) in ${PLAY_LOCALES.join(', ')}`, { concurrency: PARALLEL }, () => {
  for (const locale of PLAY_LOCALES) {
    for (const { id } of withPlay) test(`${id} in ${locale}`, { timeout: STORY_MS * 3 }, storyTest(id, locale));
  }
});

/** The `tip-proposals` "Ready" story: the one a control change is tried on. */
const controlsId = 'elements-tip-proposals--ready';
const docsId = Object.values(index.entries).find((e) => e.type === 'docs' && e.id.startsWith('elements-tip-proposals'))?.id;

if (!only) {
  test('controls: setting value and label from the Controls channel re-renders tip-proposals', async () => {
    assert.ok(entries.some((e) => e.id === controlsId), `no story ${controlsId}`);
    await withPage(async ({ page }) => {
      await page.goto(`${origin}/iframe.html?id=${controlsId}&viewMode=story`);
      const checked = () =>
        page.evaluate(() => document.querySelector('tip-proposals')?.shadowRoot?.querySelector('[role="radio"][aria-checked="true"]')?.getAttribute('data-value') ?? '');
      await page.waitForFunction(() => document.querySelector('tip-proposals')?.shadowRoot?.querySelector('[role="radio"][data-value="high"]'));
      assert.equal(await checked(), '', 'an option was checked before the control changed');
      await page.evaluate((storyId) => globalThis.__STORYBOOK_ADDONS_CHANNEL__.emit('updateStoryArgs', { storyId, updatedArgs: { value: 'high', label: 'Control Test' } }), controlsId);
      await page.waitForFunction(
        () => document.querySelector('tip-proposals')?.shadowRoot?.querySelector('[role="radio"][aria-checked="true"]')?.getAttribute('data-value') === 'high',
      );
      const name = await page.evaluate(() => document.querySelector('tip-proposals')?.shadowRoot?.querySelector('[role="radiogroup"]')?.getAttribute('aria-label'));
      // The name as given, isolated for bidi (FSI … PDI) as every name is.
      assert.equal(name, '\u2068Control Test\u2069');
    });
  });

  test('docs: the tip-proposals docs page lists parts, CSS properties, properties and events from custom-elements.json', async () => {
    assert.ok(docsId, 'no docs entry for tip-proposals');
    assert.ok(existsSync(join(repo, 'custom-elements.json')), 'custom-elements.json exists (npm run build)');
    await withPage(async ({ page }) => {
      await page.goto(`${origin}/iframe.html?id=${docsId}&viewMode=docs`);
      await page.waitForSelector('.docblock-argstable', { timeout: STORY_MS });
      const text = await page.locator('.docblock-argstable').first().innerText();
      const wanted = ['option-selected', '--tip-option-min-width', 'customCents', 'change'];
      assert.deepEqual(wanted.filter((w) => !text.includes(w)), [], 'missing from the docs table');
    });
  });
}
