/**
 * Română: the customer is addressed with the polite plural („Alegeți”, „Introduceți”), as card
 * terminals and shops do; names are not declined, so they follow „pentru” or a dash. Counts: one
 * (1 bacșiș), few (2–19 bacșișuri) and other (20 de bacșișuri); without the number on the button,
 * few and other read the same.
 */
import type { CheckoutMessages } from '../../messages.js';
import { pluralize } from '../../plural.js';

const plural = new Intl.PluralRules('ro');

const messages: CheckoutMessages = {
  retry: 'Reîncercați',
  loading: 'Se încarcă…',
  errorNetwork: 'Verificați conexiunea, apoi încercați din nou.',
  errorTimeout: 'Serviciul de bacșiș răspunde prea greu. Încercați din nou.',
  errorRefused: 'Serviciul de bacșiș nu a acceptat operațiunea. Cereți ajutorul unui angajat.',
  errorService: 'Serviciul de bacșiș a întâmpinat o problemă. Încercați din nou.',

  noStaff: 'Nu există personal căruia să-i lăsați bacșiș.',
  proposalsFailedAll: 'Bacșișurile sugerate nu au putut fi încărcate. Puteți alege în continuare „Altă sumă” sau „Fără bacșiș”.',
  serviceOf: (amount) => `pentru un serviciu de ${amount}`,

  tipGroup: 'Bacșiș',
  optionName: (first, second) => `${first}, ${second}`,
  optionFee: (fee) => `+ ${fee} comision`,
  optionTotal: (total) => `Total ${total}`,
  custom: 'Altă sumă',
  noTip: 'Fără bacșiș',
  proposalsFailedFor: (name) => `Bacșișurile sugerate pentru ${name} nu au putut fi încărcate.`,
  customTipFor: (name) => `Suma bacșișului pentru ${name}`,

  customTip: 'Suma bacșișului',
  enterTip: 'Introduceți suma bacșișului.',
  tipNegative: 'Bacșișul nu poate fi negativ.',
  tipDecimals: 'Folosiți cel mult două zecimale.',
  tipTooLarge: 'Suma este prea mare.',
  tipInvalid: (example) => `Introduceți o sumă, de exemplu ${example}.`,
  tipOtherCurrency: (currency) => `Introduceți suma fără ${currency}.`,
  tipAmbiguous: (example) => `Această sumă poate fi citită în două feluri. Introduceți-o, de exemplu, ca ${example}.`,
  guardOverService: (amount) => `${amount} – mai mult decât serviciul. Păstrați suma?`,
  guardLarge: (amount) => `${amount} – un bacșiș foarte mare. Păstrați suma?`,
  guardPending: (amount) => `Confirmați bacșișul de ${amount}.`,
  guardKeep: (amount) => `Păstrați ${amount}`,
  guardChange: 'Modificați',
  feeAndTotal: (fee, total) => `Comision ${fee} · Total ${total}`,
  feeChecking: 'Se verifică comisionul',
  feeFailed: 'Comisionul nu a putut fi obținut.',

  subtotal: 'Subtotal',
  tipsList: 'Bacșișuri',
  tipFor: (name) => `Bacșiș pentru ${name}`,
  chooseTip: 'Alegeți bacșișul',
  enterAmount: 'Introduceți suma',
  fees: 'Comisioane',
  feesCalculating: 'se calculează…',
  serviceFee: 'Comision de procesare',
  posFee: 'Comision POS',
  total: 'Total',
  quantity: (qty) => `${qty} ×`,
  quantityAt: (qty, price) => `${qty} × ${price}`,
  confirmTips: (count, total) => `${plural.select(count) === 'one' ? 'Confirmați bacșișul' : 'Confirmați bacșișurile'} · ${total}`,
  continueWithoutTip: 'Continuați fără bacșiș',
  creating: 'Se confirmă…',
  chooseTipFor: (names) => `Alegeți bacșișul pentru ${names}`,
  tipsAdded: (total) => `Bacșișurile au fost adăugate. Total de plată: ${total}.`,
  noTipAdded: 'Nu s-a adăugat niciun bacșiș.',
  intentFailed: 'Bacșișurile nu au putut fi confirmate. Nu s-a încasat nimic.',
  amountsOutOfRange: 'Aceste sume sunt prea mari pentru a fi adunate. Verificați nota și bacșișurile.',
  optionFeeTotalFor: (fee, total, name) => `+ ${fee} comision, total ${total}, pentru ${name}`,
  optionFeeTotal: (fee, total) => `+ ${fee} comision, total ${total}`,
  optionFor: (name) => `pentru ${name}`,
  amountDecimals: (d) => {
    if (d === 0) return 'Introduceți doar sume întregi, fără zecimale.';
    const form = plural.select(d);
    return form === 'one' ? (d === 1 ? 'Folosiți cel mult o zecimală.' : `Folosiți cel mult ${d} zecimală.`) : form === 'few' ? `Folosiți cel mult ${d} zecimale.` : `Folosiți cel mult ${d} de zecimale.`;
  },

  teamName: (names) => `Echipa: ${names}`,
  teamSplitService: (count) => pluralize('ro', count, { '=1': 'O altă sumă revine în întregime unei singure persoane.', few: 'O altă sumă se împarte la # persoane după serviciu.', other: 'O altă sumă se împarte la # de persoane după serviciu.' }),
  teamSplitEven: (count) => pluralize('ro', count, { '=1': 'O altă sumă revine în întregime unei singure persoane.', few: 'O altă sumă se împarte în mod egal la # persoane.', other: 'O altă sumă se împarte în mod egal la # de persoane.' }),
  teamTip: 'Bacșiș pentru echipă',
  shareFor: (name) => `Partea pentru ${name}`,
  teamLeftOut: (names, count) => {
    const forms: Partial<Record<Intl.LDMLPluralRule, string>> = { one: `Bacșișurile sugerate nu se aplică pentru ${names}, care nu a prestat niciun serviciu.`, other: `Bacșișurile sugerate nu se aplică pentru ${names}, care nu au prestat niciun serviciu.` };
    return forms[new Intl.PluralRules('ro').select(count) === 'one' ? 'one' : 'other'] ?? forms.other!;
  },
  teamFeePerShare: 'Fiecare parte se plătește ca bacșiș separat, cu propriul comision, așa că totalul comisioanelor este mai mare decât la un singur bacșiș.',
  shareNoService: (amount) => `${amount} (fără serviciu)`,
  choicesCleared: 'Bacșișurile alese au fost șterse. Alegeți din nou.',
};

export default messages;
