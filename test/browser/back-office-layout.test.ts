/**
 * The back office at every width a manager's phone or tablet has, in every shipped locale: the
 * transaction, a refund with its preview on screen, and a transfer being split; no text leaves
 * its box, nothing leaves the element's box, and the page never scrolls sideways.
 */
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import { isRtlLocale } from '../../src/i18n/localize.js';
import { backOfficeArea } from '../../src/i18n/areas.js';
import { loadMessages, messagesFor, SHIPPED_LOCALES, useArea } from '../../src/i18n/registry.js';
import type { TipRefund } from '../../src/elements/back-office/tip-refund/tip-refund.js';
import type { TipTransaction } from '../../src/elements/back-office/tip-transaction/tip-transaction.js';
import type { TipTransfer } from '../../src/elements/back-office/tip-transfer/tip-transfer.js';
import { ana, ben, confirmedSale, cy, loaded, shown, text } from './back-office-support.js';
import { service } from './support.js';

const WIDTHS = [320, 360, 390, 414, 768];

/** Text for screen readers only (clipped to nothing, or inside such a box): it has no box to leave. */
function visuallyHidden(el: HTMLElement): boolean {
  for (let node: HTMLElement | null = el; node; node = node.parentElement) {
    if (getComputedStyle(node).clipPath !== 'none' || node.getBoundingClientRect().width <= 1) return true;
  }
  return false;
}

/** Every element box drawn in the shadow roots under `host`, inputs aside (their text scrolls by design). */
function boxes(host: Element): HTMLElement[] {
  const out: HTMLElement[] = [];
  const walk = (root: ParentNode) => {
    for (const el of root.querySelectorAll<HTMLElement>('*')) {
      if (el.shadowRoot) walk(el.shadowRoot);
      if (el.localName === 'input' || el.localName === 'style') continue;
      if (visuallyHidden(el)) continue;
      const display = getComputedStyle(el).display;
      if (display === 'inline' || display === 'contents' || display === 'none') continue;
      out.push(el);
    }
  };
  walk(host.shadowRoot!);
  return out;
}

function describe_(el: Element): string {
  const host = (el.getRootNode() as ShadowRoot).host?.localName ?? 'page';
  return `${host} ${el.localName}[${el.getAttribute('part') ?? el.className}] "${text(el).slice(0, 40)}"`;
}

describe('back office layout in every locale and width', () => {
  afterEach(() => setViewport({ width: 800, height: 600 }));

  it('at 320, 360, 390, 414 and 768 px, in every shipped locale, no text leaves its box and the page does not scroll sideways', async function () {
    this.timeout(180_000);
    useArea(backOfficeArea);
    const svc = service();
    const long = { employeeId: 'e-long', firstName: 'Maximiliane', lastName: 'Schwarzenberg-Oberhollenzer', avatar: '' };
    const id = await confirmedSale(svc.client, [[ana, 10], [ben, 5], [long, 7.5]]);
    // A refund on record, with a long reason: the transaction shows its refunds table too.
    await svc.client.refund({ transactionId: id, partial: true, amount: 2, reason: 'Customer returned the conditioner; manager approved a partial refund' });
    const page = await fixture<HTMLElement>(html`<main lang="en-US" style="display:block;padding:8px">
      <tip-transaction .client=${svc.client} transaction-id=${id}></tip-transaction>
      <tip-refund .client=${svc.client} transaction-id=${id} .staff=${[ana, ben, long]}></tip-refund>
      <tip-transfer .client=${svc.client} transaction-id=${id} .staff=${[ana, ben, cy, long]}></tip-transfer>
    </main>`);
    const transaction = page.querySelector<TipTransaction>('tip-transaction')!;
    const refund = page.querySelector<TipRefund>('tip-refund')!;
    const transfer = page.querySelector<TipTransfer>('tip-transfer')!;
    await Promise.all([loaded(transaction as never), loaded(refund as never), loaded(transfer as never)]);
    // On screen: a refund's preview, and a transfer split between everyone.
    const amount = [...refund.shadowRoot!.querySelectorAll('input')].find((i) => i.inputMode === 'decimal')!;
    amount.focus();
    await sendKeys({ type: '3.00' });
    refund.shadowRoot!.querySelector<HTMLButtonElement>('button[type="submit"]')!.click();
    await shown(refund as never, '[part~="preview"] table');
    for (const box of transfer.shadowRoot!.querySelectorAll<HTMLInputElement>('[part~="recipients"] input[type="checkbox"]')) if (!box.checked) box.click();
    await transfer.updateComplete;

    const problems: string[] = [];
    let cases = 0;
    for (const width of WIDTHS) {
      await setViewport({ width, height: 900 });
      for (const tag of SHIPPED_LOCALES) {
        await loadMessages(tag);
        page.lang = tag;
        page.dir = isRtlLocale(tag) ? 'rtl' : 'ltr';
        const words = messagesFor(tag) as unknown as Record<string, unknown>;
        await waitUntil(() => text(transaction.shadowRoot!).includes(String(words['tipRecordsCaption'])), `${tag} shown`);
        for (const el of [transaction, refund, transfer]) await el.updateComplete;
        const root = document.documentElement;
        for (const host of [transaction, refund, transfer]) {
          const edge = host.getBoundingClientRect();
          for (const el of boxes(host)) {
            cases++;
            const box = el.getBoundingClientRect();
            if (el.scrollWidth > el.clientWidth + 0.5) problems.push(`${tag} ${width}px: ${describe_(el)} ${el.scrollWidth} > ${el.clientWidth}`);
            else if (box.width > 0 && (box.left < edge.left - 0.5 || box.right > edge.right + 0.5)) problems.push(`${tag} ${width}px: ${describe_(el)} outside its element (${Math.round(box.left)}…${Math.round(box.right)} of ${Math.round(edge.left)}…${Math.round(edge.right)})`);
          }
        }
        cases++;
        if (root.scrollWidth > root.clientWidth) problems.push(`${tag} ${width}px: the page scrolls sideways (${root.scrollWidth} > ${root.clientWidth})`);
      }
    }
    console.log(`back-office layout: ${cases} cases`);
    expect(problems.slice(0, 60)).to.deep.equal([]);
  });
});
