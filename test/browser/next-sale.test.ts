/**
 * The next sale on an open checkout, as a counter tablet runs all day: `reset()` and a new sale's
 * staff reuse the rows in place (their elements, shadow roots and templates) and carry nothing of
 * the last sale over; and a sale paints its staff and bill before the proposals arrive, in the
 * space the options will take.
 */
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import type { StaffTipList } from '../../src/elements/checkout/staff-tip-list/staff-tip-list.js';
import type { TipCheckout } from '../../src/elements/checkout/tip-checkout/tip-checkout.js';
import type { TipProposals } from '../../src/elements/checkout/tip-proposals/tip-proposals.js';
import type { StaffMember } from '../../src/elements/internal/types.js';
import { loadMessages, messagesFor } from '../../src/i18n/registry.js';
import { SHIPPED_LOCALES } from '../../src/index.js';
import { DEMO_LOCATION_ID } from '../../src/sandbox/index.js';
import { customer } from '../fixtures/sale.js';
import { bill, countUpdates, deepAll, mountCheckout, option, plain, settled, typeCustom } from './checkout-page.js';
import { nextTask, service } from './support.js';

const PIXEL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
const BROKEN = `${location.origin}/no-such-avatar-next-sale.png`;

/** The first sale: a $50 service, a $20 one, and one without a service (Custom and No tip only). */
const first: StaffMember[] = [
  { employeeId: 'e-ada', firstName: 'Ada', lastName: 'Byron', avatar: BROKEN, serviceAmount: 50 },
  { employeeId: 'e-ben', firstName: 'Ben', lastName: 'Okri', avatar: '', serviceAmount: 20 },
  { employeeId: 'e-cleo', firstName: 'Cleo', lastName: 'Wu', avatar: '' },
];
/** The next sale: three other people. */
const next: StaffMember[] = [
  { employeeId: 'e-dan', firstName: 'Dan', lastName: 'Rees', avatar: '', serviceAmount: 40 },
  { employeeId: 'e-eve', firstName: 'Eve', lastName: 'Sato', avatar: '', serviceAmount: 30 },
  { employeeId: 'e-fay', firstName: 'Fay', lastName: 'Roy', avatar: '' },
];

const rowsOf = (host: Element) => deepAll(host, '[part~="row"]');
const proposalsOf = (host: Element) => deepAll(host, 'tip-proposals');
const namesOf = (host: Element) => deepAll(host, '[part~="name"]').map((n) => plain(n.textContent ?? '').trim());

async function nextSale(host: Element, checkout: TipCheckout, staff: StaffMember[]): Promise<void> {
  checkout.reset();
  checkout.staff = staff;
  await waitUntil(() => deepAll(host, '[role="radio"][data-value="low"]').length === staff.filter((m) => m.serviceAmount).length, 'the next sale\'s proposals');
  await settled(host);
}

