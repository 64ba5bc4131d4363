// A proposals answer whose percent does not say its amount is refused (TipResponseError): a tile
// that reads "20%" over $500.00 on a $50 service never reaches the screen. The sandbox's own
// proposals pass, in USD, JPY and KWD, whatever the service amount and proposal model.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { createDataClient, TipResponseError } from '../../../src/client/index.js';
import { checkAnswer } from '../../../src/client/client.js';
import { proposalsAnswerIssues } from '../../../src/client/answers.js';
import { currencyExponent, fromMinor } from '../../../src/money/money.js';
import type { Proposal, ProposalOption } from '../../../src/protocol/schemas.js';
import { createSandbox } from '../../../src/sandbox/index.js';

const L = 'demo-location';
const option = (type: 'amount' | 'percent', percent: number, amount: number, fee = 0): ProposalOption => ({ type, percent, amount, fee, total: amount + fee });
const proposal = (serviceAmount: number, low: ProposalOption, medium = low, high = low): Proposal => ({ serviceAmount, low, medium, high });

describe('client: a proposal\'s percent must be its amount over the service amount', () => {
  const refused: Array<[name: string, answer: Proposal[], path: string | string[]]> = [
    ['"20%" of $50 with an amount of $500', [proposal(50, option('percent', 20, 10), option('percent', 20, 500, 0.33))], ['0.medium.percent']],
    ['"20%" of $50 with an amount of $10.02 (two cents off)', [proposal(50.01, option('percent', 20, 10.02, 0.33))], '0.low.percent'],
    ['"15%" of ¥1234 with ¥187 (the exact tip is ¥185.1)', [proposal(1234, option('percent', 15, 187))], '0.low.percent'],
    ['"15%" of KWD 12.345 with 1.860 (exact 1.85175)', [proposal(12.345, option('percent', 15, 1.86, 0.075))], '0.low.percent'],
    ['an amount proposal of $5 on $37 labelled "10%"', [proposal(37, option('amount', 10, 5))], '0.low.percent'],
    ['a percent of a zero service amount', [proposal(0, option('amount', 20, 1))], '0.low.percent'],
    ['"0.0000001%" of $50 with $5', [proposal(50, option('percent', 1e-7, 5))], '0.low.percent'],
  ];
  const everyLevel = ['0.low.percent', '0.medium.percent', '0.high.percent'];
  for (const [name, answer, path] of refused) {
    it(`${name} → TipResponseError naming ${String(path)}`, async () => {
      await assert.rejects(checkAnswer('proposals', { locationId: L, serviceAmounts: [answer[0]!.serviceAmount || 1] }, answer), (e: unknown) => {
        assert.ok(e instanceof TipResponseError, String(e));
        assert.deepEqual(e.issues.map((i) => i.path), Array.isArray(path) ? path : answer[0]!.low === answer[0]!.high ? everyLevel : [path]);
        return true;
      });
    });
  }

  const accepted: Array<[name: string, answer: Proposal[]]> = [
    ['18/20/25% of $45', [proposal(45, option('percent', 18, 8.1, 0.54), option('percent', 20, 9, 0.57), option('percent', 25, 11.25, 0.64))]],
    ['15% of $12.37, rounded half-up to $1.86', [proposal(12.37, option('percent', 15, 1.86, 0.36))]],
    ['15% of ¥1234, rounded to ¥185', [proposal(1234, option('percent', 15, 185))]],
    ['15% of KWD 12.345, rounded to 1.852', [proposal(12.345, option('percent', 15, 1.852, 0.085))]],
    ['$5 on $37 labelled "14%" (13.51%, rounded)', [proposal(37, option('amount', 14, 5))]],
    ['$1 on $3 labelled 33.33%', [proposal(3, option('amount', 33.33, 1, 0.33))]],
    ['$1 on $3 labelled 33.333333333333336%', [proposal(3, option('amount', 100 / 3, 1, 0.33))]],
    ['$1 on no service, 0%', [proposal(0, option('amount', 0, 1, 0.33))]],
  ];
  for (const [name, answer] of accepted) {
    it(`${name} → accepted`, () => {
      assert.deepEqual(proposalsAnswerIssues(undefined, answer), []);
    });
  }

  it('the direct client refuses the mislabelled answer too, and the proposals never come back', async () => {
    const answer = [proposal(50, option('percent', 20, 500, 15.3))];
    const client = createDataClient({ baseUrl: 'http://x', retries: 0, fetch: async () => new Response(JSON.stringify({ data: answer }), { status: 200 }) });
    await assert.rejects(client.proposals({ locationId: L, serviceAmounts: [50] }), TipResponseError);
  });
});

describe('client: the sandbox\'s own proposals pass the percent check', () => {
  for (const currency of ['USD', 'JPY', 'KWD']) {
    it(`${currency}: any service amount, the default model and a model with fixed amounts far above the threshold`, async () => {
      const exponent = currencyExponent(currency);
      const models = [
        undefined,
        { threshold: fromMinor(100_000 * 10 ** Math.max(exponent - 2, 0), exponent), amounts: [5, 10, 15] as [number, number, number], percents: [12.5, 17.75, 22.25] as [number, number, number] },
      ];
      for (const proposals of models) {
        const sandbox = createSandbox({ currency, ...(proposals ? { proposals } : {}) });
        const client = createDataClient({ baseUrl: 'http://sandbox.test', credentials: sandbox.credentials, fetch: sandbox.fetch });
        await fc.assert(
          fc.asyncProperty(fc.array(fc.integer({ min: 1, max: 100_000 * 10 ** exponent }), { minLength: 1, maxLength: 20 }), async (minor) => {
            const serviceAmounts = [...new Set(minor)].map((m) => fromMinor(m, exponent));
            const answer = await client.proposals({ locationId: L, serviceAmounts });
            assert.equal(answer.length, serviceAmounts.length);
          }),
          { numRuns: 60 },
        );
      }
    });
  }
});
