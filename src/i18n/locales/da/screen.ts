/** Dansk: the customer-facing screen (tip-customer-screen) and the cashier's view of it (tip-station-status). */
import type { ScreenMessages } from '../../screen.js';

const messages: ScreenMessages = {
  screenWelcome: 'Velkommen',
  screenConnecting: 'Forbinder…',
  screenPairCode: 'Indtast denne kode i kassen',
  screenCodeAnnounced: (code) => `Indtast denne kode i kassen: ${code}`,
  screenWaiting: 'Tak! Du betaler ved kassen.',
  screenThanks: 'Tak!',
  stationTitle: 'Kundeskærm',
  stationOnline: 'Forbundet',
  stationOffline: 'Ikke forbundet',
  stationNoSale: 'Intet salg på skærmen',
  stationWaiting: 'Venter på kunden',
  stationConfirmed: 'Drikkepenge bekræftet',
  stationSkipped: 'Ingen drikkepenge',
  stationNoChoice: 'Ikke valgt endnu',
};

export default messages;
