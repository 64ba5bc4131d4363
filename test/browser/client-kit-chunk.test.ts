/**
 * The client's kit (src/client/data-kit.ts: zod, the schemas, the checks and the HTTP exchange, a
 * chunk of its own) when its chunk hangs: held by the test server before the client's code is
 * evaluated. A call waits for it within its own time limit, then fails as a timeout with Retry; the
 * sale goes on once the chunk arrives. A missing kit: client-kit-missing.test.ts.
 */
import { expect, waitUntil } from '@open-wc/testing';
import { chunkFaults, confirmLowest, deepAll, mountSale } from './lazy-support.js';

const chunks = chunkFaults('/src/client/data-kit.ts');

describe("the client's kit when its chunk hangs", () => {
  after(() => chunks.done());

  it('a call fails within its time limit with Retry, and the sale completes after the chunk arrives', async () => {
    await chunks.hold();
    const { createDataClient, TipTimeoutError } = await import('../../src/checkout.js');
    const { createSandbox } = await import('../../src/sandbox/index.js');
    const sandbox = createSandbox();
    const client = createDataClient({ baseUrl: 'http://sandbox.test', credentials: sandbox.credentials, fetch: sandbox.fetch, timeoutMs: 600 });
    const started = performance.now();
    const { host, errors } = await mountSale(client);
    await waitUntil(() => errors.length === 1, 'tip-error', { timeout: 5000 });
    expect(performance.now() - started).to.be.below(3000);
    expect(errors[0]!.error).to.be.instanceOf(TipTimeoutError);
    expect(errors[0]!.operation).to.equal('proposals');
    const list = host.querySelector('staff-tip-list')!;
    await waitUntil(() => deepAll(list, '[part~="retry"]').length === 1, 'Retry shown');
    expect(await chunks.count()).to.equal(1);

    await chunks.release();
    deepAll(list, '[part~="retry"]')[0]!.click();
    await waitUntil(() => deepAll(host, '[role="radio"][data-value="low"]').length === 2, 'the proposals once the kit is there', { timeout: 5000 });
    expect(await confirmLowest(host)).to.equal(1);
    expect(errors).to.have.length(1);
  });
});
