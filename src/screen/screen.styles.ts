import { css } from 'lit';

/** tip-customer-screen: large type and targets for a screen read at arm's length. */
export const screenStyles = css`
  :host {
    --_touch: var(--tip-touch-target, 56px);
    /* The code shrinks on a phone's width (six characters and their spacing fit 320 px), up to 4rem. */
    --_code-size: var(--tip-code-font-size, clamp(2rem, 11vw, 4rem));
    font-family: var(--_font);
    font-size: var(--tip-screen-font-size, 1.5rem);
    color: var(--_text);
    background: var(--_surface);
    min-block-size: 100%;
  }
  .view {
    display: flex;
    flex-direction: column;
    align-items: center;
    justify-content: center;
    gap: calc(2 * var(--_space));
    min-block-size: 50vh;
    padding: calc(2 * var(--_space));
    text-align: center;
  }
  .view[hidden] {
    display: none;
  }
  .view:focus {
    outline: none;
  }
  .view:focus-visible {
    outline: 3px solid var(--_focus);
    outline-offset: 2px;
  }
  p {
    margin: 0;
  }
  [part~='message'] {
    /* Large at arm's length, never wider than a phone: one long word ("Menghubungkan…") still fits 320 px. */
    font-size: clamp(1em, 6vw, 1.5em);
    overflow-wrap: break-word;
    font-weight: 600;
    max-inline-size: 30ch;
  }
  [part~='code'] {
    font-family: ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace;
    font-size: var(--_code-size);
    font-weight: 700;
    letter-spacing: 0.2em;
    padding-inline-start: 0.2em;
    border: 3px solid var(--_border);
    border-radius: var(--_radius);
    padding-block: var(--_space);
    padding-inline-end: 0;
  }
  [part~='checkout'] {
    display: block;
    padding: var(--_space);
    --tip-touch-target: var(--_touch);
  }
  [part~='checkout']:focus {
    outline: none;
  }
`;
