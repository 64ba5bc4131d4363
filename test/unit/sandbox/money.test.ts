// The sandbox's money under pressure: amounts out of any sensible range, refunds that would take
// more from someone than they hold, many tiny refunds, one rule for a staff member's picture, and
// intents retried with an idempotency key.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { MAX_STAFF, TipRequestError, type TipSelection } from '../../../src/client/index.js';
import { fairSplit } from '../../../src/sandbox/refund.js';
import { cents, confirmed, customer, demo, post, rejectsWith, setup, tip } from '../helpers/sandbox.js';

const L = 'demo-location';
const INTENT = '/v1/data/transaction/intent';

describe('sandbox: amounts are bounded (422 naming the field and the limit, never a 500)', () => {
  const cases: Array<[name: string, path: string, payload: unknown, field: RegExp]> = [
    ['fees [34e12]', '/v1/data/tips/fees', { locationId: L, amounts: [34e12] }, /payload\.amounts\.0: must be at most 1000000/],
    ['fees [1e20] (not "two decimals")', '/v1/data/tips/fees', { locationId: L, amounts: [1, 1e20] }, /^payload\.amounts\.1: must be at most 1000000$/],
    ['fees [1000000.01]', '/v1/data/tips/fees', { locationId: L, amounts: [1_000_000.01] }, /amounts\.0: must be at most 1000000/],
    ['proposals [5e15]', '/v1/data/tips/proposals', { locationId: L, serviceAmounts: [5e15] }, /serviceAmounts\.0/],
    ['an intent with a tip of 35e12', INTENT, { locationId: L, customer, tipSelections: [tip('e1', 35e12)] }, /tipSelections\.0\.amount: must be at most 1000000/],
    ['an intent with a service amount of 1e300', INTENT, { locationId: L, customer, tipSelections: [tip('e1', 1, 1e300)] }, /tipSelections\.0\.serviceAmount/],
    ['a refund of 1e16', '/v1/data/transaction/refund', { transactionId: 't', partial: true, amount: 1e16 }, /payload\.amount: must be at most/],
    ['a transfer of Number.MAX_VALUE', '/v1/data/transaction/transfer', { transactionId: 't', talents: [{ employeeId: 'e', amount: Number.MAX_VALUE }] }, /talents\.0\.amount/],
  ];
  for (const [name, path, payload, field] of cases) {
    it(name, async () => {
      const { sandbox } = setup();
      const { status, json } = await post(sandbox.fetch, path, { ...demo, payload });
      assert.deepEqual([status, json.error.code], [422, 'amount_too_large']);
      assert.match(json.error.message, field);
      assert.equal(sandbox.transactions().length, 0);
    });
  }

  it('takes the largest amount itself, in fees and in an intent of many tips', async () => {
    const { client, sandbox } = setup();
    const [quote] = await client.fees({ locationId: L, amounts: [1_000_000] });
    assert.deepEqual(quote, { amount: 1_000_000, fee: 30_000.3, total: 1_030_000.3 });
    const many = Array.from({ length: MAX_STAFF }, (_, i) => tip(`e${i}`, 1_000_000, 1_000_000));
    const intent = await client.intent({ locationId: L, customer, tipSelections: many });
    assert.equal(cents(intent.total), MAX_STAFF * 103_000_030);
    assert.equal(sandbox.transactions().length, 1);
  });

  it('the client refuses the same amounts before sending anything', async () => {
    const { client, sandbox } = setup();
    await assert.rejects(client.fees({ locationId: L, amounts: [34e12] }), (e: unknown) => e instanceof TipRequestError && /amounts\.0: must be at most 1000000/.test(e.message));
    assert.equal(sandbox.requests().length, 0);
  });
});

