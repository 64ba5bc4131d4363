import { consume } from '@lit/context';
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { LitElement } from 'lit';
import { state } from 'lit/decorators.js';
import { CheckoutSummary } from '../../src/elements/checkout/checkout-summary/checkout-summary.js';
import { checkoutContext, type CheckoutContext } from '../../src/elements/internal/context.js';
import { defineElements } from '../../src/elements/internal/define.js';
import { TipCheckout } from '../../src/elements/checkout/tip-checkout/tip-checkout.js';
import type { DisplayLine, StaffMember } from '../../src/elements/internal/types.js';
import { createDataClient } from '../../src/client/client.js';
import { createSandbox, DEMO_LOCATION_ID } from '../../src/sandbox/index.js';
import { deepActiveElement, service, words } from './support.js';


defineElements();

/** Stands in for the elements inside a checkout: reads the context and acts through it, as they do. */
class ContextProbe extends LitElement {
  @consume({ context: checkoutContext, subscribe: true })
  @state()
  ctx?: CheckoutContext;
}
customElements.get('context-probe') || customElements.define('context-probe', ContextProbe);


const ana: StaffMember = { employeeId: 'e-ana', firstName: 'Ana', lastName: 'Lima', avatar: '', serviceAmount: 50 };
const ben: StaffMember = { employeeId: 'e-ben', firstName: 'Ben', lastName: 'Ode', avatar: '', serviceAmount: 30 };
const customer = { id: 'c-1', firstName: 'Amelia', lastName: 'Stone' };
const salon: DisplayLine[] = [
  {
    name: 'Hair',
    total: 95,
    expanded: true,
    items: [
      { name: 'Cut', qty: 1, amount: 60 },
      { name: 'Colour', qty: 1, amount: 35 },
    ],
  },
  { name: 'Products', total: 24, items: [{ name: 'Shampoo', qty: 2, amount: 12 }] },
  { name: 'Tea', qty: 2, total: 8.4 },
];

function part(el: CheckoutSummary, name: string): HTMLElement | null {
  return el.shadowRoot!.querySelector<HTMLElement>(`[part~="${name}"]`);
}
function text(node: Element | null): string {
  return words(node);
}
function totalText(el: CheckoutSummary): string {
  return text(part(el, 'total')!.querySelector('.amount'));
}
function feesText(el: CheckoutSummary): string {
  return text(part(el, 'fees')!.querySelector('.amount'));
}
function tips(el: CheckoutSummary): string[] {
  return [...el.shadowRoot!.querySelectorAll('[part~="tip"]')].map(text);
}

async function mount(opts: { staff?: StaffMember[]; lines?: DisplayLine[]; svc?: ReturnType<typeof service> } = {}) {
  const svc = opts.svc ?? service();
  const checkout = await fixture<TipCheckout>(html`<tip-checkout
    location-id=${DEMO_LOCATION_ID}
    locale="en-US"
    .client=${svc.client}
    .customer=${customer}
    .staff=${opts.staff ?? [ana, ben]}
    .lines=${opts.lines ?? salon}
  >
    <context-probe></context-probe>
    <checkout-summary></checkout-summary>
  </tip-checkout>`);
  const summary = checkout.querySelector('checkout-summary')!;
  const probe = checkout.querySelector<ContextProbe>('context-probe')!;
  const ctx = () => probe.ctx!;
  const settle = async () => {
    await checkout.updateComplete;
    await summary.updateComplete;
  };
  return { svc, checkout, summary, ctx, settle };
}

