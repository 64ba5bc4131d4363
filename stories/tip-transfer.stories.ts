import type { Meta, StoryContext, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import { directory, fill, press, ready, saleLoader } from './back-office.js';
import { LOCALES, service, THEMES, waitForText, type ServiceOptions } from './support.js';

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
    await waitForText(canvasElement, /All \$49\.00 assigned/);
  },
};

/** Exact amounts that do not add up yet: the live remainder, and the button waits. */
export const ExactAmountsWithRemainder: Story = {
  play: async ({ canvasElement }) => {
    const el = await ready(canvasElement, 'tip-transfer');
    await press(el, 'input[value="emp-maya"]');
    await press(el, 'input[value="emp-lucia"]');
    await press(el, 'input[value="exact"]');
    await fill(el, '#amount-emp-maya', '20');
    await fill(el, '#amount-emp-lucia', '27.75');
    await waitForText(canvasElement, /\$1\.25 left to assign/);
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
    await waitForText(canvasElement, /web address/);
  },
};

/** Moved: Kenji's tip went to Sam; the new distribution comes from the service's details. */
export const Transferred: Story = {
  play: async ({ canvasElement }) => {
    const el = await ready(canvasElement, 'tip-transfer');
    for (const id of ['emp-maya', 'emp-lucia', 'emp-sam']) await press(el, `input[value="${id}"]`);
    await press(el, 'input[value="exact"]');
    await fill(el, '#amount-emp-maya', '17');
    await fill(el, '#amount-emp-lucia', '30');
    await fill(el, '#amount-emp-sam', '2');
    await press(el, '[part~="button"]');
    await waitForText(canvasElement, /The tip was moved/);
  },
};

/** The transfer failed: an alert with Retry, which sends the same distribution again. */
export const TransferErrorWithRetry: Story = {
  play: async (context) => {
    const el = await ready(context.canvasElement, 'tip-transfer');
    service(context).sandbox.failNext(1, { operations: ['transfer'] });
    await press(el, 'input[value="emp-noor"]');
    await press(el, '[part~="button"]');
    await waitForText(context.canvasElement, /could not be moved/);
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