describe('the next sale', () => {
  afterEach(() => setViewport({ width: 800, height: 600 }));

  it('reuses every row in place and shows nothing of the last sale', async () => {
    const { host, checkout } = await mountCheckout({ lang: 'en-US', staff: first });
    await waitUntil(() => deepAll(host, '[part~="avatar"].initials').length === 3, 'Ada\'s broken picture gives way to initials');
    // The last sale, left half done: a large tip waiting for its guard, text that is no amount, a
    // custom tip with its fee, focus in a row; Ada's picture broken.
    option(host, 'Ada Byron', 'custom').click();
    await settled(host);
    await typeCustom(host, 'Ada', '200');
    option(host, 'Ben Okri', 'custom').click();
    await settled(host);
    await typeCustom(host, 'Ben', '1x');
    option(host, 'Cleo Wu', 'custom').click();
    await settled(host);
    await typeCustom(host, 'Cleo', '7');
    await waitUntil(() => deepAll(host, '[part~="guard"]').length === 1, 'the large-tip guard');
    await waitUntil(() => deepAll(host, '#fee-text').some((f) => /Fee/.test(f.textContent ?? '')), 'the custom tip\'s fee');
    expect(deepAll(host, '[part~="message"]').some((m) => (m.textContent ?? '').trim() !== '')).to.equal(true);
    // Focus on Ben's "No tip" (not chosen): his group's tab stop.
    option(host, 'Ben Okri', 'none').focus();
    expect(proposalsOf(host).findIndex((p) => p.shadowRoot!.activeElement !== null)).to.equal(1);
    const rows = rowsOf(host);
    const groups = proposalsOf(host);

    await nextSale(host, checkout, next);

    expect(rowsOf(host)).to.deep.equal(rows);
    expect(proposalsOf(host)).to.deep.equal(groups);
    expect(namesOf(host)).to.deep.equal(['Dan Rees', 'Eve Sato', 'Fay Roy']);
    expect(deepAll(host, '[role="radio"][aria-checked="true"]')).to.have.length(0);
    expect(deepAll(host, 'custom-tip-input')).to.have.length(0);
    expect(deepAll(host, '[part~="guard"]')).to.have.length(0);
    expect(groups.some((p) => p.shadowRoot!.activeElement !== null)).to.equal(false);
    expect(groups.every((p) => p.shadowRoot!.querySelector('[tabindex="0"]') === p.shadowRoot!.querySelector('[role="radio"]'))).to.equal(true);
    // Choosing Custom again in each reused row starts from an empty field: no text, message or fee.
    for (const name of ['Dan Rees', 'Eve Sato', 'Fay Roy']) option(host, name, 'custom').click();
    await settled(host);
    const inputs = deepAll(host, 'custom-tip-input');
    expect(inputs).to.have.length(3);
    for (const input of inputs) {
      expect(input.shadowRoot!.querySelector('input')!.value).to.equal('');
      expect((input.shadowRoot!.querySelector('[part~="message"]')!.textContent ?? '').trim()).to.equal('');
      expect((input.shadowRoot!.querySelector('#fee-text')?.textContent ?? '').trim()).to.equal('');
    }
  });

  it('tries a picture again in the next sale: the broken ones are forgotten', async () => {
    const { host, checkout } = await mountCheckout({ lang: 'en-US', staff: first });
    await waitUntil(() => !deepAll(host, 'img[part~="avatar"]').length, 'Ada\'s broken picture gives way to initials');
    // The same person next sale, whose picture works now.
    await nextSale(host, checkout, [{ ...first[0]!, avatar: PIXEL }, ...first.slice(1)]);
    expect(deepAll<HTMLImageElement>(host, 'img[part~="avatar"]').map((img) => img.src)).to.deep.equal([PIXEL]);
  });

  it('never shows a fee the last sale looked up', async () => {
    const { host, checkout, svc } = await mountCheckout({ lang: 'en-US', staff: first });
    const releaseOld = svc.hold('fees');
    option(host, 'Cleo Wu', 'custom').click();
    await settled(host);
    await typeCustom(host, 'Cleo', '7');
    await waitUntil(() => svc.count('fees') === 1, 'the last sale\'s fee look-up');
    await nextSale(host, checkout, next);
    const releaseNew = svc.hold('fees');
    option(host, 'Fay Roy', 'custom').click();
    await settled(host);
    await typeCustom(host, 'Fay', '7');
    await waitUntil(() => svc.count('fees') === 2, 'this sale asks afresh');
    releaseOld();
    await nextTask();
    await settled(host);
    const feeText = () => (deepAll(host, '#fee-text')[0]?.textContent ?? '').trim();
    expect(feeText()).to.equal('');
    releaseNew();
    await waitUntil(() => /Fee/.test(feeText()), 'this sale\'s own fee');
  });

  it('keeps each staff member\'s row and choice when the staff change within a sale', async () => {
    const { host, checkout } = await mountCheckout({ lang: 'en-US', staff: first });
    option(host, 'Ben Okri', 'none').click();
    await settled(host);
    const benRow = rowsOf(host)[1]!;
    checkout.staff = [first[1]!, first[2]!];
    await waitUntil(() => rowsOf(host).length === 2, 'Ada left');
    await settled(host);
    expect(rowsOf(host)[0]).to.equal(benRow);
    expect(option(host, 'Ben Okri', 'none').getAttribute('aria-checked')).to.equal('true');
  });
});


