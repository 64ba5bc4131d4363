// The sandbox's Data-mode rules, exercised through the real client so that every answer is also
// checked against the client's response schemas.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import * as esbuild from 'esbuild';
import { createDataClient, TipAbortError, TipRequestError } from '../../../src/client/index.js';
import { createSandbox, SANDBOX_MAX_TRANSACTIONS } from '../../../src/sandbox/index.js';
import { cents, confirmed, customer, demo, FIXED_NOW, post, rejectsWith, setup, tip } from '../helpers/sandbox.js';

const L = 'demo-location';

describe('sandbox: tips/proposals', () => {
  it('proposes fixed $1/$2/$3 below the $10 threshold, with the percent of the service amount', async () => {
    const { client } = setup();
    const [p] = await client.proposals({ locationId: L, serviceAmounts: [8] });
    assert.ok(p);
    assert.equal(p.serviceAmount, 8);
    assert.deepEqual(
      [p.low, p.medium, p.high].map((o) => [o.type, o.amount, o.percent, o.fee, o.total]),
      [
        ['amount', 1, 12.5, 0.33, 1.33],
        ['amount', 2, 25, 0.36, 2.36],
        ['amount', 3, 37.5, 0.39, 3.39],
      ],
    );
  });

  it('proposes 18/20/25 percent at and above the threshold', async () => {
    const { client } = setup();
    const [p] = await client.proposals({ locationId: L, serviceAmounts: [10] });
    assert.deepEqual(
      [p!.low, p!.medium, p!.high].map((o) => [o.type, o.percent, o.amount]),
      [
        ['percent', 18, 1.8],
        ['percent', 20, 2],
        ['percent', 25, 2.5],
      ],
    );
  });

  it('rounds percent proposals half-up to the cent', async () => {
    const { client } = setup();
    // 18% of 10.25 = 1.845 -> 1.85; 25% of 10.10 = 2.525 -> 2.53; 18% of 45.55 = 8.199 -> 8.20.
    const [a, b, c] = await client.proposals({ locationId: L, serviceAmounts: [10.25, 10.1, 45.55] });
    assert.equal(a!.low.amount, 1.85);
    assert.equal(b!.high.amount, 2.53);
    assert.equal(c!.low.amount, 8.2);
    assert.equal(c!.high.amount, 11.39);
  });

  it('answers one proposal per service amount, in order, and a zero service amount gets amounts at 0%', async () => {
    const { client } = setup();
    const result = await client.proposals({ locationId: L, serviceAmounts: [100, 0, 9.99, 50] });
    assert.deepEqual(
      result.map((p) => p.serviceAmount),
      [100, 0, 9.99, 50],
    );
    assert.deepEqual([result[1]!.low.type, result[1]!.low.percent, result[1]!.low.amount], ['amount', 0, 1]);
    assert.equal(result[0]!.medium.amount, 20);
  });

  it('follows a custom proposal model', async () => {
    const { client } = setup({ proposals: { threshold: 20, percents: [15, 18, 22], amounts: [2, 3, 4] } });
    const [below, at] = await client.proposals({ locationId: L, serviceAmounts: [19.99, 20] });
    assert.deepEqual([below!.low.type, below!.low.amount, below!.high.amount], ['amount', 2, 4]);
    assert.deepEqual([at!.low.percent, at!.low.amount, at!.high.amount], [15, 3, 4.4]);
  });
});

describe('sandbox: tips/fees', () => {
  it('charges 3% (half-up) + $0.30 on a non-zero tip and nothing on a zero tip', async () => {
    const { client } = setup();
    const quotes = await client.fees({ locationId: L, amounts: [0, 1, 0.5, 10.01, 100] });
    assert.deepEqual(quotes, [
      { amount: 0, fee: 0, total: 0 },
      { amount: 1, fee: 0.33, total: 1.33 },
      { amount: 0.5, fee: 0.32, total: 0.82 },
      { amount: 10.01, fee: 0.6, total: 10.61 },
      { amount: 100, fee: 3.3, total: 103.3 },
    ]);
  });

  it('adds a POS fee to the service fee when one is configured', async () => {
    const { client } = setup({ fees: { servicePercent: 2.9, serviceFixed: 0.25, posPercent: 1, posFixed: 0.1 } });
    // service: 2.9% of 20.00 = 0.58 + 0.25 = 0.83; pos: 1% of 20.00 = 0.20 + 0.10 = 0.30.
    const [q] = await client.fees({ locationId: L, amounts: [20] });
    assert.deepEqual(q, { amount: 20, fee: 1.13, total: 21.13 });
    const intent = await client.intent({ locationId: L, customer, tipSelections: [tip('e1', 20)] });
    assert.deepEqual(intent.fees, { service: 0.83, pos: 0.3, total: 1.13 });
  });

  it('needs a mapped location for proposals, fees and intent', async () => {
    const { client } = setup();
    await rejectsWith(client.proposals({ locationId: 'nowhere', serviceAmounts: [10] }), 404, 'location_not_found');
    await rejectsWith(client.fees({ locationId: 'nowhere', amounts: [1] }), 404, 'location_not_found');
    await rejectsWith(client.intent({ locationId: 'nowhere', customer, tipSelections: [tip('e1', 1)] }), 404, 'location_not_found');
  });
});

