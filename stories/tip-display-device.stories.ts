import type { Meta, StoryContext, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import { connectDevice, screenOf } from '../src/devtools/display-device/index.js';
import { customerReviews, displayService, sale, type DisplayOptions, type DisplayStory } from './display-support.js';
import { expect } from 'storybook/test';
import { choose, customInputOf, deepQuery, hasDigits, radioGroups, LOCALES, type messagesOf, THEMES, typeInto, waitFor, waitForDeep, waitForMessage } from './support.js';

interface Args {
  currency: string;
  locale: string | undefined;
}

type Setup = (story: DisplayStory) => Promise<void> | void;

/**
 * The story's device, put in a state by `setup` (what the POS and the customer did) in a loader,
 * so the element renders the state as soon as it connects.
 */
function deviceStory(setup: Setup = () => undefined, options: DisplayOptions = {}): Pick<StoryObj<Args>, 'loaders' | 'render'> {
  return {
    loaders: [
      async (context: StoryContext<Args>) => {
        const story = displayService(context, options);
        if (!story.sandbox.displayTransactions().length) await setup(story);
        return {};
      },
    ],
    render: (args, context) => html`<div class="story-surface">
      <tip-display-device .device=${displayService(context, options).device} currency=${args.currency} .locale=${args.locale}></tip-display-device>
    </div>`,
  };
}

const meta: Meta<Args> = {
  title: 'Elements/tip-display-device',
  component: 'tip-display-device',
  args: { currency: 'USD', locale: undefined },
  argTypes: { locale: { control: 'select', options: [undefined, ...LOCALES] } },
};
export default meta;
type Story = StoryObj<Args>;

const device = (root: HTMLElement) => waitFor(() => root.querySelector('tip-display-device'));
/** The device's main button once it says `message` (in the device's language) and can be pressed. */
const button = async (root: HTMLElement, message: (t: Awaited<ReturnType<typeof messagesOf>>) => string) => {
  const el = await device(root);
  const found = await waitForMessage(el, '[part~="button"][aria-disabled="false"]', message);
  return found;
};

/** Service sync: the device shows its code until the POS activates it (tip-device-pairing). */
export const ActivationCode: Story = deviceStory(undefined, { device: { deviceId: 'LUM3N7' } });

/** POS sync: the device asks for the identifier the POS shows. */
export const PairingWithPosIdentifier: Story = deviceStory(undefined, { device: { sync: 'pos' } });

/** POS sync, the identifier typed: the device answers to it and waits for a customer. */
export const PairedWithPosIdentifier: Story = {
  ...deviceStory(({ device }) => void device.pair('POS-7F3A9KQ2'), { device: { sync: 'pos' } }),
};

/** Synced and idle: ready for the next customer. */
export const Home: Story = deviceStory();

/** A checkout came in: the bill (services open) and the tip choices per staff member. */
export const ChoosingTips: Story = deviceStory(({ client }) => client.create(sale('story-1')));

/** The customer picks 20% for Maya, 25% for Lucía, a custom $8 for Sam (its fee from the device) and No tip for Kenji. */
export const ChoosingWithCustomTip: Story = {
  ...deviceStory(({ client }) => client.create(sale('story-1'))),
  play: async ({ canvasElement }) => {
    const el = await device(canvasElement);
    const root = await waitFor(() => el.shadowRoot);
    await choose(root, 'Maya Okafor', 'medium');
    await choose(root, 'Lucía Fernández', 'high');
    await choose(root, 'Kenji Watanabe', 'none');
    await choose(root, 'Sam Patel', 'custom');
    const box = await customInputOf(root, 'Sam Patel');
    typeInto(box, '8');
    // The fee for the custom amount, from the device, and every choice made: the review is open.
    await waitForDeep(box.getRootNode() as ShadowRoot, '#fee-text', hasDigits);
    await waitFor(() => el.shadowRoot?.querySelector('[part~="button"][aria-disabled="false"]'));
  },
};

/** The review: each tip with its fee, the fees and the total; Change tips or Continue to payment. */
export const Review: Story = deviceStory(async ({ client, device }) => {
  await client.create(sale('story-1'));
  customerReviews(device);
});

/** Every tip was preselected by the POS: the device goes straight to the review, with no way back. */
export const PreselectedTips: Story = deviceStory(({ client }) =>
  client.create(sale('story-1', { service: sale('story-1').service.map((s, i) => ({ ...s, preselectedTip: [15, 20, 5, 2][i]! })) })),
);

/** The customer continued: the tips went to the POS by webhook, and the device waits for the cashier. */
export const WaitingForCashier: Story = {
  ...deviceStory(({ client }) => client.create(sale('story-1'))),
  play: async ({ canvasElement, id }) => {
    const el = await device(canvasElement);
    const root = await waitFor(() => el.shadowRoot);
    for (const [name, level] of [['Maya Okafor', 'medium'], ['Lucía Fernández', 'high'], ['Sam Patel', 'none'], ['Kenji Watanabe', 'low']] as const) await choose(root, name, level);
    (await button(canvasElement, (t) => t.deviceReviewTips)).click();
    (await button(canvasElement, (t) => t.deviceContinue)).click();
    await waitForMessage(el, 'h2', (t) => t.deviceWaiting);
    await expect(screenOf(displayService({ id }).device.state).kind).toBe('waiting');
  },
};

/** The POS called init: tap, insert or swipe, with the amount (bill + tips + fees). */
export const CardPrompt: Story = deviceStory(async ({ client, device }) => {
  await client.create(sale('story-1'));
  customerReviews(device);
  device.continueToPayment();
  await client.init({ deviceId: device.deviceId!, transactionId: 'story-1' });
});

/** The POS called init with an amount of its own (a part-cash payment). */
export const CardPromptPartAmount: Story = deviceStory(async ({ client, device }) => {
  await client.create(sale('story-1'));
  customerReviews(device);
  device.continueToPayment();
  await client.init({ deviceId: device.deviceId!, transactionId: 'story-1', amount: 100 });
});

/** The payment failed: the POS's note, as an alert; the device waits for the POS to retry. */
export const Declined: Story = deviceStory(async ({ client, device }) => {
  await client.create(sale('story-1'));
  customerReviews(device);
  device.continueToPayment();
  await client.init({ deviceId: device.deviceId!, transactionId: 'story-1' });
  await client.reject({ deviceId: device.deviceId!, transactionId: 'story-1', note: 'Card declined by the issuer' });
});

/** Confirmed: back home, with the thanks. */
export const Approved: Story = deviceStory(async ({ client, device }) => {
  await client.create(sale('story-1'));
  customerReviews(device);
  device.continueToPayment();
  await client.confirm({ deviceId: device.deviceId!, transactionId: 'story-1' });
});

/** Two more checkouts wait for this one. */
export const QueuedCheckouts: Story = deviceStory(async ({ client }) => {
  await client.create(sale('story-1'));
  await client.create(sale('story-2', { customer: { id: 'c-2', firstName: 'Jonas', lastName: 'Berg' } }));
  await client.create(sale('story-3', { customer: { id: 'c-3', firstName: 'Priya', lastName: 'Nair' } }));
});

/** The POS updated the checkout while the customer was choosing: selection starts again, with a notice. */
export const UpdatedMidSelection: Story = {
  ...deviceStory(({ client }) => client.create(sale('story-1'))),
  play: async ({ canvasElement, id }) => {
    const el = await device(canvasElement);
    await choose(await waitFor(() => el.shadowRoot), 'Maya Okafor', 'high');
    const { client } = displayService({ id });
    const update = sale('story-1');
    await client.update({ ...update, service: update.service.filter((s) => s.employeeId !== 'emp-sam').map((s) => ({ ...s, amount: s.amount ?? 0 })) });
    await waitForMessage(el, '.notice', (t) => t.deviceRestarted);
    // Selection starts again: nothing is chosen for Maya any more, and Sam is gone.
    await waitFor(() => {
      const names = radioGroups(el.shadowRoot!).map((g) => (g.getAttribute('aria-label') ?? '').replace(/[\u2066-\u2069]/g, ''));
      return names.includes('Maya Okafor') && !names.includes('Sam Patel') && deepQuery(el.shadowRoot!, '[role="radio"][aria-checked="true"]') === null ? true : null;
    });
  },
};

/** Async: the customer continued, and the device went idle for the next customer. */
export const AsyncContinued: Story = deviceStory(async ({ client, device }) => {
  await client.create(sale('story-1', { isAsync: true }));
  customerReviews(device);
  device.continueToPayment();
});

/** The same tablet reached over the sandbox's device endpoints (`connectDevice`), as the demo does. */
export const RemoteDevice: Story = {
  loaders: [
    async (context) => {
      const story = displayService(context);
      if (!story.sandbox.displayTransactions().length) await story.client.create(sale('story-1'));
      return {};
    },
  ],
  render: (args, context) => {
    const { sandbox } = displayService(context);
    const remote = connectDevice({ baseUrl: 'https://tips.sandbox.local', serial: 'device-1', fetch: sandbox.fetch });
    return html`<div class="story-surface"><tip-display-device .device=${remote} currency=${args.currency}></tip-display-device></div>`;
  },
};

export const Themes: Story = {
  ...deviceStory(async ({ client, device }) => {
    await client.create(sale('story-1'));
    customerReviews(device);
  }),
  render: (args, context) => html`${THEMES.map(
    (theme) => html`<div data-theme=${theme} class="story-surface" style="margin-block-end: 12px">
      <tip-display-device .device=${displayService(context).device} currency=${args.currency}></tip-display-device>
    </div>`,
  )}`,
};

/** German, by the document's language. */
export const LocaleGerman: Story = {
  ...deviceStory(async ({ client, device }) => {
    await client.create(sale('story-1'));
    customerReviews(device);
  }),
  parameters: { lang: 'de-DE' },
};

/** Right to left (Arabic page direction): the layout mirrors. */
export const RightToLeft: Story = {
  ...deviceStory(({ client }) => client.create(sale('story-1'))),
  parameters: { dir: 'rtl', lang: 'ar' },
};
