/**
 * What a tip click or a keystroke costs, counted, not timed: Lit updates of the elements of a
 * checkout, and `Intl.NumberFormat` constructions, at 1, 10, 30 and 100 staff.
 */
import { expect } from '@open-wc/testing';
import { sendKeys, sendMouse } from '@web/test-runner-commands';
import type { CustomTipInput } from '../../src/elements/checkout/custom-tip-input/custom-tip-input.js';
import type { StaffMember } from '../../src/elements/internal/types.js';
import { clearFormatters } from '../../src/money/format.js';
import { DEMO_LOCATION_ID } from '../../src/sandbox/index.js';
import { countUpdates, deepAll, mountCheckout, option, plain, settled } from './checkout-page.js';

function staffOf(n: number): StaffMember[] {
  return Array.from({ length: n }, (_, i) => ({
    employeeId: `e-${i}`,
    firstName: 'Staff',
    lastName: `N${i}`,
    avatar: '',
    serviceAmount: 20 + (i % 7) * 5,
  }));
}

/** Counts `new Intl.NumberFormat(...)` (and calls without `new`) while `run` runs. */
async function countNumberFormats(run: () => Promise<void>): Promise<number> {
  const Real = Intl.NumberFormat;
  let count = 0;
  Intl.NumberFormat = new Proxy(Real, {
    construct(target, args: [string?, Intl.NumberFormatOptions?]) {
      count++;
      return new target(...args);
    },
    apply(target, _this, args: [string?, Intl.NumberFormatOptions?]) {
      count++;
      return target(...args);
    },
  });
  try {
    await run();
  } finally {
    Intl.NumberFormat = Real;
  }
  return count;
}

