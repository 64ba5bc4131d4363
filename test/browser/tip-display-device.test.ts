// tip-display-device, the sandbox's simulated tablet, in Chromium: the POS drives it with the real
// Display client against the in-browser sandbox, and the test plays the customer on it with
// clicks and keys. Also against a device reached over the sandbox's device endpoints.
import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { createDisplayClient, type DisplayPayload } from '../../src/client/index.js';
import { connectDevice, screenOf, SimulatedDevice, type DeviceLike, type DeviceScreen } from '../../src/devtools/display-device/index.js';
import type { TipDisplayDevice } from '../../src/devtools/display-device/tip-display-device.js';
import { createSandbox, type SandboxOptions } from '../../src/sandbox/index.js';
import { deepActiveElement, words } from './support.js';

const DEVICE = 'ABC234';

function world(options: SandboxOptions = {}) {
  const sandbox = createSandbox({ devices: [{ deviceId: DEVICE, activated: true }], ...options });
  const client = createDisplayClient({ baseUrl: 'http://sandbox.test', credentials: sandbox.credentials, fetch: sandbox.fetch });
  return { sandbox, client, device: SimulatedDevice.of(sandbox.devices[0]!) };
}

const ana = { employeeId: 'e-ana', firstName: 'Ana', lastName: 'Lima', avatar: '', amount: 50 };
const bo = { employeeId: 'e-bo', firstName: 'Bo', lastName: 'Chen', avatar: '' };
function checkout(transactionId: string, overrides: Partial<DisplayPayload<'create'>> = {}): DisplayPayload<'create'> {
  return {
    deviceId: DEVICE,
    transactionId,
    service: [ana, bo],
    display: [
      { name: 'Services', total: 50, expanded: true, items: [{ name: 'Cut', qty: 1, amount: 50 }] },
      { name: 'Shampoo', qty: 1, total: 2.5 },
    ],
    total: 52.5,
    customer: { id: 'c-1', firstName: 'Sam', lastName: 'Lee' },
    ...overrides,
  };
}
const on = { deviceId: DEVICE, transactionId: 't1' };

/** Shows a device: a SimulatedDevice, one of `sandbox.devices` as it is, or a remote one. */
async function show(device: DeviceLike): Promise<TipDisplayDevice> {
  const el = await fixture<TipDisplayDevice>(html`<tip-display-device .device=${device} locale="en-US"></tip-display-device>`);
  await el.updateComplete;
  return el;
}

/** The device has rendered a screen of this kind (the POS's calls change it as events). */
async function showing(el: TipDisplayDevice, kind: DeviceScreen['kind']): Promise<void> {
  await waitUntil(() => el.device?.state && screenOf(el.device.state).kind === kind && el.shadowRoot!.querySelector('[part~="screen"]'), `screen ${kind}`);
  await el.updateComplete;
}

const text = (el: TipDisplayDevice) => words(el.shadowRoot!.querySelector('[part~="screen"]'));
const part = (el: TipDisplayDevice, name: string) => el.shadowRoot!.querySelector<HTMLElement>(`[part~="${name}"]`);
const button = (el: TipDisplayDevice, name: string) =>
  [...el.shadowRoot!.querySelectorAll<HTMLButtonElement>('button')].find((b) => b.textContent!.trim() === name);
const list = (el: TipDisplayDevice) => el.shadowRoot!.querySelector('staff-tip-list')!;
/** Each row of the review as [label, amount]. */
const cells = (row: Element) => [...row.children].map((c) => words(c));

/** The radio named `name` in a staff member's group inside the device's tip list. */
async function radio(el: TipDisplayDevice, staffName: string, name: string | RegExp): Promise<HTMLElement> {
  await list(el).updateComplete;
  const proposals = [...list(el).shadowRoot!.querySelectorAll('tip-proposals')].find((p) => p.label === staffName)!;
  await proposals.updateComplete;
  const radios = [...proposals.shadowRoot!.querySelectorAll<HTMLElement>('[role="radio"]')];
  return radios.find((r) => (typeof name === 'string' ? words(r.getAttribute('aria-label')) === name : name.test(words(r.getAttribute('aria-label')))))!;
}

