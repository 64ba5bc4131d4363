// The browser bundle on a POS page with no bundler (after `npm run build`): a plain HTML page
// loads dist/browser/tip-elements.js with <script type="module"> (no import map, nothing from
// node_modules: the server answers only the page and dist/browser/), runs the sandbox from
// dist/browser/sandbox.js, and in headless Chromium a customer completes a sale; then the page
// switches to German and the checkout's catalogue chunk arrives, a back-office element added to it
// brings the back office's, and a Display-mode element Display mode's.
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { launch, recordingPage } from './helpers/browser.mjs';
import { sendScript, serve } from './helpers/server.mjs';
import { loose } from './helpers/text.mjs';

/** An accessible name that starts with `text`, its bidi isolates aside. */
const startsWith = (text) => new RegExp(`^[\\u2066-\\u2069]*${loose(text).source}`);

const bundleDir = fileURLToPath(new URL('../../dist/browser/', import.meta.url));
/** Where the POS host put its copy of dist/browser: any path works, the bundle imports only relatives. */
const BASE = '/static/tip-elements/';

const page = `<!doctype html>
<html lang="en-US">
  <head>
    <meta charset="utf-8" />
    <title>POS checkout</title>
    <link rel="icon" href="data:," />
    <script type="module" src="${BASE}tip-elements.js"></script>
  </head>
  <body>
    <tip-checkout location-id="demo-location">
      <staff-tip-list></staff-tip-list>
      <checkout-summary></checkout-summary>
    </tip-checkout>
    <script type="module">
      import { createDataClient } from '${BASE}tip-elements.js';
      import { createSandbox } from '${BASE}sandbox.js';

      const sandbox = createSandbox();
      const checkout = document.querySelector('tip-checkout');
      checkout.client = createDataClient({ baseUrl: 'http://sandbox.local', credentials: sandbox.credentials, fetch: sandbox.fetch });
      window.client = checkout.client;
      checkout.customer = { id: 'c-42', firstName: 'Sam', lastName: 'Lee' };
      checkout.staff = [
        { employeeId: 'e-ana', firstName: 'Ana', lastName: 'Lima', avatar: '', serviceAmount: 50 },
        { employeeId: 'e-bo', firstName: 'Bo', lastName: 'Chen', avatar: '', serviceAmount: 8 },
      ];
      checkout.lines = [{ name: 'Haircut', qty: 1, total: 58 }];
      checkout.addEventListener('tip-intent', (e) => {
        window.sale = { result: e.result, known: sandbox.transaction(e.result.transactionId) ?? null };
      });
    </script>
  </body>
</html>`;

let server;
let browser;
let tab;
let problems;
let warnings;
let requests;
const group = (name) => tab.getByRole('radiogroup', { name });

before(async () => {
  assert.ok(existsSync(join(bundleDir, 'tip-elements.js')), 'dist/browser/tip-elements.js exists (run `npm run build` first)');
  server = await serve((req, res, url) => {
    if (url.pathname === '/') {
      res.setHeader('content-type', 'text/html; charset=utf-8');
      res.end(page);
      return true;
    }
    return url.pathname.startsWith(BASE) && sendScript(res, bundleDir, url.pathname.slice(BASE.length));
  });
  browser = await launch();
  ({ page: tab, problems, warnings, requests } = await recordingPage(browser));
  await tab.goto(server.url, { waitUntil: 'load' });
});

after(async () => {
  await browser?.close();
  await server?.close();
});

test('a plain page registers the elements from dist/browser/tip-elements.js and shows the service\'s proposals', async () => {
  await group('Ana Lima').getByRole('radio', { name: loose('20%, $10.00', { whole: true }) }).waitFor();
  await group('Bo Chen').getByRole('radio', { name: loose('$2.00, 25%', { whole: true }) }).waitFor();
  const defined = await tab.evaluate(() =>
    ['tip-checkout', 'staff-tip-list', 'tip-proposals', 'custom-tip-input', 'checkout-summary'].filter((tag) => !customElements.get(tag)),
  );
  if (defined.length > 0) throw new Error(`not defined: ${defined.join(', ')}`);
});

