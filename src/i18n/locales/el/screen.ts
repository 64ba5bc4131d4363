/** Ελληνικά: the customer-facing screen (tip-customer-screen) and the cashier's view of it (tip-station-status). */
import type { ScreenMessages } from '../../screen.js';

const messages: ScreenMessages = {
  screenWelcome: 'Καλώς ήρθατε',
  screenConnecting: 'Σύνδεση…',
  screenPairCode: 'Εισαγάγετε αυτόν τον κωδικό στο ταμείο',
  screenCodeAnnounced: (code) => `Εισαγάγετε αυτόν τον κωδικό στο ταμείο: ${code}`,
  screenWaiting: 'Ευχαριστούμε! Η πληρωμή θα γίνει στο ταμείο.',
  screenThanks: 'Ευχαριστούμε!',
  stationTitle: 'Οθόνη πελάτη',
  stationOnline: 'Συνδεδεμένη',
  stationOffline: 'Αποσυνδεδεμένη',
  stationNoSale: 'Καμία πώληση στην οθόνη',
  stationWaiting: 'Αναμονή για τον πελάτη',
  stationConfirmed: 'Το φιλοδώρημα επιβεβαιώθηκε',
  stationSkipped: 'Χωρίς φιλοδώρημα',
  stationNoChoice: 'Δεν έχει επιλεγεί ακόμη',
};

export default messages;
