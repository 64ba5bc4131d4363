import { ContextProvider } from '@lit/context';
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import type { Proposal } from '../../src/protocol/schemas.js';
import { checkoutContext } from '../../src/elements/internal/context.js';
import { StaffTipList } from '../../src/elements/checkout/staff-tip-list/staff-tip-list.js';
import { TipProposals } from '../../src/elements/checkout/tip-proposals/tip-proposals.js';
import type { StaffMember } from '../../src/elements/internal/types.js';
import { DEMO_LOCATION_ID } from '../../src/sandbox/index.js';
import { defineElements } from '../../src/elements/internal/define.js';
import { deepAll, mountCheckout, option, optionsOf, plain } from './checkout-page.js';
import { checkoutContextFor, deepActiveElement, sandboxClient, words } from './support.js';

defineElements();

const PIXEL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

/** The service's proposals for the staff with a service amount, in staff order (as tip-checkout asks). */
async function proposalsFor(staff: readonly StaffMember[]): Promise<Proposal[]> {
  const amounts = staff.filter((m) => m.serviceAmount).map((m) => m.serviceAmount!);
  return amounts.length ? sandboxClient().client.proposals({ locationId: DEMO_LOCATION_ID, serviceAmounts: amounts }) : [];
}

const ana: StaffMember = { employeeId: 'e-ana', firstName: 'Ana', lastName: 'Lima', avatar: PIXEL, serviceAmount: 50 };
const bo: StaffMember = { employeeId: 'e-bo', firstName: 'Bo', lastName: 'Chen', avatar: '' };
const cy: StaffMember = { employeeId: 'e-cy', firstName: 'Cy', lastName: 'Park', avatar: '', serviceAmount: 8 };

function rows(el: StaffTipList): HTMLElement[] {
  return [...el.shadowRoot!.querySelectorAll<HTMLElement>('[part~="row"]')];
}
function radioNames(row: HTMLElement): string[] {
  const proposals = row.querySelector('tip-proposals')!;
  return [...proposals.shadowRoot!.querySelectorAll('[role="radio"]')].map((r) => words(r.getAttribute('aria-label')));
}
async function settled(el: StaffTipList): Promise<void> {
  await el.updateComplete;
  await Promise.all(rows(el).map((r) => r.querySelector('tip-proposals')!.updateComplete));
}

