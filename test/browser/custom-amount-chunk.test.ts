/**
 * The custom amount's code (src/elements/internal/custom-amount.ts, loaded with `import()`) when
 * its chunk is missing: the test server answers it with a 404 (web-test-runner.config.mjs
 * `/__chunks/fail`) and counts its requests. A file of its own: the page's copy of the code must
 * never have loaded, which test/browser/lazy-parts.test.ts's tests of a slow chunk end with.
 */
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import type { CustomTipInput } from '../../src/checkout.js';
import '../../src/checkout.js';
import { readyParser } from '../../src/elements/internal/money-parser.js';
import type { TipErrorEvent } from '../../src/elements/internal/events.js';
import { DEMO_LOCATION_ID } from '../../src/sandbox/index.js';
import { chunkFaults } from './lazy-support.js';
import { deepActiveElement, service, words } from './support.js';

const PARSER = '/src/elements/internal/custom-amount.ts';
const chunks = chunkFaults(PARSER);

describe("the custom amount's code when its chunk is missing", () => {
  after(() => chunks.done());

  it('a typed amount gets tip-error and Retry, repeated updates load the chunk a bounded number of times, and Retry reads the amount once the chunk is back', async () => {
    expect(readyParser(), "the custom amount's code is not loaded by the page up front").to.equal(undefined);
    await chunks.fail();
    const svc = service();
    const el = await fixture<CustomTipInput>(html`<custom-tip-input locale="en-US" location-id=${DEMO_LOCATION_ID} .client=${svc.client}></custom-tip-input>`);
    const errors: TipErrorEvent[] = [];
    el.addEventListener('tip-error', (e) => errors.push(e));
    const alert = () => el.shadowRoot!.querySelector<HTMLElement>('.fee-error[role="alert"]');
    const retry = () => alert()?.querySelector('button');
    // Its load, started as it connected, failed with nothing typed: nothing to say yet.
    await waitUntil(async () => (await chunks.count()) === 1, 'the load as it connected');
    expect(errors).to.deep.equal([]);

    el.shadowRoot!.querySelector('input')!.focus();
    await sendKeys({ type: '12.50' });
    await waitUntil(() => errors.length === 1 && retry(), 'tip-error and Retry for the typed amount');
    expect(errors[0]!.operation).to.equal('custom-amount');
    expect(errors[0]!.error.code).to.equal('network');
    expect(words(alert()!)).to.equal('Check the connection, then try again. Retry');
    expect(el.shadowRoot!.querySelector('input')!.value, 'the text stays as typed').to.equal('12.50');
    expect(el.cents).to.equal(null);

    // Keystrokes and updates: each asks for the code again only as its back-off allows, and the failure is told once.
    for (let i = 0; i < 10; i++) {
      await sendKeys({ press: i % 2 ? 'Backspace' : '5' });
      el.locale = i % 2 ? 'en-US' : 'en-GB';
      await el.updateComplete;
    }
    const automatic = await chunks.count();
    expect(automatic, 'requests for the chunk over ten keystrokes and updates').to.be.within(1, 3);
    expect(errors).to.have.length(1);

    // A customer's Retry asks again at once (one request, for the chunk's URL with a query of its own:
    // a browser keeps a failed module fetch for the page), keeps focus in the text box, and the new
    // failure is told again.
    retry()!.click();
    await waitUntil(() => errors.length === 2, 'the Retry failed again');
    expect(await chunks.count()).to.equal(automatic + 1);
    expect(deepActiveElement(), 'focus stays in the text box, never on <body>').to.equal(el.shadowRoot!.querySelector('input'));
    await waitUntil(() => retry(), 'Retry shown again');
    expect(el.shadowRoot!.querySelector('input')!.value).to.equal('12.50');
    expect(readyParser()).to.equal(undefined);

    // The chunk is back: the customer's Retry loads it, and the typed amount is read and chosen.
    await chunks.release();
    retry()!.click();
    await waitUntil(() => el.cents !== null, 'the typed amount read once the code is there');
    expect(readyParser()).to.not.equal(undefined);
    expect(el.cents).to.equal(Number(el.shadowRoot!.querySelector('input')!.value.replace(/\D/g, '')));
    expect(retry(), 'no failure left').to.equal(undefined);
  });
});
