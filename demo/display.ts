/**
 * The "Display mode" demo page, written as a POS integrator would: the POS pairs the service's
 * device with `tip-device-pairing` (through the host's proxy), then drives checkouts through its
 * own server (`/host/display/*`, which holds the credentials) and learns the customer's tips
 * from the service's webhook, which its server verifies and relays here as server-sent events.
 * The right half is the simulated tablet, connected to the sandbox's device channel.
 */
import { defineDisplayElements, type TipDevicePairedEvent, type TipDevicePairing } from 'tip-elements';
import 'tip-elements/sandbox/device';
import { connectDevice } from 'tip-elements/sandbox/device';
import { createDisplayClient, formatCentsToParts, formatMoney, fromCents, toCents, type DisplayTransaction, type TipsSelectedEvent } from 'tip-elements/client';
import { saleTotal, staffFor } from './display-sale.js';
import { displayStrings, RTL, type DisplayLocale, type DisplayStage, type DisplayStrings } from './display-strings.js';

// tip-device-pairing is Display mode's own element: a page registers it (and so fetches its words) by asking.
defineDisplayElements();

const THEMES = ['light', 'dark', 'brand'] as const;
type Theme = (typeof THEMES)[number];
const LOCALES = Object.keys(displayStrings) as DisplayLocale[];

const $ = <T extends HTMLElement>(selector: string) => document.querySelector<T>(selector)!;
const pairing = $<TipDevicePairing>('#pairing');
const paired = $('#paired');
const start = $<HTMLButtonElement>('#start');
const asyncBox = $<HTMLInputElement>('#async');
const list = $('#checkouts');
const none = $('#no-checkouts');
const log = $('#pos-log');
const themeSelect = $<HTMLSelectElement>('#theme');
const localeSelect = $<HTMLSelectElement>('#locale');

type Stage = DisplayStage;
interface Checkout {
  details: DisplayTransaction;
  tips: TipsSelectedEvent | undefined;
  stage: Stage;
  busy: boolean;
  failed: boolean;
}
const checkouts = new Map<string, Checkout>();

const params = new URLSearchParams(location.search);
let theme: Theme = THEMES.find((t) => t === params.get('theme')) ?? 'light';
let locale: DisplayLocale = LOCALES.find((l) => l === params.get('locale')) ?? 'en-US';
const s = (): DisplayStrings => displayStrings[locale];

/** Right-to-left script: a value that has it is isolated even in left-to-right text. */
const RTL_SCRIPT = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc]/;
/**
 * A name or an identifier going into a sentence: isolated (what `<bdi>` does) where bidi matters,
 * as the elements do, and plain otherwise.
 */
const iso = (text: string) => (RTL.has(locale) || RTL_SCRIPT.test(text) ? `\u2068${text}\u2069` : text);
/**
 * An amount for the page's own text. In right-to-left text it is isolated, and a Latin currency
 * sign kept left to right, as the elements and the main demo do: Arabic reads "US$ 85.00".
 */
function money(amount: number): string {
  if (!RTL.has(locale)) return formatMoney(amount, 'USD', locale);
  const parts = formatCentsToParts(toCents(amount), 'USD', locale);
  return `\u2068${parts.map((p) => (p.type === 'currency' && /[A-Za-z]/.test(p.value) ? `\u2066${p.value}\u2069` : p.value)).join('')}\u2069`;
}
const names = new Map(staffFor(false).map((m) => [m.employeeId, `${m.firstName} ${m.lastName}`]));

function el<K extends keyof HTMLElementTagNameMap>(tag: K, props: Partial<HTMLElementTagNameMap[K]> = {}, ...children: Array<Node | string>) {
  const node = Object.assign(document.createElement(tag), props);
  node.append(...children);
  return node;
}

function say(text: string): void {
  log.textContent = text;
}

// The sale ------------------------------------------------------------------------------------

function renderSale(): void {
  $('#staff').replaceChildren(
    ...staffFor(false).map((m) => el('li', {}, el('bdi', {}, `${m.firstName} ${m.lastName}`), el('span', {}, m.amount ? money(m.amount) : s().noServiceAmount))),
  );
  $('#bill-total').textContent = money(saleTotal);
}

