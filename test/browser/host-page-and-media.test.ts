// What the page and the system around the elements do to them: forced colours (Windows contrast
// themes), reduced motion, a dark system with no theme, a host page's inherited text styles, and
// every aria-describedby / aria-labelledby of every element resolving in every state. The media
// are emulated by the browser (Playwright's emulateMedia), never faked with a class.
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { emulateMedia, sendKeys } from '@web/test-runner-commands';
import { createDisplayClient } from '../../src/client/index.js';
import { SimulatedDevice } from '../../src/devtools/display-device/index.js';
import type { TipDisplayDevice } from '../../src/devtools/display-device/tip-display-device.js';
import { defineDisplayElements, defineElements } from '../../src/elements/internal/define.js';
import type { TipProposals } from '../../src/elements/checkout/tip-proposals/tip-proposals.js';
import type { StaffMember } from '../../src/elements/internal/types.js';
import { createSandbox, DEMO_LOCATION_ID } from '../../src/sandbox/index.js';
import { ana, ben, confirmedSale, loaded, shown } from './back-office-support.js';
import { deepAll, mountCheckout, option, settled, typeCustom } from './checkout-page.js';
import { sandboxClient } from './support.js';

defineElements();
defineDisplayElements();

/** The colour a system colour keyword resolves to on this page (under the emulated media). */
function systemColour(keyword: string): string {
  const probe = document.createElement('span');
  probe.style.color = keyword;
  document.body.append(probe);
  const value = getComputedStyle(probe).color;
  probe.remove();
  return value;
}

