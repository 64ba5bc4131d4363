import type { Meta, StoryContext, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import { fromCents } from '../src/money/money.js';
import { holdings } from '../src/elements/internal/back-office-model.js';
import { directory, saleLoader, type SaleOptions } from './back-office.js';
import { LOCALES, service, THEMES, type ServiceOptions } from './support.js';

interface Args {
  currency: string;
  locale: string | undefined;
}

/** A partial refund of Lucía's tip with a reason. */
const refunded: SaleOptions['history'] = async (svc, transactionId) => {
  await svc.client.refund({ transactionId, partial: true, amount: 6.2, talents: [{ employeeId: 'emp-lucia', amount: 6.2 }], reason: 'Toner did not take; redone free' });
};

/** The view for a story: the sandbox the loader made the sale in, and the transaction id. */
function view(options: ServiceOptions = {}) {
  return (args: Args, context: StoryContext<Args>) => html`<div class="story-surface story-wide">
    <tip-transaction
      .client=${service(context, options).client}
      transaction-id=${(context.loaded['transactionId'] as string | undefined) ?? ''}
      .staff=${directory}
      currency=${args.currency}
      .locale=${args.locale}
    ></tip-transaction>
  </div>`;
}

const meta: Meta<Args> = {
  title: 'Back office/tip-transaction',
  component: 'tip-transaction',
  args: { currency: 'USD', locale: undefined },
  argTypes: { locale: { control: 'select', options: [undefined, ...LOCALES] } },
  loaders: [saleLoader({ history: refunded })],
  render: view(),
};
export default meta;
type Story = StoryObj<Args>;

/** A confirmed sale with a partial refund: tip records, the refund with its reason, totals. */
export const Confirmed: Story = {};

/** Just charged: every tip confirmed, no refunds. */
export const NoRefunds: Story = { loaders: [saleLoader()] };

/** Maya's tip moved to Noor (new to the sale) after a refund: the old records are void. */
export const AfterTransfer: Story = {
  loaders: [
    saleLoader({
      history: async (svc, transactionId) => {
        await refunded(svc, transactionId);
        // Everyone keeps what they hold, except that Maya's share goes to Noor.
        const held = holdings(await svc.client.details({ transactionId }));
        await svc.client.transfer({
          transactionId,
          talents: held.map((h) =>
            h.employeeId === 'emp-maya'
              ? { employeeId: 'emp-noor', firstName: 'Noor', lastName: 'Haddad', avatar: '/avatars/noor.svg', amount: fromCents(h.net) }
              : { employeeId: h.employeeId, amount: fromCents(h.net) },
          ),
        });
      },
    }),
  ],
};

/** Fully refunded: one record for the whole transaction; every tip void. */
export const FullyRefunded: Story = {
  loaders: [saleLoader({ history: async (svc, transactionId) => void (await svc.client.refund({ transactionId, reason: 'Chargeback' })) })],
};

/** Details on their way (the sandbox answers after ten minutes). */
export const Loading: Story = {
  loaders: [saleLoader({ track: false, then: (svc) => svc.sandbox.setLatency(600_000) })],
  render: view({ track: false }),
};

/** The service failed twice (the client retries details once): an alert with Retry. */
export const ServiceErrorWithRetry: Story = {
  loaders: [saleLoader({ then: (svc) => svc.sandbox.failNext(2, { operations: ['details'] }) })],
};

/** No transaction by that id. */
export const NotFound: Story = {
  loaders: [async () => ({ transactionId: 'txn_does_not_exist' })],
};

/** No transaction id yet. */
export const NoTransaction: Story = { loaders: [async () => ({ transactionId: '' })] };

/** In German, in euros. */
export const GermanEuro: Story = { args: { locale: 'de-DE', currency: 'EUR' } };

/** Right to left: the columns and amounts mirror. */
export const RightToLeft: Story = { parameters: { dir: 'rtl', lang: 'ar' } };

/** The three themes: only --tip-* custom properties differ. */
export const Themes: Story = {
  render: (args, context) => html`<div style="display: grid; gap: 12px">
    ${THEMES.map(
      (theme) => html`<div data-theme=${theme} class="story-surface story-wide">
        <tip-transaction .client=${service(context).client} transaction-id=${context.loaded['transactionId'] as string} .staff=${directory} .locale=${args.locale}></tip-transaction>
      </div>`,
    )}
  </div>`,
};
