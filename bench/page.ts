// The bench page (bundled by bench/run.mjs with esbuild, production Lit): renders tip-checkout
// against the in-browser sandbox and exposes measurements on `window.tipBench` for the driver.
import { createDataClient, type DataClient, type Proposal } from '../src/client/index.js';
import { TipCheckout } from '../src/index.js';
import { createSandbox, DEMO_LOCATION_ID } from '../src/sandbox/index.js';
import type { StaffMember } from '../src/elements/types.js';

const customer = { id: 'bench-customer', firstName: 'Sam', lastName: 'Lee' };
const FIRST = ['Ana', 'Bo', 'Cy', 'Dee', 'Eli', 'Fay', 'Gus', 'Hana', 'Ivo', 'Jun'];
const LAST = ['Lima', 'Chen', 'Park', 'Okafor', 'Nagy', 'Silva', 'Berg', 'Sato', 'Kaur', 'Moreau'];

function staffOf(n: number): StaffMember[] {
  return Array.from({ length: n }, (_, i) => ({
    employeeId: `e-${i}`,
    firstName: FIRST[i % FIRST.length]!,
    lastName: `${LAST[Math.floor(i / FIRST.length) % LAST.length]!}`,
    avatar: '',
    // Distinct service amounts ($20.00, $21.37, ...), all above the $10 threshold.
    serviceAmount: (2000 + i * 137) / 100,
  }));
}

/** Resolves at the next animation frame (the frame that paints what changed), with performance.now() then. */
const frame = () => new Promise<number>((resolve) => requestAnimationFrame(() => resolve(performance.now())));

/** Every element in the subtree, crossing shadow roots. */
function* deep(root: Element | ShadowRoot | Document): Generator<Element> {
  for (const el of root.querySelectorAll('*')) {
    yield el;
    if (el.shadowRoot) yield* deep(el.shadowRoot);
  }
}

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

const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);
const escapeText = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * The rendered DOM as one flat HTML string: each shadow root's content replaces its host's
 * children (slots replaced by what is assigned to them), and custom-element hosts become divs so
 * that inserting the HTML creates plain DOM and upgrades nothing.
 */
function flatten(node: Node): string {
  if (node.nodeType === Node.TEXT_NODE) return escapeText(node.textContent ?? '');
  if (node.nodeType !== Node.ELEMENT_NODE) return '';
  const el = node as Element;
  if (el instanceof HTMLSlotElement) return el.assignedNodes({ flatten: true }).map(flatten).join('');
  if (el instanceof HTMLStyleElement) return '';
  const tag = el.localName.includes('-') ? 'div' : el.localName;
  const attrs = [...el.attributes].map((a) => ` ${a.name}="${escapeAttr(a.value)}"`).join('');
  if (VOID.has(tag)) return `<${tag}${attrs}>`;
  const children = el.shadowRoot ? [...el.shadowRoot.childNodes] : [...el.childNodes];
  return `<${tag}${attrs}>${children.map(flatten).join('')}</${tag}>`;
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

async function render(n: number): Promise<{ renderMs: number; innerHtmlMs: number; radios: number; nodes: number; htmlBytes: number }> {
  const staff = staffOf(n);
  const sandbox = createSandbox();
  const client = createDataClient({ baseUrl: 'http://sandbox.test', credentials: sandbox.credentials, fetch: sandbox.fetch });
  const proposals: Proposal[] = await client.proposals({ locationId: DEMO_LOCATION_ID, serviceAmounts: staff.map((m) => m.serviceAmount!) });
  // Proposals already resolved: the checkout's one request answers at once, with the service's data.
  const ready: DataClient = { ...client, proposals: () => Promise.resolve(proposals) };
  await frame();

  const t0 = performance.now();
  const { host, checkout } = mountCheckout(ready, staff);
  await settled(checkout);
  const renderMs = performance.now() - t0;

  const radios = [...deep(checkout)].filter((el) => el.getAttribute('role') === 'radio').length;
  if (radios !== n * 5) throw new Error(`expected ${n * 5} tip options, found ${radios}`);
  const html = flatten(checkout);
  const rendered = 1 + [...deep(checkout)].filter((el) => !(el instanceof HTMLSlotElement) && !(el instanceof HTMLStyleElement)).length;
  host.remove();
  await frame();

  const target = document.createElement('div');
  document.body.append(target);
  const t1 = performance.now();
  target.innerHTML = html;
  const innerHtmlMs = performance.now() - t1;
  const nodes = target.querySelectorAll('*').length;
  target.remove();
  if (nodes !== rendered) throw new Error(`innerHTML made ${nodes} elements, the checkout rendered ${rendered}`);
  await frame();
  return { renderMs, innerHtmlMs, radios, nodes, htmlBytes: html.length };
}

/** Shadow-piercing lookup of the first element matching `selector` inside `root`. */
function find<T extends Element>(root: Element, selector: string): T | undefined {
  return [...deep(root)].find((el) => el.matches(selector)) as T | undefined;
}

let session: { host: HTMLElement; checkout: TipCheckout; log: string[] } | undefined;

/** A checkout on the page for the interactive scenarios, its sandbox calls logged. */
async function open(n: number): Promise<void> {
  session?.host.remove();
  const log: string[] = [];
  const sandbox = createSandbox({ latencyMs: 0 });
  const client = createDataClient({ baseUrl: 'http://sandbox.test', credentials: sandbox.credentials, fetch: counted(sandbox.fetch, log) });
  const { host, checkout } = mountCheckout(client, staffOf(n));
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

declare global {
  interface Window {
    tipBench: typeof tipBench;
  }
}

const tipBench = {
  render,
  open,
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
};
window.tipBench = tipBench;
document.body.dataset['ready'] = 'true';
