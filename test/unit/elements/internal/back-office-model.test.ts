// What the back-office elements compute from details: who holds how much now, what is left to
// refund and to move. Checked against the sandbox's own bookkeeping after refunds and transfers,
// and the even split as a property (fast-check).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { evenSplit, holdings, nameOf, staffIndex, totals } from '../../../../src/elements/internal/back-office-model.js';
import { confirmed, setup, tip } from '../../helpers/sandbox.js';

/** A sandbox whose clock moves a millisecond per call, as a real service's would between requests. */
function ticking() {
  let t = Date.parse('2026-11-22T10:30:00.000Z');
  return setup({ now: () => new Date(t++) });
}

const byId = (list: ReturnType<typeof holdings>) => Object.fromEntries(list.map((h) => [h.employeeId, [h.gross, h.net, h.fee]]));

describe('back-office model', () => {
  it('a confirmed sale: each staff member holds their tip; everything is refundable', async () => {
    const { client } = ticking();
    const id = await confirmed(client, [tip('a', 10), tip('b', 5.01)]);
    const tx = await client.details({ transactionId: id });
    assert.deepEqual(byId(holdings(tx)), { a: [1060, 1000, 60], b: [546, 501, 45] });
    const sums = totals(tx);
    assert.deepEqual([sums.gross, sums.net, sums.fee, sums.refundable, sums.netLeft], [1606, 1501, 105, 1606, 1501]);
  });

  it('partial refunds come off the staff they were taken from; the sums agree with what is left', async () => {
    const { client } = ticking();
    const id = await confirmed(client, [tip('a', 10), tip('b', 5.01)]);
    await client.refund({ transactionId: id, partial: true, amount: 2, talents: [{ employeeId: 'a', amount: 2 }] });
    await client.refund({ transactionId: id, partial: true, amount: 1.01 });
    const tx = await client.details({ transactionId: id });
    const held = holdings(tx);
    const sums = totals(tx);
    assert.equal(sums.refundable, 1606 - 300 - 1);
    assert.equal(held.reduce((s, h) => s + h.gross, 0), sums.refundable);
    assert.equal(held.reduce((s, h) => s + h.net, 0), sums.netLeft);
    assert.equal(held.reduce((s, h) => s + h.fee, 0), sums.fee - sums.refunded.fee);
    const a = held.find((h) => h.employeeId === 'a')!;
    assert.equal(a.gross, 1060 - 200 - 51);
  });

  it('after a transfer, earlier refunds are already out of the new records; later ones come off them', async () => {
    const { client } = ticking();
    const id = await confirmed(client, [tip('a', 10), tip('b', 5)]);
    await client.refund({ transactionId: id, partial: true, amount: 3, talents: [{ employeeId: 'a', amount: 3 }] });
    await client.transfer({ transactionId: id, talents: [{ employeeId: 'b' }, { employeeId: 'c', firstName: 'C', lastName: 'D', avatar: 'https://x.test/c.png' }] });
    let tx = await client.details({ transactionId: id });
    let sums = totals(tx);
    assert.deepEqual(
      holdings(tx).map((h) => h.employeeId),
      ['b', 'c'],
    );
    assert.equal(holdings(tx).reduce((s, h) => s + h.net, 0), sums.netLeft);
    assert.equal(holdings(tx).reduce((s, h) => s + h.gross, 0), sums.refundable);
    await client.refund({ transactionId: id, partial: true, amount: 1, talents: [{ employeeId: 'c', amount: 1 }] });
    tx = await client.details({ transactionId: id });
    sums = totals(tx);
    assert.equal(holdings(tx).reduce((s, h) => s + h.gross, 0), sums.refundable);
    assert.equal(holdings(tx).reduce((s, h) => s + h.net, 0), sums.netLeft);
  });

  it('a full refund leaves nothing to hold, refund or move', async () => {
    const { client } = ticking();
    const id = await confirmed(client, [tip('a', 10)]);
    await client.refund({ transactionId: id });
    const tx = await client.details({ transactionId: id });
    assert.deepEqual(holdings(tx), []);
    assert.deepEqual([totals(tx).refundable, totals(tx).netLeft], [0, 0]);
  });

  it('nothing is refundable unless the transaction is confirmed', async () => {
    const { client } = ticking();
    const { transactionId } = await client.intent({ locationId: 'demo-location', customer: { id: 'c' }, tipSelections: [tip('a', 4)] });
    assert.equal(totals(await client.details({ transactionId })).refundable, 0);
  });

  it('names: the directory wins over the transaction; the employee id when nobody knows the name', async () => {
    const { client } = ticking();
    const id = await confirmed(client, [tip('a', 1)]);
    const tx = await client.details({ transactionId: id });
    const index = staffIndex(tx, [{ employeeId: 'b', firstName: 'Bo', lastName: 'Li' }]);
    assert.equal(nameOf(index, 'a', 'en'), 'First a Last a');
    assert.equal(nameOf(index, 'b', 'en'), 'Bo Li');
    assert.equal(nameOf(staffIndex(tx, [{ employeeId: 'a', firstName: 'Ada', lastName: '' }]), 'a', 'en'), 'Ada');
    assert.equal(nameOf(index, 'zz', 'en'), 'zz');
  });

  it('evenSplit: cent-exact, shares differ by at most a cent, the first ones take the remainder', () => {
    assert.deepEqual(evenSplit(1501, 2), [751, 750]);
    assert.deepEqual(evenSplit(1000, 3), [334, 333, 333]);
    assert.deepEqual(evenSplit(5, 0), []);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_00 }), fc.integer({ min: 1, max: 60 }), (total, count) => {
        const parts = evenSplit(total, count);
        assert.equal(parts.length, count);
        assert.equal(parts.reduce((a, b) => a + b, 0), total);
        assert.ok(parts.every(Number.isInteger));
        assert.ok(Math.max(...parts) - Math.min(...parts) <= 1);
        for (let i = 1; i < parts.length; i++) assert.ok(parts[i - 1]! >= parts[i]!);
      }),
      { numRuns: 10_000 },
    );
  });
});
