// tip-elements/react/checkout: the five checkout components alone. This file runs in its own page,
// so what the entry registers is all that is registered.
import { expect, waitUntil } from '@open-wc/testing';
import { createRoot } from 'react-dom/client';
import { createDataClient } from '../../src/client/index.js';
import { CheckoutSummary, StaffTipList, TipCheckout } from '../../src/react/checkout.js';
import { createSandbox, DEMO_LOCATION_ID } from '../../src/sandbox/index.js';
import { customer, staff } from '../fixtures/sale.js';

declare function describe(name: string, fn: () => void): void;
declare function it(name: string, fn: () => Promise<void> | void): void;

describe('tip-elements/react/checkout', () => {
  it('registers the five checkout elements and nothing of the back office or Display mode', () => {
    for (const tag of ['tip-checkout', 'staff-tip-list', 'tip-proposals', 'custom-tip-input', 'checkout-summary']) {
      expect(customElements.get(tag), tag).to.exist;
    }
    for (const tag of ['tip-transaction', 'tip-refund', 'tip-transfer', 'tip-device-pairing', 'tip-display-device']) {
      expect(customElements.get(tag), tag).to.equal(undefined);
    }
  });

  it('renders a checkout with the service’s proposals for every staff member', async () => {
    const sandbox = createSandbox();
    const client = createDataClient({ baseUrl: 'http://sandbox.test', credentials: sandbox.credentials, fetch: sandbox.fetch });
    const host = document.createElement('div');
    document.body.append(host);
    const root = createRoot(host);
    root.render(
      <TipCheckout client={client} locationId={DEMO_LOCATION_ID} staff={staff} customer={customer}>
        <StaffTipList />
        <CheckoutSummary />
      </TipCheckout>,
    );
    await waitUntil(() => host.querySelector('staff-tip-list'), 'React rendered the checkout');
    const list = host.querySelector('staff-tip-list')!;
    const withService = staff.filter((m) => m.serviceAmount).length;
    await waitUntil(
      () => [...list.shadowRoot!.querySelectorAll('tip-proposals')].filter((p) => p.shadowRoot?.querySelector('[role="radio"][data-value="low"]')).length === withService,
      'every staff member with a service has proposals',
      { timeout: 5000 },
    );
    root.unmount();
    host.remove();
  });
});
