/** Español (neutral, for Spain and the Americas): the customer is addressed with «usted». */
import type { CheckoutMessages } from '../../messages.js';
import { pluralize } from '../../plural.js';

const plural = new Intl.PluralRules('es');

const messages: CheckoutMessages = {
  retry: 'Reintentar',
  loading: 'Cargando…',
  errorNetwork: 'Revise la conexión e inténtelo de nuevo.',
  errorTimeout: 'El servicio de propinas está tardando demasiado. Inténtelo de nuevo.',
  errorRefused: 'El servicio de propinas no aceptó la operación. Consulte con el personal.',
  errorService: 'El servicio de propinas tuvo un problema. Inténtelo de nuevo.',

  noStaff: 'No hay personal a quien dar propina.',
  proposalsFailedAll: 'No se pudieron cargar las propinas sugeridas. Puede elegir «Otra cantidad» o «Sin propina».',
  serviceOf: (amount) => `por un servicio de ${amount}`,

  tipGroup: 'Propina',
  optionName: (first, second) => `${first}, ${second}`,
  optionFee: (fee) => `+ ${fee} de comisión`,
  optionTotal: (total) => `Total ${total}`,
  custom: 'Otra cantidad',
  noTip: 'Sin propina',
  proposalsFailedFor: (name) => `No se pudieron cargar las propinas sugeridas para ${name}.`,
  customTipFor: (name) => `Cantidad de propina para ${name}`,

  customTip: 'Cantidad de propina',
  enterTip: 'Escriba la cantidad de la propina.',
  tipNegative: 'La propina no puede ser negativa.',
  tipDecimals: 'Use como máximo dos decimales.',
  tipTooLarge: 'La cantidad es demasiado alta.',
  tipInvalid: (example) => `Escriba una cantidad, por ejemplo ${example}.`,
  tipOtherCurrency: (currency) => `Escriba la cantidad sin ${currency}.`,
  tipAmbiguous: (example) => `Esta cantidad se puede leer de dos maneras. Escríbala, por ejemplo, como ${example}.`,
  guardOverService: (amount) => `${amount} es más que el propio servicio. ¿Lo mantiene?`,
  guardLarge: (amount) => `${amount} es una propina muy alta. ¿La mantiene?`,
  guardPending: (amount) => `Confirme la propina de ${amount}.`,
  guardKeep: (amount) => `Mantener ${amount}`,
  guardChange: 'Cambiar',
  feeAndTotal: (fee, total) => `Comisión ${fee} · Total ${total}`,
  feeChecking: 'Calculando la comisión',
  feeFailed: 'No se pudo obtener la comisión.',

  subtotal: 'Subtotal',
  tipsList: 'Propinas',
  tipFor: (name) => `Propina para ${name}`,
  chooseTip: 'Elija una propina',
  enterAmount: 'Escriba una cantidad',
  fees: 'Comisiones',
  feesCalculating: 'calculando…',
  serviceFee: 'Comisión de procesamiento',
  posFee: 'Comisión del establecimiento',
  total: 'Total',
  quantity: (qty) => `${qty} ×`,
  quantityAt: (qty, price) => `${qty} × ${price}`,
  confirmTips: (count, total) => `Confirmar ${plural.select(count) === 'one' ? 'propina' : 'propinas'} · ${total}`,
  continueWithoutTip: 'Continuar sin propina',
  creating: 'Procesando…',
  chooseTipFor: (names) => `Elija una propina para ${names}`,
  tipsAdded: (total) => `Propinas incluidas. Total a pagar: ${total}.`,
  noTipAdded: 'No se incluyó ninguna propina.',
  intentFailed: 'No se pudieron confirmar las propinas. No se ha cobrado nada.',
  amountsOutOfRange: 'Estos importes son demasiado grandes para sumarlos. Revisa la cuenta y las propinas.',
  optionFeeTotalFor: (fee, total, name) => `+ ${fee} de comisión, total ${total}, para ${name}`,
  optionFeeTotal: (fee, total) => `+ ${fee} de comisión, total ${total}`,
  optionFor: (name) => `para ${name}`,
  amountDecimals: (d) => {
    if (d === 0) return 'Use solo importes enteros, sin decimales.';
    const forms: Partial<Record<Intl.LDMLPluralRule, string>> = { one: 'Use como máximo un decimal.', other: `Use como máximo ${d} decimales.` };
    return forms[new Intl.PluralRules('es').select(d)] ?? forms.other!;
  },

  teamName: (names) => `Equipo: ${names}`,
  teamSplitService: (count) => pluralize('es', count, { '=1': 'Otra cantidad va íntegra a una sola persona.', many: 'Otra cantidad se reparte entre # de personas según su servicio.', other: 'Otra cantidad se reparte entre # personas según su servicio.' }),
  teamSplitEven: (count) => pluralize('es', count, { '=1': 'Otra cantidad va íntegra a una sola persona.', many: 'Otra cantidad se reparte a partes iguales entre # de personas.', other: 'Otra cantidad se reparte a partes iguales entre # personas.' }),
  teamTip: 'Propina para el equipo',
  shareFor: (name) => `Parte de ${name}`,
  teamLeftOut: (names, count) => {
    const forms: Partial<Record<Intl.LDMLPluralRule, string>> = { one: `Las propinas sugeridas no incluyen a ${names}, que no prestó ningún servicio.`, other: `Las propinas sugeridas no incluyen a ${names}, que no prestaron ningún servicio.` };
    return forms[new Intl.PluralRules('es').select(count)] ?? forms.other!;
  },
  teamFeePerShare: 'Cada parte se paga como una propina independiente, con su propia comisión, así que las comisiones suman más que con una sola propina.',
  shareNoService: (amount) => `${amount} (sin servicio)`,
  choicesCleared: 'Se han borrado las propinas elegidas. Vuelva a elegir, por favor.',
};

export default messages;
