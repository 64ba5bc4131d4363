/**
 * What every story shares: the in-browser sandbox (the real Data-mode service logic, with
 * latency and fault injection), a client on it, and sample staff and display lines.
 */
import type { StoryContext } from '@storybook/web-components-vite';
import { createDataClient, type DataClient } from '../src/client/index.js';
import type { DisplayLine, StaffMember } from '../src/elements/internal/types.js';
import { loadMessages, messagesFor, resolveLocale, type Catalogue, type Messages } from '../src/i18n/index.js';
import { isRtlLocale } from '../src/i18n/localize.js';
import { LOCALE_META, SHIPPED_LOCALES } from '../src/i18n/locales.generated.js';
import { formatCents, formatEditable } from '../src/money/index.js';
import { staff } from '../test/fixtures/sale.js';
import { createSandbox, DEMO_LOCATION_ID, type FaultOptions, type Sandbox } from '../src/sandbox/index.js';

export { customer, staff } from '../test/fixtures/sale.js';
/** The sale's bill, in the demo's English words. */
export { lines } from '../demo/sale.js';

export const locationId = DEMO_LOCATION_ID;

/** Default latency of the story sandbox, so loading states are visible. */
export const LATENCY_MS = 300;

export interface StoryService {
  sandbox: Sandbox;
  client: DataClient;
}

export interface ServiceOptions {
  latencyMs?: number;
  /** The sandbox's currency (proposals and fees in its minor unit). Default USD. */
  currency?: string;
  /** Faults to inject before the first call, e.g. `[2, { operations: ['proposals'] }]`. */
  fail?: [count: number, fault?: FaultOptions];
  /**
   * Count calls in `window.__tipPending` (default true). Off for stories that show a call still
   * in flight (a loading state with a very long latency), which the story check must not wait for.
   */
  track?: boolean;
}

declare global {
  interface Window {
    /** Sandbox calls in flight in this preview; test/e2e/storybook.test.mjs waits for 0. */
    __tipPending?: number;
  }
}

const services = new Map<string, StoryService>();
let currentStory = '';

/**
 * The sandbox and client of one story. Stable while the story re-renders (a control changed),
 * so the elements keep their data; fresh when the story is opened again, so faults replay.
 */
export function service(context: Pick<StoryContext, 'id' | 'viewMode'>, options: ServiceOptions = {}): StoryService {
  if (context.viewMode === 'story' && context.id !== currentStory) services.clear();
  currentStory = context.id;
  // Options are part of the key: a meta-level loader's plain service and a story's faulty one differ.
  const key = `${context.id}|${JSON.stringify(options)}`;
  let found = services.get(key);
  if (!found) {
    const sandbox = createSandbox({ latencyMs: options.latencyMs ?? LATENCY_MS, ...(options.currency ? { currency: options.currency } : {}) });
    if (options.fail) sandbox.failNext(...options.fail);
    const counted: typeof sandbox.fetch = options.track === false ? sandbox.fetch : async (input, init) => {
      window.__tipPending = (window.__tipPending ?? 0) + 1;
      try {
        return await sandbox.fetch(input, init);
      } finally {
        window.__tipPending = (window.__tipPending ?? 1) - 1;
      }
    };
    const client = createDataClient({ baseUrl: 'https://tips.sandbox.local', credentials: sandbox.credentials, fetch: counted });
    found = { sandbox, client };
    services.set(key, found);
  }
  return found;
}

/** Names that wrap, truncate or overflow in careless layouts. */
export const longNameStaff: StaffMember[] = [
  {
    employeeId: 'emp-long-1',
    firstName: 'Maria-Guadalupe Esperanza',
    lastName: 'Fernández de la Torre y Villanueva',
    avatar: '/avatars/lucia.svg',
    serviceAmount: 145,
  },
  {
    employeeId: 'emp-long-2',
    firstName: 'Wolfeschlegelsteinhausen',
    lastName: 'Bergerdorffvoralternwarengewissenhaft',
    avatar: '',
    serviceAmount: 9.5,
  },
  { employeeId: 'emp-long-3', firstName: 'Nguyễn Thị Minh', lastName: 'Khai', avatar: '', serviceAmount: 60 },
];

/** An RTL team (Arabic and Hebrew names), for `dir="rtl"` stories. */
export const rtlStaff: StaffMember[] = [
  { employeeId: 'emp-rtl-1', firstName: 'ليلى', lastName: 'حداد', avatar: '', serviceAmount: 90 },
  { employeeId: 'emp-rtl-2', firstName: 'נועה', lastName: 'כהן', avatar: '', serviceAmount: 8 },
  { employeeId: 'emp-rtl-3', firstName: 'يوسف', lastName: 'منصور', avatar: '' },
];

