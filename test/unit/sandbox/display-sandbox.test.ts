// The sandbox's Display mode through the real Display client (so every answer is also checked
// against the client's schemas): every operation, the state machine and the per-device queue as
// tables of transitions (refused ones with their 4xx code), both sync methods, async mode,
// preselected tips, and what the simulated device shows and allows.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { DisplayClient, DisplayStaff } from '../../../src/client/index.js';
import { TipRequestError } from '../../../src/client/index.js';
import { SimulatedDevice, type DeviceScreen } from '../../../src/devtools/display-device/index.js';
import { DeviceActionError, type Sandbox } from '../../../src/sandbox/index.js';
import { addDevice, ana, bo, checkout, customerTips, cy, DEVICE, display, setupDisplay } from '../helpers/display.js';
import { cents, demo, FIXED_NOW, post, rejectsWith } from '../helpers/sandbox.js';

type World = { sandbox: Sandbox; client: DisplayClient; device: SimulatedDevice };

const on = { deviceId: DEVICE, transactionId: 't1' };

/** States of transaction t1, each reached the way a POS and a customer would reach it. */
const states: Record<string, (w: World) => Promise<void>> = {
  'created, on the device': async ({ client }) => client.create(checkout('t1')),
  'created, queued behind t0': async ({ client }) => {
    await client.create(checkout('t0'));
    await client.create(checkout('t1'));
  },
  'pending, waiting for the POS': async (w) => {
    await w.client.create(checkout('t1'));
    customerTips(w.device);
  },
  'pending, card prompt': async (w) => {
    await states['pending, waiting for the POS']!(w);
    await w.client.init(on);
  },
  'pending, declined': async (w) => {
    await states['pending, card prompt']!(w);
    await w.client.reject({ ...on, note: 'Card declined' });
  },
  'pending, async, left the device': async (w) => {
    await w.client.create(checkout('t1', { isAsync: true }));
    customerTips(w.device);
  },
  confirmed: async (w) => {
    await states['pending, card prompt']!(w);
    await w.client.confirm(on);
  },
  canceled: async (w) => {
    await w.client.create(checkout('t1'));
    await w.client.cancel(on);
  },
  refunded: async (w) => {
    await states.confirmed!(w);
    await w.client.refund({ transactionId: 't1' });
  },
};

const operations: Record<string, (client: DisplayClient) => Promise<unknown>> = {
  update: (c) => c.update({ ...checkout('t1'), service: [{ ...ana, amount: 60 }, { ...bo, amount: 0 }] }),
  init: (c) => c.init(on),
  reject: (c) => c.reject({ ...on, note: 'Insufficient funds' }),
  confirm: (c) => c.confirm(on),
  cancel: (c) => c.cancel(on),
  refund: (c) => c.refund({ transactionId: 't1' }),
  transfer: (c) => c.transfer({ transactionId: 't1', talents: [{ employeeId: 'e-bo' }] }),
};

type Outcome = { status: string; screen: DeviceScreen['kind'] } | { refused: [number, string]; status: string; screen: DeviceScreen['kind'] };