// Pairing -------------------------------------------------------------------------------------

pairing.client = createDisplayClient({ baseUrl: '/api/tips' }); // the host's proxy: activateDevice and last only

async function post(path: string, body: unknown): Promise<DisplayTransaction> {
  const response = await fetch(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  return ((await response.json()) as { checkout: DisplayTransaction }).checkout;
}

let pairedWith: string | undefined;
function showPaired(deviceId: string): void {
  pairedWith = deviceId;
  pairing.hidden = true;
  paired.hidden = false;
  paired.textContent = s().paired(iso(deviceId));
  start.disabled = false;
}

pairing.addEventListener('tip-device-paired', (event: TipDevicePairedEvent) => {
  // "The POS stores it": the station's server keeps the deviceId for every Display call.
  void fetch('/host/display/device', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ deviceId: event.deviceId }) }).then(
    (response) => {
      if (response.ok) showPaired(event.deviceId);
    },
  );
});

// Checkouts -----------------------------------------------------------------------------------

function customerName(details: DisplayTransaction): string {
  const c = details.customer;
  return [c.firstName, c.lastName].filter(Boolean).join(' ');
}

function renderCheckout(c: Checkout): HTMLElement {
  const { details, tips, stage } = c;
  const id = details.transactionId;
  const item = el('li', { className: 'checkout' });
  item.dataset['transactionId'] = id;
  item.dataset['stage'] = stage;
  const t = s();
  const heading = el('h4', { id: `h-${id}` }, el('bdi', {}, id), ' · ', el('bdi', {}, customerName(details)), details.isAsync ? ` · ${t.async}` : '');
  item.setAttribute('aria-labelledby', heading.id);
  item.append(heading, el('p', { className: 'stage' }, el('strong', {}, t.stages[stage]), ` · ${t.status(t.statuses[details.status])}`));
  if (tips && stage !== 'selecting') {
    const rows = tips.tips.flatMap((tip) => [
      el('dt', {}, tip.included ? t.included(iso(names.get(tip.employeeId) ?? tip.employeeId)) : el('bdi', {}, names.get(tip.employeeId) ?? tip.employeeId)),
      el('dd', {}, t.tipAndFee(money(tip.amount), money(tip.fee))),
    ]);
    if (rows.length === 0) rows.push(el('dt', {}, t.noTips), el('dd', {}, money(0)));
    const due = fromCents(toCents(saleTotal) + toCents(tips.total));
    item.append(el('dl', {}, ...rows, el('dt', { className: 'due' }, t.due), el('dd', { className: 'due' }, money(due))));
  }
  if (c.failed) item.append(el('p', { className: 'error', role: 'alert' }, t.refused));
  const buttons: HTMLButtonElement[] = [];
  const button = (label: string, path: string, primary = false) => {
    const b = el('button', { type: 'button', className: `action${primary ? ' primary' : ''}`, disabled: c.busy }, label);
    b.addEventListener('click', () => void act(id, path));
    buttons.push(b);
  };
  const open = stage !== 'paid' && stage !== 'canceled';
  if (stage === 'tipped' && !details.isAsync) button(t.charge, 'charge', true);
  if (stage === 'tipped' && details.isAsync) button(t.approve, 'approve', true);
  if (stage === 'card') {
    button(t.approve, 'approve', true);
    button(t.decline, 'decline');
  }
  if (stage === 'declined') button(t.retry, 'charge', true);
  if (open && !(details.isAsync && stage === 'tipped')) button(t.update, 'update');
  if (open) button(t.cancel, 'cancel');
  if (buttons.length > 0) item.append(el('div', { className: 'actions' }, ...buttons));
  return item;
}

function render(): void {
  none.hidden = checkouts.size > 0;
  list.replaceChildren(...[...checkouts.values()].map(renderCheckout));
}

const NEXT: Record<string, Stage> = { charge: 'card', approve: 'paid', decline: 'declined', cancel: 'canceled', update: 'selecting' };

