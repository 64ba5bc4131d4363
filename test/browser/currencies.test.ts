/**
 * Checkouts in currencies with 0, 2 and 3 decimals (JPY, USD, KWD): every amount shown has the
 * currency's decimals, and what is shown adds up as shown (amount + fee = total for every option
 * and custom amount; charges + tips + fees = total to pay in the summary). The numbers are read
 * from the rendered text, as a customer reads them.
 */
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import type { TipProposals } from '../../src/elements/checkout/tip-proposals/tip-proposals.js';
import type { CustomTipInput } from '../../src/elements/checkout/custom-tip-input/custom-tip-input.js';
import type { DisplayLine, StaffMember } from '../../src/elements/internal/types.js';
import { en } from '../../src/i18n/messages.js';
import { DEMO_LOCATION_ID } from '../../src/sandbox/index.js';
import { customer } from '../fixtures/sale.js';
import { deepAll, option, plain, settled, typeCustom } from './checkout-page.js';
import { service } from './support.js';

interface Case {
  currency: string;
  exponent: number;
  /** The service amount (and the bill). */
  service: number;
  /** A custom tip a customer types, and the editable text it settles to. */
  custom: [typed: string, editable: string];
}

const CASES: Case[] = [
  // 25% of ¥50 is whole yen (¥13) with a whole-yen fee, and the option adds up (never ¥13 + ¥1 = ¥13).
  { currency: 'JPY', exponent: 0, service: 50, custom: ['20', '20'] },
  { currency: 'JPY', exponent: 0, service: 5000, custom: ['700', '700'] },
  { currency: 'USD', exponent: 2, service: 50, custom: ['12.5', '12.50'] },
  { currency: 'KWD', exponent: 3, service: 50, custom: ['12.345', '12.345'] },
];

/** Every amount of money in `text` as written (en-US: "¥1,200", "$12.50", "KWD 12.345"), without grouping. */
function amountsIn(text: string): string[] {
  return [...plain(text).matchAll(/(?:¥|\$|KWD[\s\u00a0]?)(\d[\d,]*(?:\.\d+)?)/g)].map((m) => m[1]!.replace(/,/g, ''));
}

/** An amount as written, in minor units of `exponent`, checking it has exactly that many decimals. */
function minor(written: string, exponent: number): number {
  const [whole, fraction = ''] = written.split('.');
  expect(fraction.length, `${written} has ${exponent} decimals`).to.equal(exponent);
  return Number(whole) * 10 ** exponent + Number(fraction || '0');
}

/** The text `el` shows on screen (a visually hidden description, read only by assistive technology, left out). */
function textOf(el: Element | undefined): string {
  if (!el) return '';
  const copy = el.cloneNode(true) as Element;
  for (const hidden of copy.querySelectorAll('.visually-hidden')) hidden.remove();
  return plain(copy.textContent ?? '').replace(/\s+/g, ' ').trim();
}

async function mount(currency: string, serviceAmount: number) {
  const svc = service({ currency, proposals: { threshold: 10, percents: [18, 20, 25] } });
  const staff: StaffMember[] = [{ employeeId: 'e-ana', firstName: 'Ana', lastName: 'Lima', avatar: '', serviceAmount }];
  const lines: DisplayLine[] = [{ name: 'Cut', total: serviceAmount }];
  const host = await fixture<HTMLElement>(html`<main lang="en-US">
    <tip-checkout location-id=${DEMO_LOCATION_ID} currency=${currency} .client=${svc.client} .customer=${customer} .staff=${staff} .lines=${lines}>
      <staff-tip-list></staff-tip-list>
      <checkout-summary></checkout-summary>
    </tip-checkout>
  </main>`);
  await waitUntil(() => deepAll(host, '[role="radio"][data-value="low"]').length > 0, 'proposals shown', { timeout: 5000 });
  await settled(host);
  return { host, svc };
}

/** The summary's subtotal, tips, fees and total as shown, and checks they add up as shown. */
function summaryAddsUp(host: HTMLElement, exponent: number): number[] {
  const read = (part: string) => deepAll(host, `checkout-summary`)[0]!.shadowRoot!.querySelectorAll(`[part~="${part}"]`);
  const amount = (part: string) => [...read(part)].flatMap((el) => amountsIn(textOf(el))).map((a) => minor(a, exponent));
  const [subtotal] = amount('subtotal');
  const tips = amount('tip');
  const [fees] = amount('fees');
  const [total] = amount('total');
  expect([subtotal, fees, total].every((x) => x !== undefined), 'subtotal, fees and total are shown').to.equal(true);
  expect(subtotal! + tips.reduce((a, b) => a + b, 0) + fees!, 'charges + tips + fees = total, as shown').to.equal(total);
  return [subtotal!, ...tips, fees!, total!];
}

