/**
 * Français (Canada): read over `fr`, key by key (`fr-CA` → `fr` → `en`), so it holds only what
 * Quebec says differently: « Aucun pourboire », « Entrez », « service » rather than
 * « prestation », and no space before « ? » (Quebec typography keeps the one before « : »).
 */
import type { CheckoutMessages } from '../../messages.js';

const messages: Partial<CheckoutMessages> = {
  proposalsFailedAll: 'Impossible de charger les pourboires suggérés. « Autre montant » et « Aucun pourboire » restent possibles.',
  serviceOf: (amount) => `pour un service de ${amount}`,

  noTip: 'Aucun pourboire',

  enterTip: 'Entrez le montant du pourboire.',
  tipInvalid: (example) => `Entrez un montant, par exemple ${example}.`,
  tipOtherCurrency: (currency) => `Entrez le montant sans ${currency}.`,
  tipAmbiguous: (example) => `Ce montant peut se lire de deux façons. Entrez-le par exemple sous la forme ${example}.`,
  guardOverService: (amount) => `${amount}, c’est plus que le service lui-même. Confirmer ce montant?`,
  guardLarge: (amount) => `${amount}, c’est un très gros pourboire. Confirmer ce montant?`,

  enterAmount: 'Entrez un montant',
  posFee: 'Frais du commerce',
  intentFailed: 'Vos pourboires n’ont pas pu être confirmés. Aucun montant n’a été porté à votre carte.',
  amountsOutOfRange: 'Ces montants sont trop élevés pour être additionnés. Vérifiez la facture et les pourboires.',
  amountDecimals: (d) => {
    if (d === 0) return 'Utilisez uniquement des montants entiers, sans décimales.';
    const forms: Partial<Record<Intl.LDMLPluralRule, string>> = { one: 'Utilisez au plus une décimale.', other: `Utilisez au plus ${d} décimales.` };
    return forms[new Intl.PluralRules('fr-CA').select(d)] ?? forms.other!;
  },
};

export default messages;
