import { css } from 'lit';

export const styles = css`
  :host {
    --_code-size: var(--tip-code-font-size, 2rem);
    --_field-bg: var(--tip-input-background, var(--_surface));
    --_field-border: var(--tip-input-border-color, var(--_border));
  }
  .pairing {
    display: flex;
    flex-direction: column;
    align-items: flex-start;
    gap: var(--_space);
    margin: 0;
  }
  label {
    font-weight: 600;
  }
  p {
    margin: 0;
  }
  input {
    inline-size: min(100%, 14ch);
    min-height: max(44px, var(--_touch));
    padding-inline: var(--_space);
    border: 2px solid var(--_field-border);
    border-radius: var(--_radius);
    background: var(--_field-bg);
    color: inherit;
    font: inherit;
    font-size: 1.5em;
    font-family: ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace;
    letter-spacing: 0.15em;
    text-transform: uppercase;
  }
  input[aria-invalid='true'] {
    border-color: var(--_danger);
    border-width: 3px;
  }
  [part~='hint'] {
    color: var(--_muted);
  }
  [part~='identifier'] {
    padding: var(--_space) calc(var(--_space) * 2);
    border: 2px dashed var(--_border);
    border-radius: var(--_radius);
    background: var(--_surface-alt);
    font-family: ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace;
    font-size: var(--_code-size);
    letter-spacing: 0.1em;
    overflow-wrap: anywhere;
    user-select: all;
  }
  button {
    display: inline-flex;
    align-items: center;
    gap: var(--_space);
    min-height: max(44px, var(--_touch));
    padding-inline: calc(var(--_space) * 2);
    border: 2px solid var(--_accent);
    border-radius: var(--_radius);
    background: var(--_accent);
    color: var(--_on-accent);
    font-weight: 600;
    cursor: pointer;
  }
  button[aria-disabled='true'] {
    cursor: progress;
    opacity: 0.8;
  }
  button.secondary {
    background: var(--_surface);
    color: var(--_accent);
  }
  [part~='message']:not(:empty) {
    color: var(--_danger);
    font-weight: 600;
  }
  [part~='status']:not(:empty) {
    color: var(--_success);
    font-weight: 600;
  }
  [part~='again'] {
    margin-block-start: var(--_space);
  }
`;
