/**
 * The client's kit (src/client/data-kit.ts, a chunk of its own) when its chunk is missing (the
 * test server answers 404) before the client's code is evaluated: each call fails as a network
 * failure with Retry and loads the chunk at most once; the sale completes after the chunk is back.
 */
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import type { TipErrorEvent } from '../../src/elements/internal/events.js';
import { chunkFaults, deepAll, settled, teamSale } from './lazy-support.js';

const chunks = chunkFaults('/src/client/data-kit.ts');

describe("the client's kit when its chunk is missing", () => {
  after(() => chunks.done());

  it('fails with Retry, loads a bounded number of times, and completes the sale after Retry once the chunk is back', async () => {
    await chunks.fail();
    const { createDataClient, TipNetworkError } = await import('../../src/checkout.js');
    const { createSandbox, DEMO_LOCATION_ID } = await import('../../src/sandbox/index.js');
    const sandbox = createSandbox();
    const client = createDataClient({ baseUrl: 'http://sandbox.test', credentials: sandbox.credentials, fetch: sandbox.fetch });
    const errors: TipErrorEvent[] = [];
    const host = await fixture<HTMLElement>(html`<main lang="en-US">
      <tip-checkout location-id=${DEMO_LOCATION_ID} .client=${client} .customer=${{ id: 'c-1', firstName: 'Amelia', lastName: 'Stone' }} .staff=${teamSale} @tip-error=${(e: TipErrorEvent) => errors.push(e)}>
        <staff-tip-list></staff-tip-list>
        <checkout-summary></checkout-summary>
      </tip-checkout>
    </main>`);
    const list = host.querySelector('staff-tip-list')!;
    await waitUntil(() => deepAll(list, '[part~="retry"]').length === 1, 'the failure with Retry', { timeout: 5000 });
    expect(errors).to.have.length(1);
    expect(errors[0]!.error).to.be.instanceOf(TipNetworkError);
    // The load as the client's code was evaluated, and the proposals call's own: no more.
    expect(await chunks.count()).to.be.within(1, 2);
    for (let i = 0; i < 20; i++) {
      host.querySelector('tip-checkout')!.requestUpdate();
      await settled(host);
    }
    expect(await chunks.count()).to.be.within(1, 2);

    await chunks.release();
    deepAll(list, '[part~="retry"]')[0]!.click();
    await waitUntil(() => deepAll(host, '[role="radio"][data-value="low"]').length === 2, 'the proposals once the kit is back', { timeout: 5000 });
    for (const radio of deepAll(host, '[role="radio"][data-value="low"]')) radio.click();
    await settled(host);
    const intents: Event[] = [];
    host.querySelector('tip-checkout')!.addEventListener('tip-intent', (e) => intents.push(e));
    deepAll(host, '[part~="button"]')[0]!.click();
    await waitUntil(() => intents.length === 1, 'the intent');
    expect(errors).to.have.length(1);
  });
});
