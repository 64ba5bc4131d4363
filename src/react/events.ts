/** Event names shared by the React components of ./checkout.ts and ./index.ts (internal). */
import type { EventName } from '@lit/react';
import type { TipErrorEvent } from '../elements/internal/events.js';

/** The `onTipError` prop of every component: the element's `tip-error` event. */
export const onTipError = 'tip-error' as EventName<TipErrorEvent>;
/** The `onChange` prop of the elements that fire `change`. */
export const onChange = 'change' as EventName<Event>;
