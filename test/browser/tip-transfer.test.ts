import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import type { TipTransferEvent } from '../../src/elements/internal/back-office-events.js';
import { TipTransfer } from '../../src/elements/back-office/tip-transfer/tip-transfer.js';
import type { StaffEntry } from '../../src/elements/internal/back-office-model.js';
import { DEMO_LOCATION_ID } from '../../src/sandbox/index.js';
import { ana, ben, confirmedSale, cy, loaded, PIXEL, rows, shown, text } from './back-office-support.js';
import { service } from './support.js';

type Svc = ReturnType<typeof service>;

/** Ana $10.00 and Ben $5.01: a net tip of $15.01, which does not split evenly in two. */
const sale = (svc: Svc) => confirmedSale(svc.client, [[ana, 10], [ben, 5.01]]);

async function mount(svc: Svc, transactionId: string, staff: StaffEntry[] = [ana, ben, cy]) {
  const el = await fixture<TipTransfer>(html`<tip-transfer locale="en-US" .client=${svc.client} transaction-id=${transactionId} .staff=${staff}></tip-transfer>`);
  await loaded(el);
  return el;
}

const part = (el: TipTransfer, name: string) => el.shadowRoot!.querySelector<HTMLElement>(`[part~="${name}"]`);
const transferButton = (el: TipTransfer) => part(el, 'button') as HTMLButtonElement;
/** The checkbox of the staff member whose row reads `name`. */
function recipient(el: TipTransfer, name: string): HTMLInputElement {
  const row = [...el.shadowRoot!.querySelectorAll('[part~="recipient"]')].find((r) => text(r.querySelector('.name')) === name);
  if (!row) throw new Error(`no recipient ${name}`);
  return row.querySelector('input[type="checkbox"]')!;
}
function amountFor(el: TipTransfer, name: string): HTMLInputElement {
  const label = [...el.shadowRoot!.querySelectorAll('label')].find((l) => text(l) === `Amount for ${name}`);
  if (!label) throw new Error(`no amount for ${name}`);
  return el.shadowRoot!.getElementById(label.htmlFor) as HTMLInputElement;
}
function mode(el: TipTransfer, label: string): HTMLInputElement {
  return [...el.shadowRoot!.querySelectorAll<HTMLInputElement>('input[name="split"]')].find((r) => text(r.closest('label')) === label)!;
}
async function toggle(el: TipTransfer, box: HTMLInputElement) {
  box.click();
  await el.updateComplete;
}
async function type(el: TipTransfer, field: HTMLInputElement, value: string) {
  field.focus();
  field.select();
  if (value === '') await sendKeys({ press: 'Backspace' });
  else await sendKeys({ type: value });
  await el.updateComplete;
}
function messageOf(el: TipTransfer, input: HTMLInputElement): string {
  return text(el.shadowRoot!.getElementById(input.getAttribute('aria-describedby')!));
}
/** What the recipients' rows show: name and, when chosen, their share. */
const shares = (el: TipTransfer) =>
  [...el.shadowRoot!.querySelectorAll('[part~="recipient"]')].filter((r) => r.querySelector<HTMLInputElement>('input[type="checkbox"]')!.checked).map((r) => [text(r.querySelector('.name')), text(r.querySelector('.share'))]);

