// End-to-end check of the demo (`npm start`): starts it on a free port, completes a checkout in
// headless Chromium as a customer and the host would (tips for four staff, confirm, Charge card),
// reads the confirmed details, starts a new sale that ends in "Card declined", then in the back
// office refunds part of a tip (preview first) and moves a tip between staff, and asserts that
// nothing showed an error and the app secret is nowhere in what the browser received.
// One line per check, then "N passed, N failed".
//
//   node scripts/demo-check.mjs [--screenshots=dir]   also saves light/dark/brand screenshots
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { startDemo } from './demo.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';

const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const shotsDir = process.argv.find((a) => a.startsWith('--screenshots='))?.slice('--screenshots='.length);
const TIMEOUT = 15_000;

let passed = 0;
let failed = 0;
function check(ok, what, detail = '') {
  if (ok) passed++;
  else failed++;
  console.log(`${ok ? 'ok    ' : 'not ok'} ${what}${!ok && detail ? ` (${detail})` : ''}`);
}
async function step(what, fn) {
  try {
    await fn();
    check(true, what);
  } catch (error) {
    check(false, what, String(error?.message ?? error).split('\n')[0]);
  }
}

const demo = await startDemo({ port: 0, logLevel: 'error', latencyMs: 60 });
const url = demo.url.replace('localhost', '127.0.0.1');
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const problems = [];
const warnings = new Set();
/** Everything the browser received as text: [url, body]. */
const received = [];

