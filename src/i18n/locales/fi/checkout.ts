/**
 * Suomi: short imperatives in the singular, as Finnish shops and apps address the customer. Names
 * are not inflected: they follow “henkilölle” (“Tippi henkilölle Maya Okafor”) or a colon, and
 * amounts stand where no case ending is needed.
 */
import type { CheckoutMessages } from '../../messages.js';
import { pluralize } from '../../plural.js';

const plural = new Intl.PluralRules('fi');

const messages: CheckoutMessages = {
  retry: 'Yritä uudelleen',
  loading: 'Ladataan…',
  errorNetwork: 'Tarkista yhteys ja yritä uudelleen.',
  errorTimeout: 'Tippipalvelu vastaa liian hitaasti. Yritä uudelleen.',
  errorRefused: 'Tippipalvelu ei hyväksynyt tätä. Pyydä apua henkilökunnalta.',
  errorService: 'Tippipalvelussa oli ongelma. Yritä uudelleen.',

  noStaff: 'Ei ketään, jolle antaa tippiä.',
  proposalsFailedAll: 'Tippiehdotuksia ei voitu ladata. ”Muu summa” ja ”Ei tippiä” toimivat edelleen.',
  serviceOf: (amount) => `palvelun hinta ${amount}`,

  tipGroup: 'Tippi',
  optionName: (first, second) => `${first}, ${second}`,
  optionFee: (fee) => `+ ${fee} käsittelymaksu`,
  optionTotal: (total) => `Yhteensä ${total}`,
  custom: 'Muu summa',
  noTip: 'Ei tippiä',
  proposalsFailedFor: (name) => `Tippiehdotuksia ei voitu ladata henkilölle ${name}.`,
  customTipFor: (name) => `Tippisumma henkilölle ${name}`,

  customTip: 'Tippisumma',
  enterTip: 'Syötä tippisumma.',
  tipNegative: 'Tippi ei voi olla negatiivinen.',
  tipDecimals: 'Käytä enintään kahta desimaalia.',
  tipTooLarge: 'Summa on liian suuri.',
  tipInvalid: (example) => `Syötä summa, esimerkiksi ${example}.`,
  tipOtherCurrency: (currency) => `Syötä summa ilman merkintää ${currency}.`,
  tipAmbiguous: (example) => `Summan voi lukea kahdella tavalla. Syötä se esimerkiksi muodossa ${example}.`,
  guardOverService: (amount) => `${amount} on enemmän kuin itse palvelu. Vahvistetaanko summa?`,
  guardLarge: (amount) => `${amount} on hyvin suuri tippi. Vahvistetaanko summa?`,
  guardPending: (amount) => `Vahvista tippi: ${amount}.`,
  guardKeep: (amount) => `Vahvista ${amount}`,
  guardChange: 'Muuta',
  feeAndTotal: (fee, total) => `Käsittelymaksu ${fee} · Yhteensä ${total}`,
  feeChecking: 'Tarkistetaan käsittelymaksua',
  feeFailed: 'Käsittelymaksua ei saatu haettua.',

  subtotal: 'Välisumma',
  tipsList: 'Tipit',
  tipFor: (name) => `Tippi henkilölle ${name}`,
  chooseTip: 'Valitse tippi',
  enterAmount: 'Syötä summa',
  fees: 'Käsittelymaksut',
  feesCalculating: 'lasketaan…',
  serviceFee: 'Käsittelymaksu',
  posFee: 'Myyntipisteen käsittelymaksu',
  total: 'Yhteensä',
  quantity: (qty) => `${qty} ×`,
  quantityAt: (qty, price) => `${qty} × ${price}`,
  confirmTips: (count, total) => `${plural.select(count) === 'one' ? 'Vahvista tippi' : 'Vahvista tipit'} · ${total}`,
  continueWithoutTip: 'Jatka ilman tippiä',
  creating: 'Vahvistetaan…',
  chooseTipFor: (names) => `Valitse vielä tippi: ${names}`,
  tipsAdded: (total) => `Tipit lisätty. Maksettavaa yhteensä ${total}.`,
  noTipAdded: 'Tippiä ei lisätty.',
  intentFailed: 'Tippejä ei voitu vahvistaa. Mitään ei veloitettu.',
  amountsOutOfRange: 'Summat ovat liian suuria laskettaviksi yhteen. Tarkista lasku ja tipit.',
  optionFeeTotalFor: (fee, total, name) => `+ ${fee} käsittelymaksu, yhteensä ${total}, henkilölle ${name}`,
  optionFeeTotal: (fee, total) => `+ ${fee} käsittelymaksu, yhteensä ${total}`,
  optionFor: (name) => `henkilölle ${name}`,
  amountDecimals: (d) => {
    if (d === 0) return 'Syötä vain kokonainen summa ilman desimaaleja.';
    const forms: Partial<Record<Intl.LDMLPluralRule, string>> = { one: 'Käytä enintään yhtä desimaalia.', other: `Käytä enintään ${d} desimaalia.` };
    return forms[new Intl.PluralRules('fi').select(d)] ?? forms.other!;
  },

  teamName: (names) => `Tiimi: ${names}`,
  teamSplitService: (count) => pluralize('fi', count, { '=1': 'Muu summa menee kokonaan yhdelle henkilölle.', other: 'Muu summa jaetaan # henkilön kesken palvelun mukaan.' }),
  teamSplitEven: (count) => pluralize('fi', count, { '=1': 'Muu summa menee kokonaan yhdelle henkilölle.', other: 'Muu summa jaetaan tasan # henkilön kesken.' }),
  teamTip: 'Tippi tiimille',
  shareFor: (name) => `Osuus: ${name}`,
  teamLeftOut: (names, count) => {
    const forms: Partial<Record<Intl.LDMLPluralRule, string>> = { one: `Ehdotetut juomarahat eivät koske henkilöä ${names}, jolla ei ollut palvelua.`, other: `Ehdotetut juomarahat eivät koske henkilöitä ${names}, joilla ei ollut palvelua.` };
    return forms[new Intl.PluralRules('fi').select(count)] ?? forms.other!;
  },
  teamFeePerShare: 'Jokainen osuus on oma juomarahansa omalla käsittelymaksullaan, joten käsittelymaksuja kertyy enemmän kuin yhdestä juomarahasta.',
  shareNoService: (amount) => `${amount} (ei palvelua)`,
  choicesCleared: 'Juomarahavalinnat tyhjennettiin. Valitse uudelleen.',
};

export default messages;
