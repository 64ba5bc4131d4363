// `npm start`: the demo POS checkout on http://localhost:5173 (PORT to change; 0 picks a free
// port). Vite's dev server (vite.config.ts) serves the pages in demo/ and mounts the demo's server
// side (demo/backend.ts: the credential proxy at /api/tips and the host's endpoints at /host/*)
// over an in-process sandbox.
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';

const configFile = fileURLToPath(new URL('../vite.config.ts', import.meta.url));

/**
 * Starts the demo. Resolves once it listens, with its URL, the app secret the server side holds
 * (tests assert the browser never receives it) and `close()`.
 */
export async function startDemo({ port = 5173, host = '127.0.0.1', logLevel = 'info', latencyMs } = {}) {
  // The secret lives in this process only: random per run, handed to the config through the env.
  const appSecret = (process.env.TIP_DEMO_APP_SECRET ||= `sk_demo_${randomBytes(18).toString('hex')}`);
  if (latencyMs !== undefined) process.env.TIP_DEMO_LATENCY_MS = String(latencyMs);
  const server = await createServer({
    configFile,
    logLevel,
    server: { port, host, strictPort: port !== 0, open: false },
  });
  await server.listen();
  const address = server.httpServer?.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  const shownHost = host === '127.0.0.1' || host === 'localhost' ? 'localhost' : host;
  return {
    url: `http://${shownHost}:${actualPort}/`,
    appSecret,
    server,
    close: () => server.close(),
  };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const raw = process.env.PORT;
  const port = raw === undefined || raw === '' ? 5173 : Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    console.error(`PORT must be a port number, not "${raw}"`);
    process.exit(1);
  }
  let demo;
  try {
    demo = await startDemo({ port, logLevel: 'warn' });
  } catch (error) {
    console.error(`Could not start the demo on port ${port}: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
  console.log(`tip-elements demo POS checkout: ${demo.url}`);
  console.log('Browser -> /api/tips (credential proxy) -> sandbox; /host/charge and /host/decline confirm or cancel. Ctrl+C to stop.');
  const stop = () => void demo.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}
