/**
 * Every shipped catalogue as a user meets it, area by area (the checkout's, the back office's,
 * Display mode's, the simulated tablet's, the customer screen's):
 * complete, placing every name and amount it is given, counting with the language's plural
 * rules; and the area's elements in that locale speak that language only (names and amounts
 * aside) in every state, and pass axe.
 *
 * An area is one row of AREAS: its English, its messages' arguments and a render that drives its
 * elements through their states. Its locale files are `locales/<tag>/<area>.ts`.
 *
 * The first tests check which catalogue chunks a page fetches, so nothing above them may load one
 * nor create a back-office or Display-mode element: the catalogues are imported inside the later
 * tests.
 */
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { personName } from '../../src/elements/internal/shared.js';
import { isRtlLocale } from '../../src/i18n/localize.js';
import { createDisplayClient } from '../../src/client/index.js';
import {
  defineDisplayElements,
  en,
  enBackOffice,
  enDisplay,
  fallbackChain,
  SHIPPED_LOCALES,
  type BackOfficeMessages,
  type Catalogue,
  type CheckoutMessages,
  type DisplayMessages,
  type Messages,
} from '../../src/index.js';
import { enDevice, screenOf, type DeviceMessages } from '../../src/devtools/display-device/index.js';
import { createSandbox, DEMO_LOCATION_ID, type SandboxDevice } from '../../src/sandbox/index.js';
import { broadcastTransport, createStationLink, enScreen, type ScreenMessages, type ScreenTransport } from '../../src/screen/index.js';
import { ana, ben, confirmedSale, cy, loaded } from './back-office-support.js';
import { deepAll, mountCheckout, option, plain, settled, shownText, typeCustom } from './checkout-page.js';
import { service } from './support.js';
import { unlinkedTransport } from '../fixtures/screen.js';

// The dev server serves every module as a file of its own: keep every request in the timeline.
performance.setResourceTimingBufferSize(100_000);

defineDisplayElements();

type FunctionKey<M> = { [K in keyof M]-?: M[K] extends (...args: never[]) => string ? K : never }[keyof M];
type StringKey<M> = { [K in keyof M]-?: M[K] extends string ? K : never }[keyof M];
/** Arguments for every message of an area that takes some. */
type ArgsOf<M> = { [K in FunctionKey<M>]: M[K] extends (...args: infer P) => string ? P : never };

interface Area<M> {
  /** Its locale files are `locales/<tag>/<name>.ts`. */
  name: string;
  /** Its built-in English, the final fallback of each of its keys. */
  english: M;
  /** A marker for each name or amount, and a count of 3. */
  args: ArgsOf<M>;
  /** Mounts the area's elements in `tag` and drives them through their states: the text shown in each. Checks axe on the way. */
  render: (tag: string, t: Messages) => Promise<string[]>;
  /** Messages a user must have read on the way. */
  shown: ReadonlyArray<StringKey<M>>;
}

/** An area as a row of AREAS: its arguments checked against its own messages, then any area. */
const area = <M>(row: Area<M>) => row as unknown as Area<Catalogue>;

// ----- the checkout ---------------------------------------------------------------------------

const checkoutArgs: ArgsOf<CheckoutMessages> = {
  serviceOf: ['⟦1⟧'],
  optionName: ['⟦1⟧', '⟦2⟧'],
  optionFee: ['⟦1⟧'],
  optionTotal: ['⟦1⟧'],
  proposalsFailedFor: ['⟦1⟧'],
  customTipFor: ['⟦1⟧'],
  tipInvalid: ['⟦1⟧'],
  tipOtherCurrency: ['⟦1⟧'],
  tipAmbiguous: ['⟦1⟧'],
  guardOverService: ['⟦1⟧'],
  guardLarge: ['⟦1⟧'],
  guardPending: ['⟦1⟧'],
  guardKeep: ['⟦1⟧'],
  feeAndTotal: ['⟦1⟧', '⟦2⟧'],
  tipFor: ['⟦1⟧'],
  quantity: ['⟦1⟧'],
  quantityAt: ['⟦1⟧', '⟦2⟧'],
  confirmTips: [3, '⟦1⟧'],
  chooseTipFor: ['⟦1⟧'],
  tipsAdded: ['⟦1⟧'],
  optionFeeTotalFor: ['⟦1⟧', '⟦2⟧', '⟦3⟧'],
  optionFeeTotal: ['⟦1⟧', '⟦2⟧'],
  optionFor: ['⟦1⟧'],
  amountDecimals: [3],
  teamName: ['⟦1⟧'],
  teamSplitService: [3],
  teamSplitEven: [3],
  shareFor: ['⟦1⟧'],
  teamLeftOut: ['⟦1⟧', 3],
  shareNoService: ['⟦1⟧'],
};

/**
 * A full checkout: proposals failed, choices under way, text that is not an amount, the intent
 * created (with a point-of-sale fee, whose line shows only when it is not zero).
 */
