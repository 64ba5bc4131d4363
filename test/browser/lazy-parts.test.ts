/**
 * The custom amount's code (src/elements/internal/custom-amount.ts, a chunk of its own: the
 * parser, the fee line, the large-tip guard) when its chunk is slow, held by the test server
 * (web-test-runner.config.mjs `holdChunks`) while the customer opens the custom amount and types.
 * Team mode's chunk: team-chunk*.test.ts; a missing custom-amount chunk: custom-amount-chunk.test.ts.
 */
import { expect, fixture, fixtureSync, html, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import type { CustomTipInput, TipCheckout } from '../../src/checkout.js';
import '../../src/checkout.js';
import { CustomAmountLoader, readyParser } from '../../src/elements/internal/money-parser.js';
import type { TipChangeEvent, TipErrorEvent } from '../../src/elements/internal/events.js';
import type { StaffMember } from '../../src/elements/internal/types.js';
import { DEMO_LOCATION_ID } from '../../src/sandbox/index.js';
import { customer } from '../fixtures/sale.js';
import { chunkFaults } from './lazy-support.js';
import { service, words } from './support.js';

const PARSER = '/src/elements/internal/custom-amount.ts';
const ana: StaffMember = { employeeId: 'e-ana', firstName: 'Ana', lastName: 'Lima', avatar: '', serviceAmount: 50 };
const ben: StaffMember = { employeeId: 'e-ben', firstName: 'Ben', lastName: 'Ode', avatar: '', serviceAmount: 30 };

const chunks = chunkFaults(PARSER);

describe('a lazy part whose chunk is slow', () => {
  const deadline = CustomAmountLoader.timeoutMs;
  afterEach(() => {
    CustomAmountLoader.timeoutMs = deadline;
    return chunks.release();
  });
  after(() => {
    return chunks.done();
  });

  it('the custom amounts typed before their code has loaded are kept, past its deadline say so with Retry, then are read, reported, their fees looked up and a large one asked about', async () => {
    expect(readyParser(), "the custom amount's code is not loaded by the page up front").to.equal(undefined);
    CustomAmountLoader.timeoutMs = 1000;
    await chunks.hold();
    const svc = service();
    const checkout = await fixture<TipCheckout>(html`<tip-checkout location-id=${DEMO_LOCATION_ID} locale="en-US" .client=${svc.client} .customer=${customer} .staff=${[ana, ben]}>
      <staff-tip-list></staff-tip-list>
    </tip-checkout>`);
    const changes: TipChangeEvent[] = [];
    checkout.addEventListener('tip-change', (e) => changes.push(e as TipChangeEvent));
    const errors: TipErrorEvent[] = [];
    checkout.addEventListener('tip-error', (e) => errors.push(e as TipErrorEvent));
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
      const retry = () => field.shadowRoot!.querySelector<HTMLElement>('.fee-error[role="alert"] button');
      return { field, input, retry, message: () => words(field.shadowRoot!.querySelector<HTMLElement>('[part="message"]')!) };
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

    // Past the deadline, each field with an amount typed says so with a Retry, and fires tip-error; the
    // load goes on (still one request), and a Retry waits for it rather than asking again.
    await waitUntil(() => errors.length === 2 && small.retry() && large.retry(), 'tip-error and Retry past the deadline', { timeout: 5000 });
    expect(errors.map((e) => [e.operation, e.error.code])).to.deep.equal([['custom-amount', 'timeout'], ['custom-amount', 'timeout']]);
    expect(words(small.retry()!.parentElement!)).to.equal('Check the connection, then try again. Retry');
    small.retry()!.click();
    expect(await chunks.count()).to.equal(1);

    await chunks.release();
    await waitUntil(() => !small.retry() && !large.retry(), 'the failures gone once the code is there');
    expect(await chunks.count()).to.equal(1);
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
});