/** [state of t1, operation, what happens: the new status and what the device shows, or the refusal]. */
const transitions: Array<[string, string, Outcome]> = [
  ['created, on the device', 'update', { status: 'created', screen: 'tips' }],
  ['created, on the device', 'cancel', { status: 'canceled', screen: 'home' }],
  ['created, on the device', 'init', { refused: [409, 'invalid_state'], status: 'created', screen: 'tips' }],
  ['created, on the device', 'reject', { refused: [409, 'invalid_state'], status: 'created', screen: 'tips' }],
  ['created, on the device', 'confirm', { refused: [409, 'invalid_state'], status: 'created', screen: 'tips' }],
  ['created, on the device', 'refund', { refused: [409, 'invalid_state'], status: 'created', screen: 'tips' }],
  ['created, on the device', 'transfer', { refused: [409, 'invalid_state'], status: 'created', screen: 'tips' }],
  ['created, queued behind t0', 'update', { status: 'created', screen: 'tips' }],
  ['created, queued behind t0', 'cancel', { status: 'canceled', screen: 'tips' }],
  ['created, queued behind t0', 'init', { refused: [409, 'invalid_state'], status: 'created', screen: 'tips' }],
  ['created, queued behind t0', 'confirm', { refused: [409, 'invalid_state'], status: 'created', screen: 'tips' }],
  ['pending, waiting for the POS', 'init', { status: 'pending', screen: 'card' }],
  ['pending, waiting for the POS', 'reject', { refused: [409, 'payment_not_started'], status: 'pending', screen: 'waiting' }],
  ['pending, waiting for the POS', 'confirm', { status: 'confirmed', screen: 'home' }],
  ['pending, waiting for the POS', 'cancel', { status: 'canceled', screen: 'home' }],
  ['pending, waiting for the POS', 'update', { status: 'created', screen: 'tips' }],
  ['pending, waiting for the POS', 'refund', { refused: [409, 'invalid_state'], status: 'pending', screen: 'waiting' }],
  ['pending, card prompt', 'reject', { status: 'pending', screen: 'declined' }],
  ['pending, card prompt', 'init', { status: 'pending', screen: 'card' }],
  ['pending, card prompt', 'confirm', { status: 'confirmed', screen: 'home' }],
  ['pending, card prompt', 'cancel', { status: 'canceled', screen: 'home' }],
  ['pending, card prompt', 'update', { status: 'created', screen: 'tips' }],
  ['pending, declined', 'init', { status: 'pending', screen: 'card' }],
  ['pending, declined', 'reject', { refused: [409, 'payment_not_started'], status: 'pending', screen: 'declined' }],
  ['pending, declined', 'confirm', { status: 'confirmed', screen: 'home' }],
  ['pending, declined', 'cancel', { status: 'canceled', screen: 'home' }],
  ['pending, async, left the device', 'init', { refused: [409, 'device_released'], status: 'pending', screen: 'home' }],
  ['pending, async, left the device', 'reject', { refused: [409, 'device_released'], status: 'pending', screen: 'home' }],
  ['pending, async, left the device', 'update', { refused: [409, 'device_released'], status: 'pending', screen: 'home' }],
  ['pending, async, left the device', 'confirm', { status: 'confirmed', screen: 'home' }],
  ['pending, async, left the device', 'cancel', { status: 'canceled', screen: 'home' }],
  ['confirmed', 'confirm', { refused: [409, 'invalid_state'], status: 'confirmed', screen: 'home' }],
  ['confirmed', 'cancel', { refused: [409, 'invalid_state'], status: 'confirmed', screen: 'home' }],
  ['confirmed', 'update', { refused: [409, 'invalid_state'], status: 'confirmed', screen: 'home' }],
  ['confirmed', 'init', { refused: [409, 'invalid_state'], status: 'confirmed', screen: 'home' }],
  ['confirmed', 'reject', { refused: [409, 'invalid_state'], status: 'confirmed', screen: 'home' }],
  ['confirmed', 'refund', { status: 'refunded', screen: 'home' }],
  ['confirmed', 'transfer', { status: 'confirmed', screen: 'home' }],
  ['canceled', 'confirm', { refused: [409, 'invalid_state'], status: 'canceled', screen: 'home' }],
  ['canceled', 'cancel', { refused: [409, 'invalid_state'], status: 'canceled', screen: 'home' }],
  ['canceled', 'update', { refused: [409, 'invalid_state'], status: 'canceled', screen: 'home' }],
  ['canceled', 'init', { refused: [409, 'invalid_state'], status: 'canceled', screen: 'home' }],
  ['canceled', 'refund', { refused: [409, 'invalid_state'], status: 'canceled', screen: 'home' }],
  ['refunded', 'refund', { refused: [409, 'invalid_state'], status: 'refunded', screen: 'home' }],
  ['refunded', 'transfer', { refused: [409, 'invalid_state'], status: 'refunded', screen: 'home' }],
  ['refunded', 'confirm', { refused: [409, 'invalid_state'], status: 'refunded', screen: 'home' }],
];

