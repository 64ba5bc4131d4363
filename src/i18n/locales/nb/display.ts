/**
 * Norsk bokmål: Display mode. The customer is addressed with “du”, as in the checkout; the point
 * of sale is “kassen”, pairing is “koble til”.
 */
import type { DisplayMessages } from '../../display.js';

const messages: DisplayMessages = {
  pairingTitle: 'Koble til en tipsenhet',
  pairingCodeLabel: 'Koden som vises på enheten',
  pairingCodeHint: 'Seks bokstaver og sifre.',
  pairingCodeInvalid: 'Skriv inn de seks bokstavene og sifrene som vises på enheten.',
  pairingActivate: 'Aktiver enheten',
  pairingActivating: 'Aktiverer…',
  pairingUnknownCode: 'Ingen enhet viser denne koden. Sjekk den og prøv igjen.',
  pairingEnterOnDevice: 'Skriv inn denne ID-en på enheten:',
  pairingCheck: 'Sjekk tilkoblingen',
  pairingChecking: 'Sjekker…',
  pairingNotYet: 'Enheten kjenner ikke denne ID-en ennå. Skriv den inn på enheten, og sjekk igjen.',
  pairingDone: (id) => `Enheten ${id} er klar.`,
  pairingAgain: 'Koble til en enhet til',
};

export default messages;
