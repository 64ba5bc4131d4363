/**
 * Français (Canada), the simulated Display tablet (a developer tool): read over `fr`, key by key,
 * so it holds only what Quebec says differently: « jumeler » (the OQLF's word for pairing a device)
 * rather than « associer », « Entrez » rather than « Saisissez », « approuvé », « à la caisse »,
 * and no space before « ! » (Quebec typography keeps the one before « : »).
 */
import type { DeviceMessages } from '../../types.js';

const messages: Partial<DeviceMessages> = {
  deviceShowCode: 'Entrez ce code à la caisse',
  deviceCodeAnnounced: (code) => `Entrez ce code à la caisse\u00a0: ${code}`,
  devicePairLabel: 'Identifiant affiché à la caisse',
  devicePair: 'Jumeler',
  devicePairEmpty: 'Entrez l’identifiant.',
  deviceSyncedAs: (ids) => `Jumelé sous ${ids}`,
  deviceApproved: 'Paiement approuvé. Merci!',
  deviceContinued: 'Merci! Le paiement se fera à la caisse.',
  deviceWaiting: 'Merci! Un instant, on va s’occuper de vous à la caisse.',
  deviceDeclinedWait: 'Un instant, on va s’occuper de vous à la caisse.',
};

export default messages;
