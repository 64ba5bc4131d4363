// The proxy's CPU per request against a minimal relay's (the floor), on 127.0.0.1: the sandbox
// server, the proxy served by `toNodeHandler` (its Node fast path), the same proxy through its
// WHATWG Request/Response path, and a minimal credential relay (Node's http server and client, the
// body parsed, the credentials added, the answer passed back as it came) each run in a process of
// their own (bench/server.ts, bundled here with esbuild) in front of the same sandbox, and each
// reports its own process.cpuUsage() before and after a bounded load of proposals, fees and intent
// calls (a few in flight at a time). Each round loads the three in turn, paired in one run (the
// order rotates from round to round), so every ratio compares measures taken moments apart.
// `node bench/proxy.mjs` runs it alone (`--requests=N --rounds=N --only=proposals`; `--profile=<dir>` writes
// each side's `--cpu-prof` profile there; `--json` prints the result; `--save` puts it in
// bench/results.json and docs/bench-results.md as `npm run bench -- --save` does); `npm run bench` runs it too.
import { build } from 'esbuild';
import { fork } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
/** Issue 22: the proxy's CPU per `proposals` request at most this many times the minimal relay's. */
export const GOAL_RATIO = 1.5;

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

/** The payloads a checkout sends, as the browser posts them to the proxy: `{ payload }`. */
const CALLS = {
  proposals: () => ({ path: '/v1/data/tips/proposals', body: { payload: { locationId: 'demo-location', serviceAmounts: [45, 20.5, 8] } } }),
  fees: () => ({ path: '/v1/data/tips/fees', body: { payload: { locationId: 'demo-location', amounts: [5.5] } } }),
  intent: (i) => ({
    path: '/v1/data/transaction/intent',
    key: `bench-${process.pid}-${i}`,
    body: {
      payload: {
        locationId: 'demo-location',
        customer: { id: 'c-42', firstName: 'Sam', lastName: 'Lee' },
        tipSelections: [
          { employeeId: 'e-ana', firstName: 'Ana', lastName: 'Lima', avatar: '', serviceAmount: 45, amount: 9, level: 'medium' },
          { employeeId: 'e-bo', firstName: 'Bo', lastName: 'Chen', avatar: '', serviceAmount: 20.5, amount: 2, level: 'low' },
          { employeeId: 'e-cy', firstName: 'Cy', lastName: 'Dunn', avatar: '', serviceAmount: 8, amount: 1.5, level: 'custom' },
        ],
      },
    },
  }),
};

async function serverBundle(dir) {
  const file = join(dir, 'server.mjs');
  await build({
    entryPoints: [`${root}bench/server.ts`],
    outfile: file,
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    tsconfig: `${root}tsconfig.json`,
    logLevel: 'silent',
  });
  return file;
}

/** A child server: its URL, and a way to read its CPU time (µs, user + system). */
function child(file, args, execArgv = []) {
  const proc = fork(file, args, { stdio: ['ignore', 'inherit', 'inherit', 'ipc'], execArgv });
  const next = (key) =>
    new Promise((resolve, reject) => {
      const onMessage = (m) => {
        if (m && key in m) {
          proc.off('message', onMessage);
          proc.off('exit', onExit);
          resolve(m[key]);
        }
      };
      const onExit = (code) => reject(new Error(`bench server ${args[0]} exited (${code})`));
      proc.on('message', onMessage);
      proc.once('exit', onExit);
    });
  return {
    url: next('url'),
    async cpu() {
      const answer = next('cpu');
      proc.send('cpu');
      return answer;
    },
    stop() {
      return new Promise((resolve) => {
        if (proc.exitCode !== null) return resolve();
        proc.once('exit', () => resolve());
        proc.send('exit');
      });
    },
  };
}

/** Sends `count` calls of one operation through the proxy, `concurrency` at a time; throws on any non-2xx. */
let calls = 0; // every intent gets a key of its own: none is a replay

