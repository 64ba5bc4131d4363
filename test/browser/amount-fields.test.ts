/**
 * The three money fields a person types into, table-driven per locale and currency: the
 * checkout's custom tip (custom-tip-input), a partial refund's amount (tip-refund) and a
 * transfer's exact amount (tip-transfer). Each parses with its own locale AND currency, and
 * reads its problems from one table: the same input gets the same sentence in all three (the
 * checkout's says "tip" where the back office says "amount"). A refused amount sends nothing.
 */
import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import type { TipRefund } from '../../src/elements/back-office/tip-refund/tip-refund.js';
import type { TipTransfer } from '../../src/elements/back-office/tip-transfer/tip-transfer.js';
import type { CustomTipInput } from '../../src/elements/checkout/custom-tip-input/custom-tip-input.js';
import { defineElements } from '../../src/elements/internal/define.js';
import type { Messages } from '../../src/i18n/messages.js';
import { loadMessages, messagesFor } from '../../src/i18n/registry.js';
import { formatEditable, formatMoney } from '../../src/money/format.js';
import { currencyExponent } from '../../src/money/money.js';
import { ana, ben, confirmedSale, loaded, shown, text } from './back-office-support.js';
import { service } from './support.js';

defineElements();

type Field = 'custom' | 'refund' | 'transfer';
type Sentence = (t: Messages, field: Field, locale: string, currency: string) => string;

/** A sentence as `text()` reads what is shown: spaces (no-break ones too) collapsed. */
const shownAs = (sentence: string) => sentence.replace(/\s+/g, ' ').trim();

/** The sentences of the one parse table, from the element's catalogue. */
const otherCurrency = (sign: string): Sentence => (t) => t.tipOtherCurrency(sign);
/** Too many decimals, naming how many the currency takes (its exponent from Intl). */
const decimals =
  (allowed: number): Sentence =>
  (t) =>
    t.amountDecimals(allowed);
/** Not an amount: the example is twelve and a half in the currency's decimals ("12.50"; "1250" yen; "12.500" dinars). */
const invalid: Sentence = (t, _field, locale, currency) => {
  const exponent = currencyExponent(currency);
  return t.tipInvalid(formatEditable(exponent === 0 ? 1250 : 1250 * 10 ** (exponent - 2), locale, exponent));
};
const negative: Sentence = (t, field) => (field === 'custom' ? t.tipNegative : t.amountNegative);

interface Case {
  locale: string;
  currency: string;
  /** Every one of these is five units of the currency (500 cents, 5 yen, 5000 fils). */
  accepted: string[];
  refused: Array<[input: string, sentence: Sentence]>;
}

const CASES: Case[] = [
  {
    locale: 'en-US',
    currency: 'USD',
    accepted: ['5', '$5', '5.00', 'USD 5'],
    refused: [
      ['€5', otherCurrency('€')],
      ['5.999', decimals(2)],
      ['5 0', invalid],
      ['-5', negative],
    ],
  },
  {
    locale: 'de-DE',
    currency: 'EUR',
    accepted: ['5 €', '5,00', '5,00 €', 'EUR 5'],
    refused: [
      ['$5', otherCurrency('$')],
      ['US$ 5', otherCurrency('US$')],
      ['5,999', decimals(2)],
      ['-5', negative],
    ],
  },
  {
    locale: 'fr-CA',
    currency: 'CAD',
    accepted: ['5,00 $', '5 $', '5,00', 'CAD 5'],
    refused: [
      ['5 €', otherCurrency('€')],
      ['US$5', otherCurrency('US$')],
      ['5,999', decimals(2)],
      ['abc', invalid],
    ],
  },
  // Digits of every numbering system, in locales whose own digits are Latin; one system per number.
  {
    locale: 'ar',
    currency: 'USD',
    accepted: ['٥', '٥٫٠٠', '٥.٠٠', 'US$ ٥', '5'],
    refused: [
      ['٥5', invalid],
      ['٥٫٩٩٩', decimals(2)],
      ['€٥', otherCurrency('€')],
      ['-٥', negative],
    ],
  },
  {
    locale: 'hi-IN',
    currency: 'INR',
    accepted: ['५', '५.००', '₹५', '5.00'],
    refused: [
      ['५.0०', invalid],
      ['५.९९९', decimals(2)],
      ['⑤', invalid],
    ],
  },
  {
    locale: 'ja',
    currency: 'USD',
    accepted: ['５', '５．００', '＄５', 'USD ５'],
    refused: [
      ['５.0', invalid],
      ['５²', invalid],
    ],
  },
  {
    locale: 'ja-JP',
    currency: 'JPY',
    accepted: ['5', '¥5', 'JPY 5'],
    refused: [
      ['$5', otherCurrency('$')],
      ['5.5', decimals(0)],
      ['5.999', decimals(0)],
      ['abc', invalid],
      ['-5', negative],
    ],
  },
  {
    locale: 'en-US',
    currency: 'KWD',
    accepted: ['5', '5.000', 'KWD 5'],
    refused: [
      ['5.9999', decimals(3)],
      ['$5', otherCurrency('$')],
    ],
  },
];

