/**
 * Español (neutral): the simulated Display tablet (a developer tool). The tablet addresses the
 * customer with «usted», as the checkout does, and greets with «Hola», which needs no gender; the
 * point of sale is «la caja».
 */
import type { DeviceMessages } from '../../types.js';

const plural = new Intl.PluralRules('es');

const messages: DeviceMessages = {
  deviceTitle: 'Dispositivo de propinas',
  deviceShowCode: 'Escriba este código en la caja',
  deviceCodeAnnounced: (code) => `Escriba este código en la caja: ${code}`,
  devicePairLabel: 'Identificador que muestra la caja',
  devicePair: 'Vincular',
  devicePairEmpty: 'Escriba el identificador.',
  devicePairTaken: 'Otro dispositivo ya usa este identificador.',
  deviceSyncedAs: (ids) => `Vinculado como ${ids}`,
  deviceReady: 'Listo para el siguiente cliente',
  deviceApproved: 'Pago aprobado. ¡Gracias!',
  deviceCanceled: 'Se canceló el cobro.',
  deviceContinued: '¡Gracias! Le cobraremos en caja.',
  deviceQueued: (count) => (plural.select(count) === 'one' ? `${count} cobro más en espera` : `${count} cobros más en espera`),
  deviceWelcome: (name) => `Hola, ${name}`,
  deviceWelcomeAnonymous: 'Hola',
  deviceChooseTips: 'Elija sus propinas',
  deviceTipIncluded: (name, amount) => `Propina para ${name}: ${amount}, ya incluida`,
  deviceReviewTips: 'Revisar propinas',
  deviceChangeTips: 'Cambiar propinas',
  deviceContinue: 'Continuar al pago',
  deviceTotalAnnounced: (total) => `Total a pagar: ${total}`,
  deviceRestarted: 'La cuenta ha cambiado. Elija sus propinas de nuevo, por favor.',
  deviceWaiting: '¡Gracias! Espere un momento; le atenderán en caja.',
  deviceCardPrompt: 'Acerque, inserte o deslice su tarjeta',
  deviceAmountDue: 'Total a pagar',
  deviceCardAnnounced: (amount) => `Acerque, inserte o deslice su tarjeta. Total a pagar: ${amount}`,
  deviceDeclined: (note) => `Pago rechazado: ${note}`,
  deviceDeclinedWait: 'Espere un momento; le atenderán en caja.',
};

export default messages;
