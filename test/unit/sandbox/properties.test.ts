// Property-based tests of the sandbox's money: random sequences of intents, confirms, cancels,
// partial and full refunds (with and without talents, some dry runs) and transfers, through the
// real client. A small model follows only what the sandbox answered; after every step the
// sandbox's own `details` must agree with it:
// - money is conserved to the cent, per employee and in total: what each employee still holds
//   plus everything refunded is the transaction's gross (and its net, and its fee);
// - no balance goes negative, and no refund record is of zero or takes more than its holder had;
// - `details` lists exactly the refunds that succeeded, in order, and the status they lead to;
// - a refund or transfer that failed changed nothing.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { TipError, type DataClient, type RefundRecord, type Transaction } from '../../../src/client/index.js';
import { fromCents, toCents } from '../../../src/money/index.js';
import { customer, setup, tip } from '../helpers/sandbox.js';

const STAFF = ['ana', 'ben', 'cy', 'dee'];
const NEWCOMERS = ['eve', 'fox'];
const RUNS = { numRuns: 200 };

/** Successful operations of each kind over all runs: the properties must have been put to work. */
const succeeded = new Map<Op['kind'], number>();

interface Held {
  net: number;
  fee: number;
}

interface Model {
  id: string;
  status: Transaction['status'];
  gross: number;
  net: number;
  fee: number;
  /** What each employee with a live tip still holds, in cents. */
  held: Map<string, Held>;
  /** Every refund record that succeeded, as the sandbox returned it. */
  records: RefundRecord[];
  /** How many of `records` came after the last transfer (they count against the live tips). */
  sinceTransfer: number;
  /** Staff the transaction knows (from the intent or a transfer): a transfer to them needs no names. */
  known: Set<string>;
}

type Op =
  | { kind: 'intent'; tips: Array<{ who: number; cents: number }>; confirm: boolean }
  | { kind: 'confirm' | 'cancel'; tx: number }
  | { kind: 'partial'; tx: number; cents: number; dryRun: boolean }
  /** `holder` picks one of the employees holding a tip (by position); 9 is someone who holds none. */
  | { kind: 'talents'; tx: number; shares: Array<{ holder: number; cents: number }>; dryRun: boolean }
  | { kind: 'full'; tx: number; dryRun: boolean }
  | { kind: 'transfer'; tx: number; to: Array<{ who: number; weight: number }>; amounts: 'none' | 'exact' | 'off-by-one' };

const who = fc.integer({ min: 0, max: STAFF.length - 1 });
/** Which transaction: counted from the newest, mostly one of the last few. */
const tx = fc.oneof({ weight: 4, arbitrary: fc.nat({ max: 2 }) }, { weight: 1, arbitrary: fc.nat({ max: 50 }) });
const op: fc.Arbitrary<Op> = fc.oneof(
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('intent' as const), tips: fc.uniqueArray(fc.record({ who, cents: fc.oneof(fc.integer({ min: 0, max: 40 }), fc.integer({ min: 0, max: 20_000 })) }), { minLength: 1, maxLength: 4, selector: (t) => t.who }), confirm: fc.boolean() }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('confirm' as const), tx }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('cancel' as const), tx }) },
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('partial' as const), tx, cents: fc.oneof(fc.integer({ min: 1, max: 5 }), fc.integer({ min: 1, max: 30_000 })), dryRun: fc.boolean() }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('talents' as const), tx, shares: fc.uniqueArray(fc.record({ holder: fc.oneof({ weight: 9, arbitrary: fc.nat({ max: 3 }) }, { weight: 1, arbitrary: fc.constant(9) }), cents: fc.oneof(fc.integer({ min: 0, max: 50 }), fc.integer({ min: 0, max: 400 }), fc.integer({ min: 0, max: 15_000 })) }), { minLength: 1, maxLength: 3, selector: (t) => t.holder }), dryRun: fc.boolean() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('full' as const), tx, dryRun: fc.boolean() }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('transfer' as const), tx, to: fc.uniqueArray(fc.record({ who: fc.integer({ min: 0, max: STAFF.length + NEWCOMERS.length - 1 }), weight: fc.integer({ min: 0, max: 5 }) }), { minLength: 1, maxLength: 4, selector: (t) => t.who }), amounts: fc.constantFrom('none' as const, 'exact' as const, 'off-by-one' as const) }) },
);

