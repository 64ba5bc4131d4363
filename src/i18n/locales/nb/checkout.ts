/**
 * Norsk bokmål: the customer is addressed with “du”, as Norwegian shops do. “Tips” is the same
 * word for one tip or several.
 */
import type { CheckoutMessages } from '../../messages.js';
import { pluralize } from '../../plural.js';

const messages: CheckoutMessages = {
  retry: 'Prøv igjen',
  loading: 'Laster inn…',
  errorNetwork: 'Sjekk tilkoblingen og prøv igjen.',
  errorTimeout: 'Tipstjenesten bruker for lang tid. Prøv igjen.',
  errorRefused: 'Tipstjenesten godtok ikke dette. Spør en ansatt.',
  errorService: 'Det oppstod en feil hos tipstjenesten. Prøv igjen.',

  noStaff: 'Det er ingen å gi tips til.',
  proposalsFailedAll: 'Kunne ikke laste inn forslagene til tips. «Annet beløp» og «Ingen tips» fungerer fortsatt.',
  serviceOf: (amount) => `for en tjeneste på ${amount}`,

  tipGroup: 'Tips',
  optionName: (first, second) => `${first}, ${second}`,
  optionFee: (fee) => `+ ${fee} i gebyr`,
  optionTotal: (total) => `Totalt ${total}`,
  custom: 'Annet beløp',
  noTip: 'Ingen tips',
  proposalsFailedFor: (name) => `Kunne ikke laste inn forslagene til tips for ${name}.`,
  customTipFor: (name) => `Tipsbeløp til ${name}`,

  customTip: 'Tipsbeløp',
  enterTip: 'Skriv inn et tipsbeløp.',
  tipNegative: 'Tips kan ikke være negativt.',
  tipDecimals: 'Bruk høyst to desimaler.',
  tipTooLarge: 'Beløpet er for stort.',
  tipInvalid: (example) => `Skriv inn et beløp, for eksempel ${example}.`,
  tipOtherCurrency: (currency) => `Skriv inn beløpet uten ${currency}.`,
  tipAmbiguous: (example) => `Beløpet kan leses på to måter. Skriv det inn som for eksempel ${example}.`,
  guardOverService: (amount) => `${amount} er mer enn selve tjenesten. Vil du gi så mye?`,
  guardLarge: (amount) => `${amount} er svært mye i tips. Vil du gi så mye?`,
  guardPending: (amount) => `Bekreft tips på ${amount}.`,
  guardKeep: (amount) => `Ja, gi ${amount}`,
  guardChange: 'Endre',
  feeAndTotal: (fee, total) => `Gebyr ${fee} · Totalt ${total}`,
  feeChecking: 'Henter gebyret',
  feeFailed: 'Kunne ikke hente gebyret.',

  subtotal: 'Delsum',
  tipsList: 'Tips',
  tipFor: (name) => `Tips til ${name}`,
  chooseTip: 'Velg tips',
  enterAmount: 'Skriv inn beløp',
  fees: 'Gebyrer',
  feesCalculating: 'beregnes…',
  serviceFee: 'Transaksjonsgebyr',
  posFee: 'Butikkens gebyr',
  total: 'Totalt',
  quantity: (qty) => `${qty} ×`,
  quantityAt: (qty, price) => `${qty} × ${price}`,
  // "Tips" is the same in the plural: one word for one tip or several (Intl.PluralRules: one, other).
  confirmTips: (_count, total) => `Bekreft tips · ${total}`,
  continueWithoutTip: 'Fortsett uten tips',
  creating: 'Bekrefter…',
  chooseTipFor: (names) => `Velg tips til ${names}`,
  tipsAdded: (total) => `Tips lagt til. Å betale: ${total}.`,
  noTipAdded: 'Ingen tips lagt til.',
  intentFailed: 'Tipset kunne ikke bekreftes. Ingenting er trukket.',
  amountsOutOfRange: 'Beløpene er for store til å legges sammen. Sjekk regningen og tipset.',
  optionFeeTotalFor: (fee, total, name) => `+ ${fee} i gebyr, totalt ${total}, til ${name}`,
  optionFeeTotal: (fee, total) => `+ ${fee} i gebyr, totalt ${total}`,
  optionFor: (name) => `til ${name}`,
  amountDecimals: (d) => {
    if (d === 0) return 'Bruk bare hele beløp, uten desimaler.';
    const forms: Partial<Record<Intl.LDMLPluralRule, string>> = { one: 'Bruk høyst én desimal.', other: `Bruk høyst ${d} desimaler.` };
    return forms[new Intl.PluralRules('nb').select(d)] ?? forms.other!;
  },

  teamName: (names) => `Team: ${names}`,
  teamSplitService: (count) => pluralize('nb', count, { '=1': 'Et annet beløp går i sin helhet til én person.', other: 'Et annet beløp fordeles på # personer etter hva hver har servert.' }),
  teamSplitEven: (count) => pluralize('nb', count, { '=1': 'Et annet beløp går i sin helhet til én person.', other: 'Et annet beløp fordeles likt på # personer.' }),
  teamTip: 'Tips til teamet',
  shareFor: (name) => `Andel til ${name}`,
  teamLeftOut: (names) => `De foreslåtte tipsene omfatter ikke ${names}, som ikke har utført noen tjeneste.`,
  teamFeePerShare: 'Hver andel betales som egne tips med eget gebyr, så gebyrene blir høyere enn for ett beløp.',
  shareNoService: (amount) => `${amount} (ingen tjeneste)`,
  choicesCleared: 'Tipsvalgene er nullstilt. Velg på nytt.',
};

export default messages;