async function renderCheckout(tag: string, t: Messages): Promise<string[]> {
  const { host } = await mountCheckout({ lang: tag, dir: isRtlLocale(tag) ? 'rtl' : 'ltr', failProposals: true, fees: { posPercent: 1 } });
  await waitUntil(() => shownText(host).includes(t.noTip), `${tag} catalogue shown`, { timeout: 5000 });
  const seen: string[] = [];

  // The proposals failed: one alert for the list, with Retry.
  seen.push(shownText(host));
  deepAll(host, 'button[part~="retry"]')[0]!.click();
  await waitUntil(() => deepAll(host, '[role="radio"][data-value="low"]').length === 2, 'proposals after Retry');

  // Choices under way: a proposal, a large custom tip awaiting confirmation, one staff member still to choose.
  option(host, personName({ firstName: 'Maya', lastName: 'Okafor' }, tag), 'medium').click();
  option(host, personName({ firstName: 'Kenji', lastName: 'Watanabe' }, tag), 'custom').click();
  await settled(host);
  await typeCustom(host, personName({ firstName: 'Kenji', lastName: 'Watanabe' }, tag), '50');
  await waitUntil(() => deepAll(host, '[part~="guard"]').length === 1, 'the large-tip question', { timeout: 3000 });
  await settled(host);
  seen.push(shownText(host));
  await expect(host).to.be.accessible();

  // Text that is not an amount.
  option(host, personName({ firstName: 'Sam', lastName: 'Patel' }, tag), 'custom').click();
  await settled(host);
  (await typeCustom(host, personName({ firstName: 'Sam', lastName: 'Patel' }, tag), 'abc')).blur();
  await settled(host);
  seen.push(shownText(host));

  // Everything chosen and confirmed: the intent is created.
  deepAll<HTMLButtonElement>(host, '[part~="guard"] button')[0]!.click();
  option(host, personName({ firstName: 'Sam', lastName: 'Patel' }, tag), 'none').click();
  await settled(host);
  await waitUntil(() => !shownText(host).includes(t.feesCalculating), 'the custom tip\'s fee');
  deepAll<HTMLButtonElement>(host, 'button[part~="button"]')[0]!.click();
  await waitUntil(() => deepAll(host, '[part~="status"]').length === 1, 'the intent', { timeout: 3000 });
  await settled(host);
  seen.push(shownText(host));
  await expect(host).to.be.accessible();
  return seen;
}

// ----- the back office ------------------------------------------------------------------------

const backOfficeArgs: ArgsOf<BackOfficeMessages> = {
  transactionNotFound: ['⟦1⟧'],
  transactionTitle: ['⟦1⟧'],
  refundFullOption: ['⟦1⟧'],
  refundUpTo: ['⟦1⟧'],
  refundFrom: ['⟦1⟧'],
  refundStaffTotal: ['⟦1⟧'],
  refundButton: ['⟦1⟧'],
  refundDone: ['⟦1⟧'],
  notRefundable: ['⟦1⟧'],
  amountOverRefundable: ['⟦1⟧'],
  amountOverHeld: ['⟦1⟧', '⟦2⟧'],
  transferNet: ['⟦1⟧'],
  holds: ['⟦1⟧'],
  amountFor: ['⟦1⟧'],
  leftToAssign: ['⟦1⟧'],
  overAssigned: ['⟦1⟧'],
  allAssigned: ['⟦1⟧'],
  transferButton: ['⟦1⟧', 3],
  notTransferable: ['⟦1⟧'],
};

type Live = HTMLElement & { transaction: unknown; updateComplete: Promise<boolean> };

/** Focuses a field of `el` and types `value` over what is there, as a manager would. */
async function typeInto(el: Live, selector: string, value: string): Promise<HTMLInputElement> {
  const field = el.shadowRoot!.querySelector<HTMLInputElement>(selector);
  if (!field) throw new Error(`no field ${selector} in ${el.localName}`);
  field.focus();
  field.select();
  await sendKeys({ type: value });
  await el.updateComplete;
  return field;
}

function press(el: Live, selector: string): void {
  const control = el.shadowRoot!.querySelector<HTMLElement>(selector);
  if (!control) throw new Error(`nothing matches ${selector} in ${el.localName}`);
  control.click();
}

/**
 * A manager's screen: one sale with a partial refund (Ana $10.00, Ben $5.01; $2.00 taken from
 * Ana), shown, refunded per staff member up to its preview, and moved to Ana and Cy in exact
 * amounts with a remainder left and a new staff member's form checked; and a fully refunded sale
 * that can be neither refunded nor moved.
 */
async function renderBackOffice(tag: string, t: Messages): Promise<string[]> {
  const svc = service();
  const sale = await confirmedSale(svc.client, [[ana, 10], [ben, 5.01]]);
  await svc.client.refund({ transactionId: sale, partial: true, amount: 2, talents: [{ employeeId: 'e-ana', amount: 2 }] });
  const refunded = await confirmedSale(svc.client);
  await svc.client.refund({ transactionId: refunded });
  const staff = [ana, ben, cy];
  const host = await fixture<HTMLElement>(html`<main lang=${tag} dir=${isRtlLocale(tag) ? 'rtl' : 'ltr'} style="padding: 12px; display: grid; gap: 16px">
    <tip-transaction .client=${svc.client} transaction-id=${sale} .staff=${staff}></tip-transaction>
    <tip-transaction .client=${svc.client} transaction-id=${refunded} .staff=${staff}></tip-transaction>
    <tip-refund .client=${svc.client} transaction-id=${sale} .staff=${staff}></tip-refund>
    <tip-refund .client=${svc.client} transaction-id=${refunded} .staff=${staff}></tip-refund>
    <tip-transfer .client=${svc.client} transaction-id=${sale} .staff=${staff}></tip-transfer>
    <tip-transfer .client=${svc.client} transaction-id=${refunded} .staff=${staff}></tip-transfer>
  </main>`);
  const all = [...host.children] as Live[];
  await Promise.all(all.map(loaded));
  await waitUntil(() => shownText(host).includes(t.tipRecordsCaption), `${tag} back-office catalogue shown`, { timeout: 5000 });
  await settled(host);
  const [, , refund, , transfer] = all as [Live, Live, Live, Live, Live, Live];
  const seen: string[] = [];

  // Loaded: the transactions with their refunds, the forms, the refunded sale that allows neither.
  seen.push(shownText(host));
  await expect(host).to.be.accessible();

  // A refund per staff member: more than Ben holds, then amounts that fit, and their preview.
  press(refund, 'input[name="split"][value="staff"]');
  await refund.updateComplete;
  (await typeInto(refund, '#staff-e-ben', '9')).blur();
  await settled(host);
  seen.push(shownText(host));
  await typeInto(refund, '#staff-e-ben', '1');
  await typeInto(refund, '#staff-e-ana', '1.50');
  press(refund, 'button[type="submit"]');
  await waitUntil(() => refund.shadowRoot!.querySelector('[part~="preview"] table'), 'the refund preview', { timeout: 3000 });
  await settled(host);
  seen.push(shownText(host));

  // A transfer in exact amounts to Ana and Cy, with part of the net tip left to assign; a new staff member's empty form.
  press(transfer, 'input[type="checkbox"][value="e-ana"]');
  press(transfer, 'input[type="checkbox"][value="e-cy"]');
  await transfer.updateComplete;
  press(transfer, 'input[name="split"][value="exact"]');
  await transfer.updateComplete;
  await typeInto(transfer, '#amount-e-ana', '5');
  press(transfer, '[part~="add"]');
  await transfer.updateComplete;
  press(transfer, '#new-staff button[type="submit"]');
  await settled(host);
  seen.push(shownText(host));
  await expect(host).to.be.accessible();
  return seen;
}

