import type { Meta, StoryContext, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import { expect } from 'storybook/test';
import type { TipIntentEvent } from '../src/elements/internal/events.js';
import type { DisplayLine, StaffMember } from '../src/elements/internal/types.js';
import {
  bigDayLines,
  choose,
  customer,
  customInputOf,
  deepQuery,
  lines,
  LOCALE_NAMES,
  locationId,
  longNameStaff,
  oneStaff,
  rtlStaff,
  service,
  staff,
  thirtyStaff,
  typeInto,
  waitFor,
  waitForDeep,
  hasDigits,
  hasText,
  type ServiceOptions,
} from './support.js';
import { linesFor } from '../demo/sale.js';
import { strings } from '../demo/strings.js';

interface Args {
  staff: StaffMember[];
  lines: DisplayLine[];
  currency: string;
  locale: string | undefined;
}

/** The whole checkout as an integrator writes it; `tip-intent` is shown below it, as the host would log it. */
function checkout(args: Args, context: Pick<StoryContext, 'id' | 'viewMode'>, options: ServiceOptions = {}) {
  const onIntent = (event: TipIntentEvent) => {
    const log = (event.currentTarget as HTMLElement).querySelector('.story-log');
    if (log) log.textContent = `tip-intent: ${JSON.stringify(event.result)}`;
  };
  return html`<tip-checkout
    .client=${service(context, options).client}
    location-id=${locationId}
    .customer=${customer}
    .staff=${args.staff}
    .lines=${args.lines}
    currency=${args.currency}
    .locale=${args.locale}
    @tip-intent=${onIntent}
  >
    <div class="story-checkout">
      <staff-tip-list></staff-tip-list>
      <checkout-summary></checkout-summary>
    </div>
    <p class="story-log" aria-live="polite"></p>
  </tip-checkout>`;
}

const meta: Meta<Args> = {
  title: 'Checkout/Full checkout',
  component: 'tip-checkout',
  args: { staff, lines, currency: 'USD', locale: undefined },
  argTypes: { locale: { control: 'select', options: [undefined, ...Object.keys(LOCALE_NAMES)] } },
  parameters: { layout: 'padded' },
  render: (args, context) => checkout(args, context),
};
export default meta;
type Story = StoryObj<Args>;

const summaryButton = (root: HTMLElement) =>
  waitFor(() => deepQuery(root, 'checkout-summary')?.shadowRoot?.querySelector<HTMLButtonElement>('button[part~="button"]'));

/** The proposals are still on their way (the sandbox answers after ten minutes). */
export const Loading: Story = {
  render: (args, context) => checkout(args, context, { latencyMs: 600_000, track: false }),
};

/** The salon sale: four staff, services, products, a discount and tax; the services category starts open. */
export const Ready: Story = {};

/** Tips chosen for three of the four staff: the summary asks for the fourth. */
export const Selected: Story = {
  play: async ({ canvasElement }) => {
    await choose(canvasElement, 'Maya Okafor', 'medium');
    await choose(canvasElement, 'Lucía Fernández', 'high');
    await choose(canvasElement, 'Kenji Watanabe', 'low');
  },
};

/** Everyone chose; the button shows the grand total. */
export const AllChosen: Story = {
  play: async ({ canvasElement }) => {
    await choose(canvasElement, 'Maya Okafor', 'medium');
    await choose(canvasElement, 'Lucía Fernández', 'high');
    await choose(canvasElement, 'Sam Patel', 'none');
    await choose(canvasElement, 'Kenji Watanabe', 'low');
    await waitForDeep(canvasElement, 'button[part~="button"]', (b) => b.getAttribute('aria-disabled') === 'false');
  },
};

/** A custom tip for the assistant; its fee is looked up live and lands in the summary. */
export const CustomWithLiveFees: Story = {
  play: async ({ canvasElement }) => {
    await choose(canvasElement, 'Sam Patel', 'custom');
    const box = await customInputOf(canvasElement, 'Sam Patel');
    typeInto(box, '10');
    await waitForDeep(box.getRootNode() as ShadowRoot, '#fee-text', hasDigits);
  },
};

/** $50 on a $9 polish change: the customer is asked to keep or change it. */
export const LargeTipGuard: Story = {
  play: async ({ canvasElement }) => {
    await choose(canvasElement, 'Kenji Watanabe', 'custom');
    const box = await customInputOf(canvasElement, 'Kenji Watanabe');
    typeInto(box, '50');
    box.blur();
    await waitForDeep(canvasElement, '[part~="guard"]');
  },
};

/** Text that is not an amount is kept and reported; the summary waits for a valid amount. */
export const BadInput: Story = {
  play: async ({ canvasElement }) => {
    await choose(canvasElement, 'Sam Patel', 'custom');
    const box = await customInputOf(canvasElement, 'Sam Patel');
    typeInto(box, 'ten dollars');
    box.blur();
    await waitForDeep(canvasElement, '[part~="message"]', hasText);
    await expect(box).toHaveAttribute('aria-invalid', 'true');
  },
};

/** The proposals request fails (503 twice: the client's one retry fails too); Retry loads them. */
export const ServiceErrorWithRetry: Story = {
  render: (args, context) => checkout(args, context, { fail: [2, { operations: ['proposals'] }] }),
  play: async ({ canvasElement }) => {
    await waitForDeep(canvasElement, '[part~="retry"]');
  },
};

/** The intent fails once (the service is down at the worst moment); the choices are kept and Retry works. */
export const IntentErrorWithRetry: Story = {
  render: (args, context) => checkout(args, context, { fail: [1, { operations: ['intent'] }] }),
  play: async ({ canvasElement }) => {
    await choose(canvasElement, 'Maya Okafor', 'medium');
    await choose(canvasElement, 'Lucía Fernández', 'medium');
    await choose(canvasElement, 'Sam Patel', 'none');
    await choose(canvasElement, 'Kenji Watanabe', 'high');
    (await summaryButton(canvasElement)).click();
    await waitForDeep(canvasElement, '[part~="retry"]');
  },
};

/** The intent is created: the service's fees and total, and `tip-intent` for the host. */
export const IntentCreated: Story = {
  play: async ({ canvasElement }) => {
    await choose(canvasElement, 'Maya Okafor', 'high');
    await choose(canvasElement, 'Lucía Fernández', 'medium');
    await choose(canvasElement, 'Sam Patel', 'none');
    await choose(canvasElement, 'Kenji Watanabe', 'medium');
    const checkout = await waitFor(() => canvasElement.querySelector('tip-checkout'));
    const intent = new Promise<TipIntentEvent>((resolve) => checkout.addEventListener('tip-intent', (e) => resolve(e as TipIntentEvent), { once: true }));
    (await summaryButton(canvasElement)).click();
    const { result } = await intent;
    await expect(result.transactionId).toBeTruthy();
    // The host's log below the checkout shows it, and the summary its status.
    await waitFor(() => canvasElement.querySelector('.story-log')?.textContent?.includes(result.transactionId) || null);
    await waitForDeep(canvasElement, '[part~="status"]', hasText);
  },
};

/** Nobody is tipped: "Continue without tip" and `tip-skip`, no intent. */
export const NoTipForAnyone: Story = {
  play: async ({ canvasElement }) => {
    for (const name of ['Maya Okafor', 'Lucía Fernández', 'Sam Patel', 'Kenji Watanabe']) await choose(canvasElement, name, 'none');
    await waitForDeep(canvasElement, 'button[part~="button"]', (b) => b.getAttribute('aria-disabled') === 'false');
  },
};

/** Only the assistant, who has no service amount: Custom or No tip. */
export const NoServiceAmount: Story = { args: { staff: [staff[2]!] } };

export const OneStaff: Story = { args: { staff: oneStaff, lines: [lines[0]!] } };

/** A spa day with 30 staff in one sale (one proposals request). */
export const ThirtyStaff: Story = { args: { staff: thirtyStaff, lines: bigDayLines } };

export const LongNames: Story = {
  args: {
    staff: longNameStaff,
    lines: [
      {
        name: 'Signature balayage with gloss, bond-building treatment and blow-dry, extra-long hair',
        total: 214.5,
        expanded: true,
        items: [
          { name: 'Signature balayage with gloss and bond-building treatment (extra-long hair, two colorists)', qty: 1, amount: 205 },
          { name: 'Blow-dry', qty: 1, amount: 9.5 },
        ],
      },
    ],
  },
};

/** Right to left (Arabic): layout, arrows and alignment mirror. */
export const RightToLeft: Story = {
  args: {
    staff: rtlStaff,
    lines: [
      { name: 'خدمات', total: 98, expanded: true, items: [{ name: 'قص وتصفيف', qty: 1, amount: 90 }, { name: 'طلاء أظافر', qty: 1, amount: 8 }] },
      { name: 'ضريبة', total: 4.9 },
    ],
  },
  parameters: { dir: 'rtl', lang: 'ar' },
};

export const ThemeLight: Story = { globals: { theme: 'light' }, play: Selected.play! };
export const ThemeDark: Story = { globals: { theme: 'dark' }, play: Selected.play! };
export const ThemeBrand: Story = { globals: { theme: 'brand' }, play: Selected.play! };

/**
 * The sale in another currency: amounts converted by `rate` and written with `decimals` (the
 * currency's exponent), so the bill, service amounts and proposals are the currency's own.
 */
function saleIn(rate: number, decimals: number): Pick<Args, 'staff' | 'lines'> {
  const convert = (amount: number) => Math.round(amount * rate * 10 ** decimals) / 10 ** decimals;
  return {
    staff: staff.map((m) => (m.serviceAmount ? { ...m, serviceAmount: convert(m.serviceAmount) } : m)),
    lines: lines.map((line) => ({
      ...line,
      total: convert(line.total),
      ...(line.items ? { items: line.items.map((item) => ({ ...item, amount: convert(item.amount) })) } : {}),
    })),
  };
}

/** Chooses a proposal and a custom tip (typed with the currency's decimals), and waits for its fee. */
const chooseWithCustom = (typed: string) => async ({ canvasElement }: { canvasElement: HTMLElement }) => {
  await choose(canvasElement, 'Maya Okafor', 'high');
  await choose(canvasElement, 'Sam Patel', 'custom');
  const box = await customInputOf(canvasElement, 'Sam Patel');
  typeInto(box, typed);
  await waitForDeep(box.getRootNode() as ShadowRoot, '#fee-text', hasDigits);
};

/**
 * Japanese yen, which has no minor unit: proposals, fees and totals in whole yen (the sandbox
 * rounds them), the custom amount "800" without decimals, and every sum adding up as shown.
 */
export const CurrencyJPY: Story = {
  args: { ...saleIn(150, 0), currency: 'JPY', locale: 'ja-JP' },
  parameters: { lang: 'ja-JP' },
  render: (args, context) => checkout(args, context, { currency: 'JPY' }),
  play: chooseWithCustom('800'),
};

/** Kuwaiti dinar, three decimals: the custom amount takes "2.345", and fees are in fils. */
export const CurrencyKWD: Story = {
  args: { ...saleIn(0.307, 3), currency: 'KWD', locale: 'en-US' },
  parameters: { lang: 'en-US' },
  render: (args, context) => checkout(args, context, { currency: 'KWD' }),
  play: chooseWithCustom('2.345'),
};

export const LocaleEnUS: Story = { args: { locale: 'en-US' }, parameters: { lang: 'en-US' } };
export const LocaleDeDE: Story = { args: { locale: 'de-DE' }, parameters: { lang: 'de-DE' } };
export const LocaleFrCA: Story = { args: { locale: 'fr-CA' }, parameters: { lang: 'fr-CA' } };
export const LocaleJaJP: Story = { args: { locale: 'ja-JP' }, parameters: { lang: 'ja-JP' } };

/**
 * Arabic, right to left, with the salon's Latin-script team: names, amounts and percents are
 * isolated, so "US$ 17.00" and "Maya Okafor" read correctly inside Arabic sentences.
 */
export const LocaleAr: Story = {
  args: { lines: linesFor(strings.ar.lines, 'ar') },
  parameters: { lang: 'ar', dir: 'rtl' },
  play: Selected.play!,
};

/** Hebrew, right to left, with Hebrew and Arabic names and a Hebrew bill. */
export const LocaleHe: Story = {
  args: {
    staff: rtlStaff,
    lines: [
      { name: 'שירותים', total: 98, expanded: true, items: [{ name: 'תספורת ועיצוב', qty: 1, amount: 90 }, { name: 'לק', qty: 1, amount: 8 }] },
      { name: 'מס מכירה', total: 4.9 },
    ],
  },
  parameters: { lang: 'he', dir: 'rtl' },
  play: async ({ canvasElement }) => {
    await choose(canvasElement, 'ليلى حداد', 'medium');
    await choose(canvasElement, 'נועה כהן', 'low');
  },
};

/** A phone-sized customer display: everything stacks. */
export const Narrow: Story = {
  parameters: { viewport: { defaultViewport: 'mobile1' } },
  render: (args, context) => html`<div style="max-width: 380px">${checkout(args, context)}</div>`,
};
