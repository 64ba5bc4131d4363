/**
 * Vite, for two jobs:
 *
 * - `vite` (serve; `npm start` runs it through scripts/demo.mjs): the demo POS pages in demo/
 *   (every `*.html` there), importing the elements as an integrator would (`tip-elements`,
 *   `tip-elements/client`, ... mapped to the sources through package.json `exports`), with the
 *   demo's server side (demo/backend.ts: the credential proxy and the host's endpoints) mounted
 *   in the dev server. The app secret stays in this Node process.
 * - `vite build` (scripts/build.mjs runs it after tsc, into dist/browser/): the browser bundles
 *   for a page with no bundler (see BROWSER_BUNDLES), minified, with Lit's production build
 *   inside; tip-elements.js holds only what checkout.js does not and imports the rest from it.
 *   Each message catalogue (one per locale and area) stays its own chunk, fetched only by a page
 *   that shows that area's elements in that locale, and tsc's `dist/i18n/locales/<tag>/<area>.js`
 *   becomes a re-export of that chunk, so the package holds each catalogue once.
 *
 * Storybook has its own Vite setup (.storybook/main.ts) and does not read this file.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Alias, type Plugin, type UserConfig } from 'vite';
import { createDemoBackend } from './demo/backend.js';
import type * as DemoSsr from './demo/ssr.js';
import minifyTemplates from '@lit-labs/rollup-plugin-minify-html-literals';
import { templateMinifyOptions } from './scripts/lit-templates.mjs';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * The browser bundles, `dist/browser/<name>.js`, built together when they share a `build`: a bundle
 * that lists `shares` imports that bundle's file (`./checkout.js`) and adds only its own code, so
 * the package holds the checkout's code once; a page that loads checkout.js loads one file.
 */
export const BROWSER_BUNDLES: ReadonlyArray<{ name: string; entry: string; build: string; shares?: string }> = [
  // Registers the five checkout elements only and exports what a checkout page needs
  // (tip-elements/checkout): the one file a POS checkout page loads, with lit, @lit/context and zod.
  { name: 'checkout', entry: 'src/checkout.ts', build: 'elements' },
  // Registers the elements and exports everything `tip-elements` exports: classes, events,
  // createDataClient, schemas, money helpers, registerMessages. The back office, Display mode and
  // their English, importing the rest from checkout.js.
  { name: 'tip-elements', entry: 'src/index.ts', build: 'elements', shares: 'checkout' },
  // createSandbox(): the service in the page, for trying the elements without an account. It
  // imports what it shares with the checkout from checkout.js and the checkout's lazy chunk of zod
  // and the schemas (one copy of each in the package: 30 KB less than a self-contained sandbox.js).
  { name: 'sandbox', entry: 'src/sandbox/index.ts', build: 'elements', shares: 'checkout' },
  // The customer-facing screen and its station link (tip-elements/screen): what it adds to the
  // checkout (the link, its transports, its two elements and its English), importing the rest
  // from checkout.js; nothing of the back office or Display mode.
  { name: 'screen', entry: 'src/screen/index.ts', build: 'elements', shares: 'checkout' },
];

/**
 * `tip-elements/<entry>` resolved to its source, for every entry in package.json `exports`
 * (`./dist/x/index.js` is built by tsc from `src/x/index.ts`; `*` entries map one to one).
 */
function packageAliases(): Alias[] {
  const pkg = JSON.parse(readFileSync(here('package.json'), 'utf8')) as { name: string; exports: Record<string, unknown> };
  const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  const aliases: Alias[] = [];
  for (const [key, value] of Object.entries(pkg.exports)) {
    const target = typeof value === 'string' ? value : (value as { default?: unknown }).default;
    const match = typeof target === 'string' ? /^\.\/dist\/(.+)\.js$/.exec(target) : null;
    if (!match) continue;
    const specifier = `${pkg.name}${key.slice(1)}`;
    const source = here(`src/${match[1]}.ts`);
    aliases.push(
      key.includes('*')
        ? { find: new RegExp(`^${escape(specifier).replace('\\*', '(.+)')}$`), replacement: source.replace('*', '$1') }
        : { find: new RegExp(`^${escape(specifier)}$`), replacement: source },
    );
  }
  return aliases;
}

