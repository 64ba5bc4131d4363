/**
 * Português (Brasil): the simulated Display tablet (a developer tool). The customer is addressed
 * with “você”, in the imperative Brazilian card machines use (“Aproxime, insira ou passe o
 * cartão”); the point of sale is “o caixa”, pairing is “parear”.
 */
import type { DeviceMessages } from '../../types.js';

const plural = new Intl.PluralRules('pt-BR');

const messages: DeviceMessages = {
  deviceTitle: 'Dispositivo de gorjetas',
  deviceShowCode: 'Digite este código no caixa',
  deviceCodeAnnounced: (code) => `Digite este código no caixa: ${code}`,
  devicePairLabel: 'Identificador exibido no caixa',
  devicePair: 'Parear',
  devicePairEmpty: 'Digite o identificador.',
  devicePairTaken: 'Outro dispositivo já usa este identificador.',
  deviceSyncedAs: (ids) => `Pareado como ${ids}`,
  deviceReady: 'Pronto para o próximo cliente',
  deviceApproved: 'Pagamento aprovado. Obrigado!',
  deviceCanceled: 'A cobrança foi cancelada.',
  deviceContinued: 'Obrigado! O pagamento será feito no caixa.',
  deviceQueued: (count) => (plural.select(count) === 'one' ? `Mais ${count} cobrança na fila` : `Mais ${count} cobranças na fila`),
  deviceWelcome: (name) => `Olá, ${name}`,
  deviceWelcomeAnonymous: 'Olá',
  deviceChooseTips: 'Escolha suas gorjetas',
  deviceTipIncluded: (name, amount) => `Gorjeta para ${name}: ${amount}, já incluída`,
  deviceReviewTips: 'Revisar gorjetas',
  deviceChangeTips: 'Alterar gorjetas',
  deviceContinue: 'Ir para o pagamento',
  deviceTotalAnnounced: (total) => `Total a pagar: ${total}`,
  deviceRestarted: 'A conta mudou. Escolha suas gorjetas novamente.',
  deviceWaiting: 'Obrigado! Aguarde um momento no caixa.',
  deviceCardPrompt: 'Aproxime, insira ou passe o cartão',
  deviceAmountDue: 'Valor a pagar',
  deviceCardAnnounced: (amount) => `Aproxime, insira ou passe o cartão. Valor a pagar: ${amount}`,
  deviceDeclined: (note) => `Pagamento recusado: ${note}`,
  deviceDeclinedWait: 'Aguarde um momento no caixa.',
};

export default messages;
