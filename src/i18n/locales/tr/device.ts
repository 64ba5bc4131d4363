/**
 * Türkçe: the simulated Display tablet (a developer tool), in the words Turkish card terminals use
 * (“Kartınızı yaklaştırın, takın veya geçirin”); the point of sale is “kasa”, pairing is
 * “eşleştirme”. After a numeral the noun stays singular (“2 alışveriş”), so the queue has one form.
 */
import type { DeviceMessages } from '../../types.js';

const messages: DeviceMessages = {
  deviceTitle: 'Bahşiş cihazı',
  deviceShowCode: 'Bu kodu kasa sistemine girin',
  deviceCodeAnnounced: (code) => `Bu kodu kasa sistemine girin: ${code}`,
  devicePairLabel: 'Kasa sisteminde gösterilen tanımlayıcı',
  devicePair: 'Eşleştir',
  devicePairEmpty: 'Tanımlayıcıyı girin.',
  devicePairTaken: 'Bu tanımlayıcıyı başka bir cihaz kullanıyor.',
  deviceSyncedAs: (ids) => `Eşleştirildi: ${ids}`,
  deviceReady: 'Sıradaki müşteriye hazır',
  deviceApproved: 'Ödeme onaylandı. Teşekkür ederiz!',
  deviceCanceled: 'Alışveriş iptal edildi.',
  deviceContinued: 'Teşekkür ederiz! Ödemenizi kasada yapabilirsiniz.',
  deviceQueued: (count) => `${count} alışveriş daha bekliyor`,
  deviceWelcome: (name) => `Hoş geldiniz, ${name}`,
  deviceWelcomeAnonymous: 'Hoş geldiniz',
  deviceChooseTips: 'Bahşişlerinizi seçin',
  deviceTipIncluded: (name, amount) => `${name} için bahşiş: ${amount}, dahil`,
  deviceReviewTips: 'Bahşişleri gözden geçir',
  deviceChangeTips: 'Bahşişleri değiştir',
  deviceContinue: 'Ödemeye geç',
  deviceTotalAnnounced: (total) => `Ödenecek toplam: ${total}`,
  deviceRestarted: 'Hesap değişti. Lütfen bahşişlerinizi yeniden seçin.',
  deviceWaiting: 'Teşekkür ederiz! Lütfen kasiyeri bekleyin.',
  deviceCardPrompt: 'Kartınızı yaklaştırın, takın veya geçirin',
  deviceAmountDue: 'Ödenecek tutar',
  deviceCardAnnounced: (amount) => `Kartınızı yaklaştırın, takın veya geçirin. Ödenecek tutar: ${amount}`,
  deviceDeclined: (note) => `Ödeme reddedildi: ${note}`,
  deviceDeclinedWait: 'Lütfen kasiyeri bekleyin.',
};

export default messages;
