// `node bench/cold-start.mjs [--sale 30|demo] [--rate 4] [--runs 5]`: the low-end profile's cold
// start alone (bench/lowend.mjs's coldStart: the client-rendered page, the server-rendered page
// and the floor, paired run by run), for work on it between full runs of `npm run bench`. Prints
// each measure against the floor and the median timeline of each page (paint and resource timings,
// the bench's marks), with the load average before and after. Its numbers are not saved anywhere.
import { execFileSync } from 'node:child_process';
import { createServer } from 'node:http';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium.mjs';
import { median } from './common.mjs';
import { coldStart, coldStartRows, lowEndRoutes } from './lowend.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const { values } = parseArgs({ options: { sale: { type: 'string', default: '30' }, rate: { type: 'string', default: '4' }, runs: { type: 'string', default: '5' } } });
const VIEWPORT = { width: 1024, height: 900 };

const rendered = JSON.parse(execFileSync(process.execPath, ['--import', 'tsx', `${root}bench/ssr.ts`, 'demo', '30'], { cwd: root, maxBuffer: 256 * 2 ** 20 }).toString());
const routes = await lowEndRoutes(rendered);
const server = createServer((req, res) => routes(req, res) || res.writeHead(404).end());
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const origin = `http://127.0.0.1:${server.address().port}`;
const load = () => os.loadavg().map((x) => x.toFixed(2)).join(' ');
const loadBefore = load();
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
try {
  const c = await coldStart(browser, origin, values.sale, Number(values.rate), Number(values.runs), VIEWPORT);
  console.log(`cold start, sale ${c.sale}, ${c.rate}× CPU, ${c.ours.runs.length} runs each; load average (1, 5, 15 min) ${loadBefore} → ${load()}`);
  for (const row of coldStartRows(c)) console.log(`  ${row}`);
  for (const [name, runs] of Object.entries(c.timelines)) {
    const keys = [...new Set(runs.flatMap((t) => Object.keys(t).filter((k) => t[k] !== undefined)))];
    console.log(`  ${name} timeline (medians, ms since navigation): ${keys.map((k) => `${k} ${median(runs.map((t) => t[k]).filter((x) => x !== undefined)).toFixed(1)}`).join(', ')}`);
  }
} finally {
  await browser.close();
  server.close();
}