/** Mounts the demo's server side (every route demo/backend.ts exports) before Vite's own middleware. */
function demoBackend(): Plugin {
  return {
    name: 'tip-demo-backend',
    apply: 'serve',
    configureServer(server) {
      const backend = createDemoBackend({
        appSecret: process.env['TIP_DEMO_APP_SECRET'],
        latencyMs: process.env['TIP_DEMO_LATENCY_MS'] ? Number(process.env['TIP_DEMO_LATENCY_MS']) : undefined,
      });
      // Server-side sources are not for the browser, even though this dev server could serve them.
      server.middlewares.use((req, res, next) => {
        const path = (req.url ?? '').split(/[?#]/)[0]!;
        if (/(?:^|\/)(?:backend|display-backend|vite\.config)\.ts$/.test(decodeURIComponent(path))) {
          res.statusCode = 404;
          res.end();
          return;
        }
        next();
      });
      for (const [path, handler] of backend.routes) server.middlewares.use(path, handler);
      // A page by its name, `/station` for demo/station.html (else Vite would serve station.ts there).
      server.middlewares.use((req, _res, next) => {
        const [path = '', query] = (req.url ?? '').split(/\?(.*)/s, 2);
        if (/^\/[a-z-]+$/.test(path) && existsSync(here(`demo${path}.html`))) req.url = `${path}.html${query === undefined ? '' : `?${query}`}`;
        next();
      });
      // The checkout rendered on the server and hydrated (docs/ssr.md): `/?ssr`, or every visit with TIP_DEMO_SSR=1.
      server.middlewares.use(async (req, res, next) => {
        // The request target is a path: joined to an origin, '//x' stays a path (as a base URL, it would be a host and throw).
        const url = new URL(`http://demo${req.url ?? '/'}`);
        if (!['/', '/index.html'].includes(url.pathname) || !(url.searchParams.has('ssr') || process.env['TIP_DEMO_SSR'] === '1')) return next();
        try {
          const { renderDemoPage } = (await server.ssrLoadModule(here('demo/ssr.ts'))) as Pick<typeof DemoSsr, 'renderDemoPage'>;
          const page = readFileSync(here('demo/index.html'), 'utf8').replace('src="./main.ts"', 'src="./main-ssr.ts"');
          res.setHeader('content-type', 'text/html; charset=utf-8');
          res.end(await renderDemoPage(await server.transformIndexHtml(url.pathname, page), url.searchParams, backend.proposals));
        } catch (error) {
          next(error);
        }
      });
    },
  };
}

/**
 * Lit's templates of our sources minified as dist/ has them (scripts/lit-templates.mjs: the same
 * minifier and options as scripts/emit.mjs). A template it cannot read fails the build. The demo's
 * dev server keeps the sources as written.
 */
function minifiedTemplates(): Plugin {
  return {
    ...(minifyTemplates({ include: [here('src/**/*.ts')], exclude: [here('src/**/*.test.ts'), here('src/**/*.stories.ts')], failOnError: true, options: templateMinifyOptions }) as unknown as Plugin),
    apply: 'build',
    enforce: 'pre',
  };
}

/** The demo: every page in demo/, the elements from the sources, the backend in the dev server. */
const demo: UserConfig = {
  root: here('demo'),
  cacheDir: here('node_modules/.vite-demo'),
  clearScreen: false,
  resolve: {
    // Lit's production build: the customer-facing console stays clean (no dev-mode banner).
    // The elements' own tests run Lit in dev mode, where its warnings belong.
    conditions: ['module', 'browser', 'production'],
    alias: packageAliases(),
  },
  server: { host: '127.0.0.1', port: 5173, strictPort: true },
  optimizeDeps: {
    entries: ['**/*.html'],
    include: ['lit', 'lit/decorators.js', 'lit/directive.js', 'lit/directive-helpers.js', '@lit/context', 'zod/mini', '@lit-labs/ssr-client/lit-element-hydrate-support.js'],
  },
  plugins: [demoBackend()],
};

/** The bundles of one `build` of BROWSER_BUNDLES. */
const bundlesOf = (build: string) => BROWSER_BUNDLES.filter((b) => b.build === build);
const BUILDS = [...new Set(BROWSER_BUNDLES.map((b) => b.build))];
/** Vite's name for a build's environment (letters, digits, `_` and `$` only). */
const environmentName = (build: string) => `browser_${build.replace(/\W/g, '_')}`;
/** A sharing bundle's entry (Vite's library mode makes it a path under the root: matched by its end). */
const ENTRY_PREFIX = 'tip-browser-entry:';
const VIRTUAL_ENTRY = /(?:^|[\\/])tip-browser-entry:([\w-]+)$/;

/**
 * The entry of a bundle that `shares` another: the shared bundle's entry module imported first,
 * then the bundle's own entry re-exported. Both entry modules are then in one graph, and with
 * `preserveEntrySignatures: 'allow-extension'` Rolldown keeps the shared code in the shared
 * bundle's own file (checkout.js) rather than in a third chunk.
 */
function sharingEntries(): Plugin {
  return {
    name: 'tip-browser-entries',
    apply: 'build',
    resolveId: (id) => {
      const name = VIRTUAL_ENTRY.exec(id)?.[1];
      return name ? `\0${ENTRY_PREFIX}${name}` : null;
    },
    load(id) {
      if (!id.startsWith(`\0${ENTRY_PREFIX}`)) return null;
      const bundle = BROWSER_BUNDLES.find((b) => b.name === id.slice(ENTRY_PREFIX.length + 1))!;
      const shared = BROWSER_BUNDLES.find((b) => b.name === bundle.shares)!;
      return `import ${JSON.stringify(here(shared.entry))};\nexport * from ${JSON.stringify(here(bundle.entry))};\n`;
    },
  };
}

/**
 * Each catalogue chunk written, tsc's `dist/i18n/locales/<tag>/<area>.js` (next to dist/browser/)
 * becomes `export { default } from '../../../browser/locales/<tag>-<area>-<hash>.js'`: the same
 * module for `tip-elements/locales/<tag>` and the ESM build, and the package holds it once. The
 * browser folder stays whole: a page with no bundler needs dist/browser/ only. Its declarations
 * (`<area>.d.ts`) stay tsc's.
 */
function cataloguesOnce(): Plugin {
  return {
    name: 'tip-catalogues-once',
    apply: 'build',
    writeBundle(options, bundle) {
      const outDir = options.dir!;
      for (const chunk of Object.values(bundle)) {
        const catalogue = chunk.type === 'chunk' ? /\/i18n\/locales\/([^/]+)\/([^/]+)\.ts$/.exec(chunk.facadeModuleId ?? '') : null;
        // A chunk that imports code (plural rules) imports it from checkout.js, which a server or a
        // bundler must not load for a catalogue: tsc's module (importing ../../plural.js) stays.
        if (!catalogue || chunk.type !== 'chunk' || chunk.imports.length > 0) continue;
        const esm = join(outDir, '..', 'i18n', 'locales', catalogue[1]!, `${catalogue[2]}.js`);
        if (!existsSync(esm)) throw new Error(`${esm} is missing: tsc's build (scripts/emit.mjs) comes before the browser bundles`);
        const target = relative(join(esm, '..'), join(outDir, chunk.fileName)).replaceAll('\\', '/');
        writeFileSync(esm, `export { default } from '${target.startsWith('.') ? target : `./${target}`}';\n`);
      }
    },
  };
}

/** The browser bundles, one library build per `build` of BROWSER_BUNDLES, into dist/browser (or `--outDir`). */
const browserBundles: UserConfig = {
  root: here('.'),
  publicDir: false,
  clearScreen: false,
  logLevel: 'warn',
  build: { outDir: here('dist/browser') },
  plugins: [minifiedTemplates(), sharingEntries(), cataloguesOnce()],
  environments: Object.fromEntries(
    BUILDS.map((build) => [
      environmentName(build),
      {
        consumer: 'client' as const,
        build: {
          target: 'es2022',
          minify: true,
          sourcemap: false,
          emptyOutDir: false,
          reportCompressedSize: false,
          lib: {
            entry: Object.fromEntries(bundlesOf(build).map(({ name, entry, shares }) => [name, shares ? `${ENTRY_PREFIX}${name}` : here(entry)])),
            formats: ['es' as const],
            fileName: (_format: string, name: string) => `${name}.js`,
          },
          rolldownOptions: {
            // A shared bundle's file may export more than its entry does (what the bundles that
            // share it import); otherwise Rolldown would move the shared code into a third chunk.
            preserveEntrySignatures: 'allow-extension' as const,
            output: {
              // Library mode keeps whitespace for a downstream bundler; a page loads these as they are.
              minify: true,
              comments: { legal: true, annotation: false, jsdoc: false },
              // One chunk per locale and message area (the `import()`s of src/i18n/locales.generated.ts,
              // one per `src/i18n/locales/<tag>/<area>.ts`), `locales/<tag>-<area>-[hash].js`; nothing
              // else splits (tip-elements.js imports checkout.js itself).
              // The checkout's lazy parts each one chunk, whoever else
              // uses them: zod, the schemas and the client's checks (tip-elements.js exports the
              // schemas, and would otherwise hold them, so that a checkout page loading its checks
              // would load tip-elements.js), and the custom amount's parser and reading (with amount.ts,
              // what is wrong with a typed amount, which the back office's amount fields share). Only those modules:
              // what they share with checkout.js stays in checkout.js.
              ...(build === 'elements'
                ? {
                    codeSplitting: {
                      includeDependenciesRecursively: false,
                      groups: [
                        { name: 'checks', test: /[\\/](?:node_modules[\\/]zod[\\/].*|src[\\/]protocol[\\/](?:schemas|limits|http)\.ts|src[\\/]client[\\/](?:validate|answers|data-checks|data-kit|exchange|redact|host-data)\.ts)$/ },
                        { name: 'parse', test: /[\\/]src[\\/](?:money[\\/]parse|elements[\\/]internal[\\/](?:custom-amount|amount-reading|amount))\.ts$/ },
                      ],
                    },
                  }
                : {}),
              chunkFileNames: (chunk: { facadeModuleId?: string | null }) => {
                const catalogue = /\/i18n\/locales\/([^/]+)\/([^/]+)\.ts$/.exec(chunk.facadeModuleId ?? '');
                return catalogue ? `locales/${catalogue[1]}-${catalogue[2]}-[hash].js` : `${build}-[name]-[hash].js`;
              },
            },
          },
        },
      },
    ]),
  ),
  builder: {
    async buildApp(builder) {
      for (const build of BUILDS) await builder.build(builder.environments[environmentName(build)]!);
    },
  },
};

export default defineConfig(({ command }) => (command === 'build' ? browserBundles : demo));
