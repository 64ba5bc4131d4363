/** Svenska: the customer is addressed with ”du”, as Swedish shops do. */
import type { CheckoutMessages } from '../../messages.js';
import { pluralize } from '../../plural.js';

const messages: CheckoutMessages = {
  retry: 'Försök igen',
  loading: 'Läser in…',
  errorNetwork: 'Kontrollera anslutningen och försök igen.',
  errorTimeout: 'Drickstjänsten tar för lång tid på sig. Försök igen.',
  errorRefused: 'Drickstjänsten godkände inte det här. Fråga personalen.',
  errorService: 'Det blev ett fel hos drickstjänsten. Försök igen.',

  noStaff: 'Det finns ingen att ge dricks till.',
  proposalsFailedAll: 'Det gick inte att läsa in förslagen på dricks. ”Annat belopp” och ”Ingen dricks” fungerar fortfarande.',
  serviceOf: (amount) => `för en tjänst på ${amount}`,

  tipGroup: 'Dricks',
  optionName: (first, second) => `${first}, ${second}`,
  optionFee: (fee) => `+ ${fee} i avgift`,
  optionTotal: (total) => `Totalt ${total}`,
  custom: 'Annat belopp',
  noTip: 'Ingen dricks',
  proposalsFailedFor: (name) => `Det gick inte att läsa in förslagen på dricks för ${name}.`,
  customTipFor: (name) => `Dricksbelopp för ${name}`,

  customTip: 'Dricksbelopp',
  enterTip: 'Ange ett dricksbelopp.',
  tipNegative: 'Dricks kan inte vara negativ.',
  tipDecimals: 'Använd högst två decimaler.',
  tipTooLarge: 'Beloppet är för stort.',
  tipInvalid: (example) => `Ange ett belopp, till exempel ${example}.`,
  tipOtherCurrency: (currency) => `Ange beloppet utan ${currency}.`,
  tipAmbiguous: (example) => `Beloppet kan läsas på två sätt. Ange det till exempel som ${example}.`,
  guardOverService: (amount) => `${amount} är mer än själva tjänsten. Vill du ge så mycket?`,
  guardLarge: (amount) => `${amount} är väldigt mycket dricks. Vill du ge så mycket?`,
  guardPending: (amount) => `Bekräfta dricksen på ${amount}.`,
  guardKeep: (amount) => `Ja, ge ${amount}`,
  guardChange: 'Ändra',
  feeAndTotal: (fee, total) => `Avgift ${fee} · Totalt ${total}`,
  feeChecking: 'Hämtar avgiften',
  feeFailed: 'Det gick inte att hämta avgiften.',

  subtotal: 'Delsumma',
  tipsList: 'Dricks',
  tipFor: (name) => `Dricks till ${name}`,
  chooseTip: 'Välj dricks',
  enterAmount: 'Ange belopp',
  fees: 'Avgifter',
  feesCalculating: 'beräknas…',
  serviceFee: 'Transaktionsavgift',
  posFee: 'Butikens avgift',
  total: 'Totalt',
  quantity: (qty) => `${qty} ×`,
  quantityAt: (qty, price) => `${qty} × ${price}`,
  // "Dricks" has no plural: one word for one tip or several.
  confirmTips: (_count, total) => `Bekräfta dricks · ${total}`,
  continueWithoutTip: 'Fortsätt utan dricks',
  creating: 'Bekräftar…',
  chooseTipFor: (names) => `Välj dricks för ${names}`,
  tipsAdded: (total) => `Dricks tillagd. Att betala: ${total}.`,
  noTipAdded: 'Ingen dricks tillagd.',
  intentFailed: 'Dricksen kunde inte bekräftas. Inget har dragits.',
  amountsOutOfRange: 'Beloppen är för stora för att räknas ihop. Kontrollera notan och dricksen.',
  optionFeeTotalFor: (fee, total, name) => `+ ${fee} i avgift, totalt ${total}, till ${name}`,
  optionFeeTotal: (fee, total) => `+ ${fee} i avgift, totalt ${total}`,
  optionFor: (name) => `till ${name}`,
  amountDecimals: (d) => {
    if (d === 0) return 'Använd bara hela belopp, utan decimaler.';
    const forms: Partial<Record<Intl.LDMLPluralRule, string>> = { one: 'Använd högst en decimal.', other: `Använd högst ${d} decimaler.` };
    return forms[new Intl.PluralRules('sv').select(d)] ?? forms.other!;
  },

  teamName: (names) => `Team: ${names}`,
  teamSplitService: (count) => pluralize('sv', count, { '=1': 'Ett annat belopp går i sin helhet till en person.', other: 'Ett annat belopp fördelas på # personer efter vad var och en har serverat.' }),
  teamSplitEven: (count) => pluralize('sv', count, { '=1': 'Ett annat belopp går i sin helhet till en person.', other: 'Ett annat belopp fördelas lika på # personer.' }),
  teamTip: 'Dricks till teamet',
  shareFor: (name) => `Andel till ${name}`,
  teamLeftOut: (names) => `Den föreslagna dricksen omfattar inte ${names}, som inte har utfört någon tjänst.`,
  teamFeePerShare: 'Varje andel betalas som egen dricks med egen avgift, så avgifterna blir högre än för en enda dricks.',
  shareNoService: (amount) => `${amount} (ingen tjänst)`,
  choicesCleared: 'Dricksvalen har rensats. Välj igen.',
};

export default messages;
