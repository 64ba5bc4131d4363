/**
 * A lost answer must not make a second transaction: the service creates the intent, its answer
 * never reaches the page, the customer presses Retry. The checkout sends the same idempotency
 * key again, so the service (directly, or through the credential proxy running here in the page)
 * returns the first transaction, and the host gets its id from `tip-intent`.
 */
import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import { createDataClient, type DataClient } from '../../src/client/client.js';
import type { TipErrorEvent, TipIntentEvent } from '../../src/elements/internal/events.js';
import type { TipCheckout } from '../../src/elements/checkout/tip-checkout/tip-checkout.js';
import type { StaffMember } from '../../src/elements/internal/types.js';
import '../../src/index.js';
import { createSandbox, DEMO_LOCATION_ID, type Sandbox } from '../../src/sandbox/index.js';
import { createTipProxy } from '../../src/server/proxy.js';
import { words } from './support.js';

const ana: StaffMember = { employeeId: 'e-ana', firstName: 'Ana', lastName: 'Lima', avatar: '', serviceAmount: 50 };
const ben: StaffMember = { employeeId: 'e-ben', firstName: 'Ben', lastName: 'Ode', avatar: '', serviceAmount: 30 };
const customer = { id: 'c-1', firstName: 'Amelia', lastName: 'Stone' };

type Fetch = (input: Request | string | URL, init?: RequestInit) => Promise<Response>;

/**
 * Wraps a fetch so that the answers to the first `drop` intents are lost on the way back: the
 * request is delivered and answered in full, then the page sees a network failure instead.
 */
function losingIntentAnswers(fetch: Fetch, drop = 1) {
  const keys: Array<string | null> = [];
  const wrapped: Fetch = async (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    if (!url.endsWith('/v1/data/transaction/intent')) return fetch(input, init);
    keys.push(new Headers(init?.headers).get('idempotency-key'));
    const response = await fetch(input, init);
    if (keys.length <= drop) {
      await response.text();
      throw new TypeError('Failed to fetch');
    }
    return response;
  };
  return { fetch: wrapped, keys };
}

/** The page's client straight on the sandbox (with credentials, as in Storybook). */
function direct(sandbox: Sandbox, drop = 1) {
  const lossy = losingIntentAnswers(sandbox.fetch, drop);
  const client = createDataClient({ baseUrl: 'http://sandbox.test', credentials: sandbox.credentials, fetch: lossy.fetch, idempotencyKeys: true });
  return { client, keys: lossy.keys };
}

/** The page's client on the credential proxy (no credentials in the page), the proxy on the sandbox. */
function throughProxy(sandbox: Sandbox, drop = 1) {
  const proxy = createTipProxy({ baseUrl: 'http://service.test', ...sandbox.credentials, fetch: sandbox.fetch });
  const lossy = losingIntentAnswers((input, init) => proxy(new Request(input, init)), drop);
  const client = createDataClient({ baseUrl: `${location.origin}/api/tips`, fetch: lossy.fetch });
  return { client, keys: lossy.keys };
}

async function mount(client: DataClient) {
  const checkout = await fixture<TipCheckout>(html`
    <tip-checkout location-id=${DEMO_LOCATION_ID} locale="en-US" .client=${client} .customer=${customer} .staff=${[ana, ben]}>
      <staff-tip-list></staff-tip-list>
      <checkout-summary></checkout-summary>
    </tip-checkout>
  `);
  const list = checkout.querySelector('staff-tip-list')!;
  const summary = checkout.querySelector('checkout-summary')!;
  const radio = (staff: string, name: string) => {
    const group = [...list.shadowRoot!.querySelectorAll('tip-proposals')].find((g) => g.label === staff)!;
    return [...group.shadowRoot!.querySelectorAll<HTMLElement>('[role="radio"]')].find((r) => words(r.getAttribute('aria-label')) === name);
  };
  await waitUntil(() => radio('Ana Lima', '20%, $10.00') && radio('Ben Ode', '18%, $5.40'), 'no proposals shown');
  const part = (name: string) => summary.shadowRoot!.querySelector<HTMLElement>(`[part~="${name}"]`);
  const settle = async () => {
    await checkout.updateComplete;
    await list.updateComplete;
    await summary.updateComplete;
  };
  return { checkout, radio, part, settle };
}

