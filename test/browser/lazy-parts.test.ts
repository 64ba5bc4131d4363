/**
 * The checkout's lazy parts (the lazy chunks `node scripts/size.mjs` lists) when their chunk is slow, held by the
 * test server (web-test-runner.config.mjs `holdChunks`): the custom amount's code once typed
 * (src/elements/internal/custom-amount.ts, loaded with `import()`: the parser, the fee line, the
 * large-tip guard) while the customer opens the custom amount and types; team mode's code (src/elements/internal/team.ts) while a checkout in team mode shows;
 * the summary's code for after the confirmation (src/elements/internal/summary-after.ts) while the customer confirms.
 * This file imports `tip-elements/checkout` only, which carries neither.
 */
import { expect, fixture, fixtureSync, html, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import type { CustomTipInput, TipCheckout } from '../../src/checkout.js';
import '../../src/checkout.js';
import { readyParser } from '../../src/elements/internal/money-parser.js';
import { readyTeam } from '../../src/elements/internal/team-loader.js';
import type { TipChangeEvent, TipErrorEvent } from '../../src/elements/internal/events.js';
import type { StaffMember } from '../../src/elements/internal/types.js';
import { DEMO_LOCATION_ID } from '../../src/sandbox/index.js';
import { customer } from '../fixtures/sale.js';
import { service, words } from './support.js';

const PARSER = '/src/elements/internal/custom-amount.ts';
const TEAM = '/src/elements/internal/team.ts';
const AFTER = '/src/elements/internal/summary-after.ts';
const ana: StaffMember = { employeeId: 'e-ana', firstName: 'Ana', lastName: 'Lima', avatar: '', serviceAmount: 50 };
const ben: StaffMember = { employeeId: 'e-ben', firstName: 'Ben', lastName: 'Ode', avatar: '', serviceAmount: 30 };

/** Every element matching `selector` under `root`, through shadow roots (this file keeps to tip-elements/checkout: test/browser/checkout-page.ts imports every element). */
function deepAll(root: Element | ShadowRoot, selector: string): HTMLElement[] {
  const shadows = [...root.querySelectorAll('*')].map((el) => el.shadowRoot).filter((r): r is ShadowRoot => r !== null);
  if (root instanceof Element && root.shadowRoot) shadows.unshift(root.shadowRoot);
  return [...root.querySelectorAll<HTMLElement>(selector), ...shadows.flatMap((r) => deepAll(r, selector))];
}

/** Every element under `root` has finished updating. */
async function settled(root: Element): Promise<void> {
  for (const el of deepAll(root, '*') as (HTMLElement & { updateComplete?: Promise<unknown> })[]) if (el.updateComplete) await el.updateComplete;
}

const chunks = (action: 'hold' | 'release', path = PARSER) => fetch(`/__chunks/${action}?path=${encodeURIComponent(path)}`).then((r) => r.text());

describe('a lazy part whose chunk is slow', () => {
  // The summary loads its code for after the confirmation from its first render on, and this page keeps
  // what it loaded: held from the start, for the last test.
  before(() => chunks('hold', AFTER));
  afterEach(() => Promise.all([chunks('release'), chunks('release', TEAM)]));
  after(() => chunks('release', AFTER));

  it('the custom amounts typed before their code has loaded are kept, then read, reported, their fees looked up and a large one asked about', async () => {
    expect(readyParser(), "the custom amount's code is not loaded by the page up front").to.equal(undefined);
    await chunks('hold');
    const svc = service();
    const checkout = await fixture<TipCheckout>(html`<tip-checkout location-id=${DEMO_LOCATION_ID} locale="en-US" .client=${svc.client} .customer=${customer} .staff=${[ana, ben]}>
      <staff-tip-list></staff-tip-list>
    </tip-checkout>`);
    const changes: TipChangeEvent[] = [];
    checkout.addEventListener('tip-change', (e) => changes.push(e as TipChangeEvent));
    const rows = () => [...checkout.querySelector('staff-tip-list')!.shadowRoot!.querySelectorAll('tip-proposals')];
    await waitUntil(() => rows().length === 2 && rows().every((p) => p.shadowRoot?.querySelector('[role="radio"][data-value="low"]')), 'proposals shown');
    /** Opens the custom amount of row `index`, types `text` into it (then Enter when asked) and returns the field and its text box. */
    const typeCustom = async (index: number, text: string, enter = false) => {
      const row = rows()[index]!;
      row.shadowRoot!.querySelector<HTMLElement>('[role="radio"][data-value="custom"]')!.click();
      await waitUntil(() => row.shadowRoot!.querySelector('custom-tip-input')?.shadowRoot?.querySelector('input'), 'the custom amount opened');
      const field = row.shadowRoot!.querySelector('custom-tip-input')!;
      const input = field.shadowRoot!.querySelector('input')!;
      input.focus();
      await sendKeys({ type: text });
      if (enter) await sendKeys({ press: 'Enter' });
      // Not `field.updateComplete`: it waits for the held code.
      return { field, input, message: () => words(field.shadowRoot!.querySelector<HTMLElement>('[part="message"]')!) };
    };
    const small = await typeCustom(0, '12.50');
    // Ben served $30: $60 is more than the service, which the guard asks about once it can read the amount.
    const large = await typeCustom(1, '60', true);

    // Still held: what was typed stays, nothing is wrong with it, no amount is chosen yet, no question asked.
    expect(readyParser()).to.equal(undefined);
    expect(small.input.value).to.equal('12.50');
    expect(large.input.value).to.equal('60');
    for (const { input, message } of [small, large]) {
      expect(input.getAttribute('aria-invalid')).to.equal('false');
      expect(message()).to.equal('');
    }
    expect(checkout.selections.filter((s) => s.level === 'custom')).to.deep.equal([]);
    // A required custom amount left empty is invalid already, with the tip's sentence; a text it cannot read yet is not.
    // (Not `fixture`: its wait for the update waits for the held code.)
    const required = fixtureSync<CustomTipInput>(html`<custom-tip-input required locale="en-US"></custom-tip-input>`);
    await waitUntil(() => required.validity.valueMissing, 'an empty required field invalid');
    expect(required.validationMessage).to.equal('Enter a tip amount.');
    required.value = 'abc';
    await waitUntil(() => !required.validity.valueMissing, 'the text taken');
    expect(required.validity.valid).to.equal(true);

    await chunks('release');
    await waitUntil(() => required.validity.badInput, 'the text read once the parser is there');
    expect(words(required.validationMessage)).to.equal('Enter an amount, like 12.50.');
    await waitUntil(() => checkout.selections.some((s) => s.employeeId === 'e-ana' && s.level === 'custom' && s.amount === 12.5), 'the typed amount chosen once the parser is there');
    expect(changes.at(-1)!.selections).to.deep.equal(checkout.selections);
    expect(small.input.value).to.equal('12.50');
    await waitUntil(() => /\$/.test(small.field.shadowRoot!.querySelector('[part="fee"]')?.textContent ?? ''), 'its fee and total shown');

    // The large one, committed with Enter before the code was there: formatted, asked about, not chosen until kept.
    await waitUntil(() => large.message() !== '', 'the large tip asked about');
    expect(large.input.value).to.equal('60.00');
    expect(large.message()).to.equal("That's $60.00 — more than the service. Keep it?");
    expect(checkout.selections.some((s) => s.employeeId === 'e-ben' && s.level === 'custom')).to.equal(false);
    const keep = [...large.field.shadowRoot!.querySelectorAll<HTMLButtonElement>('[part~="guard"] button')].find((b) => words(b) === 'Keep $60.00');
    expect(keep, 'a Keep button').to.not.equal(undefined);
    keep!.click();
    await waitUntil(() => checkout.selections.some((s) => s.employeeId === 'e-ben' && s.level === 'custom' && s.amount === 60), 'the large tip chosen once kept');
    expect(large.message()).to.equal('');
  });

  it('a checkout in team mode shows who served and no choice to click while its team code loads, then the team group works', async () => {
    expect(readyTeam(), 'team mode is not loaded by the page up front').to.equal(undefined);
    await chunks('hold', TEAM);
    const svc = service();
    const host = await fixture<HTMLElement>(html`<main lang="en-US">
      <tip-checkout tip-mode="team" location-id=${DEMO_LOCATION_ID} .client=${svc.client} .customer=${customer} .staff=${[ana, ben]}>
        <staff-tip-list></staff-tip-list>
        <checkout-summary></checkout-summary>
      </tip-checkout>
    </main>`);
    const checkout = host.querySelector<TipCheckout>('tip-checkout')!;
    const errors: TipErrorEvent[] = [];
    checkout.addEventListener('tip-error', (e) => errors.push(e as TipErrorEvent));
    // The proposals have answered (the checkout's own state: nothing on the page shows it while team mode loads).
    await waitUntil(() => (checkout as unknown as { proposalsStatus: string }).proposalsStatus === 'ready', 'the proposals answered');
    await settled(host);

    // Still held: the rows say who served; no radio, no tip group, nothing to choose; the summary's team tip is loading.
    expect(readyTeam()).to.equal(undefined);
    const list = host.querySelector('staff-tip-list')!;
    expect(deepAll(list, '[part="row"]')).to.have.length(2);
    expect(deepAll(list, '[part="name"]').map((n) => n.textContent?.trim())).to.deep.equal(['Ana Lima', 'Ben Ode']);
    expect(deepAll(host, 'tip-proposals')).to.deep.equal([]);
    expect(deepAll(host, '[role="radio"]')).to.deep.equal([]);
    expect(deepAll(host, '[part~="team-tip"]')).to.have.length(1);
    expect(deepAll(host, '[part~="share"]')).to.deep.equal([]);
    expect(checkout.selections).to.deep.equal([]);
    expect(errors).to.deep.equal([]);

    await chunks('release', TEAM);
    await waitUntil(() => deepAll(host, '[role="radiogroup"]').length === 1, 'the team group once its code is there');
    await settled(host);
    expect(deepAll(host, '[part="team"]')).to.have.length(1);
    deepAll(host, '[role="radio"][data-value="low"]')[0]!.click();
    await waitUntil(() => checkout.selections.length === 2, 'both shares chosen');
    expect(checkout.selections.map((s) => s.employeeId)).to.deep.equal(['e-ana', 'e-ben']);
    await settled(host);
    expect(deepAll(host, '[part~="share"]')).to.have.length(2);
    expect(errors).to.deep.equal([]);
  });

  // The summary's code is held from the start of this file (every summary above asked for it, none got it).
  it('a confirmation before the summary\'s code for it has loaded: the intent is made, Confirm stays busy, then the status shows', async () => {
    const svc = service();
    const host = await fixture<HTMLElement>(html`<main lang="en-US">
      <tip-checkout location-id=${DEMO_LOCATION_ID} .client=${svc.client} .customer=${customer} .staff=${[ana]}>
        <staff-tip-list></staff-tip-list>
        <checkout-summary></checkout-summary>
      </tip-checkout>
    </main>`);
    const checkout = host.querySelector<TipCheckout>('tip-checkout')!;
    await waitUntil(() => deepAll(host, '[role="radio"][data-value="low"]').length === 1, 'the proposals');
    deepAll(host, '[role="radio"][data-value="low"]')[0]!.click();
    await settled(host);
    const intents: Event[] = [];
    checkout.addEventListener('tip-intent', (e) => intents.push(e));
    deepAll(host, '[part~="button"]')[0]!.click();
    await waitUntil(() => intents.length === 1, 'the intent');
    await settled(host);
    // Held: the intent exists, and the summary says it is still working on it; no status, no alert.
    const button = deepAll(host, '[part~="button"]')[0]!;
    expect(button.getAttribute('aria-busy')).to.equal('true');
    // (Counts, not the elements: chai's diff of an element can take the page down.)
    expect(deepAll(host, '[part~="status"]').length).to.equal(0);
    expect(deepAll(host, '[role="alert"]').length).to.equal(0);

    await chunks('release', AFTER);
    await waitUntil(() => deepAll(host, '[part~="status"]').length === 1, 'the status once its code is there');
    const total = deepAll(host, '[part~="total"] .amount')[0]!.textContent!;
    expect(words(deepAll(host, '[part~="status"]')[0]!.textContent!)).to.contain(words(total));
  });
});