const name = (i: number) => STAFF[i] ?? NEWCOMERS[i - STAFF.length]!;
const heldGross = (h: Held) => h.net + h.fee;
const sum = (values: Iterable<number>) => [...values].reduce((a, b) => a + b, 0);

/** Splits `total` by `weights` (all zero: evenly) exactly, to build transfer amounts that add up. */
function byWeights(total: number, weights: number[]): number[] {
  const w = weights.every((x) => x === 0) ? weights.map(() => 1) : weights;
  const whole = sum(w);
  const parts = w.map((x) => Math.floor((total * x) / whole));
  parts[0]! += total - sum(parts);
  return parts;
}

async function attempt<T>(call: Promise<T>): Promise<T | TipError> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof TipError && error.status !== undefined && error.status < 500) return error;
    if (error instanceof TipError && error.code === 'invalid_payload') return error;
    throw error;
  }
}

/** Checks the sandbox's details of one transaction against the model. */
function agree(model: Model, details: Transaction | undefined): void {
  assert.ok(details);
  assert.equal(details.status, model.status);
  assert.deepEqual([toCents(details.gross), toCents(details.net), toCents(details.fee)], [model.gross, model.net, model.fee]);
  assert.deepEqual(details.refunds, model.records);
  if (model.status === 'canceled') {
    // Never charged: nothing is held and nothing can be refunded.
    assert.ok(details.tips.every((t) => t.status === 'void'));
    assert.deepEqual(details.refunds, []);
    return;
  }
  // Conservation, in total: what is held plus what was refunded is what was paid.
  const refunded = (field: 'gross' | 'net' | 'fee') => sum(model.records.map((r) => toCents(r[field])));
  assert.equal(sum([...model.held.values()].map(heldGross)) + refunded('gross'), model.gross, 'gross');
  assert.equal(sum([...model.held.values()].map((h) => h.net)) + refunded('net'), model.net, 'net');
  assert.equal(sum([...model.held.values()].map((h) => h.fee)) + refunded('fee'), model.fee, 'fee');
  // Per employee: the live tip records, less what was refunded from them since, is what they hold.
  const live = details.tips.filter((t) => t.status !== 'void');
  const since = model.records.slice(model.records.length - model.sinceTransfer);
  for (const [employeeId, held] of model.held) {
    assert.ok(held.net >= 0 && held.fee >= 0, `${employeeId} holds ${held.net}/${held.fee}`);
    const tips = live.filter((t) => t.employeeId === employeeId);
    const back = since.filter((r) => r.employeeId === employeeId);
    assert.equal(sum(tips.map((t) => toCents(t.net))) - sum(back.map((r) => toCents(r.net))), held.net, `${employeeId} net`);
    assert.equal(sum(tips.map((t) => toCents(t.fee))) - sum(back.map((r) => toCents(r.fee))), held.fee, `${employeeId} fee`);
  }
  assert.deepEqual(new Set(live.map((t) => t.employeeId)), new Set(model.status === 'refunded' ? [] : model.held.keys()));
  for (const r of model.records) assert.ok(toCents(r.gross) > 0, 'a refund record of zero');
}

/** Applies refund records the sandbox returned to the model, checking each against what its employee held. */
function takeRecords(model: Model, records: RefundRecord[], dryRun: boolean): void {
  for (const r of records) {
    assert.equal(toCents(r.gross), toCents(r.net) + toCents(r.fee));
    assert.ok(toCents(r.gross) > 0, 'a refund record of zero');
    if (r.employeeId === undefined) continue;
    const held = model.held.get(r.employeeId);
    assert.ok(held, `refund from ${r.employeeId}, who holds nothing`);
    assert.ok(toCents(r.net) <= held.net && toCents(r.fee) <= held.fee, `refund takes more than ${r.employeeId} holds`);
    if (!dryRun) model.held.set(r.employeeId, { net: held.net - toCents(r.net), fee: held.fee - toCents(r.fee) });
  }
  if (dryRun) return;
  model.records.push(...records);
  model.sinceTransfer += records.length;
  if (sum([...model.held.values()].map(heldGross)) === 0) {
    model.status = 'refunded';
    model.held.clear();
  }
}

