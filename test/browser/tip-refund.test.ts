import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { TipTransferEvent, type TipRefundEvent } from '../../src/elements/internal/back-office-events.js';
import { TipRefund } from '../../src/elements/back-office/tip-refund/tip-refund.js';
import { DEMO_LOCATION_ID } from '../../src/sandbox/index.js';
import { createDataClient } from '../../src/client/client.js';
import { toCents } from '../../src/money/money.js';
import { ana, ben, confirmedSale, loaded, rows, shown, text } from './back-office-support.js';
import { service } from './support.js';

type Svc = ReturnType<typeof service>;

async function mount(svc: Svc, transactionId: string, locale = 'en-US') {
  const el = await fixture<TipRefund>(html`<tip-refund locale=${locale} .client=${svc.client} transaction-id=${transactionId} .staff=${[ana, ben]}></tip-refund>`);
  await loaded(el);
  return el;
}

const $ = <T extends HTMLElement = HTMLElement>(el: TipRefund, selector: string) => el.shadowRoot!.querySelector<T>(selector);
const part = (el: TipRefund, name: string) => $(el, `[part~="${name}"]`);
/** The button with this text (as rendered). */
function button(el: TipRefund, label: RegExp): HTMLButtonElement {
  const found = [...el.shadowRoot!.querySelectorAll('button')].find((b) => label.test(text(b)));
  if (!found) throw new Error(`no button ${label}; have ${[...el.shadowRoot!.querySelectorAll('button')].map((b) => text(b)).join(' | ')}`);
  return found;
}
/** The radio or checkbox whose label reads `label`. */
function choice(el: TipRefund, label: RegExp): HTMLInputElement {
  const found = [...el.shadowRoot!.querySelectorAll('label.choice')].find((l) => label.test(text(l)));
  if (!found) throw new Error(`no choice ${label}`);
  return found.querySelector('input')!;
}
/** Types into a field as a person does: focus, select what is there, type. */
async function type(el: TipRefund, field: HTMLInputElement, value: string) {
  field.focus();
  field.select();
  if (value === '') await sendKeys({ press: 'Backspace' });
  else await sendKeys({ type: value });
  await el.updateComplete;
}
function field(el: TipRefund, label: string): HTMLInputElement {
  const found = [...el.shadowRoot!.querySelectorAll('label')].find((l) => text(l) === label);
  if (!found) throw new Error(`no field ${label}`);
  return el.shadowRoot!.getElementById(found.htmlFor) as HTMLInputElement;
}
function messageOf(el: TipRefund, input: HTMLInputElement): string {
  const ids = (input.getAttribute('aria-describedby') ?? '').split(/\s+/);
  return ids.map((id) => el.shadowRoot!.getElementById(id)).filter((n) => n?.classList.contains('message')).map((n) => text(n)).join(' ');
}
/** Presses Preview and waits for the dry run's table. */
async function preview(el: TipRefund) {
  $<HTMLButtonElement>(el, 'button[type="submit"]')!.click();
  return shown(el, '[part~="preview"] table');
}
const dryRuns = (svc: Svc) => svc.calls('refund').filter((c) => c.payload['dryRun'] === true);
const executed = (svc: Svc) => svc.calls('refund').filter((c) => c.payload['dryRun'] !== true);

