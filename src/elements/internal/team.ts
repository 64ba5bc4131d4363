/**
 * Team tip mode (`tip-checkout`'s `tip-mode="team"`): the team's proposal, choices and exact
 * shares (largest remainder, src/money/split.ts), `staff-tip-list`'s team group (below the rows of
 * who served, which the list draws itself) and `checkout-summary`'s team and share rows. A chunk of
 * its own in a page's bundle (team-loader.ts loads it when a checkout is set to team mode), so a
 * page that never tips a team never downloads it.
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { IntentResult, Proposal, ProposalOption } from '../../protocol/schemas.js';
import { splitLargestRemainder } from '../../money/split.js';
import { currencyExponent, fromMinor, percentFromCents, scaleOf, sumCents } from '../../money/money.js';
import { formatList, type LocalizeController } from '../../i18n/localize.js';
import type { Messages } from '../../i18n/messages.js';
import { amountAt, serviceCents, sumQuotes, type TeamSplit } from './checkout-model.js';
import { sentence, wordsClass } from './isolated.js';
import { proposalsExportparts } from './parts.js';
import { personName } from './shared.js';
import type { StaffMember, TipChoice } from './types.js';

/** What team mode reads of the checkout's context (context.ts's `CheckoutContext` has it). */
export interface TeamSale {
  currency: string;
  staff: readonly StaffMember[];
  teamSplit: TeamSplit;
  teamChoice: TipChoice | undefined;
  intent: IntentResult | undefined;
}

/** What `staff-tip-list` lends the team group to render with. */
export interface TeamListHost {
  t: Messages;
  i18n: LocalizeController;
  currency: string | undefined;
  locale: string | undefined;
  /** The list's own `large-tip`, if set (else the checkout's). */
  largeTip: string | undefined;
  onChange(event: Event): void;
}

/** What `checkout-summary` lends the team rows to render with. */
export interface TeamTipsHost {
  t: Messages;
  i18n: LocalizeController;
  /** Minor units at the summary's scale, formatted. */
  format(cents: number): string;
  /** What the summary says for one member's tip (their share). */
  tipText(member: StaffMember): string;
}

const LEVELS = ['low', 'medium', 'high'] as const;


/**
 * Each staff member's share of a custom team tip of `cents` (minor units at the currency's
 * `exponent`), in staff order, summing exactly to `cents` (largest remainder, earlier member
 * first on a tie). `service`: in proportion to the service amounts, a member without one gets 0;
 * when nobody has one, evenly. `even`: evenly among everyone. When `cents` is less than the
 * number of people sharing it, some shares are 0.
 */
export function teamShares(staff: readonly StaffMember[], cents: number, split: TeamSplit, exponent = 2): number[] {
  const weights = staff.map((m) => (split === 'even' ? 1 : serviceCents(m, exponent)));
  return splitLargestRemainder(cents, weights);
}

/**
 * The per-member choices a team choice means, by employeeId: a level for every member with a
 * service amount (a member without one gets no share of a proposal: "No tip"); a custom amount
 * as each member's share (`teamShares`; a share of 0 is no selection); "No tip" for everyone.
 */
export function teamChoices(staff: readonly StaffMember[], choice: TipChoice | undefined, split: TeamSplit, exponent = 2): Map<string, TipChoice> {
  const choices = new Map<string, TipChoice>();
  if (!choice) return choices;
  if (choice.level === 'custom') {
    const shares = choice.cents === null ? undefined : teamShares(staff, choice.cents, split, exponent);
    staff.forEach((m, i) => choices.set(m.employeeId, { level: 'custom', cents: shares ? shares[i]! : null }));
  } else {
    for (const m of staff) choices.set(m.employeeId, choice.level === 'none' || serviceCents(m, exponent) === 0 ? { level: 'none' } : choice);
  }
  return choices;
}

/**
 * The team's proposal: at each level the sum of the members' own proposals at that level (the
 * service's rules apply per person), its fee and total the sums of theirs; undefined while no
 * member has a proposal. Its percent is the members' when they all share one type and percent,
 * otherwise the team's amount as a percent of the team's service (to one decimal), shown as an
 * amount proposal.
 */
export function teamProposal(staff: readonly StaffMember[], proposals: ReadonlyMap<string, Proposal>, exponent = 2): Proposal | undefined {
  const own = staff.flatMap((m) => proposals.get(m.employeeId) ?? []);
  if (own.length === 0) return undefined;
  const scale = scaleOf(exponent, own.flatMap((p) => [p.serviceAmount, ...LEVELS.flatMap((l) => [p[l].amount, p[l].fee, p[l].total])]));
  const serviceMinor = sumCents(own.map((p) => amountAt(p.serviceAmount, scale)));
  const level = (l: (typeof LEVELS)[number]): ProposalOption => {
    const options = own.map((p) => p[l]);
    const { amount, fee, total } = sumQuotes(options, scale);
    const first = options[0]!;
    const alike = options.every((o) => o.type === first.type && o.percent === first.percent);
    return alike
      ? { type: first.type, percent: first.percent, amount, fee, total }
      : { type: 'amount', percent: percentFromCents(amountAt(amount, scale), serviceMinor, 1), amount, fee, total };
  };
  return { serviceAmount: fromMinor(serviceMinor, scale), low: level('low'), medium: level('medium'), high: level('high') };
}