describe('the next sale, drawn once', () => {
  it('draws each row once, with its proposals, when they answer within a frame', async () => {
    const { host, checkout, svc } = await mountCheckout({ lang: 'en-US', staff: first });
    // A service that answers at once (as a cache would): the answer is there before any frame.
    const proposals = await svc.client.proposals({ locationId: DEMO_LOCATION_ID, serviceAmounts: [40, 30] });
    checkout.client = { ...svc.client, proposals: () => Promise.resolve(proposals) };
    await settled(host);
    // Every class an option had on the way (a skeleton is an option with the class `skeleton`).
    const classes: string[] = [];
    const observer = new MutationObserver((records) => {
      for (const r of records) classes.push(r.oldValue ?? '', (r.target as Element).getAttribute('class') ?? '');
    });
    for (const group of proposalsOf(host)) observer.observe(group.shadowRoot!, { subtree: true, attributes: true, attributeFilter: ['class'], attributeOldValue: true });
    const updates = await countUpdates(host, () => {
      checkout.reset();
      checkout.staff = next;
    });
    observer.disconnect();
    expect(namesOf(host)).to.deep.equal(['Dan Rees', 'Eve Sato', 'Fay Roy']);
    expect(deepAll(host, '[role="radio"][data-value="low"]')).to.have.length(2);
    expect(classes.filter((c) => c.includes('skeleton')), 'no skeleton drawn on the way').to.have.length(0);
    expect(updates.byTag, JSON.stringify(updates.byTag)).to.deep.include({ 'staff-tip-list': 1, 'tip-proposals': 3, 'checkout-summary': 1 });
  });

  it('still draws the staff and the skeletons by the second frame when the proposals are slower', async () => {
    const { host, checkout, svc } = await mountCheckout({ lang: 'en-US', staff: first });
    const release = svc.hold('proposals');
    checkout.reset();
    checkout.staff = next;
    // The second frame after the request: its callbacks, then the updates they start, then its style and layout.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    await Promise.all([checkout, ...deepAll(host, 'staff-tip-list, tip-proposals, checkout-summary')].map((el) => (el as unknown as TipCheckout).updateComplete));
    expect(svc.count('proposals')).to.equal(2);
    expect(namesOf(host)).to.deep.equal(['Dan Rees', 'Eve Sato', 'Fay Roy']);
    expect(deepAll(host, '.skeleton')).to.have.length(6);
    expect(plain(deepAll(host, 'checkout-summary')[0]!.shadowRoot!.textContent ?? '')).to.include('Dan Rees');
    release();
    await waitUntil(() => deepAll(host, '[role="radio"][data-value="low"]').length === 2, 'the proposals');
    await settled(host);
    expect(deepAll(host, '.skeleton')).to.have.length(0);
  });
});

describe('a standalone staff-tip-list given other staff', () => {
  it('reuses its rows for a list with none of the last one\'s staff, and forgets their choices', async () => {
    const el = await fixture<StaffTipList>(html`<staff-tip-list .staff=${first.slice(1)} locale="en-US"></staff-tip-list>`);
    await el.updateComplete;
    const rows = rowsOf(el);
    option(el, 'Ben Okri', 'none').click();
    option(el, 'Cleo Wu', 'custom').click();
    expect([...el.choices.keys()]).to.deep.equal(['e-ben', 'e-cleo']);
    el.staff = next.slice(0, 2);
    await el.updateComplete;
    await Promise.all(proposalsOf(el).map((p) => (p as TipProposals).updateComplete));
    expect(rowsOf(el)).to.deep.equal(rows);
    expect(namesOf(el)).to.deep.equal(['Dan Rees', 'Eve Sato']);
    expect(el.choices.size).to.equal(0);
    expect(deepAll(el, '[role="radio"][aria-checked="true"]')).to.have.length(0);
    expect(deepAll(el, 'custom-tip-input')).to.have.length(0);
  });
});

