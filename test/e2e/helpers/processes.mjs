// Child processes for the e2e tests that install the packed package and check projects with it.
import { execFile } from 'node:child_process';

/** Runs node with `args` in `cwd` (within `timeoutMs`); resolves with its exit code and output, never rejects. */
export function runNode(args, cwd, timeoutMs) {
  return new Promise((resolve) => {
    execFile(process.execPath, args, { cwd, encoding: 'utf8', timeout: timeoutMs, env: { ...process.env, FORCE_COLOR: '0', NO_COLOR: '1' } }, (error, stdout, stderr) =>
      resolve({ code: error ? (error.code ?? 1) : 0, output: `${stdout}${stderr}` }),
    );
  });
}

/** At most `size` jobs at once (the machine is shared with the rest of `npm test`): `slot(job)` runs `job` when a place is free. */
export function pool(size) {
  let running = 0;
  const waiting = [];
  const next = () => {
    if (running >= size || waiting.length === 0) return;
    running++;
    const { job, resolve } = waiting.shift();
    job().then((result) => {
      running--;
      resolve(result);
      next();
    });
  };
  return (job) => new Promise((resolve) => (waiting.push({ job, resolve }), next()));
}