describe('Display state machine: every transition of transaction t1, allowed and refused', () => {
  for (const [state, op, outcome] of transitions) {
    const title = 'refused' in outcome ? `${state} + ${op} -> ${outcome.refused.join(' ')}` : `${state} + ${op} -> ${outcome.status}, device ${outcome.screen}`;
    it(title, async () => {
      const w = setupDisplay();
      await states[state]!(w);
      const attempt = operations[op]!(w.client);
      if ('refused' in outcome) {
        const error = await rejectsWith(attempt, ...outcome.refused);
        assert.match(error.message, /t1|transaction|device/i, 'the message says what was refused');
      } else {
        await attempt;
      }
      const tx = await w.client.details({ transactionId: 't1' });
      assert.equal(tx.status, outcome.status);
      assert.equal(w.device.screen.kind, outcome.screen);
    });
  }

  it('a transaction nobody created: every operation answers 404 not_found', async () => {
    const { client } = setupDisplay();
    const nope = { deviceId: DEVICE, transactionId: 'nope' };
    const calls = [
      client.update({ ...checkout('nope'), service: [{ ...ana }] }),
      client.init(nope),
      client.reject({ ...nope, note: 'x' }),
      client.confirm(nope),
      client.cancel(nope),
      client.details({ transactionId: 'nope' }),
      client.refund({ transactionId: 'nope' }),
      client.transfer({ transactionId: 'nope', talents: [{ employeeId: 'e-bo' }] }),
      client.updateCustomer({ transactionId: 'nope', customer: { firstName: 'A', lastName: 'B' } }),
    ];
    for (const call of calls) await rejectsWith(call, 404, 'not_found');
  });

  it('a device nobody synced answers 404 device_not_found; a code not yet activated 409 device_not_activated', async () => {
    const { client, sandbox } = setupDisplay();
    await rejectsWith(client.create(checkout('t1', { deviceId: 'ZZZ999' })), 404, 'device_not_found');
    await rejectsWith(client.last({ deviceId: 'ZZZ999' }), 404, 'device_not_found');
    const fresh = addDevice(sandbox);
    assert.equal(fresh.screen.kind, 'activation');
    await rejectsWith(client.create(checkout('t1', { deviceId: fresh.deviceId! })), 409, 'device_not_activated');
    assert.equal(sandbox.displayTransactions().length, 0, 'nothing was created');
  });

  it('naming another device than the one the transaction runs on is 409 device_mismatch', async () => {
    const { client, sandbox } = setupDisplay();
    const other = addDevice(sandbox, { deviceId: 'OTHER2', activated: true });
    await client.create(checkout('t1'));
    for (const call of [
      () => client.init({ deviceId: other.deviceId!, transactionId: 't1' }),
      () => client.cancel({ deviceId: other.deviceId!, transactionId: 't1' }),
      () => client.update({ ...checkout('t1', { deviceId: other.deviceId! }), service: [{ ...ana }] }),
    ]) {
      await rejectsWith(call(), 409, 'device_mismatch');
    }
    assert.equal(other.screen.kind, 'home');
  });

  it('create: the same create again is answered 200 and creates nothing; another one with that id is 409 transaction_exists', async () => {
    const { client, sandbox, device } = setupDisplay();
    await client.create(checkout('t1'));
    await client.create(checkout('t1'));
    assert.equal(sandbox.displayTransactions().length, 1);
    assert.equal(device.screen.queued, 0, 'not queued twice');
    await rejectsWith(client.create(checkout('t1', { total: 99 })), 409, 'transaction_exists');
  });

  it('payloads are checked: the client refuses to send, and the sandbox answers 400 validation to whoever sends anyway', async () => {
    const { client, sandbox } = setupDisplay();
    await assert.rejects(client.reject({ ...on, note: ' ' }), TipRequestError);
    await assert.rejects(client.update({ ...checkout('t1'), service: [{ ...bo }] } as never), TipRequestError, 'update needs every amount');
    await assert.rejects(client.create(checkout('t1', { service: [ana, ana] })), TipRequestError, 'one entry per employee');
    await assert.rejects(client.create(checkout('t1', { total: 1.00005 })), TipRequestError);
    await assert.rejects(client.init({ ...on, amount: -1 }), TipRequestError);
    const raw = await post(sandbox.fetch, '/v1/display/transaction/reject', { ...demo, payload: { ...on } });
    assert.equal(raw.status, 400);
    assert.equal(raw.json.error.code, 'validation');
    assert.match(raw.json.error.message, /payload\.note/);
    const unknown = await post(sandbox.fetch, '/v1/display/transaction/nothing', { ...demo, payload: {} });
    assert.deepEqual([unknown.status, unknown.json.error.code], [404, 'unknown_operation']);
    const wrong = await post(sandbox.fetch, '/v1/display/transaction/create', { ...demo, appSecret: 'nope', payload: checkout('t1') });
    assert.deepEqual([wrong.status, wrong.json.error.code], [401, 'invalid_credentials']);
  });
});

