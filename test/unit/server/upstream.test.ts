// The proxy's own HTTP client (no `fetch` given) against real, misbehaving services on 127.0.0.1:
// what it sends, compressed answers, answers cut short, slow services and browsers that leave.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { brotliCompressSync, deflateSync, gzipSync } from 'node:zlib';
import { createTipProxy, type RequestHandler } from '../../../src/server/index.js';
import { listen, recordingServer } from '../helpers/http.js';
import { demo } from '../helpers/sandbox.js';

const FEES = { payload: { locationId: 'demo-location', amounts: [1] } };
const QUOTE = JSON.stringify({ data: [{ amount: 1, fee: 0.33, total: 1.33 }] });

async function post(proxy: RequestHandler, init: RequestInit = {}) {
  const response = await proxy(
    new Request('http://pos.test/api/tips/v1/data/tips/fees', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(FEES),
      ...init,
    }),
  );
  const text = await response.text();
  return { status: response.status, text, json: JSON.parse(text) };
}

describe('proxy: its own HTTP client', () => {
  it('sends one POST with the credentials, the payload and a declared length, and relays the answer', async () => {
    const service = await recordingServer((_req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end(QUOTE));
    try {
      const result = await post(createTipProxy({ baseUrl: `${service.url}/prefix/`, ...demo }));
      assert.deepEqual([result.status, result.json], [200, JSON.parse(QUOTE)]);
      const [seen] = service.seen;
      assert.equal(seen!.method, 'POST');
      assert.equal(seen!.url, '/prefix/v1/data/tips/fees');
      assert.equal(seen!.headers['content-type'], 'application/json');
      assert.equal(Number(seen!.headers['content-length']), Buffer.byteLength(seen!.body));
      assert.deepEqual(JSON.parse(seen!.body), { ...demo, payload: FEES.payload });
      // Node's client, not global fetch (which adds its own headers, such as sec-fetch-mode).
      assert.equal(seen!.headers['sec-fetch-mode'], undefined);
    } finally {
      await service.close();
    }
  });

  for (const [coding, encode] of [
    ['gzip', gzipSync],
    ['deflate', deflateSync],
    ['br', brotliCompressSync],
  ] as const) {
    it(`reads a ${coding} answer decompressed`, async () => {
      const service = await recordingServer((_req, res) =>
        res.writeHead(200, { 'content-type': 'application/json', 'content-encoding': coding }).end(encode(Buffer.from(QUOTE))),
      );
      try {
        const result = await post(createTipProxy({ baseUrl: service.url, ...demo }));
        assert.deepEqual([result.status, result.json], [200, JSON.parse(QUOTE)]);
      } finally {
        await service.close();
      }
    });
  }

  it('caps a streamed answer with no declared length (502 upstream_too_large)', async () => {
    const service = await recordingServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('{"data":"');
      const chunk = 'a'.repeat(64 * 1024);
      const more = () => {
        while (res.write(chunk)) if (res.destroyed) return;
        res.once('drain', more);
      };
      more();
      res.on('close', () => res.removeAllListeners('drain'));
    });
    try {
      const result = await post(createTipProxy({ baseUrl: service.url, ...demo, maxResponseBytes: 100_000 }));
      assert.deepEqual([result.status, result.json.error.code], [502, 'upstream_too_large']);
    } finally {
      await service.close();
    }
  });

  it('refuses an answer cut short (502), and one in an encoding it cannot read (502)', async () => {
    const cut = await listen((req, res) => {
      req.resume();
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': '1000' });
      res.write('{"data":');
      setTimeout(() => res.destroy(), 10);
    });
    const odd = await recordingServer((_req, res) => res.writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'zstd' }).end('(\xb5/\xfd'));
    try {
      const short = await post(createTipProxy({ baseUrl: cut.url, ...demo }));
      assert.deepEqual([short.status, short.json.error.code], [502, 'upstream_unreachable']);
      const unreadable = await post(createTipProxy({ baseUrl: odd.url, ...demo }));
      assert.deepEqual([unreadable.status, unreadable.json.error.code], [502, 'upstream_bad_response']);
    } finally {
      await cut.close();
      await odd.close();
    }
  });

  it('gives up on a service that does not answer in time (504) and closes the connection', async () => {
    let closed!: () => void;
    const gone = new Promise<void>((resolve) => (closed = resolve));
    const silent = await listen((req) => req.on('close', closed));
    try {
      const result = await post(createTipProxy({ baseUrl: silent.url, ...demo, timeoutMs: 100 }));
      assert.deepEqual([result.status, result.json.error.code], [504, 'upstream_timeout']);
      await gone;
    } finally {
      await silent.close();
    }
  });

  it('closes the call to the service when the browser leaves', async () => {
    let arrived!: () => void;
    const reached = new Promise<void>((resolve) => (arrived = resolve));
    let closed!: () => void;
    const gone = new Promise<void>((resolve) => (closed = resolve));
    const silent = await listen((req) => {
      req.on('close', closed);
      arrived();
    });
    const browser = new AbortController();
    try {
      const proxy = createTipProxy({ baseUrl: silent.url, ...demo });
      const answer = post(proxy, { signal: browser.signal });
      await reached;
      browser.abort();
      await gone;
      assert.equal((await answer).status, 502);
    } finally {
      await silent.close();
    }
  });
});
