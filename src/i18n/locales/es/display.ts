/**
 * Español (neutral): Display mode. The tablet addresses the customer with «usted», as the
 * checkout does, and greets with «Hola», which needs no gender; the point of sale is «la caja».
 */
import type { DisplayMessages } from '../../display.js';

const messages: DisplayMessages = {
  pairingTitle: 'Vincular un dispositivo de propinas',
  pairingCodeLabel: 'Código que muestra el dispositivo',
  pairingCodeHint: 'Seis letras y números.',
  pairingCodeInvalid: 'Escriba las seis letras y números que muestra el dispositivo.',
  pairingActivate: 'Activar dispositivo',
  pairingActivating: 'Activando…',
  pairingUnknownCode: 'Ningún dispositivo muestra este código. Revíselo e inténtelo de nuevo.',
  pairingEnterOnDevice: 'Escriba este identificador en el dispositivo:',
  pairingCheck: 'Comprobar vinculación',
  pairingChecking: 'Comprobando…',
  pairingNotYet: 'El dispositivo aún no reconoce este identificador. Escríbalo en el dispositivo y vuelva a comprobarlo.',
  pairingDone: (id) => `El dispositivo ${id} está listo.`,
  pairingAgain: 'Vincular otro dispositivo',
};

export default messages;
