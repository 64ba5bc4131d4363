import type { Meta, StoryContext, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import { directory, fill, press, ready, saleLoader } from './back-office.js';
import { expect } from 'storybook/test';
import { ANY, LOCALES, moneyOf, service, THEMES, typedIn, waitForMessage, type ServiceOptions } from './support.js';

interface Args {
  currency: string;
  locale: string | undefined;
}

function view(options: ServiceOptions = {}) {
  return (args: Args, context: StoryContext<Args>) => html`<div class="story-surface">
    <tip-refund
      .client=${service(context, options).client}
      transaction-id=${(context.loaded['transactionId'] as string | undefined) ?? ''}
      .staff=${directory}
      currency=${args.currency}
      .locale=${args.locale}
    ></tip-refund>
  </div>`;
}

const meta: Meta<Args> = {
  title: 'Back office/tip-refund',
  component: 'tip-refund',
  args: { currency: 'USD', locale: undefined },
  argTypes: { locale: { control: 'select', options: [undefined, ...LOCALES] } },
  loaders: [saleLoader()],
  render: view(),
};
export default meta;
type Story = StoryObj<Args>;

/** The form: a partial refund by amount, split evenly by the service. */
export const Form: Story = {};

/** Per staff member: one amount each, up to what each holds, with a live total. */
export const PerStaffMember: Story = {
  play: async ({ canvasElement }) => {
    const el = await ready(canvasElement, 'tip-refund');
    await press(el, 'input[value="staff"]');
    await fill(el, '#staff-emp-lucia', typedIn(el, 620));
    await fill(el, '#staff-emp-kenji', typedIn(el, 100));
    // The live total adds up both amounts, and neither is refused.
    await waitForMessage(el, '[part~="staff-total"]', (t) => t.refundStaffTotal(moneyOf(el, 720)));
    await expect(el.shadowRoot!.querySelectorAll('[aria-invalid="true"]')).toHaveLength(0);
  },
};

/** What the form catches before sending: more than is left to refund. */
export const Validation: Story = {
  play: async ({ canvasElement }) => {
    const el = await ready(canvasElement, 'tip-refund');
    await fill(el, '#amount', typedIn(el, 8000));
    await press(el, 'button[type="submit"]');
    await waitForMessage(el, '[part~="message"]', (t) => t.amountOverRefundable(ANY));
    await expect(el.shadowRoot!.querySelector('#amount')).toHaveAttribute('aria-invalid', 'true');
    await expect(el.shadowRoot!.querySelector('[part~="preview"]')).toBeNull();
  },
};

/** The dry run: per staff member, the gross, fee and net the refund would take. Nothing changed yet. */
export const Preview: Story = {
  play: async ({ canvasElement }) => {
    const el = await ready(canvasElement, 'tip-refund');
    await fill(el, '#amount', typedIn(el, 1200));
    await fill(el, '#reason', 'Returned the shampoo');
    await press(el, 'button[type="submit"]');
    await waitForMessage(el, '[part~="preview"] #refund', (t) => t.refundButton(moneyOf(el, 1200)));
  },
};

/** A full refund's preview: one record for the whole transaction. */
export const FullRefundPreview: Story = {
  play: async ({ canvasElement }) => {
    const el = await ready(canvasElement, 'tip-refund');
    await press(el, 'input[value="full"]');
    await press(el, 'button[type="submit"]');
    // One record, for the whole transaction (no staff member's name).
    const preview = await waitForMessage(el, '[part~="preview"] tbody th', (t) => t.refundWhole);
    await expect(preview.closest('tbody')!.rows).toHaveLength(1);
  },
};

/** Refunded: the records as the service executed them. */
export const Refunded: Story = {
  play: async (context) => {
    await Preview.play!(context);
    const el = await ready(context.canvasElement, 'tip-refund');
    await press(el, '#refund');
    await waitForMessage(el, '[part~="status"]', (t) => t.refundDone(moneyOf(el, 1200)));
  },
};

/** The dry run failed: an alert with Retry. */
export const PreviewErrorWithRetry: Story = {
  play: async (context) => {
    const el = await ready(context.canvasElement, 'tip-refund');
    service(context).sandbox.failNext(1, { operations: ['refund'] });
    await fill(el, '#amount', typedIn(el, 500));
    await press(el, 'button[type="submit"]');
    const alert = await waitForMessage(el, '[role="alert"]', (t) => t.previewFailed);
    await expect(alert.querySelector('[part~="retry"]')).not.toBeNull();
  },
};

/** The refund's answer was lost: Retry looks at the transaction again instead of sending it twice. */
export const RefundErrorWithRetry: Story = {
  play: async (context) => {
    const el = await ready(context.canvasElement, 'tip-refund');
    await fill(el, '#amount', typedIn(el, 500));
    await press(el, 'button[type="submit"]');
    await waitForMessage(el, '[part~="preview"] #refund', (t) => t.refundButton(moneyOf(el, 500)));
    service(context).sandbox.failNext(1, { operations: ['refund'], status: 504, code: 'upstream_timeout' });
    await press(el, '#refund');
    const alert = await waitForMessage(el, '[role="alert"]', (t) => t.refundFailed);
    await expect(alert.querySelector('[part~="retry"]')).not.toBeNull();
  },
};

/** A sale that was never charged cannot be refunded. */
export const NotRefundable: Story = { loaders: [saleLoader({ pending: true })] };

/** Details on their way. */
export const Loading: Story = {
  loaders: [saleLoader({ track: false, then: (svc) => svc.sandbox.setLatency(600_000) })],
  render: view({ track: false }),
};

/** German: amounts typed and shown the German way. */
export const German: Story = {
  args: { locale: 'de-DE', currency: 'EUR' },
  play: async ({ canvasElement }) => {
    const el = await ready(canvasElement, 'tip-refund');
    await fill(el, '#amount', '2,50');
    await press(el, 'button[type="submit"]');
    // "2,50" is two euros fifty in German: the preview offers to refund exactly that, in German.
    await waitForMessage(el, '[part~="preview"] #refund', (t) => t.refundButton(moneyOf(el, 250)));
  },
};

export const RightToLeft: Story = { parameters: { dir: 'rtl', lang: 'ar' } };

export const Themes: Story = {
  render: (args, context) => html`<div style="display: flex; flex-wrap: wrap; gap: 12px">
    ${THEMES.map(
      (theme) => html`<div data-theme=${theme} class="story-surface" style="width: 360px">
        <tip-refund .client=${service(context).client} transaction-id=${context.loaded['transactionId'] as string} .staff=${directory} .locale=${args.locale}></tip-refund>
      </div>`,
    )}
  </div>`,
};
