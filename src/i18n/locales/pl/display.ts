/**
 * Polski: Display mode, in the short imperatives Polish terminals use („Zbliż, włóż lub
 * przeciągnij kartę”). Names and identifiers are not declined: they follow a colon, a dash or a
 * greeting.
 */
import type { DisplayMessages } from '../../display.js';

const messages: DisplayMessages = {
  pairingTitle: 'Parowanie urządzenia do napiwków',
  pairingCodeLabel: 'Kod wyświetlany na urządzeniu',
  pairingCodeHint: 'Sześć liter i cyfr.',
  pairingCodeInvalid: 'Wpisz sześć liter i cyfr wyświetlanych na urządzeniu.',
  pairingActivate: 'Aktywuj urządzenie',
  pairingActivating: 'Aktywowanie…',
  pairingUnknownCode: 'Żadne urządzenie nie wyświetla tego kodu. Sprawdź go i spróbuj ponownie.',
  pairingEnterOnDevice: 'Wpisz ten identyfikator na urządzeniu:',
  pairingCheck: 'Sprawdź parowanie',
  pairingChecking: 'Sprawdzanie…',
  pairingNotYet: 'Urządzenie jeszcze nie zna tego identyfikatora. Wpisz go na urządzeniu i sprawdź ponownie.',
  pairingDone: (id) => `Urządzenie ${id} jest gotowe.`,
  pairingAgain: 'Sparuj kolejne urządzenie',
};

export default messages;
