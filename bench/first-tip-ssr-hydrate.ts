// The hydration of the server-rendered cold page of the low-end profile (bench/lowend.mjs),
// loaded by ./first-tip-ssr.ts once the server's markup is drawn, written as docs/ssr.md says a
// POS page's is: the page's HTML carries the checkout rendered by @lit-labs/ssr with the proposals
// the page's server asked for (`serverProposals`, bench/ssr.ts's `hydratable`), and this module
// (bundled with code splitting, as an app's bundler would), loaded after Lit's hydration support
// (./first-tip-ssr.ts), imports the checkout entry and gives the checkout the same sale, proposals (JSON in the page) and
// a client for what follows (fees, intent) in the same task. bench/watch.ts, inlined in the page,
// times the first tip proposal painted; `firstTipWorks` (window.firstTipWorks) resolves after the
// frame in which the checkout, its list and the first row are hydrated: a click then counts.
import { createDataClient, type Proposal, type TipCheckout } from '../src/checkout.js';
import { deep, paintedWhen } from './paint.js';
import { customer, demoStaff, staffOf } from './staff.js';

// Lit's hydration support, lit and the elements have been evaluated: the elements hydrate from here.
performance.mark('bench:hydrate-start');
const sale = document.documentElement.dataset['sale'] ?? 'demo';
const checkout = document.querySelector<TipCheckout>('tip-checkout')!;
checkout.client = createDataClient({ baseUrl: '/api/tips' });
checkout.customer = customer;
checkout.staff = sale === 'demo' ? demoStaff : staffOf(Number(sale));
checkout.serverProposals = JSON.parse(document.getElementById('tip-proposals')!.textContent!) as Proposal[];

type Hydrating = Element & { hasUpdated?: boolean };
const hydrated = (el: Element | null | undefined) => (el as Hydrating | null | undefined)?.hasUpdated === true;
/** After the frame in which the checkout, its list and its first row are hydrated: a click then counts. */
export const firstTipWorks = paintedWhen(() => {
  if (!hydrated(checkout)) return false;
  let list: Element | undefined;
  let row: Element | undefined;
  for (const el of deep(checkout)) {
    if (el.localName === 'staff-tip-list') list ??= el;
    if (el.localName === 'tip-proposals') {
      row = el;
      break;
    }
  }
  return hydrated(list) && hydrated(row);
}, 60_000);
