import { html, type TemplateResult } from 'lit';

/**
 * A record table's cell. It carries its column's name, shown only when the table is stacked on a
 * narrow screen (see `backOfficeStyles`) and hidden from assistive technology, which reads the
 * table's own column headers.
 */
export function cell(column: string, value: unknown, numeric = true): TemplateResult {
  return html`<td class=${numeric ? 'num' : ''}><span class="label" aria-hidden="true">${column}</span>${value}</td>`;
}
