// The Node adapter's own limits, over real sockets with small configured times: a client that
// sends its headers too slowly, one that sends its body too slowly, a kept-alive connection left
// idle, and more requests at once than the cap. Each waits on the socket's own events.
import assert from 'node:assert/strict';
import { createServer, request as httpRequest, Agent, type Server } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { describe, it } from 'node:test';
import {
  createNodeServer,
  NODE_BODY_TIMEOUT_MS,
  NODE_HEADERS_TIMEOUT_MS,
  NODE_IDLE_TIMEOUT_MS,
  NODE_MAX_CONCURRENT_REQUESTS,
  toConnectMiddleware,
  toNodeHandler,
  type RequestHandler,
} from '../../../../src/server/index.js';

async function listen(server: Server): Promise<{ port: number; close: () => Promise<void> }> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A raw TCP client: what it received, and when the server closed the connection (ms after `start`). */
function rawClient(port: number): Promise<{ socket: Socket; closed: Promise<{ text: string; ms: number }>; start: () => void }> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1', () => {
      let started = performance.now();
      const chunks: Buffer[] = [];
      socket.on('data', (chunk: Buffer) => chunks.push(chunk));
      socket.on('error', () => undefined);
      const closed = new Promise<{ text: string; ms: number }>((done) =>
        socket.once('close', () => done({ text: Buffer.concat(chunks).toString('utf8'), ms: performance.now() - started })),
      );
      resolve({ socket, closed, start: () => (started = performance.now()) });
    });
  });
}

const ok: RequestHandler = async (request) => new Response(JSON.stringify({ read: (await request.text()).length }), { headers: { 'content-type': 'application/json' } });

