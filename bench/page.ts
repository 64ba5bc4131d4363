// The bench page (bundled by bench/run.mjs with esbuild, production Lit): renders tip-checkout
// against the in-browser sandbox and exposes measurements on `window.tipBench` for the driver.
import { counts } from './counters.js'; // first: it wraps Intl.NumberFormat and Lit's update before the elements load
import { createDataClient, type DataClient, type Proposal } from '../src/client/index.js';
import { TipCheckout } from '../src/checkout.js';
import { createSandbox, DEMO_LOCATION_ID } from '../src/sandbox/index.js';
import type { StaffMember } from '../src/elements/internal/types.js';
import { customer, saleOf, staffOf } from './staff.js';
import { deep, inputToPaint, rowsPainted, rowsShown, totalShown } from './paint.js';

/** Resolves at the next animation frame (the frame that paints what changed), with performance.now() then. */
const frame = () => new Promise<number>((resolve) => requestAnimationFrame(() => resolve(performance.now())));


interface Updatable extends Element {
  updateComplete: Promise<boolean>;
  isUpdatePending: boolean;
}
const isUpdatable = (el: Element): el is Updatable => 'updateComplete' in el;
const updatables = (root: Element) => [root, ...deep(root)].filter(isUpdatable);

/** Waits until no element in the subtree has an update pending, re-checking for elements the updates created (bounded). */
async function settled(root: Element): Promise<void> {
  for (let round = 0; round < 50; round++) {
    const before = updatables(root);
    await Promise.all(before.map((el) => el.updateComplete));
    const after = updatables(root);
    if (after.length === before.length && after.every((el) => !el.isUpdatePending)) return;
  }
  throw new Error('elements kept updating');
}