describe('sandbox: transaction/intent, confirm, cancel', () => {
  it('creates a pending transaction whose totals are the sums of tips and fees in cents', async () => {
    const { client } = setup();
    const selections = [tip('e1', 9.11, 45.55, 'medium'), tip('e2', 3, undefined, 'custom'), tip('e3', 0, 20, 'low')];
    const result = await client.intent({ locationId: L, customer, tipSelections: selections });
    assert.deepEqual(result.tips, [
      { employeeId: 'e1', level: 'medium', amount: 9.11, fee: 0.57 },
      { employeeId: 'e2', level: 'custom', amount: 3, fee: 0.39 },
      { employeeId: 'e3', level: 'low', amount: 0, fee: 0 },
    ]);
    assert.deepEqual(result.fees, { service: 0.96, pos: 0, total: 0.96 });
    assert.equal(cents(result.total), cents(...result.tips.map((t) => t.amount), result.fees.total));
    assert.equal(result.total, 13.07);

    const tx = await client.details({ transactionId: result.transactionId });
    assert.equal(tx.status, 'pending');
    assert.deepEqual(tx.customer, customer);
    assert.deepEqual(tx.tipSelections, selections);
    assert.deepEqual(
      tx.tips.map((t) => [t.employeeId, t.status, t.net, t.fee, t.gross]),
      [
        ['e1', 'pending', 9.11, 0.57, 9.68],
        ['e2', 'pending', 3, 0.39, 3.39],
        ['e3', 'pending', 0, 0, 0],
      ],
    );
    assert.deepEqual([tx.gross, tx.net, tx.fee], [13.07, 12.11, 0.96]);
  });

  it('confirms only a pending transaction, and its tips become confirmed', async () => {
    const { client } = setup();
    const id = await confirmed(client, [tip('e1', 5)]);
    const tx = await client.details({ transactionId: id });
    assert.equal(tx.status, 'confirmed');
    assert.deepEqual(tx.tips.map((t) => t.status), ['confirmed']);
    await rejectsWith(client.confirm({ transactionId: id }), 409, 'invalid_state');
    await rejectsWith(client.cancel({ transactionId: id }), 409, 'invalid_state');
  });

  it('cancels only a pending transaction, and its tips become void', async () => {
    const { client } = setup();
    const { transactionId } = await client.intent({ locationId: L, customer, tipSelections: [tip('e1', 5), tip('e2', 2)] });
    await client.cancel({ transactionId, note: 'card declined' });
    const tx = await client.details({ transactionId });
    assert.equal(tx.status, 'canceled');
    assert.deepEqual(tx.tips.map((t) => t.status), ['void', 'void']);
    await rejectsWith(client.confirm({ transactionId }), 409, 'invalid_state');
    await rejectsWith(client.cancel({ transactionId }), 409, 'invalid_state');
  });

  it('answers 404 not_found for an unknown transaction', async () => {
    const { client } = setup();
    for (const call of [
      client.details({ transactionId: 'nope' }),
      client.confirm({ transactionId: 'nope' }),
      client.cancel({ transactionId: 'nope' }),
      client.refund({ transactionId: 'nope' }),
      client.transfer({ transactionId: 'nope', talents: [{ employeeId: 'e1' }] }),
    ]) {
      await rejectsWith(call, 404, 'not_found');
    }
  });

  it('uses the injected id generator and clock', async () => {
    const { client } = setup();
    const { transactionId } = await client.intent({ locationId: L, customer, tipSelections: [tip('e1', 1)] });
    assert.equal(transactionId, 'transaction-1');
    const tx = await client.details({ transactionId });
    assert.equal(tx.createdAt, FIXED_NOW.toISOString());
  });
});

