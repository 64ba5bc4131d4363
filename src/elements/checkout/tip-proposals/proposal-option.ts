/**
 * What one `tip-proposals` option says (its name, values, fee line and description) and how it
 * is drawn. Pure functions, each of one object: the element keeps the state (the choice, the
 * tab stop, the lock) and passes in what they depend on.
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { LocalizeController } from '../../../i18n/localize.js';
import { formatPercent } from '../../../money/format.js';
import { currencyExponent, isMoney, toMinor } from '../../../money/money.js';
import type { Proposal, ProposalOption } from '../../../protocol/schemas.js';
import { sameItems } from '../../internal/shared.js';

export type Level = 'low' | 'medium' | 'high';
export const LEVELS: readonly Level[] = ['low', 'medium', 'high'];
export type OptionValue = Level | 'custom' | 'none';

/** What one option shows and says (see `renderOption`). */
export interface OptionView {
  value: OptionValue;
  /** Its accessible name. */
  name: string;
  /** The main value, big. */
  big: string;
  /** What `big` is, for a proposal (its part); `small` is then the other. */
  bigPart?: 'percent' | 'amount';
  small?: string;
  /** The fee line (`feeLine`). */
  fee?: TemplateResult | typeof nothing;
  /** Its description (`description`). */
  description?: string;
  /** A proposal's tip and fee as the service gave them ("17 0.51"): what EARLY_TAPS_SCRIPT adds to the bill before hydration. */
  amounts?: string;
  /** A proposal's place while the proposals load. */
  skeleton?: boolean;
}

/** What one proposal says, formatted (see `proposalTexts`). */
export type ProposalText = Omit<OptionView, 'value' | 'skeleton'>;

/** The element's words and formats: its `LocalizeController`. */
export type OptionWords = Pick<LocalizeController, 't' | 'locale' | 'rtl' | 'isolate' | 'money' | 'amount'>;

/** What a row's proposal texts depend on: the proposal, whose tip it is, the currency and the words. */
export interface TextsInput {
  proposal: Proposal;
  label: string;
  currency: string;
  words: OptionWords;
}

/**
 * The low, medium and high proposals' texts, in that order: each one's name ("20%, $10.00" for a
 * percent proposal, "$2.00, 20%" for an amount proposal: what it is in comes first and big), its
 * fee line and its description, for the staff member `label`.
 */
export function proposalTexts({ proposal, label, currency, words }: TextsInput): ProposalText[] {
  const money = (amount: number) => words.amount(amount, currency);
  const text = ({ percent: p, amount: a, type, fee, total }: ProposalOption): ProposalText => {
    const percent = words.isolate(formatPercent(p, words.locale));
    const amount = money(a);
    const byPercent = type === 'percent';
    const [big, small] = byPercent ? [percent, amount] : [amount, percent];
    const feeAndTotal = fee > 0 ? ([money(fee), money(total)] as const) : undefined;
    return {
      name: words.t.optionName(big, small),
      big,
      bigPart: byPercent ? 'percent' : 'amount',
      small,
      fee: feeAndTotal ? feeLine({ words, fee: feeAndTotal[0], total: feeAndTotal[1] }) : nothing,
      description: description({ words, label, feeAndTotal }),
      amounts: `${a} ${fee}`,
    };
  };
  return LEVELS.map((level) => text(proposal[level]));
}

/**
 * A row's proposal texts, formatted once per proposal, label, locale, direction, currency and
 * catalogue: a click draws the row again, and only the check marks and the tab stop change then.
 */
export class ProposalTexts {
  #last: [key: unknown[], texts: ProposalText[]] | undefined;