describe('Display: one checkout at a time per device, the next ones queued', () => {
  it('a table of steps: creates queue up, the device takes the next one when the current ends', async () => {
    const { client, device } = setupDisplay();
    const steps: Array<[string, () => Promise<unknown> | unknown, { shows: string | undefined; queued: number; kind: DeviceScreen['kind'] }]> = [
      ['create t1', () => client.create(checkout('t1')), { shows: 't1', queued: 0, kind: 'tips' }],
      ['create t2 (device busy)', () => client.create(checkout('t2')), { shows: 't1', queued: 1, kind: 'tips' }],
      ['create t3', () => client.create(checkout('t3')), { shows: 't1', queued: 2, kind: 'tips' }],
      ['cancel t2 while queued', () => client.cancel({ deviceId: DEVICE, transactionId: 't2' }), { shows: 't1', queued: 1, kind: 'tips' }],
      ['update t3 while queued', () => client.update({ ...checkout('t3'), service: [{ ...cy }] }), { shows: 't1', queued: 1, kind: 'tips' }],
      ['customer tips on t1', () => customerTips(device), { shows: 't1', queued: 1, kind: 'waiting' }],
      ['init t1', () => client.init({ deviceId: DEVICE, transactionId: 't1' }), { shows: 't1', queued: 1, kind: 'card' }],
      ['confirm t1: t3 comes up with its updated staff', () => client.confirm({ deviceId: DEVICE, transactionId: 't1' }), { shows: 't3', queued: 0, kind: 'tips' }],
      ['cancel t3', () => client.cancel({ deviceId: DEVICE, transactionId: 't3' }), { shows: undefined, queued: 0, kind: 'home' }],
    ];
    for (const [what, act, expected] of steps) {
      await act();
      const screen = device.screen;
      const shows = 'checkout' in screen ? screen.checkout.transactionId : undefined;
      assert.deepEqual({ shows, queued: screen.queued, kind: screen.kind }, expected, what);
      const last = await client.last({ deviceId: DEVICE });
      if (shows) assert.equal(last.transactionId, shows, `${what}: last names the checkout on the device`);
    }
    const t3 = device.screen;
    assert.equal(t3.kind, 'home');
    assert.deepEqual(await client.last({ deviceId: DEVICE }), {}, 'nothing open: last answers {}');
    assert.deepEqual(
      (await Promise.all(['t1', 't2', 't3'].map((id) => client.details({ transactionId: id })))).map((t) => t.status),
      ['confirmed', 'canceled', 'canceled'],
    );
  });

  it('the next checkout starts afresh: new round, no choices carried over', async () => {
    const { client, device } = setupDisplay();
    await client.create(checkout('t1'));
    await client.create(checkout('t2'));
    const first = device.screen;
    device.choose('e-ana', { level: 'high' });
    await client.cancel({ deviceId: DEVICE, transactionId: 't1' });
    const second = device.screen;
    assert.ok(first.kind === 'tips' && second.kind === 'tips');
    assert.equal(second.checkout.transactionId, 't2');
    assert.ok(second.checkout.round > first.checkout.round);
    assert.deepEqual(second.choices, {});
  });

  it('async: after "continue to payment" the device takes the next checkout while the first waits for confirm', async () => {
    const { client, device } = setupDisplay();
    await client.create(checkout('t1', { isAsync: true }));
    await client.create(checkout('t2'));
    customerTips(device);
    let screen = device.screen;
    assert.equal(screen.kind === 'tips' && screen.checkout.transactionId, 't2', 'the device moved on at once');
    assert.equal((await client.details({ transactionId: 't1' })).status, 'pending');
    assert.equal((await client.last({ deviceId: DEVICE })).transactionId, 't2');
    await client.confirm({ deviceId: DEVICE, transactionId: 't1' });
    screen = device.screen;
    assert.equal(screen.kind === 'tips' && screen.checkout.transactionId, 't2', 'confirming the async one does not touch the device');
    const t1 = await client.details({ transactionId: 't1' });
    assert.deepEqual([t1.status, t1.isAsync, t1.tips.map((t) => t.status)], ['confirmed', true, ['confirmed']]);
  });

  it('async alone: the device goes idle and says the cashier takes the payment', async () => {
    const { client, device } = setupDisplay();
    await client.create(checkout('t1', { isAsync: true }));
    customerTips(device);
    assert.deepEqual([device.screen.kind, device.screen.kind === 'home' && device.screen.last], ['home', 'continued']);
    assert.deepEqual(await client.last({ deviceId: DEVICE }), { transactionId: 't1' }, 'still open: last names it');
  });

  it('devices do not share a queue', async () => {
    const { client, sandbox, device } = setupDisplay();
    const other = addDevice(sandbox, { deviceId: 'SECND2', activated: true });
    await client.create(checkout('t1'));
    await client.create(checkout('t2', { deviceId: 'SECND2' }));
    assert.deepEqual([device.screen.kind, device.screen.queued], ['tips', 0]);
    assert.deepEqual([other.screen.kind, other.screen.queued], ['tips', 0]);
  });
});

describe('Display: device sync', () => {
  it('service-generated code: shown until the POS activates it, then home; activating again is fine', async () => {
    const { client, sandbox } = setupDisplay({ devices: [] });
    const device = addDevice(sandbox);
    const screen = device.screen;
    assert.equal(screen.kind, 'activation');
    assert.match(screen.kind === 'activation' ? screen.code : '', /^[A-HJ-NP-Z2-9]{6}$/, 'six characters, no 0/O/1/I');
    assert.equal(device.deviceId, screen.kind === 'activation' ? screen.code : '');
    let changes = 0;
    device.addEventListener('change', () => changes++);
    await client.activateDevice({ deviceId: device.deviceId! });
    assert.deepEqual([device.activated, device.screen.kind, changes], [true, 'home', 1]);
    await client.activateDevice({ deviceId: device.deviceId! });
    await rejectsWith(client.activateDevice({ deviceId: 'NOPE23' }), 404, 'device_not_found');
    await client.create(checkout('t1', { deviceId: device.deviceId! }));
    assert.equal(device.screen.kind, 'tips');
  });

  it('POS-generated identifier: the device asks for it; once typed, POS calls address the device by it', async () => {
    const { client, sandbox } = setupDisplay({ devices: [] });
    const device = addDevice(sandbox, { sync: 'pos' });
    assert.deepEqual([device.screen.kind, device.deviceId], ['pairing', undefined]);
    await rejectsWith(client.last({ deviceId: 'pos-7f3a' }), 404, 'device_not_found');
    device.pair('pos-7f3a');
    assert.deepEqual([device.screen.kind, device.deviceId], ['home', 'pos-7f3a']);
    assert.deepEqual(await client.last({ deviceId: 'pos-7f3a' }), {});
    await client.create(checkout('t1', { deviceId: 'pos-7f3a' }));
    assert.equal((await client.details({ transactionId: 't1' })).deviceId, 'pos-7f3a');
  });

  it('one device synced to two POS stations: both identifiers reach its one queue', async () => {
    const { client, sandbox } = setupDisplay({ devices: [] });
    const device = addDevice(sandbox, { sync: 'pos', deviceId: 'station-1' });
    device.pair('station-2');
    assert.deepEqual(device.identifiers, ['station-1', 'station-2']);
    await client.create(checkout('t1', { deviceId: 'station-1' }));
    await client.create(checkout('t2', { deviceId: 'station-2' }));
    assert.equal(device.screen.queued, 1);
    assert.equal(sandbox.device('station-2'), device.device);
    const details = await client.details({ transactionId: 't2' });
    assert.equal(details.deviceId, 'station-2', 'details name the identifier the POS used');
    // Either station may drive either transaction: it is one device.
    await client.cancel({ deviceId: 'station-2', transactionId: 't1' });
    assert.equal(device.screen.kind === 'tips' && device.screen.checkout.transactionId, 't2');
  });

  it('refused pairings: a service-synced device, an empty identifier, one another device uses', () => {
    const { sandbox, device } = setupDisplay();
    const pos = addDevice(sandbox, { sync: 'pos' });
    const refusals: Array<[SimulatedDevice, string, string]> = [
      [device, 'x', 'not_pairing'],
      [pos, '   ', 'identifier_invalid'],
      [pos, 'x'.repeat(65), 'identifier_invalid'],
      [pos, DEVICE, 'identifier_taken'],
    ];
    for (const [target, identifier, code] of refusals) {
      assert.throws(() => target.pair(identifier), (e: unknown) => e instanceof DeviceActionError && e.code === code && e.status === 409, code);
    }
    assert.equal(pos.screen.kind, 'pairing');
  });
});

