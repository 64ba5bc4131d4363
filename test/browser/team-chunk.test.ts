/**
 * Team mode's code (src/elements/internal/team.ts, a chunk of its own) when its chunk hangs: held
 * by the test server (web-test-runner.config.mjs). The checkout shows who served with nothing to
 * choose, reports the wait past the client's time limit as a failure with Retry, and the sale goes
 * on once the chunk arrives. The page loads the chunk once: this file holds it; a missing chunk is
 * team-chunk-missing.test.ts.
 */
import { expect, waitUntil } from '@open-wc/testing';
import type { TipCheckout } from '../../src/checkout.js';
import '../../src/checkout.js';
import { chunkFaults, confirmLowest, deepAll, mountSale, settled } from './lazy-support.js';
import { service } from './support.js';

const TEAM = '/src/elements/internal/team.ts';
const chunks = chunkFaults(TEAM);

describe('team mode when its chunk hangs', () => {
  before(() => chunks.hold());
  after(() => chunks.done());

  it('shows who served with no choice, fails within the client time limit with Retry, then completes the sale once the chunk arrives', async () => {
    // The client's own chunk first: the short time limit below is for team mode's chunk only.
    await import('../../src/client/data-kit.js');
    const svc = service({}, { timeoutMs: 600 });
    const { host, checkout, errors } = await mountSale(svc.client, { mode: 'team' });
    await waitUntil(() => svc.count('proposals') === 1, 'the proposals asked for', { timeout: 5000 });
    await settled(host);

    // Held: the rows say who served; nothing to choose; the summary's team tip is loading.
    const list = host.querySelector('staff-tip-list')!;
    expect(deepAll(list, '[part="row"]')).to.have.length(2);
    expect(deepAll(host, '[role="radio"]')).to.deep.equal([]);
    expect(deepAll(host, '[part~="team-tip"]')).to.have.length(1);
    expect(checkout.selections).to.deep.equal([]);

    // Past the client's time limit: a failure the customer can retry, once.
    const started = performance.now();
    await waitUntil(() => errors.length === 1, 'tip-error', { timeout: 5000 });
    expect(performance.now() - started).to.be.below(3000);
    expect(errors[0]!.operation).to.equal('proposals');
    await waitUntil(() => deepAll(list, '[part~="retry"]').length === 1, 'Retry shown');

    await chunks.release();
    deepAll(list, '[part~="retry"]')[0]!.click();
    await waitUntil(() => deepAll(host, '[role="radiogroup"]').length === 1, 'the team group once its code is there');
    await settled(host);
    expect(await confirmLowest(host)).to.equal(1);
    expect((checkout as TipCheckout).selections).to.have.length(2);
    expect(svc.count('intent')).to.equal(1);
    expect(errors).to.have.length(1);
  });
});
