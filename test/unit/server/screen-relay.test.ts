// The screen relay over real HTTP through the Node adapter: pairing (the code, single use,
// expiry, rate limits), who may do what (authorize, each side's token), and the sale's way from
// station to screen and back, through reconnects, with the screen's presence as the station sees it.
import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import { PAIRING_ALPHABET } from '../../../src/protocol/screen-schemas.js';
import { createMemoryScreenStore } from '../../../src/server/index.js';
import { intentResult, openEvents, pairOn, post, sale, selection, serveRelay, TOKEN, type EventReader, type RelayServer } from '../helpers/screen-relay.js';

const servers: RelayServer[] = [];
const readers: EventReader[] = [];
after(async () => {
  readers.forEach((r) => r.close());
  await Promise.all(servers.map((s) => s.close()));
});

async function relay(options: Parameters<typeof serveRelay>[0] = {}) {
  const server = await serveRelay({ heartbeatMs: 50, pingMs: 40, offlineAfterMs: 150, ...options });
  servers.push(server);
  return server;
}
async function events(url: string, token: string, headers?: Record<string, string>) {
  const reader = await openEvents(url, token, headers);
  readers.push(reader);
  return reader;
}
const start = (saleId = 's-1', seq = 1) => ({ type: 'sale', saleId, seq, sale });

describe('pairing', () => {
  it('gives the screen a 6-character code of the unambiguous alphabet and a token; the station a token of its own', async () => {
    const r = await relay();
    const code = await post(`${r.url}/screen/code`, {});
    assert.equal(code.status, 201);
    assert.match(code.body.code, new RegExp(`^[${PAIRING_ALPHABET}]{6}$`));
    assert.match(code.body.token, /^[0-9a-f]{32}\.[0-9a-f]{64}$/);
    const paired = await post(`${r.url}/station/pair`, { code: code.body.code.toLowerCase() });
    assert.equal(paired.status, 200);
    assert.notEqual(paired.body.token, code.body.token);
    assert.equal(paired.body.token.split('.')[0], code.body.token.split('.')[0]);
  });

  it('uses a code once', async () => {
    const r = await relay();
    const code = await post(`${r.url}/screen/code`, {});
    assert.equal((await post(`${r.url}/station/pair`, { code: code.body.code })).status, 200);
    const again = await post(`${r.url}/station/pair`, { code: code.body.code });
    assert.deepEqual([again.status, again.body.error.code], [404, 'unknown_code']);
  });

  it('refuses a code after 10 minutes, and the screen’s unpaired token with it', async () => {
    let now = 1_000_000;
    const r = await relay({ now: () => now });
    const code = await post(`${r.url}/screen/code`, {});
    assert.equal(code.body.expiresAt, 1_000_000 + 600_000);
    now += 600_000;
    assert.equal((await post(`${r.url}/station/pair`, { code: code.body.code })).status, 404);
    const ping = await post(`${r.url}/screen/ping`, {}, { [TOKEN]: code.body.token });
    assert.equal(ping.status, 401);
  });

  it('answers 429 once a source has sent too many wrong codes, and counts sources apart', async () => {
    const r = await relay({ maxWrongCodes: 3, sourceOf: (request) => request.headers.get('x-test-source') ?? '?' });
    const code = await post(`${r.url}/screen/code`, {});
    const a = { 'x-test-source': 'a' };
    for (const wrong of ['AAAAAA', 'BBBBBB', 'nonsense']) assert.equal((await post(`${r.url}/station/pair`, { code: wrong }, a)).status, 404);
    const limited = await post(`${r.url}/station/pair`, { code: code.body.code }, a);
    assert.deepEqual([limited.status, limited.body.error.code, limited.headers.get('retry-after')], [429, 'too_many_attempts', '60']);
    // The right code still works from another source: the limited one did not use it up.
    assert.equal((await post(`${r.url}/station/pair`, { code: code.body.code }, { 'x-test-source': 'b' })).status, 200);
  });

  it('refuses new codes with 503 once the memory store is full', async () => {
    // A code takes three keys: the link, the code, the source's count of new codes.
    const r = await relay({ store: createMemoryScreenStore({ maxKeys: 4 }) });
    assert.equal((await post(`${r.url}/screen/code`, {})).status, 201);
    const full = await post(`${r.url}/screen/code`, {});
    assert.deepEqual([full.status, full.body.error.code], [503, 'relay_full']);
  });

  it('limits new codes per source', async () => {
    const r = await relay({ maxNewCodes: 2 });
    assert.equal((await post(`${r.url}/screen/code`, {})).status, 201);
    assert.equal((await post(`${r.url}/screen/code`, {})).status, 201);
    assert.equal((await post(`${r.url}/screen/code`, {})).status, 429);
  });
});

