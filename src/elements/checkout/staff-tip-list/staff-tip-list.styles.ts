import { css } from 'lit';

/**
 * A row off screen is neither styled, laid out nor painted (`content-visibility: auto`) until it
 * scrolls near: a long list costs what its visible rows cost, on the first sale and the next. Its
 * size meanwhile is the one it last had (13rem high before it was ever shown). Chromium remembers
 * the width too, whatever `contain-intrinsic-inline-size` says: the list is a grid of one
 * shrinkable column, so a row's width from before the screen turned or narrowed never holds the
 * list wide (the page would scroll sideways). The paint containment that comes with it clips at
 * the row's padding box: the padding (--tip-space, 8px) holds the options' focus ring (3px at 2px).
 */
export const styles = css`
  :host {
    --_list-max-height: var(--tip-list-max-height, none);
    --_avatar-size: var(--tip-avatar-size, 48px);
  }
  .list {
    display: grid;
    grid-template-columns: minmax(0, 1fr);
    list-style: none;
    margin: 0;
    padding: 0;
    max-height: var(--_list-max-height);
    overflow-y: auto;
    overscroll-behavior: contain;
  }
  [part~='row'] {
    display: grid;
    grid-template-columns: var(--_avatar-size) minmax(0, 1fr);
    gap: var(--_space) calc(var(--_space) * 1.5);
    align-items: center;
    padding-block: calc(var(--_space) * 1.5);
    padding-inline: var(--_space);
    border-block-end: 1px solid var(--_surface-alt);
    content-visibility: auto;
    contain-intrinsic-block-size: auto 13rem;
  }
  [part~='avatar'] {
    width: var(--_avatar-size);
    height: var(--_avatar-size);
    border-radius: 50%;
    object-fit: cover;
    background: var(--_accent-soft);
    color: var(--_accent);
    display: grid;
    place-items: center;
    font-weight: 700;
    overflow: hidden;
  }
  .who {
    min-width: 0;
  }
  [part~='name'] {
    font-weight: 700;
    overflow-wrap: anywhere;
  }
  [part~='service'] {
    color: var(--_muted);
    font-size: 0.875em;
  }
  tip-proposals {
    grid-column: 1 / -1;
    min-width: 0;
  }
  .team {
    /* A grid of one shrinkable column: the custom amount's text box never widens the list past its container. */
    display: grid;
    grid-template-columns: minmax(0, 1fr);
    padding-block: calc(var(--_space) * 1.5);
    padding-inline: var(--_space);
  }
  [part~='team-name'] {
    font-weight: 700;
    overflow-wrap: anywhere;
  }
  .cleared {
    color: var(--_muted);
    font-size: 0.875em;
    margin: 0;
    padding-inline: var(--_space);
  }
  .empty {
    color: var(--_muted);
    padding: var(--_space);
  }
`;
