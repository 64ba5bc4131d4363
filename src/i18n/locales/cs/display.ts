/**
 * Čeština: Display mode, addressing staff with “vy”; the point of sale is „pokladna“, pairing is
 * „spárovat“. Identifiers are not declined: they stand as the subject.
 */
import type { DisplayMessages } from '../../display.js';

const messages: DisplayMessages = {
  pairingTitle: 'Spárování zařízení pro spropitné',
  pairingCodeLabel: 'Kód zobrazený na zařízení',
  pairingCodeHint: 'Šest písmen a číslic.',
  pairingCodeInvalid: 'Zadejte šest písmen a číslic zobrazených na zařízení.',
  pairingActivate: 'Aktivovat zařízení',
  pairingActivating: 'Aktivace…',
  pairingUnknownCode: 'Žádné zařízení tento kód nezobrazuje. Zkontrolujte ho a zkuste to znovu.',
  pairingEnterOnDevice: 'Zadejte na zařízení tento identifikátor:',
  pairingCheck: 'Zkontrolovat spárování',
  pairingChecking: 'Kontrola…',
  pairingNotYet: 'Zařízení tento identifikátor zatím nezná. Zadejte ho na zařízení a zkontrolujte to znovu.',
  pairingDone: (id) => `Zařízení ${id} je připraveno.`,
  pairingAgain: 'Spárovat další zařízení',
};

export default messages;
