import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import { customInput, LOCALES, dirOf, locationId, service, THEMES, typeAmount, typeInto, waitForDeep, hasDigits, hasText } from './support.js';

interface Args {
  label: string;
  currency: string;
  locale: string | undefined;
  serviceAmount: number | undefined;
  maxShare: number;
  largeTip: string | undefined;
  highestProposal: number | undefined;
  debounce: number;
  required: boolean;
  disabled: boolean;
}

const meta: Meta<Args> = {
  title: 'Elements/custom-tip-input',
  component: 'custom-tip-input',
  args: {
    label: 'Custom tip for Maya Okafor',
    currency: 'USD',
    locale: undefined,
    serviceAmount: 85,
    maxShare: 1,
    largeTip: undefined,
    highestProposal: 21.25,
    debounce: 250,
    required: false,
    disabled: false,
  },
  argTypes: { locale: { control: 'select', options: [undefined, ...LOCALES] } },
  render: (args, { id, viewMode }) => html`<div class="story-surface story-narrow">
    <custom-tip-input
      label=${args.label}
      currency=${args.currency}
      .locale=${args.locale}
      .serviceAmount=${args.serviceAmount}
      .maxShare=${args.maxShare}
      .largeTip=${args.largeTip}
      .highestProposal=${args.highestProposal}
      .debounce=${args.debounce}
      ?required=${args.required}
      ?disabled=${args.disabled}
      .client=${service({ id, viewMode }).client}
      location-id=${locationId}
    ></custom-tip-input>
  </div>`,
};
export default meta;
type Story = StoryObj<Args>;

const input = customInput;

export const Empty: Story = {};

/** The fee for the typed amount is looked up after a pause and announced politely. */
export const LiveFees: Story = {
  play: async ({ canvasElement }) => {
    typeAmount(await input(canvasElement), 1250);
    await waitForDeep(canvasElement, '#fee-text', hasDigits);
  },
};

/** A tip above the service amount ($9 nail service, $50 tip) must be confirmed: Keep or Change. */
export const LargeTipGuard: Story = {
  args: { label: 'Custom tip for Kenji Watanabe', serviceAmount: 9 },
  play: async ({ canvasElement }) => {
    const box = await input(canvasElement);
    typeInto(box, '50');
    box.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, composed: true }));
    box.blur();
    await waitForDeep(canvasElement, '[part~="guard"]');
  },
};

/**
 * A configured large-tip limit (`large-tip="2x"`: twice the highest proposal, $21.25 on Maya's
 * $85 service): $50 is under the service yet asks "a very large tip?". Without it (`3x`, the
 * default) $50 would need no confirmation.
 */
export const ConfiguredLargeTip: Story = {
  args: { largeTip: '2x', highestProposal: 21.25, serviceAmount: 85 },
  play: async ({ canvasElement }) => {
    const box = await input(canvasElement);
    typeInto(box, '50');
    box.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, composed: true }));
    box.blur();
    await waitForDeep(canvasElement, '[part~="guard"]');
  },
};

/** Text that is not an amount is kept and reported, never wiped. */
export const BadInput: Story = {
  play: async ({ canvasElement }) => {
    const box = await input(canvasElement);
    typeInto(box, '12,3x');
    box.blur();
    await waitForDeep(canvasElement, '[part~="message"]', hasText);
  },
};

/** The fee look-up fails (the sandbox answers 503 twice, so the client's one retry fails too). */
export const ServiceError: Story = {
  render: (args, { id, viewMode }) => html`<div class="story-surface story-narrow">
    <custom-tip-input
      label=${args.label}
      .serviceAmount=${args.serviceAmount}
      .debounce=${args.debounce}
      .client=${service({ id, viewMode }, { fail: [2, { operations: ['fees'] }] }).client}
      location-id=${locationId}
    ></custom-tip-input>
  </div>`,
  play: async ({ canvasElement }) => {
    typeInto(await input(canvasElement), '7');
    await waitForDeep(canvasElement, '.fee-error, #fee-text', (el) => el.matches('.fee-error') || hasDigits(el));
  },
};

export const Required: Story = {
  args: { required: true },
  play: async ({ canvasElement }) => {
    const box = await input(canvasElement);
    box.focus();
    box.blur();
    canvasElement.querySelector('custom-tip-input')?.reportValidity();
  },
};

export const Disabled: Story = { args: { disabled: true } };

export const RightToLeft: Story = {
  args: { label: 'إكرامية مخصصة لليلى حداد' },
  parameters: { dir: 'rtl', lang: 'ar' },
  play: async ({ canvasElement }) => {
    typeInto(await input(canvasElement), '15');
    await waitForDeep(canvasElement, '#fee-text', hasDigits);
  },
};

export const Themes: Story = {
  render: (args) => html`${THEMES.map(
    (theme) => html`<div data-theme=${theme} class="story-surface story-narrow" style="margin-block-end: 12px">
      <custom-tip-input label=${`${args.label} (${theme})`} .value=${'12.50'}></custom-tip-input>
    </div>`,
  )}`,
};

/** Each locale parses and formats its own way ("12,50 $" in fr-CA, "12,50 $" in de-DE, "$12.50" in ja-JP). */
export const Locales: Story = {
  render: (args) => html`${LOCALES.map(
    (locale) => html`<div class="story-surface story-narrow" style="margin-block-end: 12px" lang=${locale} dir=${dirOf(locale)}>
      <custom-tip-input label=${`${args.label} (${locale})`} locale=${locale} .value=${'1234.50'}></custom-tip-input>
    </div>`,
  )}`,
};