async function act(transactionId: string, path: string): Promise<void> {
  const c = checkouts.get(transactionId);
  if (!c || c.busy) return;
  c.busy = true;
  c.failed = false;
  render();
  try {
    // The page's language goes along: an update sends the bill's lines in it, a decline its note.
    c.details = await post(`/host/display/${path}`, { transactionId, locale });
    c.stage = NEXT[path]!;
    if (path === 'update') c.tips = undefined;
    say(s().moved(iso(transactionId), s().stages[c.stage]));
  } catch {
    c.failed = true;
  }
  c.busy = false;
  render();
}

start.addEventListener('click', () => {
  if (start.disabled) return;
  start.disabled = true;
  // The POS's server sends the bill's lines to the device in the customer's language: the page's.
  void post('/host/display/checkout', { isAsync: asyncBox.checked, locale })
    .then((details) => {
      checkouts.set(details.transactionId, { details, tips: undefined, stage: 'selecting', busy: false, failed: false });
      say(s().started(iso(details.transactionId), iso(customerName(details))));
      render();
    })
    .finally(() => {
      start.disabled = false;
    });
});

// The webhook, relayed by the POS server ------------------------------------------------------

const events = new EventSource('/host/display/events');
events.addEventListener('tips', (message) => {
  const { event, checkout } = JSON.parse((message as MessageEvent<string>).data) as { event: TipsSelectedEvent; checkout: DisplayTransaction | null };
  const c = checkouts.get(event.transactionId);
  if (!c) return;
  c.tips = event;
  if (checkout) c.details = checkout;
  if (c.stage === 'selecting') c.stage = 'tipped';
  say(s().tipsReceived(iso(event.transactionId), money(event.total)));
  render();
});

// The device ----------------------------------------------------------------------------------

$<HTMLElementTagNameMap['tip-display-device']>('#device').device = connectDevice({ baseUrl: '/sandbox-device', serial: 'device-1' });

// Page chrome ---------------------------------------------------------------------------------

function applyTheme(): void {
  document.documentElement.dataset['theme'] = theme;
  themeSelect.value = theme;
}

/** The page's own words in `locale`, and its direction; the elements (pairing, the device) follow `lang` by themselves. */
function applyLocale(): void {
  const t = s();
  document.documentElement.lang = locale;
  document.documentElement.dir = RTL.has(locale) ? 'rtl' : 'ltr';
  document.title = t.title;
  localeSelect.value = locale;
  $('form.controls').setAttribute('aria-label', t.settings);
  $('nav.modes').setAttribute('aria-label', t.demoPages);
  for (const node of document.querySelectorAll<HTMLElement>('[data-i18n]')) {
    const value = t[node.dataset['i18n'] as keyof DisplayStrings];
    if (typeof value === 'string') node.textContent = value;
  }
  for (const option of themeSelect.options) option.textContent = t.themes[option.value as Theme];
  if (pairedWith) paired.textContent = t.paired(iso(pairedWith));
  // The last announcement was in the other language: it is not repeated.
  log.textContent = '';
  renderSale();
  render();
}

function syncUrl(): void {
  const url = new URL(location.href);
  url.searchParams.set('theme', theme);
  url.searchParams.set('locale', locale);
  history.replaceState(null, '', url);
  syncLinks();
}

/** The Data-mode page opens in this page's theme and language (it speaks the same six). */
function syncLinks(): void {
  $<HTMLAnchorElement>('#data-link').href = `/?theme=${theme}&locale=${locale}`;
}

themeSelect.addEventListener('change', () => {
  theme = THEMES.find((t) => t === themeSelect.value) ?? 'light';
  applyTheme();
  syncUrl();
});
localeSelect.addEventListener('change', () => {
  locale = LOCALES.find((l) => l === localeSelect.value) ?? 'en-US';
  applyLocale();
  syncUrl();
});
applyTheme();
applyLocale();
syncLinks();

void fetch('/host/display/state')
  .then((response) => response.json() as Promise<{ deviceId: string | null }>)
  .then((state) => {
    if (state.deviceId) showPaired(state.deviceId);
  });