describe('tip-refund', () => {
  it('passes axe with the form', async () => {
    const svc = service();
    const el = await mount(svc, await confirmedSale(svc.client));
    await expect(el).to.be.accessible();
  });

  it('Preview shows per staff member what the refund would take, and never changes data', async () => {
    const svc = service();
    const id = await confirmedSale(svc.client);
    const el = await mount(svc, id);
    const before = structuredClone(svc.sandbox.transaction(id));
    // What the service itself answers to this dry run (asked on the side, unrecorded).
    const direct = createDataClient({ baseUrl: 'http://sandbox.test', credentials: svc.sandbox.credentials, fetch: svc.sandbox.fetch });
    const expected = await direct.refund({ transactionId: id, partial: true, amount: 3, dryRun: true });
    const usd = (n: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(n);
    const cents = (xs: number[]) => xs.reduce((sum, x) => sum + toCents(x), 0);
    await type(el, field(el, 'Amount to refund'), '3.00');
    const table = await preview(el);
    // $3.00 split evenly between the two staff members; each share's fee and net are the service's.
    expect(expected.map((r) => [r.employeeId, r.gross])).to.deep.equal([['e-ana', 1.5], ['e-ben', 1.5]]);
    expect(rows(el.shadowRoot!, '[part~="preview"]')).to.deep.equal(
      expected.map((r) => [r.employeeId === 'e-ana' ? 'Ana Lima' : 'Ben Ode', usd(r.gross), usd(r.fee), usd(r.net)]),
    );
    const fee = cents(expected.map((r) => r.fee));
    expect(text(table.querySelector('tfoot'))).to.equal(`Total $3.00 ${usd(fee / 100)} ${usd((300 - fee) / 100)}`);
    expect(text(button(el, /^Refund /))).to.equal('Refund $3.00');
    expect(dryRuns(svc).map((c) => c.payload)).to.deep.equal([{ transactionId: id, partial: true, amount: 3, dryRun: true }]);
    expect(executed(svc)).to.have.length(0);
    expect(svc.sandbox.transaction(id)).to.deep.equal(before);
    const details = await svc.client.details({ transactionId: id });
    expect(details.refunds).to.deep.equal([]);
    await expect(el).to.be.accessible();
  });

  it('"Refund" executes the previewed request once, however many presses, fires tip-refund and shows the records', async () => {
    const svc = service();
    const id = await confirmedSale(svc.client);
    const el = await mount(svc, id);
    await type(el, field(el, 'Amount to refund'), '3');
    await type(el, field(el, 'Reason (optional)'), 'Returned shampoo');
    await preview(el);
    const release = svc.hold('refund');
    const heard = oneEvent(el, 'tip-refund');
    const refund = button(el, /^Refund \$3\.00$/);
    refund.click();
    refund.click();
    await el.updateComplete;
    expect(refund.getAttribute('aria-busy')).to.equal('true');
    expect(text(refund)).to.equal('Refunding…');
    refund.click();
    release();
    const event = (await heard) as unknown as TipRefundEvent;
    expect(executed(svc).map((c) => c.payload)).to.deep.equal([{ transactionId: id, partial: true, amount: 3, reason: 'Returned shampoo' }]);
    expect(event.transactionId).to.equal(id);
    expect(event.records.map((r) => [r.employeeId, r.gross, r.reason])).to.deep.equal([
      ['e-ana', 1.5, 'Returned shampoo'],
      ['e-ben', 1.5, 'Returned shampoo'],
    ]);
    const status = await shown(el, '[part~="status"]');
    expect(text(status)).to.equal('Refunded $3.00.');
    expect(status.getAttribute('role')).to.equal('status');
    expect(el.shadowRoot!.activeElement).to.equal(status);
    expect(rows(el.shadowRoot!, 'table')).to.have.length(2);
    expect(svc.sandbox.transaction(id)!.refunds).to.have.length(2);
    await expect(el).to.be.accessible();
    // One more press anywhere sends nothing more.
    await el.updateComplete;
    expect(executed(svc)).to.have.length(1);
  });

  it('per staff member: the talents with their amounts, a live total, and exactly those refunded', async () => {
    const svc = service();
    const id = await confirmedSale(svc.client);
    const el = await mount(svc, id);
    choice(el, /^Each staff member$/).click();
    await el.updateComplete;
    await type(el, field(el, 'Refund from Ana Lima'), '2');
    await type(el, field(el, 'Refund from Ben Ode'), '0.50');
    expect(text(part(el, 'staff-total'))).to.equal('Total $2.50');
    expect(part(el, 'staff-total')!.getAttribute('aria-live')).to.equal('polite');
    await preview(el);
    expect(rows(el.shadowRoot!, '[part~="preview"]').map((r) => [r[0], r[1]])).to.deep.equal([
      ['Ana Lima', '$2.00'],
      ['Ben Ode', '$0.50'],
    ]);
    button(el, /^Refund \$2\.50$/).click();
    await shown(el, '[part~="status"]');
    expect(executed(svc)[0]!.payload).to.deep.equal({
      transactionId: id,
      partial: true,
      amount: 2.5,
      talents: [
        { employeeId: 'e-ana', amount: 2 },
        { employeeId: 'e-ben', amount: 0.5 },
      ],
    });
    expect(svc.sandbox.transaction(id)!.refunds.map((r) => [r.employeeId, r.gross])).to.deep.equal([
      ['e-ana', 2],
      ['e-ben', 0.5],
    ]);
  });

  it('a full refund takes everything left, in one record for the whole transaction', async () => {
    const svc = service();
    const id = await confirmedSale(svc.client);
    await svc.client.refund({ transactionId: id, partial: true, amount: 1.05 });
    const el = await mount(svc, id);
    const full = choice(el, /^Full refund/);
    expect(text(full.closest('label'))).to.equal('Full refund ($15.00)');
    full.click();
    await el.updateComplete;
    expect($(el, '#amount')).to.equal(null);
    await preview(el);
    expect(rows(el.shadowRoot!, '[part~="preview"]')).to.deep.equal([['Whole transaction', '$15.00', '$0.98', '$14.02']]);
    button(el, /^Refund \$15\.00$/).click();
    await shown(el, '[part~="status"]');
    expect(executed(svc).at(-1)!.payload).to.deep.equal({ transactionId: id });
    expect(svc.sandbox.transaction(id)!.status).to.equal('refunded');
    // Nothing left: no "New refund".
    await waitUntil(() => el.transaction?.status === 'refunded', 'the details never reloaded');
    await el.updateComplete;
    expect(() => button(el, /^New refund$/)).to.throw();
  });

  it('catches what cannot be sent in the form, with a message on the field, and sends nothing', async () => {
    const svc = service();
    const id = await confirmedSale(svc.client);
    const el = await mount(svc, id);
    const amount = field(el, 'Amount to refund');
    for (const [typed, message] of [
      ['', 'Enter an amount.'],
      ['abc', 'Enter an amount, like 12.50.'],
      ['0', 'Enter an amount greater than zero.'],
      ['-2', 'An amount cannot be negative.'],
      ['1.234', 'Use at most 2 decimals.'],
      ['16.06', 'That is more than the $16.05 left to refund.'],
    ] as const) {
      await type(el, amount, typed);
      button(el, /^Preview$/).click();
      await el.updateComplete;
      expect(messageOf(el, amount), typed).to.equal(message);
      expect(amount.getAttribute('aria-invalid'), typed).to.equal('true');
      expect(el.shadowRoot!.activeElement, typed).to.equal(amount);
    }
    await expect(el).to.be.accessible();
    await type(el, amount, '16.05');
    expect(messageOf(el, amount)).to.equal('');
    expect(amount.getAttribute('aria-invalid')).to.equal('false');
    expect(svc.count('refund')).to.equal(0);
  });

  it('per staff member: more than someone holds, or nothing at all, is caught before sending', async () => {
    const svc = service();
    const id = await confirmedSale(svc.client);
    // Ana already gave $1.00 back: she holds $9.60 of her $10.60.
    await svc.client.refund({ transactionId: id, partial: true, amount: 1, talents: [{ employeeId: 'e-ana', amount: 1 }] });
    const el = await mount(svc, id);
    const before = svc.count('refund');
    choice(el, /^Each staff member$/).click();
    await el.updateComplete;
    expect(text(el.shadowRoot!.getElementById('staff-e-ana-hint'))).to.equal('Up to $9.60, fees included.');
    button(el, /^Preview$/).click();
    await el.updateComplete;
    expect(text(el.shadowRoot!.getElementById('form-message'))).to.equal('Enter an amount for at least one staff member.');
    const anaField = field(el, 'Refund from Ana Lima');
    await type(el, anaField, '9.61');
    button(el, /^Preview$/).click();
    await el.updateComplete;
    expect(messageOf(el, anaField)).to.equal('Ana Lima holds $9.60; refund at most that.');
    expect(el.shadowRoot!.activeElement).to.equal(anaField);
    await expect(el).to.be.accessible();
    expect(svc.count('refund')).to.equal(before);
    await type(el, anaField, '9.60');
    await preview(el);
    expect(rows(el.shadowRoot!, '[part~="preview"]').map((r) => r[1])).to.deep.equal(['$9.60']);
  });

  it('an edit drops the preview; a preview still on its way is aborted and never lands', async () => {
    const svc = service();
    const id = await confirmedSale(svc.client);
    const el = await mount(svc, id);
    const amount = field(el, 'Amount to refund');
    await type(el, amount, '2');
    await preview(el);
    await type(el, amount, '4');
    expect(part(el, 'preview')).to.equal(null);
    const release = svc.hold('refund');
    button(el, /^Preview$/).click();
    await el.updateComplete;
    expect(text(button(el, /^Calculating/))).to.equal('Calculating…');
    await type(el, amount, '5');
    expect(dryRuns(svc).at(-1)!.aborted()).to.equal(true);
    release();
    await svc.client.details({ transactionId: id });
    await el.updateComplete;
    expect(part(el, 'preview')).to.equal(null);
    expect(() => button(el, /^Refund /)).to.throw();
    // And a preview of the new amount says $5.00.
    await preview(el);
    expect(text(button(el, /^Refund /))).to.equal('Refund $5.00');
    expect(executed(svc)).to.have.length(0);
  });

  it('a transfer elsewhere on the page drops a preview that no longer says what Refund would do', async () => {
    const svc = service();
    const id = await confirmedSale(svc.client);
    const el = await mount(svc, id);
    await type(el, field(el, 'Amount to refund'), '2');
    await preview(el);
    expect(rows(el.shadowRoot!, '[part~="preview"]').map((r) => r[0])).to.deep.equal(['Ana Lima', 'Ben Ode']);
    const talents = [{ employeeId: 'e-ben', amount: 15 }];
    await svc.client.transfer({ transactionId: id, talents });
    document.body.dispatchEvent(new TipTransferEvent(talents, id));
    await waitUntil(() => el.transaction?.tips.length === 3, 'the details never reloaded');
    await el.updateComplete;
    expect(part(el, 'preview')).to.equal(null);
    await preview(el);
    expect(rows(el.shadowRoot!, '[part~="preview"]').map((r) => r[0])).to.deep.equal(['Ben Ode']);
    expect(executed(svc)).to.have.length(0);
  });

  it('a double press of Preview sends one dry run', async () => {
    const svc = service();
    const el = await mount(svc, await confirmedSale(svc.client));
    await type(el, field(el, 'Amount to refund'), '1');
    const press = button(el, /^Preview$/);
    press.click();
    press.click();
    await shown(el, '[part~="preview"]');
    expect(dryRuns(svc)).to.have.length(1);
  });

  it('a failed preview shows an alert with Retry, which calculates it again; axe-clean', async () => {
    const svc = service();
    const el = await mount(svc, await confirmedSale(svc.client));
    await type(el, field(el, 'Amount to refund'), '1');
    svc.sandbox.failNext(1, { operations: ['refund'] });
    const failed = oneEvent(el, 'tip-error');
    button(el, /^Preview$/).click();
    await failed;
    const alert = await shown(el, '[part~="error"]');
    expect(text(alert)).to.equal('Could not calculate the refund. The tip service had a problem. Try again. Retry');
    await expect(el).to.be.accessible();
    (part(el, 'retry') as HTMLButtonElement).click();
    await shown(el, '[part~="preview"]');
    expect(part(el, 'error')).to.equal(null);
    expect(executed(svc)).to.have.length(0);
  });

  it('a failed refund is not sent again by Retry: Retry reloads the details and previews again', async () => {
    const svc = service();
    const id = await confirmedSale(svc.client);
    const el = await mount(svc, id);
    await type(el, field(el, 'Amount to refund'), '2');
    await preview(el);
    svc.sandbox.failNext(1, { operations: ['refund'], status: 504, code: 'upstream_timeout' });
    button(el, /^Refund \$2\.00$/).click();
    const alert = await shown(el, '[part~="error"]');
    expect(text(alert)).to.equal(
      'The refund may not have gone through. Retry checks the transaction and calculates it again. The tip service is taking too long. Try again. Retry',
    );
    await expect(el).to.be.accessible();
    const detailsBefore = svc.count('details');
    (part(el, 'retry') as HTMLButtonElement).click();
    await shown(el, '[part~="preview"]');
    expect(svc.count('details')).to.equal(detailsBefore + 1);
    expect(executed(svc)).to.have.length(1);
    expect(dryRuns(svc)).to.have.length(2);
    button(el, /^Refund \$2\.00$/).click();
    await shown(el, '[part~="status"]');
    expect(executed(svc)).to.have.length(2);
    expect(svc.sandbox.transaction(id)!.refunds).to.have.length(2);
  });

  it('a new transaction id while a refund runs: the refund is still announced, but no longer changes what is shown', async () => {
    const svc = service();
    const first = await confirmedSale(svc.client);
    const second = await confirmedSale(svc.client, [[ben, 4]]);
    const el = await mount(svc, first);
    await type(el, field(el, 'Amount to refund'), '1');
    await preview(el);
    const release = svc.hold('refund');
    const heard = oneEvent(el, 'tip-refund');
    button(el, /^Refund \$1\.00$/).click();
    await el.updateComplete;
    el.transactionId = second;
    await loaded(el);
    release();
    const event = (await heard) as unknown as TipRefundEvent;
    expect(event.transactionId).to.equal(first);
    await el.updateComplete;
    expect(part(el, 'status')).to.equal(null);
    expect(part(el, 'form')).to.not.equal(null);
    expect(text(choice(el, /^Full refund/).closest('label'))).to.equal('Full refund ($4.42)');
  });

  it('keyboard only: type the amount, Enter previews, focus lands on Refund, Enter refunds', async () => {
    const svc = service();
    const id = await confirmedSale(svc.client);
    const el = await mount(svc, id);
    choice(el, /^Partial refund$/).focus();
    await sendKeys({ press: 'Tab' });
    await sendKeys({ press: 'ArrowDown' });
    await sendKeys({ press: 'ArrowUp' });
    await sendKeys({ press: 'Tab' });
    expect(el.shadowRoot!.activeElement).to.equal(field(el, 'Amount to refund'));
    await sendKeys({ type: '1.20' });
    await sendKeys({ press: 'Enter' });
    await shown(el, '[part~="preview"]');
    await waitUntil(() => el.shadowRoot!.activeElement?.id === 'refund', 'focus did not move to Refund');
    await sendKeys({ press: 'Enter' });
    await shown(el, '[part~="status"]');
    expect(svc.sandbox.transaction(id)!.refunds.map((r) => r.gross)).to.deep.equal([0.6, 0.6]);
  });

  it('types and shows amounts the locale\'s way (de-DE: "2,50")', async () => {
    const svc = service();
    const el = await mount(svc, await confirmedSale(svc.client), 'de-DE');
    await waitUntil(() => el.shadowRoot!.querySelector('legend')?.textContent === 'Erstattung', 'German never arrived');
    await type(el, field(el, 'Zu erstattender Betrag'), '2,50');
    await preview(el);
    expect(text(button(el, /erstatten$/))).to.equal('2,50 $ erstatten');
  });

  it('loading, not found and not refundable states say so; axe-clean in each', async () => {
    const svc = service();
    const release = svc.hold('details');
    const pending = await svc.client.intent({
      locationId: DEMO_LOCATION_ID,
      customer: { id: 'c-2' },
      tipSelections: [{ employeeId: 'e-ana', firstName: 'Ana', lastName: 'Lima', avatar: '', amount: 3, level: 'custom' }],
    });
    const loading = await fixture<TipRefund>(html`<tip-refund locale="en-US" .client=${svc.client} transaction-id=${pending.transactionId}></tip-refund>`);
    expect(text(part(loading, 'loading'))).to.equal('Loading the transaction…');
    await expect(loading).to.be.accessible();
    release();
    await loaded(loading);
    expect(text(part(loading, 'empty'))).to.equal('Only a confirmed transaction can be refunded. This one is: Pending.');
    await expect(loading).to.be.accessible();
    const missing = await fixture<TipRefund>(html`<tip-refund locale="en-US" .client=${svc.client} transaction-id="txn_nope"></tip-refund>`);
    expect(text(await shown(missing, '[part~="not-found"]'))).to.equal('There is no transaction txn_nope.');
    await expect(missing).to.be.accessible();
  });
});
