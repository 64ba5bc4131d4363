/** Italiano: the customer is addressed with «tu», as Italian apps and terminals do. */
import type { CheckoutMessages } from '../../messages.js';
import { pluralize } from '../../plural.js';

const plural = new Intl.PluralRules('it');

const messages: CheckoutMessages = {
  retry: 'Riprova',
  loading: 'Caricamento…',
  errorNetwork: 'Controlla la connessione e riprova.',
  errorTimeout: 'Il servizio mance sta impiegando troppo tempo. Riprova.',
  errorRefused: 'Il servizio mance non ha accettato l’operazione. Chiedi al personale.',
  errorService: 'Si è verificato un problema con il servizio mance. Riprova.',

  noStaff: 'Nessuno a cui lasciare la mancia.',
  proposalsFailedAll: 'Impossibile caricare le mance suggerite. Puoi comunque scegliere «Altro importo» o «Nessuna mancia».',
  serviceOf: (amount) => `per un servizio di ${amount}`,

  tipGroup: 'Mancia',
  optionName: (first, second) => `${first}, ${second}`,
  optionFee: (fee) => `+ ${fee} di commissione`,
  optionTotal: (total) => `Totale ${total}`,
  custom: 'Altro importo',
  noTip: 'Nessuna mancia',
  proposalsFailedFor: (name) => `Impossibile caricare le mance suggerite per ${name}.`,
  customTipFor: (name) => `Importo della mancia per ${name}`,

  customTip: 'Importo della mancia',
  enterTip: 'Inserisci l’importo della mancia.',
  tipNegative: 'La mancia non può essere negativa.',
  tipDecimals: 'Usa al massimo due decimali.',
  tipTooLarge: 'L’importo è troppo alto.',
  tipInvalid: (example) => `Inserisci un importo, ad esempio ${example}.`,
  tipOtherCurrency: (currency) => `Inserisci l’importo senza ${currency}.`,
  tipAmbiguous: (example) => `Questo importo si può leggere in due modi. Inseriscilo ad esempio come ${example}.`,
  guardOverService: (amount) => `${amount} è più del servizio stesso. Vuoi lasciarla?`,
  guardLarge: (amount) => `${amount} è una mancia molto alta. Vuoi lasciarla?`,
  guardPending: (amount) => `Conferma la mancia di ${amount}.`,
  guardKeep: (amount) => `Lascia ${amount}`,
  guardChange: 'Modifica',
  feeAndTotal: (fee, total) => `Commissione ${fee} · Totale ${total}`,
  feeChecking: 'Calcolo della commissione',
  feeFailed: 'Impossibile ottenere la commissione.',

  subtotal: 'Subtotale',
  tipsList: 'Mance',
  tipFor: (name) => `Mancia per ${name}`,
  chooseTip: 'Scegli la mancia',
  enterAmount: 'Inserisci un importo',
  fees: 'Commissioni',
  feesCalculating: 'calcolo in corso…',
  serviceFee: 'Commissione sulla transazione',
  posFee: 'Commissione dell’esercente',
  total: 'Totale',
  quantity: (qty) => `${qty} ×`,
  quantityAt: (qty, price) => `${qty} × ${price}`,
  confirmTips: (count, total) => `${plural.select(count) === 'one' ? 'Conferma la mancia' : 'Conferma le mance'} · ${total}`,
  continueWithoutTip: 'Continua senza mancia',
  creating: 'Conferma in corso…',
  chooseTipFor: (names) => `Scegli la mancia per ${names}`,
  tipsAdded: (total) => `Mance aggiunte. Totale da pagare: ${total}.`,
  noTipAdded: 'Nessuna mancia aggiunta.',
  intentFailed: 'Non è stato possibile confermare le mance. Non ti è stato addebitato nulla.',
  amountsOutOfRange: 'Questi importi sono troppo grandi per essere sommati. Controlla il conto e le mance.',
  optionFeeTotalFor: (fee, total, name) => `+ ${fee} di commissione, totale ${total}, per ${name}`,
  optionFeeTotal: (fee, total) => `+ ${fee} di commissione, totale ${total}`,
  optionFor: (name) => `per ${name}`,
  amountDecimals: (d) => {
    if (d === 0) return 'Usa solo importi interi, senza decimali.';
    const forms: Partial<Record<Intl.LDMLPluralRule, string>> = { one: 'Usa al massimo un decimale.', other: `Usa al massimo ${d} decimali.` };
    return forms[new Intl.PluralRules('it').select(d)] ?? forms.other!;
  },

  teamName: (names) => `Team: ${names}`,
  teamSplitService: (count) => pluralize('it', count, { '=1': 'Un altro importo va per intero a una sola persona.', many: 'Un altro importo viene diviso tra # di persone in base al servizio.', other: 'Un altro importo viene diviso tra # persone in base al servizio.' }),
  teamSplitEven: (count) => pluralize('it', count, { '=1': 'Un altro importo va per intero a una sola persona.', many: 'Un altro importo viene diviso in parti uguali tra # di persone.', other: 'Un altro importo viene diviso in parti uguali tra # persone.' }),
  teamTip: 'Mancia per il team',
  shareFor: (name) => `Quota di ${name}`,
  teamLeftOut: (names, count) => {
    const forms: Partial<Record<Intl.LDMLPluralRule, string>> = { one: `Le mance suggerite non includono ${names}, che non ha prestato alcun servizio.`, other: `Le mance suggerite non includono ${names}, che non hanno prestato alcun servizio.` };
    return forms[new Intl.PluralRules('it').select(count)] ?? forms.other!;
  },
  teamFeePerShare: 'Ogni quota viene pagata come una mancia a sé, con la propria commissione, quindi le commissioni sono più alte che per una sola mancia.',
  shareNoService: (amount) => `${amount} (nessun servizio)`,
  choicesCleared: 'Le mance scelte sono state azzerate. Scegli di nuovo.',
};

export default messages;
