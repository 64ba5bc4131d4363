// relayTransport and the station link against a real relay over HTTP, through a network that a
// test can cut: the event stream reader, pairing, and a cut in the middle of a sale that loses
// nothing (the screen's choice posted during the cut arrives once, after it; the station's
// stream resumes with Last-Event-ID; the station sees the screen offline, then online).
import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import { readEventStream, type StreamEvent } from '../../../src/protocol/event-stream.js';
import { relayTransport } from '../../../src/screen/relay.js';
import { createStationLink } from '../../../src/screen/station-link.js';
import type { TipChangeEvent, TipIntentEvent } from '../../../src/elements/internal/events.js';
import type { IntentResult, TipSelection } from '../../../src/protocol/schemas.js';
import * as fixtures from '../helpers/screen-relay.js';
import { sale, serveRelay, type RelayServer } from '../helpers/screen-relay.js';

/** A time limit stretched by the runner's factor (test/timeouts.mjs hands it over in TEST_TIMEOUT_SCALE). */
const scaled = (ms: number) => ms * (Number(process.env['TEST_TIMEOUT_SCALE']) || 1);
const selection = fixtures.selection as TipSelection;
const intentResult = fixtures.intentResult as IntentResult;

/** Polls `check` until it is true, failing after `ms` (a deadline, not a sleep). */
async function until(check: () => unknown, what: string, ms = scaled(5000)): Promise<void> {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** A fetch whose network can be cut: open event streams fail, new requests are refused, until `restore()`. */
function network() {
  let down = false;
  const open = new Set<{ fail: () => void }>();
  const requests: Array<{ url: string; method: string; headers: Headers; refused: boolean }> = [];
  const wrapped: typeof fetch = async (input, init) => {
    requests.push({ url: String(input), method: init?.method ?? 'GET', headers: new Headers(init?.headers), refused: down });
    if (down) throw new TypeError('fetch failed: network down');
    const response = await fetch(input, init);
    if (!response.body || !(response.headers.get('content-type') ?? '').includes('text/event-stream')) return response;
    const reader = response.body.getReader();
    let entry: { fail: () => void };
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        entry = {
          fail: () => {
            controller.error(new TypeError('network down'));
            void reader.cancel().catch(() => undefined);
          },
        };
        open.add(entry);
      },
      async pull(controller) {
        try {
          const { done, value } = await reader.read();
          if (done) {
            open.delete(entry);
            controller.close();
          } else controller.enqueue(value);
        } catch (error) {
          open.delete(entry);
          controller.error(error);
        }
      },
      cancel(reason) {
        open.delete(entry);
        return reader.cancel(reason);
      },
    });
    return new Response(body, { status: response.status, headers: response.headers });
  };
  return {
    fetch: wrapped,
    requests,
    cut() {
      down = true;
      for (const stream of open) stream.fail();
      open.clear();
    },
    restore() {
      down = false;
    },
  };
}

describe('the event stream reader', () => {
  it('reads events split anywhere, with CRLF, multi-line data, ids and comments', async () => {
    const text = ': heartbeat\r\nevent: hello\r\ndata: {"a":\r\ndata: 1}\r\n\r\nid: 7\nevent: sale\ndata: x\n\n: heartbeat\n\ndata: plain\n\n';
    const bytes = new TextEncoder().encode(text);
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < bytes.length; i += 3) controller.enqueue(bytes.slice(i, i + 3));
        controller.close();
      },
    });
    const events: StreamEvent[] = [];
    let alive = 0;
    await readEventStream(body, (e) => events.push(e), () => alive++, new AbortController().signal);
    assert.deepEqual(events, [
      { event: 'hello', data: '{"a":\n1}' },
      { event: 'sale', data: 'x', id: '7' },
      { event: 'message', data: 'plain' },
    ]);
    assert.ok(alive > 1);
  });

  it('an event whose data runs past the bound ends the stream, whatever its lines', async () => {
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 20; i++) controller.enqueue(new TextEncoder().encode(`data: ${'x'.repeat(100)}\n`));
        controller.close();
      },
    });
    const events: StreamEvent[] = [];
    await assert.rejects(readEventStream(body, (e) => events.push(e), () => undefined, new AbortController().signal, 1000), /too long/);
    assert.deepEqual(events, []);
  });
});