describe('render cost', () => {
  for (const n of [1, 10, 30, 100]) {
    it(`a tip click and a custom-amount keystroke cause at most 4 Lit updates at ${n} staff`, async () => {
      const staff = staffOf(n);
      const { host } = await mountCheckout({ lang: 'en-US', staff });
      const row = `Staff N${Math.floor(n / 2)}`;

      const click = await countUpdates(host, () => option(host, row, 'medium').click());
      expect(click.total, JSON.stringify(click.byTag)).to.be.at.most(4);

      const openCustom = await countUpdates(host, () => option(host, row, 'custom').click());
      expect(openCustom.total, JSON.stringify(openCustom.byTag)).to.be.at.most(4);

      const input = deepAll<CustomTipInput>(host, 'custom-tip-input')[0]!;
      input.debounce = 60_000;
      await input.updateComplete;
      input.shadowRoot!.querySelector('input')!.focus();
      const keystroke = await countUpdates(host, () => sendKeys({ type: '7' }));
      expect(keystroke.total, JSON.stringify(keystroke.byTag)).to.be.at.most(4);
      expect(keystroke.byTag['staff-tip-list'] ?? 0).to.equal(0);
    });
  }

  it('builds as many Intl.NumberFormat for 100 staff as for 10, and none for a click', async () => {
    const rendered: number[] = [];
    for (const n of [10, 100]) {
      clearFormatters();
      rendered.push(await countNumberFormats(async () => void (await mountCheckout({ lang: 'en-US', staff: staffOf(n) }))));
    }
    expect(rendered[0]).to.be.greaterThan(0);
    expect(rendered[1]).to.equal(rendered[0]);

    const { host } = await mountCheckout({ lang: 'en-US', staff: staffOf(10) });
    await settled(host);
    const perClick = [];
    for (const level of ['low', 'high', 'medium']) {
      perClick.push(
        await countNumberFormats(async () => {
          option(host, 'Staff N3', level).click();
          await settled(host);
        }),
      );
    }
    expect(perClick).to.deep.equal([0, 0, 0]);
  });

  it('a click does no work for the other staff members: the clicked row and the summary update (not tip-checkout), no label is made again', async () => {
    const { host, checkout } = await mountCheckout({ lang: 'en-US', staff: staffOf(60) });
    // The summary's words, counted: each call is one member's label or one hint made.
    const made = { tipFor: 0, chooseTipFor: 0 };
    checkout.messages = {
      tipFor: (name: string) => (made.tipFor++, `Tip for ${name}`),
      chooseTipFor: (names: string) => (made.chooseTipFor++, `Choose a tip for ${names}`),
    };
    await settled(host);
    expect(made.tipFor).to.equal(60);
    for (const level of ['low', 'high', 'medium']) {
      made.tipFor = made.chooseTipFor = 0;
      const click = await countUpdates(host, () => option(host, 'Staff N1', level).click());
      expect(click.byTag, level).to.deep.equal({ 'tip-proposals': 1, 'checkout-summary': 1 });
      expect(made.tipFor, `${level}: labels made`).to.equal(0);
      // The hint ("Choose a tip for" the 59 others) is made again only when who still has no tip changes: at the first click.
      expect(made.chooseTipFor, `${level}: hints made`).to.equal(level === 'low' ? 1 : 0);
    }
    const summary = deepAll(host, 'checkout-summary')[0]!;
    // Below the fold, the summary's rows are neither laid out nor painted; scrolled to, they show the click.
    const row = [...summary.shadowRoot!.querySelectorAll('[part~="tip"]')].find((li) => plain(li.querySelector('.name')!.textContent!) === 'Tip for Staff N1')!;
    const amount = row.querySelector('.amount')!;
    expect(amount.checkVisibility({ contentVisibilityAuto: true })).to.equal(false);
    row.scrollIntoView();
    await settled(host);
    expect(amount.checkVisibility({ contentVisibilityAuto: true })).to.equal(true);
    expect(plain(amount.textContent!)).to.match(/^\$\d+\.\d\d$/);
  });

  it('a tap with a real pointer: the press makes the option the tab stop before it takes focus, the release draws the row once', async () => {
    const { host } = await mountCheckout({ lang: 'en-US', staff: staffOf(10) });
    for (const level of ['low', 'high', 'medium']) {
      const target = option(host, 'Staff N3', level);
      target.scrollIntoView({ block: 'center' });
      const box = target.getBoundingClientRect();
      await sendMouse({ type: 'move', position: [Math.round(box.x + box.width / 2), Math.round(box.y + box.height / 2)] });
      // Chromium restyles the whole page at once when the focused element's tabindex changes: the
      // pressed option must already be a tab stop when the press focuses it.
      let tabIndexWhenFocused: number | undefined;
      target.addEventListener('focus', () => (tabIndexWhenFocused = target.tabIndex), { once: true });
      await sendMouse({ type: 'down' });
      await settled(host);
      expect(tabIndexWhenFocused, `${level}: its tabindex when it took focus`).to.equal(0);
      const release = await countUpdates(host, () => sendMouse({ type: 'up' }));
      expect(release.byTag, level).to.deep.equal({ 'tip-proposals': 1, 'checkout-summary': 1 });
      expect(target.getAttribute('aria-checked'), level).to.equal('true');
      // One tab stop in the group again: the chosen option.
      const stops = ['low', 'medium', 'high', 'custom', 'none'].filter((value) => option(host, 'Staff N3', value).tabIndex === 0);
      expect(stops, level).to.deep.equal([level]);
    }
    // Focus is on the tapped option: an arrow goes on from there.
    await sendKeys({ press: 'ArrowRight' });
    await settled(host);
    expect(option(host, 'Staff N3', 'high').getAttribute('aria-checked')).to.equal('true');
    await sendMouse({ type: 'move', position: [0, 0] });
  });

  it('renders each row once when the proposals are already answered', async () => {
    const staff = staffOf(30);
    const { svc } = await mountCheckout({ lang: 'en-US', staff });
    const proposals = await svc.client.proposals({ locationId: DEMO_LOCATION_ID, serviceAmounts: staff.map((m) => m.serviceAmount!) });
    const answered = { ...svc.client, proposals: () => Promise.resolve(proposals) };
    const host = document.createElement('div');
    const checkout = document.createElement('tip-checkout');
    Object.assign(checkout, { client: answered, locationId: DEMO_LOCATION_ID, staff });
    checkout.append(document.createElement('staff-tip-list'), document.createElement('checkout-summary'));
    host.append(checkout);
    document.body.append(host);
    try {
      const cost = await countUpdates(host, async () => {
        await settled(host);
      });
      expect(deepAll(host, '[role="radio"][data-value="low"]')).to.have.length(30);
      expect(deepAll(host, '.skeleton')).to.have.length(0);
      // One update per row: no skeleton pass before the proposal lands.
      expect(cost.byTag['tip-proposals'], JSON.stringify(cost.byTag)).to.equal(30);
    } finally {
      host.remove();
    }
  });

  it('clones few templates per staff row', async () => {
    const clones: number[] = [];
    for (const n of [10, 20]) {
      const original = Document.prototype.importNode;
      let count = 0;
      Document.prototype.importNode = function <T extends Node>(this: Document, node: T, deep?: boolean): T {
        count++;
        return original.call(this, node, deep) as T;
      };
      try {
        await mountCheckout({ lang: 'en-US', staff: staffOf(n) });
      } finally {
        Document.prototype.importNode = original;
      }
      clones.push(count);
    }
    const perRow = (clones[1]! - clones[0]!) / 10;
    console.log(`importNode per staff row: ${perRow}`);
    expect(perRow).to.be.at.most(14);
  });
});
