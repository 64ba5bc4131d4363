// `npm run bench`: bundle sizes, first render against innerHTML, keystroke-to-fee and requests per
// checkout, in headless Chromium (playwright-core + the system Chromium, never a downloaded one).
// Prints a table and writes bench/results.latest.json (git ignores it); `npm run bench -- --save`
// writes the saved copy, bench/results.json, instead. Timings are reported, not asserted; the
// request counts are deterministic, so the run exits 1 when a checkout makes more calls than allowed.
import { build } from 'esbuild';
import { createServer } from 'node:http';
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { measure as measureSizes } from '../scripts/size.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const output = `bench/${process.argv.includes('--save') ? 'results.json' : 'results.latest.json'}`;
const RENDER_RUNS = { 1: 21, 10: 15, 30: 11, 100: 7 };
const KEYSTROKE_RUNS = 7;

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
const round = (x, digits = 2) => Number(x.toFixed(digits));
const kb = (bytes) => `${(bytes / 1024).toFixed(2)} KB`;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** page.evaluate has no time limit of its own: every call here gets one. */
function evaluate(page, fn, arg, ms = 60_000) {
  let timer;
  const limit = new Promise((_, reject) => (timer = setTimeout(() => reject(new Error(`page.evaluate took over ${ms} ms`)), ms)));
  return Promise.race([page.evaluate(fn, arg), limit]).finally(() => clearTimeout(timer));
}

async function pageBundle() {
  const result = await build({
    entryPoints: [`${root}bench/page.ts`],
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    tsconfig: `${root}tsconfig.json`,
    logLevel: 'silent',
  });
  return result.outputFiles[0].text;
}

