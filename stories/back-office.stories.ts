import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import type { Transaction } from '../src/protocol/schemas.js';
import { holdings } from '../src/elements/internal/back-office-model.js';
import { directory, fill, press, ready, saleLoader } from './back-office.js';
import { moneyOf, service, typedIn, waitFor, waitForMessage } from './support.js';

/**
 * A manager's screen: the transaction, a refund and a transfer for one sale. The elements keep
 * each other up to date by themselves: a refund or transfer made in one reloads the others.
 */
const meta: Meta = {
  title: 'Back office/Manager screen',
  loaders: [saleLoader()],
  render: (_args, context) => {
    const client = service(context).client;
    const id = context.loaded['transactionId'] as string;
    return html`<div class="story-surface story-wide" style="display: grid; gap: 24px">
      <tip-transaction .client=${client} transaction-id=${id} .staff=${directory}></tip-transaction>
      <div style="display: grid; gap: 24px; grid-template-columns: repeat(auto-fit, minmax(320px, 1fr)); align-items: start">
        <tip-refund .client=${client} transaction-id=${id} .staff=${directory}></tip-refund>
        <tip-transfer .client=${client} transaction-id=${id} .staff=${directory}></tip-transfer>
      </div>
    </div>`;
  },
};
export default meta;
type Story = StoryObj;

export const Ready: Story = {};

/** Refund $6.20 of Lucía's tip with its preview, then move Kenji's tip to Sam: the transaction above follows. */
export const RefundThenTransfer: Story = {
  play: async ({ canvasElement }) => {
    const refund = await ready(canvasElement, 'tip-refund');
    await press(refund, 'input[value="staff"]');
    await fill(refund, '#staff-emp-lucia', typedIn(refund, 620));
    await press(refund, 'button[type="submit"]');
    await press(refund, '#refund');
    await waitForMessage(refund, '[part~="status"]', (t) => t.refundDone(moneyOf(refund, 620)));
    const transfer = await ready<HTMLElement & { updateComplete: Promise<boolean>; transaction?: Transaction }>(canvasElement, 'tip-transfer');
    // The transfer reloads by itself after the refund: Lucía gave back the refund's net.
    await waitFor(() => (transfer.transaction?.refunds.length === 1 ? true : null));
    const held = new Map(holdings(transfer.transaction!).map((h) => [h.employeeId, h.net]));
    for (const id of ['emp-maya', 'emp-lucia', 'emp-sam']) await press(transfer, `input[value="${id}"]`);
    await press(transfer, 'input[value="exact"]');
    await fill(transfer, '#amount-emp-maya', typedIn(transfer, held.get('emp-maya')!));
    await fill(transfer, '#amount-emp-lucia', typedIn(transfer, held.get('emp-lucia')!));
    await fill(transfer, '#amount-emp-sam', typedIn(transfer, held.get('emp-kenji')!));
    await press(transfer, '[part~="button"]');
    await waitForMessage(transfer, '[part~="status"]', (t) => t.transferDone);
    // The transaction above reloads by itself: Sam now holds what Kenji held, Kenji nothing.
    const shown = await ready<HTMLElement & { updateComplete: Promise<boolean>; transaction?: Transaction }>(canvasElement, 'tip-transaction');
    await waitFor(() => {
      const now = new Map(holdings(shown.transaction!).map((h) => [h.employeeId, h.net]));
      return now.get('emp-sam') === held.get('emp-kenji') && !now.get('emp-kenji') ? true : null;
    });
  },
};