/** Relative luminance of an `rgb()`/`rgba()` colour (WCAG). */
function luminance(colour: string): number {
  const [r, g, b] = colour.match(/[\d.]+/g)!.slice(0, 3).map((c) => {
    const v = Number(c) / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

async function proposalsElement(attrs: { value?: string; disabled?: boolean } = {}): Promise<TipProposals> {
  const { client } = sandboxClient();
  const [proposal] = await client.proposals({ locationId: DEMO_LOCATION_ID, serviceAmounts: [50] });
  const el = await fixture<TipProposals>(
    html`<tip-proposals label="Maya Okafor" locale="en-US" .proposal=${proposal} value=${attrs.value ?? ''} ?disabled=${Boolean(attrs.disabled)}></tip-proposals>`,
  );
  await el.updateComplete;
  return el;
}

const optionOf = (el: TipProposals, value: string) => el.shadowRoot!.querySelector<HTMLElement>(`[role="radio"][data-value="${value}"]`)!;

describe('forced colours (emulated forced-colors: active)', () => {
  before(() => emulateMedia({ forcedColors: 'active' }));
  after(() => emulateMedia({ forcedColors: 'none' }));

  it('the chosen tip option has a 3px Highlight border and a Highlight check mark; the others 1px CanvasText, and nothing moves', async () => {
    expect(matchMedia('(forced-colors: active)').matches, 'the browser emulates forced colours').to.equal(true);
    const el = await proposalsElement({ value: 'medium' });
    const chosen = getComputedStyle(optionOf(el, 'medium'));
    const other = getComputedStyle(optionOf(el, 'low'));
    // The look forced colours removes: the box-shadow ring. What is left must still tell them apart.
    expect(chosen.boxShadow).to.equal('none');
    expect(chosen.borderTopWidth).to.equal('3px');
    expect(chosen.borderTopStyle).to.equal('solid');
    expect(chosen.borderTopColor).to.equal(systemColour('Highlight'));
    expect(other.borderTopWidth).to.equal('1px');
    expect(other.borderTopColor).to.equal(systemColour('CanvasText'));
    expect(systemColour('Highlight')).to.not.equal(systemColour('CanvasText'));
    const mark = optionOf(el, 'medium').querySelector('.check')!;
    expect(getComputedStyle(mark).visibility).to.equal('visible');
    expect(getComputedStyle(mark).color).to.equal(systemColour('Highlight'));
    expect(getComputedStyle(optionOf(el, 'low').querySelector('.check')!).visibility).to.equal('hidden');
    // The thicker border is taken from the padding: the chosen option's text sits where it did.
    const big = (value: string) => optionOf(el, value).querySelector('.big')!.getBoundingClientRect();
    const box = (value: string) => optionOf(el, value).getBoundingClientRect();
    expect(big('medium').top - box('medium').top).to.be.closeTo(big('low').top - box('low').top, 0.5);
    expect(box('medium').height).to.be.closeTo(box('low').height, 0.5);
    await expect(el).to.be.accessible();
  });

  it('the focus ring is Highlight, and disabled options are GrayText', async () => {
    const el = await proposalsElement();
    const first = optionOf(el, 'low');
    first.focus();
    await sendKeys({ press: 'ArrowRight' });
    await el.updateComplete;
    const focused = optionOf(el, 'medium');
    expect(el.shadowRoot!.activeElement).to.equal(focused);
    expect(getComputedStyle(focused).outlineStyle).to.equal('solid');
    expect(getComputedStyle(focused).outlineColor).to.equal(systemColour('Highlight'));

    const locked = await proposalsElement({ value: 'medium', disabled: true });
    const big = optionOf(locked, 'low').querySelector('.big')!;
    expect(getComputedStyle(big).color).to.equal(systemColour('GrayText'));
    expect(getComputedStyle(optionOf(locked, 'medium')).borderTopWidth, 'still told apart when locked').to.equal('3px');
  });
});

describe('reduced motion (emulated prefers-reduced-motion: reduce)', () => {
  afterEach(() => emulateMedia({ reducedMotion: 'no-preference' }));

  async function busySpinner() {
    const { host, svc } = await mountCheckout({ lang: 'en-US', staff: [{ employeeId: 'e-ana', firstName: 'Ana', lastName: 'Lima', avatar: '', serviceAmount: 50 }] });
    const release = svc.hold('intent');
    option(host, 'Ana Lima', 'low').click();
    await settled(host);
    deepAll<HTMLButtonElement>(host, 'button[part~="button"]')[0]!.click();
    await waitUntil(() => deepAll(host, '.spinner').length === 1, 'the spinner while the intent is created');
    return { spinner: deepAll(host, '.spinner')[0]!, release, svc };
  }

  it('the Confirm button\'s spinner turns by default and stands still under reduced motion', async () => {
    const moving = await busySpinner();
    expect(getComputedStyle(moving.spinner).animationName).to.equal('spin');
    moving.release();

    await emulateMedia({ reducedMotion: 'reduce' });
    const still = await busySpinner();
    const style = getComputedStyle(still.spinner);
    expect(style.animationName).to.equal('none');
    expect(style.borderTopStyle, 'a still ring that still reads as "working"').to.equal('dotted');
    still.release();
  });
});

describe('a dark system with no theme (emulated prefers-color-scheme: dark)', () => {
  afterEach(() => emulateMedia({ colorScheme: 'light' }));

  it('the checkout is dark on a light page, its text light, and axe finds no contrast problem', async () => {
    await emulateMedia({ colorScheme: 'dark' });
    const { host } = await mountCheckout({ lang: 'en-US' });
    await settled(host);
    for (const tag of ['staff-tip-list', 'checkout-summary']) {
      const el = host.querySelector(tag)!;
      const style = getComputedStyle(el);
      expect(luminance(style.backgroundColor), `${tag} background`).to.be.below(0.05);
      expect(luminance(style.color), `${tag} text`).to.be.above(0.6);
    }
    expect(getComputedStyle(document.documentElement).colorScheme, 'the page did not opt into dark: its canvas stays white').to.equal('normal');
    await expect(host).to.be.accessible();
  });

  it('stays as it was on a light system', async () => {
    const { host } = await mountCheckout({ lang: 'en-US' });
    const list = host.querySelector('staff-tip-list')!;
    expect(getComputedStyle(list).backgroundColor).to.equal('rgba(0, 0, 0, 0)');
    expect(luminance(getComputedStyle(list).color)).to.be.below(0.05);
  });
});

describe('a host page with body { text-align: center; text-transform: uppercase; letter-spacing: 3px }', () => {
  let style: HTMLStyleElement;
  beforeEach(() => {
    style = document.createElement('style');
    style.textContent = 'body { text-align: center; text-transform: uppercase; letter-spacing: 3px; word-spacing: 9px; line-height: 3; white-space: pre; }';
    document.head.append(style);
  });
  afterEach(() => style.remove());

  /** Where the text of `el` starts, from its box's inline start (LTR). */
  function textIndent(el: Element): number {
    const range = document.createRange();
    range.selectNodeContents(el);
    return range.getBoundingClientRect().left - el.getBoundingClientRect().left;
  }

  it('leaves staff names and the custom amount label at the start, as written, in every element', async () => {
    const { host } = await mountCheckout({ lang: 'en-US' });
    option(host, 'Maya Okafor', 'custom').click();
    await settled(host);
    const names = deepAll(host, '[part~="name"]');
    expect(names.length).to.be.above(1);
    const label = deepAll(host, 'custom-tip-input').map((el) => el.shadowRoot!.querySelector('label')!)[0]!;
    for (const el of [...names, label]) {
      const css = getComputedStyle(el);
      expect(css.textAlign, el.textContent!).to.equal('start');
      expect(css.textTransform).to.equal('none');
      expect(css.letterSpacing).to.equal('normal');
      expect(css.wordSpacing).to.equal('0px');
      expect(css.whiteSpace).to.equal('normal');
      expect(textIndent(el), `${el.textContent} starts at the start of its box`).to.be.below(1);
    }
    const nameCss = getComputedStyle(names[0]!);
    expect(Number.parseFloat(nameCss.lineHeight) || 0, 'line height is the element\'s, not 3').to.be.below(Number.parseFloat(nameCss.fontSize) * 2);

    // Every element of the library, and the tablet, resets the same properties on its host.
    const { client } = sandboxClient();
    const transactionId = await confirmedSale(client);
    const others = await fixture<HTMLElement>(html`<div>
      <tip-transaction locale="en-US" .client=${client} transaction-id=${transactionId}></tip-transaction>
      <tip-refund locale="en-US" .client=${client} transaction-id=${transactionId} .staff=${[ana, ben]}></tip-refund>
      <tip-transfer locale="en-US" .client=${client} transaction-id=${transactionId} .staff=${[ana, ben]}></tip-transfer>
      <tip-device-pairing locale="en-US" .client=${createDisplayClient({ baseUrl: 'http://sandbox.test', fetch: createSandbox().fetch })}></tip-device-pairing>
      <tip-display-device locale="en-US"></tip-display-device>
    </div>`);
    const all = [...host.querySelectorAll('tip-checkout, staff-tip-list, checkout-summary'), ...deepAll(host, 'tip-proposals, custom-tip-input'), ...others.children];
    expect(new Set(all.map((el) => el.localName)).size).to.equal(10);
    for (const el of all) {
      const css = getComputedStyle(el);
      expect([css.textAlign, css.textTransform, css.letterSpacing, css.whiteSpace], el.localName).to.deep.equal(['start', 'none', 'normal', 'normal']);
    }
  });
});

describe('the staff list', () => {
  it('grows with its content by default: no scroll bar of its own, even taller than the screen', async () => {
    const staff: StaffMember[] = Array.from({ length: 24 }, (_, i) => ({ employeeId: `e-${i}`, firstName: `Staff${i}`, lastName: 'Member', avatar: '', serviceAmount: 40 }));
    const { host } = await mountCheckout({ lang: 'en-US', staff });
    const list = host.querySelector('staff-tip-list')!;
    list.style.removeProperty('--tip-list-max-height');
    await settled(host);
    const ul = list.shadowRoot!.querySelector<HTMLElement>('.list')!;
    expect(ul.scrollHeight).to.be.above(window.innerHeight);
    expect(ul.clientHeight).to.equal(ul.scrollHeight);
    list.style.setProperty('--tip-list-max-height', '300px');
    expect(ul.clientHeight, 'a host may cap it').to.equal(300);
    expect(ul.scrollHeight).to.be.above(300);
  });
});

/** Every id an aria-describedby or aria-labelledby names in `root` and the shadow roots below it that is missing from its own tree. */
function danglingReferences(root: Element): string[] {
  const dangling: string[] = [];
  const walk = (scope: Document | ShadowRoot | Element, tree: Document | ShadowRoot) => {
    for (const el of scope.querySelectorAll('*')) {
      for (const attribute of ['aria-describedby', 'aria-labelledby', 'aria-controls']) {
        for (const id of (el.getAttribute(attribute) ?? '').split(/\s+/).filter(Boolean)) {
          if (!tree.getElementById(id)) dangling.push(`${el.getRootNode() instanceof ShadowRoot ? (el.getRootNode() as ShadowRoot).host.localName : 'page'}: <${el.localName} ${attribute}="${id}">`);
        }
      }
      if (el.shadowRoot) walk(el.shadowRoot, el.shadowRoot);
    }
  };
  walk(root, root.getRootNode() as Document);
  return dangling;
}

describe('no dangling aria-describedby / aria-labelledby', () => {
  it('in a whole checkout: failed proposals, Retry, an empty, an invalid and a large custom tip, a failed and a created intent', async () => {
    const { host, svc } = await mountCheckout({ lang: 'en-US', failProposals: true });
    const states: string[] = [];
    const check = async (state: string) => {
      await settled(host);
      states.push(state);
      expect(danglingReferences(host), state).to.deep.equal([]);
    };
    await check('proposals failed');
    deepAll(host, 'button[part~="retry"]')[0]!.click();
    await waitUntil(() => deepAll(host, '[role="radio"][data-value="low"]').length > 0, 'proposals after Retry');
    await check('proposals');
    option(host, 'Maya Okafor', 'custom').click();
    await check('custom amount empty');
    (await typeCustom(host, 'Maya Okafor', 'abc')).blur();
    await check('custom amount invalid');
    await typeCustom(host, 'Maya Okafor', '500');
    await waitUntil(() => deepAll(host, '[part~="guard"]').length === 1, 'the large-tip question', { timeout: 3000 });
    await check('large tip question');
    deepAll<HTMLButtonElement>(host, '[part~="guard"] button')[0]!.click();
    for (const group of deepAll(host, '[role="radiogroup"]')) group.querySelector<HTMLElement>('[data-value="none"]')?.click();
    option(host, 'Maya Okafor', 'low').click();
    await check('all chosen');
    svc.sandbox.failNext(1, { operations: ['intent'] });
    deepAll<HTMLButtonElement>(host, 'button[part~="button"]')[0]!.click();
    await waitUntil(() => deepAll(host, '[part~="error"]').length > 0, 'the intent failed');
    await check('intent failed');
    deepAll<HTMLButtonElement>(host, '.action [part~="retry"]')[0]!.click();
    await waitUntil(() => deepAll(host, '[part~="status"]').length > 0, 'the intent');
    await check('intent created');
    expect(states).to.have.length(8);
  });

  it('in the back office, Display mode and the tablet', async () => {
    const { client } = sandboxClient();
    const transactionId = await confirmedSale(client);
    const sandbox = createSandbox({ devices: [{ deviceId: 'ABC234', activated: true }] });
    const display = createDisplayClient({ baseUrl: 'http://sandbox.test', credentials: sandbox.credentials, fetch: sandbox.fetch });
    const device = SimulatedDevice.of(sandbox.devices[0]!);
    const root = await fixture<HTMLElement>(html`<div>
      <tip-transaction locale="en-US" .client=${client} transaction-id=${transactionId}></tip-transaction>
      <tip-refund locale="en-US" .client=${client} transaction-id=${transactionId} .staff=${[ana, ben]}></tip-refund>
      <tip-transfer locale="en-US" .client=${client} transaction-id=${transactionId} .staff=${[ana, ben]}></tip-transfer>
      <tip-device-pairing locale="en-US" .client=${display}></tip-device-pairing>
      <tip-display-device locale="en-US" .device=${device}></tip-display-device>
    </div>`);
    for (const el of root.querySelectorAll<HTMLElement & { transaction: unknown; updateComplete: Promise<boolean> }>('tip-transaction, tip-refund, tip-transfer')) await loaded(el);
    expect(danglingReferences(root), 'loaded').to.deep.equal([]);

    // A pairing code that is not one; a refund and a transfer with bad amounts.
    const pairing = root.querySelector<HTMLElement & { updateComplete: Promise<boolean> }>('tip-device-pairing')!;
    const code = await shown<HTMLInputElement>(pairing, 'input');
    code.focus();
    await sendKeys({ type: '!' });
    await sendKeys({ press: 'Enter' });
    await pairing.updateComplete;
    const refund = root.querySelector<HTMLElement & { updateComplete: Promise<boolean> }>('tip-refund')!;
    for (const input of refund.shadowRoot!.querySelectorAll<HTMLInputElement>('input[type="text"]')) {
      input.focus();
      await sendKeys({ type: 'abc' });
      input.blur();
    }
    await refund.updateComplete;
    expect(danglingReferences(root), 'invalid input').to.deep.equal([]);

    // The tablet with a sale: tips to choose (the hint names who is missing), then the review.
    const tablet = root.querySelector<TipDisplayDevice>('tip-display-device')!;
    await display.create({
      deviceId: 'ABC234',
      transactionId: 't1',
      service: [{ employeeId: 'e-ana', firstName: 'Ana', lastName: 'Lima', avatar: '', amount: 50 }],
      display: [{ name: 'Cut', qty: 1, total: 50 }],
      total: 50,
      customer: { id: 'c-1', firstName: 'Sam', lastName: 'Lee' },
    });
    await waitUntil(() => device.screen.kind === 'tips' && tablet.shadowRoot!.querySelector('staff-tip-list'), 'tips screen');
    await settled(tablet);
    expect(danglingReferences(root), 'tablet: tips').to.deep.equal([]);
  });
});
