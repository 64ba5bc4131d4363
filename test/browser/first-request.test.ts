/**
 * A client-rendered checkout sends its first proposals request before anything inside it is
 * drawn: when the client's kit (src/client/data-kit.ts, a chunk of its own) is still on its way,
 * the checkout's first update waits for it; once it is there, the request is sent from the first
 * update itself. What is drawn is read from the elements at the moment the request goes out.
 */
import { expect, waitUntil } from '@open-wc/testing';
import { chunkFaults, deepAll, mountSale } from './lazy-support.js';

const chunks = chunkFaults('/src/client/data-kit.ts');

/** What the page shows when a proposals request is sent. */
interface Sent {
  listUpdated: boolean;
  rows: number;
  summaryUpdated: boolean;
}

describe("a checkout's first proposals request", () => {
  after(() => chunks.done());

  it('is sent before the staff list and the summary are first drawn, whether the kit was on its way or already there', async () => {
    await chunks.hold();
    const { createDataClient } = await import('../../src/checkout.js');
    const { createSandbox } = await import('../../src/sandbox/index.js');
    const sandbox = createSandbox({ latencyMs: 0 });
    const sent: Sent[] = [];
    const fetch: typeof globalThis.fetch = (input, init) => {
      if (String(input instanceof Request ? input.url : input).endsWith('/tips/proposals')) {
        // The checkout mounted last.
        const page = [...document.querySelectorAll('tip-checkout')].at(-1)!;
        const list = page.querySelector<HTMLElement & { hasUpdated: boolean }>('staff-tip-list')!;
        const summary = page.querySelector<HTMLElement & { hasUpdated: boolean }>('checkout-summary')!;
        sent.push({ listUpdated: list.hasUpdated, rows: deepAll(list, 'tip-proposals').length, summaryUpdated: summary.hasUpdated });
      }
      return sandbox.fetch(input, init);
    };
    const client = createDataClient({ baseUrl: 'http://sandbox.test', credentials: sandbox.credentials, fetch });
    const nothingDrawn = { listUpdated: false, rows: 0, summaryUpdated: false };

    // The kit is held on its way: the checkout waits for it, and draws nothing meanwhile.
    const { list } = await mountSale(client);
    expect(sent).to.deep.equal([]);
    expect((list as HTMLElement & { hasUpdated: boolean }).hasUpdated).to.equal(false);
    expect(list.shadowRoot?.childElementCount ?? 0).to.equal(0);
    await chunks.release();
    await waitUntil(() => sent.length === 1, 'the proposals request', { timeout: 5000 });
    expect(sent[0]).to.deep.equal(nothingDrawn);
    await waitUntil(() => deepAll(list, '[role="radio"][data-value="low"]').length === 2, 'the proposals shown');

    // The kit is there: the next checkout's request goes out from its first update.
    const second = await mountSale(client);
    await waitUntil(() => sent.length === 2, 'the second proposals request', { timeout: 5000 });
    expect(sent[1]).to.deep.equal(nothingDrawn);
    await waitUntil(() => deepAll(second.list, '[role="radio"][data-value="low"]').length === 2, 'the proposals shown');
  });
});
