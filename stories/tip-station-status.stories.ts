import type { Meta, StoryContext, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import type { TipStationStatus } from '../src/screen/index.js';
import { linked, storySale } from './screen-support.js';
import { LOCALES, waitFor, waitForMessage } from './support.js';

interface Args {
  locale: string | undefined;
}

type Step = (parts: ReturnType<typeof linked>) => Promise<void>;

/**
 * The cashier's view of the customer's screen, in a POS sidebar. The screen's side of the link is
 * a bare transport here (no screen shown): each story sends what a customer would.
 */
function sidebar(args: Args, context: StoryContext<Args>, step?: Step) {
  const parts = linked(context);
  parts.screen.open('screen');
  if (step) void step(parts);
  return html`<div class="story-surface story-narrow" style="max-inline-size: 20rem">
    <tip-station-status .link=${parts.link} .locale=${args.locale}></tip-station-status>
  </div>`;
}

const meta: Meta<Args> = {
  title: 'Elements/tip-station-status',
  component: 'tip-station-status',
  args: { locale: undefined },
  argTypes: { locale: { control: 'select', options: [undefined, ...LOCALES] } },
  render: (args, context) => sidebar(args, context),
};
export default meta;
type Story = StoryObj<Args>;

const statusOf = (root: HTMLElement) => waitFor(() => root.querySelector<TipStationStatus>('tip-station-status'));

/** A screen is connected, no sale yet. */
export const Connected: Story = {
  play: async ({ canvasElement }) => {
    await waitForMessage(await statusOf(canvasElement), '[part~="connection"]', (t) => t.stationOnline);
  },
};

/** No screen on the link. */
export const Offline: Story = {
  render: (args, context) => {
    const { link, screen } = linked(context);
    screen.close();
    return html`<div class="story-surface story-narrow"><tip-station-status .link=${link} .locale=${args.locale}></tip-station-status></div>`;
  },
  play: async ({ canvasElement }) => {
    await waitForMessage(await statusOf(canvasElement), '[part~="connection"]', (t) => t.stationOffline);
  },
};

const sale = storySale('story-status');

/** Starts the sale at the station and waits until the screen's side has it (a channel delivers later). */
async function started({ link, screen }: ReturnType<typeof linked>): Promise<void> {
  const arrived = new Promise<void>((resolve) => {
    const check = () => screen.sale?.saleId === sale.saleId && (screen.removeEventListener('sale-change', check), resolve());
    screen.addEventListener('sale-change', check);
  });
  await link.startSale(sale);
  await arrived;
}
const maya = sale.staff[0]!;

/** The sale is on the screen; the customer chose for one person so far. */
export const Choosing: Story = {
  render: (args, context) =>
    sidebar(args, context, async (parts) => {
      const { screen } = parts;
      await started(parts);
      await screen.send({ type: 'choice', saleId: sale.saleId, seq: 1, selections: [{ ...maya, amount: 17, level: 'medium' }] });
    }),
  play: async ({ canvasElement }) => {
    await waitForMessage(await statusOf(canvasElement), '[part~="phase"]', (t) => t.stationWaiting);
  },
};

/** The customer confirmed: the intent exists, the station charges. */
export const Confirmed: Story = {
  render: (args, context) =>
    sidebar(args, context, async (parts) => {
      const { screen } = parts;
      await started(parts);
      const selections = [{ ...maya, amount: 17, level: 'medium' as const }];
      await screen.send({
        type: 'intent',
        saleId: sale.saleId,
        seq: 1,
        selections,
        result: { transactionId: 'txn-story', tips: [{ employeeId: maya.employeeId, level: 'medium', amount: 17, fee: 0.5 }], fees: { service: 0.5, pos: 0, total: 0.5 }, total: 17.5 },
      });
    }),
  play: async ({ canvasElement }) => {
    await waitForMessage(await statusOf(canvasElement), '[part~="phase"]', (t) => t.stationConfirmed);
  },
};
