/**
 * The demo POS checkout, written as an integrator would: import the elements, give tip-checkout a
 * client that talks to the host's own proxy (no credentials in the browser), the staff, the bill
 * and the customer; after `tip-intent`, charge the card and confirm through the host's server.
 */
import 'tip-elements/checkout';   // the five checkout elements, nothing of the back office
import type { TipCheckout, TipErrorEvent, TipIntentEvent } from 'tip-elements/checkout';
import { createDataClient, formatCentsToParts, formatMoney, fromCents, toCents, type IntentResult, type Transaction } from 'tip-elements/client';
import { customer, linesFor, saleCents, staff } from './sale.js';
import { RTL, strings, type Locale, type Strings } from './strings.js';

const THEMES = ['light', 'dark', 'brand'] as const;
type Theme = (typeof THEMES)[number];
const LOCALES = Object.keys(strings) as Locale[];

const checkout = document.querySelector<TipCheckout>('tip-checkout')!;
const themeSelect = document.querySelector<HTMLSelectElement>('#theme')!;
const localeSelect = document.querySelector<HTMLSelectElement>('#locale')!;
const tipModeSelect = document.querySelector<HTMLSelectElement>('#tip-mode')!;
const settings = document.querySelector<HTMLFormElement>('.controls')!;
const payment = document.querySelector<HTMLElement>('#payment')!;
const paymentBody = document.querySelector<HTMLElement>('#payment-body')!;

const params = new URLSearchParams(location.search);
let theme: Theme = THEMES.find((t) => t === params.get('theme')) ?? 'light';
let locale: Locale = LOCALES.find((l) => l === params.get('locale')) ?? 'en-US';
/** A tip for each person, or one tip for the whole team (split by service): the salon chooses, between sales or during one. */
let tipMode: 'each' | 'team' = params.get('tip') === 'team' ? 'team' : 'each';

checkout.client = createDataClient({ baseUrl: '/api/tips' });
checkout.customer = customer;
checkout.staff = staff;
// Rendered on the server (demo/ssr.ts), the page carries the proposals its server asked for.
const serverProposals = document.getElementById('tip-proposals')?.textContent;
if (serverProposals) checkout.serverProposals = JSON.parse(serverProposals) as NonNullable<TipCheckout['serverProposals']>;
checkout.tipMode = tipMode;

type Step =
  | { kind: 'tipping' }
  | { kind: 'due'; intent: IntentResult | undefined; busy: 'charge' | 'decline' | undefined; failed: boolean }
  | { kind: 'done'; transaction: Transaction | null; declined: boolean };

let step: Step = { kind: 'tipping' };

const t = (): Strings => strings[locale];

/**
 * An amount for the page's own text. In right-to-left text it is isolated, and a Latin currency
 * sign kept left to right, as the elements do: Arabic then reads "US$ 85.00", not "$US 85.00".
 */
function dollars(amount: number): string {
  if (!RTL.has(locale)) return formatMoney(amount, 'USD', locale);
  const parts = formatCentsToParts(toCents(amount), 'USD', locale);
  return `\u2068${parts.map((p) => (p.type === 'currency' && /[A-Za-z]/.test(p.value) ? `\u2066${p.value}\u2069` : p.value)).join('')}\u2069`;
}
const money = (cents: number) => dollars(fromCents(cents));

function el<K extends keyof HTMLElementTagNameMap>(tag: K, props: Partial<HTMLElementTagNameMap[K]> = {}, ...children: Array<Node | string>) {
  const node = Object.assign(document.createElement(tag), props);
  node.append(...children);
  return node;
}

function row(label: string, value: string, className = ''): Node[] {
  return [el('dt', { className }, label), el('dd', { className }, value)];
}

function staffName(employeeId: string): string {
  const member = staff.find((m) => m.employeeId === employeeId);
  return member ? `${member.firstName} ${member.lastName}` : employeeId;
}

function renderDue(intent: IntentResult | undefined, busy: 'charge' | 'decline' | undefined, failed: boolean): Node[] {
  const s = t();
  const tipsCents = intent ? intent.tips.reduce((sum, tip) => sum + toCents(tip.amount), 0) : 0;
  const charge = el('button', { type: 'button', className: 'action primary', disabled: busy !== undefined }, busy === 'charge' ? s.charging : s.charge);
  const decline = el('button', { type: 'button', className: 'action', disabled: busy !== undefined }, s.decline);
  charge.addEventListener('click', () => void settle('charge'));
  decline.addEventListener('click', () => void settle('decline'));
  return [
    el(
      'dl',
      { className: 'due' },
      ...row(s.sale, money(saleCents)),
      ...row(s.tips, money(tipsCents)),
      ...row(s.fees, dollars(intent?.fees.total ?? 0)),
      ...row(s.due, money(saleCents + (intent ? toCents(intent.total) : 0)), 'grand'),
    ),
    ...(failed ? [el('p', { className: 'status error', role: 'alert' }, s.hostFailed)] : []),
    el('div', { className: 'actions' }, charge, decline),
  ];
}