// ----- Display mode ---------------------------------------------------------------------------

const displayArgs: ArgsOf<DisplayMessages> = {
  pairingDone: ['⟦1⟧'],
};

const deviceArgs: ArgsOf<DeviceMessages> = {
  deviceCodeAnnounced: ['⟦1⟧'],
  deviceSyncedAs: ['⟦1⟧'],
  deviceQueued: [3],
  deviceWelcome: ['⟦1⟧'],
  deviceTipIncluded: ['⟦1⟧', '⟦2⟧'],
  deviceTotalAnnounced: ['⟦1⟧'],
  deviceCardAnnounced: ['⟦1⟧'],
  deviceDeclined: ['⟦1⟧'],
};

type Device = HTMLElement & { device: SandboxDevice; updateComplete: Promise<boolean> };

/** Types `value` into the first text box of `el` (as `input` events) and submits its form. */
async function submitText(el: HTMLElement & { updateComplete: Promise<boolean> }, value: string): Promise<void> {
  const field = el.shadowRoot!.querySelector('input')!;
  field.value = value;
  field.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
  await el.updateComplete;
  el.shadowRoot!.querySelector<HTMLButtonElement>('button[type="submit"]')!.click();
  await el.updateComplete;
}

/** Waits for the simulated device to show a screen of this kind, and for the page to render it. */
async function screen(host: HTMLElement, el: Device, kind: string): Promise<void> {
  await waitUntil(() => screenOf(el.device.state).kind === kind, `the device shows ${kind}`, { timeout: 3000 });
  await settled(host);
}

/**
 * A Display-mode POS and its tablets: tip-device-pairing by code (a malformed code, a code no
 * device shows, then paired) and by this POS's identifier (not yet on the device); a tablet that
 * shows its code, one that asks for the POS's identifier (submitted empty), and one that goes
 * through a sale with an included tip and a second checkout queued: tips, review, the wait, the
 * card, a decline, the next checkout changed by the POS while the customer chooses, then canceled.
 */
async function renderDisplay(tag: string, t: Messages): Promise<string[]> {
  const sandbox = createSandbox({ devices: [{ deviceId: 'ABC234' }, { sync: 'pos' }, { deviceId: 'XYZ789', activated: true }] });
  const client = createDisplayClient({ baseUrl: 'http://sandbox.test', credentials: sandbox.credentials, fetch: sandbox.fetch });
  const [unsynced, posSync, tablet] = sandbox.devices as [SandboxDevice, SandboxDevice, SandboxDevice];
  const host = await fixture<HTMLElement>(html`<main lang=${tag} dir=${isRtlLocale(tag) ? 'rtl' : 'ltr'} style="padding: 12px; display: grid; gap: 16px">
    <tip-device-pairing .client=${client}></tip-device-pairing>
    <tip-device-pairing .client=${client} method="pos" storage-key=${`catalogue-${tag}`}></tip-device-pairing>
    <tip-display-device .device=${unsynced}></tip-display-device>
    <tip-display-device .device=${posSync}></tip-display-device>
    <tip-display-device .device=${tablet}></tip-display-device>
  </main>`);
  await waitUntil(() => shownText(host).includes(plain(t.pairingCodeLabel)) && shownText(host).includes(plain(t.deviceReady)), `${tag} display catalogue shown`, {
    timeout: 5000,
  });
  await settled(host);
  const [byCode, byIdentifier, , asking, device] = [...host.children] as [Device, Device, Device, Device, Device];
  const seen: string[] = [];

  // At rest: the two pairing forms, a code to activate, a form for the POS's identifier, a tablet waiting.
  seen.push(shownText(host));
  await expect(host).to.be.accessible();

  // Refusals: a malformed code, an identifier the device does not know yet, an empty identifier on the tablet.
  await submitText(byCode, 'ab');
  byIdentifier.shadowRoot!.querySelector<HTMLButtonElement>('button[part~="button"]')!.click();
  await waitUntil(() => byIdentifier.shadowRoot!.querySelector('[part~="message"]')!.textContent!.trim() !== '', 'the identifier is not known yet', { timeout: 3000 });
  await submitText(asking, '');
  // A sale with Bo's tip included, and a second checkout queued behind it.
  const ana = { employeeId: 'e-ana', firstName: 'Ana', lastName: 'Lima', avatar: '', amount: 50 };
  const bo = { employeeId: 'e-bo', firstName: 'Bo', lastName: 'Chen', avatar: '', preselectedTip: 2 };
  const sale = (transactionId: string) => ({
    deviceId: 'XYZ789',
    transactionId,
    service: [ana, bo],
    display: [{ name: 'Cut', qty: 1, total: 50 }],
    total: 50,
    customer: { id: 'c-1', firstName: 'Sam', lastName: 'Lee' },
  });
  await client.create(sale('t1'));
  await client.create(sale('t2'));
  await screen(host, device, 'tips');
  seen.push(shownText(host));
  await expect(host).to.be.accessible();

  // A code no device shows; the tablet's review of the customer's choice.
  await submitText(byCode, 'ZZZ999');
  await waitUntil(() => byCode.shadowRoot!.querySelector('[part~="message"]')!.textContent!.trim() === plain(t.pairingUnknownCode), 'the unknown code', {
    timeout: 3000,
  });
  option(host, personName(ana, tag), 'medium').click();
  await waitUntil(() => device.device.state.checkout?.step === 'tips' && Object.keys(device.device.state.checkout.choices).length === 1, 'the choice reached the device');
  await settled(host);
  device.shadowRoot!.querySelector<HTMLButtonElement>('button[part~="button"]')!.click();
  await screen(host, device, 'review');
  seen.push(shownText(host));

  // Paired by code; the customer continues, the POS asks for the card, the payment is declined.
  await submitText(byCode, 'ABC234');
  await waitUntil(() => byCode.shadowRoot!.querySelector('[part~="again"]'), 'paired', { timeout: 3000 });
  device.shadowRoot!.querySelector<HTMLButtonElement>('button[part~="button"]')!.click();
  await screen(host, device, 'waiting');
  seen.push(shownText(host));
  await client.init({ deviceId: 'XYZ789', transactionId: 't1' });
  await screen(host, device, 'card');
  seen.push(shownText(host));
  await client.reject({ deviceId: 'XYZ789', transactionId: 't1', note: '#51' });
  await screen(host, device, 'declined');
  seen.push(shownText(host));
  await expect(host).to.be.accessible();

  // Paid; the next checkout changes while the customer chooses, then is canceled.
  await client.init({ deviceId: 'XYZ789', transactionId: 't1' });
  await client.confirm({ deviceId: 'XYZ789', transactionId: 't1' });
  await screen(host, device, 'tips');
  await client.update({ ...sale('t2'), service: [ana, { ...bo, amount: 10 }] });
  await waitUntil(() => device.device.state.checkout?.step === 'tips' && device.device.state.checkout.round > 1, 'the checkout restarted', { timeout: 3000 });
  await settled(host);
  seen.push(shownText(host));
  await client.cancel({ deviceId: 'XYZ789', transactionId: 't2' });
  await screen(host, device, 'home');
  seen.push(shownText(host));
  await expect(host).to.be.accessible();
  return seen;
}

