/**
 * Vite config of the demo POS checkout (`npm start`, scripts/demo.mjs). The page imports the
 * elements as an integrator would (`tip-elements`, aliased to the sources); the proxy and the
 * host's endpoints are mounted in the dev server as middleware (demo/backend.ts).
 */
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { createDemoBackend } from './backend.js';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** Mounts the proxy and the host endpoints, before Vite's own middleware. */
function demoBackend(): Plugin {
  return {
    name: 'tip-demo-backend',
    configureServer(server) {
      const backend = createDemoBackend({
        appSecret: process.env['TIP_DEMO_APP_SECRET'],
        latencyMs: process.env['TIP_DEMO_LATENCY_MS'] ? Number(process.env['TIP_DEMO_LATENCY_MS']) : undefined,
      });
      // Server-side sources are not for the browser, even though this dev server could serve them.
      server.middlewares.use((req, res, next) => {
        if (/^\/(?:backend|vite\.config)\.ts(?:[?#]|$)/.test(req.url ?? '')) {
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

export default defineConfig({
  root: here('.'),
  cacheDir: here('../node_modules/.vite-demo'),
  clearScreen: false,
  resolve: {
    // Lit's production build: the customer-facing console stays clean (no dev-mode banner).
    // The elements' own tests run Lit in dev mode, where its warnings belong.
    conditions: ['module', 'browser', 'production'],
    alias: [
      { find: /^tip-elements$/, replacement: here('../src/index.ts') },
      { find: /^tip-elements\/client$/, replacement: here('../src/client/index.ts') },
    ],
  },
  server: { host: '127.0.0.1', port: 5173, strictPort: true },
  optimizeDeps: {
    entries: ['index.html'],
    include: ['lit', 'lit/decorators.js', '@lit/context', 'zod/mini'],
  },
  plugins: [demoBackend()],
});
