/**
 * Team mode's code (src/elements/internal/team.ts, a chunk of its own) when its chunk is missing
 * (the test server answers 404): one failure with Retry, a bounded number of loads however often
 * the checkout updates, and a completed sale once the chunk is back and the customer retries.
 */
import { expect, waitUntil } from '@open-wc/testing';
import type { TipCheckout } from '../../src/checkout.js';
import '../../src/checkout.js';
import { chunkFaults, confirmLowest, deepAll, mountSale, settled } from './lazy-support.js';
import { service } from './support.js';

const TEAM = '/src/elements/internal/team.ts';
const chunks = chunkFaults(TEAM);

describe('team mode when its chunk is missing', () => {
  before(() => chunks.fail());
  after(() => chunks.done());

  it('fails once with Retry, loads a bounded number of times over many updates, and completes the sale after Retry', async () => {
    const svc = service();
    const { host, checkout: element, list, errors } = await mountSale(svc.client, { mode: 'team' });
    const checkout = element as TipCheckout;
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
    expect(await confirmLowest(host)).to.equal(1);
    expect(checkout.selections).to.have.length(2);
    expect(svc.count('intent')).to.equal(1);
  });
});
