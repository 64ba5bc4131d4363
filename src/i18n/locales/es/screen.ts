/** Español: the customer-facing screen (tip-customer-screen) and the cashier's view of it (tip-station-status). */
import type { ScreenMessages } from '../../screen.js';

const messages: ScreenMessages = {
  screenWelcome: 'Bienvenido',
  screenConnecting: 'Conectando…',
  screenPairCode: 'Escriba este código en la caja',
  screenCodeAnnounced: (code) => `Escriba este código en la caja: ${code}`,
  screenWaiting: '¡Gracias! Le cobraremos en caja.',
  screenThanks: '¡Gracias!',
  stationTitle: 'Pantalla del cliente',
  stationOnline: 'Conectada',
  stationOffline: 'Sin conexión',
  stationNoSale: 'Ninguna venta en pantalla',
  stationWaiting: 'Esperando al cliente',
  stationConfirmed: 'Propina confirmada',
  stationSkipped: 'Sin propina',
  stationNoChoice: 'Sin elegir',
};

export default messages;