describe('sandbox: transaction/details', () => {
  it('returns the Data-mode fields only, with createdAt in ISO 8601 UTC with milliseconds', async () => {
    const sandbox = createSandbox({ now: () => Date.UTC(2026, 0, 2, 3, 4, 5, 6) });
    const client = createDataClient({ baseUrl: 'http://sandbox.test', credentials: demo, fetch: sandbox.fetch });
    const { transactionId } = await client.intent({ locationId: L, customer, tipSelections: [tip('e1', 2, 12, 'medium')] });
    const tx = (await client.details({ transactionId })) as Record<string, unknown> & Awaited<ReturnType<typeof client.details>>;
    assert.deepEqual(Object.keys(tx).sort(), [
      'createdAt',
      'customer',
      'fee',
      'gross',
      'isAsync',
      'net',
      'refunds',
      'status',
      'tipSelections',
      'tips',
      'transactionId',
    ]);
    assert.equal(tx.isAsync, false);
    assert.equal(tx.createdAt, '2026-01-02T03:04:05.006Z');
    assert.match(tx.tips[0]!.createdAt, /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    assert.equal('included' in tx.tips[0]!, false);
    assert.equal(tx.tips[0]!.serviceAmount, 12);
    assert.deepEqual(tx.refunds, []);
  });
});

describe('sandbox: transaction/refund', () => {
  it('refunds only a confirmed transaction', async () => {
    const { client } = setup();
    const { transactionId } = await client.intent({ locationId: L, customer, tipSelections: [tip('e1', 5)] });
    await rejectsWith(client.refund({ transactionId }), 409, 'invalid_state');
  });

  it('a full refund is one record without employeeId; the transaction becomes refunded and its tips void', async () => {
    const { client } = setup();
    const id = await confirmed(client, [tip('e1', 10), tip('e2', 3)]);
    const records = await client.refund({ transactionId: id, reason: 'customer complaint' });
    assert.equal(records.length, 1);
    const [r] = records;
    assert.equal(r!.isPartial, false);
    assert.equal('employeeId' in r!, false);
    assert.equal(r!.status, 'completed');
    assert.equal(r!.reason, 'customer complaint');
    assert.equal(r!.transactionId, 'refund-2');
    assert.deepEqual([r!.gross, r!.net, r!.fee], [13.99, 13, 0.99]);
    const tx = await client.details({ transactionId: id });
    assert.equal(tx.status, 'refunded');
    assert.deepEqual(tx.tips.map((t) => t.status), ['void', 'void']);
    assert.deepEqual(tx.refunds, records);
    await rejectsWith(client.refund({ transactionId: id }), 409, 'invalid_state');
  });

  it('a partial refund without talents is split evenly, and each part sums exactly', async () => {
    const { client } = setup();
    const id = await confirmed(client, [tip('e1', 10), tip('e2', 3), tip('e3', 7)]);
    const records = await client.refund({ transactionId: id, partial: true, amount: 10 });
    assert.deepEqual(
      records.map((r) => [r.employeeId, r.isPartial, r.gross, r.reason]),
      [
        ['e1', true, 3.34, null],
        ['e2', true, 3.33, null],
        ['e3', true, 3.33, null],
      ],
    );
    for (const r of records) assert.equal(cents(r.net, r.fee), cents(r.gross));
    assert.equal(cents(...records.map((r) => r.gross)), 1000);
    // Each share comes out of that employee's own gross: e1 3.34 of 10.60 holds 0.189 of its 0.60
    // fee -> 0.19; e2 3.33 of 3.39 holds 0.383 of 0.39 -> 0.38; e3 3.33 of 7.51 holds 0.226 of 0.51 -> 0.23.
    assert.deepEqual(records.map((r) => r.fee), [0.19, 0.38, 0.23]);
    assert.equal(cents(...records.map((r) => r.net)), 920);
    const tx = await client.details({ transactionId: id });
    assert.equal(tx.status, 'confirmed');
    assert.equal(tx.refunds.length, 3);
  });

  it('a partial refund with talents takes the given amounts from those employees only', async () => {
    const { client } = setup();
    const id = await confirmed(client, [tip('e1', 10), tip('e2', 3)]);
    const records = await client.refund({ transactionId: id, partial: true, amount: 3, talents: [{ employeeId: 'e2', amount: 3 }] });
    assert.deepEqual(records.map((r) => [r.employeeId, r.gross]), [['e2', 3]]);
    await rejectsWith(
      client.refund({ transactionId: id, partial: true, amount: 4, talents: [{ employeeId: 'e1', amount: 3 }] }),
      422,
      'refund_talents_mismatch',
    );
    await rejectsWith(
      client.refund({ transactionId: id, partial: true, amount: 1, talents: [{ employeeId: 'stranger', amount: 1 }] }),
      422,
      'refund_unknown_employee',
    );
  });

  it('a dry run returns the calculation and saves nothing', async () => {
    const { client } = setup();
    const id = await confirmed(client, [tip('e1', 10), tip('e2', 3)]);
    const dry = await client.refund({ transactionId: id, partial: true, amount: 5, dryRun: true });
    assert.equal(dry.length, 2);
    assert.ok(dry.every((r) => r.transactionId === undefined));
    const untouched = await client.details({ transactionId: id });
    assert.deepEqual(untouched.refunds, []);
    assert.equal(untouched.status, 'confirmed');
    const fullDry = await client.refund({ transactionId: id, dryRun: true });
    assert.equal(fullDry[0]!.gross, 13.99);
    assert.equal((await client.details({ transactionId: id })).status, 'confirmed');

    const real = await client.refund({ transactionId: id, partial: true, amount: 5 });
    assert.deepEqual(
      real.map(({ transactionId: _, ...rest }) => rest),
      dry,
    );
  });

  it('refuses a partial refund larger than what remains, and refunding everything makes it refunded', async () => {
    const { client } = setup();
    const id = await confirmed(client, [tip('e1', 10)]); // gross 10.60
    await rejectsWith(client.refund({ transactionId: id, partial: true, amount: 10.61 }), 422, 'refund_exceeds_remaining');
    await client.refund({ transactionId: id, partial: true, amount: 6 });
    await rejectsWith(client.refund({ transactionId: id, partial: true, amount: 4.61 }), 422, 'refund_exceeds_remaining');
    const rest = await client.refund({ transactionId: id, partial: true, amount: 4.6 });
    assert.equal(rest[0]!.gross, 4.6);
    const tx = await client.details({ transactionId: id });
    assert.equal(tx.status, 'refunded');
    assert.equal(cents(...tx.refunds.map((r) => r.gross)), cents(tx.gross));
    assert.equal(cents(...tx.refunds.map((r) => r.fee)), cents(tx.fee));
    assert.equal(cents(...tx.refunds.map((r) => r.net)), cents(tx.net));
  });

  it('a full refund after a partial one refunds what remains', async () => {
    const { client } = setup();
    const id = await confirmed(client, [tip('e1', 10)]);
    await client.refund({ transactionId: id, partial: true, amount: 6 });
    const [rest] = await client.refund({ transactionId: id });
    assert.equal(rest!.gross, 4.6);
  });

  it('answers 422 refund_amount_mismatch when partial and amount disagree (sent raw; the client refuses it)', async () => {
    const { sandbox, client } = setup();
    const id = await confirmed(client, [tip('e1', 10)]);
    await assert.rejects(client.refund({ transactionId: id, partial: true }), TipRequestError);
    const { status, json } = await post(sandbox.fetch, '/v1/data/transaction/refund', {
      ...demo,
      payload: { transactionId: id, partial: true },
    });
    assert.equal(status, 422);
    assert.equal(json.error.code, 'refund_amount_mismatch');
    const second = await post(sandbox.fetch, '/v1/data/transaction/refund', { ...demo, payload: { transactionId: id, amount: 2 } });
    assert.equal(second.json.error.code, 'refund_amount_mismatch');
  });
});

describe('sandbox: transaction/transfer', () => {
  it('transfers only a confirmed transaction', async () => {
    const { client } = setup();
    const { transactionId } = await client.intent({ locationId: L, customer, tipSelections: [tip('e1', 5)] });
    await rejectsWith(client.transfer({ transactionId, talents: [{ employeeId: 'e1' }] }), 409, 'invalid_state');
  });

  it('without amounts splits the net evenly; old tips become void, new ones confirmed, the net is unchanged', async () => {
    const { client } = setup();
    const id = await confirmed(client, [tip('e1', 10, 50), tip('e2', 3)]);
    const before = await client.details({ transactionId: id });
    await client.transfer({
      transactionId: id,
      talents: [{ employeeId: 'e1' }, { employeeId: 'e2' }, { employeeId: 'e9', firstName: 'New', lastName: 'Person', avatar: 'https://x.test/9.png' }],
    });
    const tx = await client.details({ transactionId: id });
    const live = tx.tips.filter((t) => t.status === 'confirmed');
    assert.deepEqual(tx.tips.filter((t) => t.status === 'void').length, 2);
    assert.deepEqual(live.map((t) => [t.employeeId, t.net]), [
      ['e1', 4.34],
      ['e2', 4.33],
      ['e9', 4.33],
    ]);
    assert.equal(cents(...live.map((t) => t.net)), cents(before.net));
    assert.equal(cents(...live.map((t) => t.fee)), cents(before.fee));
    for (const t of live) assert.equal(cents(t.net, t.fee), cents(t.gross));
    assert.deepEqual([tx.gross, tx.net, tx.fee, tx.status], [before.gross, before.net, before.fee, 'confirmed']);
  });

  it('with amounts for every talent uses them when they sum to the net tip', async () => {
    const { client } = setup();
    const id = await confirmed(client, [tip('e1', 10), tip('e2', 3)]);
    await client.transfer({ transactionId: id, talents: [{ employeeId: 'e1', amount: 1 }, { employeeId: 'e2', amount: 12 }] });
    const live = (await client.details({ transactionId: id })).tips.filter((t) => t.status === 'confirmed');
    assert.deepEqual(live.map((t) => [t.employeeId, t.net]), [
      ['e1', 1],
      ['e2', 12],
    ]);
  });

  it('refuses amounts that do not sum to the net tip (422 transfer_sum_mismatch) and changes nothing', async () => {
    const { client } = setup();
    const id = await confirmed(client, [tip('e1', 10), tip('e2', 3)]);
    await rejectsWith(
      client.transfer({ transactionId: id, talents: [{ employeeId: 'e1', amount: 1 }, { employeeId: 'e2', amount: 11 }] }),
      422,
      'transfer_sum_mismatch',
    );
    const tx = await client.details({ transactionId: id });
    assert.deepEqual(tx.tips.map((t) => t.status), ['confirmed', 'confirmed']);
  });

  it('refuses amounts on some talents but not all (422 transfer_amounts_incomplete; sent raw, the client refuses it)', async () => {
    const { sandbox, client } = setup();
    const id = await confirmed(client, [tip('e1', 10), tip('e2', 3)]);
    const payload = { transactionId: id, talents: [{ employeeId: 'e1', amount: 13 }, { employeeId: 'e2' }] };
    await assert.rejects(client.transfer(payload), TipRequestError);
    const { status, json } = await post(sandbox.fetch, '/v1/data/transaction/transfer', { ...demo, payload });
    assert.equal(status, 422);
    assert.equal(json.error.code, 'transfer_amounts_incomplete');
  });

  it('needs firstName, lastName and avatar for staff new to the transaction', async () => {
    const { client } = setup();
    const id = await confirmed(client, [tip('e1', 10)]);
    await rejectsWith(
      client.transfer({ transactionId: id, talents: [{ employeeId: 'e1' }, { employeeId: 'e7', firstName: 'No', lastName: 'Avatar' }] }),
      422,
      'transfer_staff_incomplete',
    );
    await client.transfer({
      transactionId: id,
      talents: [{ employeeId: 'e1' }, { employeeId: 'e7', firstName: 'Has', lastName: 'All', avatar: 'https://x.test/7.png' }],
    });
  });

  it('after a partial refund, the net to transfer is what remains', async () => {
    const { client } = setup();
    const id = await confirmed(client, [tip('e1', 10)]); // net 10.00, fee 0.60
    const [r] = await client.refund({ transactionId: id, partial: true, amount: 5.3 });
    assert.deepEqual([r!.net, r!.fee], [5, 0.3]);
    await rejectsWith(client.transfer({ transactionId: id, talents: [{ employeeId: 'e1', amount: 10 }] }), 422, 'transfer_sum_mismatch');
    await client.transfer({ transactionId: id, talents: [{ employeeId: 'e1', amount: 5 }] });
  });
});

describe('sandbox: app/locations', () => {
  it('matches by address ignoring case and spacing, and by GPS within 100 m; unknown places are not mapped', async () => {
    const { client } = setup();
    const result = await client.mapLocations({
      locations: [
        { identifier: 'store-sf', address: '250  MARKET street', city: 'san francisco', zip: '94105', country: 'US' },
        { identifier: 'store-ny', lat: 40.7469, long: -73.9893 }, // about 40 m from 1003
        { identifier: 'store-nowhere', address: '1 Nowhere Lane', city: 'Atlantis', country: 'US' },
        { identifier: 'store-far', lat: 40.7516, long: -73.989 }, // about 550 m away
      ],
    });
    assert.deepEqual(result, {
      appLocations: [
        { locationId: 1002, identifier: 'store-sf' },
        { locationId: 1003, identifier: 'store-ny' },
      ],
      mappingsRequested: 4,
      mappedSuccessfully: 2,
    });
    const [p] = await client.proposals({ locationId: 'store-sf', serviceAmounts: [20] });
    assert.equal(p!.medium.amount, 4);
    await rejectsWith(client.fees({ locationId: 'store-nowhere', amounts: [1] }), 404, 'location_not_found');
  });

  it('refuses to map an identifier again with LocationMappingError, and maps nothing of that request', async () => {
    const { sandbox, client } = setup();
    const error = await rejectsWith(
      client.mapLocations({
        locations: [
          { identifier: 'store-sf', address: '250 Market Street', city: 'San Francisco', country: 'US' },
          { identifier: 'demo-location', address: '250 Market Street', city: 'San Francisco', country: 'US' },
        ],
      }),
      409,
      'LocationMappingError',
    );
    assert.match(error.message, /demo-location/);
    assert.deepEqual(sandbox.locations(), [{ identifier: 'demo-location', locationId: 1001 }]);
    await client.mapLocations({ locations: [{ identifier: 'store-sf', address: '250 Market Street', city: 'San Francisco', country: 'US' }] });
    await rejectsWith(
      client.mapLocations({ locations: [{ identifier: 'store-sf', lat: 37.7925, long: -122.398 }] }),
      409,
      'LocationMappingError',
    );
  });
});

describe('sandbox: errors', () => {
  const path = '/v1/data/tips/fees';
  const payload = { locationId: L, amounts: [1] };

  it('400 bad_json for a body that is not JSON', async () => {
    const { sandbox } = setup();
    const { status, json } = await post(sandbox.fetch, path, '{"appId": ');
    assert.equal(status, 400);
    assert.equal(json.error.code, 'bad_json');
  });

  it('400 validation listing the issues of a payload that fails the schema', async () => {
    const { sandbox } = setup();
    const { status, json } = await post(sandbox.fetch, path, { ...demo, payload: { locationId: '', amounts: [1.23456, -1] } });
    assert.equal(status, 400);
    assert.equal(json.error.code, 'validation');
    assert.match(json.error.message, /payload\.locationId/);
    assert.match(json.error.message, /payload\.amounts\.0: must have at most 4 decimals/);
    assert.match(json.error.message, /payload\.amounts\.1: must not be negative/);
    const noPayload = await post(sandbox.fetch, path, { ...demo });
    assert.deepEqual([noPayload.status, noPayload.json.error.code], [400, 'validation']);
  });

  it('401 unauthorized without credentials, 401 invalid_credentials for a wrong app, 403 unknown_account for a wrong account', async () => {
    const { sandbox } = setup();
    const missing = await post(sandbox.fetch, path, { appId: demo.appId, payload });
    assert.deepEqual([missing.status, missing.json.error.code], [401, 'unauthorized']);
    const wrongSecret = await post(sandbox.fetch, path, { ...demo, appSecret: 'guess', payload });
    assert.deepEqual([wrongSecret.status, wrongSecret.json.error.code], [401, 'invalid_credentials']);
    const wrongAccount = await post(sandbox.fetch, path, { ...demo, accountToken: 'other', payload });
    assert.deepEqual([wrongAccount.status, wrongAccount.json.error.code], [403, 'unknown_account']);
    // Through the client the code arrives in TipHttpError.code.
    const client = createDataClient({ baseUrl: 'http://x', credentials: { ...demo, appSecret: 'nope' }, fetch: sandbox.fetch });
    await rejectsWith(client.fees(payload), 401, 'invalid_credentials');
  });

  it('404 unknown_operation for an unknown path, 405 for a GET, 415 for a non-JSON body', async () => {
    const { sandbox } = setup();
    const unknown = await post(sandbox.fetch, '/v1/data/tips/everything', { ...demo, payload });
    assert.deepEqual([unknown.status, unknown.json.error.code], [404, 'unknown_operation']);
    // A Display path is Display mode's (test/unit/sandbox/display-sandbox.test.ts): a Data payload does not fit it.
    const display = await post(sandbox.fetch, '/v1/display/transaction/create', { ...demo, payload });
    assert.deepEqual([display.status, display.json.error.code], [400, 'validation']);
    const get = await sandbox.fetch(`http://sandbox.test${path}`);
    assert.equal(get.status, 405);
    assert.equal(get.headers.get('allow'), 'POST');
    assert.equal(((await get.json()) as any).error.code, 'method_not_allowed');
    const text = await post(sandbox.fetch, path, JSON.stringify({ ...demo, payload }), {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    assert.deepEqual([text.status, text.json.error.code], [415, 'unsupported_media_type']);
  });

  it('routes on the /v1/data/... suffix whatever the origin or mount prefix, and accepts a bare path', async () => {
    const { sandbox } = setup();
    const prefixed = await post(sandbox.fetch, '/api/tips/v1/data/tips/fees', { ...demo, payload });
    assert.equal(prefixed.status, 200);
    const bare = await sandbox.fetch('/v1/data/tips/fees', { method: 'POST', body: JSON.stringify({ ...demo, payload }) });
    assert.equal(bare.status, 200);
  });

  it('413 payload_too_large above 1 MiB, by declared length and by bytes actually read', async () => {
    const { sandbox } = setup();
    const big = JSON.stringify({ ...demo, payload: { locationId: L, amounts: [1] }, padding: 'x'.repeat(1024 * 1024) });
    const declared = await post(sandbox.fetch, path, big);
    assert.deepEqual([declared.status, declared.json.error.code], [413, 'payload_too_large']);

    // A streamed body declares no length; the sandbox counts what it reads.
    const chunk = new Uint8Array(64 * 1024).fill(0x20);
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= 20) return controller.close();
        sent++;
        controller.enqueue(chunk);
      },
    });
    const request = new Request(`http://sandbox.test${path}`, { method: 'POST', body: stream, duplex: 'half' } as RequestInit);
    assert.equal(request.headers.get('content-length'), null);
    const response = await sandbox.handle(request);
    assert.equal(response.status, 413);
    assert.ok(sent < 20, `stopped reading early (read ${sent} of 20 chunks)`);

    // Just under the cap is fine.
    const fits = JSON.stringify({ ...demo, payload, padding: '' });
    const padded = fits.replace('"padding":""', `"padding":"${'x'.repeat(1024 * 1024 - fits.length)}"`);
    assert.equal(new TextEncoder().encode(padded).byteLength, 1024 * 1024);
    assert.equal((await post(sandbox.fetch, path, padded)).status, 200);
  });
});

