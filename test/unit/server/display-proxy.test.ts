// The credential proxy in front of Display mode: no Display operation is forwarded unless the host
// allows it (allowDisplay), and an allowed one goes through with the server's credentials, the
// browser's ignored and none echoed.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createDisplayClient } from '../../../src/client/index.js';
import { createSandbox } from '../../../src/sandbox/index.js';
import { createTipProxy, type TipProxyOptions } from '../../../src/server/index.js';
import { checkout } from '../helpers/display.js';
import { demo, rejectsWith } from '../helpers/sandbox.js';

function setup(options: Partial<TipProxyOptions> = {}) {
  const sandbox = createSandbox({ devices: [{ deviceId: 'ABC234' }] });
  const bodies: any[] = [];
  const proxy = createTipProxy({
    baseUrl: 'http://service.test',
    ...demo,
    fetch: async (input, init) => {
      bodies.push(JSON.parse(String(init?.body)));
      return sandbox.fetch(input, init);
    },
    ...options,
  });
  // What a POS page does: the Display client without credentials, pointed at the proxy.
  const browser = createDisplayClient({ baseUrl: 'http://pos.test/api/tips', retries: 0, fetch: (input, init) => proxy(new Request(input, init)) });
  return { sandbox, bodies, proxy, browser };
}

describe('createTipProxy: Display mode', () => {
  it('forwards no Display operation by default: 403 operation_not_allowed, nothing sent', async () => {
    const { browser, bodies } = setup();
    await rejectsWith(browser.activateDevice({ deviceId: 'ABC234' }), 403, 'operation_not_allowed');
    await rejectsWith(browser.create(checkout('t1')), 403, 'operation_not_allowed');
    assert.equal(bodies.length, 0);
  });

  it('forwards what allowDisplay lists, with the server credentials; the rest stays refused', async () => {
    const { browser, bodies, sandbox } = setup({ allowDisplay: ['activateDevice', 'last'] });
    await browser.activateDevice({ deviceId: 'ABC234' });
    assert.equal(sandbox.devices[0]!.activated, true);
    assert.deepEqual(await browser.last({ deviceId: 'ABC234' }), {});
    await rejectsWith(browser.create(checkout('t1')), 403, 'operation_not_allowed');
    assert.deepEqual(bodies.map((b) => Object.keys(b).sort()), [
      ['accountToken', 'appId', 'appSecret', 'payload'],
      ['accountToken', 'appId', 'appSecret', 'payload'],
    ]);
    assert.equal(bodies[0].appSecret, demo.appSecret);
  });

  it('an error answer from the service comes back with its status and code, and without the secret', async () => {
    const { proxy } = setup({ allowDisplay: ['activateDevice'] });
    const response = await proxy(
      new Request('http://pos.test/api/tips/v1/display/devices/activate', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ appSecret: 'from-the-browser', payload: { deviceId: demo.appSecret } }),
      }),
    );
    const text = await response.text();
    assert.equal(response.status, 404);
    assert.equal(JSON.parse(text).error.code, 'device_not_found');
    assert.ok(!text.includes(demo.appSecret), 'the secret is redacted even when the service quotes it');
  });

  it('Display operations pass the same hardening as Data ones: authorize, origins, payload schema, no redirect followed', async () => {
    const post = (proxy: ReturnType<typeof createTipProxy>, payload: unknown, headers: Record<string, string> = {}) =>
      proxy(
        new Request('http://pos.test/api/tips/v1/display/devices/activate', {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...headers },
          body: JSON.stringify({ payload }),
        }),
      );
    const refusedBy = setup({ allowDisplay: ['activateDevice'], authorize: () => false });
    let response = await post(refusedBy.proxy, { deviceId: 'ABC234' });
    assert.deepEqual([response.status, (await response.json()).error.code], [403, 'forbidden']);
    const fromElsewhere = setup({ allowDisplay: ['activateDevice'], origins: ['https://pos.example'] });
    response = await post(fromElsewhere.proxy, { deviceId: 'ABC234' }, { origin: 'https://evil.example' });
    assert.deepEqual([response.status, (await response.json()).error.code], [403, 'origin_not_allowed']);
    const checked = setup({ allowDisplay: ['activateDevice'] });
    response = await post(checked.proxy, { deviceId: '' });
    assert.deepEqual([response.status, (await response.json()).error.code], [400, 'validation']);
    assert.equal(refusedBy.bodies.length + fromElsewhere.bodies.length + checked.bodies.length, 0, 'nothing was forwarded');
    const redirecting = createTipProxy({
      baseUrl: 'http://service.test',
      ...demo,
      allowDisplay: ['activateDevice'],
      fetch: async () => new Response(null, { status: 307, headers: { location: 'https://elsewhere.example/' } }),
    });
    response = await post(redirecting, { deviceId: 'ABC234' });
    assert.deepEqual([response.status, (await response.json()).error.code], [502, 'upstream_redirect']);
  });

  it('refuses an unknown Display operation name at creation', () => {
    assert.throws(() => createTipProxy({ baseUrl: 'http://x', ...demo, allowDisplay: ['explode' as never] }), /allowDisplay/);
  });
});
