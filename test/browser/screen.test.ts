/**
 * The customer-facing screen and its station over a BroadcastChannel, both in this page: the
 * station's link and tip-station-status, the screen's tip-customer-screen with a checkout on the
 * sandbox. What the customer sees and does on the screen, and what the cashier hears.
 */
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { broadcastTransport, createStationLink, enScreen, type ScreenTransport, type StationSale, type TipCustomerScreen, type TipStationStatus } from '../../src/screen/index.js';
import type { TipChangeEvent, TipIntentEvent } from '../../src/elements/internal/events.js';
import { en } from '../../src/i18n/messages.js';
import { DEMO_LOCATION_ID } from '../../src/sandbox/index.js';
import { deepActiveElement, service, words } from './support.js';

const sale: StationSale = {
  saleId: 'sale-1',
  staff: [
    { employeeId: 'e-ana', firstName: 'Ana', lastName: 'Lima', avatar: '', serviceAmount: 50 },
    { employeeId: 'e-ben', firstName: 'Ben', lastName: 'Ode', avatar: '', serviceAmount: 30 },
  ],
  lines: [{ name: 'Cut', total: 80 }],
  customer: { id: 'c-1', firstName: 'Amelia', lastName: 'Stone' },
  locationId: DEMO_LOCATION_ID,
  currency: 'USD',
  locale: 'en-US',
};

const opened: Array<{ close(): void }> = [];
afterEach(() => {
  for (const item of opened.splice(0)) item.close();
});

let channels = 0;
/** A fresh channel name per test, so tests never hear each other. */
const channelName = () => `screen-test-${Date.now()}-${++channels}`;

function transport(name: string): ScreenTransport {
  const made = broadcastTransport(name, { pingMs: 100, offlineAfterMs: 2000 });
  opened.push(made);
  return made;
}

async function mount(name = channelName()) {
  const svc = service();
  const link = createStationLink({ transport: transport(name) });
  opened.push(link);
  const wrapper = await fixture<HTMLDivElement>(html`<div>
    <tip-station-status locale="en-US" .link=${link}></tip-station-status>
    <tip-customer-screen locale="en-US" thanks-ms="300" .client=${svc.client} .transport=${transport(name)}></tip-customer-screen>
  </div>`);
  const screen = wrapper.querySelector('tip-customer-screen')!;
  const status = wrapper.querySelector('tip-station-status')!;
  await waitUntil(() => link.status === 'online', 'the station sees the screen');
  return { svc, link, wrapper, screen, status, name };
}

const view = (screen: TipCustomerScreen) => screen.shadowRoot!.querySelector<HTMLElement>('[part~="view"]')!;
const viewText = (screen: TipCustomerScreen) => (view(screen).hidden ? '' : words(view(screen)));
const checkoutOf = (screen: TipCustomerScreen) => screen.shadowRoot!.querySelector('tip-checkout');
const statusPart = (status: TipStationStatus, part: string) => words(status.shadowRoot!.querySelector(`[part~="${part}"]`));

/** The radios of each staff member's group on the screen, by the group's name. */
function radios(screen: TipCustomerScreen, staff: string): HTMLElement[] {
  const list = checkoutOf(screen)?.querySelector('staff-tip-list');
  const group = [...(list?.shadowRoot?.querySelectorAll('tip-proposals') ?? [])].find((g) => g.label === staff);
  return [...(group?.shadowRoot?.querySelectorAll<HTMLElement>('[role="radio"]') ?? [])];
}
const radio = (screen: TipCustomerScreen, staff: string, name: string) => radios(screen, staff).find((r) => words(r.getAttribute('aria-label')) === name);
const confirmButton = (screen: TipCustomerScreen) => checkoutOf(screen)?.querySelector('checkout-summary')?.shadowRoot?.querySelector<HTMLElement>('[part~="button"]');

async function saleShown(screen: TipCustomerScreen): Promise<void> {
  await waitUntil(() => radio(screen, 'Ana Lima', '20%, $10.00') && radio(screen, 'Ben Ode', 'No tip'), 'the sale and its proposals on the screen');
}

