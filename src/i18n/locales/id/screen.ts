/** Bahasa Indonesia: the customer-facing screen (tip-customer-screen) and the cashier's view of it (tip-station-status). */
import type { ScreenMessages } from '../../screen.js';

const messages: ScreenMessages = {
  screenWelcome: 'Selamat datang',
  screenConnecting: 'Menghubungkan…',
  screenPairCode: 'Masukkan kode ini di kasir',
  screenCodeAnnounced: (code) => `Masukkan kode ini di kasir: ${code}`,
  screenWaiting: 'Terima kasih! Silakan bayar di kasir.',
  screenThanks: 'Terima kasih!',
  stationTitle: 'Layar pelanggan',
  stationOnline: 'Terhubung',
  stationOffline: 'Tidak terhubung',
  stationNoSale: 'Tidak ada penjualan di layar',
  stationWaiting: 'Menunggu pelanggan',
  stationConfirmed: 'Tip dikonfirmasi',
  stationSkipped: 'Tanpa tip',
  stationNoChoice: 'Belum dipilih',
};

export default messages;
