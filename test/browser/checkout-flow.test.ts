/**
 * The whole checkout as a customer uses it: tip-checkout with staff-tip-list (tip-proposals,
 * custom-tip-input) and checkout-summary, against the sandbox.
 */
import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import type { TipErrorEvent, TipIntentEvent } from '../../src/elements/internal/events.js';
import type { TipCheckout } from '../../src/elements/checkout/tip-checkout/tip-checkout.js';
import type { DisplayLine, StaffMember } from '../../src/elements/internal/types.js';
import '../../src/index.js';
import { DEMO_LOCATION_ID } from '../../src/sandbox/index.js';
import { service, words } from './support.js';




const ana: StaffMember = { employeeId: 'e-ana', firstName: 'Ana', lastName: 'Lima', avatar: '', serviceAmount: 50 };
const ben: StaffMember = { employeeId: 'e-ben', firstName: 'Ben', lastName: 'Ode', avatar: '', serviceAmount: 30 };
const cy: StaffMember = { employeeId: 'e-cy', firstName: 'Cy', lastName: 'Park', avatar: '' };
const customer = { id: 'c-1', firstName: 'Amelia', lastName: 'Stone' };
const lines: DisplayLine[] = [
  { name: 'Cut', total: 60 },
  { name: 'Colour', total: 35 },
];

async function mount(staff: StaffMember[] = [ana, ben, cy], svc = service()) {
  const wrapper = await fixture<HTMLDivElement>(html`<div>
    <button id="before">Start</button>
    <tip-checkout location-id=${DEMO_LOCATION_ID} locale="en-US" .client=${svc.client} .customer=${customer} .staff=${staff} .lines=${lines}>
      <staff-tip-list></staff-tip-list>
      <checkout-summary></checkout-summary>
    </tip-checkout>
  </div>`);
  const checkout = wrapper.querySelector('tip-checkout')!;
  const list = checkout.querySelector('staff-tip-list')!;
  const summary = checkout.querySelector('checkout-summary')!;
  return { svc, wrapper, checkout, list, summary };
}

/** Waits for the checkout and everything inside to render. */
async function settled(checkout: TipCheckout): Promise<void> {
  await checkout.updateComplete;
  const list = checkout.querySelector('staff-tip-list')!;
  await list.updateComplete;
  for (const group of list.shadowRoot!.querySelectorAll('tip-proposals')) {
    await group.updateComplete;
    await group.shadowRoot!.querySelector('custom-tip-input')?.updateComplete;
  }
  await checkout.querySelector('checkout-summary')!.updateComplete;
}

function group(list: HTMLElement, name: string): HTMLElement {
  const el = [...list.shadowRoot!.querySelectorAll('tip-proposals')].find((g) => g.label === name);
  if (!el) throw new Error(`no tip-proposals for ${name}`);
  return el;
}
function radio(list: HTMLElement, staff: string, name: string): HTMLElement {
  const r = [...group(list, staff).shadowRoot!.querySelectorAll<HTMLElement>('[role="radio"]')].find((x) => words(x.getAttribute('aria-label')) === name);
  if (!r) throw new Error(`no radio ${name} for ${staff}`);
  return r;
}
function checked(list: HTMLElement, staff: string): string[] {
  return [...group(list, staff).shadowRoot!.querySelectorAll('[role="radio"][aria-checked="true"]')].map((r) => words(r.getAttribute('aria-label')));
}
function deepActive(): Element | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}
function summaryPart(summary: HTMLElement, name: string): HTMLElement | null {
  return summary.shadowRoot!.querySelector<HTMLElement>(`[part~="${name}"]`);
}
function text(node: Element | null): string {
  return words(node);
}
/** The staff list's alert for proposals that could not be loaded. */
function listAlert(list: HTMLElement): HTMLElement | null {
  return list.shadowRoot!.querySelector<HTMLElement>('[part~="error"][role="alert"]');
}
/** Waits until the first staff member's proposals are on screen. */
async function proposalsLanded(checkout: TipCheckout, list: HTMLElement): Promise<void> {
  await settled(checkout);
  await waitUntil(
    () => list.shadowRoot!.querySelector('tip-proposals')?.shadowRoot?.querySelector('[role="radio"][aria-label^="\u206818%"]'),
    'no proposals shown',
  );
  await settled(checkout);
}

