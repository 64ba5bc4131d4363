// The proxy's CPU per request against a minimal relay's (the floor), on 127.0.0.1: the sandbox
// server, the proxy served by `toNodeHandler` (its Node fast path), the same proxy through its
// WHATWG Request/Response path, and a minimal credential relay (Node's http server and client, the
// body parsed, the credentials added, the answer passed back as it came) each run in a process of
// their own (bench/server.ts, bundled here with esbuild) in front of the same sandbox, and each
// reports its own process.cpuUsage() before and after a bounded load of proposals, fees and intent
// calls (a few in flight at a time). Each round loads the three in turn, paired in one run (the
// order rotates from round to round), so every ratio compares measures taken moments apart.
// `node bench/proxy.mjs` runs it alone (`--requests=N --rounds=N`; `--profile=<dir>` writes
// each side's `--cpu-prof` profile there; `--json` prints the result); `npm run bench` runs it too.
import { build } from 'esbuild';
import { fork } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

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
export async function proxyBench({ requests = 400, rounds = 5, warmup = 500, concurrency = 2, profile } = {}) {
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
    for (const operation of Object.keys(CALLS)) {
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
  console.log(`| mean of the three | ${result.mix.proxyUs} µs | ${result.mix.relayUs} µs | ${result.mix.ratio}× | ${result.mix.fetchPathUs} µs | ${result.mix.fetchPathRatio}× | |`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const arg = (name) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
  const result = await proxyBench({
    requests: Number(arg('requests') ?? 400),
    rounds: Number(arg('rounds') ?? 5),
    profile: arg('profile'),
  });
  printProxy(result);
  if (process.argv.includes('--json')) writeFileSync(1, `${JSON.stringify(result, null, 2)}\n`);
}
