// What the bench's drivers (bench/run.mjs, bench/lowend.mjs) share: the median, a page.evaluate
// with a time limit, and the bundling of a bench page's script.
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

export const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

/** page.evaluate has no time limit of its own: every call here gets one. */
export function evaluate(page, fn, arg, ms = 60_000) {
  let timer;
  const limit = new Promise((_, reject) => (timer = setTimeout(() => reject(new Error(`page.evaluate took over ${ms} ms`)), ms)));
  return Promise.race([page.evaluate(fn, arg), limit]).finally(() => clearTimeout(timer));
}

/** bench/<entry> bundled for the browser (production Lit, minified), in memory: esbuild's output files; `options` adds to or overrides the defaults. */
export async function bundle(entry, options = {}) {
  const result = await build({
    entryPoints: [`${root}bench/${entry}`],
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    tsconfig: `${root}tsconfig.json`,
    logLevel: 'silent',
    ...options,
  });
  return result.outputFiles;
}
