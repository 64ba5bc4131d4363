import { ContextProvider } from '@lit/context';
import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { createDataClient } from '../../src/client/client.js';
import { checkoutContext } from '../../src/elements/internal/context.js';
import { CustomTipInput } from '../../src/elements/checkout/custom-tip-input/custom-tip-input.js';
import type { TipErrorEvent } from '../../src/elements/internal/events.js';
import type { TipChoice } from '../../src/elements/internal/types.js';
import { formatEditable } from '../../src/money/format.js';
import { createSandbox, DEMO_LOCATION_ID, type Sandbox } from '../../src/sandbox/index.js';
import { defineElements } from '../../src/elements/internal/define.js';
import { checkoutContextFor, nextTask, words } from './support.js';

defineElements();



type Fetch = Sandbox['fetch'];

/**
 * The sandbox behind the real client, with its fetch wrapped to count fee requests and, when
 * asked, hold the first fee response until released.
 */
function service(options: { holdFirstFee?: boolean } = {}) {
  const sandbox = createSandbox();
  let feeRequests = 0;
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  let delivered: Promise<unknown> = Promise.resolve();
  const fetch: Fetch = (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    if (!url.endsWith('/v1/data/tips/fees')) return sandbox.fetch(input, init);
    feeRequests++;
    const answer = sandbox.fetch(input, init);
    if (options.holdFirstFee && feeRequests === 1) {
      const late = answer.then(async (response) => {
        await held;
        return response;
      });
      delivered = late.catch(() => undefined);
      return late;
    }
    return answer;
  };
  const real = createDataClient({ baseUrl: 'http://sandbox.test', credentials: sandbox.credentials, fetch });
  const feeCalls: Array<Promise<unknown>> = [];
  const client: typeof real = {
    ...real,
    fees: (payload, callOptions) => {
      const call = real.fees(payload, callOptions);
      feeCalls.push(call.catch(() => undefined));
      return call;
    },
  };
  return {
    /** Resolves when every fee call made so far has settled, and the element had a task to react. */
    feeCallsSettled: async () => {
      await Promise.all(feeCalls);
      await nextTask();
    },
    sandbox,
    client,
    feeRequests: () => feeRequests,
    /** Lets the held response go and resolves once it has been handed back to its caller. */
    releaseFirst: async () => {
      release();
      await delivered;
    },
  };
}

const parts = (el: CustomTipInput) => ({
  input: el.shadowRoot!.querySelector<HTMLInputElement>('[part~="input"]')!,
  message: el.shadowRoot!.querySelector<HTMLElement>('[part~="message"]')!,
  live: el.shadowRoot!.querySelector<HTMLElement>('[aria-live="polite"]'),
  symbol: el.shadowRoot!.querySelector<HTMLElement>('[part~="symbol"]')!,
  guard: el.shadowRoot!.querySelector<HTMLElement>('[part~="guard"]'),
  button: (name: string) =>
    [...el.shadowRoot!.querySelectorAll<HTMLButtonElement>('button')].find((b) => words(b) === name),
});

async function typeInto(el: CustomTipInput, text: string): Promise<void> {
  el.focus();
  await sendKeys({ type: text });
  await el.updateComplete;
}