type Host = HTMLElement & { updateComplete: Promise<boolean> };

/** The element's words once its locale's catalogues are in (they load when the element is created). */
async function wordsOf(el: Host, locale: string): Promise<Messages> {
  await loadMessages(locale);
  await el.updateComplete;
  return messagesFor(locale);
}

/** The text box whose label reads `label`. */
function field(el: Host, label: string): HTMLInputElement {
  const found = [...el.shadowRoot!.querySelectorAll('label')].find((l) => text(l) === label);
  if (!found) throw new Error(`no field labelled ${label}`);
  return el.shadowRoot!.getElementById(found.htmlFor) as HTMLInputElement;
}

/** Types into a field as a person does: focus, select what is there, type. */
async function type(el: Host, input: HTMLInputElement, value: string) {
  input.focus();
  input.select();
  await sendKeys({ type: value });
  await el.updateComplete;
}

/** The message a field points at (`aria-describedby`), as shown. */
function messageOf(el: Host, input: HTMLInputElement): string {
  const ids = (input.getAttribute('aria-describedby') ?? '').split(/\s+/);
  return ids
    .map((id) => el.shadowRoot!.getElementById(id))
    .filter((n) => n?.classList.contains('message'))
    .map((n) => text(n))
    .join(' ');
}

/** What reached the sandbox, by operation: the service's own request log. */
const served = (svc: ReturnType<typeof service>, operation: string) => svc.sandbox.requests().filter((r) => r.operation === operation).length;

