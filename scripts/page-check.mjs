// What the built-package checks in Chromium share (scripts/bundle-check.mjs, scripts/ssr-check.mjs):
// one line per check and the closing "N passed, N failed", a local HTTP server that answers only
// what a handler gives it (anything else is a 404 the page notices), and a page that records every
// page error, console error, failed request and request made.
import { createServer } from 'node:http';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';

export function createChecks() {
  let passed = 0;
  let failed = 0;
  function check(ok, what, detail = '') {
    if (ok) passed++;
    else failed++;
    console.log(`${ok ? 'ok    ' : 'not ok'} ${what}${!ok && detail ? ` (${detail})` : ''}`);
  }
  return {
    check,
    /** Runs `fn`; it passes unless it throws. */
    async step(what, fn) {
      try {
        await fn();
        check(true, what);
      } catch (error) {
        check(false, what, String(error?.message ?? error).split('\n')[0]);
      }
    },
    /** Prints the closing line and returns the exit code. */
    finish() {
      console.log(`${passed} passed, ${failed} failed`);
      return failed === 0 ? 0 : 1;
    },
  };
}

/**
 * Serves `handler(req, res, url)` on 127.0.0.1 at a free port; a handler that returns false leaves
 * the request to a 404. Resolves with `{ url, close() }`.
 */
export async function serve(handler) {
  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    try {
      if ((await handler(req, res, url)) !== false) return;
    } catch (error) {
      res.statusCode = 500;
      res.end(String(error));
      return;
    }
    res.statusCode = 404;
    res.end('not found');
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return { url: `http://127.0.0.1:${port}/`, close: () => new Promise((resolve) => server.close(resolve)) };
}

export function launch() {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

/** A new page that records problems (page errors, console errors and warnings, failed or 4xx/5xx requests) and requests. */
export async function recordingPage(browser) {
  const context = await browser.newContext({ viewport: { width: 1100, height: 900 }, deviceScaleFactor: 1 });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
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