describe('tip-customer-screen and the station link over a BroadcastChannel', () => {
  it('idles with a welcome, shows the sale the station starts, and is axe clean in both', async () => {
    const { link, screen, status } = await mount();
    expect(viewText(screen)).to.equal(enScreen.screenWelcome);
    expect(statusPart(status, 'connection')).to.equal(enScreen.stationOnline);
    expect(statusPart(status, 'phase')).to.equal(enScreen.stationNoSale);
    await expect(screen).to.be.accessible();

    await link.startSale(sale);
    await saleShown(screen);
    expect(view(screen).hidden).to.equal(true);
    await waitUntil(() => statusPart(status, 'phase') === enScreen.stationWaiting);
    expect(statusPart(status, 'choices')).to.equal(`Ana Lima ${enScreen.stationNoChoice} Ben Ode ${enScreen.stationNoChoice}`);
    await expect(screen).to.be.accessible();
    await expect(status).to.be.accessible();
  });

  it('a second sale while one is open is refused at the station', async () => {
    const { link, screen } = await mount();
    await link.startSale(sale);
    await saleShown(screen);
    let refused: unknown;
    await link.startSale({ ...sale, saleId: 'sale-2' }).catch((error: unknown) => (refused = error));
    expect((refused as { code?: string }).code).to.equal('sale_open');
  });

  it("the customer's choices reach the station's tip-change and tip-station-status", async () => {
    const { link, screen, status } = await mount();
    const changes: TipChangeEvent[] = [];
    link.addEventListener('tip-change', (e) => changes.push(e));
    await link.startSale(sale);
    await saleShown(screen);
    radio(screen, 'Ana Lima', '20%, $10.00')!.click();
    await waitUntil(() => changes.length === 1, 'the station hears the choice');
    expect(changes[0]!.selections.map((s) => [s.employeeId, s.amount, s.level])).to.deep.equal([['e-ana', 10, 'medium']]);
    await waitUntil(() => statusPart(status, 'total') === `${en.total} $10.00`, 'the total at the station');
    expect(statusPart(status, 'choices')).to.equal(`Ana Lima $10.00 Ben Ode ${enScreen.stationNoChoice}`);
    radio(screen, 'Ben Ode', 'No tip')!.click();
    await waitUntil(() => changes.length === 2);
    expect(link.sale?.selections?.map((s) => s.employeeId)).to.deep.equal(['e-ana']);
    // No tip is a choice: the station says so, never "not chosen yet".
    expect(changes[1]!.declined).to.deep.equal(['e-ben']);
    await waitUntil(() => statusPart(status, 'choices') === `Ana Lima $10.00 Ben Ode ${en.noTip}`, 'No tip shown at the station');
  });

  it('Confirm creates one intent; the station hears tip-intent once, also when another station page joins; paid thanks, then idles', async () => {
    const { svc, link, screen, status, name } = await mount();
    const intents: TipIntentEvent[] = [];
    link.addEventListener('tip-intent', (e) => intents.push(e));
    await link.startSale(sale);
    await saleShown(screen);
    radio(screen, 'Ana Lima', '20%, $10.00')!.click();
    radio(screen, 'Ben Ode', 'No tip')!.click();
    await waitUntil(() => confirmButton(screen)?.getAttribute('aria-disabled') === 'false');
    confirmButton(screen)!.focus();
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => intents.length === 1, 'the station hears the intent');
    expect(svc.count('intent')).to.equal(1);
    expect(intents[0]!.result.transactionId).to.be.a('string');
    expect(intents[0]!.selections.map((s) => s.employeeId)).to.deep.equal(['e-ana']);
    // The screen thanks and waits for the cashier; the focus went with it, not to the page.
    await waitUntil(() => viewText(screen) === enScreen.screenWaiting);
    expect(deepActiveElement()).to.equal(view(screen));
    await waitUntil(() => statusPart(status, 'phase') === enScreen.stationConfirmed);

    // A station page opened now (a reload) hears the intent once from the screen's snapshot; this one not again.
    const again = createStationLink({ transport: transport(name) });
    opened.push(again);
    const late: TipIntentEvent[] = [];
    again.addEventListener('tip-intent', (e) => late.push(e));
    await waitUntil(() => late.length === 1, 'the new station page hears the intent');
    expect(late[0]!.result.transactionId).to.equal(intents[0]!.result.transactionId);
    expect(intents).to.have.length(1);

    await link.paid();
    await waitUntil(() => viewText(screen) === enScreen.screenThanks, 'thanks');
    await expect(screen).to.be.accessible();
    await waitUntil(() => viewText(screen) === enScreen.screenWelcome, 'idle again');
    await waitUntil(() => statusPart(status, 'phase') === enScreen.stationNoSale);
    expect(intents).to.have.length(1);
    expect(svc.count('intent')).to.equal(1);
  });

  it('cancelSale returns the screen to idle; the next sale starts fresh', async () => {
    const { link, screen } = await mount();
    await link.startSale(sale);
    await saleShown(screen);
    radio(screen, 'Ana Lima', '20%, $10.00')!.click();
    await link.cancelSale();
    await waitUntil(() => viewText(screen) === enScreen.screenWelcome);
    await link.startSale({ ...sale, saleId: 'sale-2' });
    await saleShown(screen);
    expect(radio(screen, 'Ana Lima', '20%, $10.00')!.getAttribute('aria-checked')).to.equal('false');
  });

  it('a screen reloaded mid-sale comes back to the sale with its choices, No tip included; the station sees it go and come back', async () => {
    const { svc, link, wrapper, screen, status, name } = await mount();
    const statuses: string[] = [];
    link.addEventListener('screen-status', (e) => statuses.push(e.status));
    await link.startSale(sale);
    await saleShown(screen);
    radio(screen, 'Ana Lima', '20%, $10.00')!.click();
    radio(screen, 'Ben Ode', 'No tip')!.click();
    await waitUntil(() => link.sale?.selections?.length === 1 && link.sale.declined?.length === 1);

    // The screen's page goes away (its transport says bye), then a new one opens on the channel.
    screen.transport!.close();
    screen.remove();
    await waitUntil(() => link.status === 'offline', 'the station sees the screen go');
    expect(statusPart(status, 'connection')).to.equal(enScreen.stationOffline);
    const reloaded = document.createElement('tip-customer-screen');
    reloaded.locale = 'en-US';
    reloaded.client = svc.client;
    reloaded.transport = transport(name);
    wrapper.append(reloaded);
    await saleShown(reloaded);
    await waitUntil(() => radio(reloaded, 'Ana Lima', '20%, $10.00')!.getAttribute('aria-checked') === 'true', 'the choice is back');
    await waitUntil(() => radio(reloaded, 'Ben Ode', 'No tip')!.getAttribute('aria-checked') === 'true', 'No tip is back');
    await waitUntil(() => link.status === 'online');
    expect(statuses).to.deep.equal(['offline', 'online']);
  });

  it('shows the pairing code large and announced while no station is linked, axe clean', async () => {
    const unpaired = Object.assign(new EventTarget(), {
      sale: null,
      connection: 'online' as const,
      peer: 'unknown' as const,
      paired: false,
      code: 'ABC234',
      open: () => undefined,
      send: () => Promise.resolve(),
      pair: () => Promise.resolve(),
      unpair: () => Promise.resolve(),
      close: () => undefined,
    });
    const screen = await fixture<TipCustomerScreen>(html`<tip-customer-screen locale="en-US" .transport=${unpaired}></tip-customer-screen>`);
    const code = screen.shadowRoot!.querySelector<HTMLElement>('[part~="code"]')!;
    expect(code.textContent).to.equal('ABC234');
    expect(parseFloat(getComputedStyle(code).fontSize)).to.be.at.least(48);
    expect(words(view(screen).querySelector('.visually-hidden'))).to.equal(enScreen.screenCodeAnnounced('A B C 2 3 4'));
    expect(view(screen).getAttribute('role')).to.equal('status');
    await expect(screen).to.be.accessible();
  });
});
