/**
 * Amounts as a customer reads them: each option's fee ("+ $0.60 fee") and labelled total ("Total
 * $10.60") are units that never break inside, nor does any amount, percent or summary amount,
 * in any of the 30 locales at any width from 320 to 1280 px; in Arabic at 320 px the team's
 * amount keeps "US$" with its digits.
 */
import { expect, waitUntil } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import { isRtlLocale } from '../../src/i18n/localize.js';
import { loadMessages, messagesFor } from '../../src/i18n/registry.js';
import { SHIPPED_LOCALES } from '../../src/index.js';
import { deepAll, mountCheckout, option, plain, settled, shownText } from './checkout-page.js';
import { staffWithoutAvatars } from '../fixtures/sale.js';

const WIDTHS = [320, 390, 768, 1280];

/** Every element that holds one amount (or a fee or total unit), with digits in it. */
const UNITS = ['[part~="fee"] .unit', '[part~="amount"]', '[part~="percent"]', '.amount'];

/** How many lines `el`'s text takes: the distinct line boxes its text's rectangles sit on. */
function linesOf(el: Element): number {
  const range = document.createRange();
  range.selectNodeContents(el);
  const rects = [...range.getClientRects()].filter((r) => r.width > 0 && r.height > 0);
  const half = parseFloat(getComputedStyle(el).fontSize) / 2;
  const tops: number[] = [];
  for (const r of rects) if (!tops.some((top) => Math.abs(top - r.top) < half)) tops.push(r.top);
  return tops.length;
}

/** Each unit shown that breaks over more than one line, described. */
function broken(host: Element, where: string): string[] {
  const found: string[] = [];
  for (const el of new Set(UNITS.flatMap((selector) => deepAll(host, selector)))) {
    const text = plain(el.textContent ?? '').trim();
    if (!/\d/.test(text) || (el as HTMLElement).closest('[hidden], .skeleton')) continue;
    const lines = linesOf(el);
    if (lines > 1) found.push(`${where}: "${text}" on ${lines} lines`);
  }
  return found;
}

async function inLocale(host: HTMLElement, tag: string): Promise<void> {
  await loadMessages(tag);
  host.lang = tag;
  host.dir = isRtlLocale(tag) ? 'rtl' : 'ltr';
  await waitUntil(() => shownText(host).includes(plain(messagesFor(tag).noTip)), `${tag} shown`);
  await settled(host);
}

describe('amounts never break', () => {
  afterEach(() => setViewport({ width: 800, height: 600 }));

  it('fee and total units, amounts and percents stay on one line at 320-1280 px in all 30 locales (one tip each, and a team)', async function () {
    this.timeout(180_000);
    const each = await mountCheckout({ lang: 'en-US' });
    option(each.host, 'Maya Okafor', 'medium').click();
    const team = await mountCheckout({ lang: 'en-US', tipMode: 'team', staff: staffWithoutAvatars() });
    deepAll(team.host, '[role="radiogroup"]')[0]!.querySelector<HTMLElement>('[data-value="high"]')!.click();
    await waitUntil(() => deepAll(team.host, '[part~="share"]').length === 4, 'the shares');
    const problems: string[] = [];
    let measured = 0;
    for (const tag of SHIPPED_LOCALES) {
      await inLocale(each.host, tag);
      await inLocale(team.host, tag);
      for (const width of WIDTHS) {
        await setViewport({ width, height: 900 });
        await settled(each.host);
        for (const host of [each.host, team.host]) {
          problems.push(...broken(host, `${tag} at ${width}px`));
          measured += UNITS.flatMap((selector) => deepAll(host, selector)).length;
        }
      }
    }
    expect(measured).to.be.greaterThan(SHIPPED_LOCALES.length * WIDTHS.length * 20);
    expect(problems).to.deep.equal([]);
  });

  it('Arabic at 320 px: the team\'s amount keeps "US$" with its digits, on one line', async () => {
    await setViewport({ width: 320, height: 900 });
    const { host } = await mountCheckout({ lang: 'ar', dir: 'rtl', tipMode: 'team', staff: staffWithoutAvatars() });
    await inLocale(host, 'ar');
    deepAll(host, '[role="radiogroup"]')[0]!.querySelector<HTMLElement>('[data-value="high"]')!.click();
    await waitUntil(() => deepAll(host, '[part~="share"]').length === 4, 'the shares');
    await settled(host);
    const amount = deepAll(host, '[part~="team-tip"] .amount')[0]!;
    const text = plain(amount.textContent ?? '');
    expect(text).to.match(/US\$[\s\u00a0]?[\d٠-٩]|[\d٠-٩][\s\u00a0]?US\$/);
    expect(linesOf(amount)).to.equal(1);
    for (const el of deepAll(host, '.amount')) expect(linesOf(el), plain(el.textContent ?? '')).to.equal(1);
  });
});
