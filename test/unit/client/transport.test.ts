// The client over real HTTP: every method against the sandbox server, and every failure mode
// against small purpose-built servers on 127.0.0.1.
import assert from 'node:assert/strict';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import {
  createDataClient,
  TipAbortError,
  TipHttpError,
  TipNetworkError,
  TipRequestError,
  TipResponseError,
  TipTimeoutError,
  type DataClient,
} from '../../../src/client/index.js';
import { startSandboxServer, type SandboxServer } from '../../../src/sandbox/server.js';
import { customer, demo, tip } from '../helpers/sandbox.js';

interface Seen {
  method: string | undefined;
  url: string | undefined;
  body: string;
}

/** A server on 127.0.0.1 that records each request and answers with `respond`. */
async function recordingServer(respond: (req: IncomingMessage, res: ServerResponse, body: string) => void) {
  const seen: Seen[] = [];
  const server: Server = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      seen.push({ method: req.method, url: req.url, body });
      respond(req, res, body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    seen,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

function json(res: ServerResponse, status: number, body: string): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(body);
}

describe('client over HTTP against the sandbox server', () => {
  let server: SandboxServer;
  let client: DataClient;

  before(async () => {
    server = await startSandboxServer();
    client = createDataClient({ baseUrl: server.url, credentials: demo });
  });
  after(() => server.close());

  it('mapLocations', async () => {
    const result = await client.mapLocations({
      locations: [{ identifier: 'ny', address: '1200 Broadway', city: 'New York', zip: '10001', country: 'US' }],
    });
    assert.deepEqual(result, { appLocations: [{ locationId: 1003, identifier: 'ny' }], mappingsRequested: 1, mappedSuccessfully: 1 });
  });

  it('proposals', async () => {
    const result = await client.proposals({ locationId: 'demo-location', serviceAmounts: [5, 60] });
    assert.deepEqual(result.map((p) => [p.low.type, p.medium.amount]), [
      ['amount', 2],
      ['percent', 12],
    ]);
  });

  it('fees', async () => {
    assert.deepEqual(await client.fees({ locationId: 'demo-location', amounts: [12] }), [{ amount: 12, fee: 0.66, total: 12.66 }]);
  });

  it('intent, confirm, details, refund, transfer and cancel', async () => {
    const intent = await client.intent({ locationId: 'demo-location', customer, tipSelections: [tip('e1', 12, 60, 'medium')] });
    assert.deepEqual(intent.fees, { service: 0.66, pos: 0, total: 0.66 });
    assert.equal(intent.total, 12.66);
    assert.equal(await client.confirm({ transactionId: intent.transactionId }), undefined);
    assert.equal((await client.details({ transactionId: intent.transactionId })).status, 'confirmed');
    const [refund] = await client.refund({ transactionId: intent.transactionId, partial: true, amount: 1.66 });
    // 1.66 of a 12.66 gross holding 0.66 of fee: 0.0865 -> 0.09 fee, 1.57 net; 10.43 net remains.
    assert.deepEqual([refund!.employeeId, refund!.gross, refund!.net, refund!.fee], ['e1', 1.66, 1.57, 0.09]);
    const newcomer = { employeeId: 'e1b', amount: 5, firstName: 'B', lastName: 'C', avatar: 'https://x.test/b.png' };
    assert.equal(
      await client.transfer({ transactionId: intent.transactionId, talents: [{ employeeId: 'e1', amount: 5.43 }, newcomer] }),
      undefined,
    );
    const tx = await client.details({ transactionId: intent.transactionId });
    assert.deepEqual(tx.tips.filter((t) => t.status === 'confirmed').map((t) => [t.employeeId, t.net]), [
      ['e1', 5.43],
      ['e1b', 5],
    ]);

    const other = await client.intent({ locationId: 'demo-location', customer, tipSelections: [tip('e2', 1)] });
    assert.equal(await client.cancel({ transactionId: other.transactionId, note: 'walked out' }), undefined);
    assert.equal((await client.details({ transactionId: other.transactionId })).status, 'canceled');
  });

  it('an HTTP error carries status, code and the error body', async () => {
    const error = await client.fees({ locationId: 'unmapped', amounts: [1] }).then(
      () => assert.fail('expected a rejection'),
      (e: unknown) => e,
    );
    assert.ok(error instanceof TipHttpError);
    assert.equal(error.status, 404);
    assert.equal(error.code, 'location_not_found');
    assert.equal((error.body as { error: { code: string } }).error.code, 'location_not_found');
    assert.equal(error.operation, 'fees');
  });
});

describe('client over HTTP: failure modes', () => {
  it('a 200 with a body that is not JSON is a TipResponseError', async () => {
    const s = await recordingServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end('<html>gateway says hi</html>');
    });
    try {
      const client = createDataClient({ baseUrl: s.url, credentials: demo, retries: 0 });
      await assert.rejects(client.proposals({ locationId: 'x', serviceAmounts: [1] }), TipResponseError);
    } finally {
      await s.close();
    }
  });

  it('a 200 with JSON of the wrong shape is a TipResponseError naming the problem', async () => {
    const s = await recordingServer((_req, res) => json(res, 200, JSON.stringify({ data: [{ amount: 1, fee: 0.33, total: 1.5 }] })));
    try {
      const client = createDataClient({ baseUrl: s.url, credentials: demo, retries: 0 });
      const error = await client.fees({ locationId: 'x', amounts: [1] }).then(
        () => assert.fail('expected a rejection'),
        (e: unknown) => e,
      );
      assert.ok(error instanceof TipResponseError);
      assert.match(error.message, /total must equal amount plus fee/);
    } finally {
      await s.close();
    }
  });

  it('a closed port is a TipNetworkError', async () => {
    const s = await recordingServer(() => undefined);
    const url = s.url;
    await s.close();
    const client = createDataClient({ baseUrl: url, credentials: demo, retries: 0 });
    await assert.rejects(client.confirm({ transactionId: 't' }), TipNetworkError);
  });

  it('a server that never answers is a TipTimeoutError, promptly', async () => {
    const s = await recordingServer(() => undefined);
    try {
      const client = createDataClient({ baseUrl: s.url, credentials: demo, timeoutMs: 200, retries: 0 });
      const started = performance.now();
      await assert.rejects(client.details({ transactionId: 't' }), TipTimeoutError);
      const elapsed = performance.now() - started;
      assert.ok(elapsed >= 190 && elapsed < 1_000, `took ${elapsed} ms`);
    } finally {
      await s.close();
    }
  });

  it('an abort mid-request is a TipAbortError, promptly', async () => {
    // The server holds the request without answering; the caller aborts once it has arrived.
    const controller = new AbortController();
    const s = await recordingServer(() => controller.abort());
    try {
      const client = createDataClient({ baseUrl: s.url, credentials: demo });
      const started = performance.now();
      const call = client.intent({ locationId: 'x', customer, tipSelections: [tip('e1', 1)] }, { signal: controller.signal });
      await assert.rejects(call, TipAbortError);
      assert.ok(performance.now() - started < 1_000);
      assert.equal(s.seen.length, 1);
    } finally {
      await s.close();
    }
  });

  it('a payload that fails its schema is refused before anything is sent', async () => {
    const s = await recordingServer((_req, res) => json(res, 200, '{"data":[]}'));
    try {
      const client = createDataClient({ baseUrl: s.url, credentials: demo });
      await assert.rejects(client.fees({ locationId: 'x', amounts: [1.00005] }), TipRequestError);
      await assert.rejects(client.intent({ locationId: '', customer, tipSelections: [] }), TipRequestError);
      assert.equal(s.seen.length, 0);
    } finally {
      await s.close();
    }
  });

  it('without credentials (proxy mode) the body is { payload } only', async () => {
    const s = await recordingServer((_req, res) => json(res, 200, '{}'));
    try {
      const client = createDataClient({ baseUrl: `${s.url}/api/tips` });
      await client.confirm({ transactionId: 't-1' });
      assert.equal(s.seen.length, 1);
      assert.equal(s.seen[0]!.method, 'POST');
      assert.equal(s.seen[0]!.url, '/api/tips/v1/data/transaction/confirm');
      assert.deepEqual(JSON.parse(s.seen[0]!.body), { payload: { transactionId: 't-1' } });
    } finally {
      await s.close();
    }
  });

  it('with credentials the three credentials are top-level body fields beside payload', async () => {
    const s = await recordingServer((_req, res) => json(res, 200, '{}'));
    try {
      const client = createDataClient({ baseUrl: s.url, credentials: demo });
      await client.cancel({ transactionId: 't-2' });
      assert.deepEqual(JSON.parse(s.seen[0]!.body), { ...demo, payload: { transactionId: 't-2' } });
    } finally {
      await s.close();
    }
  });
});
