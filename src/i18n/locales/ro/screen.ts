/** Română: the customer-facing screen (tip-customer-screen) and the cashier's view of it (tip-station-status). */
import type { ScreenMessages } from '../../screen.js';

const messages: ScreenMessages = {
  screenWelcome: 'Bun venit',
  screenConnecting: 'Se conectează…',
  screenPairCode: 'Introduceți acest cod la casa de marcat',
  screenCodeAnnounced: (code) => `Introduceți acest cod la casa de marcat: ${code}`,
  screenWaiting: 'Vă mulțumim! Achitați la casă.',
  screenThanks: 'Vă mulțumim!',
  stationTitle: 'Ecranul clientului',
  stationOnline: 'Conectat',
  stationOffline: 'Neconectat',
  stationNoSale: 'Nicio vânzare pe ecran',
  stationWaiting: 'Se așteaptă clientul',
  stationConfirmed: 'Bacșiș confirmat',
  stationSkipped: 'Fără bacșiș',
  stationNoChoice: 'Încă nu s-a ales',
};

export default messages;
