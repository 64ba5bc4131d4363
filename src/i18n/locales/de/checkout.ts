/** Deutsch: the customer is addressed with „Sie“; buttons are short infinitives. */
import type { CheckoutMessages } from '../../messages.js';
import { pluralize } from '../../plural.js';

const one = new Intl.PluralRules('de');

const messages: CheckoutMessages = {
  retry: 'Erneut versuchen',
  loading: 'Wird geladen …',
  errorNetwork: 'Bitte prüfen Sie die Verbindung und versuchen Sie es erneut.',
  errorTimeout: 'Der Trinkgelddienst antwortet zu langsam. Bitte versuchen Sie es erneut.',
  errorRefused: 'Der Trinkgelddienst hat den Vorgang abgelehnt. Bitte wenden Sie sich an unser Personal.',
  errorService: 'Beim Trinkgelddienst ist ein Fehler aufgetreten. Bitte versuchen Sie es erneut.',

  noStaff: 'Hier gibt es niemanden, dem Sie Trinkgeld geben können.',
  proposalsFailedAll: 'Die Trinkgeldvorschläge konnten nicht geladen werden. „Anderer Betrag“ und „Kein Trinkgeld“ sind weiterhin möglich.',
  serviceOf: (amount) => `Leistung: ${amount}`,

  tipGroup: 'Trinkgeld',
  optionName: (first, second) => `${first}, ${second}`,
  optionFee: (fee) => `+ ${fee} Gebühr`,
  optionTotal: (total) => `Gesamt ${total}`,
  custom: 'Anderer Betrag',
  noTip: 'Kein Trinkgeld',
  proposalsFailedFor: (name) => `Die Trinkgeldvorschläge für ${name} konnten nicht geladen werden.`,
  customTipFor: (name) => `Trinkgeldbetrag für ${name}`,

  customTip: 'Trinkgeldbetrag',
  enterTip: 'Bitte geben Sie einen Trinkgeldbetrag ein.',
  tipNegative: 'Ein Trinkgeld kann nicht negativ sein.',
  tipDecimals: 'Bitte höchstens zwei Nachkommastellen angeben.',
  tipTooLarge: 'Dieser Betrag ist zu hoch.',
  tipInvalid: (example) => `Bitte geben Sie einen Betrag ein, z. B. ${example}.`,
  tipOtherCurrency: (currency) => `Bitte geben Sie den Betrag ohne ${currency} ein.`,
  tipAmbiguous: (example) => `Dieser Betrag ist nicht eindeutig. Bitte geben Sie ihn z. B. als ${example} ein.`,
  guardOverService: (amount) => `${amount} – das ist mehr als die Leistung selbst. Beibehalten?`,
  guardLarge: (amount) => `${amount} – das ist ein sehr hohes Trinkgeld. Beibehalten?`,
  guardPending: (amount) => `Bitte bestätigen Sie das Trinkgeld von ${amount}.`,
  guardKeep: (amount) => `${amount} beibehalten`,
  guardChange: 'Ändern',
  feeAndTotal: (fee, total) => `Gebühr ${fee} · Gesamt ${total}`,
  feeChecking: 'Gebühr wird ermittelt',
  feeFailed: 'Die Gebühr konnte nicht ermittelt werden.',

  subtotal: 'Zwischensumme',
  tipsList: 'Trinkgelder',
  tipFor: (name) => `Trinkgeld für ${name}`,
  chooseTip: 'Trinkgeld wählen',
  enterAmount: 'Betrag eingeben',
  fees: 'Gebühren',
  feesCalculating: 'wird berechnet …',
  serviceFee: 'Transaktionsgebühr',
  posFee: 'Gebühr des Geschäfts',
  total: 'Gesamt',
  quantity: (qty) => `${qty} ×`,
  quantityAt: (qty, price) => `${qty} × ${price}`,
  confirmTips: (count, total) => `${one.select(count) === 'one' ? 'Trinkgeld' : 'Trinkgelder'} bestätigen · ${total}`,
  continueWithoutTip: 'Weiter ohne Trinkgeld',
  creating: 'Wird bestätigt …',
  chooseTipFor: (names) => `Bitte noch ein Trinkgeld für ${names} wählen`,
  tipsAdded: (total) => `Trinkgeld hinzugefügt. Zu zahlen: ${total}.`,
  noTipAdded: 'Kein Trinkgeld hinzugefügt.',
  intentFailed: 'Ihr Trinkgeld konnte nicht bestätigt werden. Es wurde nichts abgebucht.',
  amountsOutOfRange: 'Diese Beträge sind zu groß, um sie zusammenzurechnen. Prüfen Sie die Rechnung und die Trinkgelder.',
  optionFeeTotalFor: (fee, total, name) => `+ ${fee} Gebühr, gesamt ${total}, für ${name}`,
  optionFeeTotal: (fee, total) => `+ ${fee} Gebühr, gesamt ${total}`,
  optionFor: (name) => `für ${name}`,

  amountDecimals: (d) => {
    if (d === 0) return 'Bitte nur ganze Beträge ohne Nachkommastellen angeben.';
    const forms: Partial<Record<Intl.LDMLPluralRule, string>> = { one: 'Bitte höchstens eine Nachkommastelle angeben.', other: `Bitte höchstens ${d} Nachkommastellen angeben.` };
    return forms[new Intl.PluralRules('de').select(d)] ?? forms.other!;
  },

  teamName: (names) => `Team: ${names}`,
  teamSplitService: (count) => pluralize('de', count, { '=1': 'Ein anderer Betrag geht ganz an eine Person.', other: 'Ein anderer Betrag wird nach Leistung auf # Personen aufgeteilt.' }),
  teamSplitEven: (count) => pluralize('de', count, { '=1': 'Ein anderer Betrag geht ganz an eine Person.', other: 'Ein anderer Betrag wird zu gleichen Teilen auf # Personen aufgeteilt.' }),
  teamTip: 'Trinkgeld fürs Team',
  shareFor: (name) => `Anteil von ${name}`,
  teamLeftOut: (names) => `Die vorgeschlagenen Trinkgelder gehen nicht an ${names}, da hier keine Leistung erbracht wurde.`,
  teamFeePerShare: 'Jeder Anteil wird als eigenes Trinkgeld mit eigener Gebühr gezahlt; die Gebühren sind daher höher als bei einem einzelnen Trinkgeld.',
  shareNoService: (amount) => `${amount} (keine Leistung)`,
  choicesCleared: 'Ihre Trinkgeldauswahl wurde zurückgesetzt. Bitte wählen Sie erneut.',
};

export default messages;
