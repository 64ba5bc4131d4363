// `npm test`: every check, in parallel where it can be, then ONE line "N passed, N failed".
//
// Steps and what they wait for. A step starts once what it needs has passed or failed and it fits
// in the machine's slots, the most urgent first: the one with the longest chain of work still
// behind it (its `cost`, seconds on a quiet 2-core machine, plus that of the steps waiting on it).
// A step never takes a slot that a more urgent step, waiting only on running steps, will want
// before this one would end: the checks with no needs fill the slots the long chains leave.
//   typecheck, lint (when eslint.config.js exists), demo typecheck    one check each
//   build                                                             one check
//   storybook build (after build: the docs read custom-elements.json) one check
//   browser tests (@web/test-runner, test/browser)                    every test, per file
//   browser fault tests (the files that hold or fail chunks, apart)   every test, per file
//   storybook tests (after storybook build: test/e2e/storybook.test.mjs)     every test
//   node tests (after build: test/unit, test/e2e but Storybook)             every test, per file
// Test steps count every test, and every test file: a file that fails to import or to load, or
// one a runner never reported (it was killed, or crashed), counts as a failure. A step that runs
// past its limit (machine-scaled, test/timeouts.mjs) is killed and counts as a failure too; a
// step that exits non-zero counts at least one. Each step's output goes to a log file; a failing
// step's log is printed whole, a passing one's last lines.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { TIMEOUT_SCALE, scaled } from '../test/timeouts.mjs';

const work = mkdtempSync(join(tmpdir(), 'tip-elements-test-'));
const logs = join(work, 'logs');
mkdirSync(logs);
const storybookDir = join(work, 'storybook-static');

/** Test files under `dir` (none when it does not exist), relative to the repo. */
function find(dir, pattern) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? find(path, pattern) : pattern.test(name) ? [relative('.', path)] : [];
  }).sort();
}
const nodeTest = /\.test\.(ts|mts|mjs|js)$/;
const STORYBOOK_TEST = join('test', 'e2e', 'storybook.test.mjs');
/**
 * The node test files in the order they start, two at a time: the longest first (seconds in CI
 * runs: demo 163-178, demo-ssr 96, new-locale 77, frameworks 62, entries 45), then the other
 * end-to-end files, then the unit files (a few seconds each), so that the step does not end with
 * one long file running alone. By path, as `node --test` orders them, the demo's suite started
 * fifth, some 100 s in.
 */
const NODE_LONGEST = ['demo.test.mjs', 'demo-ssr.test.mjs', 'new-locale.test.ts', 'frameworks.test.mjs', 'entries.test.ts'].map((f) => join('test', 'e2e', f));
const e2eFiles = find('test/e2e', nodeTest).filter((f) => f !== STORYBOOK_TEST);
const nodeFiles = [
  ...NODE_LONGEST.filter((f) => e2eFiles.includes(f)),
  ...e2eFiles.filter((f) => !NODE_LONGEST.includes(f)),
  ...find('test/unit', nodeTest),
];
const { FAULT_FILES } = await import('../test/browser/fault-files.mjs');
const browserFiles = find('test/browser', /\.test\.tsx?$/).filter((f) => !FAULT_FILES.includes(f.replaceAll('\\', '/')));

const cores = availableParallelism();
/**
 * Concurrent work, in slots: two per core (the steps wait on browsers, servers and disks too). A
 * step that runs several processes at once (a runner with concurrency) takes two.
 */
const SLOTS = cores * 2;

// node:test over `files` in the order given (scripts/node-test-run.mjs); `fileMs` bounds each file as a whole.
const nodeTestArgs = (files, summary, fileMs) => [
  '--import', 'tsx', 'scripts/node-test-run.mjs',
  '--concurrency', String(Math.max(2, cores)),
  '--timeout', String(scaled(fileMs)),
  '--summary', summary,
  ...files,
];

