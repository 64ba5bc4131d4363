/**
 * Writing answers to a Node `ServerResponse`: a WHATWG `Response` (streamed, with backpressure),
 * a Node-level entry's {@link NodeAnswer}, or the adapter's own JSON error.
 */
import type { ServerResponse } from 'node:http';
import { once } from 'node:events';
import type { NodeAnswer } from './entry.js';

/** Writes `response` to `res`, its body streamed; stops when the client has gone. */
export async function writeResponse(res: ServerResponse, response: Response): Promise<void> {
  res.statusCode = response.status;
  const cookies = response.headers.getSetCookie();
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') res.setHeader(name, value);
  });
  if (cookies.length > 0) res.setHeader('set-cookie', cookies);
  if (response.body) {
    for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
      if (res.destroyed) return;
      if (!res.write(chunk)) await once(res, 'drain');
    }
  }
  res.end();
}

/** Writes a Node-level entry's answer, unless the client has gone. */
export function writeAnswer(res: ServerResponse, answer: NodeAnswer): void {
  if (res.destroyed) return;
  res.writeHead(answer.status, answer.headers);
  if (answer.body === null) res.end();
  else res.end(answer.body);
}

/**
 * Answers `{ error: { code, message } }` with `status`, the connection closed after it when
 * `closeConnection`; once headers are out, the only answer left is to drop the connection.
 */
export function fail(res: ServerResponse, status: number, code: string, message: string, closeConnection = false): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  res.statusCode = status;
  res.setHeader('content-type', 'application/json; charset=utf-8');
  res.setHeader('cache-control', 'no-store');
  if (closeConnection) res.setHeader('connection', 'close');
  res.end(JSON.stringify({ error: { code, message } }));
}
