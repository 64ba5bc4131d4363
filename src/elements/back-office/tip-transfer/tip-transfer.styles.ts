import { css } from 'lit';

export const styles = css`
  :host {
    --_avatar-size: var(--tip-avatar-size, 40px);
  }
  .net {
    font-weight: 700;
  }
  .recipients {
    list-style: none;
    margin: 0;
    padding: 0;
    display: flex;
    flex-direction: column;
  }
  .recipient {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: var(--_space);
    padding-block: calc(var(--_space) / 2);
    border-block-end: 1px solid var(--_surface-alt);
  }
  .recipient .choice {
    flex: 1 1 16em;
    min-width: 0;
  }
  .who {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    gap: 0 var(--_space);
    min-width: 0;
  }
  [part~='avatar'] {
    inline-size: var(--_avatar-size);
    block-size: var(--_avatar-size);
    border-radius: 50%;
    object-fit: cover;
    flex: none;
    background: var(--_accent-soft);
    color: var(--_accent);
    display: grid;
    place-items: center;
    font-weight: 700;
    font-size: 0.875em;
    overflow: hidden;
  }
  .share {
    font-weight: 700;
    font-variant-numeric: tabular-nums;
  }
  .amount {
    flex: 0 1 9em;
  }
  .amount input {
    text-align: end;
    font-variant-numeric: tabular-nums;
  }
  .remainder {
    font-weight: 700;
    color: var(--_text);
  }
  .remainder.done {
    color: var(--_success);
  }
  .new-staff {
    padding: calc(var(--_space) * 2);
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
  }
  .new-staff fieldset {
    gap: var(--_space);
  }
  [part~='add'] {
    align-self: flex-start;
  }
`;
