// Small real HTTP servers on 127.0.0.1 for the hardening tests: a service that misbehaves on
// purpose, and a place a redirect points to that must never be reached.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Seen {
  method: string | undefined;
  url: string | undefined;
  headers: IncomingMessage['headers'];
  body: string;
}

export interface TestServer {
  url: string;
  seen: Seen[];
  close(): Promise<void>;
}

/** A server that reads each request whole, records it, and answers with `respond`. */
export async function recordingServer(
  respond: (req: IncomingMessage, res: ServerResponse, body: string) => void = (_req, res) => res.end(),
): Promise<TestServer> {
  const seen: Seen[] = [];
  return listen((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      seen.push({ method: req.method, url: req.url, headers: req.headers, body });
      respond(req, res, body);
    });
  }, seen);
}

/** Any listener on a free port of 127.0.0.1. */
export async function listen(listener: (req: IncomingMessage, res: ServerResponse) => void, seen: Seen[] = []): Promise<TestServer> {
  const server: Server = createServer(listener);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    seen,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