describe('sandbox: a refund never takes more from an employee than they hold', () => {
  it('refuses talents {small: 50} on a $1 tip with 422 refund_exceeds_employee and changes nothing', async () => {
    const { client } = setup();
    const id = await confirmed(client, [tip('small', 1), tip('big', 100)]);
    const error = await rejectsWith(
      client.refund({ transactionId: id, partial: true, amount: 50, talents: [{ employeeId: 'small', amount: 50 }] }),
      422,
      'refund_exceeds_employee',
    );
    assert.match(error.message, /"small" has 1\.33 left to refund \(net tip 1 and its fee 0\.33\)/);
    assert.deepEqual((await client.details({ transactionId: id })).refunds, []);
  });

  it('takes all a talent holds and no more: net 1.00 and fee 0.33 for a $1 tip', async () => {
    const { client } = setup();
    const id = await confirmed(client, [tip('small', 1), tip('big', 100)]);
    const [record] = await client.refund({ transactionId: id, partial: true, amount: 1.33, talents: [{ employeeId: 'small', amount: 1.33 }] });
    assert.deepEqual([record!.gross, record!.net, record!.fee], [1.33, 1, 0.33]);
    await rejectsWith(
      client.refund({ transactionId: id, partial: true, amount: 0.01, talents: [{ employeeId: 'small', amount: 0.01 }] }),
      422,
      'refund_exceeds_employee',
    );
  });

  it('an even split caps a small tip at what it holds and takes the rest from the others', async () => {
    const { client } = setup();
    const id = await confirmed(client, [tip('small', 1), tip('big', 100)]); // gross 1.33 and 103.30
    const records = await client.refund({ transactionId: id, partial: true, amount: 50 });
    assert.deepEqual(records.map((r) => [r.employeeId, r.gross, r.net, r.fee]), [
      ['small', 1.33, 1, 0.33],
      ['big', 48.67, 47.12, 1.55],
    ]);
  });

  it('after a transfer, refunds come out of the new holdings', async () => {
    const { client } = setup();
    const id = await confirmed(client, [tip('a', 10)]); // net 10, fee 0.60
    await client.transfer({ transactionId: id, talents: [{ employeeId: 'a', amount: 1 }, { employeeId: 'b', firstName: 'B', lastName: 'B', avatar: '', amount: 9 }] });
    await rejectsWith(
      client.refund({ transactionId: id, partial: true, amount: 2, talents: [{ employeeId: 'a', amount: 2 }] }),
      422,
      'refund_exceeds_employee',
    );
    const [fromB] = await client.refund({ transactionId: id, partial: true, amount: 2, talents: [{ employeeId: 'b', amount: 2 }] });
    assert.equal(cents(fromB!.net) + cents(fromB!.fee), 200);
  });
});

describe('sandbox: even splits are fair and record no zero amounts', () => {
  it('100 refunds of $0.01 over three equal tips: 33 or 34 cents each, 100 records, none of zero', async () => {
    const { client } = setup();
    const id = await confirmed(client, [tip('a', 10), tip('b', 10), tip('c', 10)]);
    for (let i = 0; i < 100; i++) await client.refund({ transactionId: id, partial: true, amount: 0.01 });
    const { refunds } = await client.details({ transactionId: id });
    assert.equal(refunds.length, 100);
    assert.ok(refunds.every((r) => cents(r.gross) === 1));
    const per = new Map<string, number>();
    for (const r of refunds) per.set(r.employeeId!, (per.get(r.employeeId!) ?? 0) + cents(r.gross));
    assert.deepEqual([...per.values()].sort(), [33, 33, 34]);
  });

  it('fairSplit: equal shares, caps respected, leftover cents to whoever has most left', () => {
    assert.deepEqual(fairSplit(100, [1000, 1000, 1000]), [34, 33, 33]);
    assert.deepEqual(fairSplit(1, [999, 1000, 1000]), [0, 1, 0]);
    assert.deepEqual(fairSplit(1, [999, 999, 1000]), [0, 0, 1]);
    assert.deepEqual(fairSplit(50, [10, 1000]), [10, 40]);
    assert.deepEqual(fairSplit(7, [0, 5, 5]), [0, 4, 3]);
    assert.deepEqual(fairSplit(0, [5, 5]), [0, 0]);
    assert.throws(() => fairSplit(11, [5, 5]), RangeError);
  });
});

