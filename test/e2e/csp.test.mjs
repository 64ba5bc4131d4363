// The strict CSP page of docs/csp.md, tested (after `npm run build`): a POS page served with
//   Content-Security-Policy: default-src 'self'; script-src 'self'; style-src 'self';
//     require-trusted-types-for 'script'; trusted-types lit-html
// loads the browser bundle from dist/browser/ and its own script from a file (no inline script
// may run), and a customer completes a sale through the credential proxy (dist/server) in front of
// the sandbox (dist/sandbox), on the page's own origin. The page records every
// securitypolicyviolation event; none may occur, and no console error. The same page with
// `trusted-types 'none'` shows that the policy really is enforced: nothing renders.
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { launch, recordingPage } from './helpers/browser.mjs';
import { sendScript, serve } from './helpers/server.mjs';
import { loose } from './helpers/text.mjs';

/** An accessible name that starts with `text`, its bidi isolates aside. */
const startsWith = (text) => new RegExp(`^[\\u2066-\\u2069]*${loose(text).source}`);

const dist = fileURLToPath(new URL('../../dist/', import.meta.url));
const bundleDir = join(dist, 'browser/');
const BASE = '/static/tip-elements/';

const STRICT = "default-src 'self'; script-src 'self'; style-src 'self'; require-trusted-types-for 'script'; trusted-types lit-html";

const page = `<!doctype html>
<html lang="en-US">
  <head>
    <meta charset="utf-8" />
    <title>POS checkout under a strict CSP</title>
    <script src="/csp-watch.js"></script>
    <script type="module" src="/pos.js"></script>
  </head>
  <body>
    <tip-checkout location-id="demo-location">
      <staff-tip-list></staff-tip-list>
      <checkout-summary></checkout-summary>
    </tip-checkout>
  </body>
</html>`;

// A classic script, first on the page: it sees every violation, the bundle's included.
const watch = `window.violations = [];
document.addEventListener('securitypolicyviolation', (e) => {
  window.violations.push(e.violatedDirective + ' ' + (e.blockedURI || '') + ' ' + (e.sample || ''));
});`;

const pos = `import { createDataClient } from '${BASE}tip-elements.js';

const checkout = document.querySelector('tip-checkout');
// No credentials in the page: the host's proxy on this origin holds them.
checkout.client = createDataClient({ baseUrl: '/api/tips' });
checkout.customer = { id: 'c-42', firstName: 'Sam', lastName: 'Lee' };
checkout.staff = [
  { employeeId: 'e-ana', firstName: 'Ana', lastName: 'Lima', avatar: '', serviceAmount: 50 },
  { employeeId: 'e-bo', firstName: 'Bo', lastName: 'Chen', avatar: '', serviceAmount: 8 },
];
checkout.lines = [{ name: 'Haircut', qty: 1, total: 58 }];
checkout.addEventListener('tip-intent', (e) => (window.sale = e.result));
`;

const JS = 'text/javascript; charset=utf-8';

/** A server for the page, its scripts, dist/browser and the proxy, every answer with `policy`. */
async function start(policy, proxy, toNodeHandler) {
  const api = toNodeHandler(proxy);
  return serve((req, res, url) => {
    res.setHeader('content-security-policy', policy);
    if (url.pathname === '/favicon.ico') {
      // The browser asks for one; an icon from a data: URL would need img-src data:.
      res.statusCode = 204;
      res.end();
      return true;
    }
    if (url.pathname.startsWith('/api/tips/')) {
      api(req, res);
      return true;
    }
    const own = { '/': ['text/html; charset=utf-8', page], '/pos.js': [JS, pos], '/csp-watch.js': [JS, watch] }[url.pathname];
    if (own) {
      res.setHeader('content-type', own[0]);
      res.end(own[1]);
      return true;
    }
    return url.pathname.startsWith(BASE) && sendScript(res, bundleDir, url.pathname.slice(BASE.length));
  });
}

let browser;
let modules;

before(async () => {
  assert.ok(existsSync(join(bundleDir, 'tip-elements.js')), 'dist/browser/tip-elements.js exists (run `npm run build` first)');
  const [server, sandbox] = await Promise.all([import(join(dist, 'server/index.js')), import(join(dist, 'sandbox/index.js'))]);
  modules = { ...server, ...sandbox };
  browser = await launch();
});

