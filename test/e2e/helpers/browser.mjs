// Debian's Chromium through playwright-core, as every end-to-end suite starts it, and a page that
// records what went wrong on it. Waits are Playwright's own (locators, waitForFunction) with the
// machine-scaled default timeout of ../../timeouts.mjs.
import { createRequire } from 'node:module';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../../scripts/chromium.mjs';
import { scaled } from '../../timeouts.mjs';

/** What a single Playwright wait (a locator, a navigation, waitForFunction) may take here. */
export const WAIT_MS = scaled(15_000);

/** axe-core's browser build, for `page.addScriptTag({ path: AXE })`. */
export const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

export function launch() {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, timeout: scaled(30_000) });
}

/**
 * A new page in a new context that records problems (page errors, console errors, failed or
 * 4xx/5xx requests), console warnings and the paths it requested.
 */
export async function recordingPage(browser, { viewport = { width: 1100, height: 900 } } = {}) {
  const context = await browser.newContext({ viewport, deviceScaleFactor: 1 });
  const page = await context.newPage();
  page.setDefaultTimeout(WAIT_MS);
  page.setDefaultNavigationTimeout(WAIT_MS);
  const problems = [];
  const warnings = [];
  const requests = [];
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('console', (msg) => {
    if (msg.type() === 'error') problems.push(`console error: ${msg.text()}`);
    else if (msg.type() === 'warning') warnings.push(msg.text());
  });
  page.on('request', (request) => requests.push(new URL(request.url()).pathname));
  page.on('requestfailed', (request) => problems.push(`request failed: ${request.url()} ${request.failure()?.errorText}`));
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`HTTP ${response.status()}: ${response.url()}`);
  });
  return { context, page, problems, warnings, requests };
}

/**
 * Serious and critical axe-core violations under `selector` (the whole document by default), as
 * "id: target". axe-core goes into the page inline, or from `axeUrl` where a page served with
 * caching headers gives it (a suite that checks many pages: the browser then keeps its compiled
 * code, 15 ms a page instead of 70-100).
 */
export async function axeSerious(page, selector, axeUrl) {
  if (!(await page.evaluate(() => Boolean(globalThis.axe)))) await page.addScriptTag(axeUrl ? { url: axeUrl } : { path: AXE });
  return page.evaluate(async (selector) => {
    const { violations } = await globalThis.axe.run(selector ? document.querySelector(selector) : document, { resultTypes: ['violations'] });
    return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes[0]?.target.join(' ')}`);
  }, selector ?? null);
}