describe('sandbox: concurrency, latency, faults, reset', () => {
  for (const latencyMs of [0, 15]) {
    it(`twenty simultaneous confirms of one transaction: exactly one succeeds (latency ${latencyMs} ms)`, async () => {
      const { sandbox, client } = setup();
      const { transactionId } = await client.intent({ locationId: L, customer, tipSelections: [tip('e1', 5)] });
      sandbox.setLatency(latencyMs);
      const results = await Promise.allSettled(Array.from({ length: 20 }, () => client.confirm({ transactionId })));
      const ok = results.filter((r) => r.status === 'fulfilled');
      const conflicts = results.filter((r) => r.status === 'rejected' && (r.reason as { code?: string }).code === 'invalid_state');
      assert.equal(ok.length, 1);
      assert.equal(conflicts.length, 19);
      assert.equal(sandbox.transaction(transactionId)!.status, 'confirmed');
    });
  }

  it('waits the latency before answering', async () => {
    const { client } = setup({ latencyMs: 120 });
    const started = performance.now();
    await client.fees({ locationId: L, amounts: [1] });
    assert.ok(performance.now() - started >= 110);
  });

  it('an abort during the latency rejects at once with an AbortError and changes nothing', async () => {
    const { sandbox, client } = setup();
    const { transactionId } = await client.intent({ locationId: L, customer, tipSelections: [tip('e1', 5)] });
    sandbox.setLatency(5_000);
    const controller = new AbortController();
    const started = performance.now();
    const pending = sandbox.fetch('http://sandbox.test/v1/data/transaction/confirm', {
      method: 'POST',
      body: JSON.stringify({ ...demo, payload: { transactionId } }),
      signal: controller.signal,
    });
    setTimeout(() => controller.abort(), 30);
    await assert.rejects(pending, (error: unknown) => error instanceof DOMException && error.name === 'AbortError');
    assert.ok(performance.now() - started < 1_000);
    assert.equal(sandbox.transaction(transactionId)!.status, 'pending');

    // Through the client it is a TipAbortError, and an already aborted signal never reaches the service.
    const viaClient = new AbortController();
    const call = client.confirm({ transactionId }, { signal: viaClient.signal });
    setTimeout(() => viaClient.abort(), 30);
    await assert.rejects(call, TipAbortError);
    assert.equal(sandbox.transaction(transactionId)!.status, 'pending');
    await assert.rejects(
      sandbox.fetch('http://sandbox.test/v1/data/tips/fees', { method: 'POST', body: '{}', signal: AbortSignal.abort() }),
      { name: 'AbortError' },
    );
  });

  it('failNext makes the next calls fail with 503 injected_fault, then recovers', async () => {
    const { sandbox, client } = setup();
    sandbox.failNext(2);
    await rejectsWith(client.fees({ locationId: L, amounts: [1] }), 503, 'injected_fault');
    await rejectsWith(client.proposals({ locationId: L, serviceAmounts: [1] }), 503, 'injected_fault');
    assert.equal((await client.fees({ locationId: L, amounts: [1] })).length, 1);
  });

  it('failNext can target operations and set status and code', async () => {
    const { sandbox, client } = setup();
    sandbox.failNext(1, { operations: ['intent'], status: 500, code: 'boom' });
    await client.fees({ locationId: L, amounts: [1] });
    await rejectsWith(client.intent({ locationId: L, customer, tipSelections: [tip('e1', 1)] }), 500, 'boom');
    await client.intent({ locationId: L, customer, tipSelections: [tip('e1', 1)] });
    assert.equal(sandbox.transactions().length, 1);
  });

  it('the client retries a read that hit an injected 503', async () => {
    const sandbox = createSandbox();
    sandbox.failNext(1, { operations: ['proposals'] });
    const client = createDataClient({ baseUrl: 'http://sandbox.test', credentials: demo, fetch: sandbox.fetch, retries: 1 });
    const [p] = await client.proposals({ locationId: L, serviceAmounts: [10] });
    assert.equal(p!.medium.amount, 2);
    assert.deepEqual(sandbox.requests().map((r) => r.status), [503, 200]);
  });

  it('reset forgets transactions, new mappings and pending faults', async () => {
    const { sandbox, client } = setup();
    await client.intent({ locationId: L, customer, tipSelections: [tip('e1', 1)] });
    await client.mapLocations({ locations: [{ identifier: 'store-sf', lat: 37.7925, long: -122.398 }] });
    sandbox.failNext(5);
    sandbox.reset();
    assert.deepEqual(sandbox.transactions(), []);
    assert.deepEqual(sandbox.locations(), [{ identifier: 'demo-location', locationId: 1001 }]);
    assert.equal((await client.fees({ locationId: L, amounts: [1] })).length, 1);
  });

  it('accepts only the credentials it was created with', async () => {
    const credentials = { appId: 'pos-1', appSecret: 's3cr3t-value', accountToken: 'acct-9' };
    const sandbox = createSandbox({ credentials });
    const good = createDataClient({ baseUrl: 'http://x', credentials, fetch: sandbox.fetch });
    assert.equal((await good.fees({ locationId: L, amounts: [2] }))[0]!.fee, 0.36);
    const demoClient = createDataClient({ baseUrl: 'http://x', credentials: demo, fetch: sandbox.fetch });
    await rejectsWith(demoClient.fees({ locationId: L, amounts: [2] }), 401, 'invalid_credentials');
  });
});

