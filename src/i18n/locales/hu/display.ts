/**
 * Magyar: Display mode, addressing staff formally; the point of sale is “pénztár”, pairing is
 * “párosítás”, as Hungarian phones say of Bluetooth devices. Identifiers take no suffix.
 */
import type { DisplayMessages } from '../../display.js';

const messages: DisplayMessages = {
  pairingTitle: 'Borravaló-eszköz párosítása',
  pairingCodeLabel: 'Az eszközön látható kód',
  pairingCodeHint: 'Hat betű és számjegy.',
  pairingCodeInvalid: 'Adja meg az eszközön látható hat betűt és számjegyet.',
  pairingActivate: 'Eszköz aktiválása',
  pairingActivating: 'Aktiválás…',
  pairingUnknownCode: 'Egyik eszköz sem mutatja ezt a kódot. Ellenőrizze, és próbálja újra.',
  pairingEnterOnDevice: 'Írja be ezt az azonosítót az eszközön:',
  pairingCheck: 'Párosítás ellenőrzése',
  pairingChecking: 'Ellenőrzés…',
  pairingNotYet: 'Az eszköz még nem ismeri ezt az azonosítót. Írja be az eszközön, majd ellenőrizze újra.',
  pairingDone: (id) => `Az eszköz készen áll: ${id}.`,
  pairingAgain: 'Másik eszköz párosítása',
};

export default messages;
