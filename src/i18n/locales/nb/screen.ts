/** Norsk bokmål: the customer-facing screen (tip-customer-screen) and the cashier's view of it (tip-station-status). */
import type { ScreenMessages } from '../../screen.js';

const messages: ScreenMessages = {
  screenWelcome: 'Velkommen',
  screenConnecting: 'Kobler til…',
  screenPairCode: 'Skriv inn denne koden i kassen',
  screenCodeAnnounced: (code) => `Skriv inn denne koden i kassen: ${code}`,
  screenWaiting: 'Takk! Du betaler i kassen.',
  screenThanks: 'Takk!',
  stationTitle: 'Kundeskjerm',
  stationOnline: 'Tilkoblet',
  stationOffline: 'Ikke tilkoblet',
  stationNoSale: 'Ikke noe salg på skjermen',
  stationWaiting: 'Venter på kunden',
  stationConfirmed: 'Tips bekreftet',
  stationSkipped: 'Ingen tips',
  stationNoChoice: 'Ikke valgt ennå',
};

export default messages;
