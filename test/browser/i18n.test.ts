/**
 * Locale resolution and catalogues as a customer sees them: the elements follow `<html lang>` at
 * run time, fetch a shipped catalogue only when the page needs it, and take a host's renamed
 * messages, for the whole page or for one checkout.
 */
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import type { CustomTipInput } from '../../src/elements/checkout/custom-tip-input/custom-tip-input.js';
import type { TipCheckout } from '../../src/elements/checkout/tip-checkout/tip-checkout.js';
import type { StaffMember } from '../../src/elements/internal/types.js';
import hi from '../../src/i18n/locales/hi/checkout.js';
import { en, registerMessages } from '../../src/index.js';
import '../../src/index.js';
import { DEMO_LOCATION_ID } from '../../src/sandbox/index.js';
import { deepAll, plain } from './checkout-page.js';
import { service } from './support.js';

const ana: StaffMember = { employeeId: 'e-ana', firstName: 'Ana', lastName: 'Lima', avatar: '', serviceAmount: 50 };

/** Everything the checkout shows, shadow roots included, as one string. */
function shown(root: Element): string {
  const parts: string[] = [];
  const walk = (node: Node) => {
    if (node.nodeType === Node.TEXT_NODE) parts.push(node.textContent ?? '');
    const shadow = (node as Element).shadowRoot;
    if (shadow) shadow.childNodes.forEach(walk);
    node.childNodes.forEach(walk);
  };
  walk(root);
  return parts.join(' ').replace(/\s+/g, ' ');
}

async function mountCheckout(attrs: { locale?: string } = {}) {
  const svc = service();
  const wrapper = await fixture<HTMLDivElement>(html`<div>
    <tip-checkout location-id=${DEMO_LOCATION_ID} locale=${attrs.locale ?? ''} .client=${svc.client} .customer=${{ id: 'c-1' }} .staff=${[ana]}>
      <staff-tip-list></staff-tip-list>
      <checkout-summary></checkout-summary>
    </tip-checkout>
  </div>`);
  const checkout = wrapper.querySelector<TipCheckout>('tip-checkout')!;
  await waitUntil(() => /18\s?%/.test(plain(shown(checkout))), 'proposals rendered');
  return checkout;
}

