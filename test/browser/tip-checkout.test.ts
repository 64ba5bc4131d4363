import { consume } from '@lit/context';
import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import { LitElement } from 'lit';
import { state } from 'lit/decorators.js';
import { checkoutContext, type CheckoutContext } from '../../src/elements/internal/context.js';
import { defineElements } from '../../src/elements/internal/define.js';
import { TipChangeEvent, TipErrorEvent, TipIntentEvent } from '../../src/elements/internal/events.js';
import type { TipCheckout } from '../../src/elements/checkout/tip-checkout/tip-checkout.js';
import type { DisplayLine, StaffMember } from '../../src/elements/internal/types.js';
import { createDataClient, TipResponseError } from '../../src/client/index.js';
import { createSandbox, DEMO_LOCATION_ID } from '../../src/sandbox/index.js';
import { proposalsPayload } from '../../src/elements/internal/checkout-model.js';
import type { Proposal } from '../../src/protocol/schemas.js';
import { service } from './support.js';


defineElements();

/** Stands in for the elements inside a checkout: reads the context and acts through it, as they do. */
class CheckoutProbe extends LitElement {
  @consume({ context: checkoutContext, subscribe: true })
  @state()
  ctx?: CheckoutContext;
  /** Every context object received, in order. */
  seen: CheckoutContext[] = [];
  protected override willUpdate(): void {
    if (this.ctx && this.seen.at(-1) !== this.ctx) this.seen.push(this.ctx);
  }
}
customElements.get('checkout-probe') || customElements.define('checkout-probe', CheckoutProbe);



const ana: StaffMember = { employeeId: 'e-ana', firstName: 'Ana', lastName: 'Lima', avatar: '', serviceAmount: 50 };
const ben: StaffMember = { employeeId: 'e-ben', firstName: 'Ben', lastName: 'Ode', avatar: '', serviceAmount: 30 };
const cy: StaffMember = { employeeId: 'e-cy', firstName: 'Cy', lastName: 'Park', avatar: '', serviceAmount: 50 };
const dee: StaffMember = { employeeId: 'e-dee', firstName: 'Dee', lastName: 'Ray', avatar: '', serviceAmount: 0 };
const eve: StaffMember = { employeeId: 'e-eve', firstName: 'Eve', lastName: 'Sol', avatar: '' };
const customer = { id: 'c-1', firstName: 'Amelia', lastName: 'Stone' };
const lines: DisplayLine[] = [{ name: 'Cut', total: 60 }];

async function mount(staff: StaffMember[], svc = service()) {
  const checkout = await fixture<TipCheckout>(html`<tip-checkout
    location-id=${DEMO_LOCATION_ID}
    locale="en-US"
    .client=${svc.client}
    .customer=${customer}
    .staff=${staff}
    .lines=${lines}
  >
    <checkout-probe></checkout-probe>
  </tip-checkout>`);
  const probe = checkout.querySelector<CheckoutProbe>('checkout-probe')!;
  const ctx = () => probe.ctx!;
  const ready = async () => {
    await checkout.updateComplete;
    await waitUntil(() => ctx().proposalsStatus === 'ready', 'proposals never landed');
  };
  return { svc, checkout, probe, ctx, ready };
}

function events<T extends Event>(target: EventTarget, type: string): T[] {
  const seen: T[] = [];
  target.addEventListener(type, (e) => seen.push(e as T));
  return seen;
}

