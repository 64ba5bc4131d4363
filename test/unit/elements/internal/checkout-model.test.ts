/**
 * The pure arithmetic of a checkout (src/elements/internal/checkout-model.ts), with proposals from the
 * sandbox rather than hand-written ones, and every money check in integer cents.
 */
import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import { createDataClient } from '../../../../src/client/client.js';
import type { FeeQuote, Proposal } from '../../../../src/protocol/schemas.js';
import { buildSelections, choiceCents, choiceFeeCents, matchProposals, pendingStaff, proposalAmounts, proposalsPayload, serviceCents, sumQuotes, summaryTotals, totalsInRange } from '../../../../src/elements/internal/checkout-model.js';
import { teamProposal } from '../../../../src/elements/internal/team.js';
import type { DisplayLine, StaffMember, TipChoice } from '../../../../src/elements/internal/types.js';
import { createSandbox, DEMO_LOCATION_ID } from '../../../../src/sandbox/index.js';

const ana: StaffMember = { employeeId: 'e-ana', firstName: 'Ana', lastName: 'Lima', avatar: 'https://example.test/ana.png', serviceAmount: 50 };
const ben: StaffMember = { employeeId: 'e-ben', firstName: 'Ben', lastName: 'Ode', avatar: '', serviceAmount: 0 };
const cy: StaffMember = { employeeId: 'e-cy', firstName: 'Cy', lastName: 'Park', avatar: '' };
const staff = [ana, ben, cy];

let fifty: Proposal;
let proposals: Map<string, Proposal>;
before(async () => {
  const sandbox = createSandbox();
  const client = createDataClient({ baseUrl: 'http://sandbox.test', credentials: sandbox.credentials, fetch: sandbox.fetch });
  [fifty] = (await client.proposals({ locationId: DEMO_LOCATION_ID, serviceAmounts: [50] })) as [Proposal];
  proposals = new Map([[ana.employeeId, fifty]]);
});

const noFees = (): FeeQuote | undefined => undefined;
/** A fee table as the service would answer: 3% + $0.30, in cents. */
function feesFor(...known: number[]) {
  return (cents: number): FeeQuote | undefined => {
    if (cents === 0) return { amount: 0, fee: 0, total: 0 };
    if (!known.includes(cents)) return undefined;
    const fee = Math.round(cents * 0.03) + 30;
    return { amount: cents / 100, fee: fee / 100, total: (cents + fee) / 100 };
  };
}

test('serviceCents: dollars to cents, 0 when absent or 0', () => {
  assert.equal(serviceCents(ana), 5000);
  assert.equal(serviceCents(ben), 0);
  assert.equal(serviceCents(cy), 0);
  assert.equal(serviceCents({ ...cy, serviceAmount: 19.99 }), 1999);
});

test('proposalAmounts / proposalsPayload: each distinct service amount above 0, in the staff\'s order, in the currency\'s exponent', () => {
  const dup = { ...cy, employeeId: 'e-dup', serviceAmount: 50 };
  const ten = { ...cy, employeeId: 'e-ten', serviceAmount: 10.5 };
  assert.deepEqual(proposalAmounts([ten, ana, ben, cy, dup], 2), [1050, 5000]);
  assert.deepEqual(proposalsPayload({ locationId: 'loc', staff: [ten, ana, ben, cy, dup] }), { locationId: 'loc', serviceAmounts: [10.5, 50] });
  assert.deepEqual(proposalsPayload({ locationId: 'loc', staff: [{ ...ana, serviceAmount: 1234 }], currency: 'JPY' }), { locationId: 'loc', serviceAmounts: [1234] });
  assert.deepEqual(proposalsPayload({ locationId: 'loc', staff: [{ ...ana, serviceAmount: 1.234 }], currency: 'KWD' }), { locationId: 'loc', serviceAmounts: [1.234] });
  assert.deepEqual(proposalsPayload({ locationId: 'loc', staff: [ben, cy] }), { locationId: 'loc', serviceAmounts: [] });
});

test('matchProposals: each amount asked, by place or else by amount; the first amount without one is named', () => {
  const thirty: Proposal = { ...fifty, serviceAmount: 30 };
  const matched = matchProposals([thirty, fifty], [5000, 3000], 2);
  assert.ok(matched instanceof Map);
  assert.deepEqual([...matched], [[5000, fifty], [3000, thirty]]);
  assert.deepEqual(matchProposals([fifty], [5000, 3000], 2), { missing: 3000 });
  assert.deepEqual(matchProposals([], [5000], 2), { missing: 5000 });
});

