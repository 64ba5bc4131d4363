/**
 * Vite, for two jobs:
 *
 * - `vite` (serve; `npm start` runs it through scripts/demo.mjs): the demo POS pages in demo/
 *   (every `*.html` there), importing the elements as an integrator would (`tip-elements`,
 *   `tip-elements/client`, ... mapped to the sources through package.json `exports`), with the
 *   demo's server side (demo/backend.ts: the credential proxy and the host's endpoints) mounted
 *   in the dev server. The app secret stays in this Node process.
 * - `vite build` (scripts/build.mjs runs it after tsc, into dist/browser/): the browser bundles
 *   for a page with no bundler, one self-contained ES module each (see BROWSER_BUNDLES), minified,
 *   with Lit's production build inside; each message catalogue (one per locale and area) stays its
 *   own chunk, fetched only by a page that shows that area's elements in that locale.
 *
 * Storybook has its own Vite setup (.storybook/main.ts) and does not read this file.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Alias, type Plugin, type UserConfig } from 'vite';
import { createDemoBackend } from './demo/backend.js';
import { isOwnSource, minifyCssTemplatesInSource } from './scripts/minify-templates.mjs';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * The browser bundles, `dist/browser/<name>.js`: each one file with its dependencies inside, so
 * that bundles never share a chunk (only the lazy message catalogues are chunks of their own).
 */
export const BROWSER_BUNDLES: ReadonlyArray<{ name: string; entry: string }> = [
  // Registers the elements and exports everything `tip-elements` exports: classes, events,
  // createDataClient, schemas, money helpers, registerMessages.
  { name: 'tip-elements', entry: 'src/index.ts' },
  // Registers the five checkout elements only and exports what a checkout page needs
  // (tip-elements/checkout): the smaller file for a POS checkout page.
  { name: 'checkout', entry: 'src/checkout.ts' },
  // createSandbox(): the service in the page, for trying the elements without an account.
  { name: 'sandbox', entry: 'src/sandbox/index.ts' },
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
    },
  };
}

/** Our sources' `css` templates minified, as tsc's emit into dist/ has them (scripts/minify-templates.mjs). */
function minifyCssTemplates(): Plugin {
  return {
    name: 'tip-minify-css-templates',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      const path = id.split('?')[0]!;
      if (!isOwnSource(path)) return null;
      const minified = minifyCssTemplatesInSource(code, path);
      return minified === code ? null : { code: minified, map: null };
    },
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
    include: ['lit', 'lit/decorators.js', 'lit/directive.js', 'lit/directive-helpers.js', '@lit/context', 'zod/mini'],
  },
  plugins: [demoBackend()],
};

/** Vite's name for a bundle's build environment (letters, digits, `_` and `$` only). */
const environmentName = (bundle: string) => `browser_${bundle.replace(/\W/g, '_')}`;

/** The browser bundles, one library build per bundle, into dist/browser (or `--outDir`). */
const browserBundles: UserConfig = {
  root: here('.'),
  publicDir: false,
  clearScreen: false,
  logLevel: 'warn',
  build: { outDir: here('dist/browser') },
  plugins: [minifyCssTemplates()],
  environments: Object.fromEntries(
    BROWSER_BUNDLES.map(({ name, entry }) => [
      environmentName(name),
      {
        consumer: 'client' as const,
        build: {
          target: 'es2022',
          minify: true,
          sourcemap: false,
          emptyOutDir: false,
          reportCompressedSize: false,
          lib: { entry: here(entry), formats: ['es' as const], fileName: () => `${name}.js` },
          rolldownOptions: {
            output: {
              // Library mode keeps whitespace for a downstream bundler; a page loads these as they are.
              minify: true,
              comments: { legal: true, annotation: false, jsdoc: false },
              // One chunk per locale and message area (the `import()`s of src/i18n/registry.ts,
              // back-office.ts, display.ts and src/devtools/display-device/messages.ts),
              // `locales/<tag>-<area>-[hash].js`; nothing else splits.
              chunkFileNames: (chunk: { facadeModuleId?: string | null }) => {
                const catalogue = /\/i18n\/locales\/([^/]+)\/([^/]+)\.ts$/.exec(chunk.facadeModuleId ?? '');
                return catalogue ? `locales/${catalogue[1]}-${catalogue[2]}-[hash].js` : `${name}-[name]-[hash].js`;
              },
            },
          },
        },
      },
    ]),
  ),
  builder: {
    async buildApp(builder) {
      for (const { name } of BROWSER_BUNDLES) await builder.build(builder.environments[environmentName(name)]!);
    },
  },
};

export default defineConfig(({ command }) => (command === 'build' ? browserBundles : demo));