describe('tip-checkout', () => {
  it('passes axe with its children', async () => {
    const svc = service();
    const el = await fixture<TipCheckout>(html`<tip-checkout location-id=${DEMO_LOCATION_ID} locale="en-US" .client=${svc.client} .staff=${[ana, ben]} .lines=${lines}>
      <staff-tip-list></staff-tip-list>
      <checkout-summary></checkout-summary>
    </tip-checkout>`);
    await expect(el).to.be.accessible();
    expect(getComputedStyle(el).display).to.equal('block');
    expect(el.shadowRoot!.querySelector('slot')).to.not.equal(null);
  });

  describe('proposals', () => {
    it('asks for every staff member in ONE request, sends no 0 or absent amount, and maps answers back in order', async () => {
      const { svc, ctx, ready } = await mount([ana, dee, ben, eve, cy]);
      await ready();
      const calls = svc.calls('proposals');
      expect(calls).to.have.length(1);
      expect(calls[0]!.payload).to.deep.equal({ locationId: DEMO_LOCATION_ID, serviceAmounts: [50, 30] });
      const proposals = ctx().proposals;
      expect([...proposals.keys()]).to.deep.equal(['e-ana', 'e-ben', 'e-cy']);
      expect(proposals.get('e-ana')!.serviceAmount).to.equal(50);
      expect(proposals.get('e-ben')!.serviceAmount).to.equal(30);
      expect(proposals.get('e-cy')!.serviceAmount).to.equal(50);
      expect(proposals.get('e-ben')!.medium.amount).to.equal(6);
    });

    it('sends nothing when no staff member has a service amount, and is ready at once', async () => {
      const { svc, ctx } = await mount([dee, eve]);
      expect(ctx().proposalsStatus).to.equal('ready');
      expect(svc.calls('proposals')).to.have.length(0);
    });

    it('refetches when staff is set again; the superseded answer never lands', async () => {
      const svc = service();
      const releaseFirst = svc.hold('proposals');
      const { checkout, ctx, ready } = await mount([ana, ben], svc);
      expect(ctx().proposalsStatus).to.equal('loading');

      checkout.staff = [{ ...ana, serviceAmount: 80 }, ben];
      await ready();
      const calls = svc.calls('proposals');
      expect(calls).to.have.length(2);
      expect(calls[0]!.aborted()).to.equal(true);
      expect(calls[1]!.payload['serviceAmounts']).to.deep.equal([80, 30]);
      expect(ctx().proposals.get('e-ana')!.serviceAmount).to.equal(80);

      const errors = events(checkout, 'tip-error');
      releaseFirst();
      await checkout.updateComplete;
      await waitUntil(() => svc.sandbox.requests().filter((r) => r.operation === 'proposals').length === 2);
      await checkout.updateComplete;
      expect(ctx().proposals.get('e-ana')!.serviceAmount).to.equal(80);
      expect(ctx().proposalsStatus).to.equal('ready');
      expect(errors).to.have.length(0);
    });

    it('refetches when the client or the location changes', async () => {
      const { svc, checkout, ready } = await mount([ana]);
      await ready();
      const other = service();
      checkout.client = other.client;
      await ready();
      expect(other.calls('proposals')).to.have.length(1);
      checkout.locationId = 'unknown-location';
      await waitUntil(() => other.calls('proposals').length === 2);
      expect(svc.calls('proposals')).to.have.length(1);
    });

    it('keeps the choices of staff still present and drops those of removed staff', async () => {
      const { checkout, ctx, ready } = await mount([ana, ben, cy]);
      await ready();
      ctx().choose('e-ana', { level: 'high' });
      ctx().choose('e-ben', { level: 'none' });
      await checkout.updateComplete;
      checkout.staff = [ana, cy];
      await ready();
      expect([...ctx().choices]).to.deep.equal([['e-ana', { level: 'high' }]]);
      expect(checkout.selections.map((s) => [s.employeeId, s.amount])).to.deep.equal([['e-ana', 12.5]]);
    });

    it('on failure: status error, the error in context, tip-error "proposals"; retryProposals fetches again', async () => {
      const svc = service();
      // The client retries a 503 read once; two faults make the call fail.
      svc.sandbox.failNext(2, { operations: ['proposals'] });
      const checkout = await fixture<TipCheckout>(html`<tip-checkout location-id=${DEMO_LOCATION_ID} .client=${svc.client}><checkout-probe></checkout-probe></tip-checkout>`);
      const failed = oneEvent(checkout, 'tip-error') as Promise<TipErrorEvent>;
      checkout.staff = [ana, ben];
      const event = await failed;
      expect(event).to.be.instanceOf(TipErrorEvent);
      expect(event.operation).to.equal('proposals');
      expect(event.bubbles && event.composed).to.equal(true);
      const ctx = () => checkout.querySelector<CheckoutProbe>('checkout-probe')!.ctx!;
      await checkout.updateComplete;
      expect(ctx().proposalsStatus).to.equal('error');
      expect(ctx().proposalsError).to.equal(event.error);

      ctx().retryProposals();
      await waitUntil(() => ctx().proposalsStatus === 'ready');
      expect(ctx().proposals.size).to.equal(2);
      expect(ctx().proposalsError).to.equal(undefined);
    });
  });

  describe('serverProposals (proposals the page\'s server asked for)', () => {
    /** What a page's server gets when it asks the service about `staff` (docs/ssr.md). */
    const asked = (staff: StaffMember[]) => service().client.proposals(proposalsPayload({ locationId: DEMO_LOCATION_ID, staff }));

    async function mountWith(staff: StaffMember[], given: readonly Proposal[], svc = service()) {
      const checkout = await fixture<TipCheckout>(html`<tip-checkout location-id=${DEMO_LOCATION_ID} locale="en-US" .client=${svc.client} .staff=${staff} .serverProposals=${given}>
        <staff-tip-list></staff-tip-list>
        <checkout-probe></checkout-probe>
      </tip-checkout>`);
      const ctx = () => checkout.querySelector<CheckoutProbe>('checkout-probe')!.ctx!;
      return { svc, checkout, ctx };
    }

    it('proposalsPayload(sale) is the request the checkout itself sends', async () => {
      const { svc, ready } = await mount([ana, dee, ben, eve, cy]);
      await ready();
      expect(svc.calls('proposals')[0]!.payload).to.deep.equal(proposalsPayload({ locationId: DEMO_LOCATION_ID, staff: [ana, dee, ben, eve, cy] }));
      expect(proposalsPayload({ locationId: 'x', staff: [ana, ben], currency: 'JPY' })).to.deep.equal({ locationId: 'x', serviceAmounts: [50, 30] });
    });

    it('shows them in the first render and sends no proposals request', async () => {
      const given = await asked([ana, ben, cy]);
      const { svc, checkout, ctx } = await mountWith([ana, ben, cy], given);
      // Ready in the first update: nothing waits for the network.
      expect(ctx().proposalsStatus).to.equal('ready');
      expect(ctx().proposals.get('e-cy')!.serviceAmount).to.equal(50);
      const list = checkout.querySelector('staff-tip-list')!;
      await waitUntil(() => list.shadowRoot!.querySelectorAll('tip-proposals').length === 3);
      const row = list.shadowRoot!.querySelector('tip-proposals')!;
      await (row as unknown as { updateComplete: Promise<unknown> }).updateComplete;
      expect(row.shadowRoot!.querySelector('[role="radio"][data-value="low"] [part="amount"]')!.textContent).to.contain('$9.00');
      // The client's schemas check them once loaded; they pass, and nothing is asked.
      ctx().choose('e-ana', { level: 'medium' });
      await checkout.updateComplete;
      expect(checkout.selections.map((sel) => [sel.employeeId, sel.amount])).to.deep.equal([['e-ana', given[0]!.medium.amount]]);
      expect(svc.count('proposals')).to.equal(0);
    });

    it('asks the service when they do not answer every service amount of the sale', async () => {
      const given = await asked([ana]);
      const { svc, ctx } = await mountWith([ana, ben], given);
      await waitUntil(() => ctx().proposalsStatus === 'ready');
      expect(svc.calls('proposals').map((c) => c.payload['serviceAmounts'])).to.deep.equal([[50, 30]]);
      expect(ctx().proposals.get('e-ben')!.serviceAmount).to.equal(30);
    });

    it('refuses them when the client\'s schemas do not pass them: the proposals\' error, and Retry asks the service', async () => {
      const given = await asked([ana, ben]);
      const forged = given.map((p, i) => (i === 1 ? { ...p, low: { ...p.low, amount: -3 } } : p));
      const svc = service();
      const checkout = await fixture<TipCheckout>(html`<tip-checkout location-id=${DEMO_LOCATION_ID} locale="en-US"><checkout-probe></checkout-probe></tip-checkout>`);
      const failed = oneEvent(checkout, 'tip-error') as Promise<TipErrorEvent>;
      Object.assign(checkout, { client: svc.client, staff: [ana, ben], serverProposals: forged });
      const event = await failed;
      expect(event.operation).to.equal('proposals');
      expect(event.error).to.be.instanceOf(TipResponseError);
      const ctx = () => checkout.querySelector<CheckoutProbe>('checkout-probe')!.ctx!;
      await checkout.updateComplete;
      expect(ctx().proposalsStatus).to.equal('error');
      expect(ctx().proposals.size).to.equal(0);
      expect(svc.count('proposals')).to.equal(0);
      ctx().retryProposals();
      await waitUntil(() => ctx().proposalsStatus === 'ready');
      expect(svc.count('proposals')).to.equal(1);
      expect(ctx().proposals.get('e-ben')!.low.amount).to.equal(given[1]!.low.amount);
    });

    it('asks the service when they are not an array of proposals or are over the bound of an answer (100)', async () => {
      const given = await asked([ana]);
      for (const bad of [{ 0: given[0] }, [null, 7, ...given].slice(0, 2), Array.from({ length: 101 }, () => given[0])]) {
        const { svc, ctx } = await mountWith([ana], bad as unknown as Proposal[]);
        await waitUntil(() => ctx().proposalsStatus === 'ready');
        expect(svc.count('proposals')).to.equal(1);
      }
    });

    it('renders them with no client yet (as on the server), and reset() forgets them', async () => {
      const given = await asked([ana, ben]);
      const checkout = await fixture<TipCheckout>(html`<tip-checkout location-id=${DEMO_LOCATION_ID} locale="en-US" .staff=${[ana, ben]} .serverProposals=${given}><checkout-probe></checkout-probe></tip-checkout>`);
      const ctx = () => checkout.querySelector<CheckoutProbe>('checkout-probe')!.ctx!;
      expect(ctx().proposalsStatus).to.equal('ready');
      expect(ctx().proposals.size).to.equal(2);
      const svc = service();
      checkout.client = svc.client;
      await checkout.updateComplete;
      expect(svc.count('proposals')).to.equal(0);
      checkout.reset();
      checkout.staff = [ana, ben];
      await waitUntil(() => ctx().proposalsStatus === 'ready' && svc.count('proposals') === 1, 'the next sale was not asked for');
      expect(checkout.serverProposals).to.equal(undefined);
    });
  });

  describe('context', () => {
    it('is a new object on every change, with stable actions', async () => {
      const { checkout, probe, ctx, ready } = await mount([ana]);
      await ready();
      const before = ctx();
      ctx().choose('e-ana', { level: 'low' });
      await checkout.updateComplete;
      await probe.updateComplete;
      const after = ctx();
      expect(after).to.not.equal(before);
      expect(after.choose).to.equal(before.choose);
      expect(after.submit).to.equal(before.submit);
      expect(after.retryProposals).to.equal(before.retryProposals);
      expect(after.fees).to.equal(before.fees);
      expect(after.locale).to.equal('en-US');
      expect(after.currency).to.equal('USD');
    });

    it('provides a fresh context when a fee is quoted, so summaries show it', async () => {
      const { probe, ctx, ready } = await mount([ana]);
      await ready();
      const before = ctx();
      await ctx().fees.quote(1500);
      await probe.updateComplete;
      expect(ctx()).to.not.equal(before);
      expect(ctx().fees.peek(1500)?.fee).to.equal(0.75);
    });

    it('takes the locale from the nearest lang when none is given', async () => {
      const svc = service();
      const wrapper = await fixture<HTMLDivElement>(html`<div lang="de-DE">
        <tip-checkout location-id=${DEMO_LOCATION_ID} .client=${svc.client}><checkout-probe></checkout-probe></tip-checkout>
      </div>`);
      const probe = wrapper.querySelector<CheckoutProbe>('checkout-probe')!;
      await probe.updateComplete;
      expect(probe.ctx!.locale).to.equal('de-DE');
    });
  });

  describe('tip-change', () => {
    it('is fired on choose, with the selections as they stand, and never because the host set a property', async () => {
      const { checkout, ctx, ready } = await mount([ana, ben]);
      const changes = events<TipChangeEvent>(checkout, 'tip-change');
      await ready();
      checkout.staff = [ana, ben, cy];
      checkout.lines = [{ name: 'Colour', total: 35 }];
      checkout.customer = { id: 'c-2' };
      checkout.currency = 'EUR';
      checkout.locale = 'de-DE';
      await ready();
      await checkout.updateComplete;
      expect(changes).to.have.length(0);

      ctx().choose('e-ana', { level: 'medium' });
      expect(changes).to.have.length(1);
      expect(changes[0]).to.be.instanceOf(TipChangeEvent);
      expect(changes[0]!.selections).to.deep.equal([
        { employeeId: 'e-ana', firstName: 'Ana', lastName: 'Lima', avatar: '', serviceAmount: 50, amount: 10, level: 'medium' },
      ]);
      ctx().choose('e-ana', { level: 'medium' });
      expect(changes, 'the same choice again is no change').to.have.length(1);
      ctx().choose('e-ben', { level: 'none' });
      expect(changes).to.have.length(2);
      expect(changes[1]!.selections.map((s) => s.employeeId)).to.deep.equal(['e-ana']);
      ctx().choose('nobody', { level: 'high' });
      expect(changes).to.have.length(2);
    });
  });

  describe('submit()', () => {
    it('refuses while a staff member still needs a choice or has an invalid custom amount', async () => {
      const { svc, checkout, ctx, ready } = await mount([ana, ben]);
      await ready();
      ctx().choose('e-ana', { level: 'low' });
      expect(await checkout.submit()).to.equal(undefined);
      ctx().choose('e-ben', { level: 'custom', cents: null });
      expect(await checkout.submit()).to.equal(undefined);
      expect(svc.calls('intent')).to.have.length(0);
      expect(ctx().submitStatus).to.equal('idle');
    });

    it('creates exactly one intent for two fast calls; payload, event and stored transaction agree', async () => {
      const { svc, checkout, ctx, ready } = await mount([ana, ben, eve]);
      await ready();
      ctx().choose('e-ana', { level: 'high' });
      ctx().choose('e-ben', { level: 'none' });
      ctx().choose('e-eve', { level: 'custom', cents: 725 });
      const intentEvent = oneEvent(checkout, 'tip-intent') as Promise<TipIntentEvent>;
      const first = checkout.submit();
      const second = checkout.submit();
      expect(second).to.equal(first);
      await checkout.updateComplete;
      expect(ctx().submitStatus).to.equal('submitting');
      const [result, event] = await Promise.all([first, intentEvent]);
      expect(svc.calls('intent')).to.have.length(1);
      expect(event).to.be.instanceOf(TipIntentEvent);
      expect(event.result).to.equal(result);

      const sent = svc.calls('intent')[0]!.payload;
      expect(sent['tipSelections']).to.deep.equal(event.selections);
      expect(sent['customer']).to.deep.equal(customer);
      expect(sent['locationId']).to.equal(DEMO_LOCATION_ID);
      expect(event.selections).to.deep.equal([
        { employeeId: 'e-ana', firstName: 'Ana', lastName: 'Lima', avatar: '', serviceAmount: 50, amount: 12.5, level: 'high' },
        { employeeId: 'e-eve', firstName: 'Eve', lastName: 'Sol', avatar: '', amount: 7.25, level: 'custom' },
      ]);
      const details = await svc.client.details({ transactionId: result!.transactionId });
      expect(details.tipSelections).to.deep.equal(event.selections);

      await checkout.updateComplete;
      expect(ctx().submitStatus).to.equal('done');
      expect(ctx().intent).to.equal(result);
      expect(await checkout.submit(), 'submitting again gives the same intent').to.equal(result);
      expect(svc.calls('intent')).to.have.length(1);
    });

    it('on failure: status error, tip-error "intent", every choice kept, and it can be retried', async () => {
      const { svc, checkout, ctx, ready } = await mount([ana, ben]);
      await ready();
      ctx().choose('e-ana', { level: 'low' });
      ctx().choose('e-ben', { level: 'custom', cents: 300 });
      svc.sandbox.failNext(1, { operations: ['intent'] });
      const failed = oneEvent(checkout, 'tip-error') as Promise<TipErrorEvent>;
      expect(await checkout.submit()).to.equal(undefined);
      const error = await failed;
      expect(error.operation).to.equal('intent');
      await checkout.updateComplete;
      expect(ctx().submitStatus).to.equal('error');
      expect(ctx().submitError).to.equal(error.error);
      expect([...ctx().choices]).to.deep.equal([
        ['e-ana', { level: 'low' }],
        ['e-ben', { level: 'custom', cents: 300 }],
      ]);

      const result = await checkout.submit();
      expect(result?.transactionId).to.be.a('string');
      expect(svc.calls('intent')).to.have.length(2);
      expect(svc.sandbox.transactions()).to.have.length(1);
    });

    it('fires tip-skip and creates no intent when nobody is tipped', async () => {
      const { svc, checkout, ctx, ready } = await mount([ana, eve]);
      await ready();
      ctx().choose('e-ana', { level: 'none' });
      ctx().choose('e-eve', { level: 'custom', cents: 0 });
      const skipped = oneEvent(checkout, 'tip-skip');
      expect(await checkout.submit()).to.equal(undefined);
      await skipped;
      expect(svc.calls('intent')).to.have.length(0);
    });

    it('keeps the choices as confirmed while the intent is in flight', async () => {
      const { svc, checkout, ctx, ready } = await mount([ana]);
      await ready();
      ctx().choose('e-ana', { level: 'medium' });
      const release = svc.hold('intent');
      const done = checkout.submit();
      ctx().choose('e-ana', { level: 'high' });
      release();
      const result = await done;
      expect(result!.tips.map((t) => t.level)).to.deep.equal(['medium']);
      expect(ctx().choices.get('e-ana')).to.deep.equal({ level: 'medium' });
    });
  });

  describe('reset()', () => {
    it('leaves nothing of the previous sale: no choices, intent, errors or cached fees; fresh proposals', async () => {
      const { svc, checkout, ctx, ready } = await mount([ana, ben]);
      await ready();
      ctx().choose('e-ana', { level: 'medium' });
      ctx().choose('e-ben', { level: 'custom', cents: 1500 });
      await ctx().fees.quote(1500);
      await checkout.submit();
      await checkout.updateComplete;
      expect(ctx().intent).to.not.equal(undefined);
      const oldFees = ctx().fees;

      checkout.reset();
      checkout.staff = [cy, { ...ben, serviceAmount: 45 }];
      await checkout.updateComplete;
      expect(ctx().choices.size).to.equal(0);
      expect(ctx().intent).to.equal(undefined);
      expect(ctx().submitStatus).to.equal('idle');
      expect(ctx().submitError).to.equal(undefined);
      expect(ctx().fees).to.not.equal(oldFees);
      expect(ctx().fees.peek(1500)).to.equal(undefined);
      expect(checkout.selections).to.deep.equal([]);
      await ready();
      expect(svc.calls('proposals').at(-1)!.payload['serviceAmounts']).to.deep.equal([50, 45]);
      expect([...ctx().proposals.keys()]).to.deep.equal(['e-cy', 'e-ben']);
      expect(ctx().proposals.get('e-ben')!.serviceAmount).to.equal(45);
    });

    it('sends exactly one proposals request for reset() followed by new staff', async () => {
      const { svc, checkout, ready } = await mount([ana, ben]);
      await ready();
      const before = svc.count('proposals');
      checkout.reset();
      checkout.staff = [cy, { ...ben, serviceAmount: 45 }];
      await ready();
      expect(svc.count('proposals') - before).to.equal(1);
      expect(svc.calls('proposals').some((c) => c.aborted())).to.equal(false);
      expect(svc.calls('proposals').at(-1)!.payload['serviceAmounts']).to.deep.equal([50, 45]);
    });

    it('sends one proposals request for reset() alone', async () => {
      const { svc, checkout, ctx, ready } = await mount([ana]);
      await ready();
      const before = svc.count('proposals');
      checkout.reset();
      await ready();
      expect(svc.count('proposals') - before).to.equal(1);
      expect(ctx().proposals.has('e-ana')).to.equal(true);
    });

    it('drops an answer for the previous sale that lands after the reset', async () => {
      const { svc, checkout, ctx, ready } = await mount([ana]);
      await ready();
      ctx().choose('e-ana', { level: 'medium' });
      const release = svc.hold('intent');
      const intents = events(checkout, 'tip-intent');
      const pending = checkout.submit();
      checkout.reset();
      release();
      expect(await pending).to.equal(undefined);
      await checkout.updateComplete;
      expect(intents).to.have.length(0);
      expect(ctx().intent).to.equal(undefined);
      expect(ctx().submitStatus).to.equal('idle');
    });
  });

  describe('fee look-ups', () => {
    it('shares one request between identical look-ups while it is pending', async () => {
      const { svc, ctx, ready } = await mount([ana]);
      await ready();
      const release = svc.hold('fees');
      const first = ctx().fees.quote(1234);
      const second = ctx().fees.quote(1234, { signal: new AbortController().signal });
      release();
      const [a, b] = await Promise.all([first, second]);
      expect(svc.count('fees')).to.equal(1);
      expect(a).to.deep.equal(b);
      expect(ctx().fees.peek(1234)).to.deep.equal(a);
    });

    it('keeps the shared request for the callers that did not abort, and drops it when all did', async () => {
      const { svc, ctx, ready } = await mount([ana]);
      await ready();
      const release = svc.hold('fees');
      const leaving = new AbortController();
      const left = ctx().fees.quote(2000, { signal: leaving.signal });
      const stays = ctx().fees.quote(2000, { signal: new AbortController().signal });
      leaving.abort();
      let leftError: unknown;
      await left.catch((e: unknown) => (leftError = e));
      expect((leftError as Error).name).to.equal('TipAbortError');
      expect(svc.calls('fees')[0]!.aborted()).to.equal(false);
      release();
      expect((await stays).amount).to.equal(20);
      expect(svc.count('fees')).to.equal(1);

      svc.hold('fees');
      const only = new AbortController();
      const alone = ctx().fees.quote(3000, { signal: only.signal }).catch((e: unknown) => e);
      only.abort();
      expect(((await alone) as Error).name).to.equal('TipAbortError');
      expect(svc.calls('fees')[1]!.aborted()).to.equal(true);
      const again = ctx().fees.quote(3000);
      expect((await again).amount).to.equal(30);
      expect(svc.count('fees')).to.equal(3);
    });
  });

  describe('an intent answer that is not what was asked', () => {
    type Answer = { transactionId: string; tips: Array<{ employeeId: string; level: string; amount: number; fee: number }>; fees: { service: number; pos: number; total: number }; total: number };
    /** A checkout (with its summary) on a sandbox whose intent answers `tamper` changes on the way back. */
    async function mountTampered(tamper: (answer: Answer) => void) {
      const sandbox = createSandbox();
      const fetch = async (input: Request | string | URL, init?: RequestInit): Promise<Response> => {
        const response = await sandbox.fetch(input, init);
        if (!String(input).endsWith('/v1/data/transaction/intent') || !response.ok) return response;
        const body = (await response.json()) as { data: Answer };
        tamper(body.data);
        return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
      };
      const client = createDataClient({ baseUrl: 'http://sandbox.test', credentials: sandbox.credentials, fetch });
      const checkout = await fixture<TipCheckout>(html`<tip-checkout location-id=${DEMO_LOCATION_ID} locale="en-US" .client=${client} .customer=${customer} .staff=${[ana, ben]} .lines=${lines}>
        <checkout-probe></checkout-probe>
        <checkout-summary></checkout-summary>
      </tip-checkout>`);
      const probe = checkout.querySelector<CheckoutProbe>('checkout-probe')!;
      const summary = checkout.querySelector('checkout-summary')!;
      await checkout.updateComplete;
      await waitUntil(() => probe.ctx?.proposalsStatus === 'ready', 'proposals never landed');
      // A $10 tip for Ana, 3.00 for Ben.
      probe.ctx!.choose('e-ana', { level: 'custom', cents: 1000 });
      probe.ctx!.choose('e-ben', { level: 'custom', cents: 300 });
      await checkout.updateComplete;
      return { checkout, probe, summary, sandbox };
    }

    const cases: Array<[name: string, tamper: (a: Answer) => void]> = [
      ['a total of 999.99', (a) => void (a.total = 999.99)],
      ['a tip of 1,000 instead of 10', (a) => void (a.tips[0]!.amount = 1000)],
      ['a missing tip', (a) => void a.tips.pop()],
      ['an extra tip', (a) => void a.tips.push({ ...a.tips[0]!, employeeId: 'e-cy' })],
    ];
    for (const [name, tamper] of cases) {
      it(`${name}: tip-error "intent" (TipResponseError), the summary's error state, no tip-intent`, async () => {
        const { checkout, probe, summary, sandbox } = await mountTampered(tamper);
        const intents = events(checkout, 'tip-intent');
        const failed = oneEvent(checkout, 'tip-error') as Promise<TipErrorEvent>;
        expect(await checkout.submit()).to.equal(undefined);
        const error = await failed;
        expect(error.operation).to.equal('intent');
        expect(error.error).to.be.instanceOf(TipResponseError);
        await checkout.updateComplete;
        await summary.updateComplete;
        expect(probe.ctx!.submitStatus).to.equal('error');
        const alert = summary.shadowRoot!.querySelector('[part~="error"]');
        expect(alert?.getAttribute('role')).to.equal('alert');
        expect(intents).to.have.length(0);
        // The service did make a transaction; the page never takes it as the answer.
        expect(sandbox.transactions()).to.have.length(1);
      });
    }
  });
});
