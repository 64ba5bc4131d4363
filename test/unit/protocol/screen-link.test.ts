// The screen link's messages and the one decision about each: what the station and the screen
// may send, how big, and which messages a side applies (a sale at a time, each sender's seq
// rising, nothing after the sale has ended).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import * as z from 'zod/mini';
import { PAIRING_ALPHABET, SCREEN_MAX_MESSAGE_BYTES, pairingCode, type LinkMessage, type SaleState } from '../../../src/protocol/screen-schemas.js';
import { applyScreenMessage, checkLinkMessage, utf8Length } from '../../../src/protocol/screen-state.js';
import { customer, staff } from '../../fixtures/sale.js';

const sale = { staff, customer, locationId: 'store-1', currency: 'USD', lines: [{ name: 'Cut', total: 85 }] };
const selection = { employeeId: 'emp-maya', firstName: 'Maya', lastName: 'Okafor', avatar: '', amount: 17, level: 'medium' as const };
const result = { transactionId: 't-1', tips: [{ employeeId: 'emp-maya', level: 'medium' as const, amount: 17, fee: 0.5 }], fees: { service: 0.5, pos: 0, total: 0.5 }, total: 17.5 };

const start = (saleId = 's-1', seq = 1): LinkMessage => ({ type: 'sale', saleId, seq, sale });

/** Applies messages in turn, returning the final state and every drop reason (undefined for applied). */
function run(messages: LinkMessage[], from: SaleState | null = null) {
  let state = from;
  const outcomes: Array<string | undefined> = [];
  for (const m of messages) {
    const d = applyScreenMessage(state, m);
    if (d.apply) state = d.state;
    outcomes.push(d.apply ? undefined : d.reason);
  }
  return { state, outcomes };
}

describe('screen link messages', () => {
  it('accepts each message type and refuses a station field on a screen message', () => {
    for (const m of [
      start(),
      { type: 'paid', saleId: 's-1', seq: 2 },
      { type: 'cancel', saleId: 's-1', seq: 2 },
      { type: 'choice', saleId: 's-1', seq: 1, selections: [selection] },
      { type: 'intent', saleId: 's-1', seq: 2, result, selections: [selection] },
      { type: 'skip', saleId: 's-1', seq: 3 },
    ]) {
      const checked = checkLinkMessage(m);
      assert.equal(checked.ok, true, JSON.stringify(m));
    }
    const bad = checkLinkMessage({ type: 'choice', saleId: 's-1', seq: 0, selections: [] });
    assert.deepEqual(bad.ok ? undefined : [bad.problem.code, bad.problem.field], ['invalid', 'seq']);
    const unknown = checkLinkMessage({ type: 'charge', saleId: 's-1', seq: 1 });
    assert.equal(unknown.ok, false);
  });

  it('bounds staff and names as the Data schemas do, and the whole message in bytes', () => {
    const many = checkLinkMessage({ type: 'sale', saleId: 's', seq: 1, sale: { ...sale, staff: Array.from({ length: 101 }, () => staff[0]) } });
    assert.deepEqual(many.ok ? undefined : [many.problem.code, many.problem.field], ['too_many', 'sale.staff']);
    const long = checkLinkMessage({ type: 'sale', saleId: 's', seq: 1, sale: { ...sale, customer: { id: 'c', firstName: 'x'.repeat(1025) } } });
    assert.deepEqual(long.ok ? undefined : [long.problem.code, long.problem.field], ['too_long', 'sale.customer.firstName']);
    // Within every field's bound, too large as a whole: 100 staff with 1 KiB names.
    const big = { ...staff[0]!, firstName: 'é'.repeat(1000) };
    const huge = checkLinkMessage({ type: 'sale', saleId: 's', seq: 1, sale: { ...sale, staff: Array.from({ length: 100 }, (_, i) => ({ ...big, employeeId: `e${i}` })) } });
    assert.deepEqual(huge.ok ? undefined : huge.problem.code, 'too_large');
    assert.equal(SCREEN_MAX_MESSAGE_BYTES, 131072);
  });

  it('counts UTF-8 bytes as TextEncoder does', () => {
    for (const s of ['', 'abc', 'é', '€', '😀', 'a😀b\u{10FFFF}', '\uD800x']) assert.equal(utf8Length(s), new TextEncoder().encode(s).length, s);
  });

  it('pairing codes are six characters without look-alikes', () => {
    for (const c of '01ILOUV') assert.ok(!PAIRING_ALPHABET.includes(c), c);
    assert.equal(z.safeParse(pairingCode, 'K7MX2Q').success, true);
    for (const c of ['K7MX2', 'K7MX2QQ', 'k7mx2q', 'K7MX0Q']) assert.equal(z.safeParse(pairingCode, c).success, false, c);
  });
});