describe('sandbox: one rule for a staff member’s picture', () => {
  it('intent and transfer both take avatar "" (a staff member without a picture)', async () => {
    const { client } = setup();
    const noPicture: TipSelection = { ...tip('e1', 5), avatar: '' };
    const id = await confirmed(client, [noPicture]);
    await client.transfer({ transactionId: id, talents: [{ employeeId: 'new', firstName: 'Nia', lastName: 'Ng', avatar: '' }] });
    const tx = await client.details({ transactionId: id });
    assert.deepEqual(tx.tips.filter((t) => t.status === 'confirmed').map((t) => [t.employeeId, t.net]), [['new', 5]]);
  });

  it('a new staff member still needs names and an avatar field', async () => {
    const { client } = setup();
    const id = await confirmed(client, [tip('e1', 5)]);
    for (const talent of [
      { employeeId: 'x', firstName: 'A', lastName: 'B' },
      { employeeId: 'x', firstName: ' ', lastName: 'B', avatar: '' },
      { employeeId: 'x', lastName: 'B', avatar: 'https://example.test/x.png' },
    ]) {
      await rejectsWith(client.transfer({ transactionId: id, talents: [talent] }), 422, 'transfer_staff_incomplete');
    }
  });
});

describe('sandbox: idempotent intents', () => {
  const payload = { locationId: L, customer, tipSelections: [tip('e1', 5)] };
  const send = (fetcher: typeof fetch, key: string | undefined, body: unknown = payload) =>
    post(fetcher, INTENT, { ...demo, payload: body }, { headers: { 'content-type': 'application/json', ...(key ? { 'idempotency-key': key } : {}) } });

  it('the same key returns the first answer; one transaction', async () => {
    const { sandbox } = setup();
    const first = await send(sandbox.fetch, 'k-1');
    const second = await send(sandbox.fetch, 'k-1');
    assert.deepEqual(second.json, first.json);
    assert.equal(sandbox.transactions().length, 1);
    const third = await send(sandbox.fetch, 'k-2');
    assert.notEqual(third.json.data.transactionId, first.json.data.transactionId);
    assert.equal((await send(sandbox.fetch, undefined)).status, 200);
    assert.equal(sandbox.transactions().length, 3);
  });

  it('the same key with another payload is 409 idempotency_key_reused', async () => {
    const { sandbox } = setup();
    await send(sandbox.fetch, 'k-1');
    const reused = await send(sandbox.fetch, 'k-1', { ...payload, tipSelections: [tip('e1', 6)] });
    assert.deepEqual([reused.status, reused.json.error.code], [409, 'idempotency_key_reused']);
    assert.equal(sandbox.transactions().length, 1);
  });

  it('field order does not make another payload', async () => {
    const { sandbox } = setup();
    await send(sandbox.fetch, 'k-1');
    const reordered = { tipSelections: payload.tipSelections, customer: { lastName: customer.lastName, firstName: customer.firstName, id: customer.id }, locationId: L };
    assert.equal((await send(sandbox.fetch, 'k-1', reordered)).status, 200);
    assert.equal(sandbox.transactions().length, 1);
  });

  it('a malformed key is 400; the store is bounded (1000 keys) and cleared by reset()', async () => {
    const { sandbox } = setup();
    assert.equal((await send(sandbox.fetch, 'bad key')).json.error.code, 'invalid_idempotency_key');
    await send(sandbox.fetch, 'first');
    for (let i = 0; i < 1000; i++) await send(sandbox.fetch, `k-${i}`);
    assert.equal(sandbox.transactions().length, 1001);
    await send(sandbox.fetch, 'first');
    assert.equal(sandbox.transactions().length, 1002, 'the oldest key was forgotten');
    sandbox.reset();
    await send(sandbox.fetch, 'k-999');
    assert.equal(sandbox.transactions().length, 1);
  });
});
