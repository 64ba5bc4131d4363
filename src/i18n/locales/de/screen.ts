/** Deutsch: the customer-facing screen (tip-customer-screen) and the cashier's view of it (tip-station-status). */
import type { ScreenMessages } from '../../screen.js';

const messages: ScreenMessages = {
  screenWelcome: 'Willkommen',
  screenConnecting: 'Verbindung wird hergestellt…',
  screenPairCode: 'Geben Sie diesen Code an der Kasse ein',
  screenCodeAnnounced: (code) => `Geben Sie diesen Code an der Kasse ein: ${code}`,
  screenWaiting: 'Vielen Dank! Bezahlt wird an der Kasse.',
  screenThanks: 'Vielen Dank!',
  stationTitle: 'Kundenbildschirm',
  stationOnline: 'Verbunden',
  stationOffline: 'Nicht verbunden',
  stationNoSale: 'Kein Verkauf auf dem Bildschirm',
  stationWaiting: 'Wartet auf den Gast',
  stationConfirmed: 'Trinkgeld bestätigt',
  stationSkipped: 'Kein Trinkgeld',
  stationNoChoice: 'Noch nicht gewählt',
};

export default messages;