try {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, deviceScaleFactor: 1 });
  const page = await context.newPage();
  page.setDefaultTimeout(TIMEOUT);
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('console', (msg) => {
    if (msg.type() === 'error') problems.push(`console error: ${msg.text()}`);
    else if (msg.type() === 'warning') warnings.add(msg.text().split('\n')[0]);
  });
  page.on('requestfailed', (request) => problems.push(`request failed: ${request.url()} ${request.failure()?.errorText}`));
  page.on('response', async (response) => {
    if (response.status() >= 400) problems.push(`HTTP ${response.status()}: ${response.url()}`);
    try {
      received.push([response.url(), await response.text()]);
    } catch {
      // redirects and aborted bodies have no text
    }
  });

  await page.goto(url, { waitUntil: 'load' });
  const group = (name) => page.getByRole('radiogroup', { name });
  const confirmButton = page.getByRole('button', { name: /confirm tips/i });

  await step('the page shows the four staff with the service\'s proposals', async () => {
    for (const name of ['Maya Okafor', 'Lucía Fernández', 'Sam Patel', 'Kenji Watanabe']) await group(name).waitFor();
    await group('Maya Okafor').getByRole('radio', { name: /^20\s?%/ }).waitFor();
    await group('Kenji Watanabe').getByRole('radio', { name: /^\$2\.00/ }).waitFor();
  });

  await step('the customer picks tips: 20% for Maya, 25% for Lucía, a custom $10 for Sam (fee looked up), $2.00 for Kenji', async () => {
    await group('Maya Okafor').getByRole('radio', { name: /^20\s?%/ }).click();
    await group('Lucía Fernández').getByRole('radio', { name: /^25\s?%/ }).click();
    await group('Sam Patel').getByRole('radio', { name: 'Custom' }).click();
    await page.getByRole('textbox', { name: /Sam Patel/ }).fill('10');
    await page.getByText(/Fee \$0\.60/).waitFor();
    if (shotsDir) {
      // Three of four chosen: the summary asks for Kenji's tip.
      mkdirSync(shotsDir, { recursive: true });
      await page.getByRole('textbox', { name: /Sam Patel/ }).blur();
      for (const theme of ['light', 'dark', 'brand']) {
        await page.locator('#theme').selectOption(theme);
        await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
        await page.screenshot({ path: join(shotsDir, `demo-${theme}.png`), fullPage: true });
      }
      await page.locator('#theme').selectOption('light');
      await page.setViewportSize({ width: 420, height: 900 });
      await page.screenshot({ path: join(shotsDir, 'demo-narrow.png'), fullPage: true });
      await page.setViewportSize({ width: 1280, height: 900 });
    }
    await group('Kenji Watanabe').getByRole('radio', { name: /^\$2\.00/ }).click();
    for (const [name, option] of [['Maya Okafor', /^20\s?%/], ['Lucía Fernández', /^25\s?%/], ['Kenji Watanabe', /^\$2\.00/], ['Sam Patel', /^Custom$/]]) {
      const checked = await group(name).getByRole('radio', { name: option }).getAttribute('aria-checked');
      if (checked !== 'true') throw new Error(`${name}: option not checked`);
    }
  });

  await step('the summary button creates the intent and the host asks to charge the card', async () => {
    await confirmButton.click();
    await page.getByRole('button', { name: 'Charge card' }).waitFor();
    if (shotsDir) await page.screenshot({ path: join(shotsDir, 'demo-charge.png'), fullPage: true });
  });

  await step('"Charge card" confirms through the host endpoint; the details show confirmed tips and gross/net/fee', async () => {
    await page.getByRole('button', { name: 'Charge card' }).click();
    await page.getByText('Payment approved').waitFor();
    const details = await page.locator('#payment .details').innerText();
    if (!/Status: confirmed/.test(details)) throw new Error(`status not confirmed: ${details.slice(0, 200)}`);
    const rows = await page.locator('#payment .details tbody tr').count();
    if (rows !== 4) throw new Error(`expected 4 tip records, saw ${rows}`);
    const statuses = await page.locator('#payment .details tbody tr').evaluateAll((rows) => rows.map((r) => r.dataset.status));
    if (!statuses.every((s) => s === 'confirmed')) throw new Error(`tip statuses: ${statuses.join(', ')}`);
  });

  if (shotsDir) await page.screenshot({ path: join(shotsDir, 'demo-confirmed.png'), fullPage: true });

  await step('no serious or critical axe violation on the page with the confirmed details', async () => {
    await page.addScriptTag({ path: AXE });
    const serious = await page.evaluate(async () => {
      const { violations } = await globalThis.axe.run(document, { resultTypes: ['violations'] });
      return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes[0]?.target.join(' ')}`);
    });
    if (serious.length > 0) throw new Error(serious.join('; '));
  });

  await step('"New sale" resets the checkout: no choice left, the payment step gone', async () => {
    await page.getByRole('button', { name: 'New sale' }).click();
    await group('Maya Okafor').getByRole('radio', { name: /^20\s?%/ }).waitFor();
    if (await page.locator('#payment').isVisible()) throw new Error('payment step still shown');
    const checked = await page.getByRole('radio', { checked: true }).count();
    if (checked !== 0) throw new Error(`${checked} options still checked`);
  });

  await step('a second sale with "Card declined" cancels the transaction', async () => {
    await group('Maya Okafor').getByRole('radio', { name: /^18\s?%/ }).click();
    for (const name of ['Lucía Fernández', 'Sam Patel', 'Kenji Watanabe']) await group(name).getByRole('radio', { name: 'No tip' }).click();
    await confirmButton.click();
    await page.getByRole('button', { name: 'Card declined' }).click();
    await page.getByText('Card declined. The tips were canceled.').waitFor();
    const details = await page.locator('#payment .details').innerText();
    if (!/Status: canceled/.test(details)) throw new Error(`status not canceled: ${details.slice(0, 200)}`);
  });

  await step('a sale where nobody is tipped (tip-skip) charges the sale alone', async () => {
    await page.getByRole('button', { name: 'New sale' }).click();
    for (const name of ['Maya Okafor', 'Lucía Fernández', 'Sam Patel', 'Kenji Watanabe']) await group(name).getByRole('radio', { name: 'No tip' }).click();
    await page.getByRole('button', { name: /without tip/i }).click();
    await page.getByRole('button', { name: 'Charge card' }).click();
    await page.getByText('No tips this time.').waitFor();
  });

  await step('the locale switcher re-formats the elements (de-DE) and sets lang', async () => {
    await page.getByRole('button', { name: 'New sale' }).click();
    await page.locator('#locale').selectOption('de-DE');
    const lang = await page.evaluate(() => document.documentElement.lang);
    if (lang !== 'de-DE') throw new Error(`lang is ${lang}`);
    await group('Maya Okafor').getByRole('radio', { name: /^20\s?%, 17,00\s?\$/ }).waitFor();
  });

  // Back office (issue 13): the host's list of confirmed sales, a refund with its preview and a
  // tip moved between staff, with tip-transaction following; its proxy only for signed-in staff.
  await step('the back office is behind the staff sign-in: its proxy answers 403 forbidden, the sales list 401', async () => {
    const refused = await page.request.post(new URL('/api/back-office/v1/data/transaction/details', url).href, {
      data: { payload: { transactionId: 'txn_any' } },
    });
    const body = await refused.json();
    if (refused.status() !== 403 || body.error?.code !== 'forbidden') throw new Error(`proxy: ${refused.status()} ${JSON.stringify(body)}`);
    const list = await page.request.get(new URL('/host/sales', url).href);
    if (list.status() !== 401) throw new Error(`sales: ${list.status()}`);
    const customerProxy = await page.request.post(new URL('/api/tips/v1/data/transaction/refund', url).href, { data: { payload: { transactionId: 'txn_any' } } });
    if (customerProxy.status() !== 403) throw new Error(`the customer's proxy forwarded a refund: ${customerProxy.status()}`);
  });

  await step('signed in as manager, the back office lists this session\'s confirmed sale', async () => {
    // The checkout page is in German by now: follow its link by where it goes.
    await page.locator('a[href="/back-office.html"]').click();
    await page.waitForURL(/back-office\.html/);
    await page.getByRole('button', { name: 'Sign in as manager' }).click();
    await page.getByRole('button', { name: /Amelia Chen · Confirmed · net tips \$59\.00/ }).waitFor();
    const count = await page.locator('#sales li').count();
    if (count !== 1) throw new Error(`expected the one confirmed sale (the declined one is not a sale), saw ${count}`);
  });

  const tipRows = () => page.getByRole('table', { name: 'Tip records' }).locator('tbody tr');
  await step('opening it shows the transaction: four confirmed tip records', async () => {
    await page.getByRole('button', { name: /Amelia Chen/ }).click();
    await page.getByRole('table', { name: 'Tip records' }).waitFor();
    const rows = await tipRows().allInnerTexts();
    if (rows.length !== 4 || !rows.every((r) => /Confirmed/.test(r))) throw new Error(`rows: ${rows.join(' | ')}`);
  });

  let refundedNetCents = 0;
  await step('a refund of $5.00 from Lucía: the preview first (nothing changes yet), then Refund once', async () => {
    const refund = page.locator('tip-refund');
    await refund.getByRole('radio', { name: 'Each staff member' }).check();
    await refund.getByRole('textbox', { name: 'Refund from Lucía Fernández' }).fill('5');
    await refund.getByRole('button', { name: 'Preview' }).click();
    await refund.getByRole('table', { name: 'This refund would take' }).waitFor();
    const preview = await refund.getByRole('table', { name: 'This refund would take' }).locator('tbody tr').allInnerTexts();
    // $5.00 out of Lucía's gross: the service splits it into her fee and her net, which add up to it.
    const shown = /Lucía Fernández\s+\$5\.00\s+\$(\d+)\.(\d\d)\s+\$(\d+)\.(\d\d)/.exec(preview[0] ?? '');
    const cents = (whole, part) => Number(whole) * 100 + Number(part);
    if (preview.length !== 1 || !shown || cents(shown[1], shown[2]) + cents(shown[3], shown[4]) !== 500) throw new Error(`preview: ${preview.join(' | ')}`);
    refundedNetCents = cents(shown[3], shown[4]);
    await page.locator('tip-transaction').getByText('No refunds.').waitFor();
    await refund.getByRole('button', { name: 'Refund $5.00' }).click();
    await refund.getByText('Refunded $5.00.').waitFor();
    // tip-transaction reloads by itself when it hears the tip-refund event.
    const refunds = page.locator('tip-transaction').getByRole('table', { name: 'Refunds' });
    await refunds.waitFor();
    const row = await refunds.locator('tbody tr').allInnerTexts();
    if (row.length !== 1 || !/Lucía Fernández\s+Partial/.test(row[0])) throw new Error(`refunds: ${row.join(' | ')}`);
  });

  await step('Sam\'s tip moved to Kenji with exact amounts that add up to the cent; tip-transaction follows', async () => {
    const transfer = page.locator('tip-transfer');
    // $59.00 net less the net Lucía gave back.
    const leftCents = 5900 - refundedNetCents;
    const dollars = (c) => `${Math.floor(c / 100)}.${String(c % 100).padStart(2, '0')}`;
    const left = `$${dollars(leftCents)}`;
    await transfer.getByText(`Net tip to distribute: ${left}`).waitFor();
    for (const name of ['Maya Okafor', 'Lucía Fernández', 'Kenji Watanabe']) await transfer.getByRole('checkbox', { name: new RegExp(name) }).check();
    await transfer.getByRole('radio', { name: 'Exact amounts' }).check();
    await transfer.getByRole('textbox', { name: 'Amount for Maya Okafor' }).fill('17');
    await transfer.getByRole('textbox', { name: 'Amount for Lucía Fernández' }).fill(dollars(leftCents - 1700 - 1200));
    await transfer.getByRole('textbox', { name: 'Amount for Kenji Watanabe' }).fill('11');
    await transfer.getByText('$1.00 left to assign').waitFor();
    const escaped = left.replace(/[$.]/g, (c) => `\\${c}`);
    const waiting = await transfer.getByRole('button', { name: new RegExp(`^Move ${escaped}`) }).getAttribute('aria-disabled');
    if (waiting !== 'true') throw new Error('the button was available before the amounts added up');
    await transfer.getByRole('textbox', { name: 'Amount for Kenji Watanabe' }).fill('12');
    await transfer.getByText(`All ${left} assigned`).waitFor();
    await transfer.getByRole('button', { name: `Move ${left} to 3 staff members` }).click();
    await transfer.getByText('The tip was moved.').waitFor();
    await page.waitForFunction(() => document.querySelector('tip-transaction')?.shadowRoot?.querySelectorAll('tbody tr[data-status="confirmed"]').length === 3);
    const live = await page.locator('tip-transaction tbody tr[data-status="confirmed"]').allInnerTexts();
    const kenji = live.find((r) => r.startsWith('Kenji'));
    if (!kenji || !/\$12\.00$/.test(kenji.trim())) throw new Error(`confirmed rows: ${live.join(' | ')}`);
    if (live.some((r) => r.startsWith('Sam'))) throw new Error('Sam still holds a tip');
    if (shotsDir) await page.screenshot({ path: join(shotsDir, 'demo-back-office.png'), fullPage: true });
  });

  await step('no serious or critical axe violation on the back office', async () => {
    await page.addScriptTag({ path: AXE });
    const serious = await page.evaluate(async () => {
      const { violations } = await globalThis.axe.run(document, { resultTypes: ['violations'] });
      return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes[0]?.target.join(' ')}`);
    });
    if (serious.length > 0) throw new Error(serious.join('; '));
  });

  for (const warning of warnings) console.log(`       (console warning: ${warning.slice(0, 160)})`);
  check(problems.length === 0, 'no page error, console error or failed request', problems.slice(0, 3).join(' | '));

  const html = await page.content();
  received.push(['page.content()', html]);
  const scripts = received.filter(([u]) => /\.(ts|js|mjs)(\?|$)|\/@vite|\/node_modules\//.test(u)).length;
  const leaks = received.filter(([, body]) => body.includes(demo.appSecret)).map(([u]) => u);
  check(scripts > 5 && leaks.length === 0, `the app secret is in none of the ${received.length} responses the browser received (${scripts} scripts, the HTML, API answers)`, leaks.join(', '));
  // The config and the backend, by their path in the page's root and by Vite's /@fs/ file paths.
  const repo = fileURLToPath(new URL('..', import.meta.url));
  const served = [];
  for (const path of ['/backend.ts', `/@fs${repo}demo/backend.ts`, `/@fs${repo}vite.config.ts`]) {
    const status = (await page.request.get(new URL(path, url).href)).status();
    if (status !== 404) served.push(`GET ${path}: ${status}`);
  }
  check(served.length === 0, 'the server-side sources (demo/backend.ts, vite.config.ts) are not served', served.join(', '));
  await context.close();
} finally {
  await browser.close();
  await demo.close();
}

console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
