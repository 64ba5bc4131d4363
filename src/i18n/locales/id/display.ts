/**
 * Bahasa Indonesia: Display mode, for the staff at the point of sale (“kasir”), in the checkout's
 * short imperatives.
 */
import type { DisplayMessages } from '../../display.js';

const messages: DisplayMessages = {
  pairingTitle: 'Sambungkan perangkat tip',
  pairingCodeLabel: 'Kode yang tampil di perangkat',
  pairingCodeHint: 'Enam huruf dan angka.',
  pairingCodeInvalid: 'Masukkan enam huruf dan angka yang tampil di perangkat.',
  pairingActivate: 'Aktifkan perangkat',
  pairingActivating: 'Mengaktifkan…',
  pairingUnknownCode: 'Tidak ada perangkat yang menampilkan kode ini. Periksa lalu coba lagi.',
  pairingEnterOnDevice: 'Masukkan ID ini di perangkat:',
  pairingCheck: 'Periksa sambungan',
  pairingChecking: 'Memeriksa…',
  pairingNotYet: 'Perangkat belum mengenali ID ini. Masukkan di perangkat, lalu periksa lagi.',
  pairingDone: (id) => `Perangkat ${id} siap digunakan.`,
  pairingAgain: 'Sambungkan perangkat lain',
};

export default messages;
