/**
 * Suomi: Display mode, in the checkout's singular imperatives; the point of sale is “kassa”,
 * pairing is “yhdistäminen”.
 */
import type { DisplayMessages } from '../../display.js';

const messages: DisplayMessages = {
  pairingTitle: 'Yhdistä tippilaite',
  pairingCodeLabel: 'Laitteen näyttämä koodi',
  pairingCodeHint: 'Kuusi kirjainta ja numeroa.',
  pairingCodeInvalid: 'Syötä laitteen näyttämät kuusi kirjainta ja numeroa.',
  pairingActivate: 'Aktivoi laite',
  pairingActivating: 'Aktivoidaan…',
  pairingUnknownCode: 'Mikään laite ei näytä tätä koodia. Tarkista koodi ja yritä uudelleen.',
  pairingEnterOnDevice: 'Syötä tämä tunnus laitteeseen:',
  pairingCheck: 'Tarkista yhdistäminen',
  pairingChecking: 'Tarkistetaan…',
  pairingNotYet: 'Laite ei vielä tunne tätä tunnusta. Syötä se laitteeseen ja tarkista sitten uudelleen.',
  pairingDone: (id) => `Laite ${id} on valmis.`,
  pairingAgain: 'Yhdistä toinen laite',
};

export default messages;
