// A manager's screen: tip-transaction, tip-refund and tip-transfer for one transaction on one
// page, with no wiring by the host. A refund or transfer made in one shows in the others.
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import type { TipRefund } from '../../src/elements/back-office/tip-refund/tip-refund.js';
import type { TipTransaction } from '../../src/elements/back-office/tip-transaction/tip-transaction.js';
import type { TipTransfer } from '../../src/elements/back-office/tip-transfer/tip-transfer.js';
import { ana, ben, confirmedSale, cy, loaded, rows, shown, text } from './back-office-support.js';
import { toCents } from '../../src/money/money.js';
import { service } from './support.js';

const usd = (cents: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);

describe('back office: the three elements on one page', () => {
  it('a refund, then a transfer, show up in the transaction and in each other, without wiring', async () => {
    const svc = service();
    const id = await confirmedSale(svc.client);
    const staff = [ana, ben, cy];
    const page = await fixture<HTMLElement>(html`<main lang="en-US">
      <tip-transaction .client=${svc.client} transaction-id=${id} .staff=${staff}></tip-transaction>
      <tip-refund .client=${svc.client} transaction-id=${id} .staff=${staff}></tip-refund>
      <tip-transfer .client=${svc.client} transaction-id=${id} .staff=${staff}></tip-transfer>
    </main>`);
    const tx = page.querySelector<TipTransaction>('tip-transaction')!;
    const refund = page.querySelector<TipRefund>('tip-refund')!;
    const transfer = page.querySelector<TipTransfer>('tip-transfer')!;
    await Promise.all([loaded(tx), loaded(refund), loaded(transfer)]);
    await expect(page).to.be.accessible();

    // Refund $2.00 of Ana's tip, with its preview.
    [...refund.shadowRoot!.querySelectorAll('label.choice')].find((l) => text(l) === 'Each staff member')!.querySelector('input')!.click();
    await refund.updateComplete;
    refund.shadowRoot!.querySelector<HTMLInputElement>('#staff-e-ana')!.focus();
    await sendKeys({ type: '2' });
    await sendKeys({ press: 'Enter' });
    await shown(refund, '[part~="preview"]');
    expect(svc.sandbox.transaction(id)!.refunds).to.have.length(0);
    refund.shadowRoot!.querySelector<HTMLButtonElement>('#refund')!.click();
    await shown(refund, '[part~="status"]');

    await waitUntil(() => tx.shadowRoot!.querySelector('table[part~="refunds"]'), 'tip-transaction never showed the refund');
    expect(rows(tx.shadowRoot!, 'table[part~="refunds"]').map((r) => [r[0], r[1], r[4]])).to.deep.equal([['Ana Lima', 'Partial', '$2.00']]);
    // $2.00 gross out of Ana's tip: the service splits it into fee and net (its record says how);
    // the transfer now moves $15.00 less that net.
    const [record] = svc.sandbox.transaction(id)!.refunds;
    expect(record!.gross).to.equal(2);
    const left = usd(1500 - toCents(record!.net));
    await waitUntil(() => text(transfer.shadowRoot!.querySelector('[part~="net"]')) === `Net tip to distribute: ${left}`, 'tip-transfer never reloaded');

    // Move it all to Cy.
    const cyBox = [...transfer.shadowRoot!.querySelectorAll('[part~="recipient"]')].find((r) => text(r.querySelector('.name')) === 'Cy Park')!.querySelector('input')!;
    cyBox.click();
    await transfer.updateComplete;
    transfer.shadowRoot!.querySelector<HTMLButtonElement>('[part~="button"]')!.click();
    await shown(transfer, '[part~="status"]');

    await waitUntil(() => rows(tx.shadowRoot!, 'table[part~="tips"]').length === 3, 'tip-transaction never showed the transfer');
    expect(rows(tx.shadowRoot!, 'table[part~="tips"]').map((r) => [r[0], r[2], r[5]])).to.deep.equal([
      ['Ana Lima', 'Void', '$10.00'],
      ['Ben Ode', 'Void', '$5.00'],
      ['Cy Park', 'Confirmed', left],
    ]);
    expect(text(tx.shadowRoot!.querySelector('[part~="totals"]'))).to.equal(`Refunded $2.00 Net tip held by staff ${left}`);
    // And tip-refund now refunds from Cy, up to what Cy holds.
    await waitUntil(() => refund.shadowRoot!.querySelector('[part~="status"]') && refund.transaction?.tips.length === 3, 'tip-refund never reloaded');
    [...refund.shadowRoot!.querySelectorAll('button')].find((b) => text(b) === 'New refund')!.click();
    await refund.updateComplete;
    [...refund.shadowRoot!.querySelectorAll('label.choice')].find((l) => text(l) === 'Each staff member')!.querySelector('input')!.click();
    await refund.updateComplete;
    expect([...refund.shadowRoot!.querySelectorAll('.staff label')].map((l) => text(l))).to.deep.equal(['Refund from Cy Park']);
    expect(text(refund.shadowRoot!.getElementById('staff-e-cy-hint'))).to.equal('Up to $14.05, fees included.');
    await expect(page).to.be.accessible();
  });
});
