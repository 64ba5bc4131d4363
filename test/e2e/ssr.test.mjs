// Server-side rendering, proven end to end with the built package (after `npm run build`). Node
// renders the checkout (tip-checkout with staff-tip-list and checkout-summary, its staff, lines and
// customer) with @lit-labs/ssr to declarative shadow DOM and serves it, with the host's credential
// proxy over a sandbox; Chromium paints it before any script runs, then loads the page's script
// (lit-element-hydrate-support first, then `tip-elements`, bundled by esbuild as an app's bundler
// would), which hydrates the elements. While it does, a MutationObserver on every shadow root and
// a check on every animation frame watch that nothing the server rendered (staff names, their
// options, the bill) ever goes missing; the nodes the server sent must still be the ones on screen
// afterwards (hydrated, not re-rendered). Then a customer completes a sale.
import { render } from '@lit-labs/ssr';
import { LitElementRenderer } from '@lit-labs/ssr';
import { collectResult } from '@lit-labs/ssr/lib/render-result.js';
import { build } from 'esbuild';
import { html } from 'lit';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { after, before, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { launch, recordingPage } from './helpers/browser.mjs';
import { serve } from './helpers/server.mjs';
import { loose } from './helpers/text.mjs';
import { frames } from './helpers/wait.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
assert.ok(existsSync(`${root}dist/index.js`), 'dist/index.js exists (run `npm run build` first)');

// The built package, by its own name, as an SSR server imports it.
const { elements } = await import('tip-elements');
const { createSandbox } = await import('tip-elements/sandbox');
const { createTipProxy, toNodeHandler } = await import('tip-elements/server');

// Lit SSR calls connectedCallback only when asked: the checkout's context reaches the elements
// inside it (staff, lines, locale) through the events connectedCallback starts.
const tags = new Set(elements.map(([tag]) => tag));
LitElementRenderer.renderOptions.push((element) => (tags.has(element.localName) ? { connectedCallback: true } : undefined));

const sale = {
  customer: { id: 'c-42', firstName: 'Sam', lastName: 'Lee' },
  staff: [
    { employeeId: 'e-ana', firstName: 'Ana', lastName: 'Lima', avatar: '', serviceAmount: 50 },
    { employeeId: 'e-bo', firstName: 'Bo', lastName: 'Chen', avatar: '', serviceAmount: 8 },
    { employeeId: 'e-cy', firstName: 'Cy', lastName: 'Dunn', avatar: '' },
  ],
  lines: [
    { name: 'Services', total: 58, expanded: true, items: [{ name: 'Haircut', qty: 1, amount: 50 }, { name: 'Manicure', qty: 1, amount: 8 }] },
    { name: 'Sales tax', total: 4.64 },
  ],
};

async function renderPage() {
  const checkout = await collectResult(
    render(html`<tip-checkout location-id="demo-location" locale="en-US" currency="USD" .staff=${sale.staff} .lines=${sale.lines} .customer=${sale.customer}>
      <staff-tip-list></staff-tip-list>
      <checkout-summary></checkout-summary>
    </tip-checkout>`),
  );
  // The data goes along as JSON: the page sets it before the elements hydrate, so that their
  // first render in the browser is the one the server made.
  const data = JSON.stringify(sale).replace(/</g, '\\u003c');
  return `<!doctype html>
<html lang="en-US">
  <head>
    <meta charset="utf-8" />
    <title>SSR checkout</title>
    <link rel="icon" href="data:," />
    <script type="module" src="/client.js"></script>
  </head>
  <body>
    <script type="application/json" id="sale">${data}</script>
    ${checkout}
  </body>
</html>`;
}

// The page's script: what an SSR app's bundler makes of it.
const client = await build({
  stdin: {
    contents: `
      import '@lit-labs/ssr-client/lit-element-hydrate-support.js'; // before Lit loads
      import { createDataClient } from 'tip-elements';
      const checkout = document.querySelector('tip-checkout');
      Object.assign(checkout, JSON.parse(document.getElementById('sale').textContent));
      checkout.client = createDataClient({ baseUrl: '/api/tips' });
      checkout.addEventListener('tip-intent', (e) => (window.intent = e.result));
    `,
    resolveDir: root,
    sourcefile: 'client.js',
  },
  bundle: true,
  format: 'esm',
  platform: 'browser',
  target: 'es2022',
  minify: true,
  write: false,
  logLevel: 'silent',
});

const sandbox = createSandbox();
const proxy = toNodeHandler(createTipProxy({ baseUrl: 'http://tip-service.sandbox', ...sandbox.credentials, fetch: sandbox.fetch }));
let release;
const released = new Promise((resolve) => (release = resolve));
let ssrHtml = '';
let server;

/** In the page: what a customer sees of the checkout, read through every shadow root. */
function installWatcher() {
  const roots = () => {
    const found = [document];
    for (let i = 0; i < found.length; i++) {
      for (const el of found[i].querySelectorAll('*')) if (el.shadowRoot) found.push(el.shadowRoot);
    }
    return found;
  };
  const shown = (el) => el.checkVisibility() && el.getBoundingClientRect().height > 0;
  /** Text without the bidi isolates every name and amount comes in. */
  const plain = (text) => text.replace(/[\u2066-\u2069]/g, '');
  /** Staff names, every option by group, and the bill's lines and button, as visible text, with how often each shows. */
  const visible = () => {
    const items = new Map();
    items.add = (item) => items.set(item, (items.get(item) ?? 0) + 1);
    for (const root of roots()) {
      for (const el of root.querySelectorAll('[part~="name"]')) if (shown(el)) items.add(`name: ${plain(el.textContent).trim()}`);
      for (const el of root.querySelectorAll('[role="radio"]')) {
        const group = el.closest('[role="radiogroup"]')?.getAttribute('aria-label');
        if (shown(el) && el.textContent.trim()) items.add(`option: ${plain(group ?? '')} / ${plain(el.getAttribute('aria-label'))}`);
      }
      if (root.host?.localName === 'checkout-summary') {
        for (const el of root.querySelectorAll('[part~="line"], [part~="item"], [part~="button"], [part~="total"]')) {
          if (shown(el)) items.add(`summary: ${plain(el.textContent).replace(/\s+/g, ' ').trim()}`);
        }
      }
    }
    return items;
  };
  window.__ssr = {
    visible: () => [...visible().keys()],
    watch() {
      const expected = visible();
      const nodes = roots().flatMap((r) => [...r.querySelectorAll('[part~="name"], [role="radio"], [part~="line"], li')]);
      const missing = [];
      let observations = 0;
      let frames = 0;
      const compare = (when) => {
        observations++;
        const now = visible();
        for (const item of expected.keys()) if (!now.has(item)) missing.push(`${when}: ${item}`);
      };
      const observed = new WeakSet();
      const observer = new MutationObserver(() => {
        compare('mutation');
        observeAll();
      });
      const observeAll = () => {
        for (const root of roots()) {
          if (observed.has(root)) continue;
          observed.add(root);
          observer.observe(root, { subtree: true, childList: true, attributes: true, characterData: true });
        }
      };
      observeAll();
      let watching = true;
      const frame = () => {
        if (!watching) return;
        frames++;
        compare('frame');
        requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);
      window.__ssr.stop = () => {
        watching = false;
        observer.disconnect();
        const now = visible();
        return {
          expected: [...expected.keys()],
          doubled: [...expected.keys()].filter((item) => now.get(item) > expected.get(item)),
          missing: [...new Set(missing)],
          observations,
          frames,
          replaced: nodes.filter((n) => !n.isConnected).length,
          nodes: nodes.length,
          deferred: roots().flatMap((r) => [...r.querySelectorAll('[defer-hydration]')]).length,
        };
      };
    },
  };
}

let browser;
let page;
let problems;
const group = (name) => page.getByRole('radiogroup', { name });
/** What the first paint showed, and what the watcher saw while the elements hydrated. */
let expected = [];
let report;

before(async () => {
  server = await serve(async (req, res, url) => {
    if (url.pathname === '/') {
      ssrHtml = await renderPage();
      res.setHeader('content-type', 'text/html; charset=utf-8');
      res.end(ssrHtml);
    } else if (url.pathname === '/client.js') {
      await released; // held until the server-rendered page has been looked at
      res.setHeader('content-type', 'text/javascript; charset=utf-8');
      res.end(client.outputFiles[0].contents);
    } else if (url.pathname.startsWith('/api/tips/')) {
      proxy(req, res);
    } else return false;
    return true;
  });
  browser = await launch();
  ({ page, problems } = await recordingPage(browser));
  await page.addInitScript(installWatcher);
  await page.goto(server.url, { waitUntil: 'commit' });
  await page.waitForFunction(() => document.querySelector('checkout-summary')?.shadowRoot);
});

after(async () => {
  release();
  await browser?.close();
  await server?.close();
});

test('the server-rendered HTML is declarative shadow DOM with the staff, their options and the bill', () => {
  const roots = (ssrHtml.match(/<template shadowroot="open" shadowrootmode="open">/g) ?? []).length;
  // tip-checkout, staff-tip-list, checkout-summary, and a tip-proposals per staff member.
  assert.equal(roots, 6, 'shadow roots');
  for (const text of ['Ana Lima', 'Bo Chen', 'Cy Dunn', 'aria-label="Custom"', 'aria-label="No tip"', 'Haircut', 'Sales tax']) {
    assert.ok(ssrHtml.includes(text), `no ${text}`);
  }
});

test('before any script ran, the first paint shows every staff name, Custom and No tip for each, and the bill', async () => {
  const state = await page.evaluate(async () => {
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    return { visible: window.__ssr.visible(), defined: Boolean(customElements.get('tip-checkout')) };
  });
  assert.equal(state.defined, false, 'the elements were already defined: the page script was not held back');
  expected = state.visible;
  const want = ['name: Ana Lima', 'name: Bo Chen', 'name: Cy Dunn'];
  for (const name of ['Ana Lima', 'Bo Chen', 'Cy Dunn']) want.push(`option: ${name} / Custom`, `option: ${name} / No tip`);
  want.push('summary: Haircut 1 × $50.00');
  const absent = want.filter((item) => !expected.some((e) => e === item || e.startsWith(item)));
  assert.deepEqual(absent, [], `not on screen (seen: ${expected.join(' | ')})`);
});

test('the page script hydrates the elements and the proposals arrive', async () => {
  await page.evaluate(() => window.__ssr.watch());
  release();
  try {
    await group('Ana Lima').getByRole('radio', { name: loose('20%, $10.00', { whole: true }) }).waitFor();
    await group('Bo Chen').getByRole('radio', { name: loose('$2.00, 25%', { whole: true }) }).waitFor();
    await frames(page);
  } finally {
    report = await page.evaluate(() => window.__ssr.stop());
  }
});

test('every element hydrated (none left waiting with defer-hydration)', () => {
  assert.equal(report.deferred, 0, `${report.deferred} still wait`);
});

test('nothing the server rendered went missing while hydrating (checked at every mutation and frame)', () => {
  assert.ok(report.expected.length > 0 && report.observations > 0, `${report.expected.length} items, ${report.observations} mutations and frames`);
  assert.deepEqual(report.missing, []);
});

test('nothing the server rendered shows twice (rendered again next to it)', () => {
  assert.deepEqual(report.doubled, []);
});

test('hydrated, not re-rendered: the names, options, lines and rows the server sent are the nodes on screen', () => {
  assert.ok(report.nodes > 0, 'no node watched');
  assert.equal(report.replaced, 0, `${report.replaced} of ${report.nodes} replaced`);
});

test('the customer tips 20%, $2.00 and No tip and confirms: tip-intent carries a transaction the sandbox holds, pending', async () => {
  await group('Ana Lima').getByRole('radio', { name: /^[\u2066-\u2069]*20%/ }).click();
  await group('Bo Chen').getByRole('radio', { name: /^[\u2066-\u2069]*\$2\.00/ }).click();
  await group('Cy Dunn').getByRole('radio', { name: 'No tip' }).click();
  await page.getByRole('button', { name: /confirm tips/i }).click();
  await page.waitForFunction(() => window.intent !== undefined);
  const intent = await page.evaluate(() => window.intent);
  const known = sandbox.transaction(intent.transactionId);
  assert.equal(known?.status, 'pending', `the sandbox holds ${JSON.stringify(known)}`);
  const tips = intent.tips.map((t) => `${t.employeeId} ${t.level} ${t.amount}`).sort();
  assert.equal(tips.join('; '), 'e-ana medium 10; e-bo medium 2');
});

test('no page error (a hydration mismatch throws), console error or failed request', () => {
  assert.deepEqual(problems, []);
});
