// tip-device-pairing against the in-browser sandbox: a person types the code a device shows (or
// reads this POS's identifier to type on the device), the real Display client activates (or
// checks) it, and the element reports the deviceId to store.
import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { createDisplayClient } from '../../src/client/index.js';
import { screenOf } from '../../src/devtools/display-device/device-screen.js';
import { defineDisplayElements, defineElements } from '../../src/elements/internal/define.js';
import type { TipDevicePairedEvent } from '../../src/elements/internal/display-events.js';
import type { TipErrorEvent } from '../../src/elements/internal/events.js';
import type { TipDevicePairing } from '../../src/elements/display/tip-device-pairing/tip-device-pairing.js';
import { createSandbox, type SandboxOptions } from '../../src/sandbox/index.js';
import { words } from './support.js';

defineElements();
defineDisplayElements();

function world(options: SandboxOptions = {}) {
  const sandbox = createSandbox({ devices: [{ sync: 'service', deviceId: 'ABC234' }], ...options });
  const client = createDisplayClient({ baseUrl: 'http://sandbox.test', credentials: sandbox.credentials, fetch: sandbox.fetch });
  return { sandbox, client, device: sandbox.devices[0]! };
}

const part = (el: TipDevicePairing, name: string) => el.shadowRoot!.querySelector<HTMLElement>(`[part~="${name}"]`);
const input = (el: TipDevicePairing) => el.shadowRoot!.querySelector('input')!;
const activations = (sandbox: ReturnType<typeof createSandbox>) => sandbox.requests().filter((r) => r.operation === 'activateDevice').length;

async function typeCode(el: TipDevicePairing, code: string): Promise<void> {
  input(el).focus();
  await sendKeys({ type: code });
  await el.updateComplete;
}

