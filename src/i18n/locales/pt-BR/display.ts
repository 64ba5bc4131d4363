/**
 * Português (Brasil): Display mode. The customer is addressed with “você”, in the imperative
 * Brazilian card machines use (“Aproxime, insira ou passe o cartão”); the point of sale is “o
 * caixa”, pairing is “parear”.
 */
import type { DisplayMessages } from '../../display.js';

const messages: DisplayMessages = {
  pairingTitle: 'Parear um dispositivo de gorjetas',
  pairingCodeLabel: 'Código exibido no dispositivo',
  pairingCodeHint: 'Seis letras e números.',
  pairingCodeInvalid: 'Digite as seis letras e números exibidos no dispositivo.',
  pairingActivate: 'Ativar dispositivo',
  pairingActivating: 'Ativando…',
  pairingUnknownCode: 'Nenhum dispositivo exibe este código. Confira e tente novamente.',
  pairingEnterOnDevice: 'Digite este identificador no dispositivo:',
  pairingCheck: 'Verificar pareamento',
  pairingChecking: 'Verificando…',
  pairingNotYet: 'O dispositivo ainda não reconhece este identificador. Digite-o no dispositivo e verifique novamente.',
  pairingDone: (id) => `O dispositivo ${id} está pronto.`,
  pairingAgain: 'Parear outro dispositivo',
};

export default messages;
