/**
 * The client's kit (src/client/data-kit.ts: zod, the schemas, the checks and the HTTP exchange, a
 * chunk of its own) when its chunk hangs: held by the test server before the client's code is
 * evaluated. A call waits for it within its own time limit, then fails as a timeout with Retry; the
 * sale goes on once the chunk arrives. A missing kit: client-kit-missing.test.ts.
 */
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import type { TipErrorEvent } from '../../src/elements/internal/events.js';
import { chunkFaults, deepAll, settled, teamSale } from './lazy-support.js';

const chunks = chunkFaults('/src/client/data-kit.ts');

describe("the client's kit when its chunk hangs", () => {
  after(() => chunks.done());

  it('a call fails within its time limit with Retry, and the sale completes after the chunk arrives', async () => {
    await chunks.hold();
    const { createDataClient, TipTimeoutError } = await import('../../src/checkout.js');
    const { createSandbox, DEMO_LOCATION_ID } = await import('../../src/sandbox/index.js');
    const sandbox = createSandbox();
    const client = createDataClient({ baseUrl: 'http://sandbox.test', credentials: sandbox.credentials, fetch: sandbox.fetch, timeoutMs: 600 });
    const errors: TipErrorEvent[] = [];
    const started = performance.now();
    const host = await fixture<HTMLElement>(html`<main lang="en-US">
      <tip-checkout location-id=${DEMO_LOCATION_ID} .client=${client} .customer=${{ id: 'c-1', firstName: 'Amelia', lastName: 'Stone' }} .staff=${teamSale} @tip-error=${(e: TipErrorEvent) => errors.push(e)}>
        <staff-tip-list></staff-tip-list>
        <checkout-summary></checkout-summary>
      </tip-checkout>
    </main>`);
    await waitUntil(() => errors.length === 1, 'tip-error', { timeout: 5000 });
    expect(performance.now() - started).to.be.below(3000);
    expect(errors[0]!.error).to.be.instanceOf(TipTimeoutError);
    expect(errors[0]!.operation).to.equal('proposals');
    const list = host.querySelector('staff-tip-list')!;
    await waitUntil(() => deepAll(list, '[part~="retry"]').length === 1, 'Retry shown');
    expect(await chunks.count()).to.equal(1);

    await chunks.release();
    deepAll(list, '[part~="retry"]')[0]!.click();
    await waitUntil(() => deepAll(host, '[role="radio"][data-value="low"]').length === 2, 'the proposals once the kit is there');
    for (const radio of deepAll(host, '[role="radio"][data-value="low"]')) radio.click();
    await settled(host);
    const intents: Event[] = [];
    host.querySelector('tip-checkout')!.addEventListener('tip-intent', (e) => intents.push(e));
    deepAll(host, '[part~="button"]')[0]!.click();
    await waitUntil(() => intents.length === 1, 'the intent');
    expect(errors).to.have.length(1);
  });
});
