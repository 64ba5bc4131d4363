/**
 * The customer-facing screen's message keys (tip-customer-screen, facing the customer) and the
 * station's view of it (tip-station-status, for the cashier), one documented line per key. A leaf,
 * as types.ts, which gathers every area's keys.
 */

/** The customer-facing screen's messages (English in screen.ts). */
export interface ScreenMessages {
  // tip-customer-screen (the customer reads these at arm's length) ---------------------------------
  /** The idle screen between sales. */
  screenWelcome: string;
  /** While the screen's link is being set up. */
  screenConnecting: string;
  /** Above the pairing code: what the staff does with it. */
  screenPairCode: string;
  /** The pairing code read out; `code` is spelled with spaces between its characters. */
  screenCodeAnnounced: (code: string) => string;
  /** After the customer confirmed (or skipped): the cashier charges next. */
  screenWaiting: string;
  /** After the station's `paid()`. */
  screenThanks: string;
  // tip-station-status (the cashier's sidebar) --------------------------------------------------
  /** The status panel's name. */
  stationTitle: string;
  /** The screen is connected. */
  stationOnline: string;
  /** The screen is not connected. */
  stationOffline: string;
  /** No sale is open on the screen. */
  stationNoSale: string;
  /** The sale is on the screen, the customer has not confirmed yet. */
  stationWaiting: string;
  /** The customer confirmed the tips (the intent exists). */
  stationConfirmed: string;
  /** The customer confirmed without a tip. */
  stationSkipped: string;
  /** A staff member the customer has not chosen a tip for yet. */
  stationNoChoice: string;
}
