/**
 * The cashier's station (station.html): pairs with the customer's screen (screen.html), sends it
 * the demo's sale, follows the customer's choices in tip-station-status, and after `tip-intent`
 * (or `tip-skip`) charges the card through the host's server, then tells the screen `paid()`.
 * The link goes through the demo server's relay (/api/screens); `?transport=broadcast` uses a
 * BroadcastChannel instead (the screen in a second window of this browser).
 */
import 'tip-elements/screen';
import { broadcastTransport, createStationLink, relayTransport, ScreenLinkError, type TipStationStatus } from 'tip-elements/screen';
import { formatMoney, fromCents, toCents, type IntentResult } from 'tip-elements/client';
import { customer, linesFor, saleCents, staff } from './sale.js';
import { strings } from './strings.js';
import { stationStrings, type StationLocale, type StationStrings } from './station-strings.js';

const params = new URLSearchParams(location.search);
const locale: StationLocale = params.get('locale') === 'de-DE' ? 'de-DE' : 'en-US';
const broadcast = params.get('transport') === 'broadcast';
const s: StationStrings = stationStrings[locale];

const $ = <T extends HTMLElement>(selector: string) => document.querySelector<T>(selector)!;
const pairForm = $<HTMLFormElement>('#pair-form');
const codeInput = $<HTMLInputElement>('#code');
const pairButton = $<HTMLButtonElement>('#pair');
const pairError = $('#pair-error');
const paired = $('#paired');
const startButton = $<HTMLButtonElement>('#start');
const cancelButton = $<HTMLButtonElement>('#cancel');
const saleError = $('#sale-error');
const payment = $('#payment');
const due = $('#due');
const chargeButton = $<HTMLButtonElement>('#charge');
const paymentStatus = $('#payment-status');

const link = createStationLink({ transport: broadcast ? broadcastTransport('lumen-station-2') : relayTransport({ url: '/api/screens' }) });
$<TipStationStatus>('tip-station-status').link = link;

/** The intent to charge (undefined: the customer chose no tip), once the customer has confirmed. */
let toCharge: { intent: IntentResult | undefined } | undefined;
let busy = false;

function render(): void {
  const sale = link.sale;
  const open = sale !== null && (sale.phase === 'open' || sale.phase === 'intent' || sale.phase === 'skipped');
  pairForm.hidden = link.paired;
  paired.hidden = !link.paired;
  $('#paired-text').textContent = broadcast ? s.sameDevice : s.paired;
  $<HTMLButtonElement>('#unpair').hidden = broadcast;
  pairButton.disabled = busy;
  pairButton.textContent = busy ? s.pairing : s.pair;
  startButton.disabled = !link.paired || open;
  cancelButton.disabled = !open;
  payment.hidden = toCharge === undefined && paymentStatus.textContent === '';
  chargeButton.hidden = toCharge === undefined;
  if (toCharge) due.textContent = formatMoney(fromCents(saleCents + (toCharge.intent ? toCents(toCharge.intent.total) : 0)), 'USD', locale);
}

function show(node: HTMLElement, text: string): void {
  node.textContent = text;
  node.hidden = text === '';
}

pairForm.addEventListener('submit', (event) => {
  event.preventDefault();
  const code = codeInput.value.trim();
  if (!code || busy) return;
  busy = true;
  show(pairError, '');
  render();
  link
    .pair(code)
    .then(() => {
      codeInput.value = '';
      startButton.focus();
    })
    .catch(() => show(pairError, s.pairFailed(code.toUpperCase())))
    .finally(() => {
      busy = false;
      render();
    });
});

$('#unpair').addEventListener('click', () => {
  void link.unpair().finally(() => {
    render();
    codeInput.focus();
  });
});

startButton.addEventListener('click', () => {
  show(saleError, '');
  paymentStatus.textContent = '';
  toCharge = undefined;
  link
    .startSale({ saleId: `sale-${crypto.randomUUID()}`, staff, lines: linesFor(strings[locale].lines, locale), customer, locationId: 'demo-location', currency: 'USD', locale })
    .catch((error: unknown) => show(saleError, error instanceof ScreenLinkError ? `${s.saleFailed} (${error.code})` : s.saleFailed))
    .finally(render);
});

cancelButton.addEventListener('click', () => {
  const intent = toCharge?.intent;
  toCharge = undefined;
  // An intent already made is canceled with the service, as the checkout page's "Card declined" does.
  if (intent) void fetch('/host/decline', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ transactionId: intent.transactionId }) });
  void link.cancelSale().catch(() => undefined).finally(render);
});

chargeButton.addEventListener('click', () => {
  if (!toCharge || chargeButton.disabled) return;
  const { intent } = toCharge;
  chargeButton.disabled = true;
  chargeButton.textContent = s.charging;
  void (async () => {
    try {
      // The host's own server charges the card, then confirms the tips with its credentials.
      const response = await fetch('/host/charge', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(intent ? { transactionId: intent.transactionId } : {}),
      });
      if (!response.ok) throw new Error(`host charge: ${response.status}`);
      await link.paid();
      toCharge = undefined;
      paymentStatus.className = 'status confirmed';
      paymentStatus.textContent = s.paid;
      startButton.focus();
    } catch {
      paymentStatus.className = 'status error';
      paymentStatus.textContent = s.chargeFailed;
    } finally {
      chargeButton.disabled = false;
      chargeButton.textContent = s.charge;
      render();
    }
  })();
});

function askForPayment(intent: IntentResult | undefined): void {
  toCharge = { intent };
  paymentStatus.textContent = '';
  render();
  chargeButton.focus();
}

link.addEventListener('tip-intent', (event) => askForPayment(event.result));
link.addEventListener('tip-skip', () => askForPayment(undefined));
link.addEventListener('sale-change', render);
link.transport.addEventListener('transport-change', render);

document.documentElement.lang = locale;
document.title = s.title;
for (const node of document.querySelectorAll<HTMLElement>('[data-i18n]')) {
  const value = s[node.dataset['i18n'] as keyof StationStrings];
  if (typeof value === 'string') node.textContent = value;
}
$<HTMLAnchorElement>('#screen-link').href = `/screen?${params.toString()}`;
render();
