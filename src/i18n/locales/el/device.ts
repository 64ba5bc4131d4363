/**
 * Ελληνικά: the simulated Display tablet (a developer tool), in the checkout's polite plural and
 * the words Greek card terminals use (“Πλησιάστε, εισαγάγετε ή σύρετε την κάρτα”); the point of
 * sale is “το ταμείο”, pairing is “σύζευξη”.
 */
import type { DeviceMessages } from '../../types.js';

const plural = new Intl.PluralRules('el');

const messages: DeviceMessages = {
  deviceTitle: 'Συσκευή φιλοδωρημάτων',
  deviceShowCode: 'Εισαγάγετε αυτόν τον κωδικό στο ταμείο',
  deviceCodeAnnounced: (code) => `Εισαγάγετε αυτόν τον κωδικό στο ταμείο: ${code}`,
  devicePairLabel: 'Αναγνωριστικό που εμφανίζεται στο ταμείο',
  devicePair: 'Σύζευξη',
  devicePairEmpty: 'Εισαγάγετε το αναγνωριστικό.',
  devicePairTaken: 'Άλλη συσκευή χρησιμοποιεί ήδη αυτό το αναγνωριστικό.',
  deviceSyncedAs: (ids) => `Σε σύζευξη ως ${ids}`,
  deviceReady: 'Έτοιμη για τον επόμενο πελάτη',
  deviceApproved: 'Η πληρωμή εγκρίθηκε. Ευχαριστούμε!',
  deviceCanceled: 'Η συναλλαγή ακυρώθηκε.',
  deviceContinued: 'Ευχαριστούμε! Η πληρωμή θα γίνει στο ταμείο.',
  deviceQueued: (count) =>
    plural.select(count) === 'one' ? `Ακόμη ${count} συναλλαγή σε αναμονή` : `Ακόμη ${count} συναλλαγές σε αναμονή`,
  deviceWelcome: (name) => `Καλώς ήρθατε, ${name}`,
  deviceWelcomeAnonymous: 'Καλώς ήρθατε',
  deviceChooseTips: 'Επιλέξτε φιλοδωρήματα',
  deviceTipIncluded: (name, amount) => `Φιλοδώρημα για ${name}: ${amount}, συμπεριλαμβάνεται`,
  deviceReviewTips: 'Έλεγχος φιλοδωρημάτων',
  deviceChangeTips: 'Αλλαγή φιλοδωρημάτων',
  deviceContinue: 'Συνέχεια στην πληρωμή',
  deviceTotalAnnounced: (total) => `Πληρωτέο σύνολο: ${total}`,
  deviceRestarted: 'Ο λογαριασμός άλλαξε. Επιλέξτε ξανά φιλοδωρήματα.',
  deviceWaiting: 'Ευχαριστούμε! Περιμένετε λίγο, θα σας εξυπηρετήσουμε στο ταμείο.',
  deviceCardPrompt: 'Πλησιάστε, εισαγάγετε ή σύρετε την κάρτα',
  deviceAmountDue: 'Ποσό πληρωμής',
  deviceCardAnnounced: (amount) => `Πλησιάστε, εισαγάγετε ή σύρετε την κάρτα. Ποσό πληρωμής: ${amount}`,
  deviceDeclined: (note) => `Η πληρωμή απορρίφθηκε: ${note}`,
  deviceDeclinedWait: 'Περιμένετε λίγο, θα σας εξυπηρετήσουμε στο ταμείο.',
};

export default messages;
