/** The bill's lines in the summary: items with their quantity, and categories that open and close. */
import { html, nothing, svg } from 'lit';
import type { Messages } from '../../../i18n/messages.js';
import { balanceBidi, sentence } from '../../internal/isolated.js';
import type { DisplayLine } from '../../internal/types.js';
import type { Sums } from './summary-sums.js';

/** What the summary lends the lines to draw with. */
export interface LinesHost {
  /** Whether the category at `index` is open. */
  isOpen(index: number): boolean;
  toggle(index: number): void;
  /** Minor units at the summary's scale, formatted. */
  format(cents: number): string;
  /** An amount from the host at the summary's scale. */
  cents(amount: number | undefined): number;
  /** A quantity, formatted and isolated. */
  number(value: number): string;
}

const chevron = svg`<path d="M7 5l6 5-6 5" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"/>`;

function renderLine(host: LinesHost, t: Messages, line: DisplayLine, index: number, items: Sums['items']) {
  if (!line.items) {
    return html`<li part="line item" class="row line">
      <span class="name">${line.qty !== undefined ? html`<span class="qty">${sentence(t.quantity(host.number(line.qty)))}</span> ` : nothing}<bdi>${balanceBidi(line.name)}</bdi></span>
      <span class="amount">${host.format(host.cents(line.total))}</span>
    </li>`;
  }
  const open = host.isOpen(index);
  const id = `items-${index}`;
  return html`<li part="line category" class="category">
    <button
      type="button"
      part="toggle"
      class="row toggle"
      aria-expanded=${open ? 'true' : 'false'}
      aria-controls=${id}
      @click=${() => host.toggle(index)}
    >
      <svg class="chevron" viewBox="0 0 20 20" aria-hidden="true">${chevron}</svg>
      <span class="name"><bdi>${balanceBidi(line.name)}</bdi></span>
      <span class="amount">${host.format(host.cents(line.total))}</span>
    </button>
    <ul part="items" id=${id} class="items" role="list" ?hidden=${!open}>
      ${line.items.map(
        (item) => html`<li part="item" class="row sub">
          <span class="name"><bdi>${balanceBidi(item.name)}</bdi> <span class="qty">${sentence(t.quantityAt(host.number(item.qty), host.format(host.cents(item.amount))))}</span></span>
          <span class="amount">${host.format(items.get(item) ?? 0)}</span>
        </li>`,
      )}
    </ul>
  </li>`;
}

/** The bill's display lines (spec 2.6): single items, and categories with a disclosure button. */
export function renderLines(host: LinesHost, t: Messages, lines: readonly DisplayLine[], items: Sums['items']) {
  if (lines.length === 0) return nothing;
  return html`<ul part="lines" class="lines" role="list">
    ${lines.map((line, i) => renderLine(host, t, line, i, items))}
  </ul>`;
}