describe('checkout flow', () => {
  it('passes axe when ready', async () => {
    const { checkout, list, wrapper } = await mount();
    await proposalsLanded(checkout, list);
    await expect(wrapper).to.be.accessible();
  });

  it('passes axe while loading, on error, and when selected', async () => {
    const loading = service();
    const release = loading.hold('proposals');
    const first = await mount([ana, ben, cy], loading);
    await settled(first.checkout);
    expect(group(first.list, 'Ana Lima').shadowRoot!.querySelector('[role="radiogroup"]')!.getAttribute('aria-busy')).to.equal('true');
    await expect(first.wrapper).to.be.accessible();
    release();

    const failing = service();
    failing.sandbox.failNext(2, { operations: ['proposals'] });
    const second = await mount([ana, ben, cy], failing);
    await waitUntil(() => listAlert(second.list), 'no alert');
    await settled(second.checkout);
    await expect(second.wrapper).to.be.accessible();

    const third = await mount();
    await proposalsLanded(third.checkout, third.list);
    radio(third.list, 'Ana Lima', '20%, $10.00').click();
    radio(third.list, 'Ben Ode', 'Custom').click();
    radio(third.list, 'Cy Park', 'No tip').click();
    await settled(third.checkout);
    await expect(third.wrapper).to.be.accessible();
  });

  it('asks for the proposals of all staff in one request', async () => {
    const { svc, checkout, list } = await mount();
    await proposalsLanded(checkout, list);
    expect(svc.calls('proposals').map((c) => c.payload['serviceAmounts'])).to.deep.equal([[50, 30]]);
    expect(checkout.querySelector('staff-tip-list')!.shadowRoot!.querySelectorAll('tip-proposals')).to.have.length(3);
  });

  it('is operated with the keyboard only, from the first tip to the intent', async () => {
    const { svc, checkout, list, summary, wrapper } = await mount();
    await proposalsLanded(checkout, list);
    const changes: number[] = [];
    checkout.addEventListener('tip-change', (e) => changes.push(e.selections.length));
    wrapper.querySelector<HTMLButtonElement>('#before')!.focus();

    // Ana: one tab stop, the arrow selects 20%.
    await sendKeys({ press: 'Tab' });
    expect(words(deepActive()?.getAttribute('aria-label'))).to.equal('18%, $9.00');
    await sendKeys({ press: 'ArrowRight' });
    await settled(checkout);
    expect(checked(list, 'Ana Lima')).to.deep.equal(['20%, $10.00']);

    // Ben: to "Custom" with the arrows, Space opens the amount, then type it.
    await sendKeys({ press: 'Tab' });
    expect(words(deepActive()?.getAttribute('aria-label'))).to.equal('18%, $5.40');
    await sendKeys({ press: 'End' });
    await sendKeys({ press: 'ArrowLeft' });
    await settled(checkout);
    expect(checked(list, 'Ben Ode')).to.deep.equal(['Custom']);
    await sendKeys({ press: 'Space' });
    await settled(checkout);
    expect(deepActive()?.tagName).to.equal('INPUT');
    await sendKeys({ type: '7.50' });
    await settled(checkout);

    // Cy (no service amount): Custom and No tip only; End chooses No tip.
    await sendKeys({ press: 'Tab' });
    expect(words(deepActive()?.getAttribute('aria-label'))).to.equal('Custom');
    await sendKeys({ press: 'End' });
    await settled(checkout);
    expect(checked(list, 'Cy Park')).to.deep.equal(['No tip']);

    // The summary's button, then Enter.
    await sendKeys({ press: 'Tab' });
    const button = summaryPart(summary, 'button')!;
    expect(deepActive()).to.equal(button);
    expect(button.getAttribute('aria-disabled')).to.equal('false');
    expect(text(summaryPart(summary, 'tips'))).to.equal('Tip for Ana Lima $10.00 Tip for Ben Ode $7.50 Tip for Cy Park No tip');
    const intent = oneEvent(checkout, 'tip-intent') as Promise<TipIntentEvent>;
    await sendKeys({ press: 'Enter' });
    const event = await intent;
    expect(event.selections.map((s) => [s.employeeId, s.amount, s.level])).to.deep.equal([
      ['e-ana', 10, 'medium'],
      ['e-ben', 7.5, 'custom'],
    ]);
    expect(svc.calls('intent')).to.have.length(1);
    expect(svc.calls('intent')[0]!.payload['tipSelections']).to.deep.equal(event.selections);
    expect(changes.length).to.be.greaterThan(0);
    await settled(checkout);
    expect(summaryPart(summary, 'status')).to.not.equal(null);
  });

  it('two fast clicks on the button create exactly one intent', async () => {
    const { svc, checkout, list, summary } = await mount([ana, ben]);
    await proposalsLanded(checkout, list);
    radio(list, 'Ana Lima', '25%, $12.50').click();
    radio(list, 'Ben Ode', '18%, $5.40').click();
    await settled(checkout);
    const intents: TipIntentEvent[] = [];
    checkout.addEventListener('tip-intent', (e) => intents.push(e));
    const button = summaryPart(summary, 'button')!;
    button.click();
    button.click();
    await waitUntil(() => intents.length === 1);
    await settled(checkout);
    expect(svc.calls('intent')).to.have.length(1);
    const stored = svc.sandbox.transaction(intents[0]!.result.transactionId)!;
    expect(stored.tipSelections).to.deep.equal(intents[0]!.selections);
    expect(svc.sandbox.transactions()).to.have.length(1);
  });

  it('locks the tip choices once the intent exists, so what was charged is what is shown', async () => {
    const { checkout, list, summary } = await mount([ana]);
    await proposalsLanded(checkout, list);
    radio(list, 'Ana Lima', '20%, $10.00').click();
    await settled(checkout);
    summaryPart(summary, 'button')!.click();
    await oneEvent(checkout, 'tip-intent');
    await settled(checkout);
    const other = radio(list, 'Ana Lima', '25%, $12.50');
    expect(other.getAttribute('aria-disabled')).to.equal('true');
    other.click();
    await settled(checkout);
    expect(checked(list, 'Ana Lima')).to.deep.equal(['20%, $10.00']);
  });

  it('fires tip-change when the customer chooses, never when the host sets properties', async () => {
    const { checkout, list } = await mount([ana, ben]);
    const changes: number[] = [];
    checkout.addEventListener('tip-change', (e) => changes.push(e.selections.length));
    await proposalsLanded(checkout, list);
    checkout.staff = [ana, ben, cy];
    checkout.lines = [{ name: 'Wash', total: 20 }];
    checkout.customer = { id: 'c-9' };
    await proposalsLanded(checkout, list);
    expect(changes).to.deep.equal([]);
    radio(list, 'Ana Lima', '18%, $9.00').click();
    await settled(checkout);
    expect(changes).to.deep.equal([1]);
  });

  it('when the proposals fail: tip-error, an alert with Retry, and Custom and No tip still work', async () => {
    const svc = service();
    svc.sandbox.failNext(2, { operations: ['proposals'] });
    const errors: TipErrorEvent[] = [];
    const wrapper = await fixture<HTMLDivElement>(html`<div @tip-error=${(e: TipErrorEvent) => errors.push(e)}>
      <tip-checkout location-id=${DEMO_LOCATION_ID} locale="en-US" .client=${svc.client} .customer=${customer} .staff=${[ana, cy]} .lines=${lines}>
        <staff-tip-list></staff-tip-list>
        <checkout-summary></checkout-summary>
      </tip-checkout>
    </div>`);
    const checkout = wrapper.querySelector('tip-checkout')!;
    const list = checkout.querySelector('staff-tip-list')!;
    const summary = checkout.querySelector('checkout-summary')!;
    await waitUntil(() => listAlert(list), 'no alert');
    expect(errors.map((e) => e.operation)).to.deep.equal(['proposals']);
    const alerts = [list, group(list, 'Ana Lima'), group(list, 'Cy Park')].flatMap((el) => [...el.shadowRoot!.querySelectorAll('[role="alert"]')]);
    expect(alerts, 'one failure, one alert').to.have.length(1);

    radio(list, 'Ana Lima', 'Custom').click();
    await settled(checkout);
    await sendKeys({ type: '6' });
    radio(list, 'Cy Park', 'No tip').click();
    await settled(checkout);
    expect(text(summaryPart(summary, 'tips'))).to.equal('Tip for Ana Lima $6.00 Tip for Cy Park No tip');
    expect(summaryPart(summary, 'button')!.getAttribute('aria-disabled')).to.equal('false');

    listAlert(list)!.querySelector<HTMLButtonElement>('[part~="retry"]')!.click();
    await proposalsLanded(checkout, list);
    expect(listAlert(list)).to.equal(null);
    expect(checked(list, 'Ana Lima'), 'the custom choice survives the retry').to.deep.equal(['Custom']);
    expect(svc.calls('proposals')).to.have.length(3);
  });

  it('when the intent fails: an alert, the choices kept, and Retry creates it', async () => {
    const { svc, checkout, list, summary } = await mount([ana, ben]);
    await proposalsLanded(checkout, list);
    radio(list, 'Ana Lima', '20%, $10.00').click();
    radio(list, 'Ben Ode', 'No tip').click();
    await settled(checkout);
    svc.sandbox.failNext(1, { operations: ['intent'] });
    const failed = oneEvent(checkout, 'tip-error') as Promise<TipErrorEvent>;
    summaryPart(summary, 'button')!.click();
    expect((await failed).operation).to.equal('intent');
    await settled(checkout);
    expect(summaryPart(summary, 'error')!.getAttribute('role')).to.equal('alert');
    expect(checked(list, 'Ana Lima')).to.deep.equal(['20%, $10.00']);
    expect(checked(list, 'Ben Ode')).to.deep.equal(['No tip']);

    const intent = oneEvent(checkout, 'tip-intent') as Promise<TipIntentEvent>;
    summaryPart(summary, 'retry')!.click();
    const event = await intent;
    expect(event.selections.map((s) => s.employeeId)).to.deep.equal(['e-ana']);
    expect(svc.calls('intent')).to.have.length(2);
  });

  it('reset() leaves nothing of the previous sale on screen', async () => {
    const { svc, checkout, list, summary } = await mount([ana, ben]);
    await proposalsLanded(checkout, list);
    radio(list, 'Ana Lima', '20%, $10.00').click();
    radio(list, 'Ben Ode', 'No tip').click();
    await settled(checkout);
    await checkout.submit();
    await settled(checkout);
    expect(summaryPart(summary, 'status')).to.not.equal(null);

    checkout.reset();
    await proposalsLanded(checkout, list);
    expect(checked(list, 'Ana Lima')).to.deep.equal([]);
    expect(checked(list, 'Ben Ode')).to.deep.equal([]);
    expect(summaryPart(summary, 'status')).to.equal(null);
    expect(text(summaryPart(summary, 'tips'))).to.equal('Tip for Ana Lima Choose a tip Tip for Ben Ode Choose a tip');
    expect(summaryPart(summary, 'button')!.getAttribute('aria-disabled')).to.equal('true');
    expect(svc.calls('proposals')).to.have.length(2);
  });
});
