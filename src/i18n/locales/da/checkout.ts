/**
 * Dansk: the customer is addressed with “du”, as Danish shops do. “Drikkepenge” is a plural-only
 * noun: the same word for one tip or several.
 */
import type { CheckoutMessages } from '../../messages.js';
import { pluralize } from '../../plural.js';

const messages: CheckoutMessages = {
  retry: 'Prøv igen',
  loading: 'Indlæser…',
  errorNetwork: 'Tjek forbindelsen, og prøv igen.',
  errorTimeout: 'Drikkepengetjenesten er for længe om at svare. Prøv igen.',
  errorRefused: 'Drikkepengetjenesten godkendte ikke dette. Spørg personalet.',
  errorService: 'Der opstod en fejl hos drikkepengetjenesten. Prøv igen.',

  noStaff: 'Der er ingen at give drikkepenge til.',
  proposalsFailedAll: 'Forslagene til drikkepenge kunne ikke indlæses. »Andet beløb« og »Ingen drikkepenge« virker stadig.',
  serviceOf: (amount) => `for en ydelse på ${amount}`,

  tipGroup: 'Drikkepenge',
  optionName: (first, second) => `${first}, ${second}`,
  optionFee: (fee) => `+ ${fee} i gebyr`,
  optionTotal: (total) => `I alt ${total}`,
  custom: 'Andet beløb',
  noTip: 'Ingen drikkepenge',
  proposalsFailedFor: (name) => `Forslagene til drikkepenge til ${name} kunne ikke indlæses.`,
  customTipFor: (name) => `Drikkepengebeløb til ${name}`,

  customTip: 'Drikkepengebeløb',
  enterTip: 'Indtast et beløb i drikkepenge.',
  tipNegative: 'Drikkepenge kan ikke være negative.',
  tipDecimals: 'Brug højst to decimaler.',
  tipTooLarge: 'Beløbet er for stort.',
  tipInvalid: (example) => `Indtast et beløb, f.eks. ${example}.`,
  tipOtherCurrency: (currency) => `Indtast beløbet uden ${currency}.`,
  tipAmbiguous: (example) => `Beløbet kan læses på to måder. Indtast det f.eks. som ${example}.`,
  guardOverService: (amount) => `${amount} er mere end selve ydelsen. Vil du give så meget?`,
  guardLarge: (amount) => `${amount} er meget i drikkepenge. Vil du give så meget?`,
  guardPending: (amount) => `Bekræft drikkepenge på ${amount}.`,
  guardKeep: (amount) => `Ja, giv ${amount}`,
  guardChange: 'Ændr',
  feeAndTotal: (fee, total) => `Gebyr ${fee} · I alt ${total}`,
  feeChecking: 'Henter gebyret',
  feeFailed: 'Gebyret kunne ikke hentes.',

  subtotal: 'Subtotal',
  tipsList: 'Drikkepenge',
  tipFor: (name) => `Drikkepenge til ${name}`,
  chooseTip: 'Vælg drikkepenge',
  enterAmount: 'Indtast beløb',
  fees: 'Gebyrer',
  feesCalculating: 'beregnes…',
  serviceFee: 'Transaktionsgebyr',
  posFee: 'Butikkens gebyr',
  total: 'I alt',
  quantity: (qty) => `${qty} ×`,
  quantityAt: (qty, price) => `${qty} × ${price}`,
  // "Drikkepenge" has no singular: one word for one tip or several (Intl.PluralRules: one, other).
  confirmTips: (_count, total) => `Bekræft drikkepenge · ${total}`,
  continueWithoutTip: 'Fortsæt uden drikkepenge',
  creating: 'Bekræfter…',
  chooseTipFor: (names) => `Vælg drikkepenge til ${names}`,
  tipsAdded: (total) => `Drikkepenge tilføjet. At betale: ${total}.`,
  noTipAdded: 'Ingen drikkepenge tilføjet.',
  intentFailed: 'Drikkepengene kunne ikke bekræftes. Der er ikke trukket noget.',
  amountsOutOfRange: 'Beløbene er for store til at blive lagt sammen. Tjek regningen og drikkepengene.',
  optionFeeTotalFor: (fee, total, name) => `+ ${fee} i gebyr, i alt ${total}, til ${name}`,
  optionFeeTotal: (fee, total) => `+ ${fee} i gebyr, i alt ${total}`,
  optionFor: (name) => `til ${name}`,
  amountDecimals: (d) => {
    if (d === 0) return 'Brug kun hele beløb uden decimaler.';
    const forms: Partial<Record<Intl.LDMLPluralRule, string>> = { one: 'Brug højst én decimal.', other: `Brug højst ${d} decimaler.` };
    return forms[new Intl.PluralRules('da').select(d)] ?? forms.other!;
  },

  teamName: (names) => `Team: ${names}`,
  teamSplitService: (count) => pluralize('da', count, { '=1': 'Et andet beløb går helt til én person.', other: 'Et andet beløb fordeles på # personer efter, hvad hver har serveret.' }),
  teamSplitEven: (count) => pluralize('da', count, { '=1': 'Et andet beløb går helt til én person.', other: 'Et andet beløb fordeles ligeligt på # personer.' }),
  teamTip: 'Drikkepenge til holdet',
  shareFor: (name) => `Andel til ${name}`,
  teamLeftOut: (names) => `De foreslåede drikkepenge omfatter ikke ${names}, som ikke har udført en ydelse.`,
  teamFeePerShare: 'Hver andel betales som separate drikkepenge med sit eget gebyr, så gebyrerne bliver højere end ved ét beløb.',
  shareNoService: (amount) => `${amount} (ingen ydelse)`,
  choicesCleared: 'De valgte drikkepenge er nulstillet. Vælg venligst igen.',
};

export default messages;
