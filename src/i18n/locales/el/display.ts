/**
 * Ελληνικά: Display mode, in the checkout's polite plural; the point of sale is “το ταμείο”,
 * pairing is “σύζευξη”, as Greek phones say of Bluetooth devices.
 */
import type { DisplayMessages } from '../../display.js';

const messages: DisplayMessages = {
  pairingTitle: 'Σύζευξη συσκευής φιλοδωρημάτων',
  pairingCodeLabel: 'Κωδικός που εμφανίζεται στη συσκευή',
  pairingCodeHint: 'Έξι γράμματα και ψηφία.',
  pairingCodeInvalid: 'Εισαγάγετε τα έξι γράμματα και ψηφία που εμφανίζει η συσκευή.',
  pairingActivate: 'Ενεργοποίηση συσκευής',
  pairingActivating: 'Ενεργοποίηση…',
  pairingUnknownCode: 'Καμία συσκευή δεν εμφανίζει αυτόν τον κωδικό. Ελέγξτε τον και δοκιμάστε ξανά.',
  pairingEnterOnDevice: 'Εισαγάγετε αυτό το αναγνωριστικό στη συσκευή:',
  pairingCheck: 'Έλεγχος σύζευξης',
  pairingChecking: 'Έλεγχος…',
  pairingNotYet: 'Η συσκευή δεν αναγνωρίζει ακόμη αυτό το αναγνωριστικό. Εισαγάγετέ το στη συσκευή και ελέγξτε ξανά.',
  pairingDone: (id) => `Η συσκευή ${id} είναι έτοιμη.`,
  pairingAgain: 'Σύζευξη άλλης συσκευής',
};

export default messages;