describe('custom-tip-input', () => {
  it('passes axe', async () => {
    const { client } = service();
    const el = await fixture<CustomTipInput>(
      html`<custom-tip-input .client=${client} location-id=${DEMO_LOCATION_ID} locale="en-US"></custom-tip-input>`,
    );
    await expect(el).to.be.accessible();
    expect(parts(el).input.getAttribute('inputmode')).to.equal('decimal');
    expect(parts(el).input.getAttribute('autocomplete')).to.equal('off');
    expect(parts(el).input.getBoundingClientRect().height).to.be.at.least(44);
  });

  it('typing 12.50 fast sends at most two fee requests and announces fee and total', async () => {
    const svc = service();
    const el = await fixture<CustomTipInput>(
      html`<custom-tip-input .client=${svc.client} location-id=${DEMO_LOCATION_ID} locale="en-US"></custom-tip-input>`,
    );
    const inputs: string[] = [];
    el.addEventListener('input', () => inputs.push(el.value));
    await typeInto(el, '12.50');
    expect(inputs).to.deep.equal(['1.00', '12.00', '12.00', '12.50', '12.50']);
    await waitUntil(() => words(parts(el).live).includes('Total'), 'the fee never showed');
    expect(svc.feeRequests()).to.be.within(1, 2);
    // 3% of $12.50 is 37.5 cents, half up 38, plus $0.30.
    expect(words(parts(el).live)).to.equal('Fee $0.68 · Total $13.18');
    await expect(el).to.be.accessible();
  });

  it('an out-of-order fee response never replaces the newer one', async () => {
    const svc = service({ holdFirstFee: true });
    const el = await fixture<CustomTipInput>(
      html`<custom-tip-input .client=${svc.client} location-id=${DEMO_LOCATION_ID} locale="en-US"></custom-tip-input>`,
    );
    await typeInto(el, '5');
    await waitUntil(() => svc.feeRequests() === 1, 'no look-up for $5');
    await sendKeys({ type: '0' });
    await waitUntil(() => words(parts(el).live).includes('$51.80'), 'no fee for $50');
    expect(svc.feeRequests()).to.equal(2);
    await svc.releaseFirst();
    await svc.feeCallsSettled();
    await el.updateComplete;
    expect(words(parts(el).live)).to.equal('Fee $1.80 · Total $51.80');
  });

  it('parses en-US text through the UI and formats it on blur', async () => {
    // Standalone, with no service nor proposal, no amount is "a very large tip" unless `large-tip` says so.
    const el = await fixture<CustomTipInput>(html`<custom-tip-input locale="en-US"></custom-tip-input>`);
    await typeInto(el, '$1,234.5');
    expect(el.cents).to.equal(123450);
    expect(el.value).to.equal('1234.50');
    expect(parts(el).input.value).to.equal('$1,234.5');
    el.blur();
    await el.updateComplete;
    expect(parts(el).input.value).to.equal('1234.50');
    const field = parts(el).symbol.parentElement!;
    expect(field.firstElementChild).to.equal(parts(el).symbol);
  });

  it('parses de-DE text through the UI, with the symbol after the number', async () => {
    const el = await fixture<CustomTipInput>(html`<custom-tip-input locale="de-DE" currency="EUR"></custom-tip-input>`);
    await typeInto(el, '1.234,5');
    expect(el.value).to.equal('1234.50');
    await sendKeys({ press: 'Enter' });
    await el.updateComplete;
    expect(parts(el).input.value).to.equal('1234,50');
    expect(parts(el).symbol.textContent).to.equal('€');
    expect(parts(el).symbol.parentElement!.lastElementChild).to.equal(parts(el).symbol);
  });

  for (const [text, message, flag] of [
    ['abc', 'Enter an amount, like 12.50.', 'badInput'],
    ['-5', 'A tip cannot be negative.', 'rangeUnderflow'],
    ['1.999', 'Use at most 2 decimals.', 'badInput'],
    // Never read as some other amount ($50.00, $1,234, $5, $12).
    ['5 0', 'Enter an amount, like 12.50.', 'badInput'],
    ['12 34', 'Enter an amount, like 12.50.', 'badInput'],
    ['TIP 5', 'Enter an amount, like 12.50.', 'badInput'],
    ['ABC 12', 'Enter an amount, like 12.50.', 'badInput'],
    ['€5', 'Enter the amount without €.', 'badInput'],
    ['EUR 12', 'Enter the amount without EUR.', 'badInput'],
    ['2000000', 'That amount is too large.', 'rangeOverflow'],
  ] as const) {
    it(`keeps "${text}" and explains it`, async () => {
      const el = await fixture<CustomTipInput>(html`<custom-tip-input locale="en-US"></custom-tip-input>`);
      await typeInto(el, text);
      el.blur();
      await el.updateComplete;
      const { input, message: box } = parts(el);
      expect(input.value).to.equal(text);
      expect(box.getAttribute('role')).to.equal('alert');
      expect(words(box)).to.equal(message);
      expect(input.getAttribute('aria-invalid')).to.equal('true');
      expect(input.getAttribute('aria-describedby')).to.equal(box.id);
      expect(el.validity[flag]).to.equal(true);
      expect(el.value).to.equal('');
      expect(el.cents).to.equal(null);
      await expect(el).to.be.accessible();
    });
  }

  it('takes Arabic-Indic digits and the Arabic decimal separator in ar-EG', async () => {
    const el = await fixture<CustomTipInput>(html`<custom-tip-input locale="ar-EG" currency="USD"></custom-tip-input>`);
    await typeInto(el, '١٢٫٥٠');
    expect(el.cents).to.equal(1250);
    expect(el.validity.valid).to.equal(true);
    el.blur();
    await el.updateComplete;
    expect(parts(el).input.value).to.equal('١٢٫٥٠');
    expect(parts(el).message.textContent).to.equal('');
  });

  // Digits of every numbering system in every locale, each amount in one system; shown back the locale's way.
  for (const [locale, typed, cents] of [
    ['ar', '١٢٫٥٠', 1250],
    ['ar', '١٢', 1200],
    ['ar', '١٢.٥٠', 1250],
    ['ar', '۱۲٫۵۰', 1250],
    ['hi-IN', '१२.५०', 1250],
    ['bn', '১২.৫০', 1250],
    ['th', '๑๒.๕๐', 1250],
    ['ja', '１２', 1200],
    ['en-US', '١٢٫٥٠', 1250],
  ] as const) {
    it(`takes "${typed}" in ${locale} and shows it the locale's way`, async () => {
      const el = await fixture<CustomTipInput>(html`<custom-tip-input locale=${locale} currency="USD"></custom-tip-input>`);
      await typeInto(el, typed);
      expect(el.cents).to.equal(cents);
      expect(el.validity.valid).to.equal(true);
      expect(parts(el).message.textContent).to.equal('');
      el.blur();
      await el.updateComplete;
      expect(parts(el).input.value).to.equal(formatEditable(cents, locale));
    });
  }

  for (const [locale, typed] of [
    ['ar', '١2'],
    ['ar', '١٢٫٥0'],
    ['hi-IN', '१२.5०'],
    ['ja', '１2'],
    ['en-US', '١۲'],
    ['en-US', '①②'],
    ['en-US', '1²'],
  ] as const) {
    it(`refuses "${typed}" in ${locale}: one number, one set of digits, and nothing else is a digit`, async () => {
      const el = await fixture<CustomTipInput>(html`<custom-tip-input locale=${locale} currency="USD"></custom-tip-input>`);
      await typeInto(el, typed);
      el.blur();
      await el.updateComplete;
      expect(el.cents).to.equal(null);
      expect(el.validity.badInput).to.equal(true);
      expect(parts(el).input.value).to.equal(typed);
      expect(parts(el).input.getAttribute('aria-invalid')).to.equal('true');
      expect(parts(el).message.textContent).to.not.equal('');
    });
  }

  it('takes its own currency symbol and code, and no other', async () => {
    const el = await fixture<CustomTipInput>(html`<custom-tip-input locale="de-DE" currency="EUR"></custom-tip-input>`);
    await typeInto(el, '12,50 €');
    expect(el.cents).to.equal(1250);
    el.value = '';
    await el.updateComplete;
    await typeInto(el, 'EUR 7');
    expect(el.cents).to.equal(700);
    el.value = '';
    await el.updateComplete;
    await typeInto(el, '$7');
    expect(el.cents).to.equal(null);
    expect(el.validity.badInput).to.equal(true);
    expect(parts(el).input.value).to.equal('$7');
  });

  it('an empty required field is reported after the customer leaves it', async () => {
    const el = await fixture<CustomTipInput>(html`<custom-tip-input required locale="en-US"></custom-tip-input>`);
    expect(el.validity.valueMissing).to.equal(true);
    expect(parts(el).message.textContent).to.equal('');
    el.focus();
    el.blur();
    await el.updateComplete;
    expect(parts(el).message.textContent).to.equal('Enter a tip amount.');
  });

  it('asks before keeping a tip above the service, and Keep makes it valid', async () => {
    const el = await fixture<CustomTipInput>(html`<custom-tip-input service-amount="50" locale="en-US"></custom-tip-input>`);
    const changes: string[] = [];
    el.addEventListener('change', () => changes.push(el.value));
    await typeInto(el, '60');
    await sendKeys({ press: 'Enter' });
    await el.updateComplete;
    expect(words(parts(el).message)).to.equal("That's $60.00 — more than the service. Keep it?");
    expect(el.checkValidity()).to.equal(false);
    expect(el.validity.customError).to.equal(true);
    expect(el.value).to.equal('');
    expect(changes).to.deep.equal(['6.00']);
    await expect(el).to.be.accessible();

    const changed = oneEvent(el, 'change');
    parts(el).button('Keep $60.00')!.click();
    await changed;
    await el.updateComplete;
    expect(el.checkValidity()).to.equal(true);
    expect(el.value).to.equal('60.00');
    expect(parts(el).guard).to.equal(null);
    expect(parts(el).message.textContent).to.equal('');
    expect(el.shadowRoot!.activeElement).to.equal(parts(el).input);
  });

  it('Change returns to the text box, and the hard cap applies without a service amount', async () => {
    const el = await fixture<CustomTipInput>(html`<custom-tip-input large-tip="100" locale="en-US"></custom-tip-input>`);
    await typeInto(el, '150');
    el.blur();
    await el.updateComplete;
    expect(words(parts(el).message)).to.contain("That's $150.00");
    parts(el).button('Change')!.click();
    await el.updateComplete;
    expect(el.shadowRoot!.activeElement).to.equal(parts(el).input);
    expect(el.checkValidity()).to.equal(false);
    await sendKeys({ press: 'Backspace' });
    await sendKeys({ press: 'Backspace' });
    await sendKeys({ press: 'Backspace' });
    await sendKeys({ type: '99' });
    await el.updateComplete;
    expect(el.checkValidity()).to.equal(true);
    expect(el.value).to.equal('99.00');
  });

  it('takes part in a form: FormData, validity and reset', async () => {
    const form = await fixture<HTMLFormElement>(
      html`<form><custom-tip-input name="tip" required locale="en-US"></custom-tip-input></form>`,
    );
    const el = form.querySelector('custom-tip-input')!;
    expect(form.checkValidity()).to.equal(false);
    await typeInto(el, '12.5');
    expect(new FormData(form).get('tip')).to.equal('12.50');
    expect(form.checkValidity()).to.equal(true);
    await sendKeys({ type: 'x' });
    await el.updateComplete;
    expect(form.checkValidity()).to.equal(false);
    expect(new FormData(form).get('tip')).to.equal(null);
    form.reset();
    await el.updateComplete;
    expect(parts(el).input.value).to.equal('');
    expect(el.value).to.equal('');
    expect(el.validity.valueMissing).to.equal(true);
    const fieldset = document.createElement('fieldset');
    form.append(fieldset);
    fieldset.append(el);
    fieldset.disabled = true;
    await el.updateComplete;
    expect(parts(el).input.disabled).to.equal(true);
  });

  it('a failed fee look-up shows Retry, fires tip-error, and the amount stays usable', async () => {
    const svc = service();
    svc.sandbox.failNext(1, { status: 500, operations: ['fees'] });
    const el = await fixture<CustomTipInput>(
      html`<custom-tip-input .client=${svc.client} location-id=${DEMO_LOCATION_ID} locale="en-US"></custom-tip-input>`,
    );
    const failed = oneEvent(el, 'tip-error') as Promise<TipErrorEvent>;
    await typeInto(el, '10');
    const event = await failed;
    expect(event.operation).to.equal('fees');
    await el.updateComplete;
    const alert = el.shadowRoot!.querySelector('[part~="fee"] [role="alert"]')!;
    expect(alert.textContent).to.contain('Could not get the fee.');
    expect(el.value).to.equal('10.00');
    await expect(el).to.be.accessible();
    parts(el).button('Retry')!.click();
    await waitUntil(() => words(parts(el).live).includes('Total $10.60'), 'retry did not show the fee');
    expect(el.shadowRoot!.querySelector('[part~="fee"] [role="alert"]')).to.equal(null);
  });

  it('inside a checkout, with employee-id, records the custom choice on each keystroke', async () => {
    const host = await fixture<HTMLDivElement>(html`<div></div>`);
    const calls: Array<[string, TipChoice]> = [];
    const ctx = checkoutContextFor({
      staff: [{ employeeId: 'e-1', firstName: 'Ana', lastName: 'Lima', avatar: '', serviceAmount: 20 }],
      choose: (id, choice) => calls.push([id, choice]),
    });
    new ContextProvider(host, { context: checkoutContext, initialValue: ctx });
    host.innerHTML = '<custom-tip-input employee-id="e-1"></custom-tip-input>';
    const el = host.querySelector('custom-tip-input')!;
    await el.updateComplete;
    await typeInto(el, '5a');
    expect(calls).to.deep.equal([
      ['e-1', { level: 'custom', cents: 500 }],
      ['e-1', { level: 'custom', cents: null }],
    ]);
    await sendKeys({ press: 'Backspace' });
    await sendKeys({ type: '0' });
    // $50 is more than the $20 service from the checkout's staff: not a valid amount until kept.
    expect(calls.slice(2)).to.deep.equal([['e-1', { level: 'custom', cents: 500 }], ['e-1', { level: 'custom', cents: null }]]);
    await waitUntil(() => words(parts(el).live).includes('$51.80'), 'fee through the checkout cache');
    expect(ctx.fees.peek(5000)?.fee).to.equal(1.8);
  });
});
