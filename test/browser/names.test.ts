/**
 * Names next to amounts, in every element that shows both: a name carrying bidirectional controls
 * (a right-to-left override, an isolate or embedding it never closes, a stray PDI) reverses no
 * amount, as drawn (the glyphs' boxes) and as read (FSI … PDI around the name in accessible names
 * and announcements); a 100 KB name is clamped to two lines, never widens its element, and is
 * still there in full for assistive technology.
 */
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { createDisplayClient } from '../../src/client/index.js';
import { screenOf, SimulatedDevice } from '../../src/devtools/display-device/index.js';
import type { TipDisplayDevice } from '../../src/devtools/display-device/tip-display-device.js';
import type { TipRefund } from '../../src/elements/back-office/tip-refund/tip-refund.js';
import type { TipTransaction } from '../../src/elements/back-office/tip-transaction/tip-transaction.js';
import type { TipTransfer } from '../../src/elements/back-office/tip-transfer/tip-transfer.js';
import type { StaffEntry } from '../../src/elements/internal/back-office-model.js';
import type { StaffMember } from '../../src/elements/internal/types.js';
import { createSandbox } from '../../src/sandbox/index.js';
import { ana, ben, confirmedSale, loaded, text } from './back-office-support.js';
import { deepAll, mountCheckout, plain, settled, team, typeCustom } from './checkout-page.js';
import { service, words } from './support.js';
import '../../src/devtools/display-device/index.js';

const FSI = '\u2068';
const PDI = '\u2069';

/** What a name can end in to reach the text after it. */
const CONTROLS: Record<string, string> = {
  'a right-to-left override (U+202E)': '\u202e',
  'an unclosed right-to-left isolate (U+2067)': '\u2067',
  'an unclosed right-to-left embedding (U+202B)': '\u202b',
  'a stray PDI, then an override (U+2069 U+202E)': '\u2069\u202e',
};

/** Money as en-US shows it. */
const MONEY = /\$\d{1,3}(?:,\d{3})*\.\d{2}/g;

/** Every text node below `root`, shadow roots included. */
function textNodes(root: Node): Text[] {
  const found: Text[] = [];
  const walk = (node: Node) => {
    if (node.nodeType === Node.TEXT_NODE) found.push(node as Text);
    const shadow = (node as Element).shadowRoot;
    if (shadow) shadow.childNodes.forEach(walk);
    node.childNodes.forEach(walk);
  };
  walk(root);
  return found;
}

/** The left edge of each character of `node` from `start`, as drawn; undefined when it is not drawn. */
function lefts(node: Text, start: number, length: number): number[] | undefined {
  const out: number[] = [];
  for (let i = start; i < start + length; i++) {
    const range = document.createRange();
    range.setStart(node, i);
    range.setEnd(node, i + 1);
    const rect = range.getClientRects()[0];
    if (!rect || rect.width === 0) return undefined;
    out.push(rect.left);
  }
  return out;
}

const inOrder = (xs: number[]) => xs.every((x, i) => i === 0 || x > xs[i - 1]!);

/**
 * Every amount drawn below `root`: each one isolated (FSI right before it and PDI right after, or
 * inside a `<bdi>`), and its characters drawn left to right (as an en-US page draws "$10.60"). An
 * override that leaked into it would draw "06.01$". Returns the amounts seen.
 */
function amountsDrawnInOrder(root: Node): string[] {
  const seen: string[] = [];
  const problems: string[] = [];
  for (const node of textNodes(root)) {
    for (const match of node.data.matchAll(MONEY)) {
      const at = match.index;
      const xs = lefts(node, at, match[0].length);
      if (!xs) continue;
      seen.push(match[0]);
      const isolated = (node.data[at - 1] === FSI && node.data[at + match[0].length] === PDI) || node.parentElement?.closest('bdi');
      if (!isolated) problems.push(`${match[0]} is not isolated in ${JSON.stringify(node.data)}`);
      if (!inOrder(xs)) problems.push(`${match[0]} is drawn out of order in ${JSON.stringify(node.data)}: ${xs.map(Math.round).join(' ')}`);
    }
  }
  expect(problems).to.deep.equal([]);
  return seen;
}

