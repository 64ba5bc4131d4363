import { ContextProvider } from '@lit/context';
import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import type { Proposal } from '../../src/protocol/schemas.js';
import { checkoutContext, type CheckoutContext, type LoadStatus } from '../../src/elements/internal/context.js';
import { CustomTipInput } from '../../src/elements/checkout/custom-tip-input/custom-tip-input.js';
import { TipProposals } from '../../src/elements/checkout/tip-proposals/tip-proposals.js';
import type { StaffMember, TipChoice } from '../../src/elements/internal/types.js';
import { DEMO_LOCATION_ID, type SandboxOptions } from '../../src/sandbox/index.js';
import { defineElements } from '../../src/elements/internal/define.js';
import { checkoutContextFor, deepActiveElement, sandboxClient } from './support.js';

defineElements();




/** The service's proposal for one service amount. */
async function proposalFor(serviceAmount: number, options: SandboxOptions = {}): Promise<Proposal> {
  const { client } = sandboxClient(options);
  const [proposal] = await client.proposals({ locationId: DEMO_LOCATION_ID, serviceAmounts: [serviceAmount] });
  return proposal!;
}

function radios(el: TipProposals): HTMLElement[] {
  return [...el.shadowRoot!.querySelectorAll<HTMLElement>('[role="radio"]')];
}
/** The values of the options that are a tab stop (tabindex 0): one per group. */
function tabStops(el: TipProposals): Array<string | undefined> {
  return radios(el).filter((r) => r.tabIndex === 0).map((r) => r.dataset['value']);
}
/** An accessible name without the bidi isolates (U+2066–2069) a right-to-left page adds around values. */
function plain(name: string | null): string {
  return (name ?? '').replace(/[\u2066-\u2069]/g, '');
}
/** The option of `value` in the group. */
function optionValued(el: TipProposals, value: string): HTMLElement {
  return radios(el).find((r) => r.dataset['value'] === value)!;
}

/** A pointer's press on `option` (`pointerdown`), or the press taken by a scroll (`pointercancel`). */
function pointer(option: HTMLElement, type: 'pointerdown' | 'pointercancel', pointerType: 'touch' | 'mouse'): void {
  option.dispatchEvent(new PointerEvent(type, { bubbles: true, composed: true, pointerType }));
}

function radioNamed(el: TipProposals, name: string): HTMLElement {
  const radio = radios(el).find((r) => plain(r.getAttribute('aria-label')) === name);
  if (!radio) throw new Error(`no radio named ${name}; have ${radios(el).map((r) => r.getAttribute('aria-label')).join(' | ')}`);
  return radio;
}
function checkedNames(el: TipProposals): string[] {
  return radios(el)
    .filter((r) => r.getAttribute('aria-checked') === 'true')
    .map((r) => plain(r.getAttribute('aria-label')));
}
function focusedName(el: TipProposals): string | null {
  const name = (el.shadowRoot!.activeElement as HTMLElement | null)?.getAttribute('aria-label');
  return name == null ? null : plain(name);
}

/** The radios of the group named `group`: accessible name (aria-label) and description (aria-describedby). */
function accessibleRadios(el: TipProposals, group: string): Array<{ name: string; description: string }> {
  const root = el.shadowRoot!;
  expect(plain(root.querySelector('[role="radiogroup"]')!.getAttribute('aria-label'))).to.equal(group);
  return radios(el).map((r) => ({
    name: plain(r.getAttribute('aria-label')),
    description: (r.getAttribute('aria-describedby') ?? '')
      .split(/\s+/)
      .filter(Boolean)
      .map((id) => plain(root.getElementById(id)!.textContent).replace(/\s+/g, ' ').trim())
      .join(' '),
  }));
}

/** A stand-in for tip-checkout: provides a checkout context whose `choose` records and re-provides. */
function provideCheckout(host: HTMLElement, init: { staff: StaffMember[]; proposals?: Map<string, Proposal>; status?: LoadStatus }) {
  const calls: Array<[string, TipChoice]> = [];
  let retries = 0;
  const provider = new ContextProvider(host, { context: checkoutContext });
  const set = (patch: Partial<CheckoutContext>) => {
    value = { ...value, ...patch };
    provider.setValue(value);
  };
  let value: CheckoutContext = checkoutContextFor({
    staff: init.staff,
    proposalsStatus: init.status ?? 'ready',
    proposals: init.proposals ?? new Map(),
    choose(employeeId, choice) {
      calls.push([employeeId, choice]);
      set({ choices: new Map([...value.choices, [employeeId, choice]]) });
    },
    retryProposals() {
      retries++;
    },
  });
  provider.setValue(value);
  return { calls, set, retries: () => retries };
}