test('choiceCents: levels from the proposal, custom as given, none is 0, incomplete is null', () => {
  assert.equal(choiceCents({ level: 'low' }, fifty), 900);
  assert.equal(choiceCents({ level: 'medium' }, fifty), 1000);
  assert.equal(choiceCents({ level: 'high' }, fifty), 1250);
  assert.equal(choiceCents({ level: 'custom', cents: 733 }, undefined), 733);
  assert.equal(choiceCents({ level: 'custom', cents: null }, fifty), null);
  assert.equal(choiceCents({ level: 'none' }, undefined), 0);
  assert.equal(choiceCents({ level: 'medium' }, undefined), null, 'a level without its proposal is not yet an amount');
  assert.equal(choiceCents(undefined, fifty), null);
});

test('choiceFeeCents: proposals carry the fee, custom needs a quote, none costs nothing', () => {
  assert.equal(choiceFeeCents({ level: 'medium' }, fifty, noFees), 60);
  assert.equal(choiceFeeCents({ level: 'custom', cents: 1000 }, undefined, noFees), null);
  assert.equal(choiceFeeCents({ level: 'custom', cents: 1000 }, undefined, feesFor(1000)), 60);
  assert.equal(choiceFeeCents({ level: 'none' }, undefined, noFees), 0);
});

test('buildSelections: in staff order, skips No tip, no choice and zero; serviceAmount only when above 0', () => {
  const choices = new Map<string, TipChoice>([
    [cy.employeeId, { level: 'custom', cents: 500 }],
    [ana.employeeId, { level: 'medium' }],
    [ben.employeeId, { level: 'none' }],
  ]);
  assert.deepEqual(buildSelections(staff, proposals, choices), [
    { employeeId: 'e-ana', firstName: 'Ana', lastName: 'Lima', avatar: 'https://example.test/ana.png', serviceAmount: 50, amount: 10, level: 'medium' },
    { employeeId: 'e-cy', firstName: 'Cy', lastName: 'Park', avatar: '', amount: 5, level: 'custom' },
  ]);

  const zeroAndPending = new Map<string, TipChoice>([
    [ana.employeeId, { level: 'custom', cents: 0 }],
    [ben.employeeId, { level: 'custom', cents: 250 }],
    [cy.employeeId, { level: 'custom', cents: null }],
  ]);
  const selections = buildSelections(staff, proposals, zeroAndPending);
  assert.deepEqual(
    selections.map((s) => [s.employeeId, s.amount]),
    [['e-ben', 2.5]],
  );
  assert.equal('serviceAmount' in selections[0]!, false, 'a service amount of 0 is left out');
});

test('buildSelections: amounts are exact dollars from cents (no float drift)', () => {
  const choices = new Map<string, TipChoice>([[cy.employeeId, { level: 'custom', cents: 30 }]]);
  assert.equal(buildSelections([cy], new Map(), choices)[0]!.amount, 0.3);
  const big = new Map<string, TipChoice>([[cy.employeeId, { level: 'custom', cents: 123456789 }]]);
  assert.equal(buildSelections([cy], new Map(), big)[0]!.amount, 1234567.89);
});

test('pendingStaff: no choice, an invalid custom amount, or a level still waiting for its proposal', () => {
  const choices = new Map<string, TipChoice>([
    [ana.employeeId, { level: 'high' }],
    [ben.employeeId, { level: 'custom', cents: null }],
  ]);
  assert.deepEqual(pendingStaff(staff, proposals, choices).map((m) => m.employeeId), ['e-ben', 'e-cy']);
  assert.deepEqual(pendingStaff(staff, new Map(), choices).map((m) => m.employeeId), ['e-ana', 'e-ben', 'e-cy']);
  const done = new Map<string, TipChoice>([
    [ana.employeeId, { level: 'none' }],
    [ben.employeeId, { level: 'custom', cents: 0 }],
    [cy.employeeId, { level: 'custom', cents: 100 }],
  ]);
  assert.deepEqual(pendingStaff(staff, proposals, done), []);
});

test('summaryTotals: lines summed in cents (0.1 + 0.2 is 30 cents), tips and known fees added', () => {
  const lines: DisplayLine[] = [
    { name: 'Shampoo', total: 0.1 },
    { name: 'Conditioner', total: 0.2 },
  ];
  const none = summaryTotals(lines, [], new Map(), new Map(), noFees);
  assert.deepEqual(none, { chargesCents: 30, tipsCents: 0, feesCents: 0, totalCents: 30, scale: 2 });

  const salon: DisplayLine[] = [
    { name: 'Hair', total: 95, items: [{ name: 'Cut', qty: 1, amount: 60 }, { name: 'Colour', qty: 1, amount: 35 }] },
    { name: 'Tea', qty: 2, total: 8.4 },
  ];
  const choices = new Map<string, TipChoice>([
    [ana.employeeId, { level: 'medium' }],
    [ben.employeeId, { level: 'none' }],
  ]);
  assert.deepEqual(summaryTotals(salon, staff, proposals, choices, noFees), {
    chargesCents: 10340,
    tipsCents: 1000,
    feesCents: 60,
    totalCents: 11400,
    scale: 2,
  });
});

