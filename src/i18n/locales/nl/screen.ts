/** Nederlands: the customer-facing screen (tip-customer-screen) and the cashier's view of it (tip-station-status). */
import type { ScreenMessages } from '../../screen.js';

const messages: ScreenMessages = {
  screenWelcome: 'Welkom',
  screenConnecting: 'Verbinden…',
  screenPairCode: 'Vul deze code in op de kassa',
  screenCodeAnnounced: (code) => `Vul deze code in op de kassa: ${code}`,
  screenWaiting: 'Bedankt! U betaalt aan de kassa.',
  screenThanks: 'Bedankt!',
  stationTitle: 'Klantscherm',
  stationOnline: 'Verbonden',
  stationOffline: 'Niet verbonden',
  stationNoSale: 'Geen verkoop op het scherm',
  stationWaiting: 'Wacht op de klant',
  stationConfirmed: 'Fooi bevestigd',
  stationSkipped: 'Geen fooi',
  stationNoChoice: 'Nog niet gekozen',
};

export default messages;