function serve(js) {
  const html = `<!doctype html><html lang="en-US"><head><meta charset="utf-8"><title>tip-elements bench</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body><script type="module" src="/bench.js"></script></body></html>`;
  // Cross-origin isolation gives performance.now() 5 µs resolution instead of 100 µs.
  const isolation = { 'Cross-Origin-Opener-Policy': 'same-origin', 'Cross-Origin-Embedder-Policy': 'require-corp' };
  const server = createServer((req, res) => {
    if (req.url === '/') res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', ...isolation }).end(html);
    else if (req.url === '/bench.js') res.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8', ...isolation }).end(js);
    else res.writeHead(404).end();
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

async function click(page, selector, index = 0) {
  const [x, y] = await evaluate(page, ([s, i]) => window.tipBench.point(s, i), [selector, index]);
  await page.mouse.click(x, y);
}

async function renderBench(page) {
  const rows = [];
  for (const n of [1, 10, 30, 100]) {
    await evaluate(page, (k) => window.tipBench.render(k), n); // warm-up, discarded
    const runs = [];
    for (let i = 0; i < RENDER_RUNS[n]; i++) runs.push(await evaluate(page, (k) => window.tipBench.render(k), n));
    rows.push({
      staff: n,
      runs: runs.length,
      renderMs: round(median(runs.map((r) => r.renderMs))),
      innerHtmlMs: round(median(runs.map((r) => r.innerHtmlMs)), 3),
      ratio: round(median(runs.map((r) => r.renderMs / Math.max(r.innerHtmlMs, 0.005))), 1),
      nodes: runs[0].nodes,
      htmlKB: round(runs[0].htmlBytes / 1024, 1),
    });
  }
  return rows;
}

async function keystrokeBench(page) {
  const runs = [];
  for (let i = 0; i < KEYSTROKE_RUNS; i++) {
    await evaluate(page, () => window.tipBench.open(1));
    await click(page, '[role="radio"][data-value="custom"]');
    await page.waitForFunction(() => window.tipBench.has('input[part="input"]'), null, { timeout: 5000, polling: 20 });
    await click(page, 'input[part="input"]');
    await evaluate(page, () => window.tipBench.watchFee());
    await page.keyboard.press(String((i % 8) + 2)); // $2..$9: a fee the checkout has not cached
    runs.push(await evaluate(page, () => window.tipBench.feeResult()));
  }
  const debounceMs = runs[0].debounceMs;
  const total = median(runs.map((r) => r.keyToFrameMs));
  return {
    runs: runs.length,
    keyToFeeOnScreenMs: round(total, 1),
    keyToFeeInDomMs: round(median(runs.map((r) => r.keyToDomMs)), 1),
    debounceMs,
    afterDebounceMs: round(total - debounceMs, 1),
    sample: runs[0].text,
  };
}

async function requestsBench(page) {
  await evaluate(page, () => window.tipBench.open(3));
  await click(page, '[role="radio"][data-value="medium"]', 0);
  await click(page, '[role="radio"][data-value="low"]', 1);
  await click(page, '[role="radio"][data-value="custom"]', 2);
  await page.waitForFunction(() => window.tipBench.has('input[part="input"]'), null, { timeout: 5000, polling: 20 });
  await click(page, 'input[part="input"]');
  await evaluate(page, () => window.tipBench.watchFee());
  await page.keyboard.type('5.50', { delay: 60 }); // faster than the debounce: one pause at the end
  await evaluate(page, () => window.tipBench.feeResult());
  await sleep(600); // the customer looks at the fee before confirming
  await click(page, 'button[part~="button"]'); // the summary's confirm button
  await page.waitForFunction(() => window.tipBench.requests().includes('transaction/intent'), null, { timeout: 5000, polling: 50 });
  await evaluate(page, () => window.tipBench.settle());
  const log = await evaluate(page, () => window.tipBench.requests());
  const count = (op) => log.filter((x) => x === op).length;
  const pauses = 1;
  const result = { staff: 3, log, proposals: count('tips/proposals'), fees: count('tips/fees'), intent: count('transaction/intent'), total: log.length, pauses };
  result.ok = result.proposals === 1 && result.fees <= pauses && result.intent === 1 && result.total === result.proposals + result.fees + result.intent;
  return result;
}

async function main() {
  const loadBefore = os.loadavg()[0];
  const sizes = await measureSizes();
  const server = await serve(await pageBundle());
  const { port } = server.address();
  let browser;
  try {
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
    const page = await browser.newPage({ viewport: { width: 1024, height: 900 } });
    page.setDefaultTimeout(30_000);
    const errors = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    await page.goto(`http://127.0.0.1:${port}/`);
    await page.waitForFunction(() => document.body.dataset.ready === 'true');
    const isolated = await evaluate(page, () => crossOriginIsolated);

    const render = await renderBench(page);
    const keystroke = await keystrokeBench(page);
    const requests = await requestsBench(page);
    if (errors.length) throw new Error(`page errors:\n${errors.join('\n')}`);

    const cpus = os.cpus();
    const machine = {
      cpu: cpus[0]?.model.trim() ?? 'unknown',
      cores: cpus.length,
      memoryGB: round(os.totalmem() / 2 ** 30, 1),
      os: `${os.type()} ${os.release()} ${os.arch()}`,
      node: process.version,
      chromium: browser.version(),
      timerResolution: isolated ? '5 µs (cross-origin isolated)' : '100 µs',
      loadAverage1m: { before: round(loadBefore), after: round(os.loadavg()[0]) },
    };
    const results = { date: new Date().toISOString(), machine, sizes, render, keystroke, requests };
    writeFileSync(`${root}${output}`, `${JSON.stringify(results, null, 2)}\n`);
    print(results);
    return requests.ok ? 0 : 1; // sizes are enforced by `npm test` (scripts/size.mjs)
  } finally {
    await browser?.close();
    await new Promise((resolve) => server.close(resolve));
  }
}

function print({ machine, sizes, render, keystroke, requests }) {
  console.log(`Machine: ${machine.cpu}, ${machine.cores} cores, ${machine.memoryGB} GB, ${machine.os}; Node ${machine.node}; Chromium ${machine.chromium} headless; timer ${machine.timerResolution}; load average ${machine.loadAverage1m.before} → ${machine.loadAverage1m.after}\n`);
  console.log('| bundle (esbuild, minified, gzip -9) | gzip | minified | budget | status |');
  console.log('|---|---:|---:|---:|---|');
  for (const s of sizes) {
    const budget = s.budget === undefined ? '—' : `${kb(s.budget)}${s.aim ? ` (aim ${kb(s.aim)})` : ''}`;
    const status = s.budget === undefined ? 'for reference' : s.ok ? 'within' : 'OVER';
    console.log(`| ${s.name}: ${s.what} | ${kb(s.gzip)} | ${kb(s.minified)} | ${budget} | ${status} |`);
  }
  console.log('\n| first render, staff | tip-checkout to updateComplete (median) | innerHTML of the same DOM (median) | ratio (median) | elements | runs |');
  console.log('|---:|---:|---:|---:|---:|---:|');
  for (const r of render) {
    console.log(`| ${r.staff} | ${r.renderMs} ms | ${r.innerHtmlMs} ms | ${r.ratio}× | ${r.nodes} | ${r.runs} |`);
  }
  console.log('\n| keystroke in custom-tip-input to fee on screen (zero-latency sandbox) | median of ' + keystroke.runs + ' |');
  console.log('|---|---:|');
  console.log(`| total, keydown to the frame that paints the fee | ${keystroke.keyToFeeOnScreenMs} ms |`);
  console.log(`| of which debounce (custom-tip-input \`debounce\`) | ${keystroke.debounceMs} ms |`);
  console.log(`| after the debounce: fee request, validation, render, frame | ${keystroke.afterDebounceMs} ms |`);
  console.log(`\nRequests for a 3-staff checkout (two presets, one custom amount typed with one pause): ` +
    `proposals ${requests.proposals} (allowed 1), fees ${requests.fees} (allowed ≤ ${requests.pauses}), intent ${requests.intent} (allowed 1), ` +
    `total ${requests.total}: ${requests.ok ? 'ok' : 'TOO MANY'} [${requests.log.join(', ')}]`);
  console.log(`\nwrote ${output}`);
}

process.exitCode = await main();