// ----- the customer screen --------------------------------------------------------------------

const screenArgs: ArgsOf<ScreenMessages> = {
  screenCodeAnnounced: ['⟦1⟧'],
};

let screenChannels = 0;

/** A message as shownText has it (isolates removed, every space a plain one). */
const asShown = (text: string) => plain(text).replace(/\s+/g, ' ');

/** A transport that is not linked yet: showing `code`, or still connecting without one. */
const unlinked = (code: string | undefined): ScreenTransport => unlinkedTransport(code, 'connecting');

/**
 * A station and its customer screen over a BroadcastChannel, with a screen still connecting, one
 * showing its pairing code, and a station whose screen is not there: idle, a sale (the station
 * waiting, nobody chosen yet), confirmed (the screen waits for the cashier), paid (thanks), then a
 * sale the customer confirms without a tip.
 */
async function renderScreen(tag: string, t: Messages): Promise<string[]> {
  const svc = service();
  const name = `catalogue-screen-${tag}-${++screenChannels}`;
  const link = createStationLink({ transport: broadcastTransport(name, { pingMs: 200, offlineAfterMs: 5000 }) });
  const alone = createStationLink({ transport: broadcastTransport(`${name}-alone`) });
  const screenTransport = broadcastTransport(name, { pingMs: 200, offlineAfterMs: 5000 });
  const host = await fixture<HTMLElement>(html`<main lang=${tag} dir=${isRtlLocale(tag) ? 'rtl' : 'ltr'} style="padding: 12px; display: grid; gap: 16px">
    <tip-station-status .link=${link}></tip-station-status>
    <tip-station-status .link=${alone}></tip-station-status>
    <tip-customer-screen .transport=${unlinked(undefined)}></tip-customer-screen>
    <tip-customer-screen .transport=${unlinked('ABC234')}></tip-customer-screen>
    <tip-customer-screen thanks-ms="60000" .client=${svc.client} .transport=${screenTransport}></tip-customer-screen>
  </main>`);
  const seen: string[] = [];
  const maya = personName({ firstName: 'Maya', lastName: 'Okafor' }, tag);
  const kenji = personName({ firstName: 'Kenji', lastName: 'Watanabe' }, tag);
  try {
    await waitUntil(() => link.status === 'online' && shownText(host).includes(asShown(t.screenWelcome)), `${tag} screen catalogue shown`, { timeout: 5000 });
    await settled(host);
    seen.push(shownText(host));
    await expect(host).to.be.accessible();

    const staff = [
      { employeeId: 'e-maya', firstName: 'Maya', lastName: 'Okafor', avatar: '', serviceAmount: 50 },
      { employeeId: 'e-kenji', firstName: 'Kenji', lastName: 'Watanabe', avatar: '', serviceAmount: 30 },
    ];
    const sale = { staff, customer: { id: 'c-1', firstName: 'Amelia', lastName: 'Stone' }, locationId: DEMO_LOCATION_ID, currency: 'EUR', locale: tag };
    await link.startSale({ saleId: 's-1', ...sale });
    await waitUntil(() => deepAll(host, '[role="radio"][data-value="medium"]').length === 2, 'the sale on the screen', { timeout: 5000 });
    await settled(host);
    seen.push(shownText(host));
    await expect(host).to.be.accessible();

    option(host, maya, 'medium').click();
    option(host, kenji, 'none').click();
    await waitUntil(() => link.sale?.selections?.length === 1, 'the choice at the station');
    await settled(host);
    deepAll<HTMLButtonElement>(host, 'checkout-summary')[0]!.shadowRoot!.querySelector<HTMLElement>('[part~="button"]')!.click();
    await waitUntil(() => link.sale?.phase === 'intent' && shownText(host).includes(asShown(t.screenWaiting)), 'confirmed', { timeout: 5000 });
    await settled(host);
    seen.push(shownText(host));

    await link.paid();
    await waitUntil(() => shownText(host).includes(asShown(t.screenThanks)), 'thanks');
    await settled(host);
    seen.push(shownText(host));
    await expect(host).to.be.accessible();

    await link.startSale({ saleId: 's-2', ...sale, staff: [staff[0]!] });
    await waitUntil(() => deepAll(host, '[role="radio"][data-value="none"]').length === 1, 'the next sale on the screen', { timeout: 5000 });
    await settled(host);
    option(host, maya, 'none').click();
    await settled(host);
    deepAll<HTMLButtonElement>(host, 'checkout-summary')[0]!.shadowRoot!.querySelector<HTMLElement>('[part~="button"]')!.click();
    await waitUntil(() => link.sale?.phase === 'skipped', 'skipped', { timeout: 5000 });
    await settled(host);
    seen.push(shownText(host));
    await expect(host).to.be.accessible();
  } finally {
    link.close();
    alone.close();
    screenTransport.close();
  }
  return seen;
}

