/**
 * The large-tip question ("a very large tip?") in each currency, as a customer meets it in a
 * checkout: its limit comes from the sale (a multiple of the row's highest proposal, in minor
 * units of the currency), never from a number of "dollars" applied in every currency; a
 * checkout's `large-tip` reaches every row.
 */
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { ifDefined } from 'lit/directives/if-defined.js';
import { sendKeys } from '@web/test-runner-commands';
import type { TipCheckout } from '../../src/elements/checkout/tip-checkout/tip-checkout.js';
import type { StaffMember } from '../../src/elements/internal/types.js';
import '../../src/index.js';
import { DEMO_LOCATION_ID } from '../../src/sandbox/index.js';
import { customer } from '../fixtures/sale.js';
import { deepAll, option, settled, typeCustom } from './checkout-page.js';
import { service, words } from './support.js';

/** Two people: Aiko with a ¥12,000 service (proposals ¥2,160, ¥2,400, ¥3,000), Ren with a ¥4,000 one. */
const staff: StaffMember[] = [
  { employeeId: 'e-aiko', firstName: 'Aiko', lastName: 'Mori', avatar: '', serviceAmount: 12000 },
  { employeeId: 'e-ren', firstName: 'Ren', lastName: 'Ito', avatar: '', serviceAmount: 4000 },
];

async function mount(currency: string, members: StaffMember[], largeTip?: string) {
  const svc = service({ currency, proposals: { threshold: 10, percents: [18, 20, 25] } });
  const host = await fixture<HTMLElement>(html`<main lang="en-US">
    <tip-checkout location-id=${DEMO_LOCATION_ID} currency=${currency} large-tip=${ifDefined(largeTip)} .client=${svc.client} .customer=${customer} .staff=${members}>
      <staff-tip-list></staff-tip-list>
      <checkout-summary></checkout-summary>
    </tip-checkout>
  </main>`);
  await waitUntil(() => deepAll(host, '[role="radio"][data-value="low"]').length === members.length, 'the proposals', { timeout: 5000 });
  await settled(host);
  return { host, checkout: host.querySelector<TipCheckout>('tip-checkout')! };
}

/** Types `text` as `name`'s custom tip and commits it (Enter), as a customer would; then waits for the fee line to settle. */
async function tip(host: HTMLElement, name: string, text: string): Promise<void> {
  option(host, name, 'custom').click();
  await settled(host);
  await typeCustom(host, name.split(' ')[0]!, text);
  await sendKeys({ press: 'Enter' });
  await waitUntil(() => deepAll(host, '#fee-text').some((el) => /\d/.test(el.textContent ?? '')) || deepAll(host, '[part~="guard"]').length > 0, 'the fee or the question', { timeout: 5000 });
  await settled(host);
}

const question = (host: HTMLElement) => deepAll(host, '[part~="message"]').map((el) => words(el)).filter(Boolean);

describe('large tips in each currency', () => {
  it('JPY: a custom ¥1,200 on a ¥12,000 service is not "a very large tip"; it is chosen at once', async () => {
    const { host, checkout } = await mount('JPY', staff);
    await tip(host, 'Aiko Mori', '1200');
    expect(deepAll(host, '[part~="guard"]')).to.have.length(0);
    expect(question(host)).to.deep.equal([]);
    expect(checkout.selections.map((s) => [s.employeeId, s.level, s.amount])).to.deep.equal([['e-aiko', 'custom', 1200]]);
  });

  it('JPY: by default the question comes above three times the highest proposal (¥9,000), in yen, not at ¥1,000', async () => {
    const { host, checkout } = await mount('JPY', staff);
    await tip(host, 'Aiko Mori', '9000');
    expect(deepAll(host, '[part~="guard"]')).to.have.length(0);
    await typeCustom(host, 'Aiko', '9001');
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => deepAll(host, '[part~="guard"]').length === 1, 'the large-tip question');
    expect(question(host)[0]).to.equal("That's ¥9,001 — a very large tip. Keep it?");
    // Not chosen until the customer keeps it.
    expect(checkout.selections).to.deep.equal([]);
  });

  it('JPY: a configured large-tip="1000" on the checkout asks about ¥1,200, in every row, and Keep chooses it', async () => {
    const { host, checkout } = await mount('JPY', staff, '1000');
    await tip(host, 'Aiko Mori', '1200');
    await waitUntil(() => deepAll(host, '[part~="guard"]').length === 1, 'Aiko\'s large-tip question');
    expect(question(host)).to.deep.equal(["That's ¥1,200 — a very large tip. Keep it?"]);
    expect(checkout.selections).to.deep.equal([]);
    // The other row reads the same setting.
    await tip(host, 'Ren Ito', '1001');
    await waitUntil(() => deepAll(host, '[part~="guard"]').length === 2, 'Ren\'s large-tip question');
    await tip(host, 'Ren Ito', '1000');
    await waitUntil(() => deepAll(host, '[part~="guard"]').length === 1, 'no question for ¥1,000');
    deepAll<HTMLButtonElement>(host, '[part~="guard"] button')[0]!.click();
    await waitUntil(() => checkout.selections.length === 2, 'both tips chosen');
    expect(checkout.selections.map((s) => s.amount)).to.deep.equal([1200, 1000]);
  });

  it('a multiple (large-tip="2x") is of each row\'s own highest proposal: ¥6,000 for Aiko, ¥2,000 for Ren', async () => {
    const { host } = await mount('JPY', staff, '2x');
    await tip(host, 'Aiko Mori', '6000');
    await tip(host, 'Ren Ito', '2000');
    expect(deepAll(host, '[part~="guard"]')).to.have.length(0);
    await tip(host, 'Ren Ito', '2001');
    await waitUntil(() => deepAll(host, '[part~="guard"]').length === 1, 'Ren\'s question');
    expect(question(host)).to.deep.equal(["That's ¥2,001 — a very large tip. Keep it?"]);
  });

  it('KWD and USD: an amount setting is exact to the currency\'s decimals (KWD 20.500, $20.50)', async () => {
    const kwd = await mount('KWD', [{ ...staff[0]!, serviceAmount: 100 }], '20.5');
    await tip(kwd.host, 'Aiko Mori', '20.5');
    expect(deepAll(kwd.host, '[part~="guard"]')).to.have.length(0);
    await tip(kwd.host, 'Aiko Mori', '20.501');
    await waitUntil(() => deepAll(kwd.host, '[part~="guard"]').length === 1, 'the KWD question');
    const usd = await mount('USD', [{ ...staff[0]!, serviceAmount: 100 }], '20.5');
    await tip(usd.host, 'Aiko Mori', '20.51');
    await waitUntil(() => deepAll(usd.host, '[part~="guard"]').length === 1, 'the USD question');
    expect(question(usd.host)).to.deep.equal(["That's $20.51 — a very large tip. Keep it?"]);
  });

  it('large-tip="off" never asks about a large tip; a tip over the service still asks', async () => {
    const { host } = await mount('JPY', staff, 'off');
    await tip(host, 'Aiko Mori', '11000');
    expect(deepAll(host, '[part~="guard"]')).to.have.length(0);
    await tip(host, 'Aiko Mori', '12001');
    await waitUntil(() => deepAll(host, '[part~="guard"]').length === 1, 'the over-the-service question');
    expect(question(host)[0]).to.contain('more than the service');
  });
});
