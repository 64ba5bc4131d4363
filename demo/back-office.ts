/**
 * The demo's back office, written as an integrator would: a manager signs in with the host's own
 * staff login, picks one of today's sales (the host's server keeps their transaction ids), and
 * the three back-office elements show it, refund part of a tip and move tips between staff. They
 * talk to the host's back-office proxy, which forwards details, refund and transfer only for
 * signed-in staff; no credentials in the browser. They keep each other up to date by themselves.
 */
import 'tip-elements';   // registers every element, the back office's included
import type { TipRefund, TipTransaction, TipTransfer } from 'tip-elements';
import { createDataClient, formatMoney, type Transaction } from 'tip-elements/client';
import { backOfficeStrings, type BackOfficeLocale, type BackOfficeStrings } from './back-office-strings.js';
// The salon's staff directory: everyone who works here, also those not in a given sale.
import { directory } from './sale.js';


const THEMES = ['light', 'dark', 'brand'] as const;
type Theme = (typeof THEMES)[number];
const LOCALES = Object.keys(backOfficeStrings) as BackOfficeLocale[];

interface Sale {
  transactionId: string;
  chargedAt: string;
  customer: string;
  status: Transaction['status'];
  net: number;
}


const $ = <T extends Element>(selector: string) => document.querySelector<T>(selector)!;
const themeSelect = $<HTMLSelectElement>('#theme');
const localeSelect = $<HTMLSelectElement>('#locale');
const signInPanel = $<HTMLElement>('#sign-in');
const office = $<HTMLElement>('#office');
const salesList = $<HTMLUListElement>('#sales');
const salesStatus = $<HTMLElement>('#sales-status');
const saleView = $<HTMLElement>('#sale');
const saleHeading = $<HTMLElement>('#sale-heading');
const transaction = $<TipTransaction>('tip-transaction');
const refund = $<TipRefund>('tip-refund');
const transfer = $<TipTransfer>('tip-transfer');

const params = new URLSearchParams(location.search);
let theme: Theme = THEMES.find((t) => t === params.get('theme')) ?? 'light';
let locale: BackOfficeLocale = LOCALES.find((l) => l === params.get('locale')) ?? 'en-US';
let sales: Sale[] | undefined;
let salesFailed = false;
let open: string | undefined;

// The back office's own proxy (not the customer's): the staff cookie goes along, credentials stay on the server.
const client = createDataClient({ baseUrl: '/api/back-office' });
for (const el of [transaction, refund, transfer]) {
  el.client = client;
  el.staff = directory;
}

const s = (): BackOfficeStrings => backOfficeStrings[locale];
const time = (iso: string) => new Intl.DateTimeFormat(locale, { timeStyle: 'short' }).format(new Date(iso));

function renderSales(): void {
  const t = s();
  salesStatus.replaceChildren();
  if (salesFailed) salesStatus.textContent = t.salesFailed;
  else if (!sales) salesStatus.textContent = t.loadingSales;
  else if (sales.length === 0) {
    const link = Object.assign(document.createElement('a'), { href: `/?theme=${theme}`, textContent: t.goToCheckout });
    salesStatus.append(`${t.noSales} `, link, '.');
  }
  salesList.replaceChildren(
    ...(sales ?? []).map((sale) => {
      const button = document.createElement('button');
      button.type = 'button';
      button.textContent = t.sale(time(sale.chargedAt), sale.customer, t.statuses[sale.status], formatMoney(sale.net, 'USD', locale));
      button.setAttribute('aria-current', String(sale.transactionId === open));
      button.addEventListener('click', () => openSale(sale.transactionId));
      const item = document.createElement('li');
      item.append(button);
      return item;
    }),
  );
  const current = sales?.find((sale) => sale.transactionId === open);
  if (current) saleHeading.textContent = t.saleHeading(time(current.chargedAt), current.customer);
}

async function loadSales(): Promise<void> {
  salesFailed = false;
  renderSales();
  try {
    const response = await fetch('/host/sales', { headers: { accept: 'application/json' } });
    if (!response.ok) throw new Error(`sales: ${response.status}`);
    ({ sales } = (await response.json()) as { sales: Sale[] });
  } catch {
    salesFailed = true;
  }
  renderSales();
}

function openSale(transactionId: string): void {
  open = transactionId;
  for (const el of [transaction, refund, transfer]) el.transactionId = transactionId;
  saleView.hidden = false;
  renderSales();
  saleHeading.setAttribute('tabindex', '-1');
  saleHeading.focus();
}

async function setSignedIn(signedIn: boolean): Promise<void> {
  signInPanel.hidden = signedIn;
  office.hidden = !signedIn;
  if (signedIn) await loadSales();
  else {
    sales = undefined;
    open = undefined;
    saleView.hidden = true;
    for (const el of [transaction, refund, transfer]) el.transactionId = '';
  }
}

async function staffSession(method: 'GET' | 'POST' | 'DELETE'): Promise<boolean> {
  const response = await fetch('/host/staff', { method });
  return ((await response.json()) as { signedIn: boolean }).signedIn;
}

$('#sign-in-button').addEventListener('click', () => void staffSession('POST').then(setSignedIn));
$('#sign-out').addEventListener('click', () => void staffSession('DELETE').then(setSignedIn));
$('#refresh').addEventListener('click', () => void loadSales());

// The elements reload each other; the host only refreshes its own list (status, net after refunds).
document.addEventListener('tip-refund', () => void loadSales());
document.addEventListener('tip-transfer', () => void loadSales());
document.addEventListener('tip-error', (event) => {
  document.documentElement.dataset['lastTipError'] = event.operation;
});

function applyTheme(): void {
  document.documentElement.dataset['theme'] = theme;
  themeSelect.value = theme;
}

function applyLocale(): void {
  const t = s();
  // The elements follow the page's lang.
  document.documentElement.lang = locale;
  localeSelect.value = locale;
  for (const node of document.querySelectorAll<HTMLElement>('[data-i18n]')) {
    const value = t[node.dataset['i18n'] as keyof BackOfficeStrings];
    if (typeof value === 'string') node.textContent = value;
  }
  for (const option of themeSelect.options) option.textContent = t.themes[option.value as Theme];
  $<HTMLAnchorElement>('#checkout-link').href = `/?theme=${theme}&locale=${locale}`;
  renderSales();
}

function syncUrl(): void {
  const url = new URL(location.href);
  url.searchParams.set('theme', theme);
  url.searchParams.set('locale', locale);
  history.replaceState(null, '', url);
}

themeSelect.addEventListener('change', () => {
  theme = THEMES.find((x) => x === themeSelect.value) ?? 'light';
  applyTheme();
  applyLocale();
  syncUrl();
});
localeSelect.addEventListener('change', () => {
  locale = LOCALES.find((x) => x === localeSelect.value) ?? 'en-US';
  applyLocale();
  syncUrl();
});

applyTheme();
applyLocale();
void staffSession('GET').then(setSignedIn);
