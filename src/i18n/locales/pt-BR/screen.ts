/** Português (Brasil): the customer-facing screen (tip-customer-screen) and the cashier's view of it (tip-station-status). */
import type { ScreenMessages } from '../../screen.js';

const messages: ScreenMessages = {
  screenWelcome: 'Bem-vindo',
  screenConnecting: 'Conectando…',
  screenPairCode: 'Digite este código no caixa',
  screenCodeAnnounced: (code) => `Digite este código no caixa: ${code}`,
  screenWaiting: 'Obrigado! O pagamento será feito no caixa.',
  screenThanks: 'Obrigado!',
  stationTitle: 'Tela do cliente',
  stationOnline: 'Conectada',
  stationOffline: 'Desconectada',
  stationNoSale: 'Nenhuma venda na tela',
  stationWaiting: 'Aguardando o cliente',
  stationConfirmed: 'Gorjeta confirmada',
  stationSkipped: 'Sem gorjeta',
  stationNoChoice: 'Ainda não escolhida',
};

export default messages;