// ----- the areas ------------------------------------------------------------------------------

const AREAS: ReadonlyArray<Area<Catalogue>> = [
  area<CheckoutMessages>({
    name: 'checkout',
    english: en,
    args: checkoutArgs,
    render: renderCheckout,
    shown: ['proposalsFailedAll', 'retry', 'custom', 'noTip', 'subtotal', 'tipsList', 'chooseTip', 'enterAmount', 'fees', 'total', 'guardChange', 'serviceFee', 'posFee'],
  }),
  area<BackOfficeMessages>({
    name: 'back-office',
    english: enBackOffice,
    args: backOfficeArgs,
    render: renderBackOffice,
    shown: [
      'tipRecordsCaption', 'staffColumn', 'grossColumn', 'feeColumn', 'netColumn', 'refundsCaption', 'refundPartial', 'refundFull', 'refundWhole',
      'noReason', 'statusRefunded', 'netHeldLabel', 'refundSplitLegend', 'refundByStaff', 'refundReasonLabel', 'previewCaption', 'edit',
      'recipientsLegend', 'splitExact', 'addStaff', 'newStaffLegend', 'employeeIdLabel', 'avatarLabel', 'fieldRequired',
    ],
  }),
  area<DisplayMessages>({
    name: 'display',
    english: enDisplay,
    args: displayArgs,
    render: renderDisplay,
    shown: [
      'pairingTitle', 'pairingCodeLabel', 'pairingCodeHint', 'pairingCodeInvalid', 'pairingActivate', 'pairingUnknownCode', 'pairingEnterOnDevice',
      'pairingCheck', 'pairingNotYet', 'pairingAgain',
    ],
  }),
  // The simulated tablet (a developer tool) has its own area; the same page shows it.
  area<DeviceMessages>({
    name: 'device',
    english: enDevice,
    args: deviceArgs,
    render: renderDisplay,
    shown: [
      'deviceTitle', 'deviceShowCode', 'devicePairLabel', 'devicePair', 'devicePairEmpty', 'deviceReady', 'deviceCanceled', 'deviceChooseTips',
      'deviceReviewTips', 'deviceChangeTips', 'deviceContinue', 'deviceRestarted', 'deviceWaiting', 'deviceCardPrompt', 'deviceAmountDue',
      'deviceDeclinedWait',
    ],
  }),
  area<ScreenMessages>({
    name: 'screen',
    english: enScreen,
    args: screenArgs,
    render: renderScreen,
    shown: [
      'screenWelcome', 'screenConnecting', 'screenPairCode', 'screenWaiting', 'screenThanks', 'stationTitle', 'stationOnline', 'stationOffline',
      'stationNoSale', 'stationWaiting', 'stationConfirmed', 'stationSkipped', 'stationNoChoice',
    ],
  }),
];

const backOffice = AREAS.find((a) => a.name === 'back-office')!;

/** A message as text: a string as it is, a function called with its area's markers. */
function say(messages: Catalogue, key: string, args: Readonly<Record<string, readonly unknown[]>>): string {
  const value = (messages as Record<string, string | ((...args: unknown[]) => string)>)[key]!;
  return typeof value === 'function' ? value(...(args[key] ?? [])) : value;
}

const fileOf = (tag: string) => SHIPPED_LOCALES.find((shipped) => shipped.toLowerCase() === tag);

async function moduleOf(where: Area<Catalogue>, tag: string): Promise<Catalogue> {
  // The dev server serves the TypeScript source itself: only literal import paths are mapped from .js.
  return ((await import(`../../src/i18n/locales/${fileOf(tag)}/${where.name}.ts`)) as { default: Catalogue }).default;
}

/** What a locale reads of an area without English: its own chunk over its language's (fr-CA over fr). */
async function withoutEnglish(where: Area<Catalogue>, tag: string): Promise<Catalogue> {
  const chain = fallbackChain(tag).filter((t) => t !== 'en' && fileOf(t));
  const modules = await Promise.all(chain.reverse().map((t) => moduleOf(where, t)));
  return Object.assign({}, ...modules) as Catalogue;
}