  /** `proposalTexts(input)`, the same array again while nothing it depends on has changed. */
  of(input: TextsInput): ProposalText[] {
    const { proposal, label, currency, words } = input;
    const key = [proposal, label, words.locale, words.rtl, currency, words.t];
    if (this.#last && sameItems(this.#last[0], key)) return this.#last[1];
    return (this.#last = [key, proposalTexts(input)])[1];
  }
}

/**
 * A proposal's fee line, "+ $0.60 fee" and "Total $10.60": two units that each stay on one line
 * (the line breaks between them, never inside one), so a wrapped line never reads as a fee of the
 * total. One template: a skeleton's becomes the proposal's.
 */
export function feeLine({ words, fee, total }: { words: OptionWords; fee: string; total: string }): TemplateResult {
  const t = words.t;
  return html`<span part="fee"><span class="unit">${t.optionFee(fee)}</span> <span part="total" class="unit">${t.optionTotal(total)}</span></span>`;
}

/**
 * An option's description: its fee and labelled total (a proposal with a fee), and whose tip it
 * is (`label`), so "Custom" and "No tip" of each row are told apart ("+ $0.76 fee, total $16.06,
 * for Maya Okafor"). Empty for an option without a fee in a group without a name.
 */
export function description({ words, label, feeAndTotal }: { words: OptionWords; label: string; feeAndTotal?: readonly [fee: string, total: string] | undefined }): string {
  const t = words.t;
  const name = label ? words.isolate(label) : '';
  if (feeAndTotal) return name ? t.optionFeeTotalFor(feeAndTotal[0], feeAndTotal[1], name) : t.optionFeeTotal(feeAndTotal[0], feeAndTotal[1]);
  return name ? t.optionFor(name) : '';
}

/** An option as drawn: what it shows, whether it is chosen, whether it holds the group's tab stop, and whether the group is locked. */
export interface OptionState extends OptionView {
  checked: boolean;
  tabbable: boolean;
  locked: boolean;
}

/**
 * One option, in one template (no nested templates but the fee line): the check mark, the main
 * value (`big`), and for a proposal its second value (`small`) and fee; its description (the fee
 * and total, and whose tip it is) in a visually hidden element. A skeleton is never checked
 * nor tabbable, and is hidden from assistive technology.
 */
export function renderOption({ value, name, big, bigPart, small, fee = nothing, description = '', skeleton = false, checked, tabbable, locked, amounts }: OptionState): TemplateResult {
  const isChecked = !skeleton && checked;
  return html`<div
    role=${skeleton ? 'none' : 'radio'}
    class="option ${skeleton ? 'skeleton' : ''}"
    part=${skeleton ? 'option skeleton' : isChecked ? 'option option-selected' : 'option'}
    data-value=${skeleton ? nothing : value}
    data-amount=${amounts ?? nothing}
    aria-hidden=${skeleton || nothing}
    aria-checked=${skeleton ? nothing : isChecked}
    aria-label=${name}
    aria-describedby=${description ? `desc-${value}` : nothing}
    aria-disabled=${locked ? 'true' : nothing}
    tabindex=${!skeleton && tabbable ? '0' : '-1'}
  ><svg class="check" viewBox="0 0 20 20" aria-hidden="true"><path d="M4 10.5l4 4 8-9" fill="none" stroke="currentColor" stroke-width="2.5" stroke-linecap="round" stroke-linejoin="round"/></svg
  ><span part=${bigPart ?? nothing} class="big">${big}</span
  ><span part=${bigPart ? (bigPart === 'percent' ? 'amount' : 'percent') : nothing} class="small" ?hidden=${small === undefined}>${small}</span
  >${fee}<span id="desc-${value}" class="visually-hidden" ?hidden=${!description}>${description}</span></div>`;
}

/**
 * A proposal's place while the proposals are on their way: an option (the same template, which
 * the proposal then fills in place), hidden from assistive technology, with invisible lines of
 * a proposal's length (a percent, an amount and a fee line near 20% of `serviceAmount`, or of
 * 100 in the currency without one), so the row has its final height before the proposals land
 * and nothing moves when they do.
 */
export function renderSkeleton({ level, currency, serviceAmount, locked, words }: { level: Level; currency: string; serviceAmount: number | undefined; locked: boolean; words: OptionWords }): TemplateResult {
  const exponent = currencyExponent(currency);
  const amount = Math.round((isMoney(serviceAmount, exponent) ? toMinor(serviceAmount, exponent) : 10 ** (exponent + 2)) / 5);
  const money = (minor: number) => words.money(minor, currency);
  const fee = Math.round(amount / 30);
  const big = words.isolate(formatPercent(20, words.locale));
  return renderOption({ value: level, name: '', big, small: money(amount), fee: feeLine({ words, fee: money(fee), total: money(amount + fee) }), skeleton: true, checked: false, tabbable: false, locked });
}
