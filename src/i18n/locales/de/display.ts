/**
 * Deutsch: Display mode. The tablet addresses the customer with „Sie“, as the checkout does; the
 * pairing form at the register is written for staff, in short infinitives like the back office.
 * The point of sale is „die Kasse“.
 */
import type { DisplayMessages } from '../../display.js';

const messages: DisplayMessages = {
  pairingTitle: 'Trinkgeldgerät koppeln',
  pairingCodeLabel: 'Code auf dem Gerät',
  pairingCodeHint: 'Sechs Buchstaben und Ziffern.',
  pairingCodeInvalid: 'Bitte die sechs Buchstaben und Ziffern eingeben, die das Gerät anzeigt.',
  pairingActivate: 'Gerät aktivieren',
  pairingActivating: 'Wird aktiviert …',
  pairingUnknownCode: 'Kein Gerät zeigt diesen Code an. Bitte prüfen und erneut versuchen.',
  pairingEnterOnDevice: 'Diese Kennung am Gerät eingeben:',
  pairingCheck: 'Kopplung prüfen',
  pairingChecking: 'Wird geprüft …',
  pairingNotYet: 'Das Gerät kennt diese Kennung noch nicht. Bitte am Gerät eingeben und dann erneut prüfen.',
  pairingDone: (id) => `Gerät ${id} ist bereit.`,
  pairingAgain: 'Weiteres Gerät koppeln',
};

export default messages;