/** Waits until the device has taken the customer's choices (they travel as actions). */
async function chosen(device: { screen: DeviceScreen | undefined }, count: number): Promise<void> {
  await waitUntil(() => device.screen?.kind === 'tips' && Object.keys(device.screen.choices).length === count, `${count} choices`);
}

describe('tip-display-device', () => {
  it('passes axe on every screen: activation, pairing, home, tips, review, waiting, card prompt, declined', async () => {
    const { client, sandbox, device } = world({ devices: [{ deviceId: DEVICE }] });
    const el = await show(device);
    await expect(el).to.be.accessible();
    const pos = await show(sandbox.addDevice({ sync: 'pos' }));
    await expect(pos).to.be.accessible();
    await client.activateDevice({ deviceId: DEVICE });
    await showing(el, 'home');
    await expect(el).to.be.accessible();
    await client.create(checkout('t1'));
    await showing(el, 'tips');
    await expect(el).to.be.accessible();
    (await radio(el, 'Ana Lima', '20%, $10.00')).click();
    (await radio(el, 'Bo Chen', 'No tip')).click();
    await chosen(device, 2);
    button(el, 'Review tips')!.click();
    await showing(el, 'review');
    await expect(el).to.be.accessible();
    button(el, 'Continue to payment')!.click();
    await showing(el, 'waiting');
    await expect(el).to.be.accessible();
    await client.init(on);
    await showing(el, 'card');
    await expect(el).to.be.accessible();
    await client.reject({ ...on, note: 'Card declined' });
    await showing(el, 'declined');
    await expect(el).to.be.accessible();
  });

  it('service sync: shows the code until the POS activates it, then waits for a customer', async () => {
    const { client, device } = world({ devices: [{ deviceId: DEVICE }] });
    const el = await show(device);
    expect(part(el, 'code')!.textContent).to.equal(DEVICE);
    expect(text(el)).to.contain('Enter this code in your point of sale');
    await client.activateDevice({ deviceId: DEVICE });
    await showing(el, 'home');
    expect(text(el)).to.contain('Ready for the next customer');
    expect(text(el)).to.contain(`Synced as ${DEVICE}`);
  });

  it('a whole sale, as the customer: choose, review, continue; the POS takes the card, a decline shows its note, then approval', async () => {
    const { client, device } = world();
    const el = await show(device);
    await client.create(checkout('t1'));
    await showing(el, 'tips');
    expect(text(el)).to.contain('Welcome, Sam');
    const bill = part(el, 'bill')!;
    expect(bill.localName).to.equal('checkout-summary');
    expect(bill.shadowRoot!.textContent).to.contain('Shampoo');
    const review = button(el, 'Review tips')!;
    expect(review.getAttribute('aria-disabled')).to.equal('true');
    expect(text(el)).to.contain('Choose a tip for Ana and Bo');
    review.click();
    expect(device.screen.kind).to.equal('tips', 'a blocked button does nothing');

    (await radio(el, 'Ana Lima', '20%, $10.00')).click();
    (await radio(el, 'Bo Chen', 'No tip')).click();
    await chosen(device, 2);
    await el.updateComplete;
    expect(button(el, 'Review tips')!.getAttribute('aria-disabled')).to.equal('false');
    button(el, 'Review tips')!.click();
    await showing(el, 'review');
    expect([...part(el, 'review')!.querySelectorAll('.row')].map(cells)).to.deep.equal([
      ['Subtotal', '$52.50'],
      ['Tip for Ana Lima+ $0.60 fee', '$10.00'],
      ['Tip for Bo Chen', 'No tip'],
      ['Fees', '$0.60'],
      ['Total', '$63.10'],
    ]);

    button(el, 'Continue to payment')!.click();
    await showing(el, 'waiting');
    expect((await client.details({ transactionId: 't1' })).status).to.equal('pending');
    await client.init(on);
    await showing(el, 'card');
    expect(words(part(el, 'amount'))).to.equal('$63.10');
    expect(words(el.shadowRoot!.querySelector('[role="status"]'))).to.equal('Tap, insert or swipe your card. Amount to pay: $63.10');

    await client.reject({ ...on, note: 'Insufficient funds' });
    await showing(el, 'declined');
    expect(words(el.shadowRoot!.querySelector('[role="alert"]'))).to.equal('Payment declined: Insufficient funds');
    await client.init(on);
    await showing(el, 'card');
    await client.confirm(on);
    await showing(el, 'home');
    expect(part(el, 'status')!.textContent).to.equal('Payment approved. Thank you!');
  });

  it('a custom tip typed on the device: the fee shows as the customer pauses, and the device records the amount', async () => {
    const { client, device } = world();
    const el = await show(device);
    await client.create(checkout('t1'));
    await showing(el, 'tips');
    (await radio(el, 'Bo Chen', 'Custom')).click();
    await sendKeys({ type: '4.50' });
    await waitUntil(() => {
      const screen = device.screen;
      return screen.kind === 'tips' && screen.choices['e-bo']?.level === 'custom' && (screen.choices['e-bo'] as { amount: number | null }).amount === 4.5;
    }, 'the device has the custom amount');
    const input = [...list(el).shadowRoot!.querySelectorAll('tip-proposals')][1]!.shadowRoot!.querySelector('custom-tip-input')!;
    await waitUntil(() => words(input.shadowRoot!.textContent).includes('Fee $0.44'), 'the fee from the device');
  });

  it('"Continue to payment" pressed twice records the tips once', async () => {
    const { client, device, sandbox } = world({ latencyMs: 0 });
    const el = await show(device);
    await client.create(checkout('t1', { service: [{ ...ana, preselectedTip: 5 }] }));
    await showing(el, 'review');
    expect(button(el, 'Change tips'), 'everything preselected: no way back').to.equal(undefined);
    const go = button(el, 'Continue to payment')!;
    go.click();
    go.click();
    await showing(el, 'waiting');
    expect(sandbox.displayTransaction('t1')!.tips.length).to.equal(1);
  });

  it('the POS updates the checkout mid-selection: the customer is told and chooses again with the new staff', async () => {
    const { client, device } = world();
    const el = await show(device);
    await client.create(checkout('t1'));
    await showing(el, 'tips');
    (await radio(el, 'Ana Lima', '25%, $12.50')).click();
    await chosen(device, 1);
    await client.update({ ...checkout('t1'), service: [{ ...ana, amount: 80 }, { ...bo, amount: 8 }] });
    await waitUntil(() => text(el).includes('The checkout changed. Please choose your tips again.'), 'notice');
    const rows = [...list(el).shadowRoot!.querySelectorAll('tip-proposals')];
    await Promise.all(rows.map((r) => r.updateComplete));
    expect(rows.map((r) => r.value)).to.deep.equal(['', ''], 'no choice carried over');
    expect(words((await radio(el, 'Ana Lima', /^20%/)).getAttribute('aria-label'))).to.equal('20%, $16.00');
  });

  it('shows how many checkouts wait behind the current one', async () => {
    const { client, device } = world();
    const el = await show(device);
    await client.create(checkout('t1'));
    await client.create(checkout('t2'));
    await client.create(checkout('t3'));
    await waitUntil(() => part(el, 'queue')?.textContent === '2 more checkouts waiting', 'queue');
    await client.cancel(on);
    await waitUntil(() => part(el, 'queue')?.textContent === '1 more checkout waiting', 'queue');
  });

  it('POS sync, keyboard only: the identifier typed on the device pairs it; an empty or taken one is refused', async () => {
    const { sandbox } = world();
    const device = sandbox.addDevice({ sync: 'pos' });
    const el = await show(device);
    await sendKeys({ press: 'Tab' });
    await sendKeys({ press: 'Enter' });
    await el.updateComplete;
    expect(part(el, 'alert')!.textContent).to.equal('Enter the identifier.');
    await sendKeys({ type: DEVICE });
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => part(el, 'alert')?.textContent === 'Another device already uses this identifier.', 'taken');
    const input = part(el, 'input') as HTMLInputElement;
    input.select();
    await sendKeys({ type: 'POS-7F3A' });
    await sendKeys({ press: 'Enter' });
    await showing(el, 'home');
    expect(device.deviceId).to.equal('POS-7F3A');
    expect(text(el)).to.contain('Synced as POS-7F3A');
  });

  it('drives a device whose sandbox is reached over its device endpoints (connectDevice)', async () => {
    const { client, sandbox } = world();
    const remote = connectDevice({ baseUrl: 'http://sandbox.test', serial: 'device-1', fetch: sandbox.fetch });
    try {
      const el = await show(remote);
      await showing(el, 'home');
      await client.create(checkout('t1'));
      await showing(el, 'tips');
      (await radio(el, 'Ana Lima', '18%, $9.00')).click();
      (await radio(el, 'Bo Chen', 'No tip')).click();
      await chosen(remote, 2);
      const review = oneEvent(remote, 'change');
      button(el, 'Review tips')!.click();
      await review;
      await showing(el, 'review');
      expect(cells(part(el, 'total')!)).to.deep.equal(['Total', '$62.07']);
    } finally {
      remote.close();
    }
  });

  it('focus never falls to <body>: each screen a pressed button leads to takes focus on its heading', async () => {
    const { client, device } = world();
    const el = await show(device);
    await client.create(checkout('t1'));
    await showing(el, 'tips');
    (await radio(el, 'Ana Lima', '20%, $10.00')).click();
    (await radio(el, 'Bo Chen', 'No tip')).click();
    await chosen(device, 2);
    await el.updateComplete;
    const heading = () => el.shadowRoot!.querySelector('h2')!;

    button(el, 'Review tips')!.focus();
    await sendKeys({ press: 'Enter' });
    await showing(el, 'review');
    expect(deepActiveElement(), 'the review').to.equal(heading());
    expect(words(heading())).to.contain('Welcome, Sam');

    button(el, 'Change tips')!.focus();
    await sendKeys({ press: 'Enter' });
    await showing(el, 'tips');
    expect(deepActiveElement(), 'back to the tips').to.equal(heading());

    await el.updateComplete;
    button(el, 'Review tips')!.focus();
    await sendKeys({ press: 'Enter' });
    await showing(el, 'review');
    button(el, 'Continue to payment')!.focus();
    await sendKeys({ press: 'Enter' });
    await showing(el, 'waiting');
    expect(deepActiveElement(), 'waiting for the card').to.equal(heading());
    expect(heading().textContent).to.equal('Thank you! Please wait for the cashier.');

    // The POS moves the screen on while focus is on the tablet's heading: it follows to the new heading.
    await client.init(on);
    await showing(el, 'card');
    expect(deepActiveElement(), 'the card prompt').to.equal(heading());
  });

  it('a screen change never takes focus from the rest of the page', async () => {
    const { client, device } = world();
    const page = await fixture<HTMLElement>(html`<div><button type="button">POS</button><tip-display-device .device=${device} locale="en-US"></tip-display-device></div>`);
    const el = page.querySelector<TipDisplayDevice>('tip-display-device')!;
    await el.updateComplete;
    const pos = page.querySelector('button')!;
    pos.focus();
    await client.create(checkout('t1'));
    await showing(el, 'tips');
    expect(document.activeElement).to.equal(pos);
  });
});
