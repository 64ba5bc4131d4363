/**
 * The customer-facing screen's messages (tip-customer-screen and tip-station-status): their own
 * area, so a checkout page carries none of them. The English is here; the other locales are chunks
 * of their own (`locales/<tag>/screen.ts`), fetched only by a page that shows these elements in
 * that locale. The area itself is in screen-area.ts.
 */
import type { ScreenMessages } from './screen-keys.js';

export type { ScreenMessages } from './screen-keys.js';

/** The screen's English: the final fallback for every screen key. */
export const enScreen: ScreenMessages = {
  screenWelcome: 'Welcome',
  screenConnecting: 'Connecting…',
  screenPairCode: 'Enter this code at the register',
  screenCodeAnnounced: (code) => `Enter this code at the register: ${code}`,
  screenWaiting: 'Thank you! The cashier will take your payment.',
  screenThanks: 'Thank you!',
  stationTitle: 'Customer screen',
  stationOnline: 'Connected',
  stationOffline: 'Not connected',
  stationNoSale: 'No sale on the screen',
  stationWaiting: 'Waiting for the customer',
  stationConfirmed: 'Tip confirmed',
  stationSkipped: 'No tip',
  stationNoChoice: 'Not chosen yet',
};
