/** Français (Canada), read over fr: the customer-facing screen (tip-customer-screen) and the cashier's view of it (tip-station-status). */
import type { ScreenMessages } from '../../screen.js';

const messages: ScreenMessages = {
  screenWelcome: 'Bienvenue',
  screenConnecting: 'Connexion…',
  screenPairCode: 'Entrez ce code à la caisse',
  screenCodeAnnounced: (code) => `Entrez ce code à la caisse: ${code}`,
  screenWaiting: 'Merci! Le paiement se fera à la caisse.',
  screenThanks: 'Merci!',
  stationTitle: 'Écran client',
  stationOnline: 'Connecté',
  stationOffline: 'Non connecté',
  stationNoSale: 'Aucune vente à l’écran',
  stationWaiting: 'En attente du client',
  stationConfirmed: 'Pourboire confirmé',
  stationSkipped: 'Aucun pourboire',
  stationNoChoice: 'Pas encore choisi',
};

export default messages;
