// The floor's side of the low-end profile (bench/lowend.mjs), loaded by the declarative-shadow-DOM
// page (/dsd in bench/run.mjs): no element is defined there, so the checkout's markup rendered by
// @lit-labs/ssr (bench/ssr.ts) stays what the server sent, and this script does the least a page
// must do to show the same thing, with the same requests (the in-browser sandbox the checkout's
// bench page uses, no latency) and the same detection of what is painted (bench/paint.ts):
// - next sale: the proposals fetched, then the new sale's server markup put in place;
// - click: the clicked option checked in its group, the new total written in the summary;
// - keystroke: the fee looked up (no debounce) and written next to a plain input.
import { createDataClient } from '../src/client/index.js';
import { createSandbox, DEMO_LOCATION_ID } from '../src/sandbox/index.js';
import { deep, inputToPaint, rowsPainted, rowsShown, totalShown } from './paint.js';

interface Level {
  total: number;
}
type Proposal = { serviceAmount: number } & Record<'low' | 'medium' | 'high', Level>;

const sandbox = createSandbox({ latencyMs: 0 });
const client = createDataClient({ baseUrl: 'http://sandbox.test', credentials: sandbox.credentials, fetch: sandbox.fetch });
const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const host = document.createElement('div');
document.body.append(host);

let proposals: Proposal[] = [];
const chosen = new Map<number, number>();
let pending: Promise<number> | undefined;

/** Shows `html` (a sale's server markup) in the page, instead of what was there. */
function mount(html: string, saleProposals: Proposal[] = []): void {
  host.setHTMLUnsafe(html);
  proposals = saleProposals;
  chosen.clear();
}

/** The least a click on an option does: check it in its group, and write the new total. */
document.addEventListener('click', (event) => {
  const path = event.composedPath() as Element[];
  const radio = path.find((el) => el.getAttribute?.('role') === 'radio');
  const row = path.find((el) => el.localName === 'tip-proposals');
  if (!radio || !row || !path.includes(host)) return;
  for (const other of radio.parentElement!.querySelectorAll('[role="radio"]')) {
    const checked = other === radio;
    other.setAttribute('aria-checked', String(checked));
    other.setAttribute('part', checked ? 'option option-selected' : 'option');
  }
  const rows: Element[] = [...(host.querySelector('staff-tip-list')?.shadowRoot?.querySelectorAll('tip-proposals') ?? [])];
  const index = rows.indexOf(row);
  const level = radio.getAttribute('data-value') as 'low' | 'medium' | 'high';
  chosen.set(index, proposals[index]?.[level]?.total ?? 0);
  const services = proposals.reduce((sum, p) => sum + p.serviceAmount, 0);
  const tips = [...chosen.values()].reduce((sum, x) => sum + x, 0);
  const amount = host.querySelector('checkout-summary')?.shadowRoot?.querySelector('[part~="total"] .amount');
  if (amount) amount.textContent = money.format(services + tips);
});

/** The next sale: its proposals fetched, its markup in place; ms from the start to the frame that shows every row's proposals. */
async function nextSale(html: string, serviceAmounts: number[], expected: string[]): Promise<number> {
  const t0 = performance.now();
  await client.proposals({ locationId: DEMO_LOCATION_ID, serviceAmounts });
  mount(html);
  return (await rowsPainted(host, expected)) - t0;
}

/** A plain input whose fee is looked up on every keystroke (no debounce) and written after it. */
function openFee(): void {
  host.replaceChildren();
  const input = document.createElement('input');
  input.inputMode = 'decimal';
  const fee = document.createElement('span');
  input.addEventListener('input', () => {
    const amount = Number(input.value);
    void client.fees({ locationId: DEMO_LOCATION_ID, amounts: [amount] }).then(([quote]) => {
      fee.textContent = `Fee ${money.format(quote!.fee)}, total ${money.format(quote!.total)}`;
    });
  });
  host.append(input, fee);
}

const feeShown = () => host.querySelector('span')?.textContent ?? '';

/** Centre of the `index`-th element matching `selector` (through shadow roots), scrolled into view, for a real mouse click. */
function point(selector: string, index = 0): [number, number] {
  const el = [...deep(host)].filter((e) => e.matches(selector))[index];
  if (!el) throw new Error(`floor: no ${selector} #${index}`);
  el.scrollIntoView({ block: 'center' });
  const box = el.getBoundingClientRect();
  return [box.x + box.width / 2, box.y + box.height / 2];
}

declare global {
  interface Window {
    floor: typeof floor;
  }
}

const floor = {
  mount,
  nextSale,
  openFee,
  point,
  rows: () => rowsShown(host),
  total: () => totalShown(host),
  /** Starts timing the next click to the frame that paints a new total; `result()` awaits it. */
  watchClick: () => {
    const before = totalShown(host);
    pending = inputToPaint('click', () => totalShown(host) !== before);
  },
  /** Starts timing the next keydown to the frame that paints a new fee; `result()` awaits it. */
  watchFee: () => {
    const before = feeShown();
    pending = inputToPaint('keydown', () => feeShown() !== before && feeShown() !== '');
  },
  result: () => pending!,
  clear: () => mount(''),
};
window.floor = floor;
