/**
 * Ελληνικά: the customer is addressed in the polite plural Greek shops use (“Επιλέξτε”,
 * “Δοκιμάστε ξανά”); buttons are nouns (“Αλλαγή”, “Συνέχεια”), as on Greek terminals. Names stand
 * after “για” or a dash, without an article, so they need no case. The question mark is “;”.
 */
import type { CheckoutMessages } from '../../messages.js';
import { pluralize } from '../../plural.js';

const plural = new Intl.PluralRules('el');

const messages: CheckoutMessages = {
  retry: 'Δοκιμάστε ξανά',
  loading: 'Φόρτωση…',
  errorNetwork: 'Ελέγξτε τη σύνδεση και δοκιμάστε ξανά.',
  errorTimeout: 'Η υπηρεσία φιλοδωρημάτων αργεί να απαντήσει. Δοκιμάστε ξανά.',
  errorRefused: 'Η υπηρεσία φιλοδωρημάτων δεν το αποδέχτηκε. Ζητήστε βοήθεια από το προσωπικό.',
  errorService: 'Παρουσιάστηκε πρόβλημα στην υπηρεσία φιλοδωρημάτων. Δοκιμάστε ξανά.',

  noStaff: 'Δεν υπάρχει κανείς για φιλοδώρημα.',
  proposalsFailedAll: 'Δεν ήταν δυνατή η φόρτωση των προτεινόμενων φιλοδωρημάτων. Οι επιλογές «Άλλο ποσό» και «Χωρίς φιλοδώρημα» λειτουργούν κανονικά.',
  serviceOf: (amount) => `για υπηρεσία ${amount}`,

  tipGroup: 'Φιλοδώρημα',
  optionName: (first, second) => `${first}, ${second}`,
  optionFee: (fee) => `+ ${fee} χρέωση`,
  optionTotal: (total) => `Σύνολο ${total}`,
  custom: 'Άλλο ποσό',
  noTip: 'Χωρίς φιλοδώρημα',
  proposalsFailedFor: (name) => `Δεν ήταν δυνατή η φόρτωση των προτεινόμενων φιλοδωρημάτων για ${name}.`,
  customTipFor: (name) => `Ποσό φιλοδωρήματος για ${name}`,

  customTip: 'Ποσό φιλοδωρήματος',
  enterTip: 'Εισαγάγετε ποσό φιλοδωρήματος.',
  tipNegative: 'Το φιλοδώρημα δεν μπορεί να είναι αρνητικό.',
  tipDecimals: 'Χρησιμοποιήστε έως δύο δεκαδικά ψηφία.',
  tipTooLarge: 'Το ποσό είναι πολύ μεγάλο.',
  tipInvalid: (example) => `Εισαγάγετε ένα ποσό, π.χ. ${example}.`,
  tipOtherCurrency: (currency) => `Εισαγάγετε το ποσό χωρίς ${currency}.`,
  tipAmbiguous: (example) => `Το ποσό μπορεί να διαβαστεί με δύο τρόπους. Εισαγάγετέ το π.χ. ως ${example}.`,
  guardOverService: (amount) => `${amount}: περισσότερο από την ίδια την υπηρεσία. Να μείνει;`,
  guardLarge: (amount) => `${amount}: πολύ μεγάλο φιλοδώρημα. Να μείνει;`,
  guardPending: (amount) => `Επιβεβαιώστε το φιλοδώρημα: ${amount}.`,
  guardKeep: (amount) => `Διατήρηση ${amount}`,
  guardChange: 'Αλλαγή',
  feeAndTotal: (fee, total) => `Χρέωση ${fee} · Σύνολο ${total}`,
  feeChecking: 'Έλεγχος χρέωσης',
  feeFailed: 'Δεν ήταν δυνατή η λήψη της χρέωσης.',

  subtotal: 'Μερικό σύνολο',
  tipsList: 'Φιλοδωρήματα',
  tipFor: (name) => `Φιλοδώρημα για ${name}`,
  chooseTip: 'Επιλέξτε φιλοδώρημα',
  enterAmount: 'Εισαγάγετε ποσό',
  fees: 'Χρεώσεις',
  feesCalculating: 'υπολογισμός…',
  serviceFee: 'Χρέωση συναλλαγής',
  posFee: 'Χρέωση καταστήματος',
  total: 'Σύνολο',
  quantity: (qty) => `${qty} ×`,
  quantityAt: (qty, price) => `${qty} × ${price}`,
  confirmTips: (count, total) => `${plural.select(count) === 'one' ? 'Επιβεβαίωση φιλοδωρήματος' : 'Επιβεβαίωση φιλοδωρημάτων'} · ${total}`,
  continueWithoutTip: 'Συνέχεια χωρίς φιλοδώρημα',
  creating: 'Επιβεβαίωση…',
  chooseTipFor: (names) => `Επιλέξτε φιλοδώρημα για ${names}`,
  tipsAdded: (total) => `Τα φιλοδωρήματα προστέθηκαν. Πληρωτέο σύνολο: ${total}.`,
  noTipAdded: 'Δεν προστέθηκε φιλοδώρημα.',
  intentFailed: 'Δεν ήταν δυνατή η επιβεβαίωση των φιλοδωρημάτων. Δεν έγινε καμία χρέωση.',
  amountsOutOfRange: 'Τα ποσά είναι πολύ μεγάλα για να αθροιστούν. Ελέγξτε τον λογαριασμό και τα φιλοδωρήματα.',
  optionFeeTotalFor: (fee, total, name) => `+ ${fee} χρέωση, σύνολο ${total}, για ${name}`,
  optionFeeTotal: (fee, total) => `+ ${fee} χρέωση, σύνολο ${total}`,
  optionFor: (name) => `για ${name}`,
  amountDecimals: (d) => {
    if (d === 0) return 'Χρησιμοποιήστε μόνο ακέραια ποσά, χωρίς δεκαδικά.';
    const forms: Partial<Record<Intl.LDMLPluralRule, string>> = { one: 'Χρησιμοποιήστε έως ένα δεκαδικό ψηφίο.', other: `Χρησιμοποιήστε έως ${d} δεκαδικά ψηφία.` };
    return forms[new Intl.PluralRules('el').select(d)] ?? forms.other!;
  },

  teamName: (names) => `Ομάδα: ${names}`,
  teamSplitService: (count) => pluralize('el', count, { '=1': 'Ένα άλλο ποσό πηγαίνει ολόκληρο σε ένα άτομο.', other: 'Ένα άλλο ποσό μοιράζεται σε # άτομα ανάλογα με την εξυπηρέτηση του καθενός.' }),
  teamSplitEven: (count) => pluralize('el', count, { '=1': 'Ένα άλλο ποσό πηγαίνει ολόκληρο σε ένα άτομο.', other: 'Ένα άλλο ποσό μοιράζεται εξίσου σε # άτομα.' }),
  teamTip: 'Φιλοδώρημα για την ομάδα',
  shareFor: (name) => `Μερίδιο για ${name}`,
  teamLeftOut: (names, count) => {
    const forms: Partial<Record<Intl.LDMLPluralRule, string>> = { one: `Χωρίς μερίδιο από τα προτεινόμενα φιλοδωρήματα: ${names} (δεν παρείχε υπηρεσία).`, other: `Χωρίς μερίδιο από τα προτεινόμενα φιλοδωρήματα: ${names} (δεν παρείχαν υπηρεσία).` };
    return forms[new Intl.PluralRules('el').select(count)] ?? forms.other!;
  },
  teamFeePerShare: 'Κάθε μερίδιο πληρώνεται ως ξεχωριστό φιλοδώρημα με δική του χρέωση, οπότε οι χρεώσεις είναι μεγαλύτερες από ό,τι για ένα φιλοδώρημα.',
  shareNoService: (amount) => `${amount} (χωρίς υπηρεσία)`,
  choicesCleared: 'Οι επιλογές φιλοδωρήματος διαγράφηκαν. Επιλέξτε ξανά.',
};

export default messages;
