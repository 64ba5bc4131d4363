/**
 * Bahasa Indonesia: the customer is addressed with “Anda”; buttons are short imperatives (“Pilih”,
 * “Masukkan”), as Indonesian card terminals and apps use. “Tip” is Indonesian too (KBBI), the
 * word shops and ride apps use. No plural: “tip” is one tip or several.
 */
import type { CheckoutMessages } from '../../messages.js';
import { pluralize } from '../../plural.js';

const messages: CheckoutMessages = {
  retry: 'Coba lagi',
  loading: 'Memuat…',
  errorNetwork: 'Periksa koneksi, lalu coba lagi.',
  errorTimeout: 'Layanan tip terlalu lama merespons. Coba lagi.',
  errorRefused: 'Layanan tip tidak menerima permintaan ini. Silakan hubungi staf kami.',
  errorService: 'Layanan tip mengalami masalah. Coba lagi.',

  noStaff: 'Tidak ada staf yang bisa diberi tip.',
  proposalsFailedAll: 'Saran tip tidak dapat dimuat. “Jumlah lain” dan “Tanpa tip” tetap bisa dipilih.',
  serviceOf: (amount) => `untuk layanan ${amount}`,

  tipGroup: 'Tip',
  optionName: (first, second) => `${first}, ${second}`,
  optionFee: (fee) => `+ biaya ${fee}`,
  optionTotal: (total) => `Total ${total}`,
  custom: 'Jumlah lain',
  noTip: 'Tanpa tip',
  proposalsFailedFor: (name) => `Saran tip untuk ${name} tidak dapat dimuat.`,
  customTipFor: (name) => `Jumlah tip untuk ${name}`,

  customTip: 'Jumlah tip',
  enterTip: 'Masukkan jumlah tip.',
  tipNegative: 'Tip tidak boleh negatif.',
  tipDecimals: 'Gunakan paling banyak dua angka desimal.',
  tipTooLarge: 'Jumlah itu terlalu besar.',
  tipInvalid: (example) => `Masukkan jumlah, misalnya ${example}.`,
  tipOtherCurrency: (currency) => `Masukkan jumlah tanpa ${currency}.`,
  tipAmbiguous: (example) => `Jumlah ini dapat dibaca dengan dua cara. Masukkan seperti ${example}.`,
  guardOverService: (amount) => `${amount} — lebih besar dari biaya layanannya. Tetap pakai?`,
  guardLarge: (amount) => `${amount} — tip yang sangat besar. Tetap pakai?`,
  guardPending: (amount) => `Konfirmasi tip sebesar ${amount}.`,
  guardKeep: (amount) => `Tetap ${amount}`,
  guardChange: 'Ubah',
  feeAndTotal: (fee, total) => `Biaya ${fee} · Total ${total}`,
  feeChecking: 'Memeriksa biaya',
  feeFailed: 'Biaya tidak dapat diambil.',

  subtotal: 'Subtotal',
  tipsList: 'Tip',
  tipFor: (name) => `Tip untuk ${name}`,
  chooseTip: 'Pilih tip',
  enterAmount: 'Masukkan jumlah',
  fees: 'Biaya',
  feesCalculating: 'menghitung…',
  serviceFee: 'Biaya pemrosesan',
  posFee: 'Biaya POS',
  total: 'Total',
  quantity: (qty) => `${qty} ×`,
  quantityAt: (qty, price) => `${qty} × ${price}`,
  confirmTips: (_count, total) => `Konfirmasi tip · ${total}`,
  continueWithoutTip: 'Lanjut tanpa tip',
  creating: 'Memproses…',
  chooseTipFor: (names) => `Pilih tip untuk ${names}`,
  tipsAdded: (total) => `Tip ditambahkan. Total yang harus dibayar ${total}.`,
  noTipAdded: 'Tidak ada tip yang ditambahkan.',
  intentFailed: 'Tip Anda tidak dapat dikonfirmasi. Tidak ada dana yang ditagih.',
  amountsOutOfRange: 'Jumlah ini terlalu besar untuk dijumlahkan. Periksa tagihan dan tipnya.',
  optionFeeTotalFor: (fee, total, name) => `+ biaya ${fee}, total ${total}, untuk ${name}`,
  optionFeeTotal: (fee, total) => `+ biaya ${fee}, total ${total}`,
  optionFor: (name) => `untuk ${name}`,
  amountDecimals: (d) => (d === 0 ? 'Masukkan jumlah bulat saja, tanpa desimal.' : `Gunakan paling banyak ${d} angka desimal.`),

  teamName: (names) => `Tim: ${names}`,
  teamSplitService: (count) => pluralize('id', count, { '=1': 'Jumlah lain diberikan seluruhnya kepada satu orang.', other: 'Jumlah lain dibagi kepada # orang sesuai layanan masing-masing.' }),
  teamSplitEven: (count) => pluralize('id', count, { '=1': 'Jumlah lain diberikan seluruhnya kepada satu orang.', other: 'Jumlah lain dibagi rata kepada # orang.' }),
  teamTip: 'Tip untuk tim',
  shareFor: (name) => `Bagian ${name}`,
  teamLeftOut: (names) => `Tip yang disarankan tidak mencakup ${names}, karena tidak memberikan layanan.`,
  teamFeePerShare: 'Setiap bagian dibayar sebagai tip tersendiri dengan biayanya sendiri, sehingga total biayanya lebih besar daripada satu tip.',
  shareNoService: (amount) => `${amount} (tanpa layanan)`,
  choicesCleared: 'Pilihan tip telah dihapus. Silakan pilih lagi.',
};

export default messages;
