import { css, unsafeCSS, type CSSResult } from 'lit';

/**
 * A record table read as a list of rows on a narrow screen: each row's header on a line of its
 * own, then one line per cell with its column's name (the `.label` each cell carries, hidden
 * from assistive technology, which reads the table's own headers). `scope` picks the tables.
 */
function stacked(scope: string): CSSResult {
  const s = unsafeCSS(scope);
  return css`
    ${s} :is(table, caption, tbody, tfoot, tr, th, td) {
      display: block;
    }
    ${s} thead {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip-path: inset(50%);
      white-space: nowrap;
    }
    ${s} tr {
      padding-block: calc(var(--_space) * 0.5);
      border-block-end: 1px solid var(--_border);
    }
    ${s} tfoot tr {
      border-block-end: 0;
    }
    ${s} :is(th, td) {
      border: 0;
      padding-block: calc(var(--_space) * 0.25);
    }
    ${s} td {
      display: flex;
      justify-content: space-between;
      align-items: baseline;
      gap: var(--_space);
      text-align: end;
    }
    ${s} td > .label {
      display: block;
      text-align: start;
      white-space: normal;
      overflow-wrap: normal;
      color: var(--_muted);
      font-size: 0.875em;
      font-weight: 400;
    }
  `;
}

/**
 * What the back-office elements share: record tables, form fields, buttons and status lines.
 * Logical properties only (right-to-left layouts), touch targets of at least 44px.
 */
export const backOfficeStyles = css`
  :host {
    --_table-header: var(--tip-table-header-background, var(--_surface-alt));
    line-height: 1.4;
  }
  .panel {
    display: flex;
    flex-direction: column;
    gap: calc(var(--_space) * 2);
  }
  .panel[aria-busy='true'] table {
    opacity: 0.7;
  }
  p {
    margin: 0;
  }
  .table-wrap {
    container-type: inline-size;
  }
  td > .label {
    display: none;
  }
  /* Tables of up to four columns stack below 30rem; the transaction's wider ones below 48rem. */
  @container (max-width: 30rem) {
    ${stacked('.table-wrap')}
  }
  @container (max-width: 48rem) {
    ${stacked('.table-wrap.wide')}
  }
  table {
    width: 100%;
    border-collapse: collapse;
    font-variant-numeric: tabular-nums;
  }
  caption {
    text-align: start;
    font-weight: 700;
    padding-block-end: var(--_space);
  }
  th,
  td {
    padding-block: calc(var(--_space) * 0.75);
    padding-inline: var(--_space);
    text-align: start;
    border-block-end: 1px solid var(--_border);
    vertical-align: top;
  }
  thead th {
    background: var(--_table-header);
    font-size: 0.875em;
  }
  .num {
    text-align: end;
    white-space: nowrap;
  }
  tfoot th,
  tfoot td {
    font-weight: 700;
    border-block-end: 0;
  }
  .name {
    overflow-wrap: anywhere;
  }
  .muted {
    color: var(--_muted);
  }
  fieldset {
    margin: 0;
    padding: 0;
    border: 0;
    display: flex;
    flex-direction: column;
    gap: calc(var(--_space) / 2);
    min-width: 0;
  }
  legend {
    font-weight: 700;
    padding: 0;
    margin-block-end: calc(var(--_space) / 2);
  }
  .choice {
    display: flex;
    align-items: center;
    gap: var(--_space);
    min-height: max(44px, var(--_touch));
    cursor: pointer;
  }
  .choice input {
    inline-size: 1.25em;
    block-size: 1.25em;
    margin: 0;
    accent-color: var(--_accent);
    flex: none;
  }
  .field {
    display: flex;
    flex-direction: column;
    gap: calc(var(--_space) / 2);
  }
  .field label {
    font-weight: 600;
  }
  input[type='text'],
  input[type='url'] {
    font: inherit;
    color: var(--_text);
    background: var(--tip-input-background, var(--_surface));
    min-height: max(44px, var(--_touch));
    padding-inline: var(--_space);
    border: 1px solid var(--tip-input-border-color, var(--_border));
    border-radius: calc(var(--_radius) / 2);
    min-width: 0;
  }
  input[aria-invalid='true'] {
    border-color: var(--_danger);
    border-width: 2px;
  }
  .message {
    color: var(--_danger);
    font-size: 0.875em;
    font-weight: 600;
  }
  .message:empty {
    display: none;
  }
  .hint {
    color: var(--_muted);
    font-size: 0.875em;
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: var(--_space);
  }
  .button {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    gap: var(--_space);
    min-height: max(44px, var(--_touch));
    padding-block: var(--_space);
    padding-inline: calc(var(--_space) * 2.5);
    border: 2px solid var(--_accent);
    border-radius: var(--_radius);
    background: var(--_surface);
    color: var(--_accent);
    font-weight: 700;
    cursor: pointer;
  }
  .button.primary {
    background: var(--_accent);
    color: var(--_on-accent);
  }
  .button[aria-disabled='true'] {
    cursor: not-allowed;
    background: var(--_surface-alt);
    color: var(--_muted);
    border-style: dashed;
    border-color: var(--_border);
  }
  .button[aria-busy='true'] {
    cursor: progress;
    opacity: 0.85;
  }
  .status {
    color: var(--_success);
    font-weight: 600;
  }
  /* Focus lands on a result so it is read out; it is not a control, so it shows no ring. */
  .status:focus {
    outline: none;
  }
  .loading {
    color: var(--_muted);
  }
  .badge {
    display: inline-block;
    padding-inline: calc(var(--_space) * 0.75);
    border-radius: 999px;
    border: 1px solid currentColor;
    font-size: 0.8125em;
    font-weight: 600;
    white-space: nowrap;
  }
  [data-status='void'] td,
  [data-status='void'] th {
    color: var(--_muted);
  }
  [data-status='void'] .num {
    text-decoration: line-through;
  }
`;