/** The shipped locale whose proposal lines are the longest: where a skeleton is likeliest to be too short. */
async function longestLocale(): Promise<string> {
  let best = ['en-US', 0] as [string, number];
  for (const locale of SHIPPED_LOCALES) {
    await loadMessages(locale);
    const t = messagesFor(locale);
    const length = `${t.optionFee('$0.60')} · ${t.optionTotal('$17.60')} ${t.custom} ${t.noTip} ${t.serviceOf('$85.00')}`.length;
    if (length > best[1]) best = [locale, length];
  }
  return best[0];
}

/** Each row's, each group's and the summary's height. */
function heights(host: Element): Record<string, number> {
  const boxes: Record<string, number> = {};
  for (const [i, el] of [...rowsOf(host), ...proposalsOf(host), ...deepAll(host, 'checkout-summary')].entries()) {
    boxes[`${el.localName}#${i}`] = Math.round(el.getBoundingClientRect().height * 10) / 10;
  }
  return boxes;
}

describe('paint early', () => {
  afterEach(() => setViewport({ width: 800, height: 600 }));

  it('shows the staff, their pictures and the bill while the proposals are on their way, in the space the options take', async () => {
    const team: StaffMember[] = [
      { employeeId: 'e-maya', firstName: 'Maya', lastName: 'Okafor', avatar: PIXEL, serviceAmount: 85 },
      { employeeId: 'e-sam', firstName: 'Sam', lastName: 'Patel', avatar: '' },
      { employeeId: 'e-kenji', firstName: 'Kenji', lastName: 'Watanabe', avatar: PIXEL, serviceAmount: 9 },
      { employeeId: 'e-lu', firstName: 'Lucía', lastName: 'Fernández', avatar: '', serviceAmount: 1234.56 },
    ];
    const checked: string[] = [];
    for (const lang of ['en-US', await longestLocale()]) {
      for (const width of [320, 390, 768, 1024, 1280]) {
        await setViewport({ width, height: 2400 });
        const svc = service();
        const release = svc.hold('proposals');
        const host = await fixture<HTMLElement>(html`<main lang=${lang} style="padding: 12px">
          <tip-checkout location-id=${DEMO_LOCATION_ID} .client=${svc.client} .customer=${customer} .staff=${team} .lines=${bill}>
            <staff-tip-list></staff-tip-list>
            <checkout-summary></checkout-summary>
          </tip-checkout>
        </main>`);
        await waitUntil(() => svc.count('proposals') === 1 && deepAll(host, '.skeleton').length === 9, 'skeletons while the request is held');
        await settled(host);
        const where = `${lang} at ${width}px`;
        // The staff, their pictures and the bill are there and visible before any proposal.
        expect(namesOf(host), where).to.deep.equal(['Maya Okafor', 'Sam Patel', 'Kenji Watanabe', 'Lucía Fernández']);
        for (const el of [...deepAll(host, '[part~="name"]'), ...deepAll(host, '[part~="avatar"]')]) {
          expect(el.checkVisibility() && el.getBoundingClientRect().height > 0, `${where}: ${el.outerHTML.slice(0, 60)}`).to.equal(true);
        }
        const summary = deepAll(host, 'checkout-summary')[0]!;
        expect(plain(summary.shadowRoot!.textContent ?? ''), where).to.include('Shampoo');
        expect(deepAll(host, '[role="radio"][data-value="low"]'), where).to.have.length(0);
        const before = heights(host);

        release();
        await waitUntil(() => deepAll(host, '[role="radio"][data-value="low"]').length === 3, 'the proposals');
        await settled(host);
        expect(deepAll(host, '.skeleton'), where).to.have.length(0);
        expect(heights(host), `${where}: nothing moves when the proposals arrive`).to.deep.equal(before);
        checked.push(where);
        host.remove();
      }
    }
    expect(checked).to.have.length(10);
  });
});