for (const { currency, exponent, service: serviceAmount, custom } of CASES) {
  describe(`a checkout in ${currency} (${exponent} decimals), service ${serviceAmount}`, () => {
    it('shows each proposal with the currency decimals, amount + fee = total; the summary adds up', async () => {
      const { host } = await mount(currency, serviceAmount);
      for (const level of ['low', 'medium', 'high']) {
        const shown = amountsIn(textOf(option(host, 'Ana Lima', level)));
        expect(shown.length, `${level}: amount, fee and total`).to.equal(3);
        const [amount, fee, total] = shown.map((a) => minor(a, exponent)) as [number, number, number];
        expect(amount + fee, `${level}: ${shown.join(' + ')}`).to.equal(total);
        option(host, 'Ana Lima', level).click();
        await settled(host);
        summaryAddsUp(host, exponent);
      }
    });

    it(`takes "${custom[0]}" as a custom amount, shows "${custom[1]}", and its fee and total add up`, async () => {
      const { host } = await mount(currency, serviceAmount);
      option(host, 'Ana Lima', 'custom').click();
      await settled(host);
      const input = await typeCustom(host, 'Ana Lima', custom[0]);
      const box = deepAll<CustomTipInput>(host, 'custom-tip-input')[0]!;
      await waitUntil(() => amountsIn(textOf(box.shadowRoot!.querySelector('[part~="fee"]')!)).length === 2, 'the fee is shown', { timeout: 5000 });
      input.blur();
      await settled(host);
      expect(input.value).to.equal(custom[1]);
      const [fee, total] = amountsIn(textOf(box.shadowRoot!.querySelector('[part~="fee"]')!)).map((a) => minor(a, exponent)) as [number, number];
      expect(minor(custom[1], exponent) + fee).to.equal(total);
      const [, tip, ...rest] = summaryAddsUp(host, exponent);
      expect([tip, rest.length], 'one tip, then the fees and the total').to.deep.equal([minor(custom[1], exponent), 2]);
    });
  });
}

describe('decimals the currency does not have', () => {
  it('JPY refuses "12.5" and says whole amounts only; the box keeps what was typed', async () => {
    const { host } = await mount('JPY', 5000);
    option(host, 'Ana Lima', 'custom').click();
    await settled(host);
    const input = await typeCustom(host, 'Ana Lima', '12.5');
    input.blur();
    await settled(host);
    const box = deepAll<CustomTipInput>(host, 'custom-tip-input')[0]!;
    expect(box.cents).to.equal(null);
    expect(input.value).to.equal('12.5');
    expect(textOf(box.shadowRoot!.querySelector('[part~="message"]')!)).to.equal(en.amountDecimals(0));
    expect(input.getAttribute('aria-invalid')).to.equal('true');
  });

  it('KWD takes "12.345" as 12345 fils', async () => {
    const el = await fixture<CustomTipInput>(html`<custom-tip-input currency="KWD" locale="en-US"></custom-tip-input>`);
    const input = el.shadowRoot!.querySelector('input')!;
    input.focus();
    input.value = '12.345';
    input.dispatchEvent(new InputEvent('input', { bubbles: true, composed: true }));
    await el.updateComplete;
    expect([el.cents, el.value]).to.deep.equal([12345, '12.345']);
    expect(textOf(el.shadowRoot!.querySelector('[part~="message"]') ?? undefined)).to.equal('');
  });

  it('a host service amount the currency cannot hold (¥1234.5, $3.3000000000000003) is the proposals error, never a throw', async () => {
    for (const [currency, serviceAmount] of [['JPY', 1234.5], ['USD', 1.1 * 3]] as const) {
      const svc = service({ currency });
      const staff: StaffMember[] = [{ employeeId: 'e-ana', firstName: 'Ana', lastName: 'Lima', avatar: '', serviceAmount }];
      const host = await fixture<HTMLElement>(html`<main lang="en-US">
        <tip-checkout location-id=${DEMO_LOCATION_ID} currency=${currency} .client=${svc.client} .customer=${customer} .staff=${staff} .lines=${[]}>
          <staff-tip-list></staff-tip-list>
          <checkout-summary></checkout-summary>
        </tip-checkout>
      </main>`);
      const alert = () => deepAll(host, 'staff-tip-list')[0]?.shadowRoot?.querySelector('[part~="error"]');
      await waitUntil(alert, `${currency}: the error shown`, { timeout: 5000 });
      expect(alert()!.getAttribute('role'), currency).to.equal('alert');
      // Custom and No tip still work for the row.
      expect(deepAll(host, '[role="radio"][data-value="none"]').length, currency).to.equal(1);
    }
  });

  it('a JPY amount of 12.5 from the service is drawn ¥12.5, never rounded to ¥13', async () => {
    const proposal = {
      serviceAmount: 50,
      low: { type: 'percent' as const, percent: 25, amount: 12.5, fee: 1, total: 13.5 },
      medium: { type: 'percent' as const, percent: 20, amount: 10, fee: 1, total: 11 },
      high: { type: 'percent' as const, percent: 30, amount: 15, fee: 1, total: 16 },
    };
    const el = await fixture<TipProposals>(html`<tip-proposals currency="JPY" locale="en-US" label="Ana" .proposal=${proposal}></tip-proposals>`);
    const low = el.shadowRoot!.querySelector('[role="radio"][data-value="low"]')!;
    expect(amountsIn(textOf(low))).to.deep.equal(['12.5', '1', '13.5']);
  });
});
