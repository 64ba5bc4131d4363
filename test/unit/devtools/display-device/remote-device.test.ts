// Display mode over real HTTP (what `npm run sandbox` serves): the Display client against the
// sandbox server, and the device endpoints a page drives a simulated device through, with
// connectDevice reading the server-sent states and showing their screens.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createDisplayClient, type DisplayClient } from '../../../../src/client/index.js';
import { connectDevice, type DeviceScreen, type DeviceState, type RemoteDevice } from '../../../../src/devtools/display-device/index.js';
import { startSandboxServer, type SandboxServer } from '../../../../src/sandbox/server.js';
import { checkout, DEVICE } from '../../helpers/display.js';
import { demo } from '../../helpers/sandbox.js';

let server: SandboxServer;
let client: DisplayClient;
const open: RemoteDevice[] = [];

before(async () => {
  server = await startSandboxServer({ devices: [{ deviceId: DEVICE }] });
  client = createDisplayClient({ baseUrl: server.url, credentials: demo });
});
after(async () => {
  for (const device of open) device.close();
  await server.close();
});

/** Resolves with the device's screen once `ok(screen)` holds (screens arrive as events). */
function until(device: RemoteDevice, ok: (screen: DeviceScreen) => boolean): Promise<DeviceScreen> {
  return new Promise((resolve) => {
    const check = () => {
      if (device.screen && ok(device.screen)) {
        device.removeEventListener('change', check);
        resolve(device.screen);
      }
    };
    device.addEventListener('change', check);
    check();
  });
}

describe('Display mode over HTTP', () => {
  it('pairing, a sale and its details through the Display client and the device endpoints', async () => {
    const device = connectDevice({ baseUrl: server.url, serial: 'device-1' });
    open.push(device);
    const first = await until(device, () => true);
    assert.deepEqual([first.kind, first.kind === 'activation' && first.code], ['activation', DEVICE]);

    await client.activateDevice({ deviceId: DEVICE });
    await until(device, (s) => s.kind === 'home');
    await client.create(checkout('http-1'));
    const tips = await until(device, (s) => s.kind === 'tips');
    assert.equal(tips.kind === 'tips' && tips.checkout.transactionId, 'http-1');

    await device.act({ type: 'choose', employeeId: 'e-ana', choice: { level: 'high' } });
    await device.act({ type: 'choose', employeeId: 'e-bo', choice: { level: 'custom', amount: 3 } });
    const review = await device.act({ type: 'review' });
    assert.equal(review.kind, 'review');
    await device.act({ type: 'continue' });
    await until(device, (s) => s.kind === 'waiting');
    await client.init({ deviceId: DEVICE, transactionId: 'http-1' });
    const card = await until(device, (s) => s.kind === 'card');
    // $52.50 + $12.50 (25% of $50) + $0.68 + $3 + $0.39.
    assert.equal(card.kind === 'card' && card.amount, 69.07);
    await client.confirm({ deviceId: DEVICE, transactionId: 'http-1' });
    await until(device, (s) => s.kind === 'home');
    const tx = await client.details({ transactionId: 'http-1' });
    assert.deepEqual([tx.status, tx.tips.map((t) => [t.employeeId, t.net, t.status])], [
      'confirmed',
      [
        ['e-ana', 12.5, 'confirmed'],
        ['e-bo', 3, 'confirmed'],
      ],
    ]);
  });

  it('a refused action answers 409 with its code; custom-tip fees come from the device', async () => {
    const device = connectDevice({ baseUrl: server.url, serial: 'device-1' });
    open.push(device);
    await until(device, () => true);
    await assert.rejects(device.act({ type: 'review' }), (e: unknown) => (e as { code?: string; status?: number }).code === 'not_choosing' && (e as { status?: number }).status === 409);
    assert.deepEqual(await device.fees([0, 10, 4.5]), [
      { amount: 0, fee: 0, total: 0 },
      { amount: 10, fee: 0.6, total: 10.6 },
      { amount: 4.5, fee: 0.44, total: 4.94 },
    ]);
  });

  it('the endpoints: a device list, a JSON state, CORS for pages elsewhere, 404 and 400 answers', async () => {
    const list = await fetch(`${server.url}/sandbox/devices`);
    assert.equal(list.headers.get('access-control-allow-origin'), '*');
    const { data } = (await list.json()) as { data: Array<{ serial: string; identifiers: string[] }> };
    assert.deepEqual(data.map((d) => [d.serial, d.identifiers]), [['device-1', [DEVICE]]]);
    const state = (await (await fetch(`${server.url}/sandbox/devices/device-1/state`)).json()) as { data: DeviceState };
    assert.deepEqual([state.data.serial, state.data.identifiers], ['device-1', [DEVICE]]);
    const preflight = await fetch(`${server.url}/sandbox/devices/device-1/actions`, { method: 'OPTIONS' });
    assert.deepEqual([preflight.status, preflight.headers.get('access-control-allow-headers')], [204, 'content-type']);
    const missing = await fetch(`${server.url}/sandbox/devices/device-9/state`);
    assert.deepEqual([missing.status, ((await missing.json()) as { error: { code: string } }).error.code], [404, 'device_not_found']);
    const junk = await fetch(`${server.url}/sandbox/devices/device-1/actions`, { method: 'POST', body: '{"type":"dance"}' });
    assert.deepEqual([junk.status, ((await junk.json()) as { error: { code: string } }).error.code], [400, 'validation']);
    const get = await fetch(`${server.url}/sandbox/devices/device-1/actions`);
    assert.equal(get.status, 405);
  });

  it('connectDevice refuses a state that does not match the schema, and keeps the last good one', async () => {
    let version = 0;
    const fake = async (url: string): Promise<Response> => {
      if (!url.endsWith('/events')) return new Response('{}', { status: 500 });
      version++;
      const good = { serial: 'x', sync: 'service', activated: true, identifiers: ['A'], queued: 0, version };
      const bad = { ...good, version: version + 1, checkout: { step: 'card', amount: 'lots' } };
      const text = `event: state\ndata: ${JSON.stringify(good)}\n\nevent: state\ndata: ${JSON.stringify(bad)}\n\n`;
      return new Response(text, { headers: { 'content-type': 'text/event-stream' } });
    };
    const device = connectDevice({ baseUrl: 'http://nowhere', serial: 'x', fetch: fake, reconnectMs: 60_000 });
    open.push(device);
    const screen = await until(device, () => true);
    assert.equal(screen.kind, 'home');
    assert.equal(device.screen?.kind, 'home');
    assert.match(String(device.lastError), /schema/);
  });
});
