import { esbuildPlugin } from '@web/dev-server-esbuild';
import { defaultReporter } from '@web/test-runner';
import { playwrightLauncher } from '@web/test-runner-playwright';
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/chromium.mjs';
import { summaryReporter } from './test/browser/summary-reporter.mjs';
import { scaled } from './test/timeouts.mjs';

/**
 * React ships CommonJS only, which the dev server's node-resolve does not convert. A `.test.tsx`
 * file is therefore served as one esbuild ESM bundle (React, react-dom and everything it imports),
 * with JSX compiled by React 19's automatic runtime. Only @web/test-runner-commands stays an
 * import: it talks to this test run's server.
 */
const bundleTsxTests = {
  name: 'bundle-tsx-tests',
  async serve(context) {
    if (!context.path.endsWith('.test.tsx')) return undefined;
    const result = await build({
      entryPoints: [fileURLToPath(new URL(`.${context.path}`, import.meta.url))],
      bundle: true,
      write: false,
      format: 'esm',
      platform: 'browser',
      target: 'es2022',
      jsx: 'automatic',
      sourcemap: 'inline',
      conditions: ['browser', 'development'],
      define: { 'process.env.NODE_ENV': '"development"' },
      external: ['@web/test-runner-commands'],
      tsconfig: fileURLToPath(new URL('./tsconfig.json', import.meta.url)),
      logLevel: 'silent',
    });
    return { body: result.outputFiles[0].text, type: 'js' };
  },
};

/**
 * A slow chunk, for the tests of what loads lazily: `fetch('/__chunks/hold?path=/src/money/parse.ts')`
 * holds every request for that path until `fetch('/__chunks/release?path=...')`.
 */
const heldChunks = new Map();
async function holdChunks(context, next) {
  const path = context.query.path;
  if (context.path === '/__chunks/hold' && typeof path === 'string') {
    let release;
    const gate = new Promise((resolve) => (release = resolve));
    heldChunks.set(path, { gate, release });
    context.body = 'held';
    return;
  }
  if (context.path === '/__chunks/release' && typeof path === 'string') {
    heldChunks.get(path)?.release();
    heldChunks.delete(path);
    context.body = 'released';
    return;
  }
  const held = heldChunks.get(context.path);
  if (held) await held.gate;
  return next();
}

export default {
  middleware: [holdChunks],
  files: ['test/browser/**/*.test.ts', 'test/browser/**/*.test.tsx'],
  nodeResolve: { exportConditions: ['browser', 'development'] },
  plugins: [bundleTsxTests, esbuildPlugin({ ts: true, tsconfig: fileURLToPath(new URL('./tsconfig.json', import.meta.url)) })],
  browsers: [
    playwrightLauncher({
      product: 'chromium',
      launchOptions: {
        executablePath: CHROMIUM_PATH,
        headless: true,
        args: CHROMIUM_ARGS,
      },
    }),
  ],
  concurrency: 2,
  reporters: [defaultReporter(), summaryReporter()],
  // Machine-scaled (test/timeouts.mjs): a test, a file's browser start, and the whole run.
  testFramework: { config: { timeout: scaled(10_000) } },
  browserStartTimeout: scaled(60_000),
  testsStartTimeout: scaled(60_000),
  testsFinishTimeout: scaled(300_000),
};
