/**
 * `confirmedIntentIssues` (the client's `shown` check, src/client/answers.ts, over the checkout's state): an intent answer is what the
 * customer confirmed on screen — each tip's fee the fee shown for it, no point-of-sale fee the
 * screen did not show, the fees and total those of the screen. Answers come from the sandbox
 * through the real client (USD, JPY, KWD), then are altered the way a wrong service would: each
 * alteration keeps the answer's own sums consistent, so the client's checks pass it.
 */
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { createDataClient, type IntentResult } from '../../../../src/client/index.js';
import { intentAnswerIssues } from '../../../../src/client/answers.js';
import { buildSelections, shownFees, summaryTotals, type ShownFees } from '../../../../src/elements/internal/checkout-model.js';
import { shownIntentIssues } from '../../../../src/client/answers.js';
import type { TipSelection } from '../../../../src/protocol/schemas.js';

/** The check the client runs on an intent answer (`CallOptions.shown`), given what the checkout showed. */
const confirmedIntentIssues = (answer: IntentResult, selections: readonly TipSelection[], shown: ShownFees) =>
  shownIntentIssues(selections, answer, { fees: shownFees(selections, shown), pos: shown.pos });
import { FeeQuoter } from '../../../../src/elements/internal/fee-quoter.js';
import type { StaffMember, TipChoice } from '../../../../src/elements/internal/types.js';
import { currencyExponent, fromMinor, toMinor } from '../../../../src/money/money.js';
import type { Proposal } from '../../../../src/protocol/schemas.js';
import { createSandbox, DEMO_LOCATION_ID } from '../../../../src/sandbox/index.js';

const customer = { id: 'cust-1' };

/**
 * A checkout as the customer left it when pressing Confirm, in `currency`: Ana's medium proposal
 * on a service of 50 (5000 in JPY), Ben's custom tip with its fee quoted live; and the sandbox's answer.
 */
async function confirmedCheckout(currency: string) {
  const exponent = currencyExponent(currency);
  const service = currency === 'JPY' ? 5000 : 50;
  const sandbox = createSandbox({ currency });
  const client = createDataClient({ baseUrl: 'http://sandbox.test', credentials: sandbox.credentials, fetch: sandbox.fetch });
  const staff: StaffMember[] = [
    { employeeId: 'ana', firstName: 'Ana', lastName: 'Lima', avatar: '', serviceAmount: service },
    { employeeId: 'ben', firstName: 'Ben', lastName: 'Ode', avatar: '' },
  ];
  const [proposal] = (await client.proposals({ locationId: DEMO_LOCATION_ID, serviceAmounts: [service] })) as [Proposal];
  const quoter = new FeeQuoter(() => ({ client, locationId: DEMO_LOCATION_ID, exponent }));
  quoter.learn([proposal.low, proposal.medium, proposal.high]);
  const custom = currency === 'JPY' ? 700 : 7 * 10 ** exponent; // ¥700, $7.00, KWD 7.000
  await quoter.quote(custom);
  const proposals = new Map([['ana', proposal]]);
  const choices = new Map<string, TipChoice>([
    ['ana', { level: 'medium' }],
    ['ben', { level: 'custom', cents: custom }],
  ]);
  const selections = buildSelections(staff, proposals, choices, exponent);
  const answer = await client.intent({ locationId: DEMO_LOCATION_ID, customer, tipSelections: selections });
  const shown: ShownFees = { proposals, choices, peek: (cents) => quoter.peek(cents), exponent };
  const onScreen = summaryTotals([], staff, proposals, choices, shown.peek, exponent);
  return { answer, selections, shown, exponent, onScreen, sent: { locationId: DEMO_LOCATION_ID, customer, tipSelections: selections } };
}

/** `amount` plus `minor` minor units at `exponent`, exactly. */
const plus = (amount: number, minor: number, exponent: number) => fromMinor(toMinor(amount, exponent) + minor, exponent);