/** Every message of every area in `tag`: as the locale has them (`own`), and with English for the rest (`t`). */
async function everyArea(tag: string): Promise<{ own: Catalogue; t: Messages }> {
  const own = Object.assign({}, ...(await Promise.all(AREAS.map((a) => withoutEnglish(a, tag))))) as Catalogue;
  return { own, t: { ...Object.assign({}, ...AREAS.map((a) => a.english)), ...own } as Messages };
}

/** Every message of every area that `messages` has, as text, markers in place. */
const allTexts = (messages: Catalogue) =>
  AREAS.flatMap((a) => Object.keys(a.english).filter((key) => key in messages).map((key) => say(messages, key, a.args as Record<string, readonly unknown[]>)));

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
// A word stands between non-letters and non-digits: "fee" inside a transaction id ("tx-3fee2") is no English word.
const asWord = (text: string) => new RegExp(`(?<![\\p{L}\\p{N}])${escape(text)}(?![\\p{L}\\p{N}])`, 'u');

/**
 * The English words a page in a locale must not show: every English message of every area, cut at
 * its names and amounts, keeping the pieces with letters that the locale's own messages (`own`, no
 * English fallback) do not use themselves ("Status" is Dutch too).
 */
function englishLeftovers(locale: Catalogue): string[] {
  const own = allTexts(locale).join('\n');
  const pieces = allTexts(Object.assign({}, ...AREAS.map((a) => a.english)) as Catalogue).flatMap((text) => text.split(/⟦\d⟧/).map((piece) => piece.trim()));
  return [...new Set(pieces)].filter((piece) => /\p{L}{2}/u.test(piece) && !asWord(piece).test(own));
}

/** The catalogue chunks this page has fetched, as `<tag>/<area>`. */
const catalogueRequests = () =>
  performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((name) => name.includes('/i18n/locales/'))
    .map((name) => name.replace(/^.*\/locales\/|\.[jt]s.*$/g, ''));

