/**
 * Polski: short imperatives, as Polish terminals and apps use. Names are not declined, so they
 * follow a dash or a colon rather than a preposition that would want another case.
 */
import type { CheckoutMessages } from '../../messages.js';
import { pluralize } from '../../plural.js';

const plural = new Intl.PluralRules('pl');

const messages: CheckoutMessages = {
  retry: 'Spróbuj ponownie',
  loading: 'Wczytywanie…',
  errorNetwork: 'Sprawdź połączenie i spróbuj ponownie.',
  errorTimeout: 'Usługa napiwków odpowiada zbyt długo. Spróbuj ponownie.',
  errorRefused: 'Usługa napiwków odrzuciła tę operację. Poproś o pomoc obsługę.',
  errorService: 'Wystąpił problem z usługą napiwków. Spróbuj ponownie.',

  noStaff: 'Brak osób, którym można dać napiwek.',
  proposalsFailedAll: 'Nie udało się wczytać proponowanych napiwków. Opcje „Inna kwota” i „Bez napiwku” nadal działają.',
  serviceOf: (amount) => `za usługę o wartości ${amount}`,

  tipGroup: 'Napiwek',
  optionName: (first, second) => `${first}, ${second}`,
  optionFee: (fee) => `+ ${fee} opłaty`,
  optionTotal: (total) => `Razem ${total}`,
  custom: 'Inna kwota',
  noTip: 'Bez napiwku',
  proposalsFailedFor: (name) => `Nie udało się wczytać proponowanych napiwków (${name}).`,
  customTipFor: (name) => `Kwota napiwku – ${name}`,

  customTip: 'Kwota napiwku',
  enterTip: 'Wpisz kwotę napiwku.',
  tipNegative: 'Napiwek nie może być ujemny.',
  tipDecimals: 'Użyj najwyżej dwóch miejsc po przecinku.',
  tipTooLarge: 'Ta kwota jest za duża.',
  tipInvalid: (example) => `Wpisz kwotę, np. ${example}.`,
  tipOtherCurrency: (currency) => `Wpisz kwotę bez ${currency}.`,
  tipAmbiguous: (example) => `Tę kwotę można odczytać na dwa sposoby. Wpisz ją np. jako ${example}.`,
  guardOverService: (amount) => `${amount} to więcej niż sama usługa. Zostawić?`,
  guardLarge: (amount) => `${amount} to bardzo wysoki napiwek. Zostawić?`,
  guardPending: (amount) => `Potwierdź napiwek w wysokości ${amount}.`,
  guardKeep: (amount) => `Zostaw ${amount}`,
  guardChange: 'Zmień',
  feeAndTotal: (fee, total) => `Opłata ${fee} · Razem ${total}`,
  feeChecking: 'Sprawdzanie opłaty',
  feeFailed: 'Nie udało się pobrać opłaty.',

  subtotal: 'Suma częściowa',
  tipsList: 'Napiwki',
  tipFor: (name) => `Napiwek – ${name}`,
  chooseTip: 'Wybierz napiwek',
  enterAmount: 'Wpisz kwotę',
  fees: 'Opłaty',
  feesCalculating: 'obliczanie…',
  serviceFee: 'Opłata transakcyjna',
  posFee: 'Opłata punktu sprzedaży',
  total: 'Razem',
  quantity: (qty) => `${qty} ×`,
  quantityAt: (qty, price) => `${qty} × ${price}`,
  confirmTips: (count, total) => `${plural.select(count) === 'one' ? 'Potwierdź napiwek' : 'Potwierdź napiwki'} · ${total}`,
  continueWithoutTip: 'Kontynuuj bez napiwku',
  creating: 'Zatwierdzanie…',
  chooseTipFor: (names) => `Wybierz jeszcze napiwek: ${names}`,
  tipsAdded: (total) => `Dodano napiwki. Do zapłaty: ${total}.`,
  noTipAdded: 'Nie dodano napiwku.',
  intentFailed: 'Nie udało się potwierdzić napiwków. Nic nie zostało pobrane.',
  amountsOutOfRange: 'Te kwoty są zbyt duże, aby je zsumować. Sprawdź rachunek i napiwki.',
  optionFeeTotalFor: (fee, total, name) => `+ ${fee} opłaty, razem ${total}, odbiorca: ${name}`,
  optionFeeTotal: (fee, total) => `+ ${fee} opłaty, razem ${total}`,
  optionFor: (name) => `odbiorca: ${name}`,
  amountDecimals: (d) => {
    if (d === 0) return 'Podaj kwotę w pełnych jednostkach, bez miejsc po przecinku.';
    const forms: Partial<Record<Intl.LDMLPluralRule, string>> = { one: 'Użyj najwyżej jednego miejsca po przecinku.', few: `Użyj najwyżej ${d} miejsc po przecinku.`, many: `Użyj najwyżej ${d} miejsc po przecinku.`, other: `Użyj najwyżej ${d} miejsca po przecinku.` };
    return forms[new Intl.PluralRules('pl').select(d)] ?? forms.other!;
  },

  teamName: (names) => `Zespół: ${names}`,
  teamSplitService: (count) => pluralize('pl', count, { '=1': 'Inna kwota przypada w całości jednej osobie.', few: 'Inna kwota jest dzielona między # osobami według usług.', many: 'Inna kwota jest dzielona między # osobami według usług.', other: 'Inna kwota jest dzielona między # osoby według usług.' }),
  teamSplitEven: (count) => pluralize('pl', count, { '=1': 'Inna kwota przypada w całości jednej osobie.', few: 'Inna kwota jest dzielona po równo między # osobami.', many: 'Inna kwota jest dzielona po równo między # osobami.', other: 'Inna kwota jest dzielona po równo między # osoby.' }),
  teamTip: 'Napiwek dla zespołu',
  shareFor: (name) => `Udział – ${name}`,
  teamLeftOut: (names) => `Proponowane napiwki nie obejmują: ${names} (bez wykonanej usługi).`,
  teamFeePerShare: 'Każdy udział jest płacony jako osobny napiwek z własną opłatą, więc opłaty są wyższe niż przy jednym napiwku.',
  shareNoService: (amount) => `${amount} (bez usługi)`,
  choicesCleared: 'Wybrane napiwki zostały wyczyszczone. Wybierz ponownie.',
};

export default messages;