describe('staff-tip-list', () => {
  it('passes axe with staff with and without a service amount', async () => {
    const staff = [ana, bo, cy];
    const el = await fixture<StaffTipList>(
      html`<staff-tip-list .staff=${staff} .proposals=${await proposalsFor(staff)} locale="en-US"></staff-tip-list>`,
    );
    await settled(el);
    await expect(el).to.be.accessible();
  });

  it('renders a row per person: avatar, name, service and their choices', async () => {
    const staff = [ana, bo, cy];
    const el = await fixture<StaffTipList>(
      html`<staff-tip-list .staff=${staff} .proposals=${await proposalsFor(staff)} locale="en-US"></staff-tip-list>`,
    );
    await settled(el);
    const list = el.shadowRoot!.querySelector('[role="list"]')!;
    expect(list.querySelectorAll(':scope > [role="listitem"]').length).to.equal(3);
    const [a, b, c] = rows(el) as [HTMLElement, HTMLElement, HTMLElement];
    expect(a.querySelector('[part~="name"]')!.textContent).to.equal('Ana Lima');
    expect(words(a.querySelector('[part~="service"]'))).to.equal('on $50.00 service');
    expect(a.querySelector('img[part~="avatar"]')!.getAttribute('loading')).to.equal('lazy');
    expect(radioNames(a)).to.deep.equal(['18%, $9.00', '20%, $10.00', '25%, $12.50', 'Custom', 'No tip']);
    // No service amount: no service line and only Custom and No tip.
    expect(b.querySelector('[part~="service"]')).to.equal(null);
    expect(radioNames(b)).to.deep.equal(['Custom', 'No tip']);
    expect(b.querySelector('[part~="avatar"]')!.textContent).to.equal('BC');
    // The array of proposals follows the staff with a service amount: Cy's $8 gets amount proposals.
    expect(radioNames(c)).to.deep.equal(['$1.00, 12.5%', '$2.00, 25%', '$3.00, 37.5%', 'Custom', 'No tip']);
    // The group is named after the staff member, the name isolated (FSI … PDI) from the text around it.
    expect(plain(a.querySelector('tip-proposals')!.shadowRoot!.querySelector('[role="radiogroup"]')!.getAttribute('aria-label')!)).to.equal(
      'Ana Lima',
    );
  });

  it('takes proposals as a Map by employeeId', async () => {
    const [proposal] = await proposalsFor([cy]);
    const el = await fixture<StaffTipList>(
      html`<staff-tip-list .staff=${[ana, cy]} .proposals=${new Map([['e-cy', proposal!]])} locale="en-US"></staff-tip-list>`,
    );
    await settled(el);
    expect(radioNames(rows(el)[0]!)).to.deep.equal(['Custom', 'No tip']);
    expect(radioNames(rows(el)[1]!)[1]).to.equal('$2.00, 25%');
  });

  it('keeps each row with its staff member when the staff list changes (keyed by employeeId)', async () => {
    const el = await fixture<StaffTipList>(html`<staff-tip-list .staff=${[ana, bo, cy]} locale="en-US"></staff-tip-list>`);
    await settled(el);
    const [, boRow, cyRow] = rows(el) as [HTMLElement, HTMLElement, HTMLElement];
    const boProposals = boRow.querySelector('tip-proposals')!;
    boProposals.shadowRoot!.querySelector<HTMLElement>('[role="radio"][data-value="none"]')!.click();
    await boProposals.updateComplete;
    el.staff = [cy, bo];
    await settled(el);
    const after = rows(el);
    expect(after.length).to.equal(2);
    // The same rows, moved: Bo's choice stays with Bo.
    expect(after[0]).to.equal(cyRow);
    expect(after[1]).to.equal(boRow);
    expect(after[1]!.querySelector('[part~="name"]')!.textContent).to.equal('Bo Chen');
    expect(after[1]!.querySelector<TipProposals>('tip-proposals')!.value).to.equal('none');
    expect(after[0]!.querySelector<TipProposals>('tip-proposals')!.value).to.equal('');
    expect([...el.choices.keys()]).to.deep.equal(['e-bo']);
  });

  it('keeps rows with their staff members through an insertion, a removal and a reversal', async () => {
    const dee: StaffMember = { employeeId: 'e-dee', firstName: 'Dee', lastName: 'Ross', avatar: '' };
    const el = await fixture<StaffTipList>(html`<staff-tip-list .staff=${[ana, bo, cy]} locale="en-US"></staff-tip-list>`);
    await settled(el);
    const [anaRow, boRow, cyRow] = rows(el) as [HTMLElement, HTMLElement, HTMLElement];
    boRow.querySelector('tip-proposals')!.shadowRoot!.querySelector<HTMLElement>('[role="radio"][data-value="none"]')!.click();
    const names = () => rows(el).map((row) => row.querySelector('[part~="name"]')!.textContent);

    el.staff = [cy, dee, bo];
    await settled(el);
    expect(names()).to.deep.equal(['Cy Park', 'Dee Ross', 'Bo Chen']);
    const [cyAfter, deeRow, boAfter] = rows(el) as [HTMLElement, HTMLElement, HTMLElement];
    expect(cyAfter).to.equal(cyRow);
    expect(boAfter).to.equal(boRow);
    expect([anaRow, boRow, cyRow]).not.to.include(deeRow);
    expect(anaRow.isConnected).to.equal(false);
    expect(deeRow.querySelector<TipProposals>('tip-proposals')!.value).to.equal('');

    el.staff = [bo, dee, cy];
    await settled(el);
    expect(names()).to.deep.equal(['Bo Chen', 'Dee Ross', 'Cy Park']);
    expect(rows(el)).to.deep.equal([boRow, deeRow, cyRow]);
    expect(boRow.querySelector<TipProposals>('tip-proposals')!.value).to.equal('none');
    expect([...el.choices.keys()]).to.deep.equal(['e-bo']);
  });

  it('leaves no node behind when rows come and go, sale after sale (lit/lit#5298)', async () => {
    const el = await fixture<StaffTipList>(html`<staff-tip-list .staff=${[ana, bo]} locale="en-US"></staff-tip-list>`);
    await settled(el);
    // Every node in the list's shadow tree, markers (comments) included.
    const count = () => {
      const walker = document.createTreeWalker(el.shadowRoot!, NodeFilter.SHOW_ALL);
      let n = 0;
      while (walker.nextNode()) n++;
      return n;
    };
    const before = count();
    for (let sale = 0; sale < 20; sale++) {
      const newcomer: StaffMember = { employeeId: `e-${sale}`, firstName: 'New', lastName: String(sale), avatar: '' };
      el.staff = [newcomer, ana, cy];
      await settled(el);
      el.staff = [ana, bo];
      await settled(el);
    }
    expect(rows(el)).to.have.length(2);
    expect(count()).to.equal(before);
  });

  it('renders untrusted names as text', async () => {
    const evil: StaffMember = { employeeId: 'e-x', firstName: '<img src=x onerror=alert(1)>', lastName: '<b>Bold</b>', avatar: '' };
    const el = await fixture<StaffTipList>(html`<staff-tip-list .staff=${[evil]} locale="en-US"></staff-tip-list>`);
    await settled(el);
    const row = rows(el)[0]!;
    expect(row.querySelector('[part~="name"]')!.textContent).to.equal('<img src=x onerror=alert(1)> <b>Bold</b>');
    expect(el.shadowRoot!.querySelector('img')).to.equal(null);
    expect(el.shadowRoot!.querySelector('b')).to.equal(null);
    const proposals = row.querySelector('tip-proposals')!;
    expect(proposals.shadowRoot!.querySelector('img')).to.equal(null);
    expect(plain(proposals.shadowRoot!.querySelector('[role="radiogroup"]')!.getAttribute('aria-label')!)).to.equal(
      '<img src=x onerror=alert(1)> <b>Bold</b>',
    );
  });

  it('never uses a javascript: avatar; initials stand in', async () => {
    const member: StaffMember = { ...bo, avatar: 'javascript:alert(1)' };
    const el = await fixture<StaffTipList>(html`<staff-tip-list .staff=${[member]} locale="en-US"></staff-tip-list>`);
    await settled(el);
    expect(el.shadowRoot!.querySelector('img')).to.equal(null);
    expect(el.shadowRoot!.querySelector('[src^="javascript"]')).to.equal(null);
    expect(rows(el)[0]!.querySelector('[part~="avatar"]')!.textContent).to.equal('BC');
  });

  it('falls back to initials when the picture fails to load', async () => {
    const member: StaffMember = { ...bo, avatar: `${location.origin}/no-such-avatar-${Date.now()}.png` };
    const el = await fixture<StaffTipList>(html`<staff-tip-list .staff=${[member]} locale="en-US"></staff-tip-list>`);
    expect(el.shadowRoot!.querySelector('img')).to.not.equal(null);
    await waitUntil(() => !el.shadowRoot!.querySelector('img'), 'the broken image stayed');
    expect(rows(el)[0]!.querySelector('[part~="avatar"]')!.textContent).to.equal('BC');
  });

  it('re-dispatches a row change and reports the choices', async () => {
    const staff = [ana, bo];
    const el = await fixture<StaffTipList>(
      html`<staff-tip-list .staff=${staff} .proposals=${await proposalsFor(staff)} locale="en-US"></staff-tip-list>`,
    );
    await settled(el);
    const targets: EventTarget[] = [];
    el.addEventListener('change', (e) => targets.push(e.target!));
    const noTip = [...rows(el)[1]!.querySelector('tip-proposals')!.shadowRoot!.querySelectorAll<HTMLElement>('[role="radio"]')].find(
      (r) => r.getAttribute('aria-label') === 'No tip',
    )!;
    noTip.click();
    expect(targets).to.deep.equal([el]);
    expect([...el.choices]).to.deep.equal([['e-bo', { level: 'none' }]]);
    await settled(el);
    await expect(el).to.be.accessible();
  });

  it('renders 30 staff inside a scrolling list, reachable by keyboard', async () => {
    const staff = Array.from({ length: 30 }, (_, i) => ({
      employeeId: `e-${i}`,
      firstName: `Person`,
      lastName: `${i + 1}`,
      avatar: PIXEL,
      ...(i % 3 === 0 ? {} : { serviceAmount: 20 + i }),
    }));
    const el = await fixture<StaffTipList>(
      html`<staff-tip-list style="--tip-list-max-height: 320px" .staff=${staff} .proposals=${await proposalsFor(staff)} locale="en-US"></staff-tip-list>`,
    );
    await settled(el);
    expect(rows(el).length).to.equal(30);
    const list = el.shadowRoot!.querySelector<HTMLElement>('.list')!;
    expect(list.clientHeight).to.be.at.most(320);
    expect(list.scrollHeight).to.be.greaterThan(list.clientHeight * 5);
    const last = rows(el)[29]!;
    expect(last.querySelector('[part~="name"]')!.textContent).to.equal('Person 30');
    const firstRadio = last.querySelector('tip-proposals')!.shadowRoot!.querySelector<HTMLElement>('[role="radio"]')!;
    firstRadio.focus();
    await sendKeys({ press: 'ArrowRight' });
    await settled(el);
    expect(list.scrollTop).to.be.greaterThan(0);
    const box = last.getBoundingClientRect();
    const view = list.getBoundingClientRect();
    expect(box.bottom).to.be.greaterThan(view.top);
    expect(box.top).to.be.lessThan(view.bottom);
    expect(el.choices.get('e-29')).to.deep.equal({ level: 'medium' });
  });

  it('shows skeleton rows while loading', async () => {
    const el = await fixture<StaffTipList>(html`<staff-tip-list loading .staff=${[ana, bo]} locale="en-US"></staff-tip-list>`);
    await settled(el);
    const [a, b] = rows(el) as [HTMLElement, HTMLElement];
    expect(a.querySelector('tip-proposals')!.shadowRoot!.querySelectorAll('.skeleton').length).to.equal(3);
    expect(b.querySelector('tip-proposals')!.shadowRoot!.querySelectorAll('.skeleton').length).to.equal(0);
    await expect(el).to.be.accessible();
  });

  it('inside a checkout, reads staff and proposals from it and shows one alert for a failed load, not one per row', async () => {
    const host = await fixture<HTMLDivElement>(html`<div></div>`);
    const base = checkoutContextFor({ staff: [ana, bo], proposalsStatus: 'error' });
    const provider = new ContextProvider(host, { context: checkoutContext, initialValue: base });
    host.innerHTML = '<staff-tip-list></staff-tip-list>';
    const el = host.querySelector('staff-tip-list')!;
    await settled(el);
    expect(rows(el).length).to.equal(2);
    const rowAlerts = rows(el).map((r) => r.querySelector('tip-proposals')!.shadowRoot!.querySelector('[role="alert"]'));
    expect(rowAlerts, 'no alert per row').to.deep.equal([null, null]);
    const alert = el.shadowRoot!.querySelector('[part~="error"][role="alert"]')!;
    expect(alert.textContent).to.contain('Could not load the suggested tips');
    expect(radioNames(rows(el)[0]!), 'Custom and No tip still offered').to.include.members(['Custom', 'No tip']);
    await expect(el).to.be.accessible();
    const [proposal] = await proposalsFor([ana]);
    provider.setValue({ ...base, proposalsStatus: 'ready', proposals: new Map([['e-ana', proposal!]]) });
    await settled(el);
    expect(radioNames(rows(el)[0]!)).to.have.length(5);
  });

  it('Retry after the proposals failed moves focus to the first tip group, never to <body>, and it stays there once they load', async () => {
    const { host } = await mountCheckout({ lang: 'en-US', failProposals: true });
    const retry = deepAll<HTMLButtonElement>(host, 'button[part~="retry"]');
    expect(retry).to.have.length(1);
    retry[0]!.focus();
    await sendKeys({ press: 'Enter' });
    // Focus moved while the group offered Custom and No tip only: its tab stop is Custom.
    expect(deepActiveElement(), 'the first group\'s tab stop').to.equal(option(host, 'Maya Okafor', 'custom'));
    await waitUntil(() => deepAll(host, '[role="radio"][data-value="low"]').length > 0, 'the proposals after Retry');
    expect(deepAll(host, 'button[part~="retry"]')).to.have.length(0);
    const active = deepActiveElement();
    expect(active).to.not.equal(document.body);
    expect(optionsOf(host, 'Maya Okafor')).to.include(active);
  });
});
