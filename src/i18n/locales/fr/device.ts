/**
 * Français (France): the simulated Display tablet (a developer tool). The customer is addressed
 * with « vous »; a no-break space before « : » and a narrow one before « ! », as in the checkout.
 * The point of sale is « la caisse », pairing is « associer ».
 */
import type { DeviceMessages } from '../../types.js';

const plural = new Intl.PluralRules('fr');

const messages: DeviceMessages = {
  deviceTitle: 'Appareil de pourboire',
  deviceShowCode: 'Saisissez ce code sur la caisse',
  deviceCodeAnnounced: (code) => `Saisissez ce code sur la caisse\u00a0: ${code}`,
  devicePairLabel: 'Identifiant affiché sur la caisse',
  devicePair: 'Associer',
  devicePairEmpty: 'Saisissez l’identifiant.',
  devicePairTaken: 'Un autre appareil utilise déjà cet identifiant.',
  deviceSyncedAs: (ids) => `Associé sous ${ids}`,
  deviceReady: 'Prêt pour le prochain client',
  deviceApproved: 'Paiement accepté. Merci\u202f!',
  deviceCanceled: 'L’encaissement a été annulé.',
  deviceContinued: 'Merci\u202f! Le paiement se fait en caisse.',
  deviceQueued: (count) => (plural.select(count) === 'one' ? `${count} autre encaissement en attente` : `${count} autres encaissements en attente`),
  deviceWelcome: (name) => `Bienvenue, ${name}`,
  deviceWelcomeAnonymous: 'Bienvenue',
  deviceChooseTips: 'Choisissez vos pourboires',
  deviceTipIncluded: (name, amount) => `Pourboire pour ${name}\u00a0: ${amount}, déjà inclus`,
  deviceReviewTips: 'Vérifier les pourboires',
  deviceChangeTips: 'Modifier les pourboires',
  deviceContinue: 'Passer au paiement',
  deviceTotalAnnounced: (total) => `Total à payer\u00a0: ${total}`,
  deviceRestarted: 'L’addition a changé. Choisissez de nouveau vos pourboires.',
  deviceWaiting: 'Merci\u202f! Un instant, on s’occupe de vous en caisse.',
  deviceCardPrompt: 'Présentez, insérez ou glissez votre carte',
  deviceAmountDue: 'Montant à payer',
  deviceCardAnnounced: (amount) => `Présentez, insérez ou glissez votre carte. Montant à payer\u00a0: ${amount}`,
  deviceDeclined: (note) => `Paiement refusé\u00a0: ${note}`,
  deviceDeclinedWait: 'Un instant, on s’occupe de vous en caisse.',
};

export default messages;
