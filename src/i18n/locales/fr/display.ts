/**
 * Français (France): Display mode. The customer is addressed with « vous »; a no-break space
 * before « : » and a narrow one before « ! », as in the checkout. The point of sale is « la
 * caisse », pairing is « associer ».
 */
import type { DisplayMessages } from '../../display.js';

const messages: DisplayMessages = {
  pairingTitle: 'Associer un appareil de pourboire',
  pairingCodeLabel: 'Code affiché sur l’appareil',
  pairingCodeHint: 'Six lettres et chiffres.',
  pairingCodeInvalid: 'Saisissez les six lettres et chiffres affichés sur l’appareil.',
  pairingActivate: 'Activer l’appareil',
  pairingActivating: 'Activation…',
  pairingUnknownCode: 'Aucun appareil n’affiche ce code. Vérifiez-le, puis réessayez.',
  pairingEnterOnDevice: 'Saisissez cet identifiant sur l’appareil\u00a0:',
  pairingCheck: 'Vérifier l’association',
  pairingChecking: 'Vérification…',
  pairingNotYet: 'L’appareil ne connaît pas encore cet identifiant. Saisissez-le sur l’appareil, puis vérifiez de nouveau.',
  pairingDone: (id) => `L’appareil ${id} est prêt.`,
  pairingAgain: 'Associer un autre appareil',
};

export default messages;
