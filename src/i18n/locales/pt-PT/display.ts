/**
 * Português (Portugal): Display mode, in the checkout's polite third person; the point of sale is
 * “a caixa”, pairing is “emparelhar”, as Portuguese phones say.
 */
import type { DisplayMessages } from '../../display.js';

const messages: DisplayMessages = {
  pairingTitle: 'Emparelhar um dispositivo de gorjetas',
  pairingCodeLabel: 'Código apresentado no dispositivo',
  pairingCodeHint: 'Seis letras e algarismos.',
  pairingCodeInvalid: 'Introduza as seis letras e algarismos apresentados no dispositivo.',
  pairingActivate: 'Ativar dispositivo',
  pairingActivating: 'A ativar…',
  pairingUnknownCode: 'Nenhum dispositivo apresenta este código. Verifique-o e tente novamente.',
  pairingEnterOnDevice: 'Introduza este identificador no dispositivo:',
  pairingCheck: 'Verificar emparelhamento',
  pairingChecking: 'A verificar…',
  pairingNotYet: 'O dispositivo ainda não reconhece este identificador. Introduza-o no dispositivo e volte a verificar.',
  pairingDone: (id) => `O dispositivo ${id} está pronto.`,
  pairingAgain: 'Emparelhar outro dispositivo',
};

export default messages;