for (const { locale, currency, accepted, refused } of CASES) {
  describe(`money fields in ${locale} (${currency})`, () => {
    it('custom-tip-input: takes five in every way the locale writes it, refuses the rest with the sentence for its problem', async () => {
      const el = await fixture<CustomTipInput>(html`<custom-tip-input locale=${locale} currency=${currency}></custom-tip-input>`);
      const t = await wordsOf(el, locale);
      const input = field(el, t.customTip);
      for (const typed of accepted) {
        await type(el, input, typed);
        expect([typed, el.cents, text(el.shadowRoot!.querySelector('[part~="message"]'))]).to.deep.equal([typed, 5 * 10 ** currencyExponent(currency), '']);
      }
      for (const [typed, sentence] of refused) {
        await type(el, input, typed);
        expect([typed, el.cents, text(el.shadowRoot!.querySelector('[part~="message"]'))]).to.deep.equal([typed, null, shownAs(sentence(t, 'custom', locale, currency))]);
        expect(input.getAttribute('aria-invalid')).to.equal('true');
        expect(el.checkValidity()).to.equal(false);
      }
    });

    it('tip-refund: previews a refund of five for every accepted input; a refused one shows its sentence and sends nothing', async () => {
      const svc = service();
      const id = await confirmedSale(svc.client, [[ana, 5], [ben, 5]]);
      const el = await fixture<TipRefund>(
        html`<tip-refund locale=${locale} currency=${currency} .client=${svc.client} transaction-id=${id} .staff=${[ana, ben]}></tip-refund>`,
      );
      await loaded(el);
      const t = await wordsOf(el, locale);
      const amount = () => field(el, t.refundAmountLabel);
      const preview = () => el.shadowRoot!.querySelector<HTMLButtonElement>('button[type="submit"]')!;
      for (const typed of accepted) {
        const before = svc.calls('refund').length;
        await type(el, amount(), typed);
        preview().click();
        await shown(el, '[part~="preview"] table');
        expect([typed, messageOf(el, amount())]).to.deep.equal([typed, '']);
        const sent = svc.calls('refund').slice(before);
        expect([typed, sent.map((c) => [c.payload['dryRun'], c.payload['amount']])]).to.deep.equal([typed, [[true, 5]]]);
      }
      const refundable = el.transaction!.gross;
      const over: Sentence = (words) => words.amountOverRefundable(formatMoney(refundable, currency, locale));
      for (const [typed, sentence] of [...refused, ['50', over] as [string, Sentence]]) {
        const before = served(svc, 'refund');
        await type(el, amount(), typed);
        preview().click();
        await el.updateComplete;
        expect([typed, messageOf(el, amount())]).to.deep.equal([typed, shownAs(sentence(t, 'refund', locale, currency))]);
        expect(amount().getAttribute('aria-invalid')).to.equal('true');
        expect(el.shadowRoot!.querySelector('[part~="preview"]')).to.equal(null);
        expect(served(svc, 'refund'), `${typed} reached the service`).to.equal(before);
      }
    });

    it('tip-transfer: an exact amount of five is sent as five for every accepted input; a refused one shows its sentence and sends nothing', async () => {
      const svc = service();
      const id = await confirmedSale(svc.client, [[ana, 5], [ben, 5]]);
      const el = await fixture<TipTransfer>(
        html`<tip-transfer locale=${locale} currency=${currency} .client=${svc.client} transaction-id=${id} .staff=${[ana, ben]}></tip-transfer>`,
      );
      await loaded(el);
      const t = await wordsOf(el, locale);
      const button = () => el.shadowRoot!.querySelector<HTMLButtonElement>('[part~="button"]')!;
      /** Ana and Ben chosen, exact amounts: Ben's starts at the even split, five. */
      async function exactAmounts() {
        for (const who of [ana, ben]) el.shadowRoot!.querySelector<HTMLInputElement>(`input[type="checkbox"][value="${who.employeeId}"]`)!.click();
        await el.updateComplete;
        el.shadowRoot!.querySelector<HTMLInputElement>('input[name="split"][value="exact"]')!.click();
        await el.updateComplete;
        return field(el, t.amountFor('Ana Lima'));
      }
      for (const typed of accepted) {
        const input = await exactAmounts();
        await type(el, input, typed);
        expect([typed, messageOf(el, input), button().getAttribute('aria-disabled')]).to.deep.equal([typed, '', 'false']);
        const done = oneEvent(el, 'tip-transfer');
        button().click();
        await done;
        const talents = svc.calls('transfer').at(-1)!.payload['talents'] as Array<{ employeeId: string; amount: number }>;
        expect([typed, talents.map((x) => [x.employeeId, x.amount])]).to.deep.equal([
          typed,
          [
            ['e-ana', 5],
            ['e-ben', 5],
          ],
        ]);
        await loaded(el);
      }
      const input = await exactAmounts();
      for (const [typed, sentence] of refused) {
        const before = served(svc, 'transfer');
        await type(el, input, typed);
        expect([typed, messageOf(el, input)]).to.deep.equal([typed, shownAs(sentence(t, 'transfer', locale, currency))]);
        expect(input.getAttribute('aria-invalid')).to.equal('true');
        expect(button().getAttribute('aria-disabled')).to.equal('true');
        button().click();
        await el.updateComplete;
        expect(served(svc, 'transfer'), `${typed} reached the service`).to.equal(before);
      }
    });
  });
}
