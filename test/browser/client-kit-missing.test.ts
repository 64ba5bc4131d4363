/**
 * The client's kit (src/client/data-kit.ts, a chunk of its own) when its chunk is missing (the
 * test server answers 404) before the client's code is evaluated: each call fails as a network
 * failure with Retry and loads the chunk at most once; the sale completes after the chunk is back.
 */
import { expect, waitUntil } from '@open-wc/testing';
import { chunkFaults, confirmLowest, deepAll, mountSale, settled } from './lazy-support.js';

const chunks = chunkFaults('/src/client/data-kit.ts');

describe("the client's kit when its chunk is missing", () => {
  after(() => chunks.done());

  it('fails with Retry, loads a bounded number of times, and completes the sale after Retry once the chunk is back', async () => {
    await chunks.fail();
    const { createDataClient, TipNetworkError } = await import('../../src/checkout.js');
    const { createSandbox } = await import('../../src/sandbox/index.js');
    const sandbox = createSandbox();
    const client = createDataClient({ baseUrl: 'http://sandbox.test', credentials: sandbox.credentials, fetch: sandbox.fetch });
    const { host, errors } = await mountSale(client);
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
    expect(await confirmLowest(host)).to.equal(1);
    expect(errors).to.have.length(1);
  });
});
