import { css } from 'lit';

export const styles = css`
  .title {
    font-weight: 700;
    font-size: 1.125em;
    overflow-wrap: anywhere;
  }
  dl {
    margin: 0;
    display: flex;
    flex-wrap: wrap;
    gap: var(--_space) calc(var(--_space) * 3);
  }
  .pair {
    display: flex;
    flex-direction: column;
    min-width: 0;
  }
  dt {
    color: var(--_muted);
    font-size: 0.875em;
  }
  dd {
    margin: 0;
  }
  .badge[data-status='confirmed'] {
    color: var(--_success);
  }
  .badge[data-status='failed'],
  .badge[data-status='canceled'],
  .badge[data-status='refunded'] {
    color: var(--_danger);
  }
  .totals {
    padding-block-start: var(--_space);
    border-block-start: 1px solid var(--_border);
  }
  .totals dd {
    font-weight: 700;
    text-align: start;
  }
`;
