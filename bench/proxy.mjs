// The proxy's CPU per request against the sandbox's behind it, on 127.0.0.1: the sandbox server
// and a proxy in front of it each run in a process of their own (bench/server.ts, bundled here
// with esbuild), and each reports its own process.cpuUsage() before and after a bounded load of
// proposals, fees and intent calls sent through the proxy (a few in flight at a time). Every call
// through the proxy is one call to the sandbox, so both per-request figures divide by the same
// count. `node bench/proxy.mjs` runs it alone (`--requests=N --rounds=N`; `--profile=<dir>` writes
// both sides' `--cpu-prof` profiles there; `--json` prints the result); `npm run bench` runs it too.
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

/**
 * Per operation: a warm-up, then `rounds` rounds of `requests` calls; each round's CPU per call on
 * each side, and their ratio. Medians over the rounds.
 */
export async function proxyBench({ requests = 400, rounds = 5, warmup = 1000, concurrency = 2, profile } = {}) {
  const dir = mkdtempSync(join(os.tmpdir(), 'tip-bench-'));
  let sandbox;
  let proxy;
  try {
    const file = await serverBundle(dir);
    sandbox = child(file, ['sandbox'], profile ? ['--cpu-prof', `--cpu-prof-dir=${profile}/sandbox`] : []);
    const sandboxUrl = await sandbox.url;
    proxy = child(file, ['proxy', sandboxUrl], profile ? ['--cpu-prof', `--cpu-prof-dir=${profile}/proxy`] : []);
    const proxyUrl = await proxy.url;
    const operations = {};
    for (const operation of Object.keys(CALLS)) {
      await load(proxyUrl, operation, warmup, concurrency);
      const runs = [];
      for (let r = 0; r < rounds; r++) {
        const [p0, s0] = [await proxy.cpu(), await sandbox.cpu()];
        await load(proxyUrl, operation, requests, concurrency);
        const [p1, s1] = [await proxy.cpu(), await sandbox.cpu()];
        const per = (a, b) => ({ user: (b.user - a.user) / requests, system: (b.system - a.system) / requests });
        const p = per(p0, p1);
        const s = per(s0, s1);
        runs.push({ proxyUs: p.user + p.system, sandboxUs: s.user + s.system, proxyUser: p.user, sandboxUser: s.user });
      }
      operations[operation] = {
        proxyUs: Math.round(median(runs.map((r) => r.proxyUs))),
        sandboxUs: Math.round(median(runs.map((r) => r.sandboxUs))),
        ratio: Number(median(runs.map((r) => r.proxyUs / r.sandboxUs)).toFixed(2)),
        proxyUserUs: Math.round(median(runs.map((r) => r.proxyUser))),
        sandboxUserUs: Math.round(median(runs.map((r) => r.sandboxUser))),
      };
    }
    const ops = Object.values(operations);
    const proxyUs = Math.round(ops.reduce((a, o) => a + o.proxyUs, 0) / ops.length);
    const sandboxUs = Math.round(ops.reduce((a, o) => a + o.sandboxUs, 0) / ops.length);
    return {
      requests,
      rounds,
      warmup,
      concurrency,
      operations,
      mix: { proxyUs, sandboxUs, ratio: Number((proxyUs / sandboxUs).toFixed(2)) },
      ok: true,
    };
  } finally {
    await proxy?.stop();
    await sandbox?.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

export function printProxy(result) {
  console.log(`\n| proxy CPU per request (own process, user + system; ${result.rounds} rounds of ${result.requests}, ${result.concurrency} in flight, medians) | proxy | sandbox behind it | proxy / sandbox | goal |`);
  console.log('|---|---:|---:|---:|---:|');
  for (const [name, o] of Object.entries(result.operations)) {
    console.log(`| ${name} | ${o.proxyUs} µs (user ${o.proxyUserUs}) | ${o.sandboxUs} µs (user ${o.sandboxUserUs}) | ${o.ratio}× | |`);
  }
  console.log(`| **mean of the three** | ${result.mix.proxyUs} µs | ${result.mix.sandboxUs} µs | **${result.mix.ratio}×** | ≤ 1.5× |`);
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
