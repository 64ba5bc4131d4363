// The exported schemas are zod v4 schemas: a host extends them and parses with them in its own
// server code, with zod/mini or the full zod, and gets our checks and messages.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import * as z from 'zod';
import * as zm from 'zod/mini';
import { payloads, tipSelection } from '../../../src/client/index.js';

const selection = { employeeId: 'e-1', firstName: 'Ana', lastName: 'Lima', avatar: '', serviceAmount: 50, amount: 10, level: 'medium' };

describe('exported schemas in a host’s zod code', () => {
  it('extends with zod/mini and keeps our money checks', () => {
    const withRole = zm.extend(tipSelection, { role: zm.string() });
    assert.deepEqual(zm.parse(withRole, { ...selection, role: 'Colorist' }), { ...selection, role: 'Colorist' });
    const bad = zm.safeParse(withRole, { ...selection, amount: 10.00005, role: 'Colorist' });
    assert.equal(bad.success, false);
    assert.deepEqual(
      bad.error?.issues.map((i) => [i.path.join('.'), i.message]),
      [['amount', 'must have at most 4 decimals']],
    );
  });

  it('nests inside a full-zod schema and reports our messages at their paths', () => {
    const order = z.object({ orderId: z.string(), tips: z.array(tipSelection) });
    const result = order.safeParse({ orderId: 'o-1', tips: [selection, { ...selection, employeeId: '  ', amount: -1 }] });
    assert.equal(result.success, false);
    assert.deepEqual(
      result.error?.issues.map((i) => [i.path.join('.'), i.message]),
      [
        ['tips.1.employeeId', 'must not be empty'],
        ['tips.1.amount', 'must not be negative'],
      ],
    );
  });

  it('keeps the cross-field rules of a payload', () => {
    const result = zm.safeParse(payloads.refund, { transactionId: 't', partial: true });
    assert.equal(result.success, false);
    assert.deepEqual(result.error?.issues[0]?.path, ['amount']);
  });
});
