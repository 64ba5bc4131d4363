import { esbuildPlugin } from '@web/dev-server-esbuild';
import { defaultReporter } from '@web/test-runner';
import { playwrightLauncher } from '@web/test-runner-playwright';
import { build } from 'esbuild';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/chromium.mjs';
import { FAULT_FILES } from './test/browser/fault-files.mjs';
import { summaryReporter } from './test/browser/summary-reporter.mjs';
import { scaled } from './test/timeouts.mjs';

/**
 * Test files whose page must load the library's modules one by one, as a bundler's chunks would
 * load: the ones that hold, fail or count chunks (./test/browser/lazy-support.ts), and the ones
 * that read which modules the page fetched (`performance.getEntriesByType('resource')`).
 */
const MODULE_BY_MODULE = new Set(
  readdirSync(fileURLToPath(new URL('./test/browser', import.meta.url)))
    .filter((name) => /\.test\.tsx?$/.test(name) && readFileSync(fileURLToPath(new URL(`./test/browser/${name}`, import.meta.url)), 'utf8').match(/lazy-support|getEntriesByType\('resource'\)/))
    .map((name) => `/test/browser/${name}`),
);

/**
 * Every other test file is served from one esbuild build of them all, made when the first is
 * asked for: each file an ES module entry, the library and the test tools they import in shared
 * chunks (dynamic imports stay chunks of their own, loaded when asked for), only
 * @web/test-runner-commands left as an import (it talks to this test run's server). A page that
 * fetched the library's few hundred modules one by one spent about 4 s of CPU (Chromium's network
 * stack and this server) before its first test; a bundle per file cost esbuild about 1 s each.
 * React ships CommonJS only, which the dev server's node-resolve does not convert: the build
 * converts it, and compiles JSX with React 19's automatic runtime. The build is made once per run
 * (`wtr --watch` does not see edits to bundled files; run it again).
 */
let bundled;
function bundleOf(paths) {
  bundled ??= build({
    entryPoints: paths.map((path) => fileURLToPath(new URL(`.${path}`, import.meta.url))),
    outbase: fileURLToPath(new URL('./test/browser', import.meta.url)),
    outdir: fileURLToPath(new URL('./test/browser', import.meta.url)),
    entryNames: '[name]',
    chunkNames: 'chunks/[name]-[hash]',
    bundle: true,
    splitting: true,
    write: false,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    jsx: 'automatic',
    sourcemap: 'linked',
    conditions: ['browser', 'development'],
    define: { 'process.env.NODE_ENV': '"development"' },
    // The proxy's Node-only HTTP client (idempotent-intent.test.ts runs the proxy in the page) is loaded only in Node.
    external: ['@web/test-runner-commands', 'node:*'],
    tsconfig: fileURLToPath(new URL('./tsconfig.json', import.meta.url)),
    logLevel: 'silent',
  }).then((result) => new Map(result.outputFiles.map((file) => [`/${relative(fileURLToPath(new URL('.', import.meta.url)), file.path).replaceAll('\\', '/')}`, file.text])));
  return bundled;
}
const TEST_FILES = readdirSync(fileURLToPath(new URL('./test/browser', import.meta.url)))
  .filter((name) => /\.test\.tsx?$/.test(name))
  .map((name) => `/test/browser/${name}`)
  .filter((path) => !MODULE_BY_MODULE.has(path));
/** Served from the build: each test file (as its own path) and its source map, and the chunks, under /test/browser/chunks/ (nothing on disk). */
const bundleTests = {
  name: 'bundle-tests',
  async serve(context) {
    const path = context.path;
    const entry = TEST_FILES.includes(path);
    if (!entry && !(path.startsWith('/test/browser/chunks/') || (path.startsWith('/test/browser/') && path.endsWith('.test.js.map')))) return undefined;
    const body = (await bundleOf(TEST_FILES)).get(entry ? path.replace(/\.tsx?$/, '.js') : path);
    return body === undefined ? undefined : { body, type: path.endsWith('.map') ? 'json' : 'js' };
  },
};

/**
 * Chunks that hang or fail, for the tests of what loads lazily (the path is a module's, e.g.
 * `/src/elements/internal/team.ts`; test/browser/lazy-support.ts `chunkFaults` calls these):
 * - `/__chunks/hold?path=…&owner=…` holds every request for it until `release`;
 * - `/__chunks/fail?path=…&owner=…` answers every request for it with a 404 until `release`;
 * - `/__chunks/count?path=…` tells how many requests for it came since it was first held or failed
 *   (released ones included);
 * - `/__chunks/done?path=…&owner=…` releases it and lets another test file use it.
 * A fault applies to every page this server serves: the files that make faults run apart from the
 * others, one at a time (`WTR_FAULTS=1`, test/browser/fault-files.mjs); a file's first hold or fail
 * of a path still waits until any other file using it is done.
 */
