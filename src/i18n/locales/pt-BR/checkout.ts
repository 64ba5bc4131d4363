/** Português (Brasil): the customer is addressed with “você”, in the imperative Brazilian screens use. */
import type { CheckoutMessages } from '../../messages.js';
import { pluralize } from '../../plural.js';

const plural = new Intl.PluralRules('pt-BR');

const messages: CheckoutMessages = {
  retry: 'Tentar novamente',
  loading: 'Carregando…',
  errorNetwork: 'Verifique a conexão e tente novamente.',
  errorTimeout: 'O serviço de gorjetas está demorando para responder. Tente novamente.',
  errorRefused: 'O serviço de gorjetas não aceitou a operação. Fale com um atendente.',
  errorService: 'O serviço de gorjetas teve um problema. Tente novamente.',

  noStaff: 'Não há ninguém para receber gorjeta.',
  proposalsFailedAll: 'Não foi possível carregar as gorjetas sugeridas. “Outro valor” e “Sem gorjeta” continuam disponíveis.',
  serviceOf: (amount) => `em um serviço de ${amount}`,

  tipGroup: 'Gorjeta',
  optionName: (first, second) => `${first}, ${second}`,
  optionFee: (fee) => `+ ${fee} de taxa`,
  optionTotal: (total) => `Total ${total}`,
  custom: 'Outro valor',
  noTip: 'Sem gorjeta',
  proposalsFailedFor: (name) => `Não foi possível carregar as gorjetas sugeridas para ${name}.`,
  customTipFor: (name) => `Valor da gorjeta para ${name}`,

  customTip: 'Valor da gorjeta',
  enterTip: 'Digite o valor da gorjeta.',
  tipNegative: 'A gorjeta não pode ser negativa.',
  tipDecimals: 'Use no máximo duas casas decimais.',
  tipTooLarge: 'Esse valor é alto demais.',
  tipInvalid: (example) => `Digite um valor, por exemplo ${example}.`,
  tipOtherCurrency: (currency) => `Digite o valor sem ${currency}.`,
  tipAmbiguous: (example) => `Este valor pode ser lido de duas formas. Digite-o, por exemplo, como ${example}.`,
  guardOverService: (amount) => `${amount} é mais do que o próprio serviço. Manter?`,
  guardLarge: (amount) => `${amount} é uma gorjeta muito alta. Manter?`,
  guardPending: (amount) => `Confirme a gorjeta de ${amount}.`,
  guardKeep: (amount) => `Manter ${amount}`,
  guardChange: 'Alterar',
  feeAndTotal: (fee, total) => `Taxa ${fee} · Total ${total}`,
  feeChecking: 'Calculando a taxa',
  feeFailed: 'Não foi possível obter a taxa.',

  subtotal: 'Subtotal',
  tipsList: 'Gorjetas',
  tipFor: (name) => `Gorjeta para ${name}`,
  chooseTip: 'Escolha a gorjeta',
  enterAmount: 'Digite um valor',
  fees: 'Taxas',
  feesCalculating: 'calculando…',
  serviceFee: 'Taxa de processamento',
  posFee: 'Taxa do estabelecimento',
  total: 'Total',
  quantity: (qty) => `${qty} ×`,
  quantityAt: (qty, price) => `${qty} × ${price}`,
  confirmTips: (count, total) => `${plural.select(count) === 'one' ? 'Confirmar gorjeta' : 'Confirmar gorjetas'} · ${total}`,
  continueWithoutTip: 'Continuar sem gorjeta',
  creating: 'Processando…',
  chooseTipFor: (names) => `Escolha a gorjeta de ${names}`,
  tipsAdded: (total) => `Gorjetas adicionadas. Total a pagar: ${total}.`,
  noTipAdded: 'Nenhuma gorjeta adicionada.',
  intentFailed: 'Não foi possível confirmar suas gorjetas. Nada foi cobrado.',
  amountsOutOfRange: 'Esses valores são grandes demais para serem somados. Confira a conta e as gorjetas.',
  optionFeeTotalFor: (fee, total, name) => `+ ${fee} de taxa, total ${total}, para ${name}`,
  optionFeeTotal: (fee, total) => `+ ${fee} de taxa, total ${total}`,
  optionFor: (name) => `para ${name}`,
  amountDecimals: (d) => {
    if (d === 0) return 'Use apenas valores inteiros, sem casas decimais.';
    const forms: Partial<Record<Intl.LDMLPluralRule, string>> = { one: 'Use no máximo uma casa decimal.', other: `Use no máximo ${d} casas decimais.` };
    return forms[new Intl.PluralRules('pt-BR').select(d)] ?? forms.other!;
  },

  teamName: (names) => `Equipe: ${names}`,
  teamSplitService: (count) => pluralize('pt-BR', count, { '=1': 'Outro valor vai integralmente para uma pessoa.', one: 'Outro valor é dividido entre # pessoa conforme o serviço.', many: 'Outro valor é dividido entre # de pessoas conforme o serviço.', other: 'Outro valor é dividido entre # pessoas conforme o serviço.' }),
  teamSplitEven: (count) => pluralize('pt-BR', count, { '=1': 'Outro valor vai integralmente para uma pessoa.', one: 'Outro valor é dividido igualmente entre # pessoa.', many: 'Outro valor é dividido igualmente entre # de pessoas.', other: 'Outro valor é dividido igualmente entre # pessoas.' }),
  teamTip: 'Gorjeta para a equipe',
  shareFor: (name) => `Parte de ${name}`,
  teamLeftOut: (names, count) => {
    const forms: Partial<Record<Intl.LDMLPluralRule, string>> = { one: `As gorjetas sugeridas não incluem ${names}, que não prestou serviço.`, other: `As gorjetas sugeridas não incluem ${names}, que não prestaram serviço.` };
    return forms[new Intl.PluralRules('pt-BR').select(count)] ?? forms.other!;
  },
  teamFeePerShare: 'Cada parte é paga como uma gorjeta separada, com taxa própria, então as taxas somam mais do que em uma única gorjeta.',
  shareNoService: (amount) => `${amount} (sem serviço)`,
  choicesCleared: 'As gorjetas escolhidas foram apagadas. Escolha de novo.',
};

export default messages;
