/**
 * Dansk: Display mode. The customer is addressed with “du”, as in the checkout; the point of sale
 * is “kassen”, pairing is “parre”, as Danish phones say of Bluetooth devices.
 */
import type { DisplayMessages } from '../../display.js';

const messages: DisplayMessages = {
  pairingTitle: 'Par en drikkepengeenhed',
  pairingCodeLabel: 'Koden, der vises på enheden',
  pairingCodeHint: 'Seks bogstaver og cifre.',
  pairingCodeInvalid: 'Indtast de seks bogstaver og cifre, som enheden viser.',
  pairingActivate: 'Aktivér enheden',
  pairingActivating: 'Aktiverer…',
  pairingUnknownCode: 'Ingen enhed viser denne kode. Tjek den, og prøv igen.',
  pairingEnterOnDevice: 'Indtast dette id-nummer på enheden:',
  pairingCheck: 'Tjek parringen',
  pairingChecking: 'Tjekker…',
  pairingNotYet: 'Enheden kender ikke dette id-nummer endnu. Indtast det på enheden, og tjek igen.',
  pairingDone: (id) => `Enheden ${id} er klar.`,
  pairingAgain: 'Par en enhed mere',
};

export default messages;