describe('createNodeServer: its own time limits, not Node\'s 60 s / 300 s', () => {
  it(`defaults: headers ${NODE_HEADERS_TIMEOUT_MS} ms, body ${NODE_BODY_TIMEOUT_MS} ms, idle ${NODE_IDLE_TIMEOUT_MS} ms, ${NODE_MAX_CONCURRENT_REQUESTS} requests at once`, () => {
    assert.deepEqual([NODE_HEADERS_TIMEOUT_MS, NODE_BODY_TIMEOUT_MS, NODE_IDLE_TIMEOUT_MS, NODE_MAX_CONCURRENT_REQUESTS], [10_000, 10_000, 5_000, 256]);
    const server = createNodeServer(ok);
    assert.equal(server.headersTimeout, NODE_HEADERS_TIMEOUT_MS);
    assert.equal(server.keepAliveTimeout, NODE_IDLE_TIMEOUT_MS);
    assert.ok(server.requestTimeout > 0 && server.requestTimeout < 300_000, `requestTimeout ${server.requestTimeout}`);
  });

  it('refuses a limit that is not a positive integer (NaN from an unset environment variable) with a TypeError', () => {
    for (const bad of [0, -1, 1.5, Number.NaN, Infinity]) {
      assert.throws(() => createNodeServer(ok, { headersTimeoutMs: bad }), TypeError, `headersTimeoutMs ${bad}`);
      assert.throws(() => createNodeServer(ok, { idleTimeoutMs: bad }), TypeError, `idleTimeoutMs ${bad}`);
      assert.throws(() => toNodeHandler(ok, { bodyTimeoutMs: bad }), TypeError, `bodyTimeoutMs ${bad}`);
      assert.throws(() => toConnectMiddleware(ok, { maxConcurrentRequests: bad }), TypeError, `maxConcurrentRequests ${bad}`);
    }
  });

  it('a client sending its headers slowly is cut at headersTimeoutMs with a 408, the handler never called', async () => {
    let called = 0;
    const server = await listen(createNodeServer(async () => (called++, new Response('x')), { headersTimeoutMs: 300 }));
    try {
      const client = await rawClient(server.port);
      client.socket.write('POST /v1/data/tips/fees HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ');
      const { text, ms } = await client.closed;
      assert.match(text, /^HTTP\/1\.1 408 /);
      assert.ok(ms >= 250, `cut after ${Math.round(ms)} ms, before the limit`);
      assert.ok(ms < 3000, `cut after ${Math.round(ms)} ms (Node's own limit is 60 s)`);
      assert.equal(called, 0);
    } finally {
      await server.close();
    }
  });

  for (const [name, make] of [
    ['createNodeServer', (h: RequestHandler) => createNodeServer(h, { bodyTimeoutMs: 300 })],
    ['toNodeHandler in a plain Node server', (h: RequestHandler) => createServer(toNodeHandler(h, { bodyTimeoutMs: 300 }))],
    ['toConnectMiddleware in a plain Node server', (h: RequestHandler) => createServer(toConnectMiddleware(h, { bodyTimeoutMs: 300 }))],
  ] as const) {
    it(`${name}: a body that does not all arrive within bodyTimeoutMs is answered 408 request_timeout, the connection closed, the handler never called`, async () => {
      let called = 0;
      const server = await listen(make(async () => (called++, new Response('x'))));
      try {
        const client = await rawClient(server.port);
        client.socket.write('POST /v1/data/tips/fees HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"payload":');
        client.start();
        const { text, ms } = await client.closed;
        assert.match(text, /^HTTP\/1\.1 408 /);
        assert.match(text, /"code":"request_timeout"/);
        assert.ok(ms >= 250 && ms < 3000, `cut after ${Math.round(ms)} ms`);
        assert.equal(called, 0);
      } finally {
        await server.close();
      }
    });
  }

  it('a body that arrives in time (in pieces) is served', async () => {
    const server = await listen(createNodeServer(ok, { bodyTimeoutMs: 2000 }));
    try {
      const client = await rawClient(server.port);
      client.socket.write('POST / HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 4\r\nConnection: close\r\n\r\n12');
      client.socket.write('34');
      const { text } = await client.closed;
      assert.match(text, /^HTTP\/1\.1 200 /);
      assert.match(text, /\{"read":4\}/);
    } finally {
      await server.close();
    }
  });

  it('a kept-alive connection left idle is closed after idleTimeoutMs', async () => {
    const server = await listen(createNodeServer(ok, { idleTimeoutMs: 300 }));
    try {
      const client = await rawClient(server.port);
      const answered = new Promise<void>((resolve) => client.socket.once('data', () => resolve()));
      client.socket.write('GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
      await answered;
      client.start();
      const { text, ms } = await client.closed;
      assert.match(text, /^HTTP\/1\.1 200 /);
      assert.ok(ms >= 250 && ms < 3000, `closed after ${Math.round(ms)} ms idle`);
    } finally {
      await server.close();
    }
  });

  it('past maxConcurrentRequests a request is answered 503 server_busy with Retry-After, the handler not called; a slot freed serves again', async () => {
    const waiting: Array<() => void> = [];
    let entered = 0;
    let notify: (() => void) | undefined;
    const handler: RequestHandler = async () => {
      entered++;
      notify?.();
      await new Promise<void>((resolve) => waiting.push(resolve));
      return new Response('done');
    };
    const server = await listen(createNodeServer(handler, { maxConcurrentRequests: 2 }));
    const agent = new Agent({ keepAlive: false, maxSockets: 10 });
    const get = () =>
      new Promise<{ status: number; retryAfter: string | undefined; body: string }>((resolve, reject) => {
        const req = httpRequest({ host: '127.0.0.1', port: server.port, path: '/', agent }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, retryAfter: res.headers['retry-after'] as string | undefined, body: Buffer.concat(chunks).toString('utf8') }));
        });
        req.on('error', reject);
        req.end();
      });
    try {
      const both = new Promise<void>((resolve) => (notify = () => entered === 2 && resolve()));
      const first = get();
      const second = get();
      await both;
      const third = await get();
      assert.equal(third.status, 503);
      assert.equal(third.retryAfter, '1');
      assert.equal((JSON.parse(third.body) as { error: { code: string } }).error.code, 'server_busy');
      assert.equal(entered, 2, 'the handler was not called for the third');
      waiting.splice(0).forEach((release) => release());
      assert.deepEqual([(await first).status, (await second).status], [200, 200]);
      const fourth = get();
      const inHandler = new Promise<void>((resolve) => (notify = () => resolve()));
      await inHandler;
      waiting.splice(0).forEach((release) => release());
      assert.equal((await fourth).status, 200, 'the slots are free again');
    } finally {
      agent.destroy();
      await server.close();
    }
  });
});
