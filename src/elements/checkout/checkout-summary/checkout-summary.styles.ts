import { css } from 'lit';

/**
 * A label and its amount share a line; the amount moves under the label when both cannot fit.
 * A word longer than the summary is wide (a name, a product) breaks rather than spills. Under
 * `prefers-reduced-motion` the spinner stands still (a dotted ring) and the chevron does not
 * animate; the button's "Creating…" and `aria-busy` say the same without motion. A tip row off
 * screen is neither laid out nor painted (`content-visibility: auto`, one line high until it has
 * been shown): a click that changes one member's tip costs no layout of a long list's other rows.
 */
export const styles = css`
  :host {
    --_summary-background: var(--tip-summary-background, var(--_surface));
    --_summary-padding: var(--tip-summary-padding, calc(var(--_space) * 3));
    --_total-size: var(--tip-total-font-size, 2rem);
  }
  .summary,
  .lines,
  .tips,
  .totals,
  .items,
  .action,
  .error {
    display: flex;
    flex-direction: column;
    gap: var(--_space);
  }
  .summary {
    container-type: inline-size;
    gap: calc(var(--_space) * 1.5);
    padding: var(--_summary-padding);
    background: var(--_summary-background);
    border-radius: var(--_radius);
    line-height: 1.4;
    overflow-wrap: anywhere;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  .row {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    justify-content: space-between;
    gap: 0 calc(var(--_space) * 2);
    text-align: start;
  }
  .name {
    flex: 1 1 5em;
    min-width: 0;
  }
  .amount {
    flex: 0 1 auto;
    min-width: 0;
    margin-inline-start: auto;
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
    text-align: end;
  }
  .qty {
    color: var(--_muted);
    font-variant-numeric: tabular-nums;
  }
  .toggle {
    min-height: var(--_touch);
    align-items: center;
    padding: 0 var(--_space);
    margin-inline: calc(var(--_space) * -1);
    width: calc(100% + var(--_space) * 2);
    border: 0;
    border-radius: calc(var(--_radius) / 2);
    background: transparent;
    cursor: pointer;
  }
  .toggle:hover {
    background: var(--_surface-alt);
  }
  .chevron {
    flex: none;
    width: 1.25em;
    height: 1.25em;
    transition: transform 150ms ease;
  }
  .toggle[aria-expanded='true'] .chevron {
    transform: rotate(90deg);
  }
  :host(:dir(rtl)) .toggle[aria-expanded='false'] .chevron {
    transform: scaleX(-1);
  }
  .totals,
  .items {
    gap: calc(var(--_space) / 2);
  }
  .items {
    padding-inline-start: calc(var(--_space) * 3.5);
    padding-block: calc(var(--_space) / 2);
  }
  .items[hidden] {
    display: none;
  }
  .sub {
    font-size: 0.9375em;
  }
  .sub .qty {
    display: block;
  }
  .subtotal,
  .tips,
  .totals {
    padding-block-start: calc(var(--_space) * 1.5);
    border-block-start: 1px solid var(--_border);
  }
  .tip .amount {
    font-weight: 600;
  }
  .amount.words {
    white-space: normal;
  }
  .tip {
    content-visibility: auto;
    contain-intrinsic-block-size: auto 1.4em;
  }
  .share {
    color: var(--_muted);
    font-size: 0.875em;
    padding-inline-start: calc(var(--_space) * 2);
  }
  .share .amount {
    font-weight: 400;
  }
  .fees,
  .breakdown {
    color: var(--_muted);
  }
  .breakdown {
    font-size: 0.875em;
    padding-inline-start: calc(var(--_space) * 2);
  }
  .total {
    margin-block-start: var(--_space);
    align-items: center;
    font-weight: 700;
  }
  .total .amount {
    font-size: min(var(--_total-size), 11cqi);
    line-height: 1.1;
  }
  .action {
    margin-block-start: var(--_space);
  }
  .confirm,
  .retry {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    gap: var(--_space);
    min-height: max(var(--_touch), 44px);
    padding: var(--_space) calc(var(--_space) * 3);
    border-radius: var(--_radius);
    font-weight: 700;
    cursor: pointer;
  }
  .confirm {
    width: 100%;
    min-height: max(calc(var(--_touch) + 8px), 44px);
    font-size: 1.125em;
    border: 2px solid var(--_accent);
    background: var(--_accent);
    color: var(--_on-accent);
  }
  .confirm[aria-disabled='true'] {
    cursor: not-allowed;
    background: var(--_surface-alt);
    color: var(--_muted);
    border-style: dashed;
    border-color: var(--_border);
  }
  .confirm[aria-busy='true'] {
    cursor: progress;
    border-style: solid;
    background: var(--_accent);
    color: var(--_on-accent);
    opacity: 0.85;
  }
  .spinner {
    width: 1.1em;
    height: 1.1em;
    border: 2.5px solid currentColor;
    border-inline-end-color: transparent;
    border-radius: 50%;
    animation: spin 0.8s linear infinite;
  }
  @keyframes spin {
    to {
      transform: rotate(360deg);
    }
  }
  @media (prefers-reduced-motion: reduce) {
    .spinner {
      animation: none;
      border-style: dotted;
      border-inline-end-color: currentColor;
    }
    .chevron {
      transition: none;
    }
  }
  .hint {
    margin: 0;
    color: var(--_muted);
    text-align: center;
  }
  .error {
    padding: calc(var(--_space) * 1.5);
    border: 2px solid var(--_danger);
    border-radius: var(--_radius);
    color: var(--_danger);
  }
  .error p {
    margin: 0;
  }
  .error .message {
    font-weight: 600;
  }
  .error .detail {
    color: var(--_muted);
    font-size: 0.875em;
  }
  .retry {
    border: 2px solid var(--_danger);
    background: var(--_surface);
    color: var(--_danger);
  }
  .status {
    display: flex;
    align-items: center;
    justify-content: center;
    gap: var(--_space);
    margin: 0;
    min-height: var(--_touch);
    font-weight: 600;
    color: var(--_success);
  }
  .status:focus {
    outline: none;
  }
  .tick {
    width: 1.5em;
    height: 1.5em;
    flex: none;
  }
`;