describe('tip-device-pairing', () => {
  it('passes axe: entering a code, a wrong code, paired; and with a POS identifier', async () => {
    const { client, sandbox } = world();
    const el = await fixture<TipDevicePairing>(html`<tip-device-pairing .client=${client} locale="en-US"></tip-device-pairing>`);
    await expect(el).to.be.accessible();
    await typeCode(el, 'ab');
    await sendKeys({ press: 'Enter' });
    await el.updateComplete;
    await expect(el).to.be.accessible();
    input(el).value = '';
    await typeCode(el, 'ABC234');
    const paired = oneEvent(el, 'tip-device-paired');
    await sendKeys({ press: 'Enter' });
    await paired;
    await el.updateComplete;
    await expect(el).to.be.accessible();
    const pos = await fixture<TipDevicePairing>(html`<tip-device-pairing .client=${client} method="pos" storage-key="test-a11y"></tip-device-pairing>`);
    await expect(pos).to.be.accessible();
    expect(sandbox.devices[0]!.activated).to.equal(true);
  });

  it('service sync, keyboard only: the code as typed ("abc 234") activates the device and tip-device-paired carries its deviceId', async () => {
    const { client, device } = world();
    const el = await fixture<TipDevicePairing>(html`<tip-device-pairing .client=${client} locale="en-US"></tip-device-pairing>`);
    expect(screenOf(device.state).kind).to.equal('activation');
    await sendKeys({ press: 'Tab' });
    expect(el.shadowRoot!.activeElement).to.equal(input(el));
    await sendKeys({ type: 'abc 234' });
    const paired = oneEvent(el, 'tip-device-paired') as Promise<TipDevicePairedEvent>;
    await sendKeys({ press: 'Enter' });
    const event = await paired;
    expect([event.deviceId, event.method, event.bubbles, event.composed]).to.deep.equal(['ABC234', 'service', true, true]);
    expect(device.activated).to.equal(true);
    expect(screenOf(device.state).kind).to.equal('home');
    await el.updateComplete;
    expect(words(part(el, 'status'))).to.equal('Device ABC234 is ready.');
    expect(el.shadowRoot!.activeElement).to.equal(part(el, 'again'));
    await sendKeys({ press: 'Enter' });
    await el.updateComplete;
    expect(el.shadowRoot!.activeElement).to.equal(input(el), '"Pair another device" brings the form back');
    expect(input(el).value).to.equal('');
  });

  it('a code that is not six letters and digits is refused before anything is sent', async () => {
    const { client, sandbox } = world();
    const el = await fixture<TipDevicePairing>(html`<tip-device-pairing .client=${client} locale="en-US"></tip-device-pairing>`);
    await typeCode(el, 'AB12');
    await sendKeys({ press: 'Enter' });
    await el.updateComplete;
    expect(part(el, 'message')!.textContent).to.equal('Enter the six letters and digits the device shows.');
    expect(input(el).getAttribute('aria-invalid')).to.equal('true');
    expect(activations(sandbox)).to.equal(0);
  });

  it('a code no device shows: the service says 404 and the person is told to check the code; tip-error fires', async () => {
    const { client } = world();
    const el = await fixture<TipDevicePairing>(html`<tip-device-pairing .client=${client} locale="en-US"></tip-device-pairing>`);
    await typeCode(el, 'ZZZ999');
    const failed = oneEvent(el, 'tip-error') as Promise<TipErrorEvent>;
    await sendKeys({ press: 'Enter' });
    const { error, operation } = await failed;
    expect([operation, error.status, error.code]).to.deep.equal(['activateDevice', 404, 'device_not_found']);
    await el.updateComplete;
    expect(part(el, 'message')!.textContent).to.equal('No device shows this code. Check it and try again.');
    expect(part(el, 'message')!.getAttribute('role')).to.equal('alert');
  });

  it('presses while the activation is on its way send one request', async () => {
    const { client, sandbox } = world({ latencyMs: 150 });
    const el = await fixture<TipDevicePairing>(html`<tip-device-pairing .client=${client} locale="en-US"></tip-device-pairing>`);
    await typeCode(el, 'ABC234');
    const paired = oneEvent(el, 'tip-device-paired');
    part(el, 'button')!.click();
    await el.updateComplete;
    expect(part(el, 'button')!.getAttribute('aria-busy')).to.equal('true');
    expect(part(el, 'button')!.textContent!.trim()).to.equal('Activating…');
    part(el, 'button')!.click();
    part(el, 'button')!.click();
    await paired;
    expect(activations(sandbox)).to.equal(1);
  });

  it('removed while the request is on its way: aborted, no event, nothing shown', async () => {
    const { client, sandbox } = world({ latencyMs: 200 });
    const el = await fixture<TipDevicePairing>(html`<tip-device-pairing .client=${client} locale="en-US"></tip-device-pairing>`);
    let events = 0;
    el.addEventListener('tip-device-paired', () => events++);
    el.addEventListener('tip-error', () => events++);
    await typeCode(el, 'ABC234');
    part(el, 'button')!.click();
    el.remove();
    // A request sent after it, with the same latency, has its answer only after the first one's would have landed.
    await client.details({ transactionId: 'later' }).catch(() => undefined);
    expect(sandbox.requests().map((r) => r.operation)).to.deep.equal(['details'], 'the activation was aborted before the service acted');
    expect(events).to.equal(0);
    expect(sandbox.devices[0]!.activated).to.equal(false);
  });

  it('POS sync: shows an identifier it keeps in localStorage; "Check pairing" says when the device does not know it yet, then pairs', async () => {
    const { client, sandbox } = world();
    const key = `test-pos-${Math.random()}`;
    const pos = sandbox.addDevice({ sync: 'pos' });
    const el = await fixture<TipDevicePairing>(html`<tip-device-pairing .client=${client} method="pos" storage-key=${key} locale="en-US"></tip-device-pairing>`);
    const identifier = part(el, 'identifier')!.textContent!;
    expect(identifier).to.match(/^POS-[A-HJ-NP-Z2-9]{8}$/);
    expect(localStorage.getItem(key)).to.equal(identifier);
    const again = await fixture<TipDevicePairing>(html`<tip-device-pairing method="pos" storage-key=${key}></tip-device-pairing>`);
    expect(part(again, 'identifier')!.textContent).to.equal(identifier, 'the station keeps its identifier');

    const notYet = oneEvent(el, 'tip-error');
    part(el, 'button')!.click();
    await notYet;
    await el.updateComplete;
    expect(part(el, 'message')!.textContent).to.equal('The device does not know this identifier yet. Enter it on the device, then check again.');

    pos.pair(identifier);
    const paired = oneEvent(el, 'tip-device-paired') as Promise<TipDevicePairedEvent>;
    part(el, 'button')!.click();
    const event = await paired;
    expect([event.deviceId, event.method]).to.deep.equal([identifier, 'pos']);
    await el.updateComplete;
    expect(words(part(el, 'status'))).to.equal(`Device ${identifier} is ready.`);
    localStorage.removeItem(key);
  });

  it('speaks German with lang="de"', async () => {
    const { client } = world();
    const el = await fixture<TipDevicePairing>(html`<div lang="de"><tip-device-pairing .client=${client}></tip-device-pairing></div>`);
    const pairing = el.querySelector('tip-device-pairing')!;
    await waitUntil(() => part(pairing, 'button')?.textContent?.trim() === 'Gerät aktivieren', 'German catalogue');
    expect(pairing.shadowRoot!.querySelector('label')!.textContent).to.equal('Code auf dem Gerät');
  });
});