describe('tip-transfer', () => {
  it('passes axe with the current distribution and the form', async () => {
    const svc = service();
    const el = await mount(svc, await sale(svc));
    await expect(el).to.be.accessible();
  });

  it('shows what each staff member holds now and the net tip to distribute (less refunded net)', async () => {
    const svc = service();
    const id = await sale(svc);
    const el = await mount(svc, id);
    expect(rows(el.shadowRoot!, '[part~="current"]')).to.deep.equal([
      ['Ana Lima', '$10.00'],
      ['Ben Ode', '$5.01'],
    ]);
    expect(text(part(el, 'net'))).to.equal('Net tip to distribute: $15.01');
    expect(text(part(el, 'remainder'))).to.equal('Choose who receives the tip.');
    expect(transferButton(el).getAttribute('aria-disabled')).to.equal('true');
    expect(text(transferButton(el))).to.equal('Move $15.01');
    // Candidates: who holds a tip (with what they hold), then the directory.
    expect([...el.shadowRoot!.querySelectorAll('[part~="recipient"] label')].map((l) => text(l))).to.deep.equal([
      'AL Ana Lima holds $10.00',
      'BO Ben Ode holds $5.01',
      'Cy Park',
    ]);
    const refunded = await svc.client.refund({ transactionId: id, partial: true, amount: 2, talents: [{ employeeId: 'e-ana', amount: 2 }] });
    el.reload();
    await waitUntil(() => text(part(el, 'net')) !== 'Net tip to distribute: $15.01', 'the refund never showed');
    const netRefunded = Math.round(refunded[0]!.net * 100);
    expect(text(part(el, 'net'))).to.equal(`Net tip to distribute: $${((1501 - netRefunded) / 100).toFixed(2)}`);
    expect(rows(el.shadowRoot!, '[part~="current"]')[0]).to.deep.equal(['Ana Lima', `$${((1000 - netRefunded) / 100).toFixed(2)}`]);
  });

  it('splits evenly to the cent (largest remainder), sends those amounts once, then shows the new distribution', async () => {
    const svc = service();
    const id = await sale(svc);
    const el = await mount(svc, id);
    await toggle(el, recipient(el, 'Ben Ode'));
    await toggle(el, recipient(el, 'Cy Park'));
    await toggle(el, recipient(el, 'Ana Lima'));
    // In the order chosen: the first takes the odd cents.
    expect(shares(el)).to.deep.equal([
      ['Ana Lima', '$5.00'],
      ['Ben Ode', '$5.01'],
      ['Cy Park', '$5.00'],
    ]);
    expect(text(part(el, 'remainder'))).to.equal('All $15.01 assigned');
    const button = transferButton(el);
    expect(button.getAttribute('aria-disabled')).to.equal('false');
    expect(text(button)).to.equal('Move $15.01 to 3 staff members');
    const release = svc.hold('transfer');
    const heard = oneEvent(el, 'tip-transfer');
    button.click();
    button.click();
    await el.updateComplete;
    expect(text(button)).to.equal('Moving…');
    button.click();
    release();
    const event = (await heard) as unknown as TipTransferEvent;
    expect(svc.count('transfer')).to.equal(1);
    expect(svc.calls('transfer')[0]!.payload['talents']).to.deep.equal([
      { employeeId: 'e-ben', firstName: 'Ben', lastName: 'Ode', amount: 5.01 },
      { employeeId: 'e-cy', firstName: 'Cy', lastName: 'Park', avatar: PIXEL, amount: 5 },
      { employeeId: 'e-ana', firstName: 'Ana', lastName: 'Lima', amount: 5 },
    ]);
    expect(event.transactionId).to.equal(id);
    expect(event.talents.map((t) => t.amount)).to.deep.equal([5.01, 5, 5]);
    const status = await shown(el, '[part~="status"]');
    expect(text(status)).to.equal('The tip was moved.');
    expect(el.shadowRoot!.activeElement).to.equal(status);
    await waitUntil(() => rows(el.shadowRoot!, '[part~="current"]').length === 3, 'the new distribution never showed');
    expect(rows(el.shadowRoot!, '[part~="current"]')).to.deep.equal([
      ['Ben Ode', '$5.01'],
      ['Cy Park', '$5.00'],
      ['Ana Lima', '$5.00'],
    ]);
    expect(shares(el)).to.deep.equal([]);
    await expect(el).to.be.accessible();
  });

  it('exact amounts: a live remainder ("$1.25 left to assign"), and the button waits until they add up to the cent', async () => {
    const svc = service();
    const id = await sale(svc);
    const el = await mount(svc, id);
    await toggle(el, recipient(el, 'Ana Lima'));
    await toggle(el, recipient(el, 'Ben Ode'));
    mode(el, 'Exact amounts').click();
    await el.updateComplete;
    // Exact amounts start from the even split.
    expect([amountFor(el, 'Ana Lima').value, amountFor(el, 'Ben Ode').value]).to.deep.equal(['7.51', '7.50']);
    const remainder = part(el, 'remainder')!;
    expect(remainder.getAttribute('aria-live')).to.equal('polite');
    await type(el, amountFor(el, 'Ana Lima'), '10');
    expect(text(remainder)).to.equal('$2.49 too much');
    await type(el, amountFor(el, 'Ben Ode'), '3.76');
    expect(text(remainder)).to.equal('$1.25 left to assign');
    const button = transferButton(el);
    expect(button.getAttribute('aria-disabled')).to.equal('true');
    expect(button.getAttribute('aria-describedby')).to.equal('remainder');
    button.click();
    await el.updateComplete;
    expect(svc.count('transfer')).to.equal(0);
    await type(el, amountFor(el, 'Ben Ode'), 'abc');
    expect(messageOf(el, amountFor(el, 'Ben Ode'))).to.equal('Enter an amount, like 12.50.');
    expect(amountFor(el, 'Ben Ode').getAttribute('aria-invalid')).to.equal('true');
    await expect(el).to.be.accessible();
    await type(el, amountFor(el, 'Ben Ode'), '5.01');
    expect(text(remainder)).to.equal('All $15.01 assigned');
    expect(button.getAttribute('aria-disabled')).to.equal('false');
    button.click();
    await shown(el, '[part~="status"]');
    expect(svc.calls('transfer')[0]!.payload['talents']).to.deep.equal([
      { employeeId: 'e-ana', firstName: 'Ana', lastName: 'Lima', amount: 10 },
      { employeeId: 'e-ben', firstName: 'Ben', lastName: 'Ode', amount: 5.01 },
    ]);
    expect(svc.sandbox.transaction(id)!.tips.filter((t) => t.status === 'confirmed').map((t) => [t.employeeId, t.net])).to.deep.equal([
      ['e-ana', 10],
      ['e-ben', 5.01],
    ]);
  });

  it('to a new staff member with name and picture: checked before it is added, then the service creates them', async () => {
    const svc = service();
    const id = await sale(svc);
    const el = await mount(svc, id);
    const add = part(el, 'add') as HTMLButtonElement;
    expect(add.getAttribute('aria-expanded')).to.equal('false');
    add.click();
    await el.updateComplete;
    expect(add.getAttribute('aria-expanded')).to.equal('true');
    const form = part(el, 'new-staff')!;
    const input = (id: string) => el.shadowRoot!.getElementById(id) as HTMLInputElement;
    expect(el.shadowRoot!.activeElement).to.equal(input('new-employeeId'));
    form.querySelector<HTMLButtonElement>('button[type="submit"]')!.click();
    await el.updateComplete;
    expect(['employeeId', 'firstName', 'lastName', 'avatar'].map((f) => messageOf(el, input(`new-${f}`)))).to.deep.equal(['Required.', 'Required.', 'Required.', 'Required.']);
    await expect(el).to.be.accessible();
    await type(el, input('new-employeeId'), 'e-ana');
    await type(el, input('new-firstName'), 'Dee');
    await type(el, input('new-lastName'), 'Fox');
    await type(el, input('new-avatar'), 'javascript:alert(1)');
    await sendKeys({ press: 'Enter' });
    await el.updateComplete;
    expect(messageOf(el, input('new-employeeId'))).to.equal('This employee is already in the list.');
    expect(messageOf(el, input('new-avatar'))).to.equal('Enter the web address (https://…) of a picture.');
    expect(el.shadowRoot!.activeElement).to.equal(input('new-employeeId'));
    await type(el, input('new-employeeId'), 'e-dee');
    await type(el, input('new-avatar'), PIXEL);
    await sendKeys({ press: 'Enter' });
    await el.updateComplete;
    expect(part(el, 'new-staff')).to.equal(null);
    const dee = recipient(el, 'Dee Fox');
    expect(dee.checked).to.equal(true);
    expect(el.shadowRoot!.activeElement).to.equal(dee);
    expect(text(dee.closest('label'))).to.equal('Dee Fox new');
    expect(dee.closest('label')!.querySelector('img')!.getAttribute('src')).to.equal(PIXEL);
    transferButton(el).click();
    await shown(el, '[part~="status"]');
    expect(svc.calls('transfer')[0]!.payload['talents']).to.deep.equal([{ employeeId: 'e-dee', firstName: 'Dee', lastName: 'Fox', avatar: PIXEL, amount: 15.01 }]);
    const tips = svc.sandbox.transaction(id)!.tips;
    expect(tips.filter((t) => t.status === 'confirmed').map((t) => [t.employeeId, t.net])).to.deep.equal([['e-dee', 15.01]]);
    await waitUntil(() => rows(el.shadowRoot!, '[part~="current"]').length === 1, 'the new distribution never showed');
    expect(rows(el.shadowRoot!, '[part~="current"]')).to.deep.equal([['Dee Fox', '$15.01']]);
  });

  it('a failure shows an alert with Retry, which sends the same distribution again', async () => {
    const svc = service();
    const id = await sale(svc);
    const el = await mount(svc, id);
    await toggle(el, recipient(el, 'Cy Park'));
    svc.sandbox.failNext(1, { operations: ['transfer'] });
    const failed = oneEvent(el, 'tip-error');
    transferButton(el).click();
    await failed;
    const alert = await shown(el, '[part~="error"]');
    expect(text(alert)).to.equal('The tip could not be moved. The tip service had a problem. Try again. Retry');
    await expect(el).to.be.accessible();
    (part(el, 'retry') as HTMLButtonElement).click();
    await shown(el, '[part~="status"]');
    const sent = svc.calls('transfer').map((c) => c.payload);
    expect(sent).to.have.length(2);
    expect(sent[1]).to.deep.equal(sent[0]);
    expect(svc.sandbox.transaction(id)!.tips.filter((t) => t.status === 'confirmed').map((t) => [t.employeeId, t.net])).to.deep.equal([['e-cy', 15.01]]);
  });

  it('someone new to the transaction without a full name and picture cannot be sent (spec: the service needs them)', async () => {
    const svc = service();
    const id = await sale(svc);
    const el = await mount(svc, id, [{ employeeId: 'e-eve', firstName: 'Eve', lastName: '', avatar: PIXEL }]);
    const eve = recipient(el, 'Eve');
    await toggle(el, eve);
    const message = el.shadowRoot!.getElementById(eve.getAttribute('aria-describedby')!);
    expect(text(message)).to.equal('Needs a first name, last name and picture to receive a tip.');
    expect(transferButton(el).getAttribute('aria-disabled')).to.equal('true');
    transferButton(el).click();
    await el.updateComplete;
    expect(svc.count('transfer')).to.equal(0);
    await expect(el).to.be.accessible();
    // Ana is in the transaction: the service knows her, so she needs nothing more.
    await toggle(el, eve);
    await toggle(el, recipient(el, 'Ana Lima'));
    expect(transferButton(el).getAttribute('aria-disabled')).to.equal('false');
  });

  it('renders names as text and pictures only from safe URLs (initials otherwise)', async () => {
    const svc = service();
    const id = await sale(svc);
    const staff = [
      { employeeId: 'e-x', firstName: '<img src=x onerror=alert(1)>', lastName: 'X', avatar: 'javascript:alert(1)' },
      { employeeId: 'e-y', firstName: 'Yo', lastName: 'Yu', avatar: PIXEL },
    ];
    const el = await mount(svc, id, staff);
    const x = recipient(el, '<img src=x onerror=alert(1)> X').closest('label')!;
    expect(x.querySelector('img')).to.equal(null);
    expect(text(x.querySelector('.initials'))).to.equal('<X');
    expect(recipient(el, 'Yo Yu').closest('label')!.querySelector('img')!.getAttribute('src')).to.equal(PIXEL);
  });

  it('keyboard only: Space chooses, Tab reaches the button, Enter moves the tip', async () => {
    const svc = service();
    const id = await sale(svc);
    const el = await mount(svc, id);
    recipient(el, 'Ana Lima').focus();
    await sendKeys({ press: 'Tab' });
    await sendKeys({ press: 'Tab' });
    expect(el.shadowRoot!.activeElement).to.equal(recipient(el, 'Cy Park'));
    await sendKeys({ press: 'Space' });
    await el.updateComplete;
    expect(recipient(el, 'Cy Park').checked).to.equal(true);
    for (let i = 0; i < 10 && el.shadowRoot!.activeElement !== transferButton(el); i++) await sendKeys({ press: 'Tab' });
    expect(el.shadowRoot!.activeElement).to.equal(transferButton(el));
    await sendKeys({ press: 'Enter' });
    await shown(el, '[part~="status"]');
    expect(svc.count('transfer')).to.equal(1);
  });

  it('a new transaction id while a transfer runs: it is still announced, but no longer changes what is shown', async () => {
    const svc = service();
    const first = await sale(svc);
    const second = await confirmedSale(svc.client, [[ben, 3]]);
    const el = await mount(svc, first);
    await toggle(el, recipient(el, 'Cy Park'));
    const release = svc.hold('transfer');
    const heard = oneEvent(el, 'tip-transfer');
    transferButton(el).click();
    el.transactionId = second;
    await loaded(el);
    release();
    const event = (await heard) as unknown as TipTransferEvent;
    expect(event.transactionId).to.equal(first);
    await el.updateComplete;
    expect(part(el, 'status')).to.equal(null);
    expect(text(part(el, 'net'))).to.equal('Net tip to distribute: $3.00');
    expect(shares(el)).to.deep.equal([]);
  });

  it('loading, not found, not confirmed and nothing left say so; axe-clean in each', async () => {
    const svc = service();
    const release = svc.hold('details');
    const pending = await svc.client.intent({
      locationId: DEMO_LOCATION_ID,
      customer: { id: 'c-2' },
      tipSelections: [{ employeeId: 'e-ana', firstName: 'Ana', lastName: 'Lima', avatar: '', amount: 3, level: 'custom' }],
    });
    const el = await fixture<TipTransfer>(html`<tip-transfer locale="en-US" .client=${svc.client} transaction-id=${pending.transactionId}></tip-transfer>`);
    expect(text(part(el, 'loading'))).to.equal('Loading the transaction…');
    await expect(el).to.be.accessible();
    release();
    await loaded(el);
    expect(text(part(el, 'empty'))).to.equal('Only the tip of a confirmed transaction can be moved. This one is: Pending.');
    await expect(el).to.be.accessible();
    const missing = await fixture<TipTransfer>(html`<tip-transfer locale="en-US" .client=${svc.client} transaction-id="txn_nope"></tip-transfer>`);
    expect(text(await shown(missing, '[part~="not-found"]'))).to.equal('There is no transaction txn_nope.');
    await expect(missing).to.be.accessible();
    svc.sandbox.failNext(2, { operations: ['details'] });
    const failing = await fixture<TipTransfer>(html`<tip-transfer locale="en-US" .client=${svc.client} transaction-id=${pending.transactionId}></tip-transfer>`);
    await shown(failing, '[part~="error"]');
    await expect(failing).to.be.accessible();
    (failing.shadowRoot!.querySelector('[part~="retry"]') as HTMLButtonElement).click();
    await loaded(failing);
    expect(failing.shadowRoot!.querySelector('[part~="error"]')).to.equal(null);
  });
});