async function step(client: DataClient, models: Model[], o: Op): Promise<Model | undefined> {
  if (o.kind === 'intent') {
    const result = await client.intent({ locationId: 'demo-location', customer, tipSelections: o.tips.map((t) => tip(name(t.who), fromCents(t.cents))) });
    const held = new Map<string, Held>();
    for (const t of result.tips) held.set(t.employeeId, { net: toCents(t.amount), fee: toCents(t.fee) });
    const net = sum([...held.values()].map((h) => h.net));
    const fee = sum([...held.values()].map((h) => h.fee));
    assert.equal(toCents(result.total), net + fee);
    const known = new Set(o.tips.map((t) => name(t.who)));
    const model: Model = { id: result.transactionId, status: 'pending', gross: net + fee, net, fee, held, records: [], sinceTransfer: 0, known };
    models.push(model);
    if (o.confirm) {
      await client.confirm({ transactionId: model.id });
      model.status = 'confirmed';
    }
    return model;
  }
  const model = models[models.length - 1 - (o.tx % Math.max(1, models.length))];
  if (!model) return undefined;
  const transactionId = model.id;
  const remaining = () => sum([...model.held.values()].map(heldGross));
  switch (o.kind) {
    case 'confirm':
    case 'cancel': {
      const result = await attempt(o.kind === 'confirm' ? client.confirm({ transactionId }) : client.cancel({ transactionId }));
      assert.equal(!(result instanceof TipError), model.status === 'pending', `${o.kind} of a ${model.status} transaction`);
      if (!(result instanceof TipError)) {
        model.status = o.kind === 'confirm' ? 'confirmed' : 'canceled';
        if (o.kind === 'cancel') model.held.clear();
      }
      return model;
    }
    case 'partial': {
      const result = await attempt(client.refund({ transactionId, partial: true, amount: fromCents(o.cents), dryRun: o.dryRun }));
      const shouldWork = model.status === 'confirmed' && o.cents <= remaining();
      assert.equal(!(result instanceof TipError), shouldWork, `partial refund of ${o.cents} with ${remaining()} left: ${String(result)}`);
      if (result instanceof TipError) return model;
      assert.equal(sum(result.map((r) => toCents(r.gross))), o.cents);
      takeRecords(model, result, o.dryRun);
      return model;
    }
    case 'talents': {
      const holders = [...model.held.keys()];
      const shares = [...new Map(o.shares.map((s) => [s.holder === 9 || holders.length === 0 ? 'stranger' : holders[s.holder % holders.length]!, s.cents]))];
      const amount = sum(shares.map(([, cents]) => cents));
      const talents = shares.map(([employeeId, cents]) => ({ employeeId, amount: fromCents(cents) }));
      const result = await attempt(client.refund({ transactionId, partial: true, amount: fromCents(amount), talents, dryRun: o.dryRun }));
      const fits = shares.every(([employeeId, cents]) => {
        const held = model.held.get(employeeId);
        return held !== undefined && cents <= heldGross(held);
      });
      const shouldWork = model.status === 'confirmed' && amount > 0 && fits;
      assert.equal(!(result instanceof TipError), shouldWork, `talents refund ${JSON.stringify(talents)}: ${String(result)}`);
      if (result instanceof TipError) return model;
      assert.deepEqual(
        result.map((r) => [r.employeeId, toCents(r.gross)]),
        shares.filter(([, cents]) => cents > 0),
      );
      takeRecords(model, result, o.dryRun);
      return model;
    }
    case 'full': {
      const left = remaining();
      const result = await attempt(client.refund({ transactionId, dryRun: o.dryRun }));
      assert.equal(!(result instanceof TipError), model.status === 'confirmed' && left > 0, `full refund with ${left} left: ${String(result)}`);
      if (result instanceof TipError) return model;
      const [record] = result;
      assert.equal(result.length, 1);
      assert.equal(toCents(record!.gross), left);
      assert.equal(toCents(record!.net), sum([...model.held.values()].map((h) => h.net)));
      if (!o.dryRun) {
        model.records.push(record!);
        model.sinceTransfer++;
        model.status = 'refunded';
        model.held.clear();
      }
      return model;
    }
    case 'transfer': {
      const net = sum([...model.held.values()].map((h) => h.net));
      const fee = sum([...model.held.values()].map((h) => h.fee));
      const amounts = byWeights(net, o.to.map((t) => t.weight));
      if (o.amounts === 'off-by-one') amounts[0]! += 1;
      const talents = o.to.map((t, i) => ({
        employeeId: name(t.who),
        ...(model.known.has(name(t.who)) && t.weight % 2 === 0 ? {} : { firstName: 'New', lastName: 'Hire', avatar: '' }),
        ...(o.amounts === 'none' ? {} : { amount: fromCents(amounts[i]!) }),
      }));
      const result = await attempt(client.transfer({ transactionId, talents }));
      const shouldWork = model.status === 'confirmed' && o.amounts !== 'off-by-one';
      assert.equal(!(result instanceof TipError), shouldWork, `transfer ${JSON.stringify(talents)} of ${net}/${fee}: ${String(result)}`);
      if (result instanceof TipError) return model;
      const details = (await client.details({ transactionId }))!;
      const fresh = details.tips.filter((t) => t.status === 'confirmed');
      assert.equal(sum(fresh.map((t) => toCents(t.net))), net, 'a transfer keeps the net');
      assert.equal(sum(fresh.map((t) => toCents(t.fee))), fee, 'a transfer keeps the fee');
      for (const t of fresh) assert.ok(toCents(t.net) + toCents(t.fee) > 0, 'a tip record of zero');
      if (o.amounts === 'exact') {
        for (const [i, talent] of talents.entries()) {
          assert.equal(sum(fresh.filter((t) => t.employeeId === talent.employeeId).map((t) => toCents(t.net))), amounts[i]);
        }
      } else {
        const nets = talents.map((t) => sum(fresh.filter((f) => f.employeeId === t.employeeId).map((f) => toCents(f.net))));
        assert.ok(Math.max(...nets) - Math.min(...nets) <= 1, `an even split ${nets}`);
      }
      model.held = new Map(fresh.map((t) => [t.employeeId, { net: toCents(t.net), fee: toCents(t.fee) }]));
      // The sandbox knows whoever got a tip record; a talent that got nothing got no record.
      for (const t of fresh) model.known.add(t.employeeId);
      model.sinceTransfer = 0;
      return model;
    }
  }
}

