/** Magyar: the customer-facing screen (tip-customer-screen) and the cashier's view of it (tip-station-status). */
import type { ScreenMessages } from '../../screen.js';

const messages: ScreenMessages = {
  screenWelcome: 'Üdvözöljük',
  screenConnecting: 'Csatlakozás…',
  screenPairCode: 'Írja be ezt a kódot a pénztárgépen',
  screenCodeAnnounced: (code) => `Írja be ezt a kódot a pénztárgépen: ${code}`,
  screenWaiting: 'Köszönjük! A pénztárnál fizethet.',
  screenThanks: 'Köszönjük!',
  stationTitle: 'Vásárlói kijelző',
  stationOnline: 'Csatlakoztatva',
  stationOffline: 'Nincs kapcsolat',
  stationNoSale: 'Nincs eladás a kijelzőn',
  stationWaiting: 'Várakozás a vásárlóra',
  stationConfirmed: 'Borravaló megerősítve',
  stationSkipped: 'Nincs borravaló',
  stationNoChoice: 'Még nincs kiválasztva',
};

export default messages;
