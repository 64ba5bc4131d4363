/** Nederlands: the customer is addressed with ‘u’, as Dutch shops do. */
import type { CheckoutMessages } from '../../messages.js';
import { pluralize } from '../../plural.js';

const plural = new Intl.PluralRules('nl');

const messages: CheckoutMessages = {
  retry: 'Opnieuw proberen',
  loading: 'Laden…',
  errorNetwork: 'Controleer de verbinding en probeer het opnieuw.',
  errorTimeout: 'De fooiservice reageert te traag. Probeer het opnieuw.',
  errorRefused: 'De fooiservice heeft dit niet geaccepteerd. Vraag het een medewerker.',
  errorService: 'Er ging iets mis bij de fooiservice. Probeer het opnieuw.',

  noStaff: 'Er is niemand om een fooi aan te geven.',
  proposalsFailedAll: 'De voorgestelde fooien konden niet worden geladen. ‘Ander bedrag’ en ‘Geen fooi’ werken nog wel.',
  serviceOf: (amount) => `voor een service van ${amount}`,

  tipGroup: 'Fooi',
  optionName: (first, second) => `${first}, ${second}`,
  optionFee: (fee) => `+ ${fee} kosten`,
  optionTotal: (total) => `Totaal ${total}`,
  custom: 'Ander bedrag',
  noTip: 'Geen fooi',
  proposalsFailedFor: (name) => `De voorgestelde fooien voor ${name} konden niet worden geladen.`,
  customTipFor: (name) => `Fooibedrag voor ${name}`,

  customTip: 'Fooibedrag',
  enterTip: 'Vul een fooibedrag in.',
  tipNegative: 'Een fooi kan niet negatief zijn.',
  tipDecimals: 'Gebruik maximaal twee decimalen.',
  tipTooLarge: 'Dat bedrag is te hoog.',
  tipInvalid: (example) => `Vul een bedrag in, bijvoorbeeld ${example}.`,
  tipOtherCurrency: (currency) => `Vul het bedrag in zonder ${currency}.`,
  tipAmbiguous: (example) => `Dit bedrag kan op twee manieren worden gelezen. Vul het in zoals ${example}.`,
  guardOverService: (amount) => `${amount} is meer dan de service zelf. Klopt dat?`,
  guardLarge: (amount) => `${amount} is een erg hoge fooi. Klopt dat?`,
  guardPending: (amount) => `Bevestig de fooi van ${amount}.`,
  guardKeep: (amount) => `Ja, ${amount}`,
  guardChange: 'Wijzigen',
  feeAndTotal: (fee, total) => `Kosten ${fee} · Totaal ${total}`,
  feeChecking: 'Kosten worden berekend',
  feeFailed: 'De kosten konden niet worden opgehaald.',

  subtotal: 'Subtotaal',
  tipsList: 'Fooien',
  tipFor: (name) => `Fooi voor ${name}`,
  chooseTip: 'Kies een fooi',
  enterAmount: 'Vul een bedrag in',
  fees: 'Kosten',
  feesCalculating: 'wordt berekend…',
  serviceFee: 'Transactiekosten',
  posFee: 'Kosten van de zaak',
  total: 'Totaal',
  quantity: (qty) => `${qty} ×`,
  quantityAt: (qty, price) => `${qty} × ${price}`,
  confirmTips: (count, total) => `${plural.select(count) === 'one' ? 'Fooi' : 'Fooien'} bevestigen · ${total}`,
  continueWithoutTip: 'Doorgaan zonder fooi',
  creating: 'Bezig met bevestigen…',
  chooseTipFor: (names) => `Kies nog een fooi voor ${names}`,
  tipsAdded: (total) => `Fooi toegevoegd. Te betalen: ${total}.`,
  noTipAdded: 'Geen fooi toegevoegd.',
  intentFailed: 'Uw fooi kon niet worden bevestigd. Er is niets afgeschreven.',
  amountsOutOfRange: 'Deze bedragen zijn te groot om op te tellen. Controleer de rekening en de fooien.',
  optionFeeTotalFor: (fee, total, name) => `+ ${fee} kosten, totaal ${total}, voor ${name}`,
  optionFeeTotal: (fee, total) => `+ ${fee} kosten, totaal ${total}`,
  optionFor: (name) => `voor ${name}`,
  amountDecimals: (d) => {
    if (d === 0) return 'Gebruik alleen hele bedragen, zonder decimalen.';
    const forms: Partial<Record<Intl.LDMLPluralRule, string>> = { one: 'Gebruik maximaal één decimaal.', other: `Gebruik maximaal ${d} decimalen.` };
    return forms[new Intl.PluralRules('nl').select(d)] ?? forms.other!;
  },

  teamName: (names) => `Team: ${names}`,
  teamSplitService: (count) => pluralize('nl', count, { '=1': 'Een ander bedrag gaat helemaal naar één persoon.', other: 'Een ander bedrag wordt naar rato van de service verdeeld over # personen.' }),
  teamSplitEven: (count) => pluralize('nl', count, { '=1': 'Een ander bedrag gaat helemaal naar één persoon.', other: 'Een ander bedrag wordt gelijk verdeeld over # personen.' }),
  teamTip: 'Fooi voor het team',
  shareFor: (name) => `Deel van ${name}`,
  teamLeftOut: (names) => `De voorgestelde fooien gaan niet naar ${names}: geen service verleend.`,
  teamFeePerShare: 'Elk deel wordt betaald als een aparte fooi met eigen kosten, dus de kosten zijn hoger dan bij één fooi.',
  shareNoService: (amount) => `${amount} (geen service)`,
  choicesCleared: 'De gekozen fooien zijn gewist. Kies opnieuw.',
};

export default messages;