describe('sandbox money properties (fast-check)', () => {
  it('any sequence of intents, confirms, cancels, refunds and transfers conserves money to the cent', async (t) => {
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 40, size: 'medium' }), async (ops) => {
        const { client, sandbox } = setup();
        const models: Model[] = [];
        for (const o of ops) {
          const snapshot = () => JSON.stringify(models.map((m) => [m.status, m.records.length, [...m.held]]));
          const before = snapshot();
          const touched = await step(client, models, o);
          if (snapshot() !== before) {
            succeeded.set(o.kind, (succeeded.get(o.kind) ?? 0) + 1);
          }
          if (touched) agree(touched, sandbox.transaction(touched.id));
        }
        for (const model of models) agree(model, await client.details({ transactionId: model.id }));
      }),
      RUNS,
    );
    t.diagnostic(`steps that changed something: ${JSON.stringify(Object.fromEntries(succeeded))}`);
    for (const kind of ['intent', 'confirm', 'cancel', 'partial', 'talents', 'full', 'transfer'] as const) {
      assert.ok((succeeded.get(kind) ?? 0) >= 10, `only ${succeeded.get(kind) ?? 0} ${kind} steps changed anything`);
    }
  });

  it('many small refunds over equal tips spread evenly: nobody gives more than one cent above anyone else', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 2, max: 4 }), fc.integer({ min: 1, max: 60 }), fc.integer({ min: 1, max: 3 }), async (people, count, each) => {
        const { client } = setup();
        const { transactionId } = await client.intent({ locationId: 'demo-location', customer, tipSelections: STAFF.slice(0, people).map((p) => tip(p, 10)) });
        await client.confirm({ transactionId });
        for (let i = 0; i < count; i++) await client.refund({ transactionId, partial: true, amount: fromCents(each) });
        const { refunds } = await client.details({ transactionId });
        const per = STAFF.slice(0, people).map((p) => sum(refunds.filter((r) => r.employeeId === p).map((r) => toCents(r.gross))));
        assert.equal(sum(per), count * each);
        assert.ok(Math.max(...per) - Math.min(...per) <= 1, `per person ${per}`);
        assert.ok(refunds.every((r) => toCents(r.gross) > 0));
      }),
      { numRuns: 60 },
    );
  });
});
