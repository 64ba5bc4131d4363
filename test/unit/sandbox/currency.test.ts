// The sandbox in a currency other than the dollar: proposals, fees, intents and splits in the
// currency's own minor unit (whole yen, fils), so that every amount it returns has the currency's
// decimals and every total is amount + fee exactly.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { currencyExponent, decimalsOf, toMinor } from '../../../src/money/index.js';
import { customer, setup, tip } from '../helpers/sandbox.js';

const L = 'demo-location';

for (const currency of ['JPY', 'USD', 'KWD', 'BHD']) {
  const exponent = currencyExponent(currency);
  const own = (amount: number) => {
    assert.ok((decimalsOf(amount) ?? Infinity) <= exponent, `${amount} has at most ${exponent} decimals in ${currency}`);
    return toMinor(amount, exponent);
  };
  describe(`sandbox in ${currency}`, () => {
    it('proposals and fees in the minor unit, each total the amount plus its fee', async () => {
      const { client } = setup({ currency, proposals: { threshold: 10, percents: [18, 20, 25] } });
      const [proposal] = await client.proposals({ locationId: L, serviceAmounts: [50] });
      for (const level of ['low', 'medium', 'high'] as const) {
        const option = proposal![level];
        assert.equal(own(option.amount) + own(option.fee), own(option.total), `${currency} ${level}`);
      }
      const [quote] = await client.fees({ locationId: L, amounts: [exponent === 0 ? 1200 : 12.5] });
      assert.equal(own(quote!.amount) + own(quote!.fee), own(quote!.total));
    });
  });
}

describe('sandbox in JPY', () => {
  it('rounds 25% of ¥50 to whole yen, with a whole-yen fee and a total that adds up', async () => {
    const { client } = setup({ currency: 'JPY', proposals: { threshold: 10, percents: [18, 20, 25] } });
    const [proposal] = await client.proposals({ locationId: L, serviceAmounts: [50] });
    // 12.5 rounds half up to ¥13; the default fee is 3% (¥0.39, rounded to ¥0) + ¥30.
    assert.deepEqual(proposal!.high, { type: 'percent', percent: 25, amount: 13, fee: 30, total: 43 });
  });

  it('defaults in minor units: threshold ¥1000, fixed proposals ¥100/¥200/¥300, a fixed fee of ¥30', async () => {
    const { client } = setup({ currency: 'JPY' });
    const [small] = await client.proposals({ locationId: L, serviceAmounts: [500] });
    assert.deepEqual([small!.low.amount, small!.medium.amount, small!.high.amount], [100, 200, 300]);
    const [big] = await client.proposals({ locationId: L, serviceAmounts: [5000] });
    assert.deepEqual([big!.low.amount, big!.medium.amount, big!.high.amount], [900, 1000, 1250]);
  });

  it('refuses an amount with decimals (400 validation), never rounding it', async () => {
    const { client } = setup({ currency: 'JPY' });
    await assert.rejects(client.fees({ locationId: L, amounts: [12.5] }), /validation/);
  });

  it('an intent sums in yen', async () => {
    const { client } = setup({ currency: 'JPY' });
    const intent = await client.intent({ locationId: L, customer, tipSelections: [tip('e1', 1000, 5000), tip('e2', 333)] });
    const tips = intent.tips.reduce((sum, t) => sum + own(t.amount) + own(t.fee), 0);
    assert.equal(own(intent.total), tips);
    function own(amount: number) {
      return toMinor(amount, 0);
    }
  });
});

describe('sandbox in KWD', () => {
  it('takes three decimals and returns fils', async () => {
    const { client } = setup({ currency: 'KWD' });
    const [quote] = await client.fees({ locationId: L, amounts: [12.345] });
    assert.equal(quote!.amount, 12.345);
    // 3% of 12.345 is 0.37035, rounded half up to 0.370; plus the fixed 0.030.
    assert.deepEqual(quote, { amount: 12.345, fee: 0.4, total: 12.745 });
  });
});
