// End to end, the demo with its checkout rendered on the server (`/?ssr`; `TIP_DEMO_SSR=1 npm
// start` for every visit): the HTML the server sends already holds the staff, the bill and every
// tip option with the proposals the demo's server asked the service for, in declarative shadow
// DOM, and a page without JavaScript shows them; then, with JavaScript, the page hydrates (no
// error, the server's rows kept) without asking for the proposals again, and a customer and the
// host complete a sale.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { startDemo } from '../../scripts/demo.mjs';
import { scaled } from '../timeouts.mjs';
import { launch, recordingPage, WAIT_MS } from './helpers/browser.mjs';

const STAFF = ['Maya Okafor', 'Lucía Fernández', 'Sam Patel', 'Kenji Watanabe'];

test('the demo\'s server-rendered checkout: painted before any script, hydrated, a sale completed', { timeout: scaled(180_000) }, async (t) => {
  const demo = await startDemo({ port: 0, logLevel: 'error', latencyMs: 60 });
  const url = `${demo.url.replace('localhost', '127.0.0.1')}?ssr`;
  let browser;
  try {
    await t.test('the served HTML holds the staff names in the list\'s declarative shadow root', async () => {
      const page = await (await fetch(url)).text();
      const list = page.slice(page.indexOf('<staff-tip-list'), page.indexOf('</staff-tip-list>'));
      assert.match(list, /^<staff-tip-list[^>]*><template shadowroot(?:mode)?="open"/);
      for (const name of STAFF) assert.ok(list.includes(name), `${name} in the server's HTML`);
      assert.ok(page.includes('src="./main-ssr.ts"'), 'the hydrating script');
      const json = /<script type="application\/json" id="tip-proposals">([^<]*)<\/script>/.exec(page);
      assert.deepEqual(JSON.parse(json?.[1] ?? 'null').map((p) => p.serviceAmount), [85, 120, 9], 'the proposals the server asked for, for the page\'s script');
      assert.ok(!page.includes(demo.appSecret), 'no secret in the page');
    });

    browser = await launch();

    await t.test('without JavaScript the customer already sees the staff, every tip option and the bill', async () => {
      const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1100, height: 900 } });
      const page = await context.newPage();
      page.setDefaultTimeout(WAIT_MS);
      await page.goto(url);
      for (const name of STAFF) {
        assert.ok(await page.getByRole('radiogroup', { name }).isVisible(), `${name}'s options`);
        assert.ok(await page.getByRole('radiogroup', { name }).getByRole('radio', { name: 'No tip' }).isVisible());
      }
      assert.ok(await page.getByRole('radiogroup', { name: 'Maya Okafor' }).getByRole('radio', { name: /^[\u2066-\u2069]*20\s?%/ }).isVisible(), 'a proposal in the first paint');
      assert.equal(await page.locator('tip-proposals [role="radio"][data-value="low"]:not(.skeleton)').count(), 3, 'each proposal of the three staff with a service, none a placeholder');
      assert.equal(await page.locator('tip-proposals .skeleton').count(), 0);
      assert.ok(await page.locator('checkout-summary').getByText('Services', { exact: true }).first().isVisible(), 'the bill');
      await context.close();
    });

    await t.test('a tap on a tip option before the page\'s script has run is shown at once and counts once it hydrates', async () => {
      const { context, page, problems } = await recordingPage(browser);
      let release;
      const released = new Promise((resolve) => (release = resolve));
      // The page's script held back: the checkout stays the server's HTML until released.
      await page.route(/\/main-ssr\.ts/, async (route) => {
        await released;
        await route.continue();
      });
      await page.goto(url, { waitUntil: 'commit' });
      const twenty = page.getByRole('radiogroup', { name: 'Maya Okafor' }).getByRole('radio', { name: /^[\u2066-\u2069]*20\s?%/ });
      await twenty.click();
      assert.equal(await twenty.getAttribute('aria-checked'), 'true', 'shown chosen before any of the page\'s modules ran');
      assert.equal(await page.evaluate(() => customElements.get('tip-proposals')), undefined, 'not hydrated yet');
      release();
      // Hydrated: the row applied the tap as the customer's choice, and the summary adds Maya's $17.00.
      await page.waitForFunction(() => document.querySelector('tip-checkout')?.selections?.length === 1);
      assert.deepEqual(await page.evaluate(() => document.querySelector('tip-checkout').selections.map((s) => [s.employeeId, s.amount])), [['emp-maya', 17]]);
      assert.equal(await twenty.getAttribute('aria-checked'), 'true');
      await page.waitForFunction(() => /17\.00/.test(document.querySelector('checkout-summary')?.shadowRoot?.querySelector('[part~="tip"] .amount')?.textContent ?? ''));
      assert.deepEqual(problems, []);
      await context.close();
    });

    await t.test('before the page\'s script: a tap updates the bill, arrow keys move the choice, the bill\'s rows open; all carried into the hydrated checkout', async () => {
      const { context, page, problems } = await recordingPage(browser);
      await page.addInitScript(() => {
        globalThis.changes = [];
        addEventListener('tip-change', (event) => globalThis.changes.push(event.selections.map((s) => [s.employeeId, s.amount])), true);
      });
      let release;
      const released = new Promise((resolve) => (release = resolve));
      await page.route(/\/main-ssr\.ts/, async (route) => {
        await released;
        await route.continue();
      });
      await page.goto(url, { waitUntil: 'commit' });
      const tipRows = page.locator('checkout-summary [part~="tip"] .amount');
      const total = page.locator('checkout-summary [part~="total"] .amount');
      const fees = page.locator('checkout-summary [part~="fees"] .amount');
      const twenty = page.getByRole('radiogroup', { name: 'Maya Okafor' }).getByRole('radio', { name: /^[\u2066-\u2069]*20\s?%/ });
      await twenty.waitFor();
      const totalBefore = await total.textContent();
      await twenty.click();
      assert.equal(await twenty.getAttribute('aria-checked'), 'true');
      assert.match(await tipRows.nth(0).textContent(), /\$17\.00/, 'Maya\'s tip on the bill');
      assert.notEqual(await total.textContent(), totalBefore, 'the total follows');
      assert.doesNotMatch(await fees.textContent(), /^[\u2066-\u2069]*\$0\.00[\u2066-\u2069]*$/, 'and the fees');
      // Kenji ($9 service): a tap on $1.00, then the arrow moves the choice to $2.00, and Space keeps it.
      const kenji = page.getByRole('radiogroup', { name: 'Kenji Watanabe' });
      await kenji.getByRole('radio', { name: /^[\u2066-\u2069]*\$1\.00/ }).click();
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press(' ');
      const two = kenji.getByRole('radio', { name: /^[\u2066-\u2069]*\$2\.00/ });
      assert.equal(await two.getAttribute('aria-checked'), 'true', 'the arrow moved the choice');
      assert.ok(await two.evaluate((el) => el.getRootNode().activeElement === el), 'and the focus');
      assert.match(await tipRows.nth(3).textContent(), /\$2\.00/, 'Kenji\'s tip on the bill');
      const products = page.locator('checkout-summary [part~="toggle"]').nth(1);
      assert.equal(await products.getAttribute('aria-expanded'), 'false');
      await products.click();
      assert.equal(await products.getAttribute('aria-expanded'), 'true', 'the Products row opens');
      assert.ok(await page.locator('checkout-summary [part~="items"]').nth(1).isVisible());
      const totalEarly = await total.textContent();
      assert.equal(await page.evaluate(() => customElements.get('tip-proposals')), undefined, 'all of it before any of the page\'s modules ran');
      assert.deepEqual(await page.evaluate(() => globalThis.changes), [], 'no tip-change before the checkout can act');

      release();
      await page.waitForFunction(() => document.querySelector('tip-checkout')?.selections?.length === 2);
      await page.waitForFunction(() => document.querySelector('checkout-summary')?.hasUpdated);
      assert.deepEqual(await page.evaluate(() => document.querySelector('tip-checkout').selections.map((s) => [s.employeeId, s.amount])), [['emp-maya', 17], ['emp-kenji', 2]]);
      assert.deepEqual((await page.evaluate(() => globalThis.changes)).at(-1), [['emp-maya', 17], ['emp-kenji', 2]], 'the checkout\'s tip-change carries the early choices');
      assert.equal(await total.textContent(), totalEarly, 'the hydrated bill shows the total the early script showed');
      assert.equal(await products.getAttribute('aria-expanded'), 'true', 'the Products row stays open');
      await products.click();
      assert.equal(await products.getAttribute('aria-expanded'), 'false', 'and closes with the next tap');
      assert.deepEqual(problems, []);
      await context.close();
    });

    await t.test('team mode (`&tip=team`): the server renders the team\'s group, which hydrates in place: one group, one bill, one Confirm', async () => {
      const { context, page, problems } = await recordingPage(browser);
      await page.addInitScript(() => {
        document.addEventListener('readystatechange', () => {
          if (document.readyState !== 'interactive') return;
          globalThis.serverGroup = document.querySelector('staff-tip-list')?.shadowRoot?.querySelector('[part~="team"]');
        });
      });
      await page.goto(`${url}&tip=team`);
      const team = page.getByRole('radiogroup', { name: /^[\u2066-\u2069]*Team/ });
      await team.getByRole('radio').nth(1).click();
      await page.waitForFunction(() => document.querySelector('tip-checkout')?.selections?.length === 3);
      assert.equal(await page.getByRole('radiogroup').count(), 1, 'the team\'s group only, no per-person groups');
      assert.equal(await page.getByRole('button', { name: /confirm/i }).count(), 1, 'one Confirm');
      assert.equal(await page.locator('checkout-summary').evaluate((s) => s.shadowRoot.querySelectorAll('.summary').length), 1, 'one bill');
      assert.ok(await page.evaluate(() => globalThis.serverGroup?.isConnected), 'the server\'s team group is the one on screen (hydrated, not drawn again)');
      assert.deepEqual(problems, [], 'no hydration mismatch, no error');
      await context.close();
    });

    for (const [served, wanted] of [['', 'team'], ['&tip=team', 'each']]) {
      await t.test(`a server render in the other tip mode (served ${wanted === 'team' ? 'per person' : 'team'}, the page wants ${wanted}) is drawn again in place: nothing twice, no error`, async () => {
        const { context, page, problems } = await recordingPage(browser);
        // The page's script reads its tip mode from the address: changed before it runs, after the server rendered.
        await page.addInitScript((mode) => history.replaceState(null, '', `${location.pathname}?ssr&tip=${mode}`), wanted);
        await page.goto(`${url}${served}`);
        await page.waitForFunction((mode) => document.querySelector('tip-checkout')?.tipMode === mode && document.querySelector('staff-tip-list')?.hasUpdated && document.querySelector('checkout-summary')?.hasUpdated, wanted);
        const groups = page.getByRole('radiogroup');
        await groups.first().getByRole('radio').nth(1).waitFor();
        assert.equal(await groups.count(), wanted === 'team' ? 1 : 4, wanted === 'team' ? 'the team\'s group only' : 'one group per person, no team group');
        await groups.first().getByRole('radio').nth(1).click();
        await page.waitForFunction(() => document.querySelector('tip-checkout')?.selections?.length > 0);
        assert.equal(await page.getByRole('button', { name: /confirm/i }).count(), 1, 'one Confirm');
        assert.equal(await page.locator('checkout-summary').evaluate((s) => s.shadowRoot.querySelectorAll('.summary').length), 1, 'one bill');
        assert.equal(await page.locator('checkout-summary').evaluate((s) => s.shadowRoot.querySelectorAll('[part~="team-tip"]').length), wanted === 'team' ? 1 : 0);
        assert.deepEqual(problems, [], 'no hydration error');
        await context.close();
      });
    }

    await t.test('with JavaScript it hydrates the server\'s rows, and a sale completes', async () => {
      const { context, page, problems } = await recordingPage(browser);
      // The rows as the server sent them: parsed, before the page's (deferred) script runs.
      await page.addInitScript(() => {
        document.addEventListener('readystatechange', () => {
          if (document.readyState !== 'interactive') return;
          globalThis.serverRows = [...(document.querySelector('staff-tip-list')?.shadowRoot?.querySelectorAll('[part~="row"]') ?? [])];
        });
      });
      const asked = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname.endsWith('/tips/proposals')) asked.push(request.url());
      });
      await page.goto(url);
      const group = (name) => page.getByRole('radiogroup', { name });
      await group('Maya Okafor').getByRole('radio', { name: /^[\u2066-\u2069]*20\s?%/ }).waitFor();
      // Hydrated, not rendered again: the rows on screen are the server's nodes.
      const kept = await page.locator('staff-tip-list').evaluate((list) => {
        const rows = [...list.shadowRoot.querySelectorAll('[part~="row"]')];
        return { server: globalThis.serverRows.length, same: rows.length === globalThis.serverRows.length && rows.every((row, i) => row === globalThis.serverRows[i]) };
      });
      assert.deepEqual(kept, { server: 4, same: true });
      assert.deepEqual(asked, [], 'the page asks for no proposals: its server did');
      await group('Maya Okafor').getByRole('radio', { name: /^[\u2066-\u2069]*20\s?%/ }).click();
      await group('Lucía Fernández').getByRole('radio', { name: /^[\u2066-\u2069]*25\s?%/ }).click();
      await group('Sam Patel').getByRole('radio', { name: 'No tip' }).click();
      await group('Kenji Watanabe').getByRole('radio', { name: /^[\u2066-\u2069]*\$2\.00/ }).click();
      await page.getByRole('button', { name: /confirm tips/i }).click();
      await page.getByRole('button', { name: 'Charge card' }).click();
      await page.getByText('Payment approved').waitFor();
      assert.deepEqual(problems, []);
      await context.close();
    });
  } finally {
    await browser?.close();
    await demo.close();
  }
});
