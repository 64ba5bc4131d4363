/**
 * Svenska: Display mode. The customer is addressed with ”du”, as in the checkout; a card is
 * ”blippad”, the point of sale is ”kassan”, pairing is ”parkoppla”. ”Köp” is the same word in the
 * singular and the plural.
 */
import type { DisplayMessages } from '../../display.js';

const messages: DisplayMessages = {
  pairingTitle: 'Parkoppla en dricksenhet',
  pairingCodeLabel: 'Kod som visas på enheten',
  pairingCodeHint: 'Sex bokstäver och siffror.',
  pairingCodeInvalid: 'Ange de sex bokstäver och siffror som visas på enheten.',
  pairingActivate: 'Aktivera enheten',
  pairingActivating: 'Aktiverar…',
  pairingUnknownCode: 'Ingen enhet visar den här koden. Kontrollera den och försök igen.',
  pairingEnterOnDevice: 'Ange det här id-numret på enheten:',
  pairingCheck: 'Kontrollera parkopplingen',
  pairingChecking: 'Kontrollerar…',
  pairingNotYet: 'Enheten känner inte igen id-numret ännu. Ange det på enheten och kontrollera sedan igen.',
  pairingDone: (id) => `Enheten ${id} är klar att använda.`,
  pairingAgain: 'Parkoppla en enhet till',
};

export default messages;
