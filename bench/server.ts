// One side of the proxy CPU bench, run in its own process (bundled by bench/proxy.mjs with esbuild):
// `sandbox` serves the sandbox on 127.0.0.1; `proxy <url>` serves the credential proxy in front of
// the sandbox at <url> through `toNodeHandler` (its Node fast path); `proxy-fetch <url>` the same
// proxy through its WHATWG `Request`/`Response` path; `relay <url>` a minimal credential relay,
// the floor: Node's http server and client, the body parsed, the credentials added, the answer
// passed back as it came. It tells the parent its URL, then answers `cpu` with
// process.cpuUsage(), so each side's CPU is its own process's, whatever the others or the driver cost.
import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DEMO_CREDENTIALS } from '../src/sandbox/models.js';
import { startSandboxServer } from '../src/sandbox/server.js';
import { createTipProxy, toNodeHandler, type RequestHandler } from '../src/server/index.js';

/** The least a credential relay does: read the body, add the credentials, post it on, pass the answer back. */
function relay(upstream: string) {
  return (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const { payload } = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { payload: unknown };
      const body = JSON.stringify({ ...DEMO_CREDENTIALS, payload });
      const headers: Record<string, string> = { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) };
      const key = req.headers['idempotency-key'];
      if (typeof key === 'string') headers['idempotency-key'] = key;
      const out = request(`${upstream}${req.url}`, { method: 'POST', headers }, (answer) => {
        const parts: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => parts.push(chunk));
        answer.on('end', () => {
          const text = Buffer.concat(parts);
          res.writeHead(answer.statusCode ?? 502, { 'content-type': 'application/json', 'content-length': String(text.byteLength) });
          res.end(text);
        });
      });
      out.on('error', () => {
        res.statusCode = 502;
        res.end();
      });
      out.end(body);
    });
  };
}

async function start(): Promise<string> {
  const [role, upstream] = process.argv.slice(2);
  if (role === 'sandbox') return (await startSandboxServer()).url;
  if (!upstream || !['proxy', 'proxy-fetch', 'relay'].includes(role!)) throw new Error('usage: server.js sandbox | proxy | proxy-fetch | relay <sandbox url>');
  let listener;
  if (role === 'relay') listener = relay(upstream);
  else {
    const proxy = createTipProxy({ baseUrl: upstream, ...DEMO_CREDENTIALS });
    // A plain function around the proxy carries no Node entry: the adapter takes the WHATWG path.
    const handler: RequestHandler = role === 'proxy' ? proxy : (r) => proxy(r);
    listener = toNodeHandler(handler);
  }
  const server = createServer(listener);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

process.on('message', (message) => {
  if (message === 'cpu') process.send!({ cpu: process.cpuUsage() });
  if (message === 'exit') process.exit(0);
});
process.send!({ url: await start() });
