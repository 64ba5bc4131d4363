/**
 * Magyar: the customer is addressed formally (“Adja meg”, “Próbálja újra”), as Hungarian shops
 * and terminals do. Names and amounts take no suffix: they stand before “részére” or after a
 * colon or a dash.
 */
import type { CheckoutMessages } from '../../messages.js';
import { pluralize } from '../../plural.js';

const plural = new Intl.PluralRules('hu');

const messages: CheckoutMessages = {
  retry: 'Próbálja újra',
  loading: 'Betöltés…',
  errorNetwork: 'Ellenőrizze a kapcsolatot, majd próbálja újra.',
  errorTimeout: 'A borravaló-szolgáltatás túl lassan válaszol. Próbálja újra.',
  errorRefused: 'A borravaló-szolgáltatás ezt nem fogadta el. Kérjen segítséget a személyzettől.',
  errorService: 'Hiba történt a borravaló-szolgáltatásban. Próbálja újra.',

  noStaff: 'Nincs kinek borravalót adni.',
  proposalsFailedAll: 'A javasolt borravalókat nem sikerült betölteni. Az „Egyéb összeg” és a „Nincs borravaló” továbbra is működik.',
  serviceOf: (amount) => `${amount} értékű szolgáltatás`,

  tipGroup: 'Borravaló',
  optionName: (first, second) => `${first}, ${second}`,
  optionFee: (fee) => `+ ${fee} díj`,
  optionTotal: (total) => `Összesen ${total}`,
  custom: 'Egyéb összeg',
  noTip: 'Nincs borravaló',
  proposalsFailedFor: (name) => `Nem sikerült betölteni a javasolt borravalókat – ${name}.`,
  customTipFor: (name) => `Borravaló összege ${name} részére`,

  customTip: 'Borravaló összege',
  enterTip: 'Adja meg a borravaló összegét.',
  tipNegative: 'A borravaló nem lehet negatív.',
  tipDecimals: 'Legfeljebb két tizedesjegyet használjon.',
  tipTooLarge: 'Ez az összeg túl nagy.',
  tipInvalid: (example) => `Adjon meg egy összeget, például: ${example}.`,
  tipOtherCurrency: (currency) => `Az összeget ${currency} nélkül adja meg.`,
  tipAmbiguous: (example) => `Ez az összeg kétféleképpen is érthető. Adja meg például így: ${example}.`,
  guardOverService: (amount) => `${amount} – ez több, mint maga a szolgáltatás. Marad?`,
  guardLarge: (amount) => `${amount} – ez nagyon magas borravaló. Marad?`,
  guardPending: (amount) => `Hagyja jóvá a borravalót: ${amount}.`,
  guardKeep: (amount) => `Marad: ${amount}`,
  guardChange: 'Módosítás',
  feeAndTotal: (fee, total) => `Díj ${fee} · Összesen ${total}`,
  feeChecking: 'Díj ellenőrzése',
  feeFailed: 'Nem sikerült lekérni a díjat.',

  subtotal: 'Részösszeg',
  tipsList: 'Borravalók',
  tipFor: (name) => `Borravaló ${name} részére`,
  chooseTip: 'Válasszon borravalót',
  enterAmount: 'Adjon meg összeget',
  fees: 'Díjak',
  feesCalculating: 'számítás…',
  serviceFee: 'Tranzakciós díj',
  posFee: 'Az üzlet díja',
  total: 'Összesen',
  quantity: (qty) => `${qty} ×`,
  quantityAt: (qty, price) => `${qty} × ${price}`,
  confirmTips: (count, total) => `${plural.select(count) === 'one' ? 'Borravaló jóváhagyása' : 'Borravalók jóváhagyása'} · ${total}`,
  continueWithoutTip: 'Tovább borravaló nélkül',
  creating: 'Jóváhagyás…',
  chooseTipFor: (names) => `Válasszon borravalót: ${names}`,
  tipsAdded: (total) => `Borravaló hozzáadva. Fizetendő: ${total}.`,
  noTipAdded: 'Nincs hozzáadott borravaló.',
  intentFailed: 'A borravalót nem sikerült jóváhagyni. Nem történt terhelés.',
  amountsOutOfRange: 'Ezek az összegek túl nagyok ahhoz, hogy össze lehessen adni őket. Ellenőrizze a számlát és a borravalót.',
  optionFeeTotalFor: (fee, total, name) => `+ ${fee} díj, összesen ${total}, ${name} részére`,
  optionFeeTotal: (fee, total) => `+ ${fee} díj, összesen ${total}`,
  optionFor: (name) => `${name} részére`,
  amountDecimals: (d) => {
    if (d === 0) return 'Csak egész összeget adjon meg, tizedesjegyek nélkül.';
    const forms: Partial<Record<Intl.LDMLPluralRule, string>> = { one: 'Legfeljebb egy tizedesjegyet használjon.', other: `Legfeljebb ${d} tizedesjegyet használjon.` };
    return forms[new Intl.PluralRules('hu').select(d)] ?? forms.other!;
  },

  teamName: (names) => `Csapat: ${names}`,
  teamSplitService: (count) => pluralize('hu', count, { '=1': 'Az egyéb összeg teljes egészében egy személyé.', other: 'Az egyéb összeget # személy között osztjuk el a szolgáltatás arányában.' }),
  teamSplitEven: (count) => pluralize('hu', count, { '=1': 'Az egyéb összeg teljes egészében egy személyé.', other: 'Az egyéb összeget # személy között egyenlően osztjuk el.' }),
  teamTip: 'Borravaló a csapatnak',
  shareFor: (name) => `${name} része`,
  teamLeftOut: (names, count) => {
    const forms: Partial<Record<Intl.LDMLPluralRule, string>> = { one: `A javasolt borravalók nem vonatkoznak rá: ${names}, mert nem nyújtott szolgáltatást.`, other: `A javasolt borravalók nem vonatkoznak rájuk: ${names}, mert nem nyújtottak szolgáltatást.` };
    return forms[new Intl.PluralRules('hu').select(count)] ?? forms.other!;
  },
  teamFeePerShare: 'Minden rész külön borravalóként, saját díjjal kerül kifizetésre, így a díjak magasabbak, mint egyetlen borravaló esetén.',
  shareNoService: (amount) => `${amount} (nem volt szolgáltatás)`,
  choicesCleared: 'A borravaló-választások törlődtek. Kérjük, válasszon újra.',
};

export default messages;