describe('Display: the customer on the device', () => {
  it('tip selection shows the bill, the staff and the service\'s proposals; the review adds tips, fees and the total', async () => {
    const { client, device } = setupDisplay();
    await client.create(checkout('t1', { service: [ana, bo, cy] }));
    const tips = device.screen;
    assert.equal(tips.kind, 'tips');
    if (tips.kind !== 'tips') return;
    assert.deepEqual(tips.checkout.display, display);
    assert.equal(tips.checkout.total, 52.5);
    assert.deepEqual(tips.checkout.customer, { firstName: 'Sam', lastName: 'Lee' });
    const [a, b, c] = tips.checkout.staff;
    assert.deepEqual([a!.proposal?.medium.amount, a!.proposal?.medium.type], [10, 'percent']);
    assert.equal(b!.proposal, undefined, 'no service amount: no proposals');
    assert.deepEqual([c!.proposal?.low.type, c!.proposal?.low.amount], ['amount', 1]);
    device.choose('e-ana', { level: 'medium' });
    device.choose('e-bo', { level: 'custom', amount: 4.5 });
    device.choose('e-cy', { level: 'high' });
    const review = device.review();
    assert.equal(review.kind, 'review');
    if (review.kind !== 'review') return;
    // $10 + $4.50 + $3; fees 3% + $0.30 each: 0.60 + 0.44 (0.135 -> 0.14) + 0.39.
    assert.deepEqual(review.tips.map((t) => [t.employeeId, t.level, t.amount, t.fee]), [
      ['e-ana', 'medium', 10, 0.6],
      ['e-bo', 'custom', 4.5, 0.44],
      ['e-cy', 'high', 3, 0.39],
    ]);
    assert.equal(cents(review.tipsTotal), cents(10, 4.5, 3));
    assert.equal(cents(review.fees), cents(0.6, 0.44, 0.39));
    assert.equal(cents(review.total), cents(52.5, 17.5, 1.43));
    assert.equal(review.canGoBack, true);
  });

  it('refused customer actions, with the code a UI can tell apart', async () => {
    const { client, device } = setupDisplay();
    const refused = (fn: () => unknown, code: string) =>
      assert.throws(fn, (e: unknown) => e instanceof DeviceActionError && e.code === code, code);
    refused(() => device.choose('e-ana', { level: 'low' }), 'not_choosing');
    refused(() => device.review(), 'not_choosing');
    refused(() => device.continueToPayment(), 'not_reviewing');
    await client.create(checkout('t1'));
    refused(() => device.choose('e-zed', { level: 'none' }), 'unknown_staff');
    refused(() => device.choose('e-bo', { level: 'low' }), 'invalid_choice');
    refused(() => device.choose('e-ana', { level: 'custom', amount: 1.005 }), 'invalid_amount');
    refused(() => device.choose('e-ana', { level: 'custom', amount: -1 }), 'invalid_amount');
    refused(() => device.back(), 'not_reviewing');
    device.choose('e-ana', { level: 'custom', amount: null });
    refused(() => device.review(), 'choices_missing');
    device.choose('e-bo', { level: 'none' });
    refused(() => device.review(), 'choices_missing');
    device.choose('e-ana', { level: 'custom', amount: 0 });
    device.review();
    refused(() => device.choose('e-ana', { level: 'low' }), 'not_choosing');
    device.back();
    assert.equal(device.screen.kind, 'tips');
    await assert.rejects(device.act({ type: 'continue' }), (e: unknown) => e instanceof DeviceActionError && e.code === 'not_reviewing');
  });

  it('an action made on an earlier round (the POS updated the checkout meanwhile) is refused as stale and changes nothing', async () => {
    const { client, device } = setupDisplay();
    await client.create(checkout('t1'));
    const first = device.screen;
    assert.ok(first.kind === 'tips');
    const round = first.checkout.round;
    await device.act({ type: 'choose', employeeId: 'e-ana', choice: { level: 'low' }, round });
    await client.update({ ...checkout('t1'), service: [{ ...ana }, { ...bo, amount: 0 }] });
    for (const action of [
      { type: 'choose' as const, employeeId: 'e-bo', choice: { level: 'none' as const }, round },
      { type: 'review' as const, round },
      { type: 'continue' as const, round },
    ]) {
      await assert.rejects(device.act(action), (e: unknown) => e instanceof DeviceActionError && e.code === 'stale', action.type);
    }
    const now = device.screen;
    assert.deepEqual([now.kind, now.kind === 'tips' && now.choices], ['tips', {}]);
    await client.cancel(on);
    await assert.rejects(device.act({ type: 'review', round: now.kind === 'tips' ? now.checkout.round : 0 }), (e: unknown) => (e as DeviceActionError).code === 'stale');
  });

  it('a tip of zero (custom 0 or No tip) records nothing; the transaction is pending with no tips', async () => {
    const { client, device } = setupDisplay();
    await client.create(checkout('t1'));
    device.choose('e-ana', { level: 'custom', amount: 0 });
    device.choose('e-bo', { level: 'none' });
    device.review();
    device.continueToPayment();
    const tx = await client.details({ transactionId: 't1' });
    assert.deepEqual([tx.status, tx.tips, tx.gross, tx.net, tx.fee], ['pending', [], 0, 0, 0]);
  });

  it('preselectedTip skips that staff member; the tip is recorded as included, with includedTip in details', async () => {
    const { client, device } = setupDisplay();
    await client.create(checkout('t1', { service: [{ ...ana, preselectedTip: 7.5 }, bo] }));
    assert.throws(() => device.choose('e-ana', { level: 'low' }), (e: unknown) => e instanceof DeviceActionError && e.code === 'preselected');
    device.choose('e-bo', { level: 'custom', amount: 2 });
    const review = device.review();
    assert.ok(review.kind === 'review');
    assert.deepEqual(review.tips.map((t) => [t.employeeId, t.amount, t.included ?? false]), [
      ['e-ana', 7.5, true],
      ['e-bo', 2, false],
    ]);
    device.continueToPayment();
    const tx = await client.details({ transactionId: 't1' });
    assert.deepEqual(tx.tips.map((t) => [t.employeeId, t.level, t.net, t.included ?? false]), [
      ['e-ana', 'custom', 7.5, true],
      ['e-bo', 'custom', 2, false],
    ]);
    assert.deepEqual(tx.services.map((s) => [s.employeeId, s.preselectedTip, s.includedTip]), [
      ['e-ana', 7.5, 7.5],
      ['e-bo', undefined, undefined],
    ]);
  });

  it('when every staff member has a preselected tip the device goes straight to the review, with no way back', async () => {
    const { client, device } = setupDisplay();
    await client.create(checkout('t1', { service: [{ ...ana, preselectedTip: 5 }, { ...bo, preselectedTip: 0 }] }));
    const screen = device.screen;
    assert.deepEqual([screen.kind, screen.kind === 'review' && screen.canGoBack], ['review', false]);
    assert.throws(() => device.back(), (e: unknown) => e instanceof DeviceActionError && e.code === 'nothing_to_choose');
    device.continueToPayment();
    const tx = await client.details({ transactionId: 't1' });
    assert.deepEqual(tx.tips.map((t) => [t.employeeId, t.net]), [['e-ana', 5]], 'a preselected 0 is no tip');
  });

  it('update mid-flow: the old tips become void, selection restarts with the new staff, a new selection adds new records', async () => {
    const { client, device } = setupDisplay();
    await client.create(checkout('t1'));
    customerTips(device);
    await client.init(on);
    const before = device.screen;
    await client.update({ ...checkout('t1'), service: [{ ...ana, amount: 80 }, { ...cy, amount: 8 }] });
    const after = device.screen;
    assert.ok(before.kind === 'card' && after.kind === 'tips');
    assert.ok(after.checkout.round > before.checkout.round);
    assert.deepEqual(after.checkout.staff.map((s) => s.employeeId), ['e-ana', 'e-cy']);
    assert.equal(after.checkout.staff[0]!.proposal?.medium.amount, 16);
    let tx = await client.details({ transactionId: 't1' });
    assert.deepEqual([tx.status, tx.tips.map((t) => t.status), tx.gross], ['created', ['void'], 0]);
    device.choose('e-ana', { level: 'medium' });
    device.choose('e-cy', { level: 'none' });
    device.review();
    device.continueToPayment();
    tx = await client.details({ transactionId: 't1' });
    assert.deepEqual(tx.tips.map((t) => [t.employeeId, t.status, t.net]), [
      ['e-ana', 'void', 10],
      ['e-ana', 'pending', 16],
    ]);
    assert.deepEqual([tx.status, tx.net, tx.fee, tx.gross], ['pending', 16, 0.78, 16.78]);
  });

  it('init shows the card prompt with the given amount, or bill + tips + fees; reject shows the note; init retries', async () => {
    const { client, device } = setupDisplay();
    await client.create(checkout('t1'));
    customerTips(device);
    await client.init(on);
    assert.deepEqual(pick(device.screen), { kind: 'card', amount: 63.1 }, '$52.50 + $10 + $0.60');
    await client.reject({ ...on, note: 'Card declined' });
    assert.deepEqual(pick(device.screen), { kind: 'declined', amount: 63.1, note: 'Card declined' });
    await client.init({ ...on, amount: 20 });
    assert.deepEqual(pick(device.screen), { kind: 'card', amount: 20 }, 'part-cash: the amount the POS gives');
    await client.confirm(on);
    assert.deepEqual([device.screen.kind, device.screen.kind === 'home' && device.screen.last], ['home', 'approved']);
    const tx = await client.details({ transactionId: 't1' });
    assert.deepEqual([tx.status, tx.tips.map((t) => t.status)], ['confirmed', ['confirmed']]);
  });
});

