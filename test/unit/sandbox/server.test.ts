// The sandbox over real HTTP: startSandboxServer on 127.0.0.1, the real client and global fetch.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { after, before, describe, it } from 'node:test';
import { createDataClient, TipNetworkError, type DataClient } from '../../../src/client/index.js';
import { createSandbox } from '../../../src/sandbox/index.js';
import { startSandboxServer, type SandboxServer } from '../../../src/sandbox/server.js';
import { cents, customer, demo, rejectsWith, tip } from '../helpers/sandbox.js';

const L = 'demo-location';

describe('sandbox HTTP server', () => {
  let server: SandboxServer;
  let client: DataClient;

  before(async () => {
    server = await startSandboxServer({ port: 0 });
    client = createDataClient({ baseUrl: server.url, credentials: demo, retries: 0 });
  });
  after(() => server.close());

  it('listens on 127.0.0.1 on a free port', () => {
    assert.match(server.url, /^http:\/\/127\.0\.0\.1:\d+$/);
    assert.notEqual(new URL(server.url).port, '0');
  });

  it('runs a whole checkout: map, propose, quote, intent, confirm, refund, transfer, details', async () => {
    const mapped = await client.mapLocations({ locations: [{ identifier: 'http-sf', lat: 37.7925, long: -122.398 }] });
    assert.deepEqual(mapped.appLocations, [{ locationId: 1002, identifier: 'http-sf' }]);
    const [p] = await client.proposals({ locationId: 'http-sf', serviceAmounts: [45] });
    assert.deepEqual([p!.low.amount, p!.medium.amount, p!.high.amount], [8.1, 9, 11.25]);
    const [q] = await client.fees({ locationId: 'http-sf', amounts: [9] });
    assert.deepEqual(q, { amount: 9, fee: 0.57, total: 9.57 });
    const intent = await client.intent({ locationId: 'http-sf', customer, tipSelections: [tip('e1', 9, 45, 'medium'), tip('e2', 2)] });
    assert.equal(cents(intent.total), cents(9, 2, intent.fees.total));
    await client.confirm({ transactionId: intent.transactionId });
    const refunds = await client.refund({ transactionId: intent.transactionId, partial: true, amount: 2, reason: 'overcharged' });
    assert.deepEqual(refunds.map((r) => [r.employeeId, r.gross, r.reason]), [
      ['e1', 1, 'overcharged'],
      ['e2', 1, 'overcharged'],
    ]);
    await client.transfer({ transactionId: intent.transactionId, talents: [{ employeeId: 'e2' }] });
    const tx = await client.details({ transactionId: intent.transactionId });
    assert.equal(tx.status, 'confirmed');
    const live = tx.tips.filter((t) => t.status === 'confirmed');
    assert.deepEqual(live.map((t) => t.employeeId), ['e2']);
    assert.equal(cents(live[0]!.net), cents(tx.net) - cents(...refunds.map((r) => r.net)));
    assert.equal(server.sandbox.transaction(intent.transactionId)?.status, 'confirmed');
  });

  it('answers errors with status and code over HTTP', async () => {
    const { transactionId } = await client.intent({ locationId: L, customer, tipSelections: [tip('e1', 1)] });
    await client.cancel({ transactionId });
    await rejectsWith(client.confirm({ transactionId }), 409, 'invalid_state');
    await rejectsWith(client.details({ transactionId: 'missing' }), 404, 'not_found');

    const unknown = await fetch(`${server.url}/v1/data/nothing`, { method: 'POST', body: '{}' });
    assert.equal(unknown.status, 404);
    assert.equal(((await unknown.json()) as any).error.code, 'unknown_operation');
    const get = await fetch(`${server.url}/v1/data/tips/fees`);
    assert.equal(get.status, 405);
    const bad = await fetch(`${server.url}/v1/data/tips/fees`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{oops' });
    assert.deepEqual([bad.status, ((await bad.json()) as any).error.code], [400, 'bad_json']);
  });

  it('refuses a body over 1 MiB with 413 payload_too_large', async () => {
    const body = JSON.stringify({ ...demo, payload: { locationId: L, amounts: [1] }, pad: 'x'.repeat(1024 * 1024 + 10) });
    const response = await fetch(`${server.url}/v1/data/tips/fees`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    assert.equal(response.status, 413);
    assert.equal(((await response.json()) as any).error.code, 'payload_too_large');
  });

  it('twenty simultaneous confirms over HTTP: exactly one succeeds', async () => {
    const { transactionId } = await client.intent({ locationId: L, customer, tipSelections: [tip('e1', 4)] });
    server.sandbox.setLatency(10);
    try {
      const results = await Promise.allSettled(Array.from({ length: 20 }, () => client.confirm({ transactionId })));
      assert.equal(results.filter((r) => r.status === 'fulfilled').length, 1);
      assert.equal(results.filter((r) => r.status === 'rejected' && (r.reason as { status?: number }).status === 409).length, 19);
    } finally {
      server.sandbox.setLatency(0);
    }
  });

  it('a client that hangs up during the latency leaves the transaction untouched', async () => {
    const { transactionId } = await client.intent({ locationId: L, customer, tipSelections: [tip('e1', 4)] });
    server.sandbox.setLatency(300);
    try {
      const controller = new AbortController();
      const call = client.confirm({ transactionId }, { signal: controller.signal });
      setTimeout(() => controller.abort(), 50);
      await assert.rejects(call, { name: 'TipAbortError' });
      // A call made now waits the same latency, so by its answer the aborted confirm's latency has passed.
      const later = await client.details({ transactionId });
      assert.equal(later.status, 'pending');
      assert.equal(server.sandbox.transaction(transactionId)?.status, 'pending');
    } finally {
      server.sandbox.setLatency(0);
    }
  });
});

describe('startSandboxServer', () => {
  it('serves a sandbox it is given, and refuses connections once closed', async () => {
    const sandbox = createSandbox({ latencyMs: 0 });
    const server = await startSandboxServer({ sandbox });
    assert.equal(server.sandbox, sandbox);
    const client = createDataClient({ baseUrl: server.url, credentials: demo, retries: 0 });
    await client.intent({ locationId: L, customer, tipSelections: [tip('e1', 1)] });
    assert.equal(sandbox.transactions().length, 1);
    await server.close();
    await assert.rejects(client.confirm({ transactionId: 'x' }), TipNetworkError);
  });

  it("sets its own header and idle limits (10 s, 5 s; not Node's 60 s), and takes others through `http`", async () => {
    const defaults = await startSandboxServer();
    const tuned = await startSandboxServer({ http: { headersTimeoutMs: 2000, idleTimeoutMs: 700, maxConcurrentRequests: 1 } });
    try {
      assert.deepEqual([defaults.server.headersTimeout, defaults.server.keepAliveTimeout], [10_000, 5_000]);
      assert.deepEqual([tuned.server.headersTimeout, tuned.server.keepAliveTimeout], [2000, 700]);
      // One slot: a held event stream fills it, the next request is refused until it closes.
      const events = new AbortController();
      const stream = await fetch(`${tuned.url}/sandbox/devices/device-1/events`, { signal: events.signal });
      assert.equal(stream.status, 200);
      const busy = await fetch(`${tuned.url}/sandbox/devices`);
      assert.deepEqual([busy.status, busy.headers.get('retry-after')], [503, '1']);
      await busy.body?.cancel();
      events.abort();
    } finally {
      await defaults.close();
      await tuned.close();
    }
  });
});

describe('npm run sandbox (src/sandbox/cli.ts)', () => {
  it('prints its URL, the demo credentials and a curl hint whose request really works', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/sandbox/cli.ts'], {
      env: { ...process.env, PORT: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    try {
      let output = '';
      // Until the hint shows, or the CLI exits; the test's own (machine-scaled) timeout bounds the wait.
      await new Promise<void>((resolve, reject) => {
        child.stdout.on('data', (chunk: Buffer) => {
          output += chunk.toString();
          if (/try: curl .*\n/.test(output)) resolve();
        });
        child.once('exit', (code) => reject(new Error(`exited with ${code}: ${output}`)));
      });
      assert.match(output, /listening on http:\/\/127\.0\.0\.1:\d+/);
      assert.match(output, /appId=demo-app appSecret=demo-secret accountToken=demo-account/);
      const hint = /try: curl -s (\S+) -H 'content-type: application\/json' -d '([^']+)'/.exec(output);
      assert.ok(hint, output);
      const response = await fetch(hint[1]!, { method: 'POST', headers: { 'content-type': 'application/json' }, body: hint[2]! });
      assert.equal(response.status, 200);
      const json = (await response.json()) as { data: Array<{ medium: { amount: number } }> };
      assert.equal(json.data[0]!.medium.amount, 9);
    } finally {
      child.kill('SIGTERM');
    }
  });
});