describe('relayTransport and redirects', () => {
  it('a relay that answers with a redirect is never followed: the token stays, pairing fails', async () => {
    const calls: RequestInit[] = [];
    const redirecting: typeof fetch = async (_input, init) => {
      calls.push(init ?? {});
      return new Response(null, { status: 307, headers: { location: 'https://elsewhere.test/station/pair' } });
    };
    const station = relayTransport({ url: 'http://pos.test/api/screens', fetch: redirecting, storage: null });
    station.open('station');
    await assert.rejects(station.pair('ABC234'), /redirect/);
    assert.ok(calls.length > 0 && calls.every((init) => init.redirect === 'manual'), 'every request asks not to follow redirects');
    station.close();
  });
});

describe('relayTransport against the relay', { timeout: scaled(30_000) }, () => {
  const relays: RelayServer[] = [];
  after(async () => {
    for (const relay of relays) await relay.close();
  });

  it('a network cut mid-sale loses nothing: the choice made during it arrives once, the station resumes and sees the screen come back', async () => {
    const relay = await serveRelay({ heartbeatMs: 200, pingMs: 200, offlineAfterMs: 600 });
    relays.push(relay);
    const net = network();
    const options = { url: relay.url, fetch: net.fetch, storage: null, maxRetryMs: 200, requestTimeoutMs: 2000 };
    const screen = relayTransport(options);
    const link = createStationLink({ transport: relayTransport(options) });
    try {
      screen.open('screen');
      await until(() => screen.code, 'the pairing code');
      await link.pair(screen.code!);
      await until(() => link.status === 'online' && screen.paired, 'paired, the screen online');
      await link.startSale({ saleId: 'cut-1', ...sale });
      await until(() => screen.sale?.saleId === 'cut-1', 'the sale at the screen');

      const changes: TipChangeEvent[] = [];
      const intents: TipIntentEvent[] = [];
      const statuses: string[] = [];
      link.addEventListener('tip-change', (e) => changes.push(e));
      link.addEventListener('tip-intent', (e) => intents.push(e));
      link.addEventListener('screen-status', (e) => statuses.push(e.status));

      net.cut();
      const cutAt = net.requests.length;
      const sent = screen.send({ type: 'choice', saleId: 'cut-1', seq: 1, selections: [selection] });
      await until(() => link.status === 'offline', 'the station shows the screen offline');
      await until(() => net.requests.slice(cutAt).filter((r) => r.method === 'POST' && r.url.endsWith('/screen/messages')).length >= 2, 'the choice tried again');
      net.restore();
      await sent;
      await until(() => changes.length === 1 && link.status === 'online', 'the choice at the station, the screen online again');
      assert.deepEqual(changes[0]!.selections, [selection]);
      const resumed = net.requests.slice(cutAt).filter((r) => !r.refused && r.url.endsWith('/station/events'));
      assert.ok(resumed.some((r) => r.headers.get('last-event-id') !== null), 'the station resumed with Last-Event-ID');

      await screen.send({ type: 'intent', saleId: 'cut-1', seq: 2, result: intentResult, selections: [selection] });
      await until(() => intents.length === 1, 'the intent at the station');
      assert.equal(changes.length, 1, 'the choice arrived once');
      assert.deepEqual(statuses, ['offline', 'online']);
      assert.equal(link.sale?.phase, 'intent');
    } finally {
      screen.close();
      link.close();
    }
  });

  it('a screen whose token the relay no longer knows asks for a new code; close() stops every request', async () => {
    const relay = await serveRelay({ heartbeatMs: 200, pingMs: 200 });
    relays.push(relay);
    const net = network();
    const kept = new Map<string, string>([['tip-elements:screen-link:screen', JSON.stringify({ token: `${'0'.repeat(32)}.${'0'.repeat(64)}`, code: 'AAAAAA' })]]);
    const storage = { getItem: (k: string) => kept.get(k) ?? null, setItem: (k: string, v: string) => void kept.set(k, v), removeItem: (k: string) => void kept.delete(k) };
    const screen = relayTransport({ url: relay.url, fetch: net.fetch, storage });
    screen.open('screen');
    await until(() => screen.code !== undefined && screen.code !== 'AAAAAA', 'a new code');
    assert.match(kept.get('tip-elements:screen-link:screen') ?? '', new RegExp(screen.code!));
    screen.close();
    const count = net.requests.length;
    let sent: unknown;
    await screen.send({ type: 'skip', saleId: 'x', seq: 1 }).catch((error: unknown) => (sent = error));
    assert.equal((sent as { code?: string }).code, 'closed');
    assert.equal(net.requests.length, count);
  });
});