const ana: StaffMember = { employeeId: 'e-ana', firstName: 'Ana', lastName: 'Lima', avatar: '', serviceAmount: 50 };

describe('tip-proposals', () => {
  let fifty: Proposal;
  before(async () => {
    fifty = await proposalFor(50);
  });

  it('passes axe with the service proposals', async () => {
    const el = await fixture<TipProposals>(html`<tip-proposals label="Ana Lima" .proposal=${fifty} locale="en-US"></tip-proposals>`);
    await expect(el).to.be.accessible();
  });

  it('names percent proposals by what they show; the description labels fee and total and names the staff member', async () => {
    const el = await fixture<TipProposals>(html`<tip-proposals label="Ana Lima" .proposal=${fifty} locale="en-US"></tip-proposals>`);
    const found = accessibleRadios(el, 'Ana Lima');
    expect(found.map((r) => r.name)).to.deep.equal(['18%, $9.00', '20%, $10.00', '25%, $12.50', 'Custom', 'No tip']);
    expect(found.map((r) => plain(r.description))).to.deep.equal([
      '+ $0.57 fee, total $9.57, for Ana Lima',
      '+ $0.60 fee, total $10.60, for Ana Lima',
      '+ $0.68 fee, total $13.18, for Ana Lima',
      'for Ana Lima',
      'for Ana Lima',
    ]);
    const medium = radioNamed(el, '20%, $10.00');
    expect(plain(medium.querySelector('[part~="percent"]')!.textContent)).to.equal('20%');
    expect(plain(medium.querySelector('[part~="amount"]')!.textContent)).to.equal('$10.00');
    // The total is labelled on screen, one unit with its fee before it ("+ $0.60 fee", "Total $10.60").
    expect(plain(medium.querySelector('[part~="total"]')!.textContent)).to.equal('Total $10.60');
    expect(plain(medium.querySelector('[part~="fee"] .unit')!.textContent)).to.equal('+ $0.60 fee');
  });

  it('isolates the name in the group name, the descriptions and the custom amount label (a U+202E in it reaches nothing else)', async () => {
    const name = 'Ana \u202eLima';
    const el = await fixture<TipProposals>(html`<tip-proposals label=${name} .proposal=${fifty} locale="en-US"></tip-proposals>`);
    const isolated = `\u2068${name}\u2069`;
    expect(el.shadowRoot!.querySelector('[role="radiogroup"]')!.getAttribute('aria-label')).to.equal(isolated);
    for (const radio of radios(el)) {
      expect(radio.getAttribute('aria-label'), 'an option is named by what it shows, never the name').to.not.contain('\u202e');
      const description = el.shadowRoot!.getElementById(radio.getAttribute('aria-describedby')!)!.textContent!;
      expect(description).to.contain(isolated);
    }
    radioNamed(el, 'Custom').click();
    await el.updateComplete;
    expect(el.shadowRoot!.querySelector<CustomTipInput>('custom-tip-input')!.label).to.equal(`Custom tip for ${isolated}`);
  });

  it('names amount proposals amount first, as the service says', async () => {
    // Below a $20 threshold the sandbox proposes $1/$2/$3; on a $10 service $2.00 is 20%.
    const ten = await proposalFor(10, { proposals: { threshold: 20 } });
    expect(ten.medium.type).to.equal('amount');
    const el = await fixture<TipProposals>(html`<tip-proposals label="Bo Chen" .proposal=${ten} locale="en-US"></tip-proposals>`);
    const found = accessibleRadios(el, 'Bo Chen');
    expect(found.map((r) => r.name)).to.deep.equal(['$1.00, 10%', '$2.00, 20%', '$3.00, 30%', 'Custom', 'No tip']);
  });

  it('hides the fee line when the fee is zero', async () => {
    const free = await proposalFor(50, { fees: { servicePercent: 0, serviceFixed: 0 } });
    const el = await fixture<TipProposals>(html`<tip-proposals label="Ana Lima" .proposal=${free} locale="en-US"></tip-proposals>`);
    expect(radioNamed(el, '20%, $10.00').querySelector('[part~="fee"]')).to.equal(null);
    expect(plain(accessibleRadios(el, 'Ana Lima')[1]!.description), 'no fee: only whose tip it is').to.equal('for Ana Lima');
  });

  it('without a label, describes a proposal by its fee and total, and Custom and No tip not at all', async () => {
    const el = await fixture<TipProposals>(html`<tip-proposals .proposal=${fifty} locale="en-US"></tip-proposals>`);
    const found = accessibleRadios(el, 'Tip');
    expect(found.map((r) => r.description)).to.deep.equal(['+ $0.57 fee, total $9.57', '+ $0.60 fee, total $10.60', '+ $0.68 fee, total $13.18', '', '']);
    expect(radios(el).filter((r) => r.hasAttribute('aria-describedby'))).to.have.length(3);
  });

  it('offers only Custom and No tip without a proposal', async () => {
    const el = await fixture<TipProposals>(html`<tip-proposals label="Cy Park" locale="en-US"></tip-proposals>`);
    const found = accessibleRadios(el, 'Cy Park');
    expect(found.map((r) => r.name)).to.deep.equal(['Custom', 'No tip']);
  });

  it('is selected with the keyboard only: one tab stop, arrows, Home/End, wrap-around', async () => {
    const wrapper = await fixture<HTMLDivElement>(html`<div>
      <button>before</button>
      <tip-proposals label="Ana Lima" .proposal=${fifty} locale="en-US"></tip-proposals>
      <button>after</button>
    </div>`);
    const el = wrapper.querySelector('tip-proposals')!;
    const changes: string[] = [];
    el.addEventListener('change', () => changes.push(el.value));
    wrapper.querySelector('button')!.focus();

    await sendKeys({ press: 'Tab' });
    expect(focusedName(el)).to.equal('18%, $9.00');
    expect(checkedNames(el)).to.deep.equal([]);

    await sendKeys({ press: 'ArrowRight' });
    await el.updateComplete;
    expect(focusedName(el)).to.equal('20%, $10.00');
    expect(checkedNames(el)).to.deep.equal(['20%, $10.00']);
    expect(el.choice).to.deep.equal({ level: 'medium' });

    await sendKeys({ press: 'ArrowDown' });
    await el.updateComplete;
    expect(checkedNames(el)).to.deep.equal(['25%, $12.50']);

    await sendKeys({ press: 'End' });
    await el.updateComplete;
    expect(checkedNames(el)).to.deep.equal(['No tip']);
    expect(focusedName(el)).to.equal('No tip');

    await sendKeys({ press: 'ArrowRight' });
    await el.updateComplete;
    expect(checkedNames(el)).to.deep.equal(['18%, $9.00']);

    await sendKeys({ press: 'ArrowUp' });
    await el.updateComplete;
    expect(checkedNames(el)).to.deep.equal(['No tip']);

    await sendKeys({ press: 'Home' });
    await el.updateComplete;
    expect(checkedNames(el)).to.deep.equal(['18%, $9.00']);
    expect(changes).to.deep.equal(['medium', 'high', 'none', 'low', 'none', 'low']);

    // The whole group is one tab stop.
    await sendKeys({ press: 'Tab' });
    expect(document.activeElement).to.equal(wrapper.querySelectorAll('button')[1]);
    await sendKeys({ press: 'Shift+Tab' });
    expect(focusedName(el)).to.equal('18%, $9.00');
  });

  it('an option focused without the group (a screen reader moving focus) takes the tab stop', async () => {
    const el = await fixture<TipProposals>(html`<tip-proposals label="Ana Lima" .proposal=${fifty} locale="en-US" value="none"></tip-proposals>`);
    expect(tabStops(el)).to.deep.equal(['none']);
    // Tab from it must not land on "No tip" of the same group.
    optionValued(el, 'medium').focus();
    await el.updateComplete;
    expect(tabStops(el)).to.deep.equal(['medium']);
    expect(checkedNames(el)).to.deep.equal(['No tip']);
  });

  it('a pressed option is a tab stop until the press ends without a choice (a scroll took the touch)', async () => {
    const el = await fixture<TipProposals>(html`<tip-proposals label="Ana Lima" .proposal=${fifty} locale="en-US" value="none"></tip-proposals>`);
    const high = optionValued(el, 'high');
    pointer(high, 'pointerdown', 'touch');
    await el.updateComplete;
    expect(tabStops(el)).to.deep.equal(['high', 'none']);
    pointer(high, 'pointercancel', 'touch');
    await el.updateComplete;
    expect(tabStops(el)).to.deep.equal(['none']);
    expect(checkedNames(el)).to.deep.equal(['No tip']);
  });

  it('a touch focuses at its release, with the click: the focus does not draw the row, the click draws it once', async () => {
    const el = await fixture<TipProposals>(html`<tip-proposals label="Ana Lima" .proposal=${fifty} locale="en-US" value="none"></tip-proposals>`);
    const high = optionValued(el, 'high');
    pointer(high, 'pointerdown', 'touch');
    await el.updateComplete;
    expect(tabStops(el)).to.deep.equal(['high', 'none']);
    high.focus();
    expect(el.isUpdatePending, 'an update asked for by the focus').to.equal(false);
    high.click();
    await el.updateComplete;
    expect(tabStops(el)).to.deep.equal(['high']);
    expect(high.getAttribute('aria-checked')).to.equal('true');
  });

  it('a press that takes focus but brings no click (dragged off) still leaves one tab stop, the focused option', async () => {
    const el = await fixture<TipProposals>(html`<tip-proposals label="Ana Lima" .proposal=${fifty} locale="en-US" value="none"></tip-proposals>`);
    const high = optionValued(el, 'high');
    pointer(high, 'pointerdown', 'mouse');
    await el.updateComplete;
    high.focus();
    await waitUntil(() => tabStops(el).join() === 'high', 'one tab stop after the press');
    expect(checkedNames(el)).to.deep.equal(['No tip']);
  });

  it('what a proposal says follows the label, the locale and the currency, for the same proposal', async () => {
    const el = await fixture<TipProposals>(html`<tip-proposals label="Ana Lima" .proposal=${fifty} locale="en-US" currency="USD"></tip-proposals>`);
    const first = accessibleRadios(el, 'Ana Lima')[0]!;
    el.label = 'Sam Hill';
    await el.updateComplete;
    expect(accessibleRadios(el, 'Sam Hill')[0]!.description).to.equal(first.description.replace('Ana Lima', 'Sam Hill'));
    el.locale = 'de-DE';
    await el.updateComplete;
    const german = accessibleRadios(el, 'Sam Hill')[0]!;
    expect(german.name).to.not.equal(first.name);
    expect(german.name).to.match(/\d,\d\d\s?\$/);
    el.currency = 'EUR';
    await el.updateComplete;
    expect(accessibleRadios(el, 'Sam Hill')[0]!.name).to.match(/\d,\d\d\s?€/);
  });

  it('Space on Custom opens the custom amount and focuses it', async () => {
    const el = await fixture<TipProposals>(html`<tip-proposals label="Ana Lima" .proposal=${fifty} locale="en-US"></tip-proposals>`);
    radioNamed(el, '18%, $9.00').focus();
    await sendKeys({ press: 'End' });
    await sendKeys({ press: 'ArrowLeft' });
    await el.updateComplete;
    // Arrowing onto Custom selects it but keeps focus in the group.
    expect(checkedNames(el)).to.deep.equal(['Custom']);
    expect(focusedName(el)).to.equal('Custom');
    await sendKeys({ press: 'Space' });
    await el.updateComplete;
    const input = el.shadowRoot!.querySelector<CustomTipInput>('custom-tip-input')!;
    expect(el.shadowRoot!.activeElement).to.equal(input);
    expect(input.shadowRoot!.activeElement?.getAttribute('inputmode')).to.equal('decimal');
  });

  it('mirrors the arrows in right-to-left', async () => {
    const wrapper = await fixture<HTMLDivElement>(
      html`<div dir="rtl"><tip-proposals label="Ana Lima" .proposal=${fifty} locale="en-US"></tip-proposals></div>`,
    );
    const el = wrapper.querySelector('tip-proposals')!;
    // In a right-to-left page the percent and the amount are isolated, so the name reads in order.
    expect(radioNamed(el, '18%, $9.00').getAttribute('aria-label')).to.equal('\u206818%\u2069, \u2068$9.00\u2069');
    radioNamed(el, '18%, $9.00').focus();
    await sendKeys({ press: 'ArrowLeft' });
    await el.updateComplete;
    expect(checkedNames(el)).to.deep.equal(['20%, $10.00']);
    await sendKeys({ press: 'ArrowRight' });
    await el.updateComplete;
    expect(checkedNames(el)).to.deep.equal(['18%, $9.00']);
  });

  it('selects on click, marks the choice without colour, and passes axe when selected', async () => {
    const el = await fixture<TipProposals>(html`<tip-proposals label="Ana Lima" .proposal=${fifty} locale="en-US"></tip-proposals>`);
    const changed = oneEvent(el, 'change');
    radioNamed(el, '25%, $12.50').click();
    const event = await changed;
    expect(event.bubbles && event.composed).to.equal(true);
    await el.updateComplete;
    const high = radioNamed(el, '25%, $12.50');
    expect(high.getAttribute('aria-checked')).to.equal('true');
    expect(high.getAttribute('part')).to.contain('option-selected');
    expect(getComputedStyle(high.querySelector('.check')!).visibility).to.equal('visible');
    // A thicker outline, drawn inside the border so the option keeps its size.
    const before = radioNamed(el, '18%, $9.00');
    expect(getComputedStyle(high).boxShadow).to.match(/ 0px 0px 0px 2px inset$/);
    expect(getComputedStyle(high).borderTopWidth).to.equal(getComputedStyle(before).borderTopWidth);
    expect(getComputedStyle(radioNamed(el, '18%, $9.00').querySelector('.check')!).visibility).to.equal('hidden');
    expect(el.value).to.equal('high');
    await expect(el).to.be.accessible();
  });

  it('a custom amount becomes the choice', async () => {
    const el = await fixture<TipProposals>(html`<tip-proposals label="Ana Lima" .proposal=${fifty} locale="en-US"></tip-proposals>`);
    radioNamed(el, 'Custom').click();
    await el.updateComplete;
    const input = el.shadowRoot!.querySelector<CustomTipInput>('custom-tip-input')!;
    expect(input.label).to.equal('Custom tip for \u2068Ana Lima\u2069');
    expect(el.choice).to.deep.equal({ level: 'custom', cents: null });
    await sendKeys({ type: '7.5' });
    expect(el.choice).to.deep.equal({ level: 'custom', cents: 750 });
    await expect(el).to.be.accessible();
  });

  it('a host setting customCents to NaN or 1e300 shows an empty custom box, never a RangeError', async () => {
    for (const bad of [Number.NaN, 1e300]) {
      const el = await fixture<TipProposals>(html`<tip-proposals label="Ana Lima" .proposal=${fifty} locale="en-US" value="custom" .customCents=${bad}></tip-proposals>`);
      const input = el.shadowRoot!.querySelector<CustomTipInput>('custom-tip-input')!;
      expect(input, String(bad)).to.exist;
      expect(input.value).to.equal('');
      el.customCents = 750;
      await el.updateComplete;
      expect(input.value).to.equal('7.50');
    }
  });

  it('shows skeletons while loading and keeps Custom and No tip usable', async () => {
    const el = await fixture<TipProposals>(html`<tip-proposals label="Ana Lima" loading locale="en-US"></tip-proposals>`);
    const group = el.shadowRoot!.querySelector('[role="radiogroup"]')!;
    expect(group.getAttribute('aria-busy')).to.equal('true');
    expect(el.shadowRoot!.querySelectorAll('.skeleton').length).to.equal(3);
    expect(radios(el).map((r) => r.getAttribute('aria-label'))).to.deep.equal(['Custom', 'No tip']);
    await expect(el).to.be.accessible();
    radioNamed(el, 'No tip').click();
    await el.updateComplete;
    expect(el.choice).to.deep.equal({ level: 'none' });
    el.loading = false;
    el.proposal = fifty;
    await el.updateComplete;
    expect(group.getAttribute('aria-busy')).to.equal('false');
    expect(checkedNames(el)).to.deep.equal(['No tip']);
  });

  describe('inside a checkout', () => {
    it('reads its proposal and choice from the checkout and records choices there', async () => {
      const host = await fixture<HTMLDivElement>(html`<div></div>`);
      const checkout = provideCheckout(host, { staff: [ana], proposals: new Map([['e-ana', fifty]]) });
      host.innerHTML = '<tip-proposals employee-id="e-ana" label="Ana Lima"></tip-proposals>';
      const el = host.querySelector('tip-proposals')!;
      await el.updateComplete;
      expect(radios(el).length).to.equal(5);
      radioNamed(el, '20%, $10.00').click();
      await el.updateComplete;
      expect(checkout.calls).to.deep.equal([['e-ana', { level: 'medium' }]]);
      expect(checkedNames(el)).to.deep.equal(['20%, $10.00']);

      radioNamed(el, 'Custom').click();
      await el.updateComplete;
      await sendKeys({ type: '12.5' });
      await sendKeys({ type: 'x' });
      expect(checkout.calls.slice(1)).to.deep.equal([
        ['e-ana', { level: 'custom', cents: null }],
        ['e-ana', { level: 'custom', cents: 100 }],
        ['e-ana', { level: 'custom', cents: 1200 }],
        ['e-ana', { level: 'custom', cents: 1250 }],
        ['e-ana', { level: 'custom', cents: null }],
      ]);
    });

    it('shows loading from the checkout, then the proposals', async () => {
      const host = await fixture<HTMLDivElement>(html`<div></div>`);
      const checkout = provideCheckout(host, { staff: [ana], status: 'loading' });
      host.innerHTML = '<tip-proposals employee-id="e-ana" label="Ana Lima"></tip-proposals>';
      const el = host.querySelector('tip-proposals')!;
      await el.updateComplete;
      expect(el.shadowRoot!.querySelector('[role="radiogroup"]')!.getAttribute('aria-busy')).to.equal('true');
      await expect(el).to.be.accessible();
      checkout.set({ proposalsStatus: 'ready', proposals: new Map([['e-ana', fifty]]) });
      await el.updateComplete;
      expect(radios(el).length).to.equal(5);
    });

    it('on error shows an alert with Retry (which moves focus to the group) and keeps Custom and No tip usable', async () => {
      const host = await fixture<HTMLDivElement>(html`<div></div>`);
      const checkout = provideCheckout(host, { staff: [ana], status: 'error' });
      host.innerHTML = '<tip-proposals employee-id="e-ana" label="Ana Lima"></tip-proposals>';
      const el = host.querySelector('tip-proposals')!;
      await el.updateComplete;
      const alert = el.shadowRoot!.querySelector('[role="alert"]')!;
      expect(alert.textContent).to.contain('Could not load');
      await expect(el).to.be.accessible();
      el.shadowRoot!.querySelector<HTMLButtonElement>('[part~="retry"]')!.focus();
      await sendKeys({ press: 'Enter' });
      expect(checkout.retries()).to.equal(1);
      expect(deepActiveElement(), 'focus goes to the group, never to <body>').to.equal(radioNamed(el, 'Custom'));
      checkout.set({ proposalsStatus: 'loading' });
      await el.updateComplete;
      expect(el.shadowRoot!.querySelector('[part~="retry"]'), 'the alert is gone').to.equal(null);
      expect(deepActiveElement()).to.equal(radioNamed(el, 'Custom'));
      expect(radios(el).map((r) => r.getAttribute('aria-label'))).to.deep.equal(['Custom', 'No tip']);
      radioNamed(el, 'No tip').click();
      expect(checkout.calls).to.deep.equal([['e-ana', { level: 'none' }]]);
    });

    it('with hide-error leaves the alert to the surrounding list, still offering Custom and No tip', async () => {
      const host = await fixture<HTMLDivElement>(html`<div></div>`);
      provideCheckout(host, { staff: [ana], status: 'error' });
      host.innerHTML = '<tip-proposals employee-id="e-ana" label="Ana Lima" hide-error></tip-proposals>';
      const el = host.querySelector('tip-proposals')!;
      await el.updateComplete;
      expect(el.shadowRoot!.querySelector('[role="alert"]')).to.equal(null);
      expect(radios(el).map((r) => r.getAttribute('aria-label'))).to.deep.equal(['Custom', 'No tip']);
    });

    it('staff without a service amount get Custom and No tip, never a skeleton or an error', async () => {
      const host = await fixture<HTMLDivElement>(html`<div></div>`);
      provideCheckout(host, { staff: [{ ...ana, serviceAmount: 0 }], status: 'error' });
      host.innerHTML = '<tip-proposals employee-id="e-ana" label="Ana Lima"></tip-proposals>';
      const el = host.querySelector('tip-proposals')!;
      await el.updateComplete;
      expect(radios(el).map((r) => r.getAttribute('aria-label'))).to.deep.equal(['Custom', 'No tip']);
      expect(el.shadowRoot!.querySelector('[role="alert"]')).to.equal(null);
      expect(el.shadowRoot!.querySelector('.skeleton')).to.equal(null);
    });
  });
});
