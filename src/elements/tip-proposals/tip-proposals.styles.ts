import { css } from 'lit';

export const styles = css`
  :host {
    --_option-bg: var(--tip-option-background, var(--_surface));
    --_option-selected-bg: var(--tip-option-selected-background, var(--_accent-soft));
    --_option-min-width: var(--tip-option-min-width, 8rem);
  }
  [part~='group'] {
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(var(--_option-min-width), 1fr));
    gap: var(--_space);
  }
  .option {
    position: relative;
    display: flex;
    flex-direction: column;
    align-items: center;
    justify-content: center;
    gap: 2px;
    min-height: max(44px, var(--_touch));
    padding: var(--_space);
    padding-inline-end: calc(var(--_space) + 1.25em);
    background: var(--_option-bg);
    color: var(--_text);
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    cursor: pointer;
    user-select: none;
    text-align: center;
  }
  .option:hover {
    border-color: var(--_accent);
  }
  .option[aria-checked='true'] {
    background: var(--_option-selected-bg);
    border: 3px solid var(--_accent);
    font-weight: 600;
  }
  .option[aria-disabled='true'] {
    cursor: not-allowed;
    opacity: 0.6;
  }
  .check {
    position: absolute;
    inset-block-start: 6px;
    inset-inline-end: 6px;
    width: 1.1em;
    height: 1.1em;
    color: var(--_accent);
    visibility: hidden;
  }
  .option[aria-checked='true'] .check {
    visibility: visible;
  }
  .big {
    font-size: 1.35em;
    font-weight: 700;
    font-variant-numeric: tabular-nums;
  }
  .small,
  [part~='fee'] {
    color: var(--_muted);
    font-size: 0.875em;
    font-variant-numeric: tabular-nums;
  }
  .option[aria-checked='true'] .small,
  .option[aria-checked='true'] [part~='fee'] {
    color: var(--_text);
  }
  .skeleton {
    min-height: max(44px, var(--_touch));
    border-radius: var(--_radius);
    background: linear-gradient(90deg, var(--_surface-alt) 25%, var(--_surface) 50%, var(--_surface-alt) 75%);
    background-size: 200% 100%;
    animation: shimmer 1.4s linear infinite;
  }
  @keyframes shimmer {
    to {
      background-position: -200% 0;
    }
  }
  @media (prefers-reduced-motion: reduce) {
    .skeleton {
      animation: none;
    }
  }
  custom-tip-input {
    margin-block-start: var(--_space);
  }
`;
