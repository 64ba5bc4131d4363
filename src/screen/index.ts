/**
 * `tip-elements/screen`: the customer-facing screen of a Data-mode POS and its link to the
 * cashier's station. Registers `tip-customer-screen` and
 * `tip-station-status`, and the checkout elements the screen shows (guarded, like
 * `tip-elements`); nothing of the back office or Display mode. Importing it in Node (SSR) defines
 * nothing and does not throw.
 */
import { defineElements } from '../elements/internal/define-checkout.js';
import { defineAll } from '../elements/internal/define-all.js';
import { TipCustomerScreen } from './tip-customer-screen.js';
import { TipStationStatus } from './tip-station-status.js';

/** The screen's elements under their tags. */
export const screenElements = [
  ['tip-customer-screen', TipCustomerScreen],
  ['tip-station-status', TipStationStatus],
] as const;

/** Registers the screen's elements and the checkout's; a tag already defined is left alone. */
export function defineScreenElements(): void {
  defineElements();
  defineAll(globalThis.customElements, screenElements);
}

defineScreenElements();

export { TipCustomerScreen, TipStationStatus };
export { broadcastTransport, type BroadcastTransportOptions } from './broadcast.js';
export { relayTransport, type RelayTransportOptions, type TokenStorage } from './relay.js';
export { createStationLink, ScreenStatusEvent, StationLink, type StationLinkEventMap, type StationSale } from './station-link.js';
export { SaleChangeEvent, ScreenLinkError, TransportChangeEvent, type Connection, type Presence, type SaleChangeSource, type ScreenTransport } from './transport.js';
export { TipChangeEvent, TipErrorEvent, TipIntentEvent, TipSkipEvent } from '../elements/internal/events.js';
export { enScreen, type ScreenMessages } from '../i18n/screen.js';
export type { SalePhase, SaleState, ScreenSale, ScreenStaffMember, ScreenStatus } from '../protocol/screen-schemas.js';
