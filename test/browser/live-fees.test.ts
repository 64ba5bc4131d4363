/**
 * Live fees without waiting (issue 22): in a full checkout, a fee already known is shown on the
 * keystroke with no request, each amount is asked once per sale whichever row asks, and a
 * standalone custom amount waits 150 ms of quiet before it asks. Requests are counted at the
 * fetch the client uses (test/browser/support.ts).
 */
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import type { DataClient } from '../../src/client/client.js';
import type { CustomTipInput } from '../../src/elements/checkout/custom-tip-input/custom-tip-input.js';
import { DEMO_LOCATION_ID } from '../../src/sandbox/index.js';
import { deepAll, mountCheckout, option, plain, settled, typeCustom } from './checkout-page.js';
import { sandboxClient, service, words } from './support.js';

const usd = (amount: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(amount);

function customOf(host: Element, name: string): CustomTipInput {
  const found = deepAll<CustomTipInput>(host, 'custom-tip-input').find((el) => plain(el.getAttribute('label') ?? '').includes(name));
  if (!found) throw new Error(`no custom amount for ${name}`);
  return found;
}
const feeLine = (el: CustomTipInput) => words(el.shadowRoot!.querySelector('[aria-live="polite"]'));
const checking = (el: CustomTipInput) => el.shadowRoot!.querySelector('[part~="fee"] [aria-hidden="true"]') !== null;

/** Opens the custom amount of each named staff member, as a customer would. */
async function openCustom(host: HTMLElement, ...names: string[]): Promise<void> {
  for (const name of names) option(host, name, 'custom').click();
  await settled(host);
}

describe('live fees', () => {
  it('typing a proposal\'s amount shows its fee on the keystroke, and never asks the service', async () => {
    const { host, svc } = await mountCheckout({ lang: 'en-US' });
    // Kenji's service is $9: amount proposals, the middle one $2 (one keystroke).
    const [kenji] = await sandboxClient().client.proposals({ locationId: DEMO_LOCATION_ID, serviceAmounts: [9] });
    const proposal = kenji!.medium;
    expect(proposal.amount).to.equal(2);
    await openCustom(host, 'Sam Patel');
    await typeCustom(host, 'Sam Patel', '2');
    const sam = customOf(host, 'Sam Patel');
    await sam.updateComplete;
    expect(feeLine(sam)).to.equal(`Fee ${usd(proposal.fee)} · Total ${usd(proposal.total)}`);
    // Leaving the field settles it at once (no debounce left): still nothing asked.
    sam.shadowRoot!.querySelector('input')!.blur();
    await sam.updateComplete;
    expect(feeLine(sam)).to.equal(`Fee ${usd(proposal.fee)} · Total ${usd(proposal.total)}`);
    expect(svc.count('fees')).to.equal(0);
  });

  it('a new amount is asked once after the pause; typed again, here or in another row, it asks nothing; the next sale asks afresh', async () => {
    const { host, svc, checkout } = await mountCheckout({ lang: 'en-US' });
    await openCustom(host, 'Sam Patel', 'Kenji Watanabe');
    await typeCustom(host, 'Sam Patel', '7');
    const sam = customOf(host, 'Sam Patel');
    await waitUntil(() => feeLine(sam) === 'Fee $0.51 · Total $7.51', 'the fee for $7 never showed');
    expect(svc.count('fees')).to.equal(1);
    expect(svc.calls('fees')[0]!.payload['amounts']).to.deep.equal([7]);

    await typeCustom(host, 'Kenji Watanabe', '7');
    const kenji = customOf(host, 'Kenji Watanabe');
    await kenji.updateComplete;
    expect(feeLine(kenji), 'shown on the keystroke').to.equal('Fee $0.51 · Total $7.51');
    await typeCustom(host, 'Sam Patel', '7');
    kenji.shadowRoot!.querySelector('input')!.blur();
    sam.shadowRoot!.querySelector('input')!.blur();
    await Promise.all([sam.updateComplete, kenji.updateComplete]);
    expect(feeLine(sam)).to.equal('Fee $0.51 · Total $7.51');
    expect(svc.count('fees')).to.equal(1);

    // Fees do not outlive the sale: the service's fee rules may differ by the next one.
    checkout.reset();
    // updateComplete: the next sale has reached the rows (the checkout holds it up to two frames for its proposals).
    await checkout.updateComplete;
    await waitUntil(() => deepAll(host, '[role="radio"][data-value="low"]').length > 0, 'the next sale\'s proposals');
    await openCustom(host, 'Sam Patel');
    await typeCustom(host, 'Sam Patel', '7');
    await waitUntil(() => feeLine(customOf(host, 'Sam Patel')).includes('$7.51'), 'the fee for $7 in the next sale');
    expect(svc.count('fees')).to.equal(2);
  });

  it('two rows asking the same amount at once share one request, and both show its fee', async () => {
    const { host, svc } = await mountCheckout({ lang: 'en-US' });
    await openCustom(host, 'Sam Patel', 'Kenji Watanabe');
    const release = svc.hold('fees');
    await typeCustom(host, 'Sam Patel', '8');
    await waitUntil(() => svc.count('fees') === 1, 'no look-up for $8');
    await typeCustom(host, 'Kenji Watanabe', '8');
    const [sam, kenji] = [customOf(host, 'Sam Patel'), customOf(host, 'Kenji Watanabe')];
    // Leaving Kenji's field settles it now: it asks for $8 while Sam's request is still held.
    kenji.shadowRoot!.querySelector('input')!.blur();
    await kenji.updateComplete;
    expect(checking(sam) && checking(kenji), 'both rows are waiting for the fee').to.equal(true);
    release();
    await waitUntil(() => feeLine(sam).includes('$8.54') && feeLine(kenji).includes('$8.54'), 'both rows show the fee');
    expect(svc.count('fees')).to.equal(1);
  });

  it('waits 150 ms of quiet by default before it asks; the debounce attribute still sets it', async () => {
    const svc = service();
    const askedAt: number[] = [];
    const client: DataClient = {
      ...svc.client,
      fees: (payload, options) => {
        askedAt.push(performance.now());
        return svc.client.fees(payload, options);
      },
    };
    const el = await fixture<CustomTipInput>(
      html`<custom-tip-input .client=${client} location-id=${DEMO_LOCATION_ID} locale="en-US"></custom-tip-input>`,
    );
    expect(el.debounce).to.equal(150);
    let typedAt = 0;
    el.addEventListener('input', () => (typedAt = performance.now()));
    el.focus();
    await sendKeys({ type: '6' });
    await waitUntil(() => feeLine(el) === 'Fee $0.48 · Total $6.48', 'the fee for $6 never showed');
    expect(askedAt).to.have.length(1);
    // Timers never fire early; a few ms of slack for the listener running after the timer was set.
    expect(askedAt[0]! - typedAt).to.be.at.least(el.debounce - 5);

    const slow = await fixture<CustomTipInput>(html`<custom-tip-input debounce="400"></custom-tip-input>`);
    expect(slow.debounce).to.equal(400);
  });
});
