/** Svenska: the customer-facing screen (tip-customer-screen) and the cashier's view of it (tip-station-status). */
import type { ScreenMessages } from '../../screen.js';

const messages: ScreenMessages = {
  screenWelcome: 'Välkommen',
  screenConnecting: 'Ansluter…',
  screenPairCode: 'Ange den här koden i kassan',
  screenCodeAnnounced: (code) => `Ange den här koden i kassan: ${code}`,
  screenWaiting: 'Tack! Du betalar i kassan.',
  screenThanks: 'Tack!',
  stationTitle: 'Kundskärm',
  stationOnline: 'Ansluten',
  stationOffline: 'Inte ansluten',
  stationNoSale: 'Ingen försäljning på skärmen',
  stationWaiting: 'Väntar på kunden',
  stationConfirmed: 'Dricks bekräftad',
  stationSkipped: 'Ingen dricks',
  stationNoChoice: 'Inte valt ännu',
};

export default messages;
