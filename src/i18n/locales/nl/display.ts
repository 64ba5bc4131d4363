/**
 * Nederlands: Display mode. The customer is addressed with ‘u’, as in the checkout; the point of
 * sale is ‘de kassa’, an identifier ‘de ID’, and a card is held against the reader (‘pas’).
 */
import type { DisplayMessages } from '../../display.js';

const messages: DisplayMessages = {
  pairingTitle: 'Fooiapparaat koppelen',
  pairingCodeLabel: 'Code op het apparaat',
  pairingCodeHint: 'Zes letters en cijfers.',
  pairingCodeInvalid: 'Vul de zes letters en cijfers in die op het apparaat staan.',
  pairingActivate: 'Apparaat activeren',
  pairingActivating: 'Bezig met activeren…',
  pairingUnknownCode: 'Geen enkel apparaat toont deze code. Controleer de code en probeer het opnieuw.',
  pairingEnterOnDevice: 'Vul deze ID in op het apparaat:',
  pairingCheck: 'Koppeling controleren',
  pairingChecking: 'Bezig met controleren…',
  pairingNotYet: 'Het apparaat kent deze ID nog niet. Vul hem in op het apparaat en controleer daarna opnieuw.',
  pairingDone: (id) => `Apparaat ${id} is klaar voor gebruik.`,
  pairingAgain: 'Nog een apparaat koppelen',
};

export default messages;
