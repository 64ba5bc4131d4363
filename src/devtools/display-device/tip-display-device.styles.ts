import { css } from 'lit';

export const styles = css`
  :host {
    --_frame: var(--tip-device-frame, #1b1f24);
    --_device-width: var(--tip-device-width, 40rem);
    max-inline-size: var(--_device-width);
  }
  .frame {
    padding: calc(var(--_space) * 1.5);
    border-radius: calc(var(--_radius) * 2);
    background: var(--_frame);
  }
  .screen {
    display: flex;
    flex-direction: column;
    gap: calc(var(--_space) * 2);
    min-block-size: 22rem;
    padding: calc(var(--_space) * 2);
    border-radius: var(--_radius);
    background: var(--_surface);
    color: var(--_text);
  }
  .header {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    justify-content: space-between;
    gap: var(--_space);
    padding-block-end: var(--_space);
    border-block-end: 1px solid var(--_border);
    color: var(--_muted);
    font-size: 0.875em;
  }
  .header strong {
    color: var(--_text);
  }
  [part~='queue'] {
    padding: 2px var(--_space);
    border-radius: 999px;
    background: var(--_accent-soft);
    color: var(--_text);
    font-weight: 600;
  }
  h2,
  h3,
  p {
    margin: 0;
  }
  h2 {
    font-size: 1.5em;
  }
  h2:focus {
    outline: none;
  }
  h3 {
    font-size: 1.1em;
  }
  .center {
    display: flex;
    flex: 1;
    flex-direction: column;
    align-items: center;
    justify-content: center;
    gap: calc(var(--_space) * 2);
    text-align: center;
  }
  [part~='code'] {
    font-family: ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace;
    font-size: 2.5em;
    font-weight: 700;
    letter-spacing: 0.3em;
    padding-inline-start: 0.3em;
  }
  [part~='amount'] {
    font-size: 2.5em;
    font-weight: 700;
    font-variant-numeric: tabular-nums;
  }
  .card-icon {
    inline-size: 4rem;
    block-size: 4rem;
    color: var(--_accent);
  }
  form {
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: var(--_space);
  }
  label {
    font-weight: 600;
  }
  input {
    inline-size: min(100%, 22ch);
    min-height: max(44px, var(--_touch));
    padding-inline: var(--_space);
    border: 2px solid var(--_border);
    border-radius: var(--_radius);
    background: var(--_surface);
    color: inherit;
    font: inherit;
    font-size: 1.25em;
    text-align: center;
  }
  input[aria-invalid='true'] {
    border-color: var(--_danger);
    border-width: 3px;
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    justify-content: flex-end;
    gap: var(--_space);
  }
  button {
    min-height: max(44px, var(--_touch));
    padding-inline: calc(var(--_space) * 2.5);
    border: 2px solid var(--_accent);
    border-radius: var(--_radius);
    background: var(--_accent);
    color: var(--_on-accent);
    font-weight: 600;
    cursor: pointer;
  }
  button.secondary {
    background: var(--_surface);
    color: var(--_accent);
  }
  button[aria-disabled='true'] {
    cursor: not-allowed;
    opacity: 0.75;
  }
  .notice {
    padding: var(--_space) calc(var(--_space) * 1.5);
    border-inline-start: 4px solid var(--_accent);
    background: var(--_accent-soft);
    border-radius: calc(var(--_radius) / 2);
  }
  [part~='alert'] {
    color: var(--_danger);
    font-weight: 600;
  }
  [part~='status']:not(:empty) {
    color: var(--_success);
    font-weight: 600;
  }
  .hint {
    color: var(--_muted);
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  .rows {
    display: flex;
    flex-direction: column;
    gap: calc(var(--_space) / 2);
  }
  .row {
    display: flex;
    justify-content: space-between;
    align-items: baseline;
    gap: calc(var(--_space) * 2);
  }
  .row > :first-child {
    min-inline-size: 0;
    overflow-wrap: anywhere;
  }
  .row > :last-child {
    flex: none;
    font-variant-numeric: tabular-nums;
    text-align: end;
  }
  .row .sub {
    display: block;
    color: var(--_muted);
    font-size: 0.875em;
  }
  [part~='total'] {
    padding-block-start: var(--_space);
    border-block-start: 2px solid var(--_border);
    font-size: 1.25em;
    font-weight: 700;
  }
`;
