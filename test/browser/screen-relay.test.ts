/**
 * The customer-facing screen and its station through the screen relay (createScreenRelay, served
 * by this test server under /__screens/: web-test-runner.config.mjs): the station pairs with the
 * code the screen shows, the sale goes there and the customer's choices and intent come back, and
 * a screen reloaded mid-sale (a new transport on the same storage, as a reloaded page has) returns
 * to the sale and its choices. Each device has its own token storage.
 */
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { createStationLink, enScreen, relayTransport, type ScreenTransport, type StationSale, type TipCustomerScreen, type TokenStorage } from '../../src/screen/index.js';
import type { TipChangeEvent, TipIntentEvent } from '../../src/elements/internal/events.js';
import { DEMO_LOCATION_ID } from '../../src/sandbox/index.js';
import { service, words } from './support.js';

const URL = '/__screens';
const WAIT = { timeout: 8000 };

const sale: StationSale = {
  saleId: 'relay-sale-1',
  staff: [{ employeeId: 'e-ana', firstName: 'Ana', lastName: 'Lima', avatar: '', serviceAmount: 50 }],
  customer: { id: 'c-1', firstName: 'Amelia', lastName: 'Stone' },
  locationId: DEMO_LOCATION_ID,
  locale: 'en-US',
};

/** A device's localStorage of its own. */
function memoryStorage(): TokenStorage {
  const kept = new Map<string, string>();
  return { getItem: (key) => kept.get(key) ?? null, setItem: (key, value) => void kept.set(key, value), removeItem: (key) => void kept.delete(key) };
}

const opened: Array<{ close(): void }> = [];
afterEach(() => {
  for (const item of opened.splice(0)) item.close();
});

function transport(storage: TokenStorage): ScreenTransport {
  const made = relayTransport({ url: URL, storage });
  opened.push(made);
  return made;
}

const view = (screen: TipCustomerScreen) => screen.shadowRoot!.querySelector<HTMLElement>('[part~="view"]')!;
const viewText = (screen: TipCustomerScreen) => (view(screen).hidden ? '' : words(view(screen)));
const shownCode = (screen: TipCustomerScreen) => screen.shadowRoot!.querySelector('[part~="code"]')?.textContent ?? '';
function radio(screen: TipCustomerScreen, name: string): HTMLElement | undefined {
  const list = screen.shadowRoot!.querySelector('tip-checkout')?.querySelector('staff-tip-list');
  const group = list?.shadowRoot?.querySelector('tip-proposals');
  return [...(group?.shadowRoot?.querySelectorAll<HTMLElement>('[role="radio"]') ?? [])].find((r) => words(r.getAttribute('aria-label')) === name);
}
const confirmButton = (screen: TipCustomerScreen) =>
  screen.shadowRoot!.querySelector('tip-checkout')?.querySelector('checkout-summary')?.shadowRoot?.querySelector<HTMLElement>('[part~="button"]');

/** A screen showing its code and a station paired with it, both through the relay. */
async function paired() {
  const svc = service();
  const screenStorage = memoryStorage();
  const wrapper = await fixture<HTMLDivElement>(html`<div>
    <tip-customer-screen locale="en-US" thanks-ms="300" .client=${svc.client} .transport=${transport(screenStorage)}></tip-customer-screen>
  </div>`);
  const screen = wrapper.querySelector('tip-customer-screen')!;
  await waitUntil(() => /^[2-9A-Z]{6}$/.test(shownCode(screen)), 'the screen shows its pairing code', WAIT);
  const link = createStationLink({ transport: transport(memoryStorage()) });
  opened.push(link);
  await link.pair(shownCode(screen).toLowerCase());
  await waitUntil(() => viewText(screen) === enScreen.screenWelcome, 'the screen is paired and idle', WAIT);
  await waitUntil(() => link.status === 'online', 'the station sees the screen', WAIT);
  return { svc, link, wrapper, screen, screenStorage };
}

describe('tip-customer-screen and the station link through the screen relay', () => {
  it('a code no screen shows is refused; the shown one pairs (typed in lower case)', async function () {
    this.timeout(30_000);
    const link = createStationLink({ transport: transport(memoryStorage()) });
    opened.push(link);
    let refused: unknown;
    await link.pair('ZZZZZZ').catch((error: unknown) => (refused = error));
    expect((refused as { code?: string }).code).to.equal('unknown_code');
    expect(link.paired).to.equal(false);
    const { screen } = await paired();
    expect(shownCode(screen)).to.equal('');
  });

  it('a sale appears on the screen; a choice reaches tip-change; Confirm makes one intent the station hears once; paid thanks, then idles', async function () {
    this.timeout(60_000);
    const { svc, link, screen } = await paired();
    const changes: TipChangeEvent[] = [];
    const intents: TipIntentEvent[] = [];
    link.addEventListener('tip-change', (e) => changes.push(e));
    link.addEventListener('tip-intent', (e) => intents.push(e));
    await link.startSale(sale);
    await waitUntil(() => radio(screen, '20%, $10.00'), 'the sale on the screen', WAIT);
    radio(screen, '20%, $10.00')!.click();
    await waitUntil(() => changes.length === 1, 'the station hears the choice', WAIT);
    expect(changes[0]!.selections.map((s) => [s.employeeId, s.amount])).to.deep.equal([['e-ana', 10]]);
    await waitUntil(() => confirmButton(screen)?.getAttribute('aria-disabled') === 'false', 'Confirm ready', WAIT);
    confirmButton(screen)!.click();
    await waitUntil(() => intents.length === 1, 'the station hears the intent', WAIT);
    expect(svc.count('intent')).to.equal(1);
    await waitUntil(() => viewText(screen) === enScreen.screenWaiting, 'the screen waits for the cashier', WAIT);
    await link.paid();
    await waitUntil(() => viewText(screen) === enScreen.screenThanks, 'thanks', WAIT);
    await waitUntil(() => viewText(screen) === enScreen.screenWelcome, 'idle again', WAIT);
    expect(intents).to.have.length(1);
  });

  it('a screen reloaded mid-sale resumes the link, the sale and its choices; the station sees it go and come back', async function () {
    this.timeout(60_000);
    const { svc, link, wrapper, screen, screenStorage } = await paired();
    const statuses: string[] = [];
    link.addEventListener('screen-status', (e) => statuses.push(e.status));
    await link.startSale({ ...sale, saleId: 'relay-sale-2' });
    await waitUntil(() => radio(screen, '20%, $10.00'), 'the sale on the screen', WAIT);
    radio(screen, '20%, $10.00')!.click();
    await waitUntil(() => link.sale?.selections?.length === 1, 'the choice at the station', WAIT);

    screen.transport!.close();
    screen.remove();
    await waitUntil(() => link.status === 'offline', 'the station sees the screen go', WAIT);
    const reloaded = document.createElement('tip-customer-screen');
    reloaded.locale = 'en-US';
    reloaded.client = svc.client;
    reloaded.transport = transport(screenStorage);
    wrapper.append(reloaded);
    await waitUntil(() => radio(reloaded, '20%, $10.00')?.getAttribute('aria-checked') === 'true', 'the sale and the choice are back', WAIT);
    expect(shownCode(reloaded)).to.equal('');
    await waitUntil(() => link.status === 'online', 'the station sees the screen again', WAIT);
    expect(statuses.slice(0, 1)).to.deep.equal(['offline']);
    expect(statuses.at(-1)).to.equal('online');
  });
});
