// The sandbox bounds what it keeps in bytes, not only in count: maximum-size intents (100 tips
// with 1 KiB names) no longer pile up hundreds of megabytes. What a user of the sandbox notices:
// old finished transactions answer 404 while the newest ones stay, and the heap stays bounded.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { MAX_NAME_LENGTH, MAX_STAFF, TipHttpError } from '../../../src/client/index.js';
import { createSandbox, SANDBOX_MAX_TRANSACTION_BYTES } from '../../../src/sandbox/index.js';
import { transactionBytes } from '../../../src/sandbox/kept-transactions.js';
import { customer, setup, tip } from '../helpers/sandbox.js';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

// A full collection before each heap reading, whatever flags the runner started Node with: the
// heap's growth is then what the sandbox keeps, not garbage waiting for a collection.
setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

const big = (i: number) =>
  Array.from({ length: MAX_STAFF }, (_, n) => ({ ...tip(`e${i}-${n}`, 1), firstName: 'F'.repeat(MAX_NAME_LENGTH), lastName: 'L'.repeat(MAX_NAME_LENGTH) }));

describe('sandbox: transactions bounded in bytes', () => {
  it(`the default is ${SANDBOX_MAX_TRANSACTION_BYTES} bytes; maxTransactionBytes must be a positive integer`, () => {
    assert.equal(SANDBOX_MAX_TRANSACTION_BYTES, 64 * 1024 * 1024);
    for (const maxTransactionBytes of [0, -1, 1.5, Number.NaN, Infinity]) {
      assert.throws(() => createSandbox({ maxTransactionBytes }), TypeError, String(maxTransactionBytes));
    }
  });

  it('past the bytes the oldest finished transaction is forgotten first, then the oldest pending; the newest stays', async () => {
    const { sandbox, client } = setup({ maxTransactionBytes: 1 }); // every intent alone is over it
    const first = await client.intent({ locationId: 'demo-location', customer, tipSelections: [tip('a', 1)] });
    const second = await client.intent({ locationId: 'demo-location', customer, tipSelections: [tip('b', 1)] });
    assert.deepEqual(sandbox.transactions().map((t) => t.transactionId), [second.transactionId]);
    await assert.rejects(client.details({ transactionId: first.transactionId }), (e: unknown) => e instanceof TipHttpError && e.status === 404);
    assert.equal((await client.details({ transactionId: second.transactionId })).status, 'pending');
  });

  it('a finished transaction goes before an older pending one', async () => {
    // Room for two small transactions, not three (each is measured as the sandbox keeps it, about its details' size).
    const probe = setup();
    await probe.client.intent({ locationId: 'demo-location', customer, tipSelections: [tip('a', 1)] });
    const small = transactionBytes(probe.sandbox.transactions()[0]!);
    const { sandbox, client } = setup({ maxTransactionBytes: Math.floor(2.5 * small) });
    const pending = await client.intent({ locationId: 'demo-location', customer, tipSelections: [tip('a', 1)] });
    const done = await client.intent({ locationId: 'demo-location', customer, tipSelections: [tip('b', 1)] });
    await client.confirm({ transactionId: done.transactionId });
    const newest = await client.intent({ locationId: 'demo-location', customer, tipSelections: [tip('c', 1)] });
    assert.deepEqual(sandbox.transactions().map((t) => t.transactionId), [pending.transactionId, newest.transactionId]);
  });

  it('600 maximum-size intents stay within the bound: kept bytes and heap growth both bounded', async () => {
    const limit = 8 * 1024 * 1024;
    const { sandbox, client } = setup({ maxTransactionBytes: limit });
    const one = transactionBytes({ tipSelections: big(0) });
    gc();
    const before = process.memoryUsage().heapUsed;
    for (let i = 0; i < 600; i++) await client.intent({ locationId: 'demo-location', customer, tipSelections: big(i) });
    const kept = sandbox.transactions();
    assert.ok(kept.length >= 1 && kept.length <= Math.ceil(limit / one), `kept ${kept.length} of 600 (each about ${one} bytes)`);
    gc();
    const grown = process.memoryUsage().heapUsed - before;
    // Without the bound this grew by some 297 MB; with 8 MiB kept (and the request log's last 1000 answers) it stays far below.
    assert.ok(grown < 120 * 1024 * 1024, `heap grew ${Math.round(grown / 1024 / 1024)} MB`);
  });
});