async function load(proxyUrl, operation, count, concurrency) {
  let next = 0;
  async function worker() {
    while (next++ < count) {
      const { path, body, key } = CALLS[operation](calls++);
      const response = await fetch(`${proxyUrl}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(key ? { 'idempotency-key': key } : {}) },
        body: JSON.stringify(body),
      });
      const text = await response.text();
      if (!response.ok) throw new Error(`${operation} through the proxy: ${response.status} ${text.slice(0, 200)}`);
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker));
}

/** The sides measured, each its own process in front of the sandbox. */
const SIDES = ['proxy', 'relay', 'proxy-fetch'];

/**
 * Per operation: a warm-up, then `rounds` rounds of `requests` calls through each side; each
 * round's CPU per call on each side, and the ratios to the relay's. Medians over the rounds.
 */
export async function proxyBench({ requests = 400, rounds = 5, warmup = 500, concurrency = 2, profile, only = Object.keys(CALLS) } = {}) {
  const dir = mkdtempSync(join(os.tmpdir(), 'tip-bench-'));
  let sandbox;
  const servers = {};
  try {
    const file = await serverBundle(dir);
    sandbox = child(file, ['sandbox']);
    const sandboxUrl = await sandbox.url;
    for (const side of SIDES) {
      servers[side] = child(file, [side, sandboxUrl], profile ? ['--cpu-prof', `--cpu-prof-dir=${profile}/${side}`] : []);
      servers[side].address = await servers[side].url;
    }
    const operations = {};
    for (const operation of only) {
      for (const side of SIDES) await load(servers[side].address, operation, warmup, concurrency);
      const runs = [];
      for (let r = 0; r < rounds; r++) {
        const run = {};
        // A B C, B C A, C A B, …: no side always goes first.
        for (let i = 0; i < SIDES.length; i++) {
          const side = SIDES[(r + i) % SIDES.length];
          const before = await servers[side].cpu();
          await load(servers[side].address, operation, requests, concurrency);
          const after = await servers[side].cpu();
          run[side] = (after.user - before.user + after.system - before.system) / requests;
        }
        runs.push(run);
      }
      operations[operation] = {
        proxyUs: Math.round(median(runs.map((r) => r.proxy))),
        relayUs: Math.round(median(runs.map((r) => r.relay))),
        fetchPathUs: Math.round(median(runs.map((r) => r['proxy-fetch']))),
        ratio: Number(median(runs.map((r) => r.proxy / r.relay)).toFixed(2)),
        fetchPathRatio: Number(median(runs.map((r) => r['proxy-fetch'] / r.relay)).toFixed(2)),
        ratios: runs.map((r) => Number((r.proxy / r.relay).toFixed(2))),
      };
    }
    const ops = Object.values(operations);
    const mean = (key) => Math.round(ops.reduce((a, o) => a + o[key], 0) / ops.length);
    const [proxyUs, relayUs, fetchPathUs] = [mean('proxyUs'), mean('relayUs'), mean('fetchPathUs')];
    return {
      date: new Date().toISOString(),
      requests,
      rounds,
      warmup,
      concurrency,
      loadAverage1m: Number(os.loadavg()[0].toFixed(2)),
      operations,
      mix: { proxyUs, relayUs, fetchPathUs, ratio: Number((proxyUs / relayUs).toFixed(2)), fetchPathRatio: Number((fetchPathUs / relayUs).toFixed(2)) },
      ok: true,
    };
  } finally {
    for (const server of Object.values(servers)) await server.stop();
    await sandbox?.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

export function printProxy(result) {
  console.log(`\n| proxy CPU per request (own process, user + system; ${result.rounds} paired rounds of ${result.requests}, ${result.concurrency} in flight, medians; load ${result.loadAverage1m}) | proxy (Node adapter) | minimal relay | proxy / relay | proxy, WHATWG path | WHATWG path / relay | goal |`);
  console.log('|---|---:|---:|---:|---:|---:|---:|');
  for (const [name, o] of Object.entries(result.operations)) {
    console.log(`| ${name} | ${o.proxyUs} µs | ${o.relayUs} µs | ${name === 'proposals' ? `**${o.ratio}×**` : `${o.ratio}×`} (rounds ${o.ratios.join(', ')}) | ${o.fetchPathUs} µs | ${o.fetchPathRatio}× | ${name === 'proposals' ? '≤ 1.5×' : ''} |`);
  }
  if (Object.keys(result.operations).length > 1) console.log(`| mean | ${result.mix.proxyUs} µs | ${result.mix.relayUs} µs | ${result.mix.ratio}× | ${result.mix.fetchPathUs} µs | ${result.mix.fetchPathRatio}× | |`);
}

/** The goal row of the bench's table in docs/bench-results.md (`npm run bench` writes it too). */
export function proxyGoalRow(result) {
  const o = result.operations.proposals;
  const met = o.ratio <= GOAL_RATIO ? 'met' : 'not yet';
  return `| proxy CPU per \`proposals\` request / a minimal Node relay's (paired rounds, load ${result.loadAverage1m}) | ${o.ratio}× (${o.proxyUs} µs / ${o.relayUs} µs) | ≤ ${GOAL_RATIO}× | ${met} |`;
}

const PROXY_START = '<!-- bench:proxy:start -->';
const PROXY_END = '<!-- bench:proxy:end -->';

/** The proxy's part of the docs, between its own markers so that `node bench/proxy.mjs --save` can rewrite it alone. */
export function proxyMarkdown(result) {
  const ops = Object.entries(result.operations);
  return [
    PROXY_START,
    `The proxy's CPU per request (\`node bench/proxy.mjs\`${result.date ? `, ${result.date.slice(0, 10)}` : ''}): the sandbox server on 127.0.0.1 and, in front of it, each in its own process reporting its own \`process.cpuUsage()\` (user + system): the proxy served by \`toNodeHandler\` (its Node fast path), a minimal credential relay (Node's http server and client; the body parsed, the credentials added, the answer passed back as it came: the floor), and the same proxy through its WHATWG \`Request\`/\`Response\` path. ${result.warmup} calls of warm-up each, then ${result.rounds} rounds of ${result.requests} calls per operation, the three sides in turn in every round (the order rotating), ${result.concurrency} in flight; medians; load average ${result.loadAverage1m} at the end:`,
    '',
    '| operation | proxy (Node adapter) | minimal relay | proxy / relay (each round) | proxy, WHATWG path | WHATWG path / relay |',
    '|---|---:|---:|---:|---:|---:|',
    ...ops.map(([name, o]) => `| ${name} | ${o.proxyUs} µs | ${o.relayUs} µs | ${name === 'proposals' ? `**${o.ratio}×**` : `${o.ratio}×`} (${o.ratios.join(', ')}) | ${o.fetchPathUs} µs | ${o.fetchPathRatio}× |`),
    ...(ops.length > 1 ? [`| mean | ${result.mix.proxyUs} µs | ${result.mix.relayUs} µs | ${result.mix.ratio}× | ${result.mix.fetchPathUs} µs | ${result.mix.fetchPathRatio}× |`] : []),
    PROXY_END,
  ].join('\n');
}

/** Puts `result` in bench/results.json and its rows in docs/bench-results.md, leaving every other measure as it is. */
function save(result) {
  const resultsFile = `${root}bench/results.json`;
  const results = JSON.parse(readFileSync(resultsFile, 'utf8'));
  results.proxy = result;
  writeFileSync(resultsFile, `${JSON.stringify(results, null, 2)}\n`);
  const page = `${root}docs/bench-results.md`;
  let text = readFileSync(page, 'utf8');
  const from = text.indexOf(PROXY_START);
  const to = text.indexOf(PROXY_END);
  if (from === -1 || to < from) throw new Error(`docs/bench-results.md has no ${PROXY_START} … ${PROXY_END}: run \`npm run bench -- --save\` once`);
  text = `${text.slice(0, from)}${proxyMarkdown(result)}${text.slice(to + PROXY_END.length)}`;
  text = text.replace(/^\| proxy CPU per .*$/m, proxyGoalRow(result));
  writeFileSync(page, text);
  console.log('wrote bench/results.json (proxy) and its rows in docs/bench-results.md');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const arg = (name) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
  const result = await proxyBench({
    requests: Number(arg('requests') ?? 300),
    rounds: Number(arg('rounds') ?? 9),
    profile: arg('profile'),
    ...(arg('only') ? { only: arg('only').split(',') } : {}),
  });
  printProxy(result);
  if (process.argv.includes('--json')) writeFileSync(1, `${JSON.stringify(result, null, 2)}\n`);
  if (process.argv.includes('--save')) save(result);
}