const steps = [
  { name: 'typecheck', cost: 69, cmd: 'npx', args: ['tsc', '--noEmit', '-p', 'tsconfig.json'], limit: 180_000 },
  { name: 'build', cost: 89, cmd: 'node', args: ['scripts/build.mjs'], limit: 240_000 },
  {
    name: 'storybook build',
    cost: 37,
    needs: ['build'],
    cmd: 'npx',
    args: ['storybook', 'build', '-o', storybookDir, '--quiet', '--disable-telemetry'],
    env: { STORYBOOK_DISABLE_TELEMETRY: '1', NODE_OPTIONS: '--max-old-space-size=3072' },
    limit: 300_000,
  },
  {
    name: 'browser tests',
    cost: 374,
    cmd: 'npx',
    args: ['wtr'],
    weight: 2,
    summary: 'wtr.json',
    files: browserFiles,
    env: { WTR_SUMMARY: join(work, 'wtr.json') },
    limit: 600_000,
  },
  {
    // The files that hold or fail chunks: a server of their own, one file at a time (web-test-runner.config.mjs).
    name: 'browser fault tests',
    cost: 60,
    cmd: 'npx',
    args: ['wtr'],
    weight: 1,
    summary: 'wtr-faults.json',
    files: FAULT_FILES,
    env: { WTR_FAULTS: '1', WTR_SUMMARY: join(work, 'wtr-faults.json') },
    limit: 300_000,
  },
  {
    name: 'storybook tests',
    cost: 327,
    needs: ['storybook build'],
    cmd: 'node',
    args: nodeTestArgs([STORYBOOK_TEST], join(work, 'storybook.json'), 800_000),
    // One slot, though it drives three pages: counting it as two kept it waiting some 30 s for
    // lint and the demo typecheck, with the cores half idle.
    weight: 1,
    summary: 'storybook.json',
    files: [STORYBOOK_TEST],
    env: { STORYBOOK_STATIC: storybookDir },
    limit: 900_000,
  },
  // One slot too, though it runs two files at once: most of its time is spent waiting on servers,
  // browsers and child processes, and as a two-slot step it could only start when the browser
  // tests ended, with the cores half idle. (In the last order by list, lint took the slot the
  // build was about to free, and this step, the critical path, started 70 s after the build.)
  { name: 'node tests', cost: 386, needs: ['build'], cmd: 'node', args: nodeTestArgs(nodeFiles, join(work, 'node.json'), 180_000), weight: 1, summary: 'node.json', files: nodeFiles, limit: 600_000 },
  ...(existsSync('eslint.config.js') ? [{ name: 'lint', cost: 91, cmd: 'npx', args: ['eslint', '.', '--max-warnings', '0'], limit: 240_000 }] : []),
  { name: 'demo typecheck', cost: 37, cmd: 'npx', args: ['tsc', '--noEmit', '-p', 'demo/tsconfig.json'], limit: 180_000 },
];

/** Passed and failed of a test step, from its runner's JSON summary, and the failures by name. */
function counts(step, code, timedOut) {
  const result = { passed: 0, failed: 0, skipped: 0, failures: [] };
  let summary;
  try {
    summary = JSON.parse(readFileSync(join(work, step.summary), 'utf8'));
  } catch {
    summary = undefined;
  }
  const reported = new Map();
  if (summary?.files && !Array.isArray(summary.files)) {
    for (const [file, c] of Object.entries(summary.files)) reported.set(file, c);
    for (const f of summary.failures ?? []) result.failures.push(`${f.file} › ${f.name}${f.error ? `: ${f.error}` : ''}`);
  } else if (summary?.files) {
    for (const f of summary.files) {
      reported.set(f.file, f);
      if (f.failed > 0) result.failures.push(`${f.file}: ${f.failed} failed${f.errors.length ? ` (${f.errors.join('; ').slice(0, 300)})` : ''}`);
    }
  }
  for (const c of reported.values()) {
    result.passed += c.passed;
    result.failed += c.failed;
    result.skipped += c.skipped;
  }
  // Every file the step was to run: one it never reported counts as a failure.
  for (const file of step.files) {
    if (!reported.has(file)) {
      result.failed++;
      result.failures.push(`${file}: never reported (${timedOut ? 'the runner timed out' : summary ? 'not run' : 'no summary from the runner'})`);
    }
  }
  if (timedOut) {
    result.failed++;
    result.failures.push(`${step.name}: timed out`);
  }
  if (code !== 0 && result.failed === 0) {
    result.failed = 1;
    result.failures.push(`${step.name}: exit ${code}`);
  }
  // Skipped tests are not allowed: each counts as a failure.
  if (result.skipped > 0) {
    result.failed += result.skipped;
    result.failures.push(`${step.name}: ${result.skipped} skipped`);
  }
  return result;
}

const tail = (text, lines) => text.split('\n').slice(-lines).join('\n');