describe('who may do what', () => {
  it('sends every station call through authorize, never the screen’s', async () => {
    const r = await relay({ authorize: (request) => request.headers.get('cookie') === 'staff=1' });
    const code = await post(`${r.url}/screen/code`, {});
    const refused = await post(`${r.url}/station/pair`, { code: code.body.code });
    assert.deepEqual([refused.status, refused.body.error.code], [403, 'forbidden']);
    const paired = await post(`${r.url}/station/pair`, { code: code.body.code }, { cookie: 'staff=1' });
    assert.equal(paired.status, 200);
    const station = paired.body.token;
    assert.equal((await post(`${r.url}/station/messages`, start(), { [TOKEN]: station })).status, 403);
    assert.equal((await post(`${r.url}/station/messages`, start(), { [TOKEN]: station, cookie: 'staff=1' })).status, 200);
    const stream = await events(`${r.url}/station/events`, station);
    assert.equal(stream.status, 403);
    assert.equal((await post(`${r.url}/screen/ping`, {}, { [TOKEN]: code.body.token })).status, 204);
    // What the screen receives holds neither the station's session nor its token.
    const screen = await events(`${r.url}/screen/events`, code.body.token);
    await screen.next((e) => e.event === 'snapshot');
    assert.equal(screen.all.find((e) => e.event === 'snapshot')?.data.sale.saleId, 's-1');
    for (const secret of ['staff=1', station, station.split('.')[1]!]) assert.ok(!screen.raw.includes(secret), secret);
  });

  it('refuses a screen token on a station call (403), a station token on a screen call, and a foreign token (401)', async () => {
    const r = await relay();
    const one = await pairOn(r);
    const two = await pairOn(r);
    const asStation = await post(`${r.url}/station/messages`, start(), { [TOKEN]: one.screen });
    assert.deepEqual([asStation.status, asStation.body.error.code], [403, 'wrong_side']);
    assert.equal((await post(`${r.url}/station/unpair`, {}, { [TOKEN]: one.screen })).status, 403);
    assert.equal((await post(`${r.url}/screen/messages`, { type: 'skip', saleId: 's', seq: 1 }, { [TOKEN]: one.station })).status, 403);
    // Another link's secret under this link's id: unknown.
    const forged = `${one.screen.split('.')[0]}.${two.screen.split('.')[1]}`;
    assert.equal((await post(`${r.url}/screen/ping`, {}, { [TOKEN]: forged })).status, 401);
    assert.equal((await post(`${r.url}/screen/ping`, {}, {})).status, 401);
    // A station message from the screen's route is refused, whatever the token.
    assert.equal((await post(`${r.url}/screen/messages`, start(), { [TOKEN]: one.screen })).status, 400);
  });

  it('refuses oversize and malformed messages, and anything not JSON', async () => {
    const r = await relay();
    const { station } = await pairOn(r);
    const many = await post(`${r.url}/station/messages`, { ...start(), sale: { ...sale, staff: Array.from({ length: 101 }, () => sale.staff[0]) } }, { [TOKEN]: station });
    assert.deepEqual([many.status, many.body.error.code, many.body.error.field], [413, 'too_many', 'sale.staff']);
    const huge = await post(`${r.url}/station/messages`, { ...start(), pad: 'x'.repeat(200_000) }, { [TOKEN]: station });
    assert.deepEqual([huge.status, huge.body.error.code], [413, 'payload_too_large']);
    assert.equal((await post(`${r.url}/station/messages`, { ...start(), seq: 1.5 }, { [TOKEN]: station })).status, 400);
    const form = await fetch(`${r.url}/station/messages`, { method: 'POST', headers: { [TOKEN]: station, 'content-type': 'text/plain' }, body: JSON.stringify(start()) });
    assert.equal(form.status, 415);
  });

  it('stops both tokens when the station unpairs, and tells the screen', async () => {
    const r = await relay();
    const link = await pairOn(r);
    const screen = await events(`${r.url}/screen/events`, link.screen);
    await screen.next((e) => e.event === 'snapshot');
    assert.equal((await post(`${r.url}/station/unpair`, {}, { [TOKEN]: link.station })).status, 204);
    assert.deepEqual((await screen.next((e) => e.event === 'unpaired')).data, { reason: 'unpaired' });
    await screen.ended();
    assert.equal((await post(`${r.url}/screen/ping`, {}, { [TOKEN]: link.screen })).status, 401);
    assert.equal((await post(`${r.url}/station/messages`, start(), { [TOKEN]: link.station })).status, 401);
  });
});

