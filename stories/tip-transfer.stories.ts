import type { Meta, StoryContext, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import { directory, fill, press, ready, saleLoader } from './back-office.js';
import { expect } from 'storybook/test';
import { LOCALES, moneyOf, service, THEMES, typedIn, waitForMessage, type ServiceOptions } from './support.js';

interface Args {
  currency: string;
  locale: string | undefined;
}

function view(options: ServiceOptions = {}) {
  return (args: Args, context: StoryContext<Args>) => html`<div class="story-surface">
    <tip-transfer
      .client=${service(context, options).client}
      transaction-id=${(context.loaded['transactionId'] as string | undefined) ?? ''}
      .staff=${directory}
      currency=${args.currency}
      .locale=${args.locale}
    ></tip-transfer>
  </div>`;
}

const meta: Meta<Args> = {
  title: 'Back office/tip-transfer',
  component: 'tip-transfer',
  args: { currency: 'USD', locale: undefined },
  argTypes: { locale: { control: 'select', options: [undefined, ...LOCALES] } },
  loaders: [saleLoader()],
  render: view(),
};
export default meta;
type Story = StoryObj<Args>;

/** What each staff member holds now, and who can receive: nobody chosen yet. */
export const Form: Story = {};

/** Split evenly between Maya and Sam, cent-exact: $49.00 is $24.50 each. */
export const EvenSplit: Story = {
  play: async ({ canvasElement }) => {
    const el = await ready(canvasElement, 'tip-transfer');
    await press(el, 'input[value="emp-maya"]');
    await press(el, 'input[value="emp-sam"]');
    await waitForMessage(el, '[part~="remainder"]', (t) => t.allAssigned(moneyOf(el, 4900)));
    await expect(el.shadowRoot!.querySelector('[part~="button"]')).toHaveAttribute('aria-disabled', 'false');
  },
};

/** Exact amounts that do not add up yet: the live remainder, and the button waits. */
export const ExactAmountsWithRemainder: Story = {
  play: async ({ canvasElement }) => {
    const el = await ready(canvasElement, 'tip-transfer');
    await press(el, 'input[value="emp-maya"]');
    await press(el, 'input[value="emp-lucia"]');
    await press(el, 'input[value="exact"]');
    await fill(el, '#amount-emp-maya', typedIn(el, 2000));
    await fill(el, '#amount-emp-lucia', typedIn(el, 2775));
    await waitForMessage(el, '[part~="remainder"]', (t) => t.leftToAssign(moneyOf(el, 125)));
    await expect(el.shadowRoot!.querySelector('[part~="button"]')).toHaveAttribute('aria-disabled', 'true');
  },
};

/** Adding a new staff member: employee id, name and picture. */
export const NewStaffMember: Story = {
  play: async ({ canvasElement }) => {
    const el = await ready(canvasElement, 'tip-transfer');
    await press(el, '[part~="add"]');
    await fill(el, '#new-employeeId', 'emp-ines');
    await fill(el, '#new-firstName', 'Inès');
    await fill(el, '#new-lastName', 'Moreau');
    await fill(el, '#new-avatar', 'javascript:alert(1)');
    await press(el, '[part~="new-staff"] button[type="submit"]');
    await waitForMessage(el, '#new-avatar-message', (t) => t.avatarInvalid);
    await expect(el.shadowRoot!.querySelector('#new-avatar')).toHaveAttribute('aria-invalid', 'true');
  },
};

/** Moved: Kenji's tip went to Sam; the new distribution comes from the service's details. */
export const Transferred: Story = {
  play: async ({ canvasElement }) => {
    const el = await ready(canvasElement, 'tip-transfer');
    for (const id of ['emp-maya', 'emp-lucia', 'emp-sam']) await press(el, `input[value="${id}"]`);
    await press(el, 'input[value="exact"]');
    await fill(el, '#amount-emp-maya', typedIn(el, 1700));
    await fill(el, '#amount-emp-lucia', typedIn(el, 3000));
    await fill(el, '#amount-emp-sam', typedIn(el, 200));
    await press(el, '[part~="button"]');
    await waitForMessage(el, '[part~="status"]', (t) => t.transferDone);
  },
};

/** The transfer failed: an alert with Retry, which sends the same distribution again. */
export const TransferErrorWithRetry: Story = {
  play: async (context) => {
    const el = await ready(context.canvasElement, 'tip-transfer');
    service(context).sandbox.failNext(1, { operations: ['transfer'] });
    await press(el, 'input[value="emp-noor"]');
    await press(el, '[part~="button"]');
    const alert = await waitForMessage(el, '[role="alert"]', (t) => t.transferFailed);
    await expect(alert.querySelector('[part~="retry"]')).not.toBeNull();
  },
};

/** A sale that was never charged: nothing to move. */
export const NotTransferable: Story = { loaders: [saleLoader({ pending: true })] };

/** Details on their way. */
export const Loading: Story = {
  loaders: [saleLoader({ track: false, then: (svc) => svc.sandbox.setLatency(600_000) })],
  render: view({ track: false }),
};

export const German: Story = { args: { locale: 'de-DE', currency: 'EUR' } };

export const RightToLeft: Story = { parameters: { dir: 'rtl', lang: 'ar' } };

export const Themes: Story = {
  render: (args, context) => html`<div style="display: flex; flex-wrap: wrap; gap: 12px">
    ${THEMES.map(
      (theme) => html`<div data-theme=${theme} class="story-surface" style="width: 360px">
        <tip-transfer .client=${service(context).client} transaction-id=${context.loaded['transactionId'] as string} .staff=${directory} .locale=${args.locale}></tip-transfer>
      </div>`,
    )}
  </div>`,
};
