/** Türkçe: the customer-facing screen (tip-customer-screen) and the cashier's view of it (tip-station-status). */
import type { ScreenMessages } from '../../screen.js';

const messages: ScreenMessages = {
  screenWelcome: 'Hoş geldiniz',
  screenConnecting: 'Bağlanıyor…',
  screenPairCode: 'Bu kodu kasada girin',
  screenCodeAnnounced: (code) => `Bu kodu kasada girin: ${code}`,
  screenWaiting: 'Teşekkür ederiz! Ödemenizi kasada yapabilirsiniz.',
  screenThanks: 'Teşekkür ederiz!',
  stationTitle: 'Müşteri ekranı',
  stationOnline: 'Bağlı',
  stationOffline: 'Bağlı değil',
  stationNoSale: 'Ekranda satış yok',
  stationWaiting: 'Müşteri bekleniyor',
  stationConfirmed: 'Bahşiş onaylandı',
  stationSkipped: 'Bahşiş yok',
  stationNoChoice: 'Henüz seçilmedi',
};

export default messages;
