import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import type { TipErrorEvent } from '../../src/elements/internal/events.js';
import { TipRefundEvent, TipTransferEvent } from '../../src/elements/internal/back-office-events.js';
import { TipTransaction } from '../../src/elements/back-office/tip-transaction/tip-transaction.js';
import { ana, ben, confirmedSale, cy, loaded, PIXEL, rows, shown, text } from './back-office-support.js';
import { service } from './support.js';

async function mount(svc: ReturnType<typeof service>, transactionId: string, staff = [ana, ben]) {
  const el = await fixture<TipTransaction>(
    html`<tip-transaction locale="en-US" .client=${svc.client} transaction-id=${transactionId} .staff=${staff}></tip-transaction>`,
  );
  return el;
}

const part = (el: TipTransaction, name: string) => el.shadowRoot!.querySelector<HTMLElement>(`[part~="${name}"]`);

describe('tip-transaction', () => {
  it('passes axe with a confirmed transaction, its tips and a refund', async () => {
    const svc = service();
    const id = await confirmedSale(svc.client);
    await svc.client.refund({ transactionId: id, partial: true, amount: 2, reason: 'Product returned' });
    const el = await mount(svc, id);
    await loaded(el);
    await expect(el).to.be.accessible();
  });

  it('shows the transaction as the service recorded it: status, customer, a row per tip, totals from cents', async () => {
    const svc = service();
    const id = await confirmedSale(svc.client);
    const el = await mount(svc, id);
    await loaded(el);
    expect(text(part(el, 'title'))).to.equal(`Transaction ${id}`);
    expect(text(part(el, 'status'))).to.equal('Confirmed');
    expect(text(part(el, 'summary'))).to.contain('Amelia Stone');
    const table = el.shadowRoot!.querySelector('table[part~="tips"]')!;
    expect([...table.querySelectorAll('thead th')].map((th) => [text(th), th.getAttribute('scope')])).to.deep.equal([
      ['Staff member', 'col'],
      ['Level', 'col'],
      ['Status', 'col'],
      ['Gross', 'col'],
      ['Fee', 'col'],
      ['Net', 'col'],
    ]);
    expect(rows(el.shadowRoot!, 'table[part~="tips"]')).to.deep.equal([
      ['Ana Lima', 'Custom', 'Confirmed', '$10.60', '$0.60', '$10.00'],
      ['Ben Ode', 'Custom', 'Confirmed', '$5.45', '$0.45', '$5.00'],
    ]);
    expect(text(table.querySelector('tfoot tr'))).to.equal('Total $16.05 $1.05 $15.00');
    expect(text(part(el, 'refunds'))).to.equal('No refunds.');
    expect(text(part(el, 'totals'))).to.equal('Refunded $0.00 Net tip held by staff $15.00');
  });

  it('lists refunds (partial per staff with the reason, full for the whole transaction) and void records as such', async () => {
    const svc = service();
    const id = await confirmedSale(svc.client);
    await svc.client.refund({ transactionId: id, partial: true, amount: 1.1, talents: [{ employeeId: 'e-ana', amount: 1.1 }], reason: 'Scratched <b>bottle</b>' });
    await svc.client.transfer({ transactionId: id, talents: [{ employeeId: 'e-ben' }, { employeeId: 'e-cy', firstName: 'Cy', lastName: 'Park', avatar: PIXEL }] });
    await svc.client.refund({ transactionId: id });
    const el = await mount(svc, id, [ana, ben, cy]);
    await loaded(el);
    expect(text(part(el, 'status'))).to.equal('Refunded');
    const tips = rows(el.shadowRoot!, 'table[part~="tips"]');
    expect(tips.map((r) => `${r[0]} ${r[2]}`)).to.deep.equal(['Ana Lima Void', 'Ben Ode Void', 'Ben Ode Void', 'Cy Park Void']);
    expect([...el.shadowRoot!.querySelectorAll('[part~="tip"]')].map((tr) => tr.getAttribute('data-status'))).to.deep.equal(['void', 'void', 'void', 'void']);
    const refunds = rows(el.shadowRoot!, 'table[part~="refunds"]');
    expect(refunds).to.have.length(2);
    expect(refunds[0]!.slice(0, 3)).to.deep.equal(['Ana Lima', 'Partial', 'Scratched <b>bottle</b>']);
    // Gross, fee and net exactly as the service recorded the partial refund.
    const [partial] = svc.sandbox.transaction(id)!.refunds;
    const usd = (n: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(n);
    expect(refunds[0]!.slice(4)).to.deep.equal([usd(partial!.gross), usd(partial!.fee), usd(partial!.net)]);
    expect(partial!.gross).to.equal(1.1);
    expect(refunds[1]!.slice(0, 3)).to.deep.equal(['Whole transaction', 'Full', 'None given']);
    // What the full refund took is everything left: $16.05 - $1.10.
    expect(refunds[1]![4]).to.equal('$14.95');
    expect(el.shadowRoot!.querySelector('b')).to.equal(null);
    expect(text(part(el, 'totals'))).to.equal('Refunded $16.05 Net tip held by staff $0.00');
  });

  it('names staff from the host directory, else the transaction, else the employee id, as text only', async () => {
    const svc = service();
    const sneaky = { employeeId: 'e-x', firstName: '<img src=x onerror=alert(1)>', lastName: 'X', avatar: '' };
    const id = await confirmedSale(svc.client, [[ana, 4], [sneaky, 3]]);
    await svc.client.transfer({ transactionId: id, talents: [{ employeeId: 'e-ana' }, { employeeId: 'e-new', firstName: 'Nia', lastName: 'Bo', avatar: PIXEL }] });
    const el = await mount(svc, id, [{ employeeId: 'e-ana', firstName: 'Ana', lastName: 'Lima-Reyes' }]);
    await loaded(el);
    expect(rows(el.shadowRoot!, 'table[part~="tips"]').map((r) => r[0])).to.deep.equal([
      'Ana Lima-Reyes',
      '<img src=x onerror=alert(1)> X',
      'Ana Lima-Reyes',
      'e-new',
    ]);
    expect(el.shadowRoot!.querySelector('img')).to.equal(null);
  });

  it('loading: a status until the details arrive; axe-clean', async () => {
    const svc = service();
    const id = await confirmedSale(svc.client);
    const release = svc.hold('details');
    const el = await mount(svc, id);
    const loading = part(el, 'loading')!;
    expect(loading.getAttribute('role')).to.equal('status');
    expect(text(loading)).to.equal('Loading the transaction…');
    await expect(el).to.be.accessible();
    release();
    await loaded(el);
    expect(part(el, 'loading')).to.equal(null);
  });

  it('no transaction id: says so, sends nothing; axe-clean', async () => {
    const svc = service();
    const el = await mount(svc, '');
    expect(text(part(el, 'empty'))).to.equal('No transaction selected.');
    expect(svc.count('details')).to.equal(0);
    await expect(el).to.be.accessible();
  });

  it('not found: says the transaction does not exist and fires tip-error; axe-clean', async () => {
    const svc = service();
    const errors: TipErrorEvent[] = [];
    document.addEventListener('tip-error', (e) => errors.push(e), { once: true });
    const el = await mount(svc, 'txn_missing');
    const shownPart = await shown(el, '[part~="not-found"]');
    expect(text(shownPart)).to.equal('There is no transaction txn_missing.');
    expect(shownPart.getAttribute('role')).to.equal('alert');
    expect(errors.map((e) => [e.operation, e.error.status])).to.deep.equal([['details', 404]]);
    await expect(el).to.be.accessible();
  });

  it('a failure shows an alert with Retry (words by kind, not the developer message); Retry loads it; axe-clean', async () => {
    const svc = service();
    const id = await confirmedSale(svc.client);
    svc.sandbox.failNext(2, { operations: ['details'] });
    const el = await mount(svc, id);
    const alert = await shown(el, '[part~="error"]');
    expect(text(alert)).to.equal('Could not load the transaction. The tip service had a problem. Try again. Retry');
    expect(text(alert)).not.to.contain('503');
    await expect(el).to.be.accessible();
    part(el, 'retry')!.click();
    await loaded(el);
    expect(rows(el.shadowRoot!, 'table[part~="tips"]')).to.have.length(2);
    expect(part(el, 'error')).to.equal(null);
  });

  it('a new transaction id drops the earlier request: its late answer never lands', async () => {
    const svc = service();
    const first = await confirmedSale(svc.client, [[ana, 1]]);
    const second = await confirmedSale(svc.client, [[ben, 2]]);
    const release = svc.hold('details');
    const el = await mount(svc, first);
    el.transactionId = second;
    await loaded(el);
    expect(rows(el.shadowRoot!, 'table[part~="tips"]').map((r) => r[0])).to.deep.equal(['Ben Ode']);
    expect(svc.calls('details')[0]!.aborted()).to.equal(true);
    release();
    await svc.client.details({ transactionId: first });
    await el.updateComplete;
    expect(el.transaction!.transactionId).to.equal(second);
    expect(rows(el.shadowRoot!, 'table[part~="tips"]').map((r) => r[0])).to.deep.equal(['Ben Ode']);
  });

  it('reload() fetches again and keeps the current details shown (aria-busy) until the answer lands', async () => {
    const svc = service();
    const id = await confirmedSale(svc.client);
    const el = await mount(svc, id);
    await loaded(el);
    await svc.client.refund({ transactionId: id, partial: true, amount: 3 });
    const release = svc.hold('details');
    el.reload();
    await el.updateComplete;
    expect(el.shadowRoot!.querySelector('.panel')!.getAttribute('aria-busy')).to.equal('true');
    expect(text(part(el, 'refunds'))).to.equal('No refunds.');
    release();
    await waitUntil(() => el.shadowRoot!.querySelector('table[part~="refunds"]'), 'the refund never showed');
    expect(el.shadowRoot!.querySelector('.panel')!.getAttribute('aria-busy')).to.equal('false');
    expect(text(part(el, 'totals'))).to.match(/^Refunded \$3\.00/);
  });

  it('reloads by itself when a tip-refund or tip-transfer of the same transaction reaches the page, not for another one', async () => {
    const svc = service();
    const id = await confirmedSale(svc.client);
    const el = await mount(svc, id);
    await loaded(el);
    const before = svc.count('details');
    document.body.dispatchEvent(new TipRefundEvent([], 'txn_other'));
    await el.updateComplete;
    expect(svc.count('details')).to.equal(before);
    const talents = [{ employeeId: 'e-ana', amount: 5 }, { employeeId: 'e-dee', firstName: 'Dee', lastName: 'Fox', avatar: PIXEL, amount: 10 }];
    await svc.client.transfer({ transactionId: id, talents });
    document.body.dispatchEvent(new TipTransferEvent(talents, id));
    await waitUntil(() => rows(el.shadowRoot!, 'table[part~="tips"]').length === 4, 'the transfer never showed');
    expect(svc.count('details')).to.equal(before + 1);
    // The new staff member's name came with the event.
    expect(rows(el.shadowRoot!, 'table[part~="tips"]').slice(2).map((r) => [r[0], r[2], r[5]])).to.deep.equal([
      ['Ana Lima', 'Confirmed', '$5.00'],
      ['Dee Fox', 'Confirmed', '$10.00'],
    ]);
  });

  it('formats in its locale and currency (de-DE, EUR)', async () => {
    const svc = service();
    const id = await confirmedSale(svc.client);
    const el = await fixture<TipTransaction>(
      html`<tip-transaction locale="de-DE" currency="EUR" .client=${svc.client} transaction-id=${id}></tip-transaction>`,
    );
    await loaded(el);
    await waitUntil(() => text(part(el, 'status')) === 'Bestätigt', 'German never arrived');
    expect(rows(el.shadowRoot!, 'table[part~="tips"]')[0]).to.deep.equal(['Ana Lima', 'Eigener Betrag', 'Bestätigt', '10,60 €', '0,60 €', '10,00 €']);
  });

  it('fires tip-error for a failure, on the element, bubbling and composed', async () => {
    const svc = service();
    svc.sandbox.failNext(2, { operations: ['details'] });
    const id = await confirmedSale(svc.client);
    const wrapper = await fixture<HTMLDivElement>(html`<div></div>`);
    const el = document.createElement('tip-transaction');
    el.client = svc.client;
    el.transactionId = id;
    const heard = oneEvent(wrapper, 'tip-error');
    wrapper.append(el);
    const event = (await heard) as unknown as TipErrorEvent;
    expect(event.error.operation).to.equal('details');
    expect(event.composed).to.equal(true);
  });
});