/** `name` as a catalogue sentence places it: in FSI … PDI, its own isolate controls paired. */
function isolatedName(name: string): string {
  let open = 0;
  let out = '';
  for (const char of name) {
    if (char === PDI) {
      if (open === 0) continue;
      open--;
    } else if (char >= '\u2066' && char <= '\u2068') open++;
    out += char;
  }
  return FSI + out + PDI.repeat(open) + PDI;
}

describe('names next to amounts', () => {
  it('the check itself: an override left in a sentence draws the amount backwards, which the check sees', async () => {
    const el = await fixture<HTMLParagraphElement>(html`<p>Ana Lima\u202e holds $10.60</p>`);
    const node = el.firstChild as Text;
    const xs = lefts(node, node.data.indexOf('$'), 6)!;
    expect(inOrder(xs)).to.equal(false);
    const fixed = await fixture<HTMLParagraphElement>(html`<p>${`${isolatedName('Ana Lima\u202e')} holds ${FSI}$10.60${PDI}`}</p>`);
    expect(amountsDrawnInOrder(fixed)).to.deep.equal(['$10.60']);
  });

  for (const [kind, control] of Object.entries(CONTROLS)) {
    describe(`a name ending in ${kind}`, () => {
      const evil = `Lima${control}`;
      const shownName = `Ana ${evil}`;

      it('the checkout: staff list, options, custom amount and summary draw every amount in order and isolate the name', async () => {
        const staff: StaffMember[] = [
          { employeeId: 'e-ana', firstName: 'Ana', lastName: evil, avatar: '', serviceAmount: 50 },
          { employeeId: 'e-ben', firstName: 'Ben', lastName: 'Ode', avatar: '', serviceAmount: 20 },
        ];
        const { host } = await mountCheckout({ lang: 'en-US', staff });
        const [anaGroup, benGroup] = deepAll(host, '[role="radiogroup"]');
        anaGroup!.querySelector<HTMLElement>('[data-value="custom"]')!.click();
        benGroup!.querySelector<HTMLElement>('[data-value="medium"]')!.click();
        await settled(host);
        await typeCustom(host, 'Ana', '12.50');
        await waitUntil(() => words(deepAll(host, 'custom-tip-input')[0]!.shadowRoot!.querySelector('#fee-text')).includes('Total'), 'the fee of the custom amount');
        await settled(host);
        const seen = amountsDrawnInOrder(host);
        // The service, the options' amounts and totals, the custom fee and total, the summary's lines, tips and total.
        expect(seen).to.include.members(['$50.00', '$12.50', '$128.00']);
        expect(seen.length).to.be.above(15);
        const custom = deepAll(host, 'custom-tip-input')[0]!;
        expect(custom.getAttribute('label')).to.equal(`Custom tip for ${isolatedName(shownName)}`);
        const summary = deepAll(host, 'checkout-summary')[0]!;
        const tipRows = [...summary.shadowRoot!.querySelectorAll('[part~="tip"] .name')].map((n) => n.textContent!.trim());
        expect(tipRows[0]).to.equal(`Tip for ${isolatedName(shownName)}`);
        const listName = deepAll(host, 'staff-tip-list')[0]!.shadowRoot!.querySelector('[part~="name"] bdi')!;
        expect(listName.textContent).to.equal(isolatedName(shownName).slice(1, -1));
      });

      it('tip-transaction, tip-refund and tip-transfer draw every amount in order; the refund says "… holds $10.60" isolated', async () => {
        const svc = service();
        const id = await confirmedSale(svc.client);
        const directory: StaffEntry[] = [{ ...ana, lastName: evil }, ben];
        const page = await fixture<HTMLDivElement>(html`<div>
          <tip-transaction locale="en-US" .client=${svc.client} transaction-id=${id} .staff=${directory}></tip-transaction>
          <tip-refund locale="en-US" .client=${svc.client} transaction-id=${id} .staff=${directory}></tip-refund>
          <tip-transfer locale="en-US" .client=${svc.client} transaction-id=${id} .staff=${directory}></tip-transfer>
        </div>`);
        const transaction = page.querySelector<TipTransaction>('tip-transaction')!;
        const refund = page.querySelector<TipRefund>('tip-refund')!;
        const transfer = page.querySelector<TipTransfer>('tip-transfer')!;
        for (const el of [transaction, refund, transfer]) await loaded(el);
        const byStaff = [...refund.shadowRoot!.querySelectorAll('label.choice')].find((l) => text(l) === 'Each staff member')!;
        byStaff.querySelector('input')!.click();
        await refund.updateComplete;
        const field = refund.shadowRoot!.getElementById('staff-e-ana') as HTMLInputElement;
        field.focus();
        await sendKeys({ type: '99' });
        refund.shadowRoot!.querySelector<HTMLButtonElement>('button[type="submit"]')!.click();
        await refund.updateComplete;
        const message = refund.shadowRoot!.getElementById('staff-e-ana-message')!;
        expect(amountsDrawnInOrder(message)).to.deep.equal(['$10.60']);
        expect(message.textContent).to.equal(`${isolatedName(shownName)} holds ${FSI}$10.60${PDI}; refund at most that.`);
        const label = refund.shadowRoot!.querySelector(`label[for="staff-e-ana"]`)!;
        expect(label.textContent).to.equal(`Refund from ${isolatedName(shownName)}`);
        expect(amountsDrawnInOrder(transaction).length).to.be.at.least(9);
        expect(amountsDrawnInOrder(refund).length).to.be.at.least(3);
        expect(amountsDrawnInOrder(transfer).length).to.be.at.least(4);
        const row = transaction.shadowRoot!.querySelector('[part~="tip"] th bdi')!;
        expect(row.textContent).to.equal(isolatedName(shownName).slice(1, -1));
      });

      it('the simulated tablet: "Tip for Ana: $10.00" on the review is drawn in order, and the name is isolated', async () => {
        const sandbox = createSandbox({ devices: [{ deviceId: 'ABC234', activated: true }] });
        const client = createDisplayClient({ baseUrl: 'http://sandbox.test', credentials: sandbox.credentials, fetch: sandbox.fetch });
        const device = SimulatedDevice.of(sandbox.devices[0]!);
        const el = await fixture<TipDisplayDevice>(html`<tip-display-device .device=${device} locale="en-US"></tip-display-device>`);
        const screen = async (kind: string) => {
          await waitUntil(() => device.state && screenOf(device.state).kind === kind && el.shadowRoot!.querySelector('[part~="screen"]'), `screen ${kind}`);
          await el.updateComplete;
        };
        await client.activateDevice({ deviceId: 'ABC234' });
        await screen('home');
        await client.create({
          deviceId: 'ABC234',
          transactionId: 't1',
          service: [{ employeeId: 'e-ana', firstName: 'Ana', lastName: evil, avatar: '', amount: 50 }],
          display: [{ name: 'Cut', qty: 1, total: 50 }],
          total: 50,
          customer: { id: 'c-1', firstName: 'Sam', lastName: 'Lee' },
        });
        await screen('tips');
        const list = el.shadowRoot!.querySelector('staff-tip-list')!;
        await settled(list);
        const group = deepAll(list, '[role="radiogroup"]')[0]!;
        await waitUntil(() => group.querySelector('[data-value="medium"]'), 'the proposals on the tablet');
        group.querySelector<HTMLElement>('[data-value="medium"]')!.click();
        await waitUntil(() => device.screen?.kind === 'tips' && Object.keys(device.screen.choices).length === 1, 'the choice reached the device');
        await el.updateComplete;
        [...el.shadowRoot!.querySelectorAll<HTMLButtonElement>('button')].find((b) => words(b) === 'Review tips')!.click();
        await screen('review');
        const tip = el.shadowRoot!.querySelector('[role="list"] li')!;
        expect(amountsDrawnInOrder(el)).to.include('$10.00');
        expect(words(tip)).to.match(/^Tip for Ana Lima.* \$10\.00/);
        expect(tip.textContent).to.include(`Tip for ${isolatedName(shownName)}`);
        // What the live region says of the review: its total, isolated.
        expect(el.shadowRoot!.querySelector('[role="status"]')!.textContent).to.match(/\u2068\$\d+\.\d{2}\u2069/);
      });
    });
  }
});

