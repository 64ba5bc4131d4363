/**
 * Italiano: Display mode. The customer is addressed with «tu», as in the checkout, and greeted
 * with «Ciao», which needs no gender; the point of sale is «la cassa», pairing is «associare».
 */
import type { DisplayMessages } from '../../display.js';

const messages: DisplayMessages = {
  pairingTitle: 'Associa un dispositivo per le mance',
  pairingCodeLabel: 'Codice mostrato sul dispositivo',
  pairingCodeHint: 'Sei lettere e cifre.',
  pairingCodeInvalid: 'Inserisci le sei lettere e cifre mostrate sul dispositivo.',
  pairingActivate: 'Attiva dispositivo',
  pairingActivating: 'Attivazione…',
  pairingUnknownCode: 'Nessun dispositivo mostra questo codice. Controllalo e riprova.',
  pairingEnterOnDevice: 'Inserisci questo identificativo sul dispositivo:',
  pairingCheck: 'Verifica associazione',
  pairingChecking: 'Verifica in corso…',
  pairingNotYet: 'Il dispositivo non riconosce ancora questo identificativo. Inseriscilo sul dispositivo, poi verifica di nuovo.',
  pairingDone: (id) => `Il dispositivo ${id} è pronto.`,
  pairingAgain: 'Associa un altro dispositivo',
};

export default messages;
