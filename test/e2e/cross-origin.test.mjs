// A page calling a tip service directly, across origins, with credentials: the service follows the
// interface and nothing more, so its CORS answer allows only the interface's headers (Content-Type).
// The client sends exactly those (no Idempotency-Key, which only the host's proxy and the sandbox
// understand), so the preflight passes and the intent is made. The same page with
// `idempotencyKeys: true` shows what the stub refuses: the preflight fails and nothing is created.
// Two local servers on two ports (two origins): the page with dist/browser, and the service.
// Needs `npm run build`.
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { launch, recordingPage } from './helpers/browser.mjs';
import { sendScript, serve } from './helpers/server.mjs';

const bundleDir = fileURLToPath(new URL('../../dist/browser/', import.meta.url));
const credentials = { appId: 'app-1', appSecret: 'secret-1', accountToken: 'account-1' };

let pageServer;
let service;
let browser;
let tab;
let problems;
/** What the service saw: preflights (with the headers they asked for) and posts. */
const preflights = [];
const posts = [];

function readBody(req) {
  return new Promise((resolve) => {
    let text = '';
    req.setEncoding('utf8');
    req.on('data', (chunk) => (text += chunk));
    req.on('end', () => resolve(text));
  });
}

before(async () => {
  assert.ok(existsSync(join(bundleDir, 'tip-elements.js')), 'dist/browser/tip-elements.js exists (run `npm run build` first)');
  pageServer = await serve((req, res, url) => {
    if (url.pathname === '/') {
      res.setHeader('content-type', 'text/html; charset=utf-8');
      res.end('<!doctype html><html lang="en"><head><meta charset="utf-8"><title>POS</title><link rel="icon" href="data:,"></head><body></body></html>');
      return true;
    }
    return sendScript(res, bundleDir, url.pathname);
  });
  const pageOrigin = new URL(pageServer.url).origin;
  // The spec-only service: POST + JSON, credentials in the body, CORS for the page's origin with
  // the interface's one non-simple header, Content-Type.
  service = await serve(async (req, res, url) => {
    const cors = { 'access-control-allow-origin': pageOrigin, vary: 'origin' };
    if (req.method === 'OPTIONS') {
      const asked = (req.headers['access-control-request-headers'] ?? '').split(',').map((h) => h.trim().toLowerCase()).filter(Boolean);
      preflights.push(asked);
      res.writeHead(204, { ...cors, 'access-control-allow-methods': 'POST', 'access-control-allow-headers': 'content-type', 'access-control-max-age': '0' });
      res.end();
      return true;
    }
    if (req.method !== 'POST' || url.pathname !== '/v1/data/transaction/intent') return false;
    const body = JSON.parse(await readBody(req));
    posts.push({ headers: req.headers, body });
    assert.deepEqual([body.appId, body.appSecret, body.accountToken], [credentials.appId, credentials.appSecret, credentials.accountToken]);
    const tips = body.payload.tipSelections.map((s) => ({ employeeId: s.employeeId, level: s.level, amount: s.amount, fee: 0.3 }));
    const fees = { service: 0.3 * tips.length, pos: 0, total: 0.3 * tips.length };
    const cents = tips.reduce((sum, t) => sum + Math.round(t.amount * 100), 0) + Math.round(fees.total * 100);
    const text = JSON.stringify({ data: { transactionId: `tx-${posts.length}`, tips, fees, total: cents / 100 } });
    res.writeHead(200, { ...cors, 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) });
    res.end(text);
    return true;
  });
  browser = await launch();
  ({ page: tab, problems } = await recordingPage(browser));
  await tab.goto(pageServer.url, { waitUntil: 'load' });
});

after(async () => {
  await browser?.close();
  await pageServer?.close();
  await service?.close();
});

/** Runs one intent from the page with a client on the service; resolves with what came back. */
function intentFromPage(extra) {
  return tab.evaluate(
    async ({ serviceUrl, credentials, extra }) => {
      const { createDataClient } = await import('/tip-elements.js');
      const client = createDataClient({ baseUrl: serviceUrl, credentials, retries: 0, ...extra });
      try {
        const result = await client.intent({
          locationId: 'store-1',
          customer: { id: 'c-1' },
          tipSelections: [{ employeeId: 'e-ana', firstName: 'Ana', lastName: 'Lima', avatar: '', amount: 10, level: 'custom' }],
        });
        return { ok: true, result };
      } catch (error) {
        return { ok: false, name: error.name };
      }
    },
    { serviceUrl: service.url.replace(/\/$/, ''), credentials, extra },
  );
}

test('with credentials, a cross-origin page completes an intent with a service that allows only the interface headers', async () => {
  assert.notEqual(new URL(pageServer.url).origin, new URL(service.url).origin);
  const outcome = await intentFromPage({});
  assert.deepEqual(outcome, {
    ok: true,
    result: { transactionId: 'tx-1', tips: [{ employeeId: 'e-ana', level: 'custom', amount: 10, fee: 0.3 }], fees: { service: 0.3, pos: 0, total: 0.3 }, total: 10.3 },
  });
  assert.deepEqual(preflights, [['content-type']], 'the preflight asked for Content-Type only');
  assert.equal(posts.length, 1);
  assert.equal(posts[0].headers['idempotency-key'], undefined);
  assert.deepEqual(problems, []);
});

test('the same page made to send Idempotency-Key: the preflight fails and nothing is created (what the client now avoids)', async () => {
  const outcome = await intentFromPage({ idempotencyKeys: true });
  assert.deepEqual(outcome, { ok: false, name: 'TipNetworkError' });
  assert.deepEqual(preflights.at(-1), ['content-type', 'idempotency-key']);
  assert.equal(posts.length, 1, 'no second intent reached the service');
  problems.length = 0;
});