const FIRST = ['Ava', 'Noah', 'Mia', 'Liam', 'Zoe', 'Omar', 'Ines', 'Kai', 'Lena', 'Raj', 'Sofia', 'Theo', 'Yuki', 'Ana', 'Ben'];
const LAST = ['Silva', 'Kowalski', 'Nakamura', 'Okoye', 'Larsen', 'Haddad', 'Moreau', 'Schmidt', 'Rossi', 'Ivanova'];

/** A busy spa day: 30 staff, service amounts from none to $240, some below the $10 threshold. */
export const thirtyStaff: StaffMember[] = Array.from({ length: 30 }, (_, i) => ({
  employeeId: `emp-${String(i + 1).padStart(2, '0')}`,
  firstName: FIRST[i % FIRST.length]!,
  lastName: LAST[(i * 7) % LAST.length]!,
  avatar: '',
  ...(i % 6 === 5 ? {} : { serviceAmount: [45, 85, 9, 120, 240, 6.5][i % 6]! + (i % 4) * 5 }),
}));

/** One staff member with one service: the sale's first. */
export const oneStaff: StaffMember[] = staff.slice(0, 1);

/** A bill for the 30-staff day. */
export const bigDayLines: DisplayLine[] = [
  { name: 'Services (30)', total: 2710, items: [{ name: 'Spa day package', qty: 30, amount: 90.33 }] },
  { name: 'Group discount', total: -271 },
  { name: 'Sales tax', total: 0 },
];

/** The first element matching `selector` in `root` or any shadow root below it. */
export function deepQuery<T extends Element = HTMLElement>(root: ParentNode, selector: string): T | null {
  const direct = root.querySelector<T>(selector);
  if (direct) return direct;
  for (const el of root.querySelectorAll('*')) {
    if (el.shadowRoot) {
      const found = deepQuery<T>(el.shadowRoot, selector);
      if (found) return found;
    }
  }
  return null;
}

/** Every element matching `selector` in `root` and the shadow roots below it. */
export function deepQueryAll<T extends Element = HTMLElement>(root: ParentNode, selector: string): T[] {
  const found: T[] = [...root.querySelectorAll<T>(selector)];
  for (const el of root.querySelectorAll('*')) if (el.shadowRoot) found.push(...deepQueryAll<T>(el.shadowRoot, selector));
  return found;
}

/** Waits until `find()` returns something (the elements render asynchronously): checked once a frame. */
export async function waitFor<T>(find: () => T | null | undefined, timeoutMs = 10_000): Promise<T> {
  const start = Date.now();
  for (;;) {
    const value = find();
    if (value) return value;
    if (Date.now() - start > timeoutMs) throw new Error('waitFor: timed out');
    await new Promise((r) => requestAnimationFrame(r));
  }
}

/** The service's proposals for the staff with a service amount, in staff order (what staff-tip-list takes standalone). */
export async function proposalsFor(svc: StoryService, members: readonly StaffMember[]) {
  const serviceAmounts = members.flatMap((m) => (m.serviceAmount && m.serviceAmount > 0 ? [m.serviceAmount] : []));
  return serviceAmounts.length === 0 ? [] : svc.client.proposals({ locationId, serviceAmounts });
}

/** Containers that set each theme on their subtree (themes only set --tip-* custom properties). */
export const THEMES = ['light', 'dark', 'brand'] as const;

/** Every shipped locale, as the toolbar offers it, each in its own language (generated from src/i18n/locales/). */
export const LOCALE_NAMES: Readonly<Record<string, string>> = Object.fromEntries(SHIPPED_LOCALES.map((tag) => [tag, LOCALE_META[tag]?.name ?? tag]));

/** The locales an element's "Locales" story shows side by side: short and long words, CJK, right to left. */
export const LOCALES = ['en-US', 'de-DE', 'fr-CA', 'pl', 'ja-JP', 'ar', 'he'] as const;

/** `dir` for a locale's wrapper in a side-by-side story. */
export const dirOf = (locale: string) => (isRtlLocale(locale) ? 'rtl' : 'ltr');

/** The text box inside the first custom-tip-input under `root` (through shadow roots). */
export function customInput(root: ParentNode): Promise<HTMLInputElement> {
  return waitFor(() => deepQuery(root, 'custom-tip-input')?.shadowRoot?.querySelector('input'));
}

