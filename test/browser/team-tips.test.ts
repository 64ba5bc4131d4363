/**
 * Team mode (tip-checkout tip-mode="team"), as a customer and the host meet it: one group of
 * choices for the whole team, named after everyone in it; a level is every member's own proposal
 * at that level; a custom amount is split exactly by service (or evenly) and its fee is the sum of
 * the shares' fees from ONE fees request; the intent has one selection per member with a share;
 * the summary shows the team's tip and the shares, adding up.
 */
import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import type { TipCheckout } from '../../src/elements/checkout/tip-checkout/tip-checkout.js';
import type { TipIntentEvent } from '../../src/elements/internal/events.js';
import type { StaffMember } from '../../src/elements/internal/types.js';
import type { Proposal, TipSelection } from '../../src/protocol/schemas.js';
import '../../src/index.js';
import { DEMO_LOCATION_ID } from '../../src/sandbox/index.js';
import { customer, staffWithoutAvatars } from '../fixtures/sale.js';
import { deepAll, option, optionsOf, plain, settled, typeCustom } from './checkout-page.js';
import { deepActiveElement, service, words } from './support.js';

/** The sale's four: Maya ($85 service), Lucía ($120), Sam (no service), Kenji ($9: amount proposals). */
const staff: StaffMember[] = staffWithoutAvatars();
const lines = [{ name: 'Cut', total: 60 }];
const fullNames = staff.map((m) => `${m.firstName} ${m.lastName}`);
const TEAM = `Team: ${new Intl.ListFormat('en-US', { type: 'conjunction' }).format(fullNames)}`;
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const jpy = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'JPY' });

async function mountTeam(options: { split?: string; currency?: string; members?: StaffMember[] } = {}) {
  const svc = service();
  const host = await fixture<HTMLElement>(html`<main lang="en-US">
    <tip-checkout tip-mode="team" team-split=${options.split ?? 'service'} currency=${options.currency ?? 'USD'} location-id=${DEMO_LOCATION_ID}
      .client=${svc.client} .customer=${customer} .staff=${options.members ?? staff} .lines=${lines}>
      <staff-tip-list></staff-tip-list>
      <checkout-summary></checkout-summary>
    </tip-checkout>
  </main>`);
  const checkout = host.querySelector<TipCheckout>('tip-checkout')!;
  // The client's and team mode's chunks first, then the proposals: more than a frame on a busy machine.
  await waitUntil(() => deepAll(host, '[role="radio"][data-value="low"]').length > 0, 'the team proposal', { timeout: 5000 });
  await settled(host);
  return { svc, host, checkout };
}

/** The proposals the service gives each member on their own (asked afresh, as the checkout did). */
async function ownProposals(svc: ReturnType<typeof service>): Promise<Proposal[]> {
  const asked = svc.calls('proposals')[0]!.payload['serviceAmounts'] as number[];
  return svc.client.proposals({ locationId: DEMO_LOCATION_ID, serviceAmounts: asked });
}

/** Minor units shown by a formatted amount ("$1,234.56" is 123456 at two decimals). */
const minorOf = (text: string) => Number(words(text).replace(/[^\d-]/g, ''));
const shown = (host: Element, part: string) => deepAll(host, `[part~="${part}"] .amount`).map((el) => words(el));
const cents = (amount: number, exponent = 2) => Math.round(amount * 10 ** exponent);

