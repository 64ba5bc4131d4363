/** Čeština: the customer-facing screen (tip-customer-screen) and the cashier's view of it (tip-station-status). */
import type { ScreenMessages } from '../../screen.js';

const messages: ScreenMessages = {
  screenWelcome: 'Vítejte',
  screenConnecting: 'Připojování…',
  screenPairCode: 'Zadejte tento kód do pokladny',
  screenCodeAnnounced: (code) => `Zadejte tento kód do pokladny: ${code}`,
  screenWaiting: 'Děkujeme! Zaplaťte u pokladny.',
  screenThanks: 'Děkujeme!',
  stationTitle: 'Zákaznická obrazovka',
  stationOnline: 'Připojeno',
  stationOffline: 'Nepřipojeno',
  stationNoSale: 'Na obrazovce není žádný prodej',
  stationWaiting: 'Čeká se na zákazníka',
  stationConfirmed: 'Spropitné potvrzeno',
  stationSkipped: 'Bez spropitného',
  stationNoChoice: 'Zatím nevybráno',
};

export default messages;
