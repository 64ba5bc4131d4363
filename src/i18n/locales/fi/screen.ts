/** Suomi: the customer-facing screen (tip-customer-screen) and the cashier's view of it (tip-station-status). */
import type { ScreenMessages } from '../../screen.js';

const messages: ScreenMessages = {
  screenWelcome: 'Tervetuloa',
  screenConnecting: 'Yhdistetään…',
  screenPairCode: 'Syötä tämä koodi kassaan',
  screenCodeAnnounced: (code) => `Syötä tämä koodi kassaan: ${code}`,
  screenWaiting: 'Kiitos! Maksu hoidetaan kassalla.',
  screenThanks: 'Kiitos!',
  stationTitle: 'Asiakasnäyttö',
  stationOnline: 'Yhdistetty',
  stationOffline: 'Ei yhteyttä',
  stationNoSale: 'Näytöllä ei ole myyntiä',
  stationWaiting: 'Odotetaan asiakasta',
  stationConfirmed: 'Tippi vahvistettu',
  stationSkipped: 'Ei tippiä',
  stationNoChoice: 'Ei vielä valittu',
};

export default messages;
