import { css } from 'lit';

export const styles = css`
  .staff {
    display: flex;
    flex-direction: column;
    gap: calc(var(--_space) * 1.5);
    padding-inline-start: calc(var(--_space) * 2);
    border-inline-start: 2px solid var(--_surface-alt);
  }
  .total {
    font-weight: 700;
    font-variant-numeric: tabular-nums;
  }
  .preview {
    padding: calc(var(--_space) * 2);
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
  }
`;
