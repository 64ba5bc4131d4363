import { css } from 'lit';

/**
 * Every option is the same grid cell, and its main value (a proposal's percent or amount,
 * "Custom", "No tip") the same size and weight: "No tip" is exactly as prominent as each
 * proposal. Room at the top is kept for the check mark, so it never covers text; a chosen
 * option changes colour and draws its thicker outline inside the border, so nothing moves or
 * re-wraps. Under forced colours, where the shadow and the tinted background are gone, the chosen
 * option's border is 3px of `Highlight` (its padding 2px less, so nothing moves) and its check
 * mark is `Highlight`; the others keep a 1px `CanvasText` border. Hover shows only where there is
 * a pointer that hovers: on a touch screen it would stick to the last option tapped and look
 * chosen. While the proposals are on their way each one's place is an option box whose lines of
 * a proposal's length are invisible: the row already has its final height. (Comments stay out of the CSS text: it ships as it is written.)
 */
export const styles = css`
  :host {
    contain: inline-size;
    --_option-bg: var(--tip-option-background, var(--_surface));
    --_option-selected-bg: var(--tip-option-selected-background, var(--_accent-soft));
    --_option-min-width: var(--tip-option-min-width, 12rem);
  }
  [part~='group'] {
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(min(var(--_option-min-width), 100%), 1fr));
    grid-auto-rows: 1fr;
    gap: var(--_space);
  }
  .option {
    position: relative;
    display: flex;
    flex-direction: column;
    align-items: center;
    justify-content: center;
    gap: 2px;
    min-width: 0;
    min-height: max(44px, var(--_touch));
    padding: calc(var(--_space) * 0.5 + 1.1em) calc(var(--_space) * 0.75) calc(var(--_space) + 0.1em);
    background: var(--_option-bg);
    color: var(--_text);
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    cursor: pointer;
    user-select: none;
    text-align: center;
    line-height: 1.25;
    overflow-wrap: anywhere;
    text-wrap: balance;
  }
  @media (hover: hover) {
    .option:hover {
      border-color: var(--_accent);
    }
  }
  .option[aria-checked='true'] {
    background: var(--_option-selected-bg);
    border-color: var(--_accent);
    box-shadow: inset 0 0 0 2px var(--_accent);
  }
  .option[aria-disabled='true'] {
    cursor: not-allowed;
    opacity: 0.6;
  }
  .check {
    position: absolute;
    inset-block-start: calc(var(--_space) * 0.5);
    inset-inline-end: calc(var(--_space) * 0.5);
    width: 1.1em;
    height: 1.1em;
    color: var(--_accent);
    visibility: hidden;
  }
  .option[aria-checked='true'] .check {
    visibility: visible;
  }
  .note {
    color: var(--_muted);
    font-size: 0.875em;
    margin-block: calc(var(--_space) * 0.5) var(--_space);
  }
  .big {
    font-size: 1.25em;
    font-weight: 700;
    font-variant-numeric: tabular-nums;
  }
  .small,
  [part~='fee'] {
    color: var(--_muted);
    font-size: 0.875em;
    font-variant-numeric: tabular-nums;
  }
  [part~='amount'],
  [part~='percent'],
  .unit {
    white-space: nowrap;
  }
  [part~='fee'] {
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
    column-gap: 0.5em;
  }
  .option[aria-checked='true'] .small,
  .option[aria-checked='true'] [part~='fee'] {
    color: var(--_text);
  }
  .skeleton {
    pointer-events: none;
    background: linear-gradient(90deg, var(--_surface-alt) 25%, var(--_surface) 50%, var(--_surface-alt) 75%);
    background-size: 200% 100%;
    animation: shimmer 1.4s linear infinite;
  }
  .skeleton > * {
    visibility: hidden;
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
  @media (forced-colors: active) {
    .option {
      border-color: CanvasText;
    }
    .option[aria-checked='true'] {
      border: 3px solid Highlight;
      padding: calc(var(--_space) * 0.5 + 1.1em - 2px) calc(var(--_space) * 0.75 - 2px) calc(var(--_space) + 0.1em - 2px);
    }
    .option[aria-checked='true'] .check {
      color: Highlight;
    }
    .skeleton {
      border: 1px dashed GrayText;
    }
  }
`;
