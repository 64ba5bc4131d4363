import type { Meta, StoryContext, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import { expect } from 'storybook/test';
import type { TipCustomerScreen } from '../src/screen/index.js';
import { currentLink, linked, storySale, unpaired } from './screen-support.js';
import { LOCALES, service, waitFor, waitForDeep, waitForMessage } from './support.js';

interface Args {
  locale: string | undefined;
}

/**
 * The customer's screen and, beside it, the cashier's `tip-station-status`, linked over a
 * BroadcastChannel: what the station does (start a sale, paid) the play functions do.
 */
function linkedScreen(args: Args, context: StoryContext<Args>) {
  const { link, screen } = linked(context);
  return html`<div class="story-surface" style="display: grid; grid-template-columns: minmax(0, 3fr) minmax(12rem, 1fr); gap: 16px; align-items: start">
    <tip-customer-screen thanks-ms="600000" .client=${service(context).client} .transport=${screen} .locale=${args.locale}></tip-customer-screen>
    <tip-station-status .link=${link} .locale=${args.locale}></tip-station-status>
  </div>`;
}

const meta: Meta<Args> = {
  title: 'Elements/tip-customer-screen',
  component: 'tip-customer-screen',
  args: { locale: undefined },
  argTypes: { locale: { control: 'select', options: [undefined, ...LOCALES] } },
  render: linkedScreen,
};
export default meta;
type Story = StoryObj<Args>;

const screenOf = (root: HTMLElement) => waitFor(() => root.querySelector<TipCustomerScreen>('tip-customer-screen'));

/** Between sales: the welcome in the customer's language (slot `idle`). */
export const Idle: Story = {
  play: async ({ canvasElement }) => {
    const screen = await screenOf(canvasElement);
    await waitForMessage(screen, '[part~="message"]', (t) => t.screenWelcome);
  },
};

/** The host's own idle screen, in the `idle` slot. */
export const CustomIdle: Story = {
  render: (args, context) => {
    const { screen } = linked(context);
    return html`<div class="story-surface">
      <tip-customer-screen .transport=${screen} .locale=${args.locale}>
        <img slot="idle" src="/avatars/maya.svg" alt="" width="160" height="160" />
      </tip-customer-screen>
    </div>`;
  },
};

/** No station has paired yet (relay): the code to type at the register, large and announced. */
export const PairingCode: Story = {
  render: (args) => html`<div class="story-surface"><tip-customer-screen .transport=${unpaired('K7M2QX')} .locale=${args.locale}></tip-customer-screen></div>`,
  play: async ({ canvasElement }) => {
    const screen = await screenOf(canvasElement);
    const code = await waitFor(() => screen.shadowRoot!.querySelector('[part~="code"]'));
    await expect(code).toHaveTextContent('K7M2QX');
    await waitForMessage(screen, '[part~="message"]', (t) => t.screenPairCode);
  },
};

/** The station started a sale: the customer tips on the screen; the station sees each choice. */
export const Sale: Story = {
  play: async (context) => {
    const screen = await screenOf(context.canvasElement);
    await currentLink().startSale(storySale('story-sale', context.args.locale));
    await waitForDeep(screen.shadowRoot!, '[role="radio"]');
  },
};

/** The station said `paid()`: thanks, then (after `thanks-ms`) idle. */
export const Thanks: Story = {
  play: async (context) => {
    const screen = await screenOf(context.canvasElement);
    const link = currentLink();
    await link.startSale(storySale('story-paid', context.args.locale));
    await waitForDeep(screen.shadowRoot!, '[role="radio"]');
    await link.paid();
    await waitForMessage(screen, '[part~="message"]', (t) => t.screenThanks);
  },
};

/** Large type in a right-to-left language. */
export const Arabic: Story = {
  parameters: { dir: 'rtl', lang: 'ar' },
  play: Sale.play!,
};