function pick(screen: DeviceScreen) {
  if (screen.kind === 'card') return { kind: screen.kind, amount: screen.amount };
  if (screen.kind === 'declined') return { kind: screen.kind, amount: screen.amount, note: screen.note };
  return { kind: screen.kind };
}

describe('Display: details, last, update-customer, refund and transfer', () => {
  it('details: the fields of spec 2.7 for Display mode', async () => {
    const { client, device } = setupDisplay();
    await client.create(checkout('t1'));
    customerTips(device);
    const tx = await client.details({ transactionId: 't1' });
    assert.deepEqual(
      { ...tx, tips: tx.tips.length },
      {
        transactionId: 't1',
        deviceId: DEVICE,
        status: 'pending',
        isAsync: false,
        createdAt: FIXED_NOW.toISOString(),
        customer: { id: 'c-1', firstName: 'Sam', lastName: 'Lee' },
        services: [ana, bo],
        tips: 1,
        refunds: [],
        gross: 10.6,
        net: 10,
        fee: 0.6,
      },
    );
    assert.deepEqual(tx.tips[0], {
      employeeId: 'e-ana',
      status: 'pending',
      level: 'medium',
      serviceAmount: 50,
      gross: 10.6,
      net: 10,
      fee: 0.6,
      createdAt: FIXED_NOW.toISOString(),
    });
  });

  it('update-customer changes the name on the transaction (and on the device) and answers it', async () => {
    const { client, device } = setupDisplay();
    await client.create(checkout('t1'));
    assert.deepEqual(await client.updateCustomer({ transactionId: 't1', customer: { firstName: 'Samira', lastName: 'Lee-Park' } }), {
      firstName: 'Samira',
      lastName: 'Lee-Park',
    });
    assert.deepEqual((await client.details({ transactionId: 't1' })).customer, { id: 'c-1', firstName: 'Samira', lastName: 'Lee-Park' });
    const screen = device.screen;
    assert.deepEqual(screen.kind === 'tips' && screen.checkout.customer, { firstName: 'Samira', lastName: 'Lee-Park' });
  });

  async function confirmedSale(w: World, service: DisplayStaff[] = [ana, cy]) {
    await w.client.create(checkout('t1', { service }));
    w.device.choose('e-ana', { level: 'medium' }); // $10, fee $0.60
    w.device.choose('e-cy', { level: 'high' }); // $3, fee $0.39
    for (const other of service.slice(2)) w.device.choose(other.employeeId, { level: 'none' });
    w.device.review();
    w.device.continueToPayment();
    await w.client.confirm(on);
  }

  it('refund follows the Data-mode rules: dry run, partial split evenly, full refund of the rest', async () => {
    const w = setupDisplay();
    await confirmedSale(w);
    const dry = await w.client.refund({ transactionId: 't1', partial: true, amount: 5, dryRun: true });
    assert.deepEqual(dry.map((r) => [r.employeeId, r.gross, r.transactionId]), [
      ['e-ana', 2.5, undefined],
      ['e-cy', 2.5, undefined],
    ]);
    assert.equal((await w.client.details({ transactionId: 't1' })).refunds.length, 0, 'a dry run saves nothing');
    const partial = await w.client.refund({ transactionId: 't1', partial: true, amount: 5, reason: 'Unhappy' });
    assert.equal(cents(...partial.map((r) => r.gross)), 500);
    assert.equal(cents(...partial.map((r) => r.fee)) + cents(...partial.map((r) => r.net)), 500);
    const [full] = await w.client.refund({ transactionId: 't1' });
    assert.equal(cents(full!.gross), cents(13.99) - 500);
    const tx = await w.client.details({ transactionId: 't1' });
    assert.deepEqual([tx.status, tx.tips.map((t) => t.status), tx.refunds.length], ['refunded', ['void', 'void'], 3]);
    await rejectsWith(w.client.refund({ transactionId: 't1' }), 409, 'invalid_state');
  });

  it('refund refusals carry the Data-mode codes', async () => {
    const w = setupDisplay();
    await confirmedSale(w);
    await rejectsWith(w.client.refund({ transactionId: 't1', partial: true, amount: 50 }), 422, 'refund_exceeds_remaining');
    await rejectsWith(
      w.client.refund({ transactionId: 't1', partial: true, amount: 5, talents: [{ employeeId: 'e-ana', amount: 4 }] }),
      422,
      'refund_talents_mismatch',
    );
    await rejectsWith(
      w.client.refund({ transactionId: 't1', partial: true, amount: 5, talents: [{ employeeId: 'e-bo', amount: 5 }] }),
      422,
      'refund_unknown_employee',
    );
  });

  it('transfer follows the Data-mode rules: an even split, exact amounts that add up to the net, staff of the checkout known by name', async () => {
    const w = setupDisplay();
    await confirmedSale(w, [ana, cy, bo]);
    // Bo got No tip but is staff of this checkout: the service knows Bo, no name needed.
    await w.client.transfer({ transactionId: 't1', talents: [{ employeeId: 'e-bo' }, { employeeId: 'e-cy' }] });
    let tx = await w.client.details({ transactionId: 't1' });
    const live = tx.tips.filter((t) => t.status === 'confirmed');
    assert.deepEqual(live.map((t) => [t.employeeId, t.net]), [
      ['e-bo', 6.5],
      ['e-cy', 6.5],
    ]);
    assert.equal(cents(...live.map((t) => t.fee)), cents(0.99), 'the fee goes with the net');
    await rejectsWith(w.client.transfer({ transactionId: 't1', talents: [{ employeeId: 'e-ana', amount: 1 }] }), 422, 'transfer_sum_mismatch');
    await rejectsWith(w.client.transfer({ transactionId: 't1', talents: [{ employeeId: 'e-new', amount: 13 }] }), 422, 'transfer_staff_incomplete');
    await w.client.transfer({
      transactionId: 't1',
      talents: [{ employeeId: 'e-new', firstName: 'Nia', lastName: 'Obi', avatar: 'https://example.test/nia.png', amount: 13 }],
    });
    tx = await w.client.details({ transactionId: 't1' });
    assert.deepEqual(tx.tips.filter((t) => t.status === 'confirmed').map((t) => [t.employeeId, t.net]), [['e-new', 13]]);
  });
});