test('summaryTotals: an unknown custom fee makes feesCents null; the total counts the fees known so far', () => {
  const choices = new Map<string, TipChoice>([
    [ana.employeeId, { level: 'medium' }],
    [cy.employeeId, { level: 'custom', cents: 1500 }],
  ]);
  const unknown = summaryTotals([{ name: 'Cut', total: 60 }], staff, proposals, choices, noFees);
  assert.equal(unknown.feesCents, null);
  assert.equal(unknown.tipsCents, 2500);
  assert.equal(unknown.totalCents, 6000 + 2500 + 60);

  const known = summaryTotals([{ name: 'Cut', total: 60 }], staff, proposals, choices, feesFor(1500));
  assert.equal(known.feesCents, 60 + 75);
  assert.equal(known.totalCents, 6000 + 2500 + 135);

  const invalid = new Map<string, TipChoice>([[cy.employeeId, { level: 'custom', cents: null }]]);
  assert.equal(summaryTotals([], staff, proposals, invalid, noFees).feesCents, 0, 'an invalid amount has no fee to wait for');
});

test('totalsInRange: two tips of $2×10¹³ are undefined where summaryTotals throws; one is a total', () => {
  const huge = 2e15; // $2×10¹³ in cents
  const two = new Map<string, TipChoice>([
    [ana.employeeId, { level: 'custom', cents: huge }],
    [ben.employeeId, { level: 'custom', cents: huge }],
  ]);
  assert.equal(totalsInRange([], [ana, ben], proposals, two, noFees), undefined);
  assert.throws(() => summaryTotals([], [ana, ben], proposals, two, noFees), RangeError);
  const one = new Map<string, TipChoice>([[ana.employeeId, { level: 'custom', cents: huge }]]);
  assert.deepEqual(totalsInRange([{ name: 'Cut', total: 0.1 }], [ana], proposals, one, noFees), {
    chargesCents: 10,
    tipsCents: huge,
    feesCents: null,
    totalCents: huge + 10,
    scale: 2,
  });
  const lines: DisplayLine[] = [
    { name: 'Yacht', total: 2e13 },
    { name: 'Another', total: 2e13 },
  ];
  assert.equal(totalsInRange(lines, [], proposals, new Map(), noFees), undefined);
});

test('teamProposal: each level is the sum of the members\' own proposals, fees and totals too; none before any proposal', async () => {
  const sandbox = createSandbox();
  const client = createDataClient({ baseUrl: 'http://sandbox.test', credentials: sandbox.credentials, fetch: sandbox.fetch });
  const [own50, own9] = (await client.proposals({ locationId: DEMO_LOCATION_ID, serviceAmounts: [50, 9] })) as [Proposal, Proposal];
  const dee: StaffMember = { ...cy, employeeId: 'e-dee', serviceAmount: 9 };
  const team = teamProposal([ana, ben, dee], new Map([[ana.employeeId, own50], [dee.employeeId, own9]]))!;
  assert.equal(team.serviceAmount, 59);
  for (const level of ['low', 'medium', 'high'] as const) {
    const cents = (x: number) => Math.round(x * 100);
    assert.equal(cents(team[level].amount), cents(own50[level].amount) + cents(own9[level].amount), level);
    assert.equal(cents(team[level].fee), cents(own50[level].fee) + cents(own9[level].fee), level);
    assert.equal(cents(team[level].total), cents(team[level].amount) + cents(team[level].fee), level);
  }
  // A percent proposal and an amount proposal together: shown as an amount, with the team's percent of its service.
  assert.equal(team.medium.type, 'amount');
  assert.equal(team.medium.percent, Math.round((Math.round(team.medium.amount * 100) / 5900) * 1000) / 10);
  // Members alike: their type and percent.
  assert.deepEqual(teamProposal([ana], proposals)!.medium, fifty.medium);
  assert.equal(teamProposal(staff, new Map()), undefined);
});

test('sumQuotes: sums at the decimals the quotes need (a fee of 0.125 is not rounded)', () => {
  assert.deepEqual(sumQuotes([{ amount: 1.1, fee: 0.2, total: 1.3 }, { amount: 2.2, fee: 0.125, total: 2.325 }]), { amount: 3.3, fee: 0.325, total: 3.625 });
  assert.deepEqual(sumQuotes([]), { amount: 0, fee: 0, total: 0 });
});