after(async () => {
  await browser?.close();
});

function proxyFor(sandbox) {
  const { createTipProxy, DEMO_CREDENTIALS } = modules;
  return createTipProxy({ baseUrl: 'http://sandbox.local', ...DEMO_CREDENTIALS, fetch: sandbox.fetch });
}

describe(`a page served with "${STRICT}"`, () => {
  let server;
  let tab;
  let problems;
  let sandbox;
  const group = (name) => tab.getByRole('radiogroup', { name });

  before(async () => {
    sandbox = modules.createSandbox();
    server = await start(STRICT, proxyFor(sandbox), modules.toNodeHandler);
    ({ page: tab, problems } = await recordingPage(browser));
    const response = await tab.goto(server.url, { waitUntil: 'load' });
    assert.equal(response.headers()['content-security-policy'], STRICT);
  });

  after(async () => {
    await tab?.context().close();
    await server?.close();
  });

  test("the checkout renders the service's proposals through the proxy", async () => {
    await group('Ana Lima').getByRole('radio', { name: loose('20%, $10.00', { whole: true }) }).waitFor();
    await group('Bo Chen').getByRole('radio', { name: loose('$2.00, 25%', { whole: true }) }).waitFor();
  });

  test("the elements' styles apply (adopted style sheets are not inline style)", async () => {
    const styled = await tab.evaluate(() => {
      const list = document.querySelector('staff-tip-list');
      return {
        adopted: list.shadowRoot.adoptedStyleSheets.length,
        styleElements: document.querySelectorAll('tip-checkout, staff-tip-list, checkout-summary').length > 0
          ? [...document.querySelectorAll('staff-tip-list, checkout-summary')].reduce((n, el) => n + el.shadowRoot.querySelectorAll('style').length, 0)
          : -1,
      };
    });
    assert.ok(styled.adopted > 0, 'staff-tip-list adopted its style sheets');
    assert.equal(styled.styleElements, 0, 'no <style> element in the shadow roots');
    const minHeight = await group('Ana Lima').getByRole('radio', { name: startsWith('20%') }).evaluate((el) => el.getBoundingClientRect().height);
    assert.ok(minHeight >= 44, `a proposal is ${minHeight}px tall: its styles applied`);
  });

  test('the customer tips 20% and $2.00 and confirms: tip-intent carries the transaction the sandbox created', async () => {
    await group('Ana Lima').getByRole('radio', { name: startsWith('20%') }).click();
    await group('Bo Chen').getByRole('radio', { name: startsWith('$2.00') }).click();
    await tab.getByRole('button', { name: /confirm tips/i }).click();
    await tab.waitForFunction(() => window.sale !== undefined);
    const sale = await tab.evaluate(() => window.sale);
    assert.match(sale.transactionId, /^txn_/);
    assert.equal(sandbox.transaction(sale.transactionId)?.status, 'pending');
    assert.deepEqual(sale.tips.map((t) => `${t.employeeId} ${t.amount}`).sort(), ['e-ana 10', 'e-bo 2']);
    assert.equal(sale.total, 12.96);
  });

  test('no securitypolicyviolation, no page error, no console error', async () => {
    assert.deepEqual(await tab.evaluate(() => window.violations), []);
    assert.deepEqual(problems, []);
  });
});

describe("the same page with trusted-types 'none' (no lit-html policy allowed)", () => {
  test('nothing renders, and the violation names trusted-types: the lit-html entry is what makes it work', async () => {
    const sandbox = modules.createSandbox();
    const server = await start(STRICT.replace('trusted-types lit-html', "trusted-types 'none'"), proxyFor(sandbox), modules.toNodeHandler);
    const { page: tab } = await recordingPage(browser);
    try {
      await tab.goto(server.url, { waitUntil: 'load' });
      await tab.waitForFunction(() => window.violations.some((v) => v.startsWith('trusted-types')));
      const rendered = await tab.evaluate(() => document.querySelector('staff-tip-list')?.shadowRoot?.querySelectorAll('[role="radio"]').length ?? 0);
      assert.equal(rendered, 0);
    } finally {
      await tab.context().close();
      await server.close();
    }
  });
});