describe('team tips', () => {
  it('shows ONE radiogroup for the team, named after everyone in it, with the members shown for context; axe clean', async () => {
    const { host } = await mountTeam();
    const groups = deepAll(host, '[role="radiogroup"]');
    expect(groups).to.have.length(1);
    expect(plain(groups[0]!.getAttribute('aria-label')!)).to.equal(TEAM);
    expect(optionsOf(host, TEAM).map((o) => o.dataset['value'])).to.deep.equal(['low', 'medium', 'high', 'custom', 'none']);
    // Every name is isolated in the group's name, and so is the group's name as a whole: a
    // right-to-left name cannot reorder the list.
    const label = groups[0]!.getAttribute('aria-label')!;
    expect(label.match(/\u2068/g)).to.have.length(staff.length + 1);
    for (const name of fullNames) expect(label).to.include(`\u2068${name}\u2069`);
    expect(deepAll(host, '[part~="row"] [part~="name"]').map((el) => words(el))).to.deep.equal(fullNames);
    expect(words(deepAll(host, '[part~="note"]')[0])).to.equal(
      'A custom amount is shared among 3 people by their service. The suggested tips leave out Sam Patel, who had no service. Each share is a tip of its own, with its own fee: more in fees than one tip.',
    );
    await expect(host).to.be.accessible();
  });

  it('a level is the sum of each member\'s own proposal; choosing it sends one selection per member with a share, and the summary adds up', async () => {
    const { svc, host, checkout } = await mountTeam();
    const own = await ownProposals(svc);
    const byService = new Map(own.map((p) => [p.serviceAmount, p]));
    const withService = staff.filter((m) => m.serviceAmount);
    const expected = withService.map((m) => byService.get(m.serviceAmount!)!.medium);
    const teamMinor = expected.reduce((sum, o) => sum + cents(o.amount), 0);
    const feeMinor = expected.reduce((sum, o) => sum + cents(o.fee), 0);
    const medium = option(host, TEAM, 'medium');
    expect(words(medium)).to.include(usd.format(teamMinor / 100));
    medium.click();
    await settled(host);
    expect(shown(host, 'team-tip')).to.deep.equal([usd.format(teamMinor / 100)]);
    // Sam has no service: no share of a proposal, shown as an amount of zero and why (not as if refused).
    expect(shown(host, 'share')).to.deep.equal([...expected.slice(0, 2).map((o) => usd.format(o.amount)), `${usd.format(0)} (no service)`, usd.format(expected[2]!.amount)]);
    const [subtotal, fees, total] = [shown(host, 'subtotal')[0]!, shown(host, 'fees')[0]!, shown(host, 'total')[0]!];
    expect(minorOf(fees)).to.equal(feeMinor);
    expect(minorOf(total)).to.equal(minorOf(subtotal) + teamMinor + feeMinor);

    const intent = oneEvent(checkout, 'tip-intent') as Promise<TipIntentEvent>;
    deepAll<HTMLButtonElement>(host, 'button[part~="button"]')[0]!.click();
    const { selections } = await intent;
    const sent = svc.calls('intent')[0]!.payload['tipSelections'] as TipSelection[];
    expect(sent).to.deep.equal(selections);
    expect(sent.map((s) => [s.employeeId, s.level, s.amount])).to.deep.equal(withService.map((m, i) => [m.employeeId, 'medium', expected[i]!.amount]));
    await waitUntil(() => deepAll(host, '[part~="status"]').length === 1, 'the intent is shown');
    expect(minorOf(shown(host, 'team-tip')[0]!)).to.equal(teamMinor);
  });

  it('a custom team amount is split by service in ONE fees request for the shares; the fee shown is their sum; the intent has the shares', async () => {
    const { svc, host, checkout } = await mountTeam();
    option(host, TEAM, 'custom').click();
    await settled(host);
    const before = svc.count('fees');
    await typeCustom(host, 'Team', '100');
    await waitUntil(() => deepAll(host, 'custom-tip-input').some((el) => /\$/.test(words(el.shadowRoot!.querySelector('[part~="fee"]')))), 'the fee');
    await settled(host);
    // $100 by service 85 : 120 : 0 : 9 (of 214): 39.72 + 56.07 + 0 + 4.21 = 100.00 (largest remainders).
    const shares = [39.72, 56.07, 4.21];
    // Each look-up asks for every share at once. A busy machine can look '1' or '10' up on the way
    // (the keys may come more than the debounce apart): each is one request with its three shares.
    const calls = svc.calls('fees').slice(before);
    expect(calls.map((call) => (call.payload['amounts'] as number[]).length)).to.satisfy((lengths: number[]) => lengths.length > 0 && lengths.every((n) => n === 3));
    const forShares = calls.filter((call) => (call.payload['amounts'] as number[]).some((amount) => shares.includes(amount)));
    expect(forShares).to.have.length(1);
    expect(forShares[0]!.payload['amounts']).to.have.members(shares);
    const asked = svc.count('fees');
    const quotes = await svc.client.fees({ locationId: DEMO_LOCATION_ID, amounts: shares });
    const feeMinor = quotes.reduce((sum, q) => sum + cents(q.fee), 0);
    const totalMinor = quotes.reduce((sum, q) => sum + cents(q.total), 0);
    const feeLine = words(deepAll(host, 'custom-tip-input')[0]!.shadowRoot!.querySelector('[part~="fee"]'));
    expect(feeLine).to.include(usd.format(feeMinor / 100)).and.include(usd.format(totalMinor / 100));
    expect(shown(host, 'share')).to.deep.equal([usd.format(39.72), usd.format(56.07), `${usd.format(0)} (no service)`, usd.format(4.21)]);
    expect(minorOf(shown(host, 'fees')[0]!)).to.equal(feeMinor);
    expect(minorOf(shown(host, 'total')[0]!)).to.equal(6000 + 10000 + feeMinor);

    const intent = oneEvent(checkout, 'tip-intent') as Promise<TipIntentEvent>;
    deepAll<HTMLButtonElement>(host, 'button[part~="button"]')[0]!.click();
    const { selections } = await intent;
    expect(selections.map((s) => [s.employeeId, s.level, s.amount])).to.deep.equal([
      ['emp-maya', 'custom', 39.72],
      ['emp-lucia', 'custom', 56.07],
      ['emp-kenji', 'custom', 4.21],
    ]);
    // The checkout asked nothing more: the summary and the intent read the shares' cached fees (the one request since is this test's own).
    expect(svc.count('fees')).to.equal(asked + 1);
  });

  it('team-split="even" splits a custom amount evenly among everyone, exact to the cent', async () => {
    const { host, checkout } = await mountTeam({ split: 'even' });
    expect(words(deepAll(host, '[part~="note"]')[0])).to.match(/^A custom amount is shared equally among 4 people\. The suggested tips leave out Sam Patel, who had no service\./);
    option(host, TEAM, 'custom').click();
    await settled(host);
    await typeCustom(host, 'Team', '10.03');
    await waitUntil(() => checkout.selections.length === 4, 'four shares');
    expect(checkout.selections.map((s) => s.amount)).to.deep.equal([2.51, 2.51, 2.51, 2.5]);
    await settled(host);
    expect(shown(host, 'team-tip')).to.deep.equal([usd.format(10.03)]);
  });

  it('in JPY the shares are whole yen; a member without a service gets no share of a service split', async () => {
    const members = staff.map((m) => ({ ...m, serviceAmount: m.serviceAmount ? m.serviceAmount * 100 : undefined }));
    const { host, checkout } = await mountTeam({ currency: 'JPY', members });
    option(host, TEAM, 'custom').click();
    await settled(host);
    await typeCustom(host, 'Team', '1000');
    await waitUntil(() => checkout.selections.length === 3, 'three shares');
    const amounts = checkout.selections.map((s) => s.amount);
    expect(amounts.every((a) => Number.isInteger(a))).to.equal(true);
    expect(amounts.reduce((a, b) => a + b, 0)).to.equal(1000);
    expect(checkout.selections.map((s) => s.employeeId)).to.deep.equal(['emp-maya', 'emp-lucia', 'emp-kenji']);
    await settled(host);
    expect(shown(host, 'team-tip')).to.deep.equal([jpy.format(1000)]);
  });

  it('reset() keeps the mode; switching the mode mid-sale clears the choices, and focus never falls to the page', async () => {
    const { host, checkout, svc } = await mountTeam();
    option(host, TEAM, 'high').click();
    await settled(host);
    expect(checkout.selections).to.have.length(3);
    checkout.reset();
    await waitUntil(() => svc.count('proposals') === 2 && deepAll(host, '[role="radio"][data-value="low"]').length > 0, 'the next sale');
    await settled(host);
    expect(checkout.tipMode).to.equal('team');
    expect(checkout.getAttribute('tip-mode')).to.equal('team');
    expect(deepAll(host, '[role="radiogroup"]')).to.have.length(1);
    expect(optionsOf(host, TEAM).some((o) => o.getAttribute('aria-checked') === 'true')).to.equal(false);

    // The customer chose for the team, with focus in the group; the host switches to one tip each.
    option(host, TEAM, 'low').click();
    option(host, TEAM, 'low').focus();
    await settled(host);
    expect(checkout.selections).to.have.length(3);
    checkout.tipMode = 'each';
    await settled(host);
    expect(checkout.selections).to.deep.equal([]);
    expect(deepAll(host, '[role="radiogroup"]')).to.have.length(staff.length);
    expect(deepAll(host, '[role="radio"][aria-checked="true"]')).to.deep.equal([]);
    expect(deepActiveElement()).to.not.equal(document.body);
    expect(deepActiveElement()?.getAttribute('role')).to.equal('radio');
    // An unknown value is "each"; back to team, the choices start afresh.
    checkout.setAttribute('tip-mode', 'teams');
    expect(checkout.tipMode).to.equal('each');
    checkout.setAttribute('tip-mode', 'team');
    await settled(host);
    expect(deepAll(host, '[role="radiogroup"]')).to.have.length(1);
    expect(checkout.selections).to.deep.equal([]);
  });

  it('works from the keyboard: arrows choose, Enter on Custom opens the amount, Tab reaches Confirm; axe clean throughout', async () => {
    const { host, checkout } = await mountTeam();
    option(host, TEAM, 'low').focus();
    await sendKeys({ press: 'ArrowRight' });
    await settled(host);
    expect(option(host, TEAM, 'medium').getAttribute('aria-checked')).to.equal('true');
    expect(checkout.selections.map((s) => s.level)).to.deep.equal(['medium', 'medium', 'medium']);
    await sendKeys({ press: 'End' });
    await sendKeys({ press: 'ArrowUp' });
    await sendKeys({ press: 'Enter' });
    await settled(host);
    expect(deepActiveElement()?.localName).to.equal('input');
    await sendKeys({ type: '30' });
    await waitUntil(() => checkout.selections.length === 3 && checkout.selections.every((s) => s.level === 'custom'), 'the shares');
    await expect(host).to.be.accessible();
    await sendKeys({ press: 'Tab' });
    expect(deepActiveElement()).to.not.equal(document.body);
    const intent = oneEvent(checkout, 'tip-intent');
    const confirm = deepAll<HTMLButtonElement>(host, 'button[part~="button"]')[0]!;
    confirm.focus();
    await sendKeys({ press: 'Enter' });
    await intent;
    await waitUntil(() => deepAll(host, '[part~="status"]').length === 1, 'the status');
    expect(deepActiveElement()).to.not.equal(document.body);
    await expect(host).to.be.accessible();
  });
});
