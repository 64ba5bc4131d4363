/**
 * Čeština: the customer is addressed with “vy”, in the short forms Czech terminals and shops use
 * („Zadejte“, „Zkuste to znovu“). Names are not declined: they follow a dash or a colon rather
 * than a preposition that would want another case. “Spropitné” is one word for one tip or several.
 */
import type { CheckoutMessages } from '../../messages.js';
import { pluralize } from '../../plural.js';

const messages: CheckoutMessages = {
  retry: 'Zkusit znovu',
  loading: 'Načítání…',
  errorNetwork: 'Zkontrolujte připojení a zkuste to znovu.',
  errorTimeout: 'Služba spropitného odpovídá příliš dlouho. Zkuste to znovu.',
  errorRefused: 'Služba spropitného tuto operaci nepřijala. Požádejte o pomoc obsluhu.',
  errorService: 'Ve službě spropitného došlo k chybě. Zkuste to znovu.',

  noStaff: 'Není komu dát spropitné.',
  proposalsFailedAll: 'Navrhované spropitné se nepodařilo načíst. Možnosti „Jiná částka“ a „Bez spropitného“ stále fungují.',
  serviceOf: (amount) => `za službu v hodnotě ${amount}`,

  tipGroup: 'Spropitné',
  optionName: (first, second) => `${first}, ${second}`,
  optionFee: (fee) => `+ ${fee} poplatek`,
  optionTotal: (total) => `Celkem ${total}`,
  custom: 'Jiná částka',
  noTip: 'Bez spropitného',
  proposalsFailedFor: (name) => `Navrhované spropitné se nepodařilo načíst (${name}).`,
  customTipFor: (name) => `Částka spropitného – ${name}`,

  customTip: 'Částka spropitného',
  enterTip: 'Zadejte částku spropitného.',
  tipNegative: 'Spropitné nemůže být záporné.',
  tipDecimals: 'Použijte nejvýše dvě desetinná místa.',
  tipTooLarge: 'Tato částka je příliš vysoká.',
  tipInvalid: (example) => `Zadejte částku, např. ${example}.`,
  tipOtherCurrency: (currency) => `Zadejte částku bez ${currency}.`,
  tipAmbiguous: (example) => `Tuto částku lze přečíst dvojím způsobem. Zadejte ji např. jako ${example}.`,
  guardOverService: (amount) => `${amount} je víc než samotná služba. Ponechat?`,
  guardLarge: (amount) => `${amount} je velmi vysoké spropitné. Ponechat?`,
  guardPending: (amount) => `Potvrďte spropitné ve výši ${amount}.`,
  guardKeep: (amount) => `Ponechat ${amount}`,
  guardChange: 'Změnit',
  feeAndTotal: (fee, total) => `Poplatek ${fee} · Celkem ${total}`,
  feeChecking: 'Zjišťování poplatku',
  feeFailed: 'Poplatek se nepodařilo zjistit.',

  subtotal: 'Mezisoučet',
  tipsList: 'Spropitné',
  tipFor: (name) => `Spropitné – ${name}`,
  chooseTip: 'Vyberte spropitné',
  enterAmount: 'Zadejte částku',
  fees: 'Poplatky',
  feesCalculating: 'výpočet…',
  serviceFee: 'Poplatek za zpracování platby',
  posFee: 'Poplatek prodejního místa',
  total: 'Celkem',
  quantity: (qty) => `${qty} ×`,
  quantityAt: (qty, price) => `${qty} × ${price}`,
  // Without a number, one tip and several read the same: "spropitné" (one, few, many, other alike).
  confirmTips: (_count, total) => `Potvrdit spropitné · ${total}`,
  continueWithoutTip: 'Pokračovat bez spropitného',
  creating: 'Potvrzování…',
  chooseTipFor: (names) => `Ještě vyberte spropitné: ${names}`,
  tipsAdded: (total) => `Spropitné přidáno. K úhradě: ${total}.`,
  noTipAdded: 'Spropitné nebylo přidáno.',
  intentFailed: 'Spropitné se nepodařilo potvrdit. Nic nebylo strženo.',
  amountsOutOfRange: 'Tyto částky jsou příliš vysoké, než aby se daly sečíst. Zkontrolujte účet a spropitné.',
  optionFeeTotalFor: (fee, total, name) => `+ ${fee} poplatek, celkem ${total}, příjemce: ${name}`,
  optionFeeTotal: (fee, total) => `+ ${fee} poplatek, celkem ${total}`,
  optionFor: (name) => `příjemce: ${name}`,
  amountDecimals: (d) => {
    if (d === 0) return 'Zadejte jen celou částku, bez desetinných míst.';
    const forms: Partial<Record<Intl.LDMLPluralRule, string>> = { one: 'Použijte nejvýše jedno desetinné místo.', few: `Použijte nejvýše ${d} desetinná místa.`, many: `Použijte nejvýše ${d} desetinného místa.`, other: `Použijte nejvýše ${d} desetinných míst.` };
    return forms[new Intl.PluralRules('cs').select(d)] ?? forms.other!;
  },

  teamName: (names) => `Tým: ${names}`,
  teamSplitService: (count) => pluralize('cs', count, { '=1': 'Jiná částka připadne celá jedné osobě.', few: 'Jiná částka se rozdělí mezi # osoby podle jejich služby.', many: 'Jiná částka se rozdělí mezi # osoby podle jejich služby.', other: 'Jiná částka se rozdělí mezi # osob podle jejich služby.' }),
  teamSplitEven: (count) => pluralize('cs', count, { '=1': 'Jiná částka připadne celá jedné osobě.', few: 'Jiná částka se rozdělí rovným dílem mezi # osoby.', many: 'Jiná částka se rozdělí rovným dílem mezi # osoby.', other: 'Jiná částka se rozdělí rovným dílem mezi # osob.' }),
  teamTip: 'Spropitné pro tým',
  shareFor: (name) => `Podíl – ${name}`,
  teamLeftOut: (names) => `Navržená spropitná se netýkají: ${names} (bez poskytnuté služby).`,
  teamFeePerShare: 'Každý podíl se platí jako samostatné spropitné s vlastním poplatkem, takže poplatky jsou vyšší než u jednoho spropitného.',
  shareNoService: (amount) => `${amount} (bez služby)`,
  choicesCleared: 'Výběr spropitného byl zrušen. Vyberte prosím znovu.',
};

export default messages;