describe('Display: the sandbox as a whole', () => {
  it('starts with one simulated device that shows a code; reset() brings it back with the same code and no transactions', async () => {
    const { createSandbox } = await import('../../../src/sandbox/index.js');
    const sandbox = createSandbox();
    assert.equal(sandbox.devices.length, 1);
    const [device] = sandbox.devices;
    const code = device!.deviceId;
    assert.equal(SimulatedDevice.of(device!).screen.kind, 'activation');
    addDevice(sandbox, { sync: 'pos' });
    assert.equal(sandbox.devices.length, 2);
    sandbox.reset();
    assert.equal(sandbox.devices.length, 1);
    assert.equal(sandbox.devices[0], device, 'the same device object');
    assert.equal(sandbox.devices[0]!.deviceId, code);
  });

  it('failNext and the request log cover Display operations by their client names', async () => {
    const { client, sandbox } = setupDisplay();
    sandbox.failNext(1, { operations: ['create'] });
    await rejectsWith(client.create(checkout('t1')), 503, 'injected_fault');
    await client.create(checkout('t1'));
    assert.deepEqual(
      sandbox.requests().map((r) => [r.operation, r.path, r.status]),
      [
        ['create', '/v1/display/transaction/create', 503],
        ['create', '/v1/display/transaction/create', 200],
      ],
    );
  });

  it('Data and Display transactions live side by side: Data details does not find a Display id', async () => {
    const { sandbox, client } = setupDisplay();
    await client.create(checkout('t1'));
    const raw = await post(sandbox.fetch, '/v1/data/transaction/details', { ...demo, payload: { transactionId: 't1' } });
    assert.deepEqual([raw.status, raw.json.error.code], [404, 'not_found']);
    assert.equal(sandbox.displayTransaction('t1')?.status, 'created');
  });
});

describe('display sandbox: a bounded number of kept transactions', () => {
  it('past maxTransactions the oldest finished ones are forgotten; a checkout still on a device (shown or queued) stays', async () => {
    const { sandbox, client, device } = setupDisplay({ maxTransactions: 2 });
    const sale = async (id: string) => {
      await client.create(checkout(id));
      customerTips(device);
      await client.confirm({ deviceId: DEVICE, transactionId: id });
    };
    const ids = () => sandbox.displayTransactions().map((t) => t.transactionId);
    await sale('t1');
    await sale('t2');
    await client.create(checkout('t3'));
    assert.deepEqual(ids(), ['t2', 't3'], 't1, the oldest finished, went');
    await rejectsWith(client.details({ transactionId: 't1' }), 404, 'not_found');
    await client.create(checkout('t4')); // queued behind t3
    assert.deepEqual(ids(), ['t3', 't4']);
    await client.create(checkout('t5'));
    assert.deepEqual(ids(), ['t3', 't4', 't5'], 'none finished: all three are on the device and stay');
    customerTips(device);
    await client.confirm({ deviceId: DEVICE, transactionId: 't3' });
    assert.equal(sandbox.displayTransaction('t3')?.status, 'confirmed');
  });
});