describe('sandbox: runs in a browser', () => {
  it('the modules tip-elements/sandbox loads import no node: modules and use no Node-only globals', async () => {
    // What the entry really loads, as a bundler sees it (a node: import would not even resolve for
    // the browser); src/sandbox/server.ts and cli.ts are the Node entry tip-elements/sandbox/server.
    const root = join(import.meta.dirname, '../../..');
    const { metafile } = await esbuild.build({
      absWorkingDir: root,
      entryPoints: ['src/sandbox/index.ts'],
      bundle: true,
      platform: 'browser',
      format: 'esm',
      packages: 'external',
      metafile: true,
      write: false,
      logLevel: 'silent',
    });
    const ours = Object.keys(metafile.inputs).filter((p) => p.startsWith('src/'));
    assert.ok(ours.includes('src/sandbox/sandbox.ts') && ours.includes('src/sandbox/webhook.ts'), ours.join(', '));
    for (const path of ours) {
      const source = readFileSync(join(root, path), 'utf8');
      assert.doesNotMatch(source, /from ['"]node:|\brequire\(\s*['"`]|\bBuffer\b|\bprocess\./, path);
      assert.doesNotMatch(source, /\b(window|document|customElements)\b/, path);
    }
  });
});

describe('sandbox: a bounded number of kept transactions', () => {
  const intent = (client: ReturnType<typeof setup>['client']) => client.intent({ locationId: L, customer, tipSelections: [tip('e1', 1)] });

  it(`keeps ${SANDBOX_MAX_TRANSACTIONS} by default; maxTransactions must be a positive integer`, () => {
    assert.equal(SANDBOX_MAX_TRANSACTIONS, 10_000);
    for (const maxTransactions of [0, -1, 1.5, Number.NaN, Infinity]) {
      assert.throws(() => createSandbox({ maxTransactions }), TypeError, String(maxTransactions));
    }
  });

  it('past the limit the oldest finished transaction goes first: open (pending) ones stay, newer finished ones stay', async () => {
    const { sandbox, client } = setup({ maxTransactions: 4 });
    const open1 = (await intent(client)).transactionId;
    const done1 = await confirmed(client, [tip('e1', 2)]);
    const canceled = (await intent(client)).transactionId;
    await client.cancel({ transactionId: canceled });
    const done2 = await confirmed(client, [tip('e1', 3)]);
    assert.deepEqual(sandbox.transactions().map((t) => t.transactionId), [open1, done1, canceled, done2]);

    const open2 = (await intent(client)).transactionId; // the fifth: done1 (the oldest finished) goes
    assert.deepEqual(sandbox.transactions().map((t) => t.transactionId), [open1, canceled, done2, open2]);
    await rejectsWith(client.details({ transactionId: done1 }), 404, 'not_found');
    assert.equal(sandbox.transaction(done1), undefined);

    const open3 = (await intent(client)).transactionId; // then the canceled one
    const open4 = (await intent(client)).transactionId; // then done2
    assert.deepEqual(sandbox.transactions().map((t) => t.transactionId), [open1, open2, open3, open4]);
    // The pending ones are still usable: the customer's confirm works.
    await client.confirm({ transactionId: open1 });
    assert.equal(sandbox.transaction(open1)?.status, 'confirmed');
  });

  it('when every kept transaction is pending, the oldest pending one goes: memory stays bounded under a flood of intents', async () => {
    const { sandbox, client } = setup({ maxTransactions: 50 });
    const ids: string[] = [];
    for (let i = 0; i < 500; i++) ids.push((await intent(client)).transactionId);
    assert.deepEqual(sandbox.transactions().map((t) => t.transactionId), ids.slice(-50));
    await rejectsWith(client.confirm({ transactionId: ids[0]! }), 404, 'not_found');
  });

  it('a refunded transaction counts as finished; reset() empties the store', async () => {
    const { sandbox, client } = setup({ maxTransactions: 2 });
    const refunded = await confirmed(client, [tip('e1', 2)]);
    await client.refund({ transactionId: refunded });
    const open = (await intent(client)).transactionId;
    const next = (await intent(client)).transactionId;
    assert.deepEqual(sandbox.transactions().map((t) => t.transactionId), [open, next]);
    sandbox.reset();
    assert.deepEqual(sandbox.transactions(), []);
  });
});
