import type { Meta, StoryContext, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import type { DisplayLine } from '../src/elements/internal/types.js';
import { choose, customer, deepQuery, lines, LOCALES, dirOf, locationId, service, staff, THEMES, waitFor, waitForDeep, type ServiceOptions } from './support.js';

interface Args {
  lines: DisplayLine[];
  currency: string;
  locale: string | undefined;
}

const meta: Meta<Args> = {
  title: 'Elements/checkout-summary',
  component: 'checkout-summary',
  args: { lines, currency: 'USD', locale: undefined },
  argTypes: { locale: { control: 'select', options: [undefined, ...LOCALES] } },
  render: (args) => html`<div class="story-surface story-narrow">
    <checkout-summary .lines=${args.lines} currency=${args.currency} .locale=${args.locale}></checkout-summary>
  </div>`,
};
export default meta;
type Story = StoryObj<Args>;

/** Inside a checkout: the summary reads the staff's tips, the fees and the intent from it. */
function inCheckout(args: Args, context: Pick<StoryContext, 'id' | 'viewMode'>, options: ServiceOptions = {}) {
  return html`<div class="story-surface story-narrow">
    <tip-checkout
      .client=${service(context, options).client}
      location-id=${locationId}
      .customer=${customer}
      .staff=${staff}
      .lines=${args.lines}
      currency=${args.currency}
      .locale=${args.locale}
    >
      <checkout-summary></checkout-summary>
    </tip-checkout>
  </div>`;
}

const button = (root: HTMLElement) =>
  waitFor(() => deepQuery(root, 'checkout-summary')?.shadowRoot?.querySelector<HTMLButtonElement>('button[part~="button"]'));

/** Standalone: the bill alone (no tips, no button). "Services" starts open (`expanded`), "Products" closed. */
export const Standalone: Story = {};

/** Both categories open after a tap on "Products". */
export const CategoriesOpen: Story = {
  play: async ({ canvasElement }) => {
    const toggles = await waitFor(() => {
      const found = deepQuery(canvasElement, 'checkout-summary')?.shadowRoot?.querySelectorAll<HTMLButtonElement>('button[aria-expanded="false"]');
      return found && found.length > 0 ? found : null;
    });
    toggles.forEach((t) => t.click());
  },
};

/** In a checkout, proposals still loading (the sandbox answers after ten minutes). */
export const Loading: Story = { render: (args, context) => inCheckout(args, context, { latencyMs: 600_000, track: false }) };

/** In a checkout, no tip chosen yet: the button waits and says who still needs a choice. */
export const AwaitingChoices: Story = { render: (args, context) => inCheckout(args, context) };

/** Tips chosen for everyone: tips, fees and the grand total; the button confirms. */
export const Selected: Story = {
  render: (args, context) => html`${inCheckout(args, context)}`,
  play: async ({ canvasElement }) => {
    // The summary alone has no staff list: choose through tip-proposals bound to the checkout.
    const checkout = await waitFor(() => canvasElement.querySelector('tip-checkout'));
    for (const [id, level] of [['emp-maya', 'medium'], ['emp-lucia', 'high'], ['emp-sam', 'none'], ['emp-kenji', 'low']] as const) {
      const row = document.createElement('tip-proposals');
      row.setAttribute('employee-id', id);
      row.setAttribute('label', id);
      row.hidden = true;
      checkout.append(row);
      await choose(checkout, id, level);
    }
    await waitForDeep(canvasElement, 'button[part~="button"]', (b) => b.getAttribute('aria-disabled') === 'false');
  },
};

/** The intent was created: the service's own fees (service and POS) and total, and a status. */
export const IntentCreated: Story = {
  render: (args, context) => inCheckout(args, context),
  play: async (context) => {
    await Selected.play!(context);
    (await button(context.canvasElement)).click();
    await waitForDeep(context.canvasElement, '[part~="status"]');
  },
};

/** The intent failed: an alert with Retry; the choices are kept. */
export const IntentError: Story = {
  render: (args, context) => inCheckout(args, context, { fail: [1, { operations: ['intent'] }] }),
  play: async (context) => {
    await Selected.play!(context);
    (await button(context.canvasElement)).click();
    await waitForDeep(context.canvasElement, '[part~="retry"]');
  },
};

export const LongItemNames: Story = {
  args: {
    lines: [
      {
        name: 'Signature balayage with gloss, bond-building treatment and blow-dry, extra-long hair',
        total: 214.5,
        expanded: true,
        items: [
          { name: 'Signature balayage with gloss and bond-building treatment (two colorists)', qty: 1, amount: 205 },
          { name: 'Blow-dry', qty: 1, amount: 9.5 },
        ],
      },
      { name: 'Professional-grade sulfate-free repair shampoo for color-treated hair, 1 litre salon size', qty: 3, total: 126 },
    ],
  },
};

export const RightToLeft: Story = {
  args: {
    lines: [
      { name: 'خدمات', total: 98, expanded: true, items: [{ name: 'قص وتصفيف', qty: 1, amount: 90 }, { name: 'طلاء أظافر', qty: 1, amount: 8 }] },
      { name: 'خصم', total: -9.8 },
      { name: 'ضريبة', total: 4.9 },
    ],
  },
  parameters: { dir: 'rtl', lang: 'ar' },
};

export const Themes: Story = {
  render: (args) => html`<div style="display: flex; flex-wrap: wrap; gap: 12px">
    ${THEMES.map(
      (theme) => html`<div data-theme=${theme} class="story-surface" style="width: 340px">
        <checkout-summary .lines=${args.lines}></checkout-summary>
      </div>`,
    )}
  </div>`,
};

export const Locales: Story = {
  render: (args) => html`<div style="display: flex; flex-wrap: wrap; gap: 12px">
    ${LOCALES.map(
      (locale) => html`<div class="story-surface" style="width: 340px" lang=${locale} dir=${dirOf(locale)}>
        <checkout-summary .lines=${args.lines} locale=${locale}></checkout-summary>
      </div>`,
    )}
  </div>`,
};