for (const currency of ['USD', 'JPY', 'KWD']) {
  describe(`confirmedIntentIssues, ${currency}`, () => {
    test('the sandbox\'s answer is what the screen showed: no issue, and its total is the one on the Confirm button', async () => {
      const { answer, selections, shown, onScreen, exponent } = await confirmedCheckout(currency);
      assert.deepEqual(confirmedIntentIssues(answer, selections, shown), []);
      assert.equal(toMinor(answer.total, exponent), onScreen.totalCents);
    });

    test('a point-of-sale fee the screen never showed (with fees and total raised to match) is refused', async () => {
      const { answer, selections, shown, exponent, sent } = await confirmedCheckout(currency);
      const pos = 5000 * 10 ** exponent;
      const wrong: IntentResult = {
        ...answer,
        fees: { ...answer.fees, pos: fromMinor(pos, exponent), total: plus(answer.fees.total, pos, exponent) },
        total: plus(answer.total, pos, exponent),
      };
      assert.deepEqual(intentAnswerIssues(sent, wrong), [], 'the client alone passes it');
      assert.deepEqual(
        confirmedIntentIssues(wrong, selections, shown).map((i) => i.path),
        ['fees.total', 'total'],
      );
    });

    test('a point-of-sale fee the screen did show is accepted when it is that fee', async () => {
      const { answer, selections, shown, exponent } = await confirmedCheckout(currency);
      const pos = 25 * 10 ** exponent;
      const withPos: IntentResult = {
        ...answer,
        fees: { ...answer.fees, pos: fromMinor(pos, exponent), total: plus(answer.fees.total, pos, exponent) },
        total: plus(answer.total, pos, exponent),
      };
      assert.deepEqual(confirmedIntentIssues(withPos, selections, { ...shown, pos: fromMinor(pos, exponent) }), []);
      assert.deepEqual(confirmedIntentIssues(withPos, selections, { ...shown, pos: fromMinor(pos - 1, exponent) }).map((i) => i.path), ['fees.total', 'total']);
    });

    test('a per-tip fee other than the proposal\'s shown fee, even one minor unit, is refused', async () => {
      const { answer, selections, shown, exponent, sent } = await confirmedCheckout(currency);
      const ana = answer.tips.findIndex((t) => t.employeeId === 'ana');
      const wrong: IntentResult = {
        ...answer,
        tips: answer.tips.map((t, i) => (i === ana ? { ...t, fee: plus(t.fee, 1, exponent) } : t)),
        fees: { ...answer.fees, service: plus(answer.fees.service, 1, exponent), total: plus(answer.fees.total, 1, exponent) },
        total: plus(answer.total, 1, exponent),
      };
      assert.deepEqual(intentAnswerIssues(sent, wrong), []);
      assert.deepEqual(confirmedIntentIssues(wrong, selections, shown).map((i) => i.path), [`tips.${ana}.fee`, 'fees.total', 'total']);
    });

    test('fees moved between tips (same sum) are refused tip by tip', async () => {
      const { answer, selections, shown, exponent } = await confirmedCheckout(currency);
      const wrong: IntentResult = { ...answer, tips: answer.tips.map((t, i) => ({ ...t, fee: plus(t.fee, i === 0 ? 1 : -1, exponent) })) };
      assert.deepEqual(confirmedIntentIssues(wrong, selections, shown).map((i) => i.path), ['tips.0.fee', 'tips.1.fee']);
    });

    test('a custom tip whose live fee was never shown: the answer cannot be what was confirmed', async () => {
      const { answer, selections, shown } = await confirmedCheckout(currency);
      const ben = answer.tips.findIndex((t) => t.employeeId === 'ben');
      const issues = confirmedIntentIssues(answer, selections, { ...shown, peek: () => undefined });
      assert.deepEqual(issues.map((i) => i.path), [`tips.${ben}.fee`]);
      assert.match(issues[0]!.message, /not shown/);
    });

    test('a tip that was not confirmed, and one confirmed tip missing, are named', async () => {
      const { answer, selections, shown, exponent } = await confirmedCheckout(currency);
      const wrong: IntentResult = { ...answer, tips: [{ ...answer.tips[0]!, amount: plus(answer.tips[0]!.amount, 1, exponent) }, answer.tips[1]!] };
      assert.deepEqual(confirmedIntentIssues(wrong, selections, shown).map((i) => i.path), ['tips.0', 'tips']);
    });
  });
}

test('confirmedIntentIssues: the issue text names the shown amounts exactly, and an answer too large to add up is one issue', async () => {
  const { answer, selections, shown } = await confirmedCheckout('USD');
  const pos: IntentResult = { ...answer, fees: { ...answer.fees, pos: 5000, total: answer.fees.total + 5000 }, total: answer.total + 5000 };
  const issues = confirmedIntentIssues(pos, selections, shown);
  assert.deepEqual(issues.map((i) => i.path), ['fees.total', 'total']);
  assert.match(issues[0]!.message, new RegExp(`\\(${answer.fees.total.toFixed(2).replace('.', '\\.')}\\)`));
  assert.deepEqual(confirmedIntentIssues({ ...answer, total: 3.5e15 }, selections, shown), [{ path: '', message: 'amounts too large to add up exactly' }]);
});