/** Types `text` into an input (inside a shadow root) the way the elements see typing: value, then `input`. */
export function typeInto(input: HTMLInputElement, text: string): void {
  input.focus();
  input.value = text;
  input.dispatchEvent(new InputEvent('input', { bubbles: true, composed: true, data: text, inputType: 'insertText' }));
}

/** Types an amount into a custom amount's text box the way a person in its element's locale writes it. */
export function typeAmount(input: HTMLInputElement, cents: number): void {
  typeInto(input, typedIn((input.getRootNode() as ShadowRoot).host, cents));
}

/** The tip radio groups under `root` (through shadow roots), each named after its staff member. */
export const radioGroups = (root: ParentNode) => deepQueryAll(root, '[role="radiogroup"]');

/** The radio group of the staff member called `name`, once it is there. */
export const groupOf = (root: ParentNode, name: string) => waitFor(() => radioGroups(root).find((g) => (g.getAttribute('aria-label') ?? '').replace(/[\u2066-\u2069]/g, '') === name));

/** The custom amount's text box of the staff member called `name` (it opens when "custom" is chosen). */
export async function customInputOf(root: ParentNode, name: string): Promise<HTMLInputElement> {
  return customInput((await groupOf(root, name)).getRootNode() as ShadowRoot);
}

/**
 * Chooses an option ('low' | 'medium' | 'high' | 'custom' | 'none') for a staff member, as a click:
 * the radio group named after the staff member (names are data, the same in every locale), then
 * its radio for `value`. Resolves when the radio is checked.
 */
export async function choose(root: ParentNode, name: string, value: string): Promise<void> {
  const group = await groupOf(root, name);
  const option = await waitFor(() => group.querySelector<HTMLElement>(`[role="radio"][data-value="${value}"]`));
  option.click();
  await waitFor(() => option.getAttribute('aria-checked') === 'true');
}

/**
 * Waits until an element matching `selector` (through shadow roots) exists and passes `test`.
 * Play functions wait on parts and states, not on English text, so they work in every locale
 * the toolbar picks.
 */
export function waitForDeep(root: ParentNode, selector: string, test: (el: HTMLElement) => boolean = () => true, timeoutMs = 10_000): Promise<HTMLElement> {
  return waitFor(() => deepQueryAll(root, selector).find(test), timeoutMs);
}

/** Has a digit in its text (a fee, an amount). */
export const hasDigits = (el: Element) => /\d/.test(el.textContent ?? '');
/** Has any text. */
export const hasText = (el: Element) => (el.textContent ?? '').trim() !== '';

/** An element of ours: its own `locale`, `currency` and `messages` when set. */
type Localized = Element & { locale?: string | undefined; currency?: string; messages?: Catalogue | undefined };

/** The locale an element speaks: its own `locale`, else the nearest `lang` (the toolbar's). */
export const localeOf = (el: Localized): string => resolveLocale(el.locale, el);

/**
 * The catalogue an element reads, in its locale (loaded first): what a play function compares
 * shown text with, so that it passes in every locale instead of looking for English words.
 */
export async function messagesOf(el: Localized): Promise<Messages> {
  const locale = localeOf(el);
  await loadMessages(locale);
  return messagesFor(locale, el.messages);
}

/** An amount as an element writes it: in its locale and currency (bidi isolates aside, which `waitForMessage` ignores). */
export const moneyOf = (el: Localized, cents: number): string => formatCents(cents, el.currency || 'USD', localeOf(el));

/** An amount as a person types it in the element's locale ("6.20", "6,20", "٦٫٢٠"). */
export const typedIn = (el: Localized, cents: number): string => formatEditable(cents, localeOf(el));

/** Text as read: bidi isolates and marks (which right-to-left pages add around values) dropped, whitespace collapsed. */
const collapse = (text: string) => text.replace(/[\u2066-\u2069\u200e\u200f\u061c]/g, '').replace(/\s+/g, ' ').trim();

/** Stands for an argument of a message whose value a play function does not know (an amount the service computed). */
export const ANY = '\uE000';

/**
 * Waits until an element matching `selector` in `el`'s shadow root shows `message(t)` (t: the
 * element's catalogue in its locale; `ANY` in an argument matches any text; bidi isolates
 * ignored); returns that element.
 */
export async function waitForMessage(el: Localized, selector: string, message: (t: Messages) => string, timeoutMs = 10_000): Promise<HTMLElement> {
  const t = await messagesOf(el);
  const wanted = new RegExp(collapse(message(t)).split(ANY).map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('.+?'), 'u');
  return waitFor(() => [...(el.shadowRoot?.querySelectorAll<HTMLElement>(selector) ?? [])].find((node) => wanted.test(collapse(node.textContent ?? ''))), timeoutMs);
}