describe('message catalogues', () => {
  it('an English page fetches no catalogue; a German one fetches the German checkout chunk on demand', async () => {
    const { host } = await mountCheckout({ lang: 'en-US' });
    expect(shownText(host)).to.include(en.noTip);
    expect(catalogueRequests()).to.deep.equal([]);
    host.lang = 'de-DE';
    await waitUntil(() => shownText(host).includes('Kein Trinkgeld'), 'German shown', { timeout: 5000 });
    expect(catalogueRequests()).to.deep.equal(['de/checkout']);
  });

  it('a checkout page never fetches a back-office or a Display chunk, in any locale it switches to', async () => {
    const before = catalogueRequests();
    const { host } = await mountCheckout({ lang: 'fr-CA' });
    await waitUntil(() => shownText(host).includes('Aucun pourboire'), 'Quebec French shown', { timeout: 5000 });
    host.lang = 'ja';
    await waitUntil(() => shownText(host).includes('チップなし'), 'Japanese shown', { timeout: 5000 });
    host.setAttribute('dir', 'rtl');
    host.lang = 'ar';
    await waitUntil(() => shownText(host).includes('بدون إكرامية'), 'Arabic shown', { timeout: 5000 });
    const added = catalogueRequests().filter((chunk) => !before.includes(chunk));
    expect(added.sort()).to.deep.equal(['ar/checkout', 'fr-CA/checkout', 'fr/checkout', 'ja/checkout']);
    expect(catalogueRequests().filter((chunk) => chunk.endsWith('/back-office') || chunk.endsWith('/display') || chunk.endsWith('/device'))).to.deep.equal([]);
  });

  it('a back-office page in German fetches the German back-office chunk, and the checkout\'s if not there yet', async () => {
    const before = catalogueRequests();
    const svc = service();
    const id = await confirmedSale(svc.client);
    const page = await fixture<HTMLElement>(html`<main lang="de-DE">
      <tip-transaction .client=${svc.client} transaction-id=${id}></tip-transaction>
      <tip-refund .client=${svc.client} transaction-id=${id}></tip-refund>
      <tip-transfer .client=${svc.client} transaction-id=${id}></tip-transfer>
    </main>`);
    await waitUntil(() => shownText(page).includes('Trinkgeldbuchungen') && shownText(page).includes('Teilerstattung') && shownText(page).includes('Genaue Beträge'), 'German shown', {
      timeout: 5000,
    });
    const added = catalogueRequests().filter((chunk) => !before.includes(chunk));
    const needed = ['de/back-office', 'de/checkout'].filter((chunk) => !before.includes(chunk));
    expect(added.sort()).to.deep.equal(needed);
    expect(added).to.include('de/back-office');
  });

  it('a pairing page in Polish fetches the Polish display chunk and the checkout\'s, not the tablet\'s; the simulated tablet fetches its own', async () => {
    const before = catalogueRequests();
    const sandbox = createSandbox({ devices: [{ deviceId: 'ABC234' }] });
    const client = createDisplayClient({ baseUrl: 'http://sandbox.test', credentials: sandbox.credentials, fetch: sandbox.fetch });
    const page = await fixture<HTMLElement>(html`<main lang="pl">
      <tip-device-pairing .client=${client}></tip-device-pairing>
    </main>`);
    await waitUntil(() => shownText(page).includes('Kod wyświetlany na urządzeniu'), 'Polish shown', { timeout: 5000 });
    // The back office's area is in use on this test page since the test above, so its Polish chunk comes too.
    const added = () => catalogueRequests().filter((chunk) => !before.includes(chunk) && !chunk.endsWith('/back-office'));
    // Both chunks are asked for before anything renders; the display's may land first (a resource entry is written when its answer ends).
    const both = ['pl/checkout', 'pl/display'];
    await waitUntil(() => added().length >= both.length, 'both chunks fetched', { timeout: 5000 }).catch(() => undefined);
    expect(added().sort()).to.deep.equal(both);
    const tablet = document.createElement('tip-display-device');
    tablet.device = sandbox.devices[0];
    page.append(tablet);
    await waitUntil(() => shownText(page).includes('Wpisz ten kod w kasie'), 'the tablet in Polish', { timeout: 5000 });
    await waitUntil(() => added().length >= 3, 'the tablet\'s chunk fetched', { timeout: 5000 }).catch(() => undefined);
    expect(added().sort()).to.deep.equal(['pl/checkout', 'pl/device', 'pl/display']);
  });

  it('ships the thirty locales, English built in and every other one a module of its own per area', () => {
    expect([...SHIPPED_LOCALES].sort()).to.deep.equal(['ar', 'cs', 'da', 'de', 'el', 'en', 'es', 'fi', 'fr', 'fr-CA', 'he', 'hi', 'hu', 'id', 'it', 'ja', 'ko', 'nb', 'nl', 'pl', 'pt-BR', 'pt-PT', 'ro', 'sv', 'th', 'tr', 'uk', 'vi', 'zh-CN', 'zh-TW']);
    expect(AREAS.map((a) => a.name)).to.deep.equal(['checkout', 'back-office', 'display', 'device', 'screen']);
  });

  it('the whole catalogue of a locale (tip-elements/locales/<tag>) is every area\'s chunk', async () => {
    for (const tag of SHIPPED_LOCALES) {
      const whole = ((await import(`../../src/i18n/locales/${tag}/index.ts`)) as { default: Catalogue }).default;
      // English has no chunks: its whole catalogue is every area's built-in English.
      const chunks = tag === 'en' ? AREAS.map((a) => a.english) : await Promise.all(AREAS.map((a) => moduleOf(a, tag.toLowerCase())));
      expect(whole, tag).to.deep.equal(Object.assign({}, ...chunks));
    }
  });

  it('confirmTips counts with each language\'s plural rules', async () => {
    const checkout = AREAS[0]!;
    const confirm = async (tag: string, count: number) => ((await withoutEnglish(checkout, tag.toLowerCase())) as Messages).confirmTips(count, '$1');
    // Arabic has a dual: one tip, two tips and three tips are three different words.
    expect(new Set([await confirm('ar', 1), await confirm('ar', 2), await confirm('ar', 3)]).size).to.equal(3);
    for (const tag of ['de', 'es', 'fr', 'it', 'nl', 'pt-BR', 'pl', 'he', 'ro', 'hi', 'el', 'fi', 'hu', 'pt-PT', 'tr']) {
      expect(await confirm(tag, 1), `${tag}: one tip and two tips`).not.to.equal(await confirm(tag, 2));
      expect(await confirm(tag, 2), `${tag}: 2 and 3 are the same category`).to.equal(await confirm(tag, 3));
    }
    // Polish: 2 ("few") and 5 ("many") differ in grammar, but without the number on the button both read "napiwki".
    expect(await confirm('pl', 5)).to.equal(await confirm('pl', 2));
    // Romanian: 2 ("few", bacșișuri) and 20 ("other", de bacșișuri) read the same without the number.
    expect(await confirm('ro', 20)).to.equal(await confirm('ro', 2));
    // Danish "drikkepenge", Norwegian "tips" and Czech "spropitné" read the same for one tip or several.
    for (const tag of ['cs', 'da', 'nb']) expect(await confirm(tag, 1), tag).to.equal(await confirm(tag, 2));
  });

  it('the team\'s split line counts with each language\'s plural rules', async () => {
    const checkout = AREAS[0]!;
    /** The line's words, the count as #. */
    const words = async (tag: string, key: 'teamSplitService' | 'teamSplitEven', count: number) =>
      ((await withoutEnglish(checkout, tag.toLowerCase())) as Messages)[key](count).replace(/\d+/g, '#');
    for (const tag of SHIPPED_LOCALES.filter((t) => t !== 'en')) {
      for (const key of ['teamSplitService', 'teamSplitEven'] as const) {
        const own = (await withoutEnglish(checkout, tag.toLowerCase())) as Messages;
        expect(own[key](30), `${tag} ${key}: the count`).to.include('30');
        expect(own[key](30), `${tag} ${key}`).not.to.equal(en[key](30));
      }
    }
    for (const tag of ['de', 'es', 'fr', 'it', 'nl', 'pt-BR', 'pt-PT', 'pl', 'cs', 'da', 'nb', 'sv', 'el', 'ro', 'uk', 'hi', 'he', 'ar', 'fi', 'hu']) {
      expect(await words(tag, 'teamSplitEven', 1), `${tag}: one person and three`).not.to.equal(await words(tag, 'teamSplitEven', 3));
      expect(await words(tag, 'teamSplitService', 3), `${tag}: 3 and 4 are the same category`).to.equal(await words(tag, 'teamSplitService', 4));
    }
    // Czech and Romanian: 3 ("few") and 20 (Romanian "other": "20 de persoane"; Czech "other": "osob") differ.
    for (const tag of ['cs', 'ro']) expect(await words(tag, 'teamSplitEven', 20), tag).not.to.equal(await words(tag, 'teamSplitEven', 3));
    // Arabic: one, two, three to ten, eleven to ninety-nine.
    expect(new Set(await Promise.all([1, 2, 3, 11].map((n) => words('ar', 'teamSplitService', n)))).size).to.equal(4);
  });

  it('transferButton shows the count, and counts with each language\'s plural rules', async () => {
    /** The button's words: the amount as ¤, the count as #. */
    const words = async (tag: string, count: number) => ((await withoutEnglish(backOffice, tag.toLowerCase())) as Messages).transferButton('¤', count).replace(/\d+/g, '#');
    for (const tag of SHIPPED_LOCALES.filter((t) => t !== 'en')) {
      const none = ((await withoutEnglish(backOffice, tag.toLowerCase())) as Messages).transferButton('¤', 0);
      expect(none, `${tag}: nobody chosen yet, no count`).to.include('¤').and.not.match(/\d/);
      expect(((await withoutEnglish(backOffice, tag.toLowerCase())) as Messages).transferButton('¤', 3), `${tag}: the count`).to.include('3');
    }
    // Arabic: one, two (a dual, no number), three to ten, eleven to ninety-nine, a hundred.
    expect(new Set(await Promise.all([1, 2, 3, 11, 100].map((n) => words('ar', n)))).size).to.equal(5);
    for (const tag of ['de', 'es', 'fr', 'it', 'nl', 'pt-BR', 'pl', 'sv', 'ro', 'uk', 'hi', 'cs', 'da', 'el', 'nb', 'pt-PT']) {
      expect(await words(tag, 1), `${tag}: one staff member and two`).not.to.equal(await words(tag, 2));
      expect(await words(tag, 2), `${tag}: 2 and 3 are the same category`).to.equal(await words(tag, 3));
    }
    // Hebrew: one, two ("לשני", Intl.PluralRules' "two") and other are three sentences.
    expect(new Set(await Promise.all([1, 2, 3].map((n) => words('he', n)))).size).to.equal(3);
    // Polish and Czech: the dative plural is one word for 2 ("few") and 5 ("many" in Polish, "other" in Czech).
    expect(await words('pl', 5)).to.equal(await words('pl', 2));
    // Romanian: 20 and 101 ("other" and "few") differ: "20 de angajați", "101 angajați".
    expect(await words('ro', 20)).not.to.equal(await words('ro', 2));
    expect(await words('ro', 101)).to.equal(await words('ro', 2));
    // Ukrainian: 21 is "one" (працівникові); 2 ("few") and 5 ("many") share the dative plural (працівникам).
    expect(await words('uk', 21)).to.equal(await words('uk', 1));
    expect(await words('uk', 5)).to.equal(await words('uk', 2));
    expect(await words('cs', 5)).to.equal(await words('cs', 2));
    // Finnish, Turkish and Hungarian keep the noun singular after a numeral: one form for every count.
    for (const tag of ['fi', 'hu', 'tr']) expect(await words(tag, 1), tag).to.equal(await words(tag, 2));
  });

  it('the tablet\'s queue counts with each language\'s plural rules, in every category it has', async () => {
    const device = AREAS.find((a) => a.name === 'device')!;
    /** The queue's words, the count as #. */
    const words = async (tag: string, count: number) => ((await withoutEnglish(device, tag.toLowerCase())) as Messages).deviceQueued(count).replace(/\d+(?:\.\d+)?/g, '#');
    /** A count in each plural category the language has (Intl.PluralRules), and the words each one gets. */
    const byCategory = async (tag: string, counts: readonly number[]) => {
      const rules = new Intl.PluralRules(tag);
      expect(new Set(counts.map((n) => rules.select(n))), `${tag}: one count per category`).to.deep.equal(new Set(rules.resolvedOptions().pluralCategories));
      return Promise.all(counts.map((n) => words(tag, n)));
    };
    // Ukrainian: 1 оплата, 3 оплати, 5 оплат; 1.5 ("other") оплати, as 3.
    const uk = await byCategory('uk', [1, 3, 5, 1.5]);
    expect(new Set(uk.slice(0, 3)).size).to.equal(3);
    expect(uk[3]).to.equal(uk[1]);
    // Romanian: 1 plată, 3 plăți, 20 de plăți.
    expect(new Set(await byCategory('ro', [1, 3, 20])).size).to.equal(3);
    // Hindi: the verb agrees, है for one, हैं for more.
    expect(new Set(await byCategory('hi', [1, 3])).size).to.equal(2);
  });

  for (const where of AREAS) {
    const keys = Object.keys(where.english);
    const args = where.args as Record<string, readonly unknown[]>;

    describe(`the ${where.name} area`, () => {
      for (const tag of SHIPPED_LOCALES.filter((t) => t !== 'en')) {
        const lower = tag.toLowerCase();

        it(`${tag}: every English key, a function exactly where English has one, every name and amount placed`, async () => {
          const own = await moduleOf(where, lower);
          // Same order as English, so new keys merge in the same place in every catalogue.
          const order = Object.keys(own);
          expect(order.filter((key) => !(key in where.english)), 'keys English does not have').to.deep.equal([]);
          expect(order).to.deep.equal(keys.filter((key) => key in own));
          const messages = await withoutEnglish(where, lower);
          for (const key of keys) {
            const value = (messages as Record<string, unknown>)[key];
            expect(typeof value, `${tag}.${key}`).to.equal(typeof (where.english as Record<string, unknown>)[key]);
            const text = say(messages, key, args);
            expect(text.trim(), `${tag}.${key} is not empty`).not.to.equal('');
            expect(text, `${tag}.${key} has no stray spaces`).to.equal(text.trim());
            for (const arg of args[key] ?? []) {
              if (typeof arg === 'string') expect(text, `${tag}.${key} shows ${arg}`).to.include(arg);
            }
          }
        });

        it(`${tag}: its elements speak ${tag} in every state, names and amounts aside, and pass axe`, async () => {
          const { own, t } = await everyArea(lower);
          const all = (await where.render(tag, t)).join('\n');
          for (const key of where.shown) {
            // As shownText has it: isolates removed, every space (no-break ones included) a plain one.
            const text = plain((own as Record<string, string>)[key as string] ?? '(missing)').replace(/\s+/g, ' ');
            expect(all.includes(text), `${tag} shows its ${String(key)}: "${text}"`).to.equal(true);
          }
          const english = englishLeftovers(own).filter((piece) => asWord(piece).test(all));
          expect(english, `English on the ${tag} ${where.name} page`).to.deep.equal([]);
        });
      }
    });
  }
});
