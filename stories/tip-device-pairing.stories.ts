import type { Meta, StoryContext, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import { displayService, type DisplayOptions } from './display-support.js';
import { expect } from 'storybook/test';
import { LOCALES, THEMES, typeInto, waitFor, waitForMessage } from './support.js';

interface Args {
  method: 'service' | 'pos';
  locale: string | undefined;
}

/** A sandbox whose device shows the code LUM3N7, not yet activated. */
const unpaired: DisplayOptions = { device: { deviceId: 'LUM3N7' } };

function pairing(args: Args, context: Pick<StoryContext, 'id'>, options: DisplayOptions = unpaired) {
  return html`<div class="story-surface story-narrow">
    <tip-device-pairing
      .client=${displayService(context, options).client}
      method=${args.method}
      storage-key=${`story-${context.id}`}
      identifier=${args.method === 'pos' ? 'POS-7F3A9KQ2' : ''}
      .locale=${args.locale}
    ></tip-device-pairing>
  </div>`;
}

const meta: Meta<Args> = {
  title: 'Elements/tip-device-pairing',
  component: 'tip-device-pairing',
  args: { method: 'service', locale: undefined },
  argTypes: { method: { control: 'inline-radio', options: ['service', 'pos'] }, locale: { control: 'select', options: [undefined, ...LOCALES] } },
  render: (args, context) => pairing(args, context),
};
export default meta;
type Story = StoryObj<Args>;

const pairingOf = (root: HTMLElement) => waitFor(() => root.querySelector('tip-device-pairing'));
const shadow = async (root: HTMLElement) => (await pairingOf(root)).shadowRoot!;

/** Types `code` and presses Activate. */
async function enter(root: HTMLElement, code: string): Promise<void> {
  const own = await shadow(root);
  typeInto(await waitFor(() => own.querySelector('input')), code);
  (await waitFor(() => own.querySelector<HTMLButtonElement>('[part~="button"]'))).click();
}

/** Service sync (recommended): the code the device shows goes here. */
export const ServiceCode: Story = {};

/** Not six letters and digits: refused before anything is sent. */
export const InvalidCode: Story = {
  play: async ({ canvasElement }) => {
    await enter(canvasElement, 'LUM3');
    const el = await pairingOf(canvasElement);
    await waitForMessage(el, '[part~="message"][role="alert"]', (t) => t.pairingCodeInvalid);
    await expect(el.shadowRoot!.querySelector('input')).toHaveAttribute('aria-invalid', 'true');
  },
};

/** A code no device shows: the service answers 404 device_not_found. */
export const UnknownCode: Story = {
  play: async ({ canvasElement }) => {
    await enter(canvasElement, 'ZZZ999');
    const el = await pairingOf(canvasElement);
    await waitForMessage(el, '[part~="message"][role="alert"]', (t) => t.pairingUnknownCode);
    await expect(el.shadowRoot!.querySelector('input')).toHaveAttribute('aria-invalid', 'true');
  },
};

/** The activation on its way (the sandbox answers after ten minutes): the button is busy and ignores presses. */
export const Activating: Story = {
  render: (args, context) => pairing(args, context, { ...unpaired, latencyMs: 600_000, track: false }),
  play: async ({ canvasElement }) => {
    await enter(canvasElement, 'lum 3n7');
    const el = await pairingOf(canvasElement);
    const button = await waitForMessage(el, '[part~="button"][aria-busy="true"]', (t) => t.pairingActivating);
    await expect(button).toHaveAttribute('aria-disabled', 'true');
  },
};

/** Activated: the deviceId to store, and a way to pair another device. */
export const Paired: Story = {
  play: async ({ canvasElement }) => {
    await enter(canvasElement, 'lum 3n7');
    await waitForMessage(await pairingOf(canvasElement), '[part~="status"][role="status"]', (t) => t.pairingDone('LUM3N7'));
  },
};

/** POS sync: this station's identifier, to type on the device. */
export const PosIdentifier: Story = { args: { method: 'pos' } };

/** POS sync, checked before the device was given the identifier. */
export const PosNotYetOnDevice: Story = {
  args: { method: 'pos' },
  play: async ({ canvasElement }) => {
    (await waitFor(() => canvasElement.querySelector('tip-device-pairing')?.shadowRoot?.querySelector<HTMLButtonElement>('[part~="button"]'))).click();
    await waitForMessage(await pairingOf(canvasElement), '[part~="message"][role="alert"]', (t) => t.pairingNotYet);
  },
};

/** POS sync, the identifier typed on the device, then checked: paired. */
export const PosPaired: Story = {
  args: { method: 'pos' },
  render: (args, context) => pairing(args, context, { device: { sync: 'pos', deviceId: 'POS-7F3A9KQ2' } }),
  play: async ({ canvasElement }) => {
    (await waitFor(() => canvasElement.querySelector('tip-device-pairing')?.shadowRoot?.querySelector<HTMLButtonElement>('[part~="button"]'))).click();
    await waitForMessage(await pairingOf(canvasElement), '[part~="status"][role="status"]', (t) => t.pairingDone('POS-7F3A9KQ2'));
  },
};

export const Themes: Story = {
  render: (args, context) => html`${THEMES.map(
    (theme) => html`<div data-theme=${theme} class="story-surface story-narrow" style="margin-block-end: 12px">
      <tip-device-pairing .client=${displayService(context, unpaired).client} method="pos" identifier="POS-7F3A9KQ2"></tip-device-pairing>
    </div>`,
  )}`,
};

/** German, by the document's language. */
export const LocaleGerman: Story = { parameters: { lang: 'de-DE' } };
