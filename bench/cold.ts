// The cold-page run's script (bundled by bench/run.mjs like a POS page's: `tip-elements` and its
// client, production Lit): a fresh page renders the checkout at once, its proposals answered from
// JSON in the page, and records when it is rendered and laid out, in ms since navigation.
import { counts } from './counters.js'; // first: the end of the last Lit update, without a walk to find it
import { TipCheckout, type DataClient, type Proposal } from '../src/checkout.js';
import { customer, staffOf } from './staff.js';

const proposals = JSON.parse(document.getElementById('proposals')!.textContent!) as Proposal[];
const scriptAt = performance.now();
const checkout = document.createElement('tip-checkout') as TipCheckout;
checkout.client = { proposals: () => Promise.resolve(proposals) } as unknown as DataClient;
checkout.locationId = 'demo-location';
checkout.customer = customer;
checkout.staff = staffOf(proposals.length);
checkout.append(document.createElement('staff-tip-list'), document.createElement('checkout-summary'));
document.body.append(checkout);

interface Updatable extends Element {
  updateComplete: Promise<boolean>;
  isUpdatePending: boolean;
}
function updatables(): Updatable[] {
  const found: Updatable[] = [];
  const walk = (root: Element | ShadowRoot) => {
    for (const el of root.querySelectorAll('*')) {
      if ('updateComplete' in el) found.push(el as Updatable);
      if (el.shadowRoot) walk(el.shadowRoot);
    }
  };
  walk(document.body);
  return found;
}

for (let round = 0; round < 50; round++) {
  const before = updatables();
  await Promise.all(before.map((el) => el.updateComplete));
  const after = updatables();
  if (after.length === before.length && after.every((el) => !el.isUpdatePending) && after.length >= proposals.length + 3) break;
}
const domAt = counts.lastUpdateEnd;
const layoutFrom = performance.now();
document.documentElement.getBoundingClientRect();
const doneAt = domAt + performance.now() - layoutFrom;
const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
let radios = 0;
const count = (root: Element | ShadowRoot) => {
  for (const el of root.querySelectorAll('*')) {
    if (el.getAttribute('role') === 'radio') radios++;
    if (el.shadowRoot) count(el.shadowRoot);
  }
};
count(document.body);
Object.assign(window, { coldResult: { responseEnd: navigation?.responseEnd ?? 0, scriptAt, domAt, doneAt, radios } });
document.body.dataset['done'] = 'true';