const chunkFaults = new Map();
const chunkOwners = new Map();
async function holdChunks(context, next) {
  const { path, owner } = context.query;
  const action = /^\/__chunks\/(hold|fail|release|count|done)$/.exec(context.path)?.[1];
  if (action && typeof path === 'string') {
    if (action === 'hold' || action === 'fail') {
      while (chunkOwners.has(path) && chunkOwners.get(path).owner !== owner) await chunkOwners.get(path).freed;
      if (!chunkOwners.has(path)) {
        let free;
        const freed = new Promise((resolve) => (free = resolve));
        chunkOwners.set(path, { owner, freed, free });
      }
      chunkFaults.get(path)?.release();
      let release;
      const gate = new Promise((resolve) => (release = resolve));
      chunkFaults.set(path, { mode: action, gate, release, count: 0 });
    } else if (action === 'release' || action === 'done') {
      if (chunkOwners.get(path)?.owner === owner) {
        const fault = chunkFaults.get(path);
        fault?.release();
        if (fault) fault.mode = 'released';
        if (action === 'done') {
          chunkFaults.delete(path);
          chunkOwners.get(path).free();
          chunkOwners.delete(path);
        }
      }
    }
    context.body = action === 'count' ? String(chunkFaults.get(path)?.count ?? 0) : action;
    return;
  }
  const fault = chunkFaults.get(context.path);
  if (fault) {
    fault.count += 1;
    if (fault.mode === 'fail') {
      context.status = 404;
      context.body = 'not found (a test failed this chunk)';
      return;
    }
    await fault.gate;
  }
  return next();
}

/**
 * `executeServerCommand('ax-tree')`: Chromium's own accessibility tree of the test's page (CDP
 * `Accessibility.getFullAXTree`), as screen readers get it, through every shadow root: each node
 * that is not ignored, in document order, with its role, name, description and depth. Text boxes
 * are left out (their text is their parent's `StaticText`).
 */
const axTreePlugin = {
  name: 'ax-tree',
  async executeCommand({ command, session }) {
    if (command !== 'ax-tree') return undefined;
    const page = session.browser.getPage(session.id);
    const cdp = await page.context().newCDPSession(page);
    try {
      await cdp.send('Accessibility.enable');
      const { nodes } = await cdp.send('Accessibility.getFullAXTree');
      const byId = new Map(nodes.map((node) => [node.nodeId, node]));
      const out = [];
      const walk = (node, depth) => {
        const role = node.role?.value ?? '';
        const shown = !node.ignored && role !== 'InlineTextBox';
        if (shown) out.push({ role, name: node.name?.value ?? '', description: node.description?.value ?? '', depth });
        for (const id of node.childIds ?? []) {
          const child = byId.get(id);
          if (child) walk(child, shown ? depth + 1 : depth);
        }
      };
      const root = nodes.find((node) => !node.parentId);
      if (root) walk(root, 0);
      return out;
    } finally {
      await cdp.detach();
    }
  },
};

/**
 * The screen relay (src/server/screen-relay.ts) under `/__screens/`, for the tests of
 * relayTransport (test/browser/screen-relay.test.ts): the sources bundled by esbuild on the first
 * request (this config is plain Node), served through the Node adapter as a host would. Quick
 * timings, so that a test sees presence and heartbeats in about a second.
 */
let relayHandler;
async function screenRelayHandler() {
  if (!relayHandler) {
    relayHandler = (async () => {
      const dir = mkdtempSync(join(tmpdir(), 'wtr-screen-relay-'));
      process.on('exit', () => rmSync(dir, { recursive: true, force: true }));
      const file = join(dir, 'relay.mjs');
      await build({
        stdin: {
          contents: "export { createScreenRelay } from './src/server/screen-relay.ts';\nexport { toNodeHandler } from './src/server/node/adapter.ts';\n",
          resolveDir: fileURLToPath(new URL('.', import.meta.url)),
          loader: 'ts',
        },
        bundle: true,
        platform: 'node',
        format: 'esm',
        target: 'node20',
        outfile: file,
        logLevel: 'silent',
      });
      const { createScreenRelay, toNodeHandler } = await import(pathToFileURL(file).href);
      const relay = createScreenRelay({ heartbeatMs: 1000, pingMs: 500, offlineAfterMs: 2000, maxNewCodes: 10_000, maxWrongCodes: 10_000 });
      return toNodeHandler(relay, { maxConcurrentRequests: 1000 });
    })();
  }
  return relayHandler;
}
async function screenRelay(context, next) {
  if (!context.path.startsWith('/__screens/')) return next();
  const handler = await screenRelayHandler();
  // The relay writes the response itself; Koa must not (and must not take it for a 404, which the runner would report).
  context.status = 200;
  context.respond = false;
  handler(context.req, context.res);
}

/** `WTR_FAULTS=1`: the files that hold or fail chunks, alone on their own server; otherwise every other file. */
const faultsRun = process.env.WTR_FAULTS === '1';

export default {
  middleware: [holdChunks, screenRelay],
  files: faultsRun ? FAULT_FILES : ['test/browser/**/*.test.ts', 'test/browser/**/*.test.tsx', ...FAULT_FILES.map((file) => `!${file}`)],
  // Its own port range, so that both runs can start side by side.
  ...(faultsRun ? { port: 8100 } : {}),
  nodeResolve: { exportConditions: ['browser', 'development'] },
  plugins: [axTreePlugin, bundleTests, esbuildPlugin({ ts: true, tsconfig: fileURLToPath(new URL('./tsconfig.json', import.meta.url)) })],
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
  concurrency: faultsRun ? 1 : 2,
  reporters: [defaultReporter(), summaryReporter()],
  // Machine-scaled (test/timeouts.mjs): a test, a file's browser start, and the whole run.
  testFramework: { config: { timeout: scaled(10_000) } },
  browserStartTimeout: scaled(60_000),
  testsStartTimeout: scaled(60_000),
  testsFinishTimeout: scaled(300_000),
};
