/**
 * The checkout's lazy parts (scripts/size.mjs LAZY_PARTS) when their chunk is slow: the custom
 * amount's parser (src/money/parse.ts, loaded with `import()`) held by the test server
 * (web-test-runner.config.mjs `holdChunks`) while the customer opens the custom amount and types.
 * This file imports `tip-elements/checkout` only, which does not carry the parser.
 */
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import type { TipCheckout } from '../../src/checkout.js';
import '../../src/checkout.js';
import { readyParser } from '../../src/elements/internal/money-parser.js';
import type { TipChangeEvent } from '../../src/elements/internal/events.js';
import type { StaffMember } from '../../src/elements/internal/types.js';
import { DEMO_LOCATION_ID } from '../../src/sandbox/index.js';
import { customer } from '../fixtures/sale.js';
import { service } from './support.js';

const PARSER = '/src/money/parse.ts';
const ana: StaffMember = { employeeId: 'e-ana', firstName: 'Ana', lastName: 'Lima', avatar: '', serviceAmount: 50 };

const chunks = (action: 'hold' | 'release') => fetch(`/__chunks/${action}?path=${encodeURIComponent(PARSER)}`).then((r) => r.text());

describe('a lazy part whose chunk is slow', () => {
  afterEach(() => chunks('release'));

  it('the custom amount typed before the parser has loaded is kept, then read, reported and its fee looked up', async () => {
    expect(readyParser(), 'the parser is not loaded by the page up front').to.equal(undefined);
    await chunks('hold');
    const svc = service();
    const checkout = await fixture<TipCheckout>(html`<tip-checkout location-id=${DEMO_LOCATION_ID} locale="en-US" .client=${svc.client} .customer=${customer} .staff=${[ana]}>
      <staff-tip-list></staff-tip-list>
    </tip-checkout>`);
    const changes: TipChangeEvent[] = [];
    checkout.addEventListener('tip-change', (e) => changes.push(e as TipChangeEvent));
    const proposals = () => checkout.querySelector('staff-tip-list')!.shadowRoot!.querySelector('tip-proposals');
    await waitUntil(() => proposals()?.shadowRoot?.querySelector('[role="radio"][data-value="low"]'), 'proposals shown');

    proposals()!.shadowRoot!.querySelector<HTMLElement>('[role="radio"][data-value="custom"]')!.click();
    await waitUntil(() => proposals()!.shadowRoot!.querySelector('custom-tip-input')?.shadowRoot?.querySelector('input'), 'the custom amount opened');
    const field = proposals()!.shadowRoot!.querySelector('custom-tip-input')!;
    const input = field.shadowRoot!.querySelector('input')!;
    input.focus();
    await sendKeys({ type: '12.50' });

    // Still held: what was typed stays, nothing is wrong with it, no amount is chosen yet.
    expect(readyParser()).to.equal(undefined);
    expect(input.value).to.equal('12.50');
    expect(input.getAttribute('aria-invalid')).to.equal('false');
    expect(field.shadowRoot!.querySelector('[part="message"]')?.textContent?.trim() ?? '').to.equal('');
    expect(checkout.selections.some((s) => s.amount === 12.5)).to.equal(false);

    await chunks('release');
    await waitUntil(() => checkout.selections.some((s) => s.employeeId === 'e-ana' && s.level === 'custom' && s.amount === 12.5), 'the typed amount chosen once the parser is there');
    expect(changes.at(-1)!.selections).to.deep.equal(checkout.selections);
    expect(input.value).to.equal('12.50');
    await waitUntil(() => /\$/.test(field.shadowRoot!.querySelector('[part="fee"]')?.textContent ?? ''), 'its fee and total shown');
  });
});
