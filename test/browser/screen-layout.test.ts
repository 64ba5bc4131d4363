/**
 * The customer screen and the station's status at a phone's width (390 px) and a counter
 * monitor's (1280 px), in every shipped locale: pairing code, connecting, idle, a sale's checkout
 * and waiting on the screen; the status with every person's choice and the total. No text leaves
 * its box and the page never scrolls sideways.
 */
import { expect, fixture, fixtureCleanup, html, waitUntil } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import { isRtlLocale } from '../../src/i18n/localize.js';
import { SHIPPED_LOCALES } from '../../src/i18n/registry.js';
import type { SaleState } from '../../src/protocol/screen-schemas.js';
import { createStationLink, enScreen, type ScreenMessages, type ScreenTransport } from '../../src/screen/index.js';
import { DEMO_LOCATION_ID } from '../../src/sandbox/index.js';
import { deepAll, plain, shownText } from './checkout-page.js';
import { sandboxClient } from './support.js';

/** Every element box drawn under `root` and its shadow roots, inputs and visually hidden text aside. */
function boxes(root: ParentNode): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>('*')].flatMap((el) => {
    const inner = el.shadowRoot ? boxes(el.shadowRoot) : [];
    const style = getComputedStyle(el);
    const drawn = !['input', 'style', 'slot'].includes(el.localName) && !['inline', 'contents', 'none'].includes(style.display) && style.clipPath === 'none' && el.getBoundingClientRect().width > 1;
    return drawn ? [el, ...inner] : inner;
  });
}

const staff = [
  { employeeId: 'e-maya', firstName: 'Maya', lastName: 'Okafor', avatar: '', serviceAmount: 85 },
  { employeeId: 'e-kenji', firstName: 'Kenji', lastName: 'Watanabe', avatar: '', serviceAmount: 9 },
];

/** A transport standing still in one state: what the elements show for it. */
function still(state: { paired: boolean; code?: string; sale?: SaleState | null }): ScreenTransport {
  return Object.assign(new EventTarget(), {
    sale: state.sale ?? null,
    connection: 'online' as const,
    peer: 'online' as const,
    paired: state.paired,
    code: state.code,
    open: () => undefined,
    send: () => Promise.resolve(),
    pair: () => Promise.resolve(),
    unpair: () => Promise.resolve(),
    close: () => undefined,
  });
}

function saleIn(tag: string, phase: SaleState['phase']): SaleState {
  return {
    saleId: `layout-${tag}`,
    sale: { staff, customer: { id: 'c-1', firstName: 'Amelia', lastName: 'Chen' }, locationId: DEMO_LOCATION_ID, currency: 'EUR', locale: tag, lines: [{ name: 'Cut', total: 94 }] },
    phase,
    stationSeq: 1,
    screenSeq: 1,
    selections: [{ ...staff[0]!, amount: 17, level: 'medium' }],
  };
}

describe('customer screen layout in every locale', () => {
  after(() => setViewport({ width: 800, height: 600 }));

  for (const width of [390, 1280]) {
    it(`at ${width} px, in every shipped locale, no text leaves its box and the page does not scroll sideways`, async function () {
      this.timeout(180_000);
      await setViewport({ width, height: 900 });
      const overflowing: string[] = [];
      let cases = 0;
      for (const tag of SHIPPED_LOCALES) {
        const { client } = sandboxClient();
        const link = createStationLink({ transport: still({ paired: true, sale: saleIn(tag, 'open') }) });
        const host = await fixture<HTMLElement>(html`<main lang=${tag} dir=${isRtlLocale(tag) ? 'rtl' : 'ltr'} style="padding: 8px; display: grid; gap: 16px">
          <tip-customer-screen .transport=${still({ paired: false, code: 'K7M2QX' })}></tip-customer-screen>
          <tip-customer-screen .transport=${still({ paired: false })}></tip-customer-screen>
          <tip-customer-screen .transport=${still({ paired: true })}></tip-customer-screen>
          <tip-customer-screen .transport=${still({ paired: true, sale: saleIn(tag, 'intent') })}></tip-customer-screen>
          <tip-customer-screen .client=${client} .transport=${still({ paired: true, sale: saleIn(tag, 'open') })}></tip-customer-screen>
          <tip-station-status .link=${link} style="max-inline-size: 20rem"></tip-station-status>
        </main>`);
        const welcome = plain(tag === 'en' ? enScreen.screenWelcome : ((await import(`../../src/i18n/locales/${tag}/screen.ts`)) as { default: ScreenMessages }).default.screenWelcome);
        await waitUntil(() => deepAll(host, '[role="radio"][data-value="medium"]').length === 2 && shownText(host).includes(welcome), `${tag}: the sale's proposals, the locale's words`, { timeout: 5000 });
        for (const el of deepAll<HTMLElement & { updateComplete?: Promise<unknown> }>(host, '*')) if (el.updateComplete) await el.updateComplete;
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
        const page = document.documentElement;
        for (const el of boxes(host)) {
          cases++;
          const box = el.getBoundingClientRect();
          const what = `${tag}: ${el.localName}[${el.getAttribute('part') ?? el.className}] "${plain(el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40)}"`;
          if (el.scrollWidth > el.clientWidth + 0.5) overflowing.push(`${what} ${el.scrollWidth} > ${el.clientWidth}`);
          else if (box.left < -0.5 || box.right > page.clientWidth + 0.5) overflowing.push(`${what} off screen (${Math.round(box.left)}…${Math.round(box.right)})`);
        }
        if (page.scrollWidth > page.clientWidth) overflowing.push(`${tag}: the page scrolls sideways (${page.scrollWidth} > ${page.clientWidth})`);
        link.close();
        fixtureCleanup();
      }
      expect(cases).to.be.greaterThan(SHIPPED_LOCALES.length * 20);
      expect(overflowing).to.deep.equal([]);
    });
  }
});
