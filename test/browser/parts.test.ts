/**
 * Theming from the page: every `::part()` the README and the JSDoc document can be styled from
 * a light-DOM stylesheet, including the parts an element forwards from the elements inside it
 * (`staff-tip-list::part(option-selected)`, `tip-proposals::part(custom-input)`).
 */
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../src/index.js';
import { DEMO_LOCATION_ID } from '../../src/sandbox/index.js';
import { staffWithoutAvatars } from '../fixtures/sale.js';
import { bill, deepAll, option, settled, typeCustom } from './checkout-page.js';
import { sandboxClient, service } from './support.js';

/** Every documented part, by element. Forwarded parts of an inner element: `[outer name, inner name]`. */
const PARTS: Record<string, Array<string | [string, string]>> = {
  'staff-tip-list': [
    'row', 'avatar', 'name', 'service', 'error', 'retry',
    'group', 'option', 'option-selected', 'percent', 'amount', 'fee', 'total',
    ['custom-label', 'label'], ['custom-symbol', 'symbol'], ['custom-input', 'input'], ['custom-fee', 'fee'], ['custom-message', 'message'], ['custom-guard', 'guard'],
  ],
  'tip-proposals': [
    'group', 'option', 'option-selected', 'percent', 'amount', 'fee', 'total', 'error', 'retry',
    ['custom-label', 'label'], ['custom-symbol', 'symbol'], ['custom-input', 'input'], ['custom-fee', 'fee'], ['custom-message', 'message'], ['custom-guard', 'guard'],
  ],
  'custom-tip-input': ['label', 'symbol', 'input', 'fee', 'message', 'guard'],
  'checkout-summary': [
    'lines', 'line', 'category', 'toggle', 'items', 'item', 'subtotal', 'tips', 'tip', 'fees', 'total', 'button', 'hint', 'error', 'retry', 'status',
  ],
};

const pairs = Object.entries(PARTS).flatMap(([tag, parts]) =>
  parts.map((part) => (typeof part === 'string' ? { tag, part, inner: part } : { tag, part: part[0], inner: part[1] })),
);
const probe = (tag: string, part: string) => `--probe-${tag}-${part}`;

/** The element above `el` in the composed tree (across shadow roots). */
const composedParent = (el: Element) => el.parentElement ?? ((el.getRootNode() as ShadowRoot).host ?? null);

