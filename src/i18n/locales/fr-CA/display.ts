/**
 * Français (Canada), Display mode: read over `fr`, key by key, so it holds only what Quebec says
 * differently: « jumeler » (the OQLF's word for pairing a device) rather than « associer »,
 * « Entrez » rather than « Saisissez », « approuvé », « à la caisse », and no space before « ! »
 * (Quebec typography keeps the one before « : »).
 */
import type { DisplayMessages } from '../../display.js';

const messages: Partial<DisplayMessages> = {
  pairingTitle: 'Jumeler un appareil de pourboire',
  pairingCodeInvalid: 'Entrez les six lettres et chiffres affichés sur l’appareil.',
  pairingEnterOnDevice: 'Entrez cet identifiant sur l’appareil\u00a0:',
  pairingCheck: 'Vérifier le jumelage',
  pairingNotYet: 'L’appareil ne connaît pas encore cet identifiant. Entrez-le sur l’appareil, puis vérifiez de nouveau.',
  pairingAgain: 'Jumeler un autre appareil',
};

export default messages;
