// tip-elements/react in a React 19 page (a real page: no act(), React renders on its own schedule): the checkout mounted with JSX against the in-browser
// sandbox, driven by real mouse clicks, reporting back through React props.
import { expect, waitUntil } from '@open-wc/testing';
import { sendKeys, sendMouse } from '@web/test-runner-commands';
import { useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { createDataClient, createDisplayClient } from '../../src/client/index.js';
import type { TipChangeEvent, TipIntentEvent } from '../../src/index.js';
import { CheckoutSummary, StaffTipList, TipCheckout, TipDevicePairing } from '../../src/react/index.js';
import { createSandbox, DEMO_LOCATION_ID, type Sandbox } from '../../src/sandbox/index.js';
import type { StaffMember } from '../../src/elements/internal/types.js';
import { settled } from './checkout-page.js';
import { words } from './support.js';

declare function describe(name: string, fn: () => void): void;
declare function it(name: string, fn: () => Promise<void> | void): void;
declare function afterEach(fn: () => void): void;

const staff: StaffMember[] = [
  { employeeId: 'e-ana', firstName: 'Ana', lastName: 'Lima', avatar: '', serviceAmount: 50 },
  { employeeId: 'e-bo', firstName: 'Bo', lastName: 'Chen', avatar: '', serviceAmount: 20 },
];
const customer = { id: 'cust-1', firstName: 'Sam', lastName: 'Lee' };

/** The `role=radio` named `name` in the staff member's tip group, through the shadow roots. */
function radio(list: Element, staffName: string, name: RegExp): HTMLElement | undefined {
  const groups = [...list.shadowRoot!.querySelectorAll('tip-proposals')].map((p) => p.shadowRoot!.querySelector<HTMLElement>('[role="radiogroup"]'));
  const group = groups.find((g) => g?.getAttribute('aria-label')?.includes(staffName));
  return [...(group?.querySelectorAll<HTMLElement>('[role="radio"]') ?? [])].find((r) => name.test(words(r.getAttribute('aria-label'))));
}

/**
 * A real click at the middle of `el`, once the page has settled and `el` has held still for a
 * frame: a late answer (fees, the custom amount's chunk) can still move a row, and a click aimed
 * at where it was lands elsewhere.
 */
async function click(el: Element): Promise<void> {
  el.scrollIntoView({ block: 'center' });
  await settled(document.body);
  let box = el.getBoundingClientRect();
  await waitUntil(
    async () => {
      await new Promise((r) => requestAnimationFrame(r));
      const now = el.getBoundingClientRect();
      const still = now.x === box.x && now.y === box.y && now.width === box.width && now.height === box.height;
      box = now;
      return still;
    },
    'the element holds still',
    { timeout: 5000 },
  );
  await sendMouse({ type: 'click', position: [Math.round(box.x + box.width / 2), Math.round(box.y + box.height / 2)] });
}

describe('tip-elements/react', () => {
  let root: Root | undefined;
  let host: HTMLElement | undefined;
  afterEach(() => {
    root?.unmount();
    host?.remove();
    root = undefined;
  });

  async function mount(sandbox: Sandbox) {
    const client = createDataClient({ baseUrl: 'http://sandbox.test', credentials: sandbox.credentials, fetch: sandbox.fetch });
    const changes: TipChangeEvent[] = [];
    const intents: TipIntentEvent[] = [];

    function Pos() {
      const [paid, setPaid] = useState('');
      return (
        <main>
          <TipCheckout
            client={client}
            locationId={DEMO_LOCATION_ID}
            staff={staff}
            customer={customer}
            onTipChange={(e) => changes.push(e)}
            onTipIntent={(e) => {
              intents.push(e);
              setPaid(`charge ${e.result.total} for ${e.result.transactionId}`);
            }}
          >
            <StaffTipList />
            <CheckoutSummary />
          </TipCheckout>
          <output>{paid}</output>
        </main>
      );
    }

    host = document.createElement('div');
    document.body.append(host);
    root = createRoot(host);
    root.render(<Pos />);
    await waitUntil(() => host!.querySelector('tip-checkout'), 'React rendered the page');
    const checkout = host.querySelector('tip-checkout')!;
    const list = host.querySelector('staff-tip-list')!;
    const summary = host.querySelector('checkout-summary')!;
    return { client, changes, intents, checkout, list, summary, host };
  }

  it('sets object properties from JSX: the rows show the staff and the service proposals', async () => {
    const sandbox = createSandbox();
    const { list, checkout } = await mount(sandbox);
    expect(checkout.staff).to.equal(staff);
    await waitUntil(() => radio(list, 'Ana Lima', /^20%/) && radio(list, 'Bo Chen', /^20%/), 'proposals rendered', { timeout: 5000 });
    expect(radio(list, 'Ana Lima', /^20%/)!.getAttribute('aria-label')).to.contain('$10.00');
    expect(radio(list, 'Bo Chen', /^20%/)!.getAttribute('aria-label')).to.contain('$4.00');
    expect(sandbox.requests().filter((r) => r.operation === 'proposals')).to.have.length(1);
  });

  it('picking tips and confirming calls onTipChange and onTipIntent with the service result', async () => {
    const sandbox = createSandbox();
    const { list, summary, host, changes, intents } = await mount(sandbox);
    await waitUntil(() => radio(list, 'Ana Lima', /^20%/) && radio(list, 'Bo Chen', /^No tip/i), 'proposals rendered', { timeout: 5000 });

    await click(radio(list, 'Ana Lima', /^20%/)!);
    await waitUntil(() => changes.length === 1, 'onTipChange after the first pick', { timeout: 5000 });
    expect(changes[0]!.selections.map((s) => [s.employeeId, s.amount, s.level])).to.deep.equal([['e-ana', 10, 'medium']]);

    await click(radio(list, 'Bo Chen', /^No tip/i)!);
    await waitUntil(() => changes.length === 2, 'onTipChange after the second pick');

    const button = summary.shadowRoot!.querySelector<HTMLButtonElement>('button[part~="button"]')!;
    await waitUntil(() => button.getAttribute('aria-disabled') === 'false', 'confirm enabled');
    await click(button);
    await waitUntil(() => intents.length === 1, 'onTipIntent', { timeout: 5000 });

    const [intent] = intents;
    const [transaction] = sandbox.transactions();
    expect(intent!.result.transactionId).to.equal(transaction!.transactionId);
    expect(intent!.result.tips.map((t) => [t.employeeId, t.amount])).to.deep.equal([['e-ana', 10]]);
    expect(sandbox.requests().filter((r) => r.operation === 'intent')).to.have.length(1);
    await waitUntil(() => host.querySelector('output')!.textContent === `charge ${intent!.result.total} for ${transaction!.transactionId}`, 'React state updated from the event');
  });

  it('TipDevicePairing: a code typed in the element reaches onTipDevicePaired as the deviceId to store', async () => {
    const sandbox = createSandbox({ devices: [{ deviceId: 'ABC234' }] });
    const client = createDisplayClient({ baseUrl: 'http://sandbox.test', credentials: sandbox.credentials, fetch: sandbox.fetch });
    function Settings() {
      const [paired, setPaired] = useState('');
      return (
        <section>
          <TipDevicePairing client={client} onTipDevicePaired={(e) => setPaired(e.deviceId)} />
          <output>{paired}</output>
        </section>
      );
    }
    host = document.createElement('div');
    document.body.append(host);
    root = createRoot(host);
    root.render(<Settings />);
    await waitUntil(() => host!.querySelector('tip-device-pairing')?.shadowRoot?.querySelector('input'), 'React rendered the element');
    const input = host.querySelector('tip-device-pairing')!.shadowRoot!.querySelector('input')!;
    await click(input);
    await sendKeys({ type: 'abc234' });
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => host!.querySelector('output')!.textContent === 'ABC234', 'React state updated from the event');
    expect(sandbox.devices[0]!.activated).to.equal(true);
  });
});