/** 100 KB: one word a line can never hold, so only breaking anywhere keeps it in its box. */
const HUGE = 'W'.repeat(100_000);

/** Every element below `root` (shadow roots included) that reaches past `root`'s sides or scrolls sideways. */
function widerThan(root: HTMLElement): string[] {
  const edge = root.getBoundingClientRect();
  const problems: string[] = [];
  if (root.scrollWidth > root.clientWidth) problems.push(`${root.localName} scrolls sideways: ${root.scrollWidth} > ${root.clientWidth}`);
  for (const el of deepAll(root, '*')) {
    const box = el.getBoundingClientRect();
    // What is hidden but for assistive technology (a 1 px box: .visually-hidden, a stacked table's header) is not seen.
    if (box.width <= 1 || el.closest('.visually-hidden')) continue;
    if (box.left < edge.left - 0.5 || box.right > edge.right + 0.5) problems.push(`${el.localName}.${el.className} spans ${Math.round(box.left)}…${Math.round(box.right)} of ${Math.round(edge.left)}…${Math.round(edge.right)}`);
    if (el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).overflowX !== 'visible') problems.push(`${el.localName}.${el.className} scrolls sideways: ${el.scrollWidth} > ${el.clientWidth}`);
  }
  if (document.documentElement.scrollWidth > document.documentElement.clientWidth) problems.push('the page scrolls sideways');
  return problems.slice(0, 10);
}

