/** Polski: the customer-facing screen (tip-customer-screen) and the cashier's view of it (tip-station-status). */
import type { ScreenMessages } from '../../screen.js';

const messages: ScreenMessages = {
  screenWelcome: 'Witamy',
  screenConnecting: 'Łączenie…',
  screenPairCode: 'Wpisz ten kod w kasie',
  screenCodeAnnounced: (code) => `Wpisz ten kod w kasie: ${code}`,
  screenWaiting: 'Dziękujemy! Zapłać przy kasie.',
  screenThanks: 'Dziękujemy!',
  stationTitle: 'Ekran klienta',
  stationOnline: 'Połączono',
  stationOffline: 'Brak połączenia',
  stationNoSale: 'Brak sprzedaży na ekranie',
  stationWaiting: 'Czekamy na klienta',
  stationConfirmed: 'Napiwek potwierdzony',
  stationSkipped: 'Bez napiwku',
  stationNoChoice: 'Jeszcze nie wybrano',
};

export default messages;