// tip-elements.js holds the back office and Display mode, sandbox.js the sandbox; both import the
// rest from checkout.js and the chunks it loads (one copy of the checkout's code and of zod).
test('the page fetched only itself, the three bundles it names and chunks next to them (lit, @lit/context and zod are inside; no catalogue for English)', async () => {
  const expected = ['/', `${BASE}tip-elements.js`, `${BASE}checkout.js`, `${BASE}sandbox.js`];
  const chunk = new RegExp(`^${BASE.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}elements-[\\w-]+\\.js$`);
  const fetched = [...new Set(requests)];
  const unexpected = fetched.filter((path) => !expected.includes(path) && !chunk.test(path));
  if (unexpected.length > 0) throw new Error(`also fetched ${unexpected.join(', ')}`);
  if (!fetched.some((path) => chunk.test(path))) throw new Error('no lazy chunk fetched: the client loads its checks as a chunk');
});

test('the customer tips 20% and $2.00 and confirms: tip-intent carries a transaction the sandbox holds, pending', async () => {
  await group('Ana Lima').getByRole('radio', { name: startsWith('20%') }).click();
  await group('Bo Chen').getByRole('radio', { name: startsWith('$2.00') }).click();
  await tab.getByRole('button', { name: /confirm tips/i }).click();
  await tab.waitForFunction(() => window.sale !== undefined);
  const { result, known } = await tab.evaluate(() => window.sale);
  if (!/^txn_/.test(result.transactionId)) throw new Error(`transactionId ${result.transactionId}`);
  if (!known || known.status !== 'pending') throw new Error(`the sandbox holds ${JSON.stringify(known)}`);
  const tips = result.tips.map((t) => `${t.employeeId} ${t.level} ${t.amount}`).sort();
  if (tips.join('; ') !== 'e-ana medium 10; e-bo medium 2') throw new Error(`tips: ${tips.join('; ')}`);
  // 3 % + $0.30 per tip: $0.60 and $0.36.
  if (result.total !== 12.96) throw new Error(`total ${result.total}`);
});

/** The catalogue chunks fetched so far, `locales/<tag>-<area>-<hash>.js`, by file name. */
const catalogueChunks = () => requests.filter((path) => path.startsWith(`${BASE}locales/`)).map((path) => path.slice(`${BASE}locales/`.length));
/** True when the chunks fetched are exactly these `<tag>-<area>`s, in this order. */
const fetchedExactly = (chunks, names) => chunks.length === names.length && names.every((name, i) => new RegExp(`^${name}-[\\w-]+\\.js$`).test(chunks[i]));

test('<html lang="de-DE"> fetches the German checkout catalogue, a chunk next to the bundle, and no back-office one; the elements speak German', async () => {
  await tab.evaluate(() => (document.documentElement.lang = 'de-DE'));
  await group('Bo Chen').getByRole('radio', { name: 'Kein Trinkgeld' }).waitFor();
  const chunks = catalogueChunks();
  if (!fetchedExactly(chunks, ['de-checkout'])) throw new Error(`catalogue requests: ${chunks.join(', ') || 'none'}`);
});

test('a tip-transaction added to the German page (the bundle registered it) fetches the German back-office chunk only then, and speaks German', async () => {
  await tab.evaluate(async () => {
    if (!customElements.get('tip-transaction')) throw new Error('tip-transaction is not registered by the bundle');
    const details = document.createElement('tip-transaction');
    details.client = window.client;
    details.transactionId = window.sale.result.transactionId;
    document.body.append(details);
  });
  await tab.locator('tip-transaction').getByText('Trinkgeldbuchungen').waitFor();
  const chunks = catalogueChunks();
  if (!fetchedExactly(chunks, ['de-checkout', 'de-back-office'])) throw new Error(`catalogue requests: ${chunks.join(', ') || 'none'}`);
});

test('a tip-device-pairing added to the German page (the bundle registered it) fetches the German display chunk only then, and speaks German', async () => {
  await tab.evaluate(async () => {
    if (!customElements.get('tip-device-pairing')) throw new Error('tip-device-pairing is not registered by the bundle');
    document.body.append(document.createElement('tip-device-pairing'));
  });
  await tab.locator('tip-device-pairing').getByText('Code auf dem Gerät').waitFor();
  const chunks = catalogueChunks();
  if (!fetchedExactly(chunks, ['de-checkout', 'de-back-office', 'de-display'])) throw new Error(`catalogue requests: ${chunks.join(', ') || 'none'}`);
});

test('Lit runs its production build (no dev-mode warning)', () => {
  const devMode = warnings.filter((w) => /dev mode/i.test(w));
  assert.deepEqual(devMode, []);
});

test('no page error, console error or failed request', () => {
  assert.deepEqual(problems, []);
});
