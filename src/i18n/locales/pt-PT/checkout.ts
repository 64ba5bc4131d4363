/**
 * Português (Portugal): the customer is addressed in the polite third person European Portuguese
 * screens use (“Introduza”, “Verifique”), with Portugal's words: “ligação”, “a carregar”,
 * “demasiado”, “registar”.
 */
import type { CheckoutMessages } from '../../messages.js';
import { pluralize } from '../../plural.js';

const plural = new Intl.PluralRules('pt-PT');

const messages: CheckoutMessages = {
  retry: 'Tentar novamente',
  loading: 'A carregar…',
  errorNetwork: 'Verifique a ligação e tente novamente.',
  errorTimeout: 'O serviço de gorjetas está a demorar demasiado. Tente novamente.',
  errorRefused: 'O serviço de gorjetas não aceitou esta operação. Peça ajuda a um funcionário.',
  errorService: 'O serviço de gorjetas teve um problema. Tente novamente.',

  noStaff: 'Não há ninguém a quem dar gorjeta.',
  proposalsFailedAll: 'Não foi possível carregar as gorjetas sugeridas. «Outro valor» e «Sem gorjeta» continuam a funcionar.',
  serviceOf: (amount) => `num serviço de ${amount}`,

  tipGroup: 'Gorjeta',
  optionName: (first, second) => `${first}, ${second}`,
  optionFee: (fee) => `+ ${fee} de taxa`,
  optionTotal: (total) => `Total ${total}`,
  custom: 'Outro valor',
  noTip: 'Sem gorjeta',
  proposalsFailedFor: (name) => `Não foi possível carregar as gorjetas sugeridas para ${name}.`,
  customTipFor: (name) => `Valor da gorjeta para ${name}`,

  customTip: 'Valor da gorjeta',
  enterTip: 'Introduza o valor da gorjeta.',
  tipNegative: 'A gorjeta não pode ser negativa.',
  tipDecimals: 'Utilize no máximo duas casas decimais.',
  tipTooLarge: 'Esse valor é demasiado elevado.',
  tipInvalid: (example) => `Introduza um valor, por exemplo ${example}.`,
  tipOtherCurrency: (currency) => `Introduza o valor sem ${currency}.`,
  tipAmbiguous: (example) => `Este valor pode ser lido de duas formas. Introduza-o, por exemplo, como ${example}.`,
  guardOverService: (amount) => `${amount} é mais do que o próprio serviço. Manter?`,
  guardLarge: (amount) => `${amount} é uma gorjeta muito elevada. Manter?`,
  guardPending: (amount) => `Confirme a gorjeta de ${amount}.`,
  guardKeep: (amount) => `Manter ${amount}`,
  guardChange: 'Alterar',
  feeAndTotal: (fee, total) => `Taxa ${fee} · Total ${total}`,
  feeChecking: 'A calcular a taxa',
  feeFailed: 'Não foi possível obter a taxa.',

  subtotal: 'Subtotal',
  tipsList: 'Gorjetas',
  tipFor: (name) => `Gorjeta para ${name}`,
  chooseTip: 'Escolha a gorjeta',
  enterAmount: 'Introduza um valor',
  fees: 'Taxas',
  feesCalculating: 'a calcular…',
  serviceFee: 'Taxa de processamento',
  posFee: 'Taxa do estabelecimento',
  total: 'Total',
  quantity: (qty) => `${qty} ×`,
  quantityAt: (qty, price) => `${qty} × ${price}`,
  // Intl.PluralRules gives pt-PT one, many (a million and up) and other: only "one" is singular.
  confirmTips: (count, total) => `${plural.select(count) === 'one' ? 'Confirmar gorjeta' : 'Confirmar gorjetas'} · ${total}`,
  continueWithoutTip: 'Continuar sem gorjeta',
  creating: 'A processar…',
  chooseTipFor: (names) => `Escolha a gorjeta para ${names}`,
  tipsAdded: (total) => `Gorjetas adicionadas. Total a pagar: ${total}.`,
  noTipAdded: 'Nenhuma gorjeta adicionada.',
  intentFailed: 'Não foi possível confirmar as gorjetas. Não foi cobrado nada.',
  amountsOutOfRange: 'Estes valores são demasiado elevados para serem somados. Verifique a conta e as gorjetas.',
  optionFeeTotalFor: (fee, total, name) => `+ ${fee} de taxa, total ${total}, para ${name}`,
  optionFeeTotal: (fee, total) => `+ ${fee} de taxa, total ${total}`,
  optionFor: (name) => `para ${name}`,
  amountDecimals: (d) => {
    if (d === 0) return 'Utilize apenas valores inteiros, sem casas decimais.';
    const forms: Partial<Record<Intl.LDMLPluralRule, string>> = { one: 'Utilize no máximo uma casa decimal.', other: `Utilize no máximo ${d} casas decimais.` };
    return forms[new Intl.PluralRules('pt-PT').select(d)] ?? forms.other!;
  },

  teamName: (names) => `Equipa: ${names}`,
  teamSplitService: (count) => pluralize('pt-PT', count, { '=1': 'Outro valor vai na totalidade para uma pessoa.', many: 'Outro valor é dividido por # de pessoas conforme o serviço.', other: 'Outro valor é dividido por # pessoas conforme o serviço.' }),
  teamSplitEven: (count) => pluralize('pt-PT', count, { '=1': 'Outro valor vai na totalidade para uma pessoa.', many: 'Outro valor é dividido em partes iguais por # de pessoas.', other: 'Outro valor é dividido em partes iguais por # pessoas.' }),
  teamTip: 'Gorjeta para a equipa',
  shareFor: (name) => `Parte de ${name}`,
  teamLeftOut: (names, count) => {
    const forms: Partial<Record<Intl.LDMLPluralRule, string>> = { one: `As gorjetas sugeridas não incluem ${names}, que não prestou qualquer serviço.`, other: `As gorjetas sugeridas não incluem ${names}, que não prestaram qualquer serviço.` };
    return forms[new Intl.PluralRules('pt-PT').select(count)] ?? forms.other!;
  },
  teamFeePerShare: 'Cada parte é paga como uma gorjeta à parte, com a sua própria taxa, pelo que as taxas somam mais do que numa única gorjeta.',
  shareNoService: (amount) => `${amount} (sem serviço)`,
  choicesCleared: 'As gorjetas escolhidas foram apagadas. Escolha novamente.',
};

export default messages;