describe('checkout-summary', () => {
  it('passes axe standalone', async () => {
    const el = await fixture<CheckoutSummary>(html`<checkout-summary locale="en-US" .lines=${salon}></checkout-summary>`);
    await expect(el).to.be.accessible();
  });

  describe('standalone', () => {
    it('sums the lines in cents: $0.10 + $0.20 shows $0.30', async () => {
      const lines: DisplayLine[] = [
        { name: 'Shampoo sample', total: 0.1 },
        { name: 'Conditioner sample', total: 0.2 },
      ];
      const el = await fixture<CheckoutSummary>(html`<checkout-summary locale="en-US" .lines=${lines}></checkout-summary>`);
      expect(totalText(el)).to.equal('$0.30');
      expect(part(el, 'tips')).to.equal(null);
      expect(part(el, 'fees')).to.equal(null);
      expect(el.shadowRoot!.querySelector('button[part~="button"]')).to.equal(null);
    });

    it('formats in its currency and locale', async () => {
      const el = await fixture<CheckoutSummary>(
        html`<checkout-summary currency="EUR" locale="de-DE" .lines=${[{ name: 'Schnitt', total: 1234.5 }]}></checkout-summary>`,
      );
      expect(totalText(el)).to.equal('1.234,50 €');
    });

    it('shows single items with their quantity, categories with qty × price per item', async () => {
      const el = await fixture<CheckoutSummary>(html`<checkout-summary locale="en-US" .lines=${salon}></checkout-summary>`);
      const lines = [...el.shadowRoot!.querySelectorAll('[part~="line"]')];
      expect(lines).to.have.length(3);
      expect(text(lines[2]!)).to.equal('2 × Tea $8.40');
      const items = [...lines[1]!.querySelectorAll('[part~="item"]')];
      expect(text(items[0]!)).to.equal('Shampoo 2 × $12.00 $24.00');
      expect(totalText(el)).to.equal('$127.40');
    });
  });

  describe('categories', () => {
    it('honour `expanded` initially and toggle with the keyboard', async () => {
      const el = await fixture<CheckoutSummary>(html`<checkout-summary locale="en-US" .lines=${salon}></checkout-summary>`);
      const [hair, products] = [...el.shadowRoot!.querySelectorAll<HTMLButtonElement>('button[part~="toggle"]')];
      expect(hair!.getAttribute('aria-expanded')).to.equal('true');
      expect(products!.getAttribute('aria-expanded')).to.equal('false');
      const productItems = el.shadowRoot!.getElementById(products!.getAttribute('aria-controls')!)!;
      const hairItems = el.shadowRoot!.getElementById(hair!.getAttribute('aria-controls')!)!;
      expect(productItems.hidden).to.equal(true);
      expect(hairItems.hidden).to.equal(false);
      expect(text(hairItems)).to.contain('Cut');

      products!.focus();
      await sendKeys({ press: 'Enter' });
      await el.updateComplete;
      expect(products!.getAttribute('aria-expanded')).to.equal('true');
      expect(productItems.hidden).to.equal(false);
      expect(productItems.getBoundingClientRect().height).to.be.greaterThan(0);

      await sendKeys({ press: 'Space' });
      await el.updateComplete;
      expect(products!.getAttribute('aria-expanded')).to.equal('false');
      expect(productItems.hidden).to.equal(true);

      await sendKeys({ press: 'Shift+Tab' });
      expect(el.shadowRoot!.activeElement).to.equal(hair);
      await sendKeys({ press: 'Enter' });
      await el.updateComplete;
      expect(hair!.getAttribute('aria-expanded')).to.equal('false');
      expect(hairItems.hidden).to.equal(true);
      await expect(el).to.be.accessible();
    });

    it('take the `expanded` of new lines when the lines change', async () => {
      const el = await fixture<CheckoutSummary>(html`<checkout-summary locale="en-US" .lines=${salon}></checkout-summary>`);
      el.lines = [{ ...salon[1]!, expanded: true }];
      await el.updateComplete;
      const toggle = el.shadowRoot!.querySelector('button[part~="toggle"]')!;
      expect(toggle.getAttribute('aria-expanded')).to.equal('true');
    });
  });

  describe('inside tip-checkout', () => {
    it('passes axe while the proposals load, and says who still needs a choice', async () => {
      const svc = service();
      const release = svc.hold('proposals');
      const { summary, ctx } = await mount({ svc });
      expect(ctx().proposalsStatus).to.equal('loading');
      await expect(summary).to.be.accessible();
      expect(tips(summary)).to.deep.equal(['Tip for Ana Lima Choose a tip', 'Tip for Ben Ode Choose a tip']);
      release();
    });

    it('passes axe when ready; the button stays focusable, aria-disabled, with a hint; pressing it sends nothing', async () => {
      const { svc, checkout, summary, ctx, settle } = await mount();
      await waitUntil(() => ctx().proposalsStatus === 'ready');
      await settle();
      await expect(summary).to.be.accessible();
      const button = part(summary, 'button') as HTMLButtonElement;
      expect(button.disabled).to.equal(false);
      expect(button.getAttribute('aria-disabled')).to.equal('true');
      expect(text(part(summary, 'hint'))).to.equal('Choose a tip for Ana and Ben');
      expect(button.getAttribute('aria-describedby')).to.equal('hint');
      button.focus();
      expect(summary.shadowRoot!.activeElement).to.equal(button);
      button.click();
      await settle();
      expect(svc.count('intent')).to.equal(0);

      ctx().choose(ana.employeeId, { level: 'medium' });
      await settle();
      expect(text(part(summary, 'hint'))).to.equal('Choose a tip for Ben');

      // Made again when the messages or the locale change; another choice for Ana leaves it as it is.
      ctx().choose(ana.employeeId, { level: 'high' });
      await settle();
      expect(text(part(summary, 'hint'))).to.equal('Choose a tip for Ben');
      checkout.messages = { chooseTipFor: (names: string) => `Still to choose: ${names}` };
      await settle();
      expect(text(part(summary, 'hint'))).to.equal('Still to choose: Ben');
      checkout.messages = undefined;
      checkout.locale = 'de-DE';
      await waitUntil(() => text(part(summary, 'hint')) === 'Bitte noch ein Trinkgeld für Ben wählen', 'the hint in German');
    });

    it('the hint follows a member renamed in place, given as a new staff array of the same objects', async () => {
      const members = [{ ...ana }, { ...ben }];
      const { checkout, summary, ctx, settle } = await mount({ staff: members });
      await waitUntil(() => ctx().proposalsStatus === 'ready');
      await settle();
      expect(text(part(summary, 'hint'))).to.equal('Choose a tip for Ana and Ben');
      members[1]!.firstName = 'Benedict';
      checkout.staff = [...members];
      await waitUntil(() => text(part(summary, 'hint')) === 'Choose a tip for Ana and Benedict', 'the new name in the hint');
    });

    it('passes axe when the proposals failed', async () => {
      const svc = service();
      svc.sandbox.failNext(2, { operations: ['proposals'] });
      const { summary, ctx, settle } = await mount({ svc });
      await waitUntil(() => ctx().proposalsStatus === 'error');
      await settle();
      await expect(summary).to.be.accessible();
      expect(part(summary, 'button')!.getAttribute('aria-disabled')).to.equal('true');
    });

    it('shows each tip, the fees and the total in cents, and passes axe when selected', async () => {
      const { summary, ctx, settle } = await mount();
      await waitUntil(() => ctx().proposalsStatus === 'ready');
      ctx().choose(ana.employeeId, { level: 'medium' });
      ctx().choose(ben.employeeId, { level: 'none' });
      await settle();
      // Lines $127.40; Ana 20% of $50 = $10.00 with a $0.60 fee (3% + $0.30).
      expect(tips(summary)).to.deep.equal(['Tip for Ana Lima $10.00', 'Tip for Ben Ode No tip']);
      expect(text(part(summary, 'subtotal'))).to.equal('Subtotal $127.40');
      expect(feesText(summary)).to.equal('$0.60');
      expect(totalText(summary)).to.equal('$138.00');
      const button = part(summary, 'button')!;
      expect(button.getAttribute('aria-disabled')).to.equal('false');
      expect(text(button)).to.equal('Confirm tips · $138.00');
      expect(part(summary, 'hint')).to.equal(null);
      expect(part(summary, 'fees')!.closest('[aria-live="polite"]')).to.not.equal(null);
      expect(part(summary, 'total')!.closest('[aria-live="polite"]')).to.not.equal(null);
      await expect(summary).to.be.accessible();
    });

    it('shows "calculating…" while a custom tip\'s fee is unknown, then the fee once it is quoted', async () => {
      const svc = service();
      const { summary, ctx, settle } = await mount({ svc, staff: [ana], lines: [{ name: 'Cut', total: 0.1 }, { name: 'Wash', total: 0.2 }] });
      await waitUntil(() => ctx().proposalsStatus === 'ready');
      ctx().choose(ana.employeeId, { level: 'custom', cents: 1500 });
      await settle();
      expect(tips(summary)).to.deep.equal(['Tip for Ana Lima $15.00']);
      expect(feesText(summary)).to.equal('calculating…');
      expect(totalText(summary)).to.equal('$15.30');
      await ctx().fees.quote(1500);
      await settle();
      // 3% of $15 + $0.30 = $0.75.
      expect(feesText(summary)).to.equal('$0.75');
      expect(totalText(summary)).to.equal('$16.05');
    });

    it('while the intent is created: busy, "Creating…", and a second press sends nothing; then the service\'s fees and total', async () => {
      const svc = service({ fees: { posPercent: 1, posFixed: 0 } });
      const { summary, ctx, settle } = await mount({ svc, staff: [ana], lines: [{ name: 'Cut', total: 60 }] });
      await waitUntil(() => ctx().proposalsStatus === 'ready');
      ctx().choose(ana.employeeId, { level: 'medium' });
      await settle();
      const release = svc.hold('intent');
      const button = part(summary, 'button')!;
      button.click();
      await settle();
      expect(button.getAttribute('aria-busy')).to.equal('true');
      expect(button.getAttribute('aria-disabled')).to.equal('true');
      expect(text(button)).to.equal('Creating…');
      expect(button.querySelector('.spinner')).to.not.equal(null);
      await expect(summary).to.be.accessible();
      button.click();
      await settle();
      expect(svc.count('intent')).to.equal(1);

      release();
      await waitUntil(() => ctx().submitStatus === 'done');
      await settle();
      const intent = ctx().intent!;
      expect(svc.count('intent')).to.equal(1);
      const status = part(summary, 'status')!;
      expect(status.getAttribute('role')).to.equal('status');
      expect(part(summary, 'button')).to.equal(null);
      // The service's own numbers: its fee total with the service/POS breakdown, and its total.
      expect(intent.fees.pos).to.be.greaterThan(0);
      expect(feesText(summary)).to.equal(`$${intent.fees.total.toFixed(2)}`);
      const breakdown = [...part(summary, 'fees')!.parentElement!.querySelectorAll('.breakdown')].map(text);
      expect(breakdown).to.deep.equal([`Processing fee $${intent.fees.service.toFixed(2)}`, `Point-of-sale fee $${intent.fees.pos.toFixed(2)}`]);
      const expected = `$${((6000 + Math.round(intent.total * 100)) / 100).toFixed(2)}`;
      expect(totalText(summary)).to.equal(expected);
      expect(text(status)).to.equal(`Tips added. Total to pay ${expected}.`);
      await expect(summary).to.be.accessible();
    });

    it('on failure shows an alert with Retry, keeps the choices, and Retry creates the intent', async () => {
      const svc = service();
      const { checkout, summary, ctx, settle } = await mount({ svc, staff: [ana, ben] });
      await waitUntil(() => ctx().proposalsStatus === 'ready');
      ctx().choose(ana.employeeId, { level: 'high' });
      ctx().choose(ben.employeeId, { level: 'custom', cents: 400 });
      await settle();
      svc.sandbox.failNext(1, { operations: ['intent'] });
      part(summary, 'button')!.click();
      await waitUntil(() => ctx().submitStatus === 'error');
      await settle();
      const alert = part(summary, 'error')!;
      expect(alert.getAttribute('role')).to.equal('alert');
      expect(text(alert)).to.contain('could not be confirmed');
      expect(tips(summary)).to.deep.equal(['Tip for Ana Lima $12.50', 'Tip for Ben Ode $4.00']);
      expect(checkout.selections.map((s) => s.amount)).to.deep.equal([12.5, 4]);
      await expect(summary).to.be.accessible();

      (part(summary, 'retry') as HTMLButtonElement).click();
      await waitUntil(() => ctx().submitStatus === 'done');
      await settle();
      expect(svc.count('intent')).to.equal(2);
      expect(part(summary, 'error')).to.equal(null);
      expect(part(summary, 'status')).to.not.equal(null);
      expect(svc.sandbox.transactions()).to.have.length(1);
    });

    it('focus never falls to <body>: Confirm that fails moves it to Retry, Retry to Confirm while busy, then to the status', async () => {
      const svc = service();
      const { summary, ctx, settle } = await mount({ svc, staff: [ana] });
      await waitUntil(() => ctx().proposalsStatus === 'ready');
      ctx().choose(ana.employeeId, { level: 'high' });
      await settle();
      svc.sandbox.failNext(1, { operations: ['intent'] });
      const release = svc.hold('intent');
      part(summary, 'button')!.focus();
      await sendKeys({ press: 'Enter' });
      await waitUntil(() => ctx().submitStatus === 'submitting');
      release();
      await waitUntil(() => ctx().submitStatus === 'error');
      await settle();
      expect(deepActiveElement(), 'after the failed confirm').to.equal(part(summary, 'retry'));

      const again = svc.hold('intent');
      await sendKeys({ press: 'Enter' });
      await waitUntil(() => ctx().submitStatus === 'submitting');
      await settle();
      expect(deepActiveElement(), 'while the intent is created again').to.equal(part(summary, 'button'));
      again();
      await waitUntil(() => ctx().submitStatus === 'done');
      await settle();
      expect(deepActiveElement(), 'once it is done').to.equal(part(summary, 'status'));
      await expect(summary).to.be.accessible();
    });

    it('with No tip for everyone the button reads "Continue without tip" and no intent is created', async () => {
      const svc = service();
      const { checkout, summary, ctx, settle } = await mount({ svc });
      await waitUntil(() => ctx().proposalsStatus === 'ready');
      ctx().choose(ana.employeeId, { level: 'none' });
      ctx().choose(ben.employeeId, { level: 'none' });
      await settle();
      const button = part(summary, 'button')!;
      expect(text(button)).to.equal('Continue without tip');
      let skipped = 0;
      checkout.addEventListener('tip-skip', () => skipped++);
      button.click();
      await settle();
      expect(skipped).to.equal(1);
      expect(svc.count('intent')).to.equal(0);
      expect(text(part(summary, 'status'))).to.equal('No tip added.');
    });
  });

  describe('amounts too large to add up', () => {
    /** $2×10¹³: one such amount is money, two of them add up beyond what money is kept to. */
    const huge = 2e13;
    const alert = (el: CheckoutSummary) => text(part(el, 'error'));
    const outOfRange = 'These amounts are too large to add up. Check the bill and the tips.';

    it('standalone: two lines of $2×10¹³ show the error, and normal lines show again', async () => {
      const el = await fixture<CheckoutSummary>(html`<checkout-summary locale="en-US"></checkout-summary>`);
      el.lines = [
        { name: 'Yacht', total: huge },
        { name: 'Another yacht', total: huge },
      ];
      await el.updateComplete;
      expect(alert(el)).to.equal(outOfRange);
      expect(part(el, 'error')!.getAttribute('role')).to.equal('alert');
      expect(part(el, 'total')).to.equal(null);
      await expect(el).to.be.accessible();
      el.lines = [{ name: 'Item', qty: 1e300, total: 1, items: [{ name: 'Grain', qty: 1e300, amount: 1 }] }];
      await el.updateComplete;
      expect(alert(el)).to.equal(outOfRange);
      el.lines = [
        { name: 'Cut', total: 0.1 },
        { name: 'Wash', total: 0.2 },
      ];
      await el.updateComplete;
      expect(part(el, 'error')).to.equal(null);
      expect(totalText(el)).to.equal('$0.30');
    });

    it('two custom tips of $2×10¹³: the summary shows the error with no confirm button, and a later normal choice renders again', async () => {
      const { summary, ctx, settle } = await mount();
      await waitUntil(() => ctx().proposalsStatus === 'ready');
      ctx().choose(ana.employeeId, { level: 'custom', cents: huge * 100 });
      ctx().choose(ben.employeeId, { level: 'custom', cents: huge * 100 });
      await settle();
      expect(alert(summary)).to.equal(outOfRange);
      expect(part(summary, 'button')).to.equal(null);
      expect(part(summary, 'total')).to.equal(null);
      await expect(summary).to.be.accessible();
      ctx().choose(ana.employeeId, { level: 'medium' });
      ctx().choose(ben.employeeId, { level: 'none' });
      await settle();
      expect(part(summary, 'error')).to.equal(null);
      expect(tips(summary)).to.deep.equal(['Tip for Ana Lima $10.00', 'Tip for Ben Ode No tip']);
      expect(totalText(summary)).to.equal('$138.00');
      expect(text(part(summary, 'button'))).to.equal('Confirm tips · $138.00');
    });

    it('a hostile service proposing $2×10¹³ tips: the error once both are chosen, the totals again after one is changed', async () => {
      const sandbox = createSandbox();
      // The service's answer, rewritten: every medium proposal is a tip of $2×10¹³ (still money, each alone).
      const fetch = async (input: Request | string | URL, init?: RequestInit): Promise<Response> => {
        const answer = await sandbox.fetch(input, init);
        if (!String(input).endsWith('/v1/data/tips/proposals')) return answer;
        const body = (await answer.json()) as { data: Array<Record<string, { type: string; percent: number; amount: number; fee: number; total: number }>> };
        // Labelled as what it is (its percent of the service), or the client refuses it as mislabelled.
        for (const proposal of body.data) {
          const service = (proposal as unknown as { serviceAmount: number }).serviceAmount;
          proposal['medium'] = { ...proposal['medium']!, type: 'amount', amount: huge, percent: Math.round((huge * 100) / service), total: huge + proposal['medium']!.fee };
        }
        return new Response(JSON.stringify(body), { status: answer.status, headers: answer.headers });
      };
      const client = createDataClient({ baseUrl: 'http://sandbox.test', credentials: sandbox.credentials, fetch });
      const { summary, ctx, settle } = await mount({ svc: { ...service(), client } });
      await waitUntil(() => ctx().proposalsStatus === 'ready');
      ctx().choose(ana.employeeId, { level: 'medium' });
      await settle();
      expect(part(summary, 'error')).to.equal(null);
      expect(tips(summary)).to.deep.equal(['Tip for Ana Lima $20,000,000,000,000.00', 'Tip for Ben Ode Choose a tip']);
      ctx().choose(ben.employeeId, { level: 'medium' });
      await settle();
      expect(alert(summary)).to.equal(outOfRange);
      expect(part(summary, 'button')).to.equal(null);
      ctx().choose(ben.employeeId, { level: 'none' });
      ctx().choose(ana.employeeId, { level: 'low' });
      await settle();
      expect(part(summary, 'error')).to.equal(null);
      expect(tips(summary)).to.deep.equal(['Tip for Ana Lima $9.00', 'Tip for Ben Ode No tip']);
    });
  });
});