describe('::part() from the page', () => {
  let sheet: HTMLStyleElement;
  before(() => {
    sheet = document.createElement('style');
    sheet.textContent = pairs.map(({ tag, part }) => `${tag}::part(${part}) { ${probe(tag, part)}: styled; }`).join('\n');
    document.head.append(sheet);
  });
  after(() => sheet.remove());

  it('every documented part of every element can be styled, forwarded ones included', async () => {
    const svc = service();
    svc.sandbox.failNext(2, { operations: ['proposals'] });
    const { client } = sandboxClient();
    const [maya, kenji] = staffWithoutAvatars(['emp-lucia', 'emp-sam']);
    const staff = [
      { ...maya!, avatar: 'data:image/png;base64,iVBORw0KGgo=' },
      kenji!,
      { employeeId: 'e-ben', firstName: 'Ben', lastName: 'Ito', avatar: '', serviceAmount: 9 },
    ];
    const page = await fixture<HTMLElement>(html`<div lang="en-US">
      <tip-checkout location-id=${DEMO_LOCATION_ID} .client=${svc.client} .customer=${{ id: 'c-1' }} .staff=${staff} .lines=${bill}>
        <staff-tip-list></staff-tip-list>
        <tip-proposals employee-id="e-ben" label="Ben Ito"></tip-proposals>
        <checkout-summary></checkout-summary>
      </tip-checkout>
      <custom-tip-input label="Tip" service-amount="9" .client=${client} location-id=${DEMO_LOCATION_ID} debounce="0"></custom-tip-input>
    </div>`);
    const styled = new Set<string>();
    const misplaced: string[] = [];
    const record = async () => {
      await settled(page);
      for (const { tag, part, inner } of pairs) {
        for (const host of page.querySelectorAll(tag)) {
          const matched = deepAll(host, '*').filter(
            (el) => getComputedStyle(el).getPropertyValue(probe(tag, part)).trim() === 'styled' && getComputedStyle(composedParent(el)!).getPropertyValue(probe(tag, part)).trim() !== 'styled',
          );
          for (const el of matched) {
            if ((el.getAttribute('part') ?? '').split(/\s+/).includes(inner)) styled.add(`${tag}::part(${part})`);
            else misplaced.push(`${tag}::part(${part}) styled ${el.localName}[part=${el.getAttribute('part')}]`);
          }
        }
      }
    };

    // The proposals failed: the list's alert and the row's own.
    await waitUntil(() => deepAll(page, '[part~="retry"]').length >= 2, 'both alerts', { timeout: 5000 });
    await record();
    // Retry; a proposal for Maya, large custom tips waiting for their guard: Kenji's in the list, Ben's in his row alone.
    deepAll(page, 'staff-tip-list')[0]!.shadowRoot!.querySelector<HTMLButtonElement>('[part~="retry"]')!.click();
    await waitUntil(() => deepAll(page, '[role="radio"][data-value="low"]').length === 4, 'proposals');
    option(page, 'Maya Okafor', 'medium').click();
    option(page, 'Kenji Watanabe', 'custom').click();
    await settled(page);
    await typeCustom(page.querySelector('staff-tip-list')!, 'Kenji Watanabe', '50');
    option(page.querySelector('tip-proposals')!, 'Ben Ito', 'custom').click();
    await settled(page);
    await typeCustom(page.querySelector('tip-proposals')!, 'Ben Ito', '50');
    await waitUntil(() => deepAll(page, '[part~="guard"]').length === 2, 'the large-tip question in the list and in the row');
    // The standalone text box, with its own guard and fee.
    page.querySelector('custom-tip-input')!.focus();
    await sendKeys({ type: '50' });
    await waitUntil(() => deepAll(page.querySelector('custom-tip-input')!, '[part~="guard"]').length === 1, 'standalone guard');
    await record();
    // Kept; the intent fails once (error, Retry), then is created (status).
    for (const keep of deepAll<HTMLButtonElement>(page.querySelector('tip-checkout')!, '[part~="guard"] button.primary')) keep.click();
    svc.sandbox.failNext(1, { operations: ['intent'] });
    await settled(page);
    deepAll<HTMLButtonElement>(page, 'button[part~="button"]')[0]!.click();
    await waitUntil(() => deepAll(page, 'checkout-summary')[0]!.shadowRoot!.querySelector('[part~="retry"]'), 'the intent failed');
    await record();
    deepAll<HTMLButtonElement>(page.querySelector('checkout-summary')!, '[part~="retry"]')[0]!.click();
    await waitUntil(() => deepAll(page, '[part~="status"]').length === 1, 'the intent created');
    await record();

    expect(misplaced).to.deep.equal([]);
    expect(pairs.map(({ tag, part }) => `${tag}::part(${part})`).filter((p) => !styled.has(p))).to.deep.equal([]);
  });

  it('the list passes on the same parts from a row and from team mode\'s group, the loading skeleton included', async () => {
    const svc = service();
    const release = svc.hold('proposals');
    const sheet2 = document.createElement('style');
    sheet2.textContent = 'staff-tip-list::part(skeleton) { --probe-skeleton: styled; } staff-tip-list::part(option) { --probe-option: styled; }';
    document.head.append(sheet2);
    try {
      const [maya, kenji] = staffWithoutAvatars(['emp-lucia', 'emp-sam']);
      for (const mode of ['each', 'team']) {
        const page = await fixture<HTMLElement>(html`<div lang="en-US">
          <tip-checkout tip-mode=${mode} location-id=${DEMO_LOCATION_ID} .client=${svc.client} .customer=${{ id: 'c-1' }} .staff=${[maya!, kenji!]}>
            <staff-tip-list></staff-tip-list>
          </tip-checkout>
        </div>`);
        const styledBy = (probe: string) => deepAll(page, '*').filter((el) => getComputedStyle(el).getPropertyValue(probe).trim() === 'styled' && getComputedStyle(composedParent(el)!).getPropertyValue(probe).trim() !== 'styled');
        if (mode === 'each') {
          await waitUntil(() => styledBy('--probe-skeleton').length > 0, 'the skeletons styled while the proposals load');
          release();
        }
        await waitUntil(() => deepAll(page, '[role="radio"][data-value="low"]').length > 0, `${mode}: the options`);
        await settled(page);
        expect(styledBy('--probe-option').length, `${mode}: options styled through the list`).to.be.greaterThan(3);
      }
    } finally {
      sheet2.remove();
    }
  });
});
