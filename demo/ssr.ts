/**
 * The demo checkout rendered on the server (`npm start` with `TIP_DEMO_SSR=1`, or `/?ssr`): Node
 * renders `tip-checkout` with the sale's staff, bill, customer and tip proposals (asked by the
 * host's server) to declarative shadow DOM with `@lit-labs/ssr` (docs/ssr.md), so the staff, their
 * pictures, every tip option and the bill are in the first paint, before any script;
 * demo/main-ssr.ts then hydrates it. Loaded by Vite's dev server (vite.config.ts) in Node; never
 * served to the browser.
 */
import { LitElementRenderer, render } from '@lit-labs/ssr'; // first: its DOM shim holds the registry the elements define themselves in
import { collectResult } from '@lit-labs/ssr/lib/render-result.js';
import { html, unsafeStatic } from 'lit/static-html.js';
import { elements, type DataClient } from '../src/checkout.js';
import { EARLY_TAPS_SCRIPT, loadTeamMode, proposalsPayload } from '../src/index.js';
import { customer, linesFor, staff } from './sale.js';
import { RTL, strings, type Locale } from './strings.js';

// The elements inside tip-checkout get the sale through its context, which needs connectedCallback.
const tags = new Set<string>(elements.map(([tag]) => tag));
LitElementRenderer.renderOptions.push((element) => (tags.has(element.localName) ? { connectedCallback: true } : undefined));

const CHECKOUT = /<tip-checkout ([^>]*)>([^]*)<\/tip-checkout>/;

/**
 * demo/index.html (as Vite served it) with its checkout rendered as the request asks: in the
 * page's `?locale=` (English when it is none of the demo's) and tip mode (`?tip=team`: one tip
 * for the team), with the page's currency: the same staff, bill, customer and settings the page's
 * script sets, so hydration finds what it would render itself, and the proposals the
 * host's server asks the service for with `proposals` (the page's script gives the checkout the
 * same answer, from the JSON put in the page: no request, and the tip options in the first paint).
 */
export async function renderDemoPage(page: string, query: URLSearchParams, proposals: DataClient['proposals']): Promise<string> {
  const locale = (Object.keys(strings) as Locale[]).find((l) => l === query.get('locale')) ?? 'en-US';
  const tipMode = query.get('tip') === 'team' ? 'team' : 'each';
  // The server's render is synchronous: team mode's group is drawn only with its code loaded.
  if (tipMode === 'team') await loadTeamMode();
  const [block, attributes, inner] = CHECKOUT.exec(page) ?? [];
  if (!block) throw new Error('demo/index.html has no <tip-checkout>');
  const locationId = /location-id="([^"]*)"/.exec(attributes!)?.[1] ?? '';
  const serverProposals = await proposals(proposalsPayload({ locationId, staff }));
  // The page's own markup around the elements is static: Lit renders the elements inside it.
  const checkout = await collectResult(
    render(
      html`<tip-checkout ${unsafeStatic(attributes!)} locale=${locale} tip-mode=${tipMode} .staff=${staff} .lines=${linesFor(strings[locale].lines, locale)} .customer=${customer} .serverProposals=${serverProposals}>${unsafeStatic(inner!)}</tip-checkout>`,
    ),
  );
  // JSON in a script element: `<` escaped, so no text in it can close the element.
  const json = `<script type="application/json" id="tip-proposals">${JSON.stringify(serverProposals).replace(/</g, '\\u003c')}</script>`;
  const root = `<html lang="${locale}" dir="${RTL.has(locale) ? 'rtl' : 'ltr'}"`;
  // Before the checkout's markup: a tap on an option before the page's script has hydrated it counts (docs/ssr.md).
  const early = `<script>${EARLY_TAPS_SCRIPT}</script>`;
  return page.replace(block, () => early + checkout + json).replace(/<html lang="[^"]*"/, root);
}
