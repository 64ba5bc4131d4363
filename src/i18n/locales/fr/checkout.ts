/**
 * Français (France): the customer is addressed with « vous »; a narrow no-break space before
 * « ? » and a no-break space before « : », as French typography wants.
 */
import type { CheckoutMessages } from '../../messages.js';
import { pluralize } from '../../plural.js';

const plural = new Intl.PluralRules('fr');

const messages: CheckoutMessages = {
  retry: 'Réessayer',
  loading: 'Chargement…',
  errorNetwork: 'Vérifiez la connexion, puis réessayez.',
  errorTimeout: 'Le service de pourboires met trop de temps à répondre. Réessayez.',
  errorRefused: 'Le service de pourboires a refusé l’opération. Adressez-vous au personnel.',
  errorService: 'Le service de pourboires a rencontré un problème. Réessayez.',

  noStaff: 'Aucun membre du personnel à qui laisser un pourboire.',
  proposalsFailedAll: 'Impossible de charger les pourboires suggérés. « Autre montant » et « Sans pourboire » restent possibles.',
  serviceOf: (amount) => `pour une prestation de ${amount}`,

  tipGroup: 'Pourboire',
  optionName: (first, second) => `${first}, ${second}`,
  optionFee: (fee) => `+ ${fee} de frais`,
  optionTotal: (total) => `Total ${total}`,
  custom: 'Autre montant',
  noTip: 'Sans pourboire',
  proposalsFailedFor: (name) => `Impossible de charger les pourboires suggérés pour ${name}.`,
  customTipFor: (name) => `Montant du pourboire pour ${name}`,

  customTip: 'Montant du pourboire',
  enterTip: 'Saisissez le montant du pourboire.',
  tipNegative: 'Un pourboire ne peut pas être négatif.',
  tipDecimals: 'Utilisez au plus deux décimales.',
  tipTooLarge: 'Ce montant est trop élevé.',
  tipInvalid: (example) => `Saisissez un montant, par exemple ${example}.`,
  tipOtherCurrency: (currency) => `Saisissez le montant sans ${currency}.`,
  tipAmbiguous: (example) => `Ce montant peut se lire de deux façons. Saisissez-le par exemple sous la forme ${example}.`,
  guardOverService: (amount) => `${amount}, c’est plus que la prestation elle-même. Confirmer ce montant\u202f?`,
  guardLarge: (amount) => `${amount}, c’est un très gros pourboire. Confirmer ce montant\u202f?`,
  guardPending: (amount) => `Confirmez le pourboire de ${amount}.`,
  guardKeep: (amount) => `Confirmer ${amount}`,
  guardChange: 'Modifier',
  feeAndTotal: (fee, total) => `Frais ${fee} · Total ${total}`,
  feeChecking: 'Calcul des frais',
  feeFailed: 'Impossible d’obtenir les frais.',

  subtotal: 'Sous-total',
  tipsList: 'Pourboires',
  tipFor: (name) => `Pourboire pour ${name}`,
  chooseTip: 'Choisissez un pourboire',
  enterAmount: 'Saisissez un montant',
  fees: 'Frais',
  feesCalculating: 'calcul en cours…',
  serviceFee: 'Frais de traitement',
  posFee: 'Frais de l’établissement',
  total: 'Total',
  quantity: (qty) => `${qty} ×`,
  quantityAt: (qty, price) => `${qty} × ${price}`,
  confirmTips: (count, total) => `${plural.select(count) === 'one' ? 'Confirmer le pourboire' : 'Confirmer les pourboires'} · ${total}`,
  continueWithoutTip: 'Continuer sans pourboire',
  creating: 'Validation…',
  chooseTipFor: (names) => `Choisissez un pourboire pour ${names}`,
  tipsAdded: (total) => `Pourboires ajoutés. Total à payer\u00a0: ${total}.`,
  noTipAdded: 'Aucun pourboire ajouté.',
  intentFailed: 'Vos pourboires n’ont pas pu être confirmés. Rien n’a été débité.',
  amountsOutOfRange: 'Ces montants sont trop élevés pour être additionnés. Vérifiez l’addition et les pourboires.',
  optionFeeTotalFor: (fee, total, name) => `+ ${fee} de frais, total ${total}, pour ${name}`,
  optionFeeTotal: (fee, total) => `+ ${fee} de frais, total ${total}`,
  optionFor: (name) => `pour ${name}`,
  amountDecimals: (d) => {
    if (d === 0) return 'Utilisez uniquement des montants entiers, sans décimales.';
    const forms: Partial<Record<Intl.LDMLPluralRule, string>> = { one: 'Utilisez au plus une décimale.', other: `Utilisez au plus ${d} décimales.` };
    return forms[new Intl.PluralRules('fr').select(d)] ?? forms.other!;
  },

  teamName: (names) => `Équipe\u00a0: ${names}`,
  teamSplitService: (count) => pluralize('fr', count, { '=1': 'Un autre montant revient en entier à une seule personne.', one: 'Un autre montant est réparti entre # personne selon sa prestation.', many: 'Un autre montant est réparti entre # de personnes selon leur prestation.', other: 'Un autre montant est réparti entre # personnes selon leur prestation.' }),
  teamSplitEven: (count) => pluralize('fr', count, { '=1': 'Un autre montant revient en entier à une seule personne.', one: 'Un autre montant est réparti à parts égales entre # personne.', many: 'Un autre montant est réparti à parts égales entre # de personnes.', other: 'Un autre montant est réparti à parts égales entre # personnes.' }),
  teamTip: 'Pourboire pour l’équipe',
  shareFor: (name) => `Part de ${name}`,
  teamLeftOut: (names, count) => {
    const forms: Partial<Record<Intl.LDMLPluralRule, string>> = { one: `Les pourboires suggérés n’incluent pas ${names}, qui n’a fourni aucune prestation.`, other: `Les pourboires suggérés n’incluent pas ${names}, qui n’ont fourni aucune prestation.` };
    return forms[new Intl.PluralRules('fr').select(count)] ?? forms.other!;
  },
  teamFeePerShare: 'Chaque part est versée comme un pourboire distinct, avec ses propres frais, ce qui coûte plus en frais qu’un seul pourboire.',
  shareNoService: (amount) => `${amount} (aucune prestation)`,
  choicesCleared: 'Vos choix de pourboire ont été effacés. Veuillez choisir de nouveau.',
};

export default messages;
