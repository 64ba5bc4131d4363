// One side of the proxy CPU bench, run in its own process (bundled by bench/proxy.mjs with esbuild):
// `sandbox` serves the sandbox on 127.0.0.1; `proxy <url>` serves the credential proxy in front of
// the sandbox at <url>. It tells the parent its URL, then answers `cpu` with process.cpuUsage(),
// so each side's CPU is its own process's, whatever the other side or the driver costs.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DEMO_CREDENTIALS } from '../src/sandbox/models.js';
import { startSandboxServer } from '../src/sandbox/server.js';
import { createTipProxy, toNodeHandler } from '../src/server/index.js';

async function start(): Promise<string> {
  const [role, upstream] = process.argv.slice(2);
  if (role === 'sandbox') return (await startSandboxServer()).url;
  if (role !== 'proxy' || !upstream) throw new Error('usage: server.js sandbox | proxy <sandbox url>');
  const proxy = createTipProxy({ baseUrl: upstream, ...DEMO_CREDENTIALS });
  const server = createServer(toNodeHandler(proxy));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

process.on('message', (message) => {
  if (message === 'cpu') process.send!({ cpu: process.cpuUsage() });
  if (message === 'exit') process.exit(0);
});
process.send!({ url: await start() });
