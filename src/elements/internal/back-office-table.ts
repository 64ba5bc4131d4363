import { html, type TemplateResult } from 'lit';
import type { Messages } from '../../i18n/messages.js';
import { balanceBidi } from './isolated.js';

/**
 * A record table's cell. It carries its column's name, shown only when the table is stacked on a
 * narrow screen (see `backOfficeStyles`) and hidden from assistive technology, which reads the
 * table's own column headers.
 */
export function cell(column: string, value: unknown, numeric = true): TemplateResult {
  return html`<td class=${numeric ? 'num' : ''}><span class="label" aria-hidden="true">${column}</span>${value}</td>`;
}

/** A staff member's row of a `staffTable`: their name and one amount (as shown) per column. */
export type StaffRow = readonly [name: string, amounts: readonly string[]];

/**
 * A table of amounts by staff member (what a refund takes from each, what each holds): a row per
 * staff member, one numeric column per amount, and a total row.
 */
export function staffTable(
  t: Messages,
  view: { part: string; caption: string; columns: readonly string[]; rows: readonly StaffRow[]; totals: readonly string[] },
): TemplateResult {
  const cells = (amounts: readonly string[]) => amounts.map((amount, i) => cell(view.columns[i] ?? '', amount));
  return html`<div class="table-wrap">
    <table part=${view.part}>
      <caption>${view.caption}</caption>
      <thead>
        <tr>
          <th scope="col">${t.staffColumn}</th>
          ${view.columns.map((column) => html`<th scope="col" class="num">${column}</th>`)}
        </tr>
      </thead>
      <tbody>
        ${view.rows.map(([name, amounts]) => html`<tr><th scope="row" class="name"><bdi>${balanceBidi(name)}</bdi></th>${cells(amounts)}</tr>`)}
      </tbody>
      <tfoot>
        <tr><th scope="row">${t.total}</th>${cells(view.totals)}</tr>
      </tfoot>
    </table>
  </div>`;
}
