// `npm test`: every check in order, then one line "N passed, N failed" over all of them.
// A step whose runner reports test counts adds those; any other step counts as one check.
// A step that exits non-zero always counts at least one failure, even if its runner said "0 failed".
import { spawn } from 'node:child_process';

const strip = (s) => s.replace(/\x1b\[[0-9;]*[A-Za-z]/g, '');

function nodeCounts(out) {
  const pass = out.match(/^\s*(?:ℹ|#) pass (\d+)/m);
  const fail = out.match(/^\s*(?:ℹ|#) fail (\d+)/m);
  return pass && fail ? { passed: Number(pass[1]), failed: Number(fail[1]) } : null;
}

function wtrCounts(out) {
  const matches = [...out.matchAll(/(\d+) passed, (\d+) failed/g)];
  const last = matches.at(-1);
  return last ? { passed: Number(last[1]), failed: Number(last[2]) } : null;
}

function countsLine(out) {
  const matches = [...out.matchAll(/^(?:\w+: )?(\d+) passed, (\d+) failed$/gm)];
  const last = matches.at(-1);
  return last ? { passed: Number(last[1]), failed: Number(last[2]) } : null;
}

// Build comes before the Node tests (test/node/entries.test.ts imports the built package) and
// before the checks of dist/browser (bundle-check) and of server-side rendering (ssr-check).
// pack-check builds again, from a clean copy of the tree, as `npm pack` does.
const steps = [
  { name: 'typecheck', cmd: 'npx', args: ['tsc', '--noEmit', '-p', 'tsconfig.json'] },
  { name: 'build', cmd: 'node', args: ['scripts/build.mjs'] },
  { name: 'node tests', cmd: 'node', args: ['scripts/test-node.mjs'], parse: nodeCounts },
  { name: 'size', cmd: 'node', args: ['scripts/size.mjs'], parse: countsLine },
  { name: 'package files', cmd: 'node', args: ['scripts/pack-check.mjs'], parse: countsLine },
  { name: 'publint', cmd: 'npx', args: ['publint', '--strict'] },
  // attw packs the tree the build step built; `prepack` would build it again.
  { name: 'attw', cmd: 'npx', args: ['attw', '--pack', '.', '--profile', 'esm-only', '--format', 'table-flipped'], env: { npm_config_ignore_scripts: 'true' } },
  { name: 'browser tests', cmd: 'npx', args: ['wtr'], parse: wtrCounts },
  { name: 'browser bundle', cmd: 'node', args: ['scripts/bundle-check.mjs'], parse: countsLine },
  { name: 'ssr', cmd: 'node', args: ['scripts/ssr-check.mjs'], parse: countsLine },
  { name: 'demo typecheck', cmd: 'npx', args: ['tsc', '--noEmit', '-p', 'demo/tsconfig.json'] },
  { name: 'demo', cmd: 'node', args: ['scripts/demo-check.mjs'], parse: countsLine },
  { name: 'storybook', cmd: 'node', args: ['scripts/storybook-check.mjs'], parse: countsLine },
];

function run(step) {
  return new Promise((resolve) => {
    const started = Date.now();
    console.log(`\n=== ${step.name}: ${[step.cmd, ...step.args].join(' ')}`);
    const child = spawn(step.cmd, step.args, {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: '0', PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1', npm_config_loglevel: 'error', ...step.env },
    });
    let out = '';
    const take = (stream, sink) =>
      stream.on('data', (chunk) => {
        out += chunk;
        sink.write(chunk);
      });
    take(child.stdout, process.stdout);
    take(child.stderr, process.stderr);
    child.on('close', (code) => {
      const text = strip(out);
      const counted = step.parse ? step.parse(text) : null;
      let result = counted ?? (code === 0 ? { passed: 1, failed: 0 } : { passed: 0, failed: 1 });
      if (code !== 0 && result.failed === 0) result = { ...result, failed: 1 };
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      console.log(`=== ${step.name}: exit ${code}, ${result.passed} passed, ${result.failed} failed (${seconds}s)`);
      resolve({ ...result, name: step.name, code });
    });
  });
}

const results = [];
for (const step of steps) results.push(await run(step));
const passed = results.reduce((n, r) => n + r.passed, 0);
const failed = results.reduce((n, r) => n + r.failed, 0);
console.log('\nSummary:');
for (const r of results) console.log(`  ${r.name.padEnd(16)} ${r.passed} passed, ${r.failed} failed`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
export { countsLine };
