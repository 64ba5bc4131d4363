import { css } from 'lit';

/** Long names and long words wrap inside the element's box in every language. */
export const styles = css`
  :host {
    --_field-bg: var(--tip-input-background, var(--_surface));
    --_field-border: var(--tip-input-border-color, var(--_border));
  }
  label {
    display: block;
    font-weight: 600;
    margin-block-end: calc(var(--_space) / 2);
  }
  label,
  .fee,
  [part~='message'],
  button {
    overflow-wrap: anywhere;
  }
  .field {
    display: flex;
    align-items: center;
    gap: calc(var(--_space) / 2);
    min-height: max(44px, var(--_touch));
    padding-inline: var(--_space);
    background: var(--_field-bg);
    border: 2px solid var(--_field-border);
    border-radius: var(--_radius);
  }
  .field:focus-within {
    outline: 3px solid var(--_focus);
    outline-offset: 2px;
  }
  @media (forced-colors: active) {
    .field:focus-within {
      outline-color: Highlight;
    }
  }
  .field.invalid {
    border-color: var(--_danger);
    border-width: 3px;
  }
  [part~='symbol'] {
    color: var(--_muted);
    font-weight: 600;
  }
  input {
    flex: 1;
    min-width: 0;
    min-height: max(44px, var(--_touch));
    border: 0;
    background: transparent;
    color: inherit;
    font: inherit;
    font-size: 1.25em;
    font-variant-numeric: tabular-nums;
    text-align: start;
  }
  input:focus,
  input:focus-visible {
    outline: none;
  }
  input:disabled {
    cursor: not-allowed;
  }
  .fee {
    min-height: 1.5em;
    margin-block-start: calc(var(--_space) / 2);
    color: var(--_muted);
    font-variant-numeric: tabular-nums;
  }
  [part~='message']:not(:empty) {
    margin-block-start: calc(var(--_space) / 2);
    color: var(--_danger);
    font-weight: 600;
  }
  [part~='message'].warning:not(:empty) {
    color: var(--_text);
  }
  .fee-error {
    display: flex;
    align-items: center;
    flex-wrap: wrap;
    gap: var(--_space);
    color: var(--_danger);
  }
  [part~='guard'] {
    display: flex;
    flex-wrap: wrap;
    gap: var(--_space);
    margin-block-start: var(--_space);
  }
  button {
    max-width: 100%;
    min-height: max(44px, var(--_touch));
    padding-inline: calc(var(--_space) * 2);
    border-radius: var(--_radius);
    border: 2px solid var(--_accent);
    background: var(--_surface);
    color: var(--_accent);
    font-weight: 600;
    cursor: pointer;
  }
  button.primary {
    background: var(--_accent);
    color: var(--_on-accent);
  }
`;
