/** Italiano: the customer-facing screen (tip-customer-screen) and the cashier's view of it (tip-station-status). */
import type { ScreenMessages } from '../../screen.js';

const messages: ScreenMessages = {
  screenWelcome: 'Benvenuti',
  screenConnecting: 'Connessione…',
  screenPairCode: 'Inserisci questo codice alla cassa',
  screenCodeAnnounced: (code) => `Inserisci questo codice alla cassa: ${code}`,
  screenWaiting: 'Grazie! Potrai pagare alla cassa.',
  screenThanks: 'Grazie!',
  stationTitle: 'Schermo cliente',
  stationOnline: 'Connesso',
  stationOffline: 'Non connesso',
  stationNoSale: 'Nessuna vendita sullo schermo',
  stationWaiting: 'In attesa del cliente',
  stationConfirmed: 'Mancia confermata',
  stationSkipped: 'Nessuna mancia',
  stationNoChoice: 'Non ancora scelta',
};

export default messages;
