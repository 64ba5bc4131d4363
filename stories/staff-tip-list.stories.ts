import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import { expect } from 'storybook/test';
import type { Proposal } from '../src/protocol/schemas.js';
import type { StaffMember } from '../src/elements/internal/types.js';
import {
  choose,
  customInputOf,
  LOCALES,
  dirOf,
  locationId,
  longNameStaff,
  oneStaff,
  proposalsFor,
  radioGroups,
  rtlStaff,
  service,
  staff,
  THEMES,
  thirtyStaff,
  typeInto,
  waitFor,
  waitForDeep,
  hasDigits,
} from './support.js';

interface Args {
  staff: StaffMember[];
  currency: string;
  locale: string | undefined;
  loading: boolean;
}

const meta: Meta<Args> = {
  title: 'Elements/staff-tip-list',
  component: 'staff-tip-list',
  args: { staff, currency: 'USD', locale: undefined, loading: false },
  argTypes: { locale: { control: 'select', options: [undefined, ...LOCALES] } },
  // Standalone, the list takes the service's proposals for the staff with a service amount.
  loaders: [async ({ args, id, viewMode }) => ({ proposals: await proposalsFor(service({ id, viewMode }), args.staff ?? []) })],
  render: (args, { loaded, id, viewMode }) => html`<div class="story-surface">
    <staff-tip-list
      .staff=${args.staff}
      .proposals=${args.loading ? [] : (loaded['proposals'] as Proposal[])}
      currency=${args.currency}
      .locale=${args.locale}
      ?loading=${args.loading}
      .client=${service({ id, viewMode }).client}
      location-id=${locationId}
    ></staff-tip-list>
  </div>`,
};
export default meta;
type Story = StoryObj<Args>;

export const Loading: Story = { args: { loading: true } };

/** The salon's four: percent proposals for $85 and $120 services, none for the assistant, amounts for the $9 service. */
export const Ready: Story = {};

/** The customer chose a tip for three of the four. */
export const Selected: Story = {
  play: async ({ canvasElement }) => {
    // The four staff's radio groups, in staff order: a choice for three of them.
    const groups = await waitFor(() => {
      const found = radioGroups(canvasElement);
      return found.length === 4 && found.every((g) => g.getAttribute('aria-busy') === 'false') ? found : null;
    });
    for (const [index, value] of [[0, 'medium'], [1, 'high'], [3, 'low']] as const) {
      const option = await waitFor(() => groups[index]!.querySelector<HTMLElement>(`[role="radio"][data-value="${value}"]`));
      option.click();
      await waitFor(() => option.getAttribute('aria-checked') === 'true');
    }
    await expect(groups[2]!.querySelector('[aria-checked="true"]')).toBeNull();
  },
};

export const NoServiceAmount: Story = { args: { staff: [staff[2]!] } };

export const OneStaff: Story = { args: { staff: oneStaff } };

/** A spa day with 30 staff: the list scrolls within --tip-list-max-height. */
export const ThirtyStaff: Story = { args: { staff: thirtyStaff } };

export const LongNames: Story = { args: { staff: longNameStaff } };

export const RightToLeft: Story = { args: { staff: rtlStaff }, parameters: { dir: 'rtl', lang: 'ar' } };

/** A staff member whose avatar is missing or unsafe (javascript: URL) shows initials. */
export const AvatarFallbacks: Story = {
  args: {
    staff: [
      { employeeId: 'a1', firstName: 'Ines', lastName: 'Moreau', avatar: 'javascript:alert(1)', serviceAmount: 40 },
      { employeeId: 'a2', firstName: 'Theo', lastName: 'Larsen', avatar: '', serviceAmount: 55 },
      { employeeId: 'a3', firstName: 'Yuki', lastName: 'Nakamura', avatar: '/avatars/sam.svg', serviceAmount: 30 },
    ],
  },
};

export const Themes: Story = {
  render: (args, { loaded }) => html`${THEMES.map(
    (theme) => html`<div data-theme=${theme} class="story-surface" style="margin-block-end: 12px">
      <staff-tip-list .staff=${args.staff.slice(0, 2)} .proposals=${loaded['proposals'] as Proposal[]}></staff-tip-list>
    </div>`,
  )}`,
};

export const Locales: Story = {
  render: (args, { loaded }) => html`${LOCALES.map(
    (locale) => html`<div class="story-surface" style="margin-block-end: 12px" lang=${locale} dir=${dirOf(locale)}>
      <staff-tip-list .staff=${args.staff.slice(0, 2)} .proposals=${loaded['proposals'] as Proposal[]} locale=${locale}></staff-tip-list>
    </div>`,
  )}`,
};

/** Inside a checkout, the proposals request failed (503 twice); each row offers Retry, Custom and No tip stay usable. */
export const ServiceErrorWithRetry: Story = {
  render: (args, context) => html`<div class="story-surface">
    <tip-checkout .client=${service(context, { fail: [2, { operations: ['proposals'] }] }).client} location-id=${locationId} .staff=${args.staff}>
      <staff-tip-list></staff-tip-list>
    </tip-checkout>
  </div>`,
  play: async ({ canvasElement }) => {
    await waitForDeep(canvasElement, '[part~="retry"]');
  },
};

/** A custom tip for the assistant, with its fee looked up live. */
export const CustomWithLiveFees: Story = {
  play: async ({ canvasElement }) => {
    await choose(canvasElement, 'Sam Patel', 'custom');
    const box = await customInputOf(canvasElement, 'Sam Patel');
    typeInto(box, '12');
    await waitForDeep(box.getRootNode() as ShadowRoot, '#fee-text', hasDigits);
  },
};
