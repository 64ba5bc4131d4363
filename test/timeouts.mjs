// The one factor every timeout in the tests scales by, so that a loaded or small machine waits
// longer instead of failing. Node tests (`{ timeout: scaled(ms) }`), the end-to-end suites'
// Playwright waits, web-test-runner.config.mjs (mocha's timeout, testsFinishTimeout) and the
// runner's step limits in scripts/test.mjs all read it from here.
//
// The base durations are what a quiet 4-core machine needs with room to spare. The factor is
//   TEST_TIMEOUT_SCALE, when set (a positive number: `TEST_TIMEOUT_SCALE=3 npm test`), else
//   max(1, 4 / cores) x max(1, 1-minute load average / cores), between 1 and 10.
// scripts/test.mjs computes it once, before it starts anything, and hands it to every step in
// TEST_TIMEOUT_SCALE, so the load the tests themselves make does not stretch it further.
import { availableParallelism, loadavg } from 'node:os';

function computeScale() {
  const set = Number(process.env.TEST_TIMEOUT_SCALE);
  if (Number.isFinite(set) && set > 0) return set;
  const cores = availableParallelism();
  const busy = loadavg()[0] / cores;
  const factor = Math.max(1, 4 / cores) * Math.max(1, busy);
  return Math.min(10, Math.round(factor * 10) / 10);
}

/** The factor, e.g. 2 on a quiet 2-core machine. */
export const TIMEOUT_SCALE = computeScale();

/** `ms` (a quiet 4-core machine's need) scaled to this machine. */
export const scaled = (ms) => Math.round(ms * TIMEOUT_SCALE);