function run(step) {
  return new Promise((resolve) => {
    const started = Date.now();
    const limit = scaled(step.limit);
    const log = join(logs, `${step.name.replace(/\W+/g, '-')}.log`);
    console.log(`=== ${step.name}: started (limit ${Math.round(limit / 1000)} s)`);
    const child = spawn(step.cmd, step.args, {
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true, // its own process group, so that a step past its limit is killed with its children
      env: {
        ...process.env,
        FORCE_COLOR: '0',
        PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
        npm_config_loglevel: 'error',
        TEST_TIMEOUT_SCALE: String(TIMEOUT_SCALE),
        ...step.env,
      },
    });
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.stderr.on('data', (chunk) => (out += chunk));
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        /* already gone */
      }
    }, limit);
    child.on('close', (code) => {
      clearTimeout(timer);
      writeFileSync(log, out);
      const result = step.summary
        ? counts(step, code, timedOut)
        : code === 0 && !timedOut
          ? { passed: 1, failed: 0, failures: [] }
          : { passed: 0, failed: 1, failures: [`${step.name}: ${timedOut ? 'timed out' : `exit ${code}`}`] };
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      console.log(`\n=== ${step.name}: ${result.failed ? 'FAILED' : 'ok'}, ${result.passed} passed, ${result.failed} failed (${seconds} s; log ${log})`);
      console.log(result.failed ? out.trimEnd() : tail(out.trimEnd(), 8));
      resolve({ ...result, name: step.name, seconds });
    });
  });
}

console.log(`npm test: ${steps.length} steps, ${cores} cores, ${SLOTS} slots, timeouts x${TIMEOUT_SCALE} (test/timeouts.mjs); logs in ${logs}`);
const started = Date.now();
const results = new Map();
const pending = [...steps];
const running = new Set();
/** The work still behind a step, in quiet seconds: its cost and the longest chain waiting on it. */
const chain = (step) => (step.cost ?? 0) + Math.max(0, ...steps.filter((s) => s.needs?.includes(step.name)).map(chain));
const startedAt = new Map();
await new Promise((allDone) => {
  const weight = (step) => step.weight ?? 1;
  const used = () => [...running].reduce((n, s) => n + weight(s), 0);
  const ready = (step) => (step.needs ?? []).every((name) => results.has(name));
  /** Seconds until a pending step's needs have all ended (expected), or undefined if one has not started. */
  const readyIn = (step) => {
    const left = (step.needs ?? []).filter((name) => !results.has(name)).map((name) => {
      const need = steps.find((s) => s.name === name);
      return startedAt.has(name) ? Math.max(0, (need.cost ?? 0) - (Date.now() - startedAt.get(name)) / 1000) : undefined;
    });
    return left.includes(undefined) ? undefined : Math.max(0, ...left);
  };
  const schedule = () => {
    for (const step of pending.filter(ready).sort((a, b) => chain(b) - chain(a))) {
      // More urgent steps about to be ready, whose slots this one would hold past that moment.
      const held = pending
        .filter((s) => !ready(s) && chain(s) > chain(step))
        .map((s) => ({ s, in: readyIn(s) }))
        .filter(({ in: seconds }) => seconds !== undefined && seconds < step.cost)
        .reduce((n, { s }) => n + weight(s), 0);
      if (running.size > 0 && used() + held + weight(step) > SLOTS) continue;
      pending.splice(pending.indexOf(step), 1);
      running.add(step);
      startedAt.set(step.name, Date.now());
      run(step).then((result) => {
        running.delete(step);
        results.set(step.name, result);
        if (pending.length === 0 && running.size === 0) allDone();
        else schedule();
      });
    }
  };
  schedule();
});

const all = steps.map((s) => results.get(s.name));
const passed = all.reduce((n, r) => n + r.passed, 0);
const failed = all.reduce((n, r) => n + r.failed, 0);
console.log(`\nSummary (${((Date.now() - started) / 1000).toFixed(0)} s):`);
for (const r of all) console.log(`  ${r.name.padEnd(16)} ${String(r.passed).padStart(5)} passed, ${String(r.failed).padStart(3)} failed  (${r.seconds} s)`);
const failures = all.flatMap((r) => r.failures);
if (failures.length) {
  console.log('Failed:');
  for (const f of failures.slice(0, 50)) console.log(`  ${f}`);
  if (failures.length > 50) console.log(`  ... and ${failures.length - 50} more`);
}
rmSync(storybookDir, { recursive: true, force: true });
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