/** A line of text in `el`, in px. */
const lineOf = (el: Element) => parseFloat(getComputedStyle(el).lineHeight) || parseFloat(getComputedStyle(el).fontSize) * 1.4;

describe('a 100 KB name', () => {
  const member = (firstName: string): StaffMember => ({ employeeId: 'e-ana', firstName, lastName: 'Lima', avatar: '', serviceAmount: 50 });

  it('the checkout: the staff list and the summary grow by a few lines at most, nothing gets wider, the full name is there to read', async () => {
    const height = async (firstName: string) => {
      const { host } = await mountCheckout({ lang: 'en-US', staff: [member(firstName)] });
      const [list, summary] = [deepAll(host, 'staff-tip-list')[0]!, deepAll(host, 'checkout-summary')[0]!];
      return { host, list, summary, heights: [list.getBoundingClientRect().height, summary.getBoundingClientRect().height] };
    };
    const normal = await height('Ana');
    const { host, list, summary, heights } = await height(HUGE);
    const line = lineOf(summary);
    // The staff list shows the name once, the summary twice ("Tip for …", "Choose a tip for …"): two lines each, at most.
    expect(heights[0]! - normal.heights[0]!, 'staff list').to.be.at.most(2 * line + 1);
    expect(heights[1]! - normal.heights[1]!, 'summary').to.be.at.most(4 * line + 1);
    expect(widerThan(host)).to.deep.equal([]);
    expect(list.shadowRoot!.querySelector('[part~="name"]')!.textContent).to.include(HUGE + ' Lima');
    expect(summary.shadowRoot!.querySelector('[part~="tip"]')!.textContent).to.include(HUGE + ' Lima');
    expect(plain(deepAll(host, '[role="radiogroup"]')[0]!.getAttribute('aria-label')!)).to.equal(`${HUGE} Lima`);
  });

  it('tip-transaction, tip-refund (by staff member, with a message) and tip-transfer grow by a few lines at most and never get wider', async () => {
    const mount = async (firstName: string) => {
      const svc = service();
      const id = await confirmedSale(svc.client);
      const directory: StaffEntry[] = [{ ...ana, firstName }, ben];
      const page = await fixture<HTMLDivElement>(html`<div style="width: 360px">
        <tip-transaction locale="en-US" .client=${svc.client} transaction-id=${id} .staff=${directory}></tip-transaction>
        <tip-refund locale="en-US" .client=${svc.client} transaction-id=${id} .staff=${directory}></tip-refund>
        <tip-transfer locale="en-US" .client=${svc.client} transaction-id=${id} .staff=${directory}></tip-transfer>
      </div>`);
      const els = [page.querySelector<TipTransaction>('tip-transaction')!, page.querySelector<TipRefund>('tip-refund')!, page.querySelector<TipTransfer>('tip-transfer')!] as const;
      for (const el of els) await loaded(el);
      const refund = els[1];
      [...refund.shadowRoot!.querySelectorAll('label.choice')].find((l) => text(l) === 'Each staff member')!.querySelector('input')!.click();
      await refund.updateComplete;
      (refund.shadowRoot!.getElementById('staff-e-ana') as HTMLInputElement).focus();
      await sendKeys({ type: '99' });
      refund.shadowRoot!.querySelector<HTMLButtonElement>('button[type="submit"]')!.click();
      await refund.updateComplete;
      const transfer = els[2];
      for (const box of transfer.shadowRoot!.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')) box.click();
      await transfer.updateComplete;
      return { els, heights: els.map((el) => el.getBoundingClientRect().height) };
    };
    const normal = await mount('Ana');
    const { els, heights } = await mount(HUGE);
    const [transaction, refund, transfer] = els;
    const line = lineOf(transaction);
    // The name: once in the transaction's table; in the refund's label and its message; in the transfer's table and its recipients.
    expect(heights[0]! - normal.heights[0]!, 'tip-transaction').to.be.at.most(2 * line + 1);
    expect(heights[1]! - normal.heights[1]!, 'tip-refund').to.be.at.most(4 * line + 1);
    expect(heights[2]! - normal.heights[2]!, 'tip-transfer').to.be.at.most(4 * line + 1);
    for (const el of els) expect(widerThan(el), el.localName).to.deep.equal([]);
    expect(refund.shadowRoot!.getElementById('staff-e-ana-message')!.textContent).to.include(`${HUGE} Lima`);
    expect(transaction.shadowRoot!.querySelector('[part~="tip"] th')!.textContent).to.include(`${HUGE} Lima`);
    expect(transfer.shadowRoot!.querySelector('[part~="recipient"] .name')!.textContent).to.include(`${HUGE} Lima`);
  });
});

describe('name order per locale', () => {
  /** The sale's staff, Kenji written in Japanese, one member with a display name of the host's. */
  const staff: StaffMember[] = team.map((m) => (m.employeeId === 'emp-kenji' ? { ...m, firstName: '健二', lastName: '渡辺' } : m));
  const withDisplayName: StaffMember[] = staff.map((m) => (m.employeeId === 'emp-maya' ? { ...m, displayName: 'Chef Maya' } : m));

  const inside = (host: Element, tag: string, selector: string) => deepAll(host, tag).flatMap((el) => deepAll(el.shadowRoot!, selector));
  const rowNames = (host: Element) => inside(host, 'staff-tip-list', '[part~="name"]').map((el) => plain(el.textContent ?? '').trim());
  const groupNames = (host: Element) => deepAll(host, '[role="radiogroup"]').map((el) => plain(el.getAttribute('aria-label') ?? ''));
  const summaryNames = (host: Element) => inside(host, 'checkout-summary', '[part~="tip"] .name').map((el) => plain(el.textContent ?? '').trim());

  it('ja: a Japanese name reads family name first on screen, in its group\'s accessible name and in the summary; a Latin name keeps its order', async () => {
    const { host } = await mountCheckout({ lang: 'ja', staff });
    expect(rowNames(host)).to.include('渡辺 健二');
    expect(rowNames(host)).to.include('Maya Okafor');
    expect(groupNames(host)).to.include('渡辺 健二');
    expect(summaryNames(host).some((n) => n.includes('渡辺 健二'))).to.equal(true, summaryNames(host).join(' | '));
    expect(rowNames(host)).not.to.include('健二 渡辺');
  });

  it('en: the same member reads given name first', async () => {
    const { host } = await mountCheckout({ lang: 'en', staff });
    expect(rowNames(host)).to.include('健二 渡辺');
    expect(groupNames(host)).to.include('健二 渡辺');
  });

  it("a host's display name is shown and read as written, in ja as in en", async () => {
    for (const lang of ['ja', 'en']) {
      const { host } = await mountCheckout({ lang, staff: withDisplayName });
      expect(rowNames(host)).to.include('Chef Maya');
      expect(groupNames(host)).to.include('Chef Maya');
      expect(rowNames(host)).not.to.include('Maya Okafor');
    }
  });
});
