import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import { expect } from 'storybook/test';
import type { Proposal } from '../src/protocol/schemas.js';
import type { TipOptionValue } from '../src/elements/internal/types.js';
import { customInput, LOCALES, dirOf, locationId, service, THEMES, typeAmount, typeInto, waitFor, waitForDeep, hasDigits, hasText } from './support.js';

interface Args {
  label: string;
  value: TipOptionValue;
  currency: string;
  locale: string | undefined;
  loading: boolean;
  disabled: boolean;
  serviceAmount: number | undefined;
}

const meta: Meta<Args> = {
  title: 'Elements/tip-proposals',
  component: 'tip-proposals',
  args: { label: 'Maya Okafor', value: '', currency: 'USD', locale: undefined, loading: false, disabled: false, serviceAmount: 85 },
  argTypes: {
    value: { control: 'inline-radio', options: ['', 'low', 'medium', 'high', 'custom', 'none'] },
    locale: { control: 'select', options: [undefined, ...LOCALES] },
  },
  // The service's proposal for the story's service amount, from the in-browser sandbox.
  loaders: [
    async ({ args, id, viewMode }) => {
      const amount = args.serviceAmount;
      if (!amount) return { proposal: undefined };
      const [proposal] = await service({ id, viewMode }).client.proposals({ locationId, serviceAmounts: [amount] });
      return { proposal };
    },
  ],
  render: (args, { loaded, id, viewMode }) => html`<div class="story-surface">
    <tip-proposals
      label=${args.label}
      .value=${args.value}
      currency=${args.currency}
      .locale=${args.locale}
      .serviceAmount=${args.serviceAmount}
      .proposal=${args.loading ? undefined : (loaded['proposal'] as Proposal | undefined)}
      ?loading=${args.loading}
      ?disabled=${args.disabled}
      .client=${service({ id, viewMode }).client}
      location-id=${locationId}
    ></tip-proposals>
  </div>`,
};
export default meta;
type Story = StoryObj<Args>;

/** Skeletons stand in for the proposals while they load. */
export const Loading: Story = { args: { loading: true } };

/** Percent proposals (service $85, at or above the $10 threshold): the percent is the big number. */
export const Ready: Story = {};

/** Amount proposals (service $9, below the threshold): the dollar amount is the big number. */
export const AmountProposals: Story = { args: { label: 'Kenji Watanabe', serviceAmount: 9 } };

export const Selected: Story = { args: { value: 'medium' } };

/** "Custom" opens the money input; its fee is looked up live (after a pause) from the sandbox. */
export const CustomWithLiveFees: Story = {
  args: { value: 'custom' },
  play: async ({ canvasElement }) => {
    const input = await customInput(canvasElement);
    typeAmount(input, 1250);
    await waitForDeep(canvasElement, '#fee-text', hasDigits);
  },
};

/** No service amount (an assistant): only "Custom" and "No tip". */
export const NoServiceAmount: Story = { args: { label: 'Sam Patel', serviceAmount: undefined } };

export const Disabled: Story = { args: { value: 'high', disabled: true } };

export const LongName: Story = {
  args: { label: 'Maria-Guadalupe Esperanza Fernández de la Torre y Villanueva', value: 'low', serviceAmount: 145 },
};

/** Right to left: the options run from the right; arrow keys are mirrored. */
export const RightToLeft: Story = {
  args: { label: 'ليلى حداد', value: 'medium', serviceAmount: 90 },
  parameters: { dir: 'rtl', lang: 'ar' },
};

/**
 * Forced colours (Windows contrast themes), where the browser replaces the colours and drops the
 * chosen option's shadow ring and tint. Storybook cannot switch a media feature, so this story
 * shows the high-contrast look when your browser is in forced colours: turn on a contrast theme
 * in Windows, or in Chrome's DevTools open Rendering and set "Emulate CSS media feature
 * forced-colors" to `active`. The chosen option ("20%") then has a 3px `Highlight` border and a
 * `Highlight` check mark, the others a 1px `CanvasText` border; focus rings are `Highlight`. The
 * Storybook suite runs this story (tag `forced-colors`) with forced colours emulated, and its play
 * function checks those borders whenever forced colours are on.
 */