describe('the sale between station and screen', () => {
  it('tells an unpaired screen when it is paired', async () => {
    const r = await relay();
    const code = await post(`${r.url}/screen/code`, {});
    const screen = await events(`${r.url}/screen/events`, code.body.token);
    assert.equal((await screen.next((e) => e.event === 'snapshot')).data.paired, false);
    await post(`${r.url}/station/pair`, { code: code.body.code });
    await screen.next((e) => e.event === 'paired');
  });

  it('carries the sale to the screen and the choices and the intent back, each event with its id', async () => {
    const r = await relay();
    const link = await pairOn(r);
    const screen = await events(`${r.url}/screen/events`, link.screen);
    const station = await events(`${r.url}/station/events`, link.station);
    await Promise.all([screen.next((e) => e.event === 'snapshot'), station.next((e) => e.event === 'snapshot')]);
    assert.deepEqual((await post(`${r.url}/station/messages`, start(), { [TOKEN]: link.station })).body, { id: 2 });
    const shown = await screen.next((e) => e.event === 'sale');
    assert.deepEqual(shown.data, start());
    assert.equal(shown.id, '2');
    await post(`${r.url}/screen/messages`, { type: 'choice', saleId: 's-1', seq: 1, selections: [selection] }, { [TOKEN]: link.screen });
    assert.deepEqual((await station.next((e) => e.event === 'choice')).data.selections, [selection]);
    await post(`${r.url}/screen/messages`, { type: 'intent', saleId: 's-1', seq: 2, result: intentResult, selections: [selection] }, { [TOKEN]: link.screen });
    assert.deepEqual((await station.next((e) => e.event === 'intent')).data.result, intentResult);
    assert.equal((await post(`${r.url}/station/messages`, { type: 'paid', saleId: 's-1', seq: 2 }, { [TOKEN]: link.station })).status, 200);
    await screen.next((e) => e.event === 'paid');
    // Nothing the screen received carries a token of the station's.
    assert.ok(!screen.raw.includes(link.station.split('.')[1]!));
  });

  it('refuses a second sale while one is open (409), and takes it once the first has ended', async () => {
    const r = await relay();
    const { station } = await pairOn(r);
    await post(`${r.url}/station/messages`, start('s-1'), { [TOKEN]: station });
    const second = await post(`${r.url}/station/messages`, start('s-2'), { [TOKEN]: station });
    assert.deepEqual([second.status, second.body.error.code], [409, 'sale_open']);
    await post(`${r.url}/station/messages`, { type: 'cancel', saleId: 's-1', seq: 2 }, { [TOKEN]: station });
    assert.equal((await post(`${r.url}/station/messages`, start('s-2'), { [TOKEN]: station })).status, 200);
  });

  it('drops a foreign or repeated message from the screen', async () => {
    const r = await relay();
    const link = await pairOn(r);
    await post(`${r.url}/station/messages`, start(), { [TOKEN]: link.station });
    const foreign = await post(`${r.url}/screen/messages`, { type: 'skip', saleId: 's-0', seq: 1 }, { [TOKEN]: link.screen });
    assert.deepEqual([foreign.status, foreign.body.error.code], [409, 'foreign']);
    await post(`${r.url}/screen/messages`, { type: 'choice', saleId: 's-1', seq: 5, selections: [] }, { [TOKEN]: link.screen });
    const old = await post(`${r.url}/screen/messages`, { type: 'choice', saleId: 's-1', seq: 4, selections: [] }, { [TOKEN]: link.screen });
    assert.deepEqual([old.status, old.body.error.code], [409, 'out_of_order']);
  });

  it('gives a screen that opens mid-sale a snapshot with the sale and the customer’s choices', async () => {
    const r = await relay();
    const link = await pairOn(r);
    await post(`${r.url}/station/messages`, start(), { [TOKEN]: link.station });
    await post(`${r.url}/screen/messages`, { type: 'choice', saleId: 's-1', seq: 3, selections: [selection] }, { [TOKEN]: link.screen });
    const screen = await events(`${r.url}/screen/events`, link.screen);
    const snapshot = await screen.next((e) => e.event === 'snapshot');
    assert.equal(snapshot.id, '2');
    assert.deepEqual(snapshot.data.sale.sale, sale);
    assert.deepEqual(snapshot.data.sale.selections, [selection]);
    assert.equal(snapshot.data.sale.screenSeq, 3);
  });

  it('resumes a stream from Last-Event-ID with exactly the events it missed', async () => {
    const r = await relay();
    const link = await pairOn(r);
    const first = await events(`${r.url}/screen/events`, link.screen);
    await first.next((e) => e.event === 'snapshot');
    await post(`${r.url}/station/messages`, start(), { [TOKEN]: link.station });
    const seen = await first.next((e) => e.event === 'sale');
    first.close();
    await post(`${r.url}/station/messages`, { type: 'sale', saleId: 's-1', seq: 2, sale: { ...sale, currency: 'EUR' } }, { [TOKEN]: link.station });
    await post(`${r.url}/station/messages`, { type: 'cancel', saleId: 's-1', seq: 3 }, { [TOKEN]: link.station });
    const again = await events(`${r.url}/screen/events`, link.screen, { 'last-event-id': seen.id! });
    await again.next((e) => e.event === 'cancel');
    assert.deepEqual(
      again.all.map((e) => [e.event, e.id]),
      [['hello', undefined], ['sale', '3'], ['cancel', '4']],
    );
    assert.equal(again.all[1]!.data.sale.currency, 'EUR');
  });

  it('sends a snapshot when the events after Last-Event-ID are no longer kept', async () => {
    const r = await relay({ maxLogEvents: 2 });
    const link = await pairOn(r);
    await post(`${r.url}/station/messages`, start(), { [TOKEN]: link.station });
    for (let seq = 2; seq <= 4; seq++) await post(`${r.url}/station/messages`, { ...start(), seq }, { [TOKEN]: link.station });
    const resumed = await events(`${r.url}/screen/events`, link.screen, { 'last-event-id': '1' });
    const snapshot = await resumed.next((e) => e.event === 'snapshot');
    assert.deepEqual([snapshot.id, snapshot.data.sale.stationSeq], ['5', 4]);
  });

  it('delivers an intent made while the station was away once, when it comes back', async () => {
    const r = await relay();
    const link = await pairOn(r);
    const station = await events(`${r.url}/station/events`, link.station);
    await station.next((e) => e.event === 'snapshot');
    await post(`${r.url}/station/messages`, start(), { [TOKEN]: link.station });
    await post(`${r.url}/screen/messages`, { type: 'choice', saleId: 's-1', seq: 1, selections: [selection] }, { [TOKEN]: link.screen });
    const choice = await station.next((e) => e.event === 'choice');
    station.close();
    await post(`${r.url}/screen/messages`, { type: 'intent', saleId: 's-1', seq: 2, result: intentResult, selections: [selection] }, { [TOKEN]: link.screen });
    // The screen's retry of the same intent is a duplicate, not a second one.
    const retry = await post(`${r.url}/screen/messages`, { type: 'intent', saleId: 's-1', seq: 2, result: intentResult, selections: [selection] }, { [TOKEN]: link.screen });
    assert.deepEqual([retry.status, retry.body.error.code], [409, 'duplicate']);
    const back = await events(`${r.url}/station/events`, link.station, { 'last-event-id': choice.id! });
    await back.next((e) => e.event === 'intent');
    await back.next((e) => e.event === 'status');
    assert.equal(back.all.filter((e) => e.event === 'intent').length, 1);
    assert.equal(back.all.filter((e) => e.event === 'snapshot').length, 0);
  });

  it('shows the station the screen online while its stream is open and pings come, offline when they stop', async () => {
    const r = await relay({ heartbeatMs: 30, pingMs: 20, offlineAfterMs: 120 });
    const link = await pairOn(r);
    const station = await events(`${r.url}/station/events`, link.station);
    assert.deepEqual((await station.next((e) => e.event === 'status')).data, { status: 'offline' });
    const screen = await events(`${r.url}/screen/events`, link.screen);
    const online = await station.next((e) => e.event === 'status' && e.data.status === 'online');
    // A screen that stops pinging (its network gone quietly) is offline within offlineAfterMs and a check.
    const quietFrom = Date.now();
    await station.next((e) => e.event === 'status' && e.data.status === 'offline', 1000, station.all.indexOf(online));
    assert.ok(Date.now() - quietFrom < 120 + 20 + 200);
    await post(`${r.url}/screen/ping`, {}, { [TOKEN]: link.screen });
    const back = await station.next((e) => e.event === 'status' && e.data.status === 'online', 1000, station.all.length - 1);
    // Closing the screen's stream is offline at once.
    screen.close();
    await station.next((e) => e.event === 'status' && e.data.status === 'offline', 1000, station.all.indexOf(back));
    assert.ok(station.comments > 0, 'heartbeats as comment lines');
  });

  it('ends a stream after maxStreamMs so the client reconnects', async () => {
    const r = await relay({ maxStreamMs: 100 });
    const link = await pairOn(r);
    const screen = await events(`${r.url}/screen/events`, link.screen);
    await screen.ended(1000);
    assert.match(screen.raw, /^retry: 1000\n/);
  });
});
