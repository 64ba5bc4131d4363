/**
 * Português (Portugal): the simulated Display tablet (a developer tool), in the checkout's polite
 * third person and the words Portuguese card terminals use (“Aproxime, insira ou passe o
 * cartão”); the point of sale is “a caixa”, pairing is “emparelhar”.
 */
import type { DeviceMessages } from '../../types.js';

const plural = new Intl.PluralRules('pt-PT');

const messages: DeviceMessages = {
  deviceTitle: 'Dispositivo de gorjetas',
  deviceShowCode: 'Introduza este código na caixa',
  deviceCodeAnnounced: (code) => `Introduza este código na caixa: ${code}`,
  devicePairLabel: 'Identificador apresentado na caixa',
  devicePair: 'Emparelhar',
  devicePairEmpty: 'Introduza o identificador.',
  devicePairTaken: 'Outro dispositivo já utiliza este identificador.',
  deviceSyncedAs: (ids) => `Emparelhado como ${ids}`,
  deviceReady: 'Pronto para o próximo cliente',
  deviceApproved: 'Pagamento aprovado. Obrigado!',
  deviceCanceled: 'A compra foi cancelada.',
  deviceContinued: 'Obrigado! O pagamento será feito na caixa.',
  deviceQueued: (count) => (plural.select(count) === 'one' ? `Mais ${count} compra em espera` : `Mais ${count} compras em espera`),
  deviceWelcome: (name) => `Olá, ${name}`,
  deviceWelcomeAnonymous: 'Olá',
  deviceChooseTips: 'Escolha as gorjetas',
  deviceTipIncluded: (name, amount) => `Gorjeta para ${name}: ${amount}, já incluída`,
  deviceReviewTips: 'Rever gorjetas',
  deviceChangeTips: 'Alterar gorjetas',
  deviceContinue: 'Avançar para o pagamento',
  deviceTotalAnnounced: (total) => `Total a pagar: ${total}`,
  deviceRestarted: 'A conta mudou. Escolha novamente as gorjetas.',
  deviceWaiting: 'Obrigado! Aguarde um momento na caixa.',
  deviceCardPrompt: 'Aproxime, insira ou passe o cartão',
  deviceAmountDue: 'Valor a pagar',
  deviceCardAnnounced: (amount) => `Aproxime, insira ou passe o cartão. Valor a pagar: ${amount}`,
  deviceDeclined: (note) => `Pagamento recusado: ${note}`,
  deviceDeclinedWait: 'Aguarde um momento na caixa.',
};

export default messages;