let last: { staff: readonly StaffMember[]; proposals: ReadonlyMap<string, Proposal>; exponent: number; value: Proposal | undefined } | undefined;

/**
 * `teamProposal`, kept while the staff, the proposals and the exponent are the same objects (the
 * checkout asks at every update); sums beyond the range money is kept in give none (Custom and
 * No tip still work).
 */
export function proposalFor(staff: readonly StaffMember[], proposals: ReadonlyMap<string, Proposal>, exponent: number): Proposal | undefined {
  if (last && last.staff === staff && last.proposals === proposals && last.exponent === exponent) return last.value;
  let value: Proposal | undefined;
  try {
    value = teamProposal(staff, proposals, exponent);
  } catch (error) {
    if (!(error instanceof RangeError)) throw error;
  }
  last = { staff, proposals, exponent, value };
  return value;
}

/** `staff-tip-list` in team mode, below its rows of who served: the team's one group of choices. */
export function renderTeamGroup(host: TeamListHost, members: readonly StaffMember[], ctx: TeamSale): TemplateResult {
  const { t, i18n } = host;
  const exponent = currencyExponent(ctx.currency);
  const names = members.map((m) => personName(m, i18n.locale) || m.employeeId);
  const label = t.teamName(formatList(i18n.locale, names.map((n) => i18n.isolate(n))));
  const services = members.map((m) => serviceCents(m, exponent));
  const withService = services.filter((cents) => cents > 0).length;
  const sharing = ctx.teamSplit === 'even' ? members.length : withService || members.length;
  const split = ctx.teamSplit === 'even' ? t.teamSplitEven(members.length) : t.teamSplitService(sharing);
  // Who the suggested amounts leave out (no service, no proposal), and that each share pays its own fee.
  const left = withService > 0 ? names.filter((_, i) => services[i] === 0) : [];
  const note = [split, left.length > 0 ? t.teamLeftOut(formatList(i18n.locale, left.map((n) => i18n.isolate(n))), left.length) : '', sharing > 1 ? t.teamFeePerShare : ''];
  let teamService: number | undefined;
  try {
    const sum = sumCents(services);
    teamService = sum > 0 ? fromMinor(sum, exponent) : undefined;
  } catch {
    teamService = undefined;
  }
  return html`<div part="team" class="team" @change=${host.onChange}>
    <div part="team-name" class="team-name">${sentence(label)}</div>
    <tip-proposals
      exportparts="${proposalsExportparts}, note: team-split"
      team
      label=${label}
      note=${note.filter(Boolean).join(' ')}
      .serviceAmount=${teamService}
      .currency=${host.currency}
      .locale=${host.locale}
      .largeTip=${host.largeTip}
      hide-error
    ></tip-proposals>
  </div>`;
}

/** One person's share as the summary says it: a share of zero is an amount, with why when they had no service (never "No tip", as if refused). */
function shareText(host: TeamTipsHost, member: StaffMember, exponent: number): string {
  const text = host.tipText(member);
  if (text !== host.t.noTip) return text;
  return serviceCents(member, exponent) === 0 ? host.t.shareNoService(host.format(0)) : host.format(0);
}

/** `checkout-summary` in team mode: the team's tip, then each person's share once there is a tip to share. */
export function renderTeamTips(host: TeamTipsHost, ctx: TeamSale, pending: readonly StaffMember[], tipsCents: number): TemplateResult {
  const { t } = host;
  const choice = ctx.teamChoice;
  let text: string | undefined;
  if (!ctx.intent) {
    if (!choice) text = t.chooseTip;
    else if (choice.level === 'none') text = t.noTip;
    else if (pending.length > 0) text = choice.level === 'custom' ? t.enterAmount : t.loading;
  }
  text ??= tipsCents === 0 ? t.noTip : host.format(tipsCents);
  const shared = ctx.intent ? ctx.intent.tips.length > 0 : choice !== undefined && choice.level !== 'none';
  const exponent = currencyExponent(ctx.currency);
  return html`<li part="tip team-tip" class="row tip">
      <span class="name">${t.teamTip}</span>
      <span class="amount ${wordsClass(text)}">${text}</span>
    </li>
    ${shared
      ? ctx.staff.map(
          (m) => html`<li part="tip share" class="row tip share">
            <span class="name">${sentence(t.shareFor(host.i18n.isolate(personName(m, host.i18n.locale) || m.employeeId)))}</span>
            <span class="amount ${wordsClass(shareText(host, m, exponent))}">${shareText(host, m, exponent)}</span>
          </li>`,
        )
      : nothing}`;
}
