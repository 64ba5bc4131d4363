import type { Meta, StoryContext, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import { expect } from 'storybook/test';
import type { StaffMember } from '../src/elements/internal/types.js';
import { customer, deepQuery, deepQueryAll, hasDigits, lines, locationId, service, staff, typeInto, waitFor, waitForDeep, type ServiceOptions } from './support.js';

interface Args {
  staff: StaffMember[];
  lines: typeof lines;
  currency: string;
  tipMode: 'each' | 'team';
  teamSplit: 'service' | 'even';
}

/** The checkout in team mode: one tip for the whole team, split among the staff who served. */
function checkout(args: Args, context: Pick<StoryContext, 'id' | 'viewMode'>, options: ServiceOptions = {}) {
  return html`<tip-checkout
    .client=${service(context, options).client}
    location-id=${locationId}
    .customer=${customer}
    .staff=${args.staff}
    .lines=${args.lines}
    currency=${args.currency}
    tip-mode=${args.tipMode}
    team-split=${args.teamSplit}
  >
    <div class="story-checkout">
      <staff-tip-list></staff-tip-list>
      <checkout-summary></checkout-summary>
    </div>
  </tip-checkout>`;
}

const meta: Meta<Args> = {
  title: 'Checkout/Team tip',
  component: 'tip-checkout',
  args: { staff, lines, currency: 'USD', tipMode: 'team', teamSplit: 'service' },
  argTypes: {
    tipMode: { control: 'inline-radio', options: ['each', 'team'] },
    teamSplit: { control: 'inline-radio', options: ['service', 'even'] },
  },
  parameters: { layout: 'padded' },
  render: (args, context) => checkout(args, context),
};
export default meta;
type Story = StoryObj<Args>;

/** The team's one radio group (found by its element, not its words: the stories run in every locale). */
const teamGroup = (root: HTMLElement) => waitFor(() => deepQuery(root, 'tip-proposals[team]')?.shadowRoot?.querySelector<HTMLElement>('[role="radiogroup"]'));

/** Chooses `value` ('low' | 'medium' | 'high' | 'custom' | 'none') for the team. */
async function chooseForTeam(root: HTMLElement, value: string): Promise<void> {
  const group = await teamGroup(root);
  const option = await waitFor(() => group.querySelector<HTMLElement>(`[role="radio"][data-value="${value}"]`));
  option.click();
  await waitFor(() => option.getAttribute('aria-checked') === 'true');
}

/** A custom team amount typed in, and its fee (the sum of the shares' fees) shown. */
const customTeamTip = (typed: string) => async ({ canvasElement }: { canvasElement: HTMLElement }) => {
  await chooseForTeam(canvasElement, 'custom');
  const group = await teamGroup(canvasElement);
  const box = await waitFor(() => (group.getRootNode() as ShadowRoot).querySelector('custom-tip-input')?.shadowRoot?.querySelector('input'));
  typeInto(box, typed);
  await waitForDeep(box.getRootNode() as ShadowRoot, '#fee-text', hasDigits);
  await waitFor(() => deepQueryAll(canvasElement, '[part~="share"]').length > 0);
};

/**
 * The salon's sale, tipped once for the team: each level is the sum of every member's own
 * proposal at that level; Sam, with no service amount, gets no share of a proposal.
 */
export const TeamLevel: Story = {
  play: async ({ canvasElement }) => {
    await chooseForTeam(canvasElement, 'medium');
    const shares = await waitFor(() => {
      const found = deepQueryAll(canvasElement, '[part~="share"]');
      return found.length === staff.length ? found : undefined;
    });
    await expect(shares).toHaveLength(staff.length);
    await expect(deepQueryAll(canvasElement, '[role="radiogroup"]')).toHaveLength(1);
  },
};

/** A custom team amount split by service amount, exact to the cent; one fees request for the shares. */
export const TeamCustomByService: Story = { play: customTeamTip('100') };

/** `team-split="even"`: a custom amount split evenly among everyone, Sam included. */
export const TeamEvenSplit: Story = { args: { teamSplit: 'even' }, play: customTeamTip('10.03') };

/** Two staff, one without a service amount: a split by service gives all of a custom amount to the other. */
export const TeamMemberWithoutService: Story = {
  args: { staff: [staff[0]!, staff[2]!] },
  play: customTeamTip('25'),
};

/** Japanese yen: the shares are whole yen and sum to the amount exactly. */
export const TeamJPY: Story = {
  args: {
    staff: staff.map((m) => (m.serviceAmount ? { ...m, serviceAmount: Math.round(m.serviceAmount * 150) } : m)),
    lines: lines.map((line) => ({ ...line, total: Math.round(line.total * 150), ...(line.items ? { items: line.items.map((item) => ({ ...item, amount: Math.round(item.amount * 150) })) } : {}) })),
    currency: 'JPY',
  },
  parameters: { lang: 'ja-JP' },
  render: (args, context) => checkout(args, context, { currency: 'JPY' }),
  play: customTeamTip('1000'),
};

/**
 * The note under the team's group, which describes it: how a custom amount is shared, who the
 * suggested tips leave out (Sam, with no service) and that each share carries its own fee.
 */
export const TeamSplitNote: Story = {
  play: async ({ canvasElement }) => {
    const group = await teamGroup(canvasElement);
    const note = await waitFor(() => (group.getRootNode() as ShadowRoot).querySelector<HTMLElement>('[part~="note"]'));
    await expect(group.getAttribute('aria-describedby')).toBe(note.id);
  },
};

/** A proposal chosen for the team: Sam's share is zero, shown as an amount with why (no service), not as "No tip". */
export const TeamZeroShare: Story = {
  play: async ({ canvasElement }) => {
    await chooseForTeam(canvasElement, 'high');
    const shares = await waitFor(() => {
      const found = deepQueryAll(canvasElement, '[part~="share"] .amount');
      return found.length === staff.length && found.every((el) => hasDigits(el)) ? found : undefined;
    });
    await expect(shares).toHaveLength(staff.length);
  },
};