describe('locales and messages', () => {
  const originalLang = document.documentElement.lang;
  afterEach(() => {
    document.documentElement.lang = originalLang;
    document.documentElement.removeAttribute('dir');
  });

  it('follows <html lang> at run time: German arrives on demand, English comes back', async () => {
    document.documentElement.lang = 'en-US';
    const checkout = await mountCheckout();
    expect(plain(shown(checkout))).to.include('No tip').and.include('on $50.00 service');
    document.documentElement.lang = 'de-DE';
    await waitUntil(() => shown(checkout).includes('Kein Trinkgeld'), 'German catalogue applied', { timeout: 3000 });
    const german = shown(checkout);
    expect(german).to.include('18 %');   // percent and money follow the locale too
    expect(german).to.include('50,00 $');
    expect(german).not.to.include('No tip');
    document.documentElement.lang = 'en-US';
    await waitUntil(() => shown(checkout).includes('No tip'), 'English again');
  });

  it('the locale property wins over the page, and a region falls back to its language', async () => {
    document.documentElement.lang = 'en-US';
    const checkout = await mountCheckout({ locale: 'de-AT' });
    await waitUntil(() => shown(checkout).includes('Kein Trinkgeld'), 'de-AT reads the German catalogue', { timeout: 3000 });
  });

  it('a host renames one message for one checkout, and every element inside reads it', async () => {
    const checkout = await mountCheckout({ locale: 'en-US' });
    checkout.messages = { noTip: 'No gratuity', tipFor: (name) => `Gratuity for ${name}` };
    await waitUntil(() => shown(checkout).includes('No gratuity'), 'the override is shown');
    expect(plain(shown(checkout))).to.include('Gratuity for Ana Lima');
    expect(shown(checkout)).to.include(en.custom);   // every other key falls back
  });

  it('registerMessages adds a locale tip-elements does not ship; missing keys fall back to English', async () => {
    registerMessages('et', { noTip: 'Jootrahata', custom: 'Muu summa' });
    const checkout = await mountCheckout({ locale: 'et-EE' });
    await waitUntil(() => shown(checkout).includes('Jootrahata'), 'Estonian from the host');
    expect(shown(checkout)).to.include('Muu summa').and.include(en.total);
  });

  it('follows dir at run time: names and amounts are isolated in either direction, and a right-to-left page mirrors the options', async () => {
    document.documentElement.lang = 'en-US';
    const checkout = await mountCheckout();
    const radios = () => deepAll(checkout, '[role="radiogroup"]')[0]!.querySelectorAll<HTMLElement>('[role="radio"]');
    const [low, medium] = radios();
    expect(low!.getAttribute('aria-label')).to.equal('\u206818%\u2069, \u2068$9.00\u2069');
    expect(low!.getBoundingClientRect().left).to.be.below(medium!.getBoundingClientRect().left);
    document.documentElement.dir = 'rtl';
    await waitUntil(() => radios()[0]!.getBoundingClientRect().left > radios()[1]!.getBoundingClientRect().left, 'mirrored in right to left');
    expect(radios()[0]!.getAttribute('aria-label')).to.equal('\u206818%\u2069, \u2068$9.00\u2069');
    expect(shown(checkout)).to.include('Tip for \u2068Ana Lima\u2069');
    document.documentElement.dir = 'ltr';
    await waitUntil(() => radios()[0]!.getBoundingClientRect().left < radios()[1]!.getBoundingClientRect().left, 'left to right again');
    expect(radios()[0]!.getAttribute('aria-label')).to.equal('\u206818%\u2069, \u2068$9.00\u2069');
    expect(shown(checkout)).to.include('Tip for \u2068Ana Lima\u2069');
  });

  it('percents and money follow the locale: "18 %" in German and French, the currency where the locale puts it', async () => {
    const expected: Record<string, RegExp> = {
      'en-US': /^18%, \$9\.00$/,
      'de-DE': /^18\u00a0%, 9,00\u00a0\$$/,
      fr: /^18\u00a0%, 9,00\u00a0\$US$/,
      'fr-CA': /^18\u00a0%, 9,00\u00a0\$\u00a0US$/,
      ja: /^18%、\$9\.00$/,
      hi: /^18%, \$9\.00$/, // Latin digits: Intl's default for hi
      ar: /^18%، 9\.00\u00a0US\$$/, // read right to left: "US$ 9.00" on screen
    };
    for (const [locale, name] of Object.entries(expected)) {
      document.documentElement.lang = locale;
      const checkout = await mountCheckout();
      await waitUntil(() => name.test(plain(deepAll(checkout, '[role="radio"]')[0]!.getAttribute('aria-label')!).replace(/\s/g, (c) => (c === '\u00a0' || c === '\u202f' ? c : ' '))), `${locale}: ${name}, not ${deepAll(checkout, '[role="radio"]')[0]!.getAttribute('aria-label')}`, { timeout: 3000 });
    }
  });

  it('Hindi writes amounts in Latin digits, as Intl does for hi, and its custom amount takes Devanagari digits too', async () => {
    expect(new Intl.NumberFormat('hi').resolvedOptions().numberingSystem).to.equal('latn');
    const el = await fixture<CustomTipInput>(html`<custom-tip-input lang="hi" currency="INR"></custom-tip-input>`);
    const input = el.shadowRoot!.querySelector('input')!;
    await waitUntil(() => el.shadowRoot!.textContent!.includes(hi.customTip), 'the Hindi label', { timeout: 3000 });
    // Shown back the way the text box writes an amount to edit: Latin digits, no grouping.
    for (const [typed, cents, shown] of [
      ['१२.५०', 1250, '12.50'],
      ['12.50', 1250, '12.50'],
      ['१,२३४.५०', 123450, '1234.50'],
      ['1,23,456', 12345600, '123456.00'],
    ] as const) {
      input.focus();
      input.select();
      await sendKeys({ type: typed });
      await el.updateComplete;
      expect(el.cents, typed).to.equal(cents);
      input.blur();
      await el.updateComplete;
      expect(input.value, `${typed} shown back`).to.equal(shown);
    }
  });
});
