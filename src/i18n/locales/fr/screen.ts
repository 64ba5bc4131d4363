/** Français: the customer-facing screen (tip-customer-screen) and the cashier's view of it (tip-station-status). */
import type { ScreenMessages } from '../../screen.js';

const messages: ScreenMessages = {
  screenWelcome: 'Bienvenue',
  screenConnecting: 'Connexion…',
  screenPairCode: 'Saisissez ce code sur la caisse',
  screenCodeAnnounced: (code) => `Saisissez ce code sur la caisse: ${code}`,
  screenWaiting: 'Merci\u202f! Le paiement se fait en caisse.',
  screenThanks: 'Merci\u202f!',
  stationTitle: 'Écran client',
  stationOnline: 'Connecté',
  stationOffline: 'Non connecté',
  stationNoSale: 'Aucune vente à l’écran',
  stationWaiting: 'En attente du client',
  stationConfirmed: 'Pourboire confirmé',
  stationSkipped: 'Sans pourboire',
  stationNoChoice: 'Pas encore choisi',
};

export default messages;