describe('applyScreenMessage', () => {
  it('runs a sale: start, choices, intent, paid, then the next sale', () => {
    const { state, outcomes } = run([
      start(),
      { type: 'choice', saleId: 's-1', seq: 1, selections: [selection] },
      { type: 'choice', saleId: 's-1', seq: 2, selections: [{ ...selection, amount: 20, level: 'custom' }] },
      { type: 'intent', saleId: 's-1', seq: 3, result, selections: [selection] },
      { type: 'paid', saleId: 's-1', seq: 2 },
      start('s-2', 1),
    ]);
    assert.deepEqual(outcomes, [undefined, undefined, undefined, undefined, undefined, undefined]);
    assert.equal(state?.saleId, 's-2');
    assert.equal(state?.phase, 'open');
  });

  it('keeps who the customer chose No tip for, from the latest choice', () => {
    const { state } = run([
      start(),
      { type: 'choice', saleId: 's-1', seq: 1, selections: [], declined: ['e-1', 'e-2'] },
      { type: 'choice', saleId: 's-1', seq: 2, selections: [selection], declined: ['e-2'] },
    ]);
    assert.deepEqual(state?.declined, ['e-2']);
    assert.deepEqual(state?.selections, [selection]);
  });

  it('keeps the intent and the last selections in the state', () => {
    const { state } = run([start(), { type: 'choice', saleId: 's-1', seq: 1, selections: [selection] }, { type: 'intent', saleId: 's-1', seq: 2, result, selections: [selection] }]);
    assert.equal(state?.phase, 'intent');
    assert.deepEqual(state?.result, result);
    assert.deepEqual(state?.selections, [selection]);
  });

  it('refuses a second sale while one is open, and allows an update of the open one', () => {
    const { state, outcomes } = run([start('s-1', 1), start('s-2', 5), { type: 'sale', saleId: 's-1', seq: 2, sale: { ...sale, currency: 'EUR' } }]);
    assert.deepEqual(outcomes, [undefined, 'sale_open', undefined]);
    assert.equal(state?.sale.currency, 'EUR');
  });

  it('drops foreign, repeated and out-of-order messages, each sender counted on its own', () => {
    const { state, outcomes } = run([
      start('s-1', 3),
      { type: 'choice', saleId: 's-0', seq: 9, selections: [selection] },
      { type: 'choice', saleId: 's-1', seq: 2, selections: [selection] },
      { type: 'choice', saleId: 's-1', seq: 2, selections: [] },
      { type: 'choice', saleId: 's-1', seq: 1, selections: [] },
      { type: 'paid', saleId: 's-1', seq: 3 },
      { type: 'paid', saleId: 's-1', seq: 2 },
    ]);
    assert.deepEqual(outcomes, [undefined, 'foreign', undefined, 'duplicate', 'out_of_order', 'duplicate', 'out_of_order']);
    assert.deepEqual(state?.selections, [selection]);
    assert.equal(state?.phase, 'open');
  });

  it('applies one intent per sale, and nothing from the screen once it is settled or ended', () => {
    const { outcomes } = run([
      start(),
      { type: 'intent', saleId: 's-1', seq: 1, result, selections: [selection] },
      { type: 'intent', saleId: 's-1', seq: 1, result, selections: [selection] },
      { type: 'intent', saleId: 's-1', seq: 2, result: { ...result, transactionId: 't-2' }, selections: [selection] },
      { type: 'choice', saleId: 's-1', seq: 3, selections: [] },
      { type: 'skip', saleId: 's-1', seq: 4 },
      { type: 'cancel', saleId: 's-1', seq: 2 },
      { type: 'paid', saleId: 's-1', seq: 3 },
    ]);
    assert.deepEqual(outcomes, [undefined, undefined, 'duplicate', 'ended', 'ended', 'ended', undefined, 'ended']);
  });

  it('drops everything but a sale before the first sale', () => {
    for (const m of [{ type: 'paid', saleId: 's', seq: 1 }, { type: 'skip', saleId: 's', seq: 1 }] as LinkMessage[]) {
      assert.deepEqual(applyScreenMessage(null, m), { apply: false, reason: 'foreign' });
    }
  });

  it('does not change the state it is given', () => {
    const { state } = run([start()]);
    const before = JSON.stringify(state);
    applyScreenMessage(state, { type: 'skip', saleId: 's-1', seq: 1 });
    assert.equal(JSON.stringify(state), before);
  });
});
