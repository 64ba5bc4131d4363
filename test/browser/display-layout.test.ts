/**
 * Display mode at the narrowest phone width, in every shipped locale: both pairing forms (one with
 * its refusal shown) and the simulated tablet in three states; no text leaves its box and the page
 * never scrolls sideways. (Finnish's "kassajärjestelmään" in the tablet's heading once widened
 * the page to 334 px.)
 */
import { expect, fixture, fixtureCleanup, html, waitUntil } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import { createDisplayClient } from '../../src/client/index.js';
import '../../src/devtools/display-device/index.js';
import { isRtlLocale } from '../../src/i18n/localize.js';
import { defineDisplayElements, SHIPPED_LOCALES, type Catalogue } from '../../src/index.js';
import { createSandbox, type SandboxDevice } from '../../src/sandbox/index.js';
import { plain, settled, shownText } from './checkout-page.js';

defineDisplayElements();

/** Every element box drawn under `root` and its shadow roots, inputs and visually hidden text aside. */
function boxes(root: ParentNode): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>('*')].flatMap((el) => {
    const inner = el.shadowRoot ? boxes(el.shadowRoot) : [];
    const style = getComputedStyle(el);
    const drawn = !['input', 'style'].includes(el.localName) && !['inline', 'contents', 'none'].includes(style.display) && style.clipPath === 'none' && el.getBoundingClientRect().width > 1;
    return drawn ? [el, ...inner] : inner;
  });
}

/** A locale's own words for the area, read over its language's for a regional locale that holds only its differences. */
async function wordsOf(tag: string): Promise<Catalogue> {
  const load = async (t: string) => ((await import(`../../src/i18n/locales/${t}/index.ts`)) as { default: Catalogue }).default;
  return tag === 'fr-CA' ? { ...(await load('fr')), ...(await load(tag)) } : load(tag);
}

describe('Display mode layout in every locale', () => {
  after(() => setViewport({ width: 800, height: 600 }));

  it('at 320 px, in every shipped locale, no text leaves its box and the page does not scroll sideways', async function () {
    this.timeout(120_000);
    await setViewport({ width: 320, height: 900 });
    const overflowing: string[] = [];
    let cases = 0;
    for (const tag of SHIPPED_LOCALES) {
      const t = await wordsOf(tag);
      const sandbox = createSandbox({ devices: [{ deviceId: 'ABC234' }, { sync: 'pos' }, { deviceId: 'XYZ789', activated: true }] });
      const client = createDisplayClient({ baseUrl: 'http://sandbox.test', credentials: sandbox.credentials, fetch: sandbox.fetch });
      const [unsynced, posSync, ready] = sandbox.devices as [SandboxDevice, SandboxDevice, SandboxDevice];
      const host = await fixture<HTMLElement>(html`<main lang=${tag} dir=${isRtlLocale(tag) ? 'rtl' : 'ltr'} style="padding: 8px; display: grid; gap: 16px">
        <tip-device-pairing .client=${client}></tip-device-pairing>
        <tip-device-pairing .client=${client} method="pos" storage-key=${`display-layout-${tag}`}></tip-device-pairing>
        <tip-display-device .device=${unsynced}></tip-display-device>
        <tip-display-device .device=${posSync}></tip-display-device>
        <tip-display-device .device=${ready}></tip-display-device>
      </main>`);
      await waitUntil(() => shownText(host).includes(plain(t.pairingCodeLabel!)) && shownText(host).includes(plain(t.deviceReady!)), `${tag} shown`, { timeout: 5000 });
      // The POS-sync form's refusal: the device does not know the identifier yet.
      const byIdentifier = host.children[1] as HTMLElement;
      byIdentifier.shadowRoot!.querySelector<HTMLButtonElement>('button[part~="button"]')!.click();
      await waitUntil(() => shownText(host).includes(plain(t.pairingNotYet!)), `${tag}: the refusal`, { timeout: 3000 });
      await settled(host);
      const page = document.documentElement;
      for (const el of boxes(host)) {
        cases++;
        const box = el.getBoundingClientRect();
        const what = `${tag}: ${el.localName}[${el.getAttribute('part') ?? el.className}] "${plain(el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40)}"`;
        if (el.scrollWidth > el.clientWidth) overflowing.push(`${what} ${el.scrollWidth} > ${el.clientWidth}`);
        else if (box.left < -0.5 || box.right > page.clientWidth + 0.5) overflowing.push(`${what} off screen (${Math.round(box.left)}…${Math.round(box.right)})`);
      }
      if (page.scrollWidth > page.clientWidth) overflowing.push(`${tag}: the page scrolls sideways (${page.scrollWidth} > ${page.clientWidth})`);
      fixtureCleanup();
    }
    expect(cases).to.be.greaterThan(SHIPPED_LOCALES.length * 30);
    expect(overflowing).to.deep.equal([]);
  });
});