function counted(sandboxFetch: typeof fetch, log: string[]): typeof fetch {
  return (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    log.push(url.replace(/^.*\/v1\/data\//, ''));
    return sandboxFetch(input, init);
  };
}

function mountCheckout(client: DataClient, staff: StaffMember[]): { host: HTMLElement; checkout: TipCheckout } {
  const host = document.createElement('div');
  const checkout = document.createElement('tip-checkout');
  checkout.client = client;
  checkout.locationId = DEMO_LOCATION_ID;
  checkout.customer = customer;
  checkout.staff = staff;
  checkout.append(document.createElement('staff-tip-list'), document.createElement('checkout-summary'));
  host.append(checkout);
  document.body.append(host);
  return { host, checkout };
}

/** Forces style and layout of the whole page now (the flat tree, shadow roots included). */
const layout = () => document.documentElement.getBoundingClientRect().height + document.body.offsetHeight;

/** The service's proposals for `staff`, from the in-browser sandbox. */
async function proposalsFor(staff: StaffMember[]): Promise<Proposal[]> {
  const sandbox = createSandbox();
  const client = createDataClient({ baseUrl: 'http://sandbox.test', credentials: sandbox.credentials, fetch: sandbox.fetch });
  return client.proposals({ locationId: DEMO_LOCATION_ID, serviceAmounts: staff.map((m) => m.serviceAmount!) });
}

/** A client whose proposals are already answered: the checkout's one request resolves at once. */
function answered(proposals: Proposal[]): DataClient {
  const sandbox = createSandbox();
  const client = createDataClient({ baseUrl: 'http://sandbox.test', credentials: sandbox.credentials, fetch: sandbox.fetch });
  return { ...client, proposals: () => Promise.resolve(proposals) };
}

const elementsIn = (root: Element) => [root, ...deep(root)].filter((el) => !(el instanceof HTMLSlotElement) && !(el instanceof HTMLStyleElement));

/**
 * First render end to end: from creating the checkout to the end of the last Lit update (DOM),
 * then style and layout forced; with the Lit updates and `Intl.NumberFormat` constructions it took.
 */
async function render(n: number): Promise<{ domMs: number; totalMs: number; updates: number; numberFormats: number; nodes: number; radios: number }> {
  const staff = staffOf(n);
  const ready = answered(await proposalsFor(staff));
  await frame();

  const before = { ...counts };
  const t0 = performance.now();
  const { host, checkout } = mountCheckout(ready, staff);
  await settled(checkout);
  // The DOM is done when the last update ends: the walk that checks it is not counted. Nothing
  // between them yields to a frame, so style and layout are all still to do.
  const t1 = counts.lastUpdateEnd;
  const l0 = performance.now();
  layout();
  const t2 = t1 + performance.now() - l0;
  const updates = counts.updates - before.updates;
  const numberFormats = counts.numberFormats - before.numberFormats;

  const radios = [...deep(checkout)].filter((el) => el.getAttribute('role') === 'radio').length;
  if (radios !== n * 5) throw new Error(`expected ${n * 5} tip options, found ${radios}`);
  const nodes = elementsIn(checkout).length;
  host.remove();
  await frame();
  return { domMs: t1 - t0, totalMs: t2 - t0, updates, numberFormats, nodes, radios };
}

/** Shadow-piercing lookup of the first element matching `selector` inside `root`. */
function find<T extends Element>(root: Element, selector: string): T | undefined {
  return [...deep(root)].find((el) => el.matches(selector)) as T | undefined;
}

let session: { host: HTMLElement; checkout: TipCheckout; log: string[] } | undefined;

/** A checkout on the page for the interactive scenarios (`n` staff, or `staff`), its sandbox calls logged. */
async function open(n: number, staff = staffOf(n)): Promise<void> {
  session?.host.remove();
  const log: string[] = [];
  const sandbox = createSandbox({ latencyMs: 0 });
  const client = createDataClient({ baseUrl: 'http://sandbox.test', credentials: sandbox.credentials, fetch: counted(sandbox.fetch, log) });
  const { host, checkout } = mountCheckout(client, staff);
  session = { host, checkout, log };
  await settled(checkout);
  for (let i = 0; i < 200 && find(checkout, '[role="radio"][data-value="medium"]') === undefined; i++) await frame();
  await settled(checkout);
}

/** Centre of the `index`-th element matching `selector` (shadow-piercing), scrolled into view, for a real mouse click. */
function point(selector: string, index = 0): [number, number] {
  const matches = [...deep(session!.checkout)].filter((el) => el.matches(selector));
  const el = matches[index];
  if (!el) throw new Error(`no ${selector} #${index}`);
  el.scrollIntoView({ block: 'center' });
  const box = el.getBoundingClientRect();
  return [box.x + box.width / 2, box.y + box.height / 2];
}

/**
 * Resolves when the custom input's fee text shows, with the time from the last keydown to the
 * DOM change and to the next animation frame (the frame that paints it).
 */
function feeShown(): Promise<{ keyToDomMs: number; keyToFrameMs: number; debounceMs: number; text: string }> {
  const input = find<Element & { debounce: number; shadowRoot: ShadowRoot }>(session!.checkout, 'custom-tip-input');
  if (!input) return Promise.reject(new Error('no custom-tip-input'));
  const feeText = input.shadowRoot.querySelector('#fee-text');
  let keyAt = -1;
  const onKey = () => (keyAt = performance.now());
  document.addEventListener('keydown', onKey, { capture: true });
  return new Promise((resolve, reject) => {
    const timeout = setTimeout(() => {
      observer.disconnect();
      reject(new Error('no fee within 5 s'));
    }, 5000);
    const observer = new MutationObserver(() => {
      const text = input.shadowRoot.querySelector('#fee-text')?.textContent ?? '';
      if (keyAt < 0 || !text.startsWith('Fee')) return;
      const domAt = performance.now();
      observer.disconnect();
      clearTimeout(timeout);
      document.removeEventListener('keydown', onKey, { capture: true });
      void frame().then((frameAt) =>
        resolve({ keyToDomMs: domAt - keyAt, keyToFrameMs: frameAt - keyAt, debounceMs: input.debounce, text }),
      );
    });
    observer.observe(feeText ?? input.shadowRoot, { subtree: true, childList: true, characterData: true });
  });
}

let pendingFee: ReturnType<typeof feeShown> | undefined;
let clickStart = { at: 0, updates: 0, numberFormats: 0, byTag: new Map<string, number>() };

/** Starts counting at the next click (capture, before any element sees it). */
function watchClick(): void {
  const onClick = () => {
    document.removeEventListener('click', onClick, { capture: true });
    clickStart = { at: performance.now(), updates: counts.updates, numberFormats: counts.numberFormats, byTag: new Map(counts.byTag) };
  };
  document.addEventListener('click', onClick, { capture: true });
}

/** After a click: the time from it to the end of the last update it caused, the updates and formatters, the total shown. */
async function clickResult(): Promise<{ ms: number; updates: number; updatedTags: Record<string, number>; numberFormats: number; total: string }> {
  await settled(session!.checkout);
  const summary = find<HTMLElement>(session!.checkout, 'checkout-summary')!;
  const total = summary.shadowRoot!.querySelector('[part~="total"] .amount')?.textContent ?? '';
  return {
    ms: counts.lastUpdateEnd - clickStart.at,
    updates: counts.updates - clickStart.updates,
    updatedTags: Object.fromEntries(
      [...counts.byTag].map(([tag, n]) => [tag, n - (clickStart.byTag.get(tag) ?? 0)] as const).filter(([, n]) => n > 0),
    ),
    numberFormats: counts.numberFormats - clickStart.numberFormats,
    total,
  };
}

/** `reset()` then a new sale's staff, as a POS does between customers: the proposals requests that follow. */
async function resetThenStaff(n: number): Promise<string[]> {
  const { checkout, log } = session!;
  const from = log.length;
  checkout.reset();
  checkout.staff = staffOf(n);
  await settled(checkout);
  for (let i = 0; i < 200 && find(checkout, '[role="radio"][data-value="medium"]') === undefined; i++) await frame();
  await settled(checkout);
  return log.slice(from);
}

/** Sale `k` of `n` staff (bench/staff.ts saleOf) on the open checkout, as a POS starts one: `reset()`, then the staff; settled and every row showing proposals. */
async function showSale(n: number, k: number): Promise<void> {
  const { checkout } = session!;
  checkout.reset();
  checkout.staff = saleOf(n, k);
  await settled(checkout);
  for (let i = 0; i < 200 && rowsShown(checkout).some((row) => row === ''); i++) await frame();
  await settled(checkout);
}

/** The text of the fee a custom tip input shows (its `fee` part's live region), '' when none. */
function feeText(): string {
  const input = find<HTMLElement>(session!.checkout, 'custom-tip-input');
  return input?.shadowRoot?.querySelector('[part~="fee"] [aria-live]')?.textContent?.trim() ?? '';
}

let pendingPaint: Promise<number> | undefined;

/** The low-end profile's scenarios on this page (bench/lowend.mjs); the floor's are in bench/floor.ts. */
const lowEnd = {
  /** A checkout with sale 0 of `n` staff; sales 1 and 0 shown once each: what each shows, row by row, when painted. */
  async nextSaleSetup(n: number): Promise<string[][]> {
    await open(n, saleOf(n, 0));
    const expected: string[][] = [];
    for (const k of [1, 0]) {
      await showSale(n, k);
      expected[k] = rowsShown(session!.checkout);
    }
    return expected;
  },
  /** `reset()` + sale `k`'s staff: ms to the frame that shows every row with its proposals (`expected`). */
  async nextSale(n: number, k: number, expected: string[]): Promise<number> {
    const { checkout } = session!;
    const t0 = performance.now();
    checkout.reset();
    checkout.staff = saleOf(n, k);
    const ms = (await rowsPainted(checkout, expected)) - t0;
    await settled(checkout);
    return ms;
  },
  /** Starts timing the next click to the frame that paints a new total; `result()` awaits it. */
  watchTotal: () => {
    const before = totalShown(session!.checkout);
    pendingPaint = inputToPaint('click', () => totalShown(session!.checkout) !== before);
  },
  /** Starts timing the next keydown to the frame that paints a new fee; `result()` awaits it. */
  watchFee: () => {
    const before = feeText();
    pendingPaint = inputToPaint('keydown', () => feeText() !== before && feeText() !== '');
  },
  result: () => pendingPaint!,
  total: () => totalShown(session!.checkout),
  /** Sales `from` to `from + count - 1` of `n` staff, one after the other, each with one tip chosen (a click on a proposal). */
  async sales(from: number, count: number, n: number): Promise<void> {
    if (!session) {
      // The page's sandbox stands for the service, which is not in a counter's page: it keeps its
      // last requests (a bounded log), so that log is filled before the first sale and is the same
      // size at every count; and the bench logs nothing here. What grows then is the checkout's.
      const sandbox = createSandbox({ latencyMs: 0 });
      const client = createDataClient({ baseUrl: 'http://sandbox.test', credentials: sandbox.credentials, fetch: sandbox.fetch });
      for (let size = -1; size !== sandbox.requests().length; ) {
        size = sandbox.requests().length;
        for (let i = 0; i < 100; i++) await client.fees({ locationId: DEMO_LOCATION_ID, amounts: [1] });
      }
      const { host, checkout } = mountCheckout(client, saleOf(n, from));
      session = { host, checkout, log: [] };
    }
    for (let k = from; k < from + count; k++) {
      await showSale(n, k);
      const options = [...deep(session!.checkout)].filter((el) => el.getAttribute('role') === 'radio' && el.getAttribute('data-value') === 'medium');
      (options[k % options.length] as HTMLElement).click();
      await settled(session!.checkout);
    }
  },
  /** Elements in the page, through shadow roots (the DevTools protocol counts every node, text and comments too). */
  elements: () => [...deep(document)].length,
};

declare global {
  interface Window {
    tipBench: typeof tipBench;
  }
}

const tipBench = {
  render,
  open,
  watchClick,
  clickResult,
  resetThenStaff,
  point,
  has: (selector: string) => session !== undefined && find(session.checkout, selector) !== undefined,
  /** Starts watching for the custom fee; `feeResult()` awaits it. */
  watchFee: () => {
    pendingFee = feeShown();
    pendingFee.catch(() => undefined);
  },
  feeResult: () => pendingFee!,
  requests: () => [...session!.log],
  settle: () => settled(session!.checkout),
  lowEnd,
};
window.tipBench = tipBench;
document.body.dataset['ready'] = 'true';