/** Chooses tips, presses Confirm, and waits for the failure the lost answer causes. */
async function confirmAndLoseTheAnswer(ui: Awaited<ReturnType<typeof mount>>) {
  ui.radio('Ana Lima', '20%, $10.00')!.click();
  ui.radio('Ben Ode', '18%, $5.40')!.click();
  await ui.settle();
  const failed = oneEvent(ui.checkout, 'tip-error') as Promise<TipErrorEvent>;
  ui.part('button')!.click();
  expect((await failed).operation).to.equal('intent');
  await ui.settle();
  expect(ui.part('retry'), 'a Retry button').to.not.equal(null);
}

async function pressRetry(ui: Awaited<ReturnType<typeof mount>>): Promise<TipIntentEvent> {
  const intent = oneEvent(ui.checkout, 'tip-intent') as Promise<TipIntentEvent>;
  ui.part('retry')!.click();
  return intent;
}

describe('idempotent intents: the answer to the first intent is lost, the customer presses Retry', () => {
  for (const [name, connect] of [
    ['straight to the sandbox', direct],
    ['through the credential proxy', throughProxy],
  ] as const) {
    it(`${name}: exactly one transaction exists, and the host gets its id`, async () => {
      const sandbox = createSandbox();
      const { client, keys } = connect(sandbox);
      const ui = await mount(client);
      await confirmAndLoseTheAnswer(ui);
      expect(sandbox.transactions(), 'the first intent was created').to.have.length(1);

      const event = await pressRetry(ui);
      expect(sandbox.transactions()).to.have.length(1);
      expect(event.result.transactionId).to.equal(sandbox.transactions()[0]!.transactionId);
      expect(event.result.total).to.equal(sandbox.transactions()[0]!.gross);
      expect(keys).to.have.length(2);
      expect(keys[0]).to.be.a('string').and.not.equal('');
      expect(keys[1], 'Retry sends the same key').to.equal(keys[0]);
    });
  }

  it('a changed tip after the failure is another intent with a key of its own (no 409)', async () => {
    const sandbox = createSandbox();
    const { client, keys } = direct(sandbox);
    const ui = await mount(client);
    await confirmAndLoseTheAnswer(ui);
    ui.radio('Ben Ode', '25%, $7.50')!.click();
    await ui.settle();
    const intent = oneEvent(ui.checkout, 'tip-intent') as Promise<TipIntentEvent>;
    ui.part('button')!.click();
    const event = await intent;
    expect(keys[1]).to.not.equal(keys[0]);
    expect(event.selections.map((s) => s.amount)).to.deep.equal([10, 7.5]);
    expect(sandbox.transaction(event.result.transactionId)!.tipSelections.map((s) => s.amount)).to.deep.equal([10, 7.5]);
  });

  it('reset() starts a new sale with a new key: the same tips again are a new transaction', async () => {
    const sandbox = createSandbox();
    const { client, keys } = direct(sandbox, 0);
    const ui = await mount(client);
    ui.radio('Ana Lima', '20%, $10.00')!.click();
    ui.radio('Ben Ode', '18%, $5.40')!.click();
    await ui.settle();
    const first = (await ui.checkout.submit())!;
    ui.checkout.reset();
    await ui.settle();
    await waitUntil(() => ui.radio('Ana Lima', '20%, $10.00') && ui.radio('Ben Ode', '18%, $5.40'), 'no proposals after reset');
    ui.radio('Ana Lima', '20%, $10.00')!.click();
    ui.radio('Ben Ode', '18%, $5.40')!.click();
    await ui.settle();
    const second = (await ui.checkout.submit())!;
    expect(second.transactionId).to.not.equal(first.transactionId);
    expect(keys[1]).to.not.equal(keys[0]);
    expect(sandbox.transactions()).to.have.length(2);
  });
});
