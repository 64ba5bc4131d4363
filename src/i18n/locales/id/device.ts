/**
 * Bahasa Indonesia: the simulated Display tablet (a developer tool), with “Anda” and the words
 * Indonesian card terminals use (“Tempelkan, masukkan, atau gesek kartu”). The point of sale is
 * “kasir”. No plural.
 */
import type { DeviceMessages } from '../../types.js';

const messages: DeviceMessages = {
  deviceTitle: 'Perangkat tip',
  deviceShowCode: 'Masukkan kode ini di kasir',
  deviceCodeAnnounced: (code) => `Masukkan kode ini di kasir: ${code}`,
  devicePairLabel: 'ID yang tampil di kasir',
  devicePair: 'Sambungkan',
  devicePairEmpty: 'Masukkan ID.',
  devicePairTaken: 'ID ini sudah dipakai perangkat lain.',
  deviceSyncedAs: (ids) => `Tersambung sebagai ${ids}`,
  deviceReady: 'Siap untuk pelanggan berikutnya',
  deviceApproved: 'Pembayaran disetujui. Terima kasih!',
  deviceCanceled: 'Transaksi dibatalkan.',
  deviceContinued: 'Terima kasih! Silakan bayar di kasir.',
  deviceQueued: (count) => `${count} transaksi lagi menunggu`,
  deviceWelcome: (name) => `Selamat datang, ${name}`,
  deviceWelcomeAnonymous: 'Selamat datang',
  deviceChooseTips: 'Pilih tip Anda',
  deviceTipIncluded: (name, amount) => `Tip untuk ${name}: ${amount}, sudah termasuk`,
  deviceReviewTips: 'Periksa tip',
  deviceChangeTips: 'Ubah tip',
  deviceContinue: 'Lanjut ke pembayaran',
  deviceTotalAnnounced: (total) => `Total yang harus dibayar: ${total}`,
  deviceRestarted: 'Tagihan berubah. Silakan pilih tip lagi.',
  deviceWaiting: 'Terima kasih! Mohon tunggu kasir.',
  deviceCardPrompt: 'Tempelkan, masukkan, atau gesek kartu Anda',
  deviceAmountDue: 'Jumlah yang harus dibayar',
  deviceCardAnnounced: (amount) => `Tempelkan, masukkan, atau gesek kartu Anda. Jumlah yang harus dibayar: ${amount}`,
  deviceDeclined: (note) => `Pembayaran ditolak: ${note}`,
  deviceDeclinedWait: 'Mohon tunggu kasir.',
};

export default messages;