export const ForcedColours: Story = {
  tags: ['forced-colors'],
  args: { value: 'medium' },
  play: async ({ canvasElement }) => {
    const el = canvasElement.querySelector('tip-proposals')!;
    const chosen = await waitFor(() => el.shadowRoot?.querySelector<HTMLElement>('[role="radio"][aria-checked="true"]'));
    const other = el.shadowRoot!.querySelector<HTMLElement>('[role="radio"][aria-checked="false"]')!;
    await expect(chosen.dataset['value']).toBe('medium');
    if (matchMedia('(forced-colors: active)').matches) {
      await expect(getComputedStyle(chosen).borderTopWidth).toBe('3px');
      await expect(getComputedStyle(other).borderTopWidth).toBe('1px');
      await expect(getComputedStyle(chosen.querySelector('.check')!).visibility).toBe('visible');
    }
  },
};

/** The same element in each theme: a theme only sets --tip-* custom properties. */
export const Themes: Story = {
  args: { value: 'medium' },
  render: (args, { loaded }) => html`${THEMES.map(
    (theme) => html`<div data-theme=${theme} class="story-surface" style="margin-block-end: 12px">
      <tip-proposals label=${`${args.label} (${theme})`} .value=${args.value} .proposal=${loaded['proposal'] as Proposal}></tip-proposals>
    </div>`,
  )}`,
};

/** Each locale formats percents and money its own way. */
export const Locales: Story = {
  args: { value: 'low' },
  render: (args, { loaded }) => html`${LOCALES.map(
    (locale) => html`<div class="story-surface" style="margin-block-end: 12px" lang=${locale} dir=${dirOf(locale)}>
      <tip-proposals label=${`${args.label} (${locale})`} .value=${args.value} locale=${locale} .proposal=${loaded['proposal'] as Proposal}></tip-proposals>
    </div>`,
  )}`,
};

/** A property set by a control reaches the element (Lit's legacy decorators survive Vite's transform). */
export const PropertyFromControl: Story = {
  args: { value: 'high' },
  play: async ({ canvasElement }) => {
    const el = await waitFor(() => canvasElement.querySelector('tip-proposals'));
    await el.updateComplete;
    const checked = el.shadowRoot?.querySelector('[role="radio"][aria-checked="true"]');
    await expect(checked?.getAttribute('data-value')).toBe('high');
  },
};

/** $50 on a $9 service: the custom amount must be confirmed (Keep or Change). */
export const LargeTipGuard: Story = {
  args: { label: 'Kenji Watanabe', serviceAmount: 9, value: 'custom' },
  play: async ({ canvasElement }) => {
    const box = await customInput(canvasElement);
    typeInto(box, '50');
    box.blur();
    await waitForDeep(canvasElement, '[part~="guard"]');
  },
};

/** Text that is not an amount is kept and reported. */
export const BadInput: Story = {
  args: { value: 'custom' },
  play: async ({ canvasElement }) => {
    const box = await customInput(canvasElement);
    typeInto(box, '1O,5O');
    box.blur();
    await waitForDeep(canvasElement, '[part~="message"]', hasText);
  },
};

/** Inside a checkout (`employee-id`): the proposals request failed (503 twice); Retry asks again. */
export const ServiceErrorWithRetry: Story = {
  render: (args, context) => html`<div class="story-surface">
    <tip-checkout
      .client=${service(context, { fail: [2, { operations: ['proposals'] }] }).client}
      location-id=${locationId}
      .staff=${[{ employeeId: 'emp-maya', firstName: 'Maya', lastName: 'Okafor', avatar: '', serviceAmount: 85 }]}
    >
      <tip-proposals employee-id="emp-maya" label=${args.label}></tip-proposals>
    </tip-checkout>
  </div>`,
  play: async ({ canvasElement }) => {
    await waitForDeep(canvasElement, '[part~="retry"]');
  },
};