function renderDone(transaction: Transaction | null, declined: boolean): Node[] {
  const s = t();
  const next = el('button', { type: 'button', className: 'action primary' }, s.newSale);
  next.addEventListener('click', newSale);
  if (!transaction) {
    const status = el('p', { className: `status ${declined ? 'canceled' : 'confirmed'}` }, declined ? s.declinedNoTips : s.approved);
    return [status, el('p', { className: 'details' }, s.noTips), el('div', { className: 'actions' }, next)];
  }
  const status = el('p', { className: `status ${transaction.status}` }, declined ? s.declined : s.approved);
  const meta = el('p', { className: 'meta' }, `${s.transaction} ${transaction.transactionId} · ${s.status}: ${s.statuses[transaction.status]}`);
  const head = el('tr', {}, ...[s.staffMember, s.gross, s.fee, s.net].map((h) => el('th', { scope: 'col' }, h)));
  const body = transaction.tips.map((tip) => {
    const row = el(
      'tr',
      {},
      el('td', {}, el('bdi', {}, staffName(tip.employeeId)), el('span', { className: 'sub' }, `${s.levels[tip.level]} · ${s.tipStatuses[tip.status]}`)),
      el('td', {}, dollars(tip.gross)),
      el('td', {}, dollars(tip.fee)),
      el('td', {}, dollars(tip.net)),
    );
    row.dataset['status'] = tip.status;
    return row;
  });
  const foot = el(
    'tr',
    {},
    el('td', {}, s.total),
    el('td', {}, dollars(transaction.gross)),
    el('td', {}, dollars(transaction.fee)),
    el('td', {}, dollars(transaction.net)),
  );
  const table = el('table', {}, el('caption', {}, s.tipRecords), el('thead', {}, head), el('tbody', {}, ...body), el('tfoot', {}, foot));
  return [status, el('div', { className: 'details' }, meta, table), el('div', { className: 'actions' }, next)];
}

function render(): void {
  payment.hidden = step.kind === 'tipping';
  const nodes =
    step.kind === 'due' ? renderDue(step.intent, step.busy, step.failed) : step.kind === 'done' ? renderDone(step.transaction, step.declined) : [];
  paymentBody.replaceChildren(...nodes);
}

async function settle(action: 'charge' | 'decline'): Promise<void> {
  if (step.kind !== 'due' || step.busy) return;
  const { intent } = step;
  step = { kind: 'due', intent, busy: action, failed: false };
  render();
  try {
    // The host's own server: it charges the card, then confirms (or cancels) with its credentials.
    const response = await fetch(`/host/${action}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(intent ? { transactionId: intent.transactionId } : {}),
    });
    if (!response.ok) throw new Error(`host ${action}: ${response.status}`);
    const { transaction } = (await response.json()) as { transaction: Transaction | null };
    step = { kind: 'done', transaction, declined: action === 'decline' };
  } catch {
    step = { kind: 'due', intent, busy: undefined, failed: true };
  }
  render();
  payment.querySelector<HTMLElement>('.action.primary')?.focus();
}

function newSale(): void {
  checkout.reset();
  step = { kind: 'tipping' };
  render();
  window.scrollTo({ top: 0 });
}

function applyTheme(): void {
  document.documentElement.dataset['theme'] = theme;
  themeSelect.value = theme;
  tipModeSelect.value = tipMode;
}

/** The whole page in `locale`: its language and direction, its words, the bill, the receipt. The elements follow `lang`. */
function applyLocale(): void {
  const s = t();
  document.documentElement.lang = locale;
  document.documentElement.dir = RTL.has(locale) ? 'rtl' : 'ltr';
  document.title = s.title;
  settings.setAttribute('aria-label', s.settings);
  document.querySelector('nav.modes')?.setAttribute('aria-label', s.demoPages);
  checkout.lines = linesFor(s.lines, locale);
  // Rendered on the server (demo/ssr.ts), the checkout was given its locale: it follows the page's.
  if (checkout.hasAttribute('locale')) checkout.locale = locale;
  localeSelect.value = locale;
  for (const node of document.querySelectorAll<HTMLElement>('[data-i18n]')) {
    const key = node.dataset['i18n'] as keyof Strings;
    const value = s[key];
    if (typeof value === 'string') node.textContent = value.replace('{name}', `\u2068${customer.firstName}\u2069`);
  }
  for (const option of themeSelect.options) option.textContent = s.themes[option.value as Theme];
  for (const option of tipModeSelect.options) option.textContent = s.tipModes[option.value as 'each' | 'team'];
  render();
}

function syncUrl(): void {
  const url = new URL(location.href);
  url.searchParams.set('theme', theme);
  url.searchParams.set('locale', locale);
  url.searchParams.set('tip', tipMode);
  history.replaceState(null, '', url);
  syncLinks();
}

/** The Display-mode page opens in this page's theme and language. */
function syncLinks(): void {
  document.querySelector<HTMLAnchorElement>('#display-link')!.href = `/display.html?theme=${theme}&locale=${locale}`;
}

themeSelect.addEventListener('change', () => {
  theme = THEMES.find((x) => x === themeSelect.value) ?? 'light';
  applyTheme();
  syncUrl();
});
// Switching during a sale clears the customer's choices (tip-checkout does): they choose again.
tipModeSelect.addEventListener('change', () => {
  tipMode = tipModeSelect.value === 'team' ? 'team' : 'each';
  checkout.tipMode = tipMode;
  syncUrl();
});
localeSelect.addEventListener('change', () => {
  locale = LOCALES.find((x) => x === localeSelect.value) ?? 'en-US';
  applyLocale();
  syncUrl();
});

function askForPayment(intent: IntentResult | undefined): void {
  step = { kind: 'due', intent, busy: undefined, failed: false };
  render();
  payment.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  payment.querySelector<HTMLElement>('.action.primary')?.focus({ preventScroll: true });
}

checkout.addEventListener('tip-intent', (event: TipIntentEvent) => askForPayment(event.result));
// Everyone chose "No tip": no intent; the host charges the sale alone.
checkout.addEventListener('tip-skip', () => askForPayment(undefined));

// The elements show their own error with a Retry; the host only notes it for its logs.
checkout.addEventListener('tip-error', (event: TipErrorEvent) => {
  document.documentElement.dataset['lastTipError'] = event.operation;
});

applyTheme();
applyLocale();
syncLinks();
