/** Português (Portugal): the customer-facing screen (tip-customer-screen) and the cashier's view of it (tip-station-status). */
import type { ScreenMessages } from '../../screen.js';

const messages: ScreenMessages = {
  screenWelcome: 'Bem-vindo',
  screenConnecting: 'A ligar…',
  screenPairCode: 'Introduza este código na caixa',
  screenCodeAnnounced: (code) => `Introduza este código na caixa: ${code}`,
  screenWaiting: 'Obrigado! O pagamento será feito na caixa.',
  screenThanks: 'Obrigado!',
  stationTitle: 'Ecrã do cliente',
  stationOnline: 'Ligado',
  stationOffline: 'Sem ligação',
  stationNoSale: 'Nenhuma venda no ecrã',
  stationWaiting: 'À espera do cliente',
  stationConfirmed: 'Gorjeta confirmada',
  stationSkipped: 'Sem gorjeta',
  stationNoChoice: 'Ainda não escolhida',
};

export default messages;
