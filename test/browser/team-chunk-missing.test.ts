/**
 * Team mode's code (src/elements/internal/team.ts, a chunk of its own) when its chunk is missing
 * (the test server answers 404): one failure with Retry, a bounded number of loads however often
 * the checkout updates, and a completed sale once the chunk is back and the customer retries.
 */
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import type { TipCheckout } from '../../src/checkout.js';
import '../../src/checkout.js';
import type { TipErrorEvent } from '../../src/elements/internal/events.js';
import { DEMO_LOCATION_ID } from '../../src/sandbox/index.js';
import { customer } from '../fixtures/sale.js';
import { chunkFaults, deepAll, settled, teamSale } from './lazy-support.js';
import { service } from './support.js';

const TEAM = '/src/elements/internal/team.ts';
const chunks = chunkFaults(TEAM);

describe('team mode when its chunk is missing', () => {
  before(() => chunks.fail());
  after(() => chunks.done());

  it('fails once with Retry, loads a bounded number of times over many updates, and completes the sale after Retry', async () => {
    const svc = service();
    const host = await fixture<HTMLElement>(html`<main lang="en-US">
      <tip-checkout tip-mode="team" location-id=${DEMO_LOCATION_ID} .client=${svc.client} .customer=${customer} .staff=${teamSale}>
        <staff-tip-list></staff-tip-list>
        <checkout-summary></checkout-summary>
      </tip-checkout>
    </main>`);
    const checkout = host.querySelector<TipCheckout>('tip-checkout')!;
    const errors: TipErrorEvent[] = [];
    checkout.addEventListener('tip-error', (e) => errors.push(e as TipErrorEvent));
    const list = host.querySelector('staff-tip-list')!;
    await waitUntil(() => deepAll(list, '[part~="retry"]').length === 1, 'the failure with Retry');

    // Many updates (the host re-setting its data, a locale change): no load per update.
    for (let i = 0; i < 50; i++) {
      checkout.lines = [];
      checkout.requestUpdate();
      await checkout.updateComplete;
    }
    await settled(host);
    expect(await chunks.count()).to.be.within(1, 3);
    expect(errors.length).to.be.within(1, 3);

    await chunks.release();
    deepAll(list, '[part~="retry"]')[0]!.click();
    await waitUntil(() => deepAll(host, '[role="radiogroup"]').length === 1, 'the team group after Retry', { timeout: 5000 });
    await settled(host);
    deepAll(host, '[role="radio"][data-value="low"]')[0]!.click();
    await waitUntil(() => checkout.selections.length === 2, 'both shares chosen');
    const intents: Event[] = [];
    checkout.addEventListener('tip-intent', (e) => intents.push(e));
    await settled(host);
    deepAll(host, '[part~="button"]')[0]!.click();
    await waitUntil(() => intents.length === 1, 'the intent');
    expect(svc.count('intent')).to.equal(1);
  });
});
