/**
 * Italiano: the simulated Display tablet (a developer tool). The customer is addressed with «tu»,
 * as in the checkout, and greeted with «Ciao», which needs no gender; the point of sale is «la
 * cassa», pairing is «associare».
 */
import type { DeviceMessages } from '../../types.js';

const plural = new Intl.PluralRules('it');

const messages: DeviceMessages = {
  deviceTitle: 'Dispositivo per le mance',
  deviceShowCode: 'Inserisci questo codice alla cassa',
  deviceCodeAnnounced: (code) => `Inserisci questo codice alla cassa: ${code}`,
  devicePairLabel: 'Identificativo mostrato dalla cassa',
  devicePair: 'Associa',
  devicePairEmpty: 'Inserisci l’identificativo.',
  devicePairTaken: 'Questo identificativo è già usato da un altro dispositivo.',
  deviceSyncedAs: (ids) => `Associato come ${ids}`,
  deviceReady: 'Pronto per il prossimo cliente',
  deviceApproved: 'Pagamento approvato. Grazie!',
  deviceCanceled: 'Il pagamento è stato annullato.',
  deviceContinued: 'Grazie! Potrai pagare alla cassa.',
  deviceQueued: (count) => (plural.select(count) === 'one' ? `Ancora ${count} pagamento in attesa` : `Ancora ${count} pagamenti in attesa`),
  deviceWelcome: (name) => `Ciao, ${name}`,
  deviceWelcomeAnonymous: 'Ciao',
  deviceChooseTips: 'Scegli le mance',
  deviceTipIncluded: (name, amount) => `Mancia per ${name}: ${amount}, già inclusa`,
  deviceReviewTips: 'Controlla le mance',
  deviceChangeTips: 'Modifica le mance',
  deviceContinue: 'Procedi al pagamento',
  deviceTotalAnnounced: (total) => `Totale da pagare: ${total}`,
  deviceRestarted: 'Il conto è cambiato. Scegli di nuovo le mance.',
  deviceWaiting: 'Grazie! Attendi un momento, ti serviamo alla cassa.',
  deviceCardPrompt: 'Avvicina, inserisci o striscia la carta',
  deviceAmountDue: 'Importo da pagare',
  deviceCardAnnounced: (amount) => `Avvicina, inserisci o striscia la carta. Importo da pagare: ${amount}`,
  deviceDeclined: (note) => `Pagamento rifiutato: ${note}`,
  deviceDeclinedWait: 'Attendi un momento, ti serviamo alla cassa.',
};

export default messages;
