/**
 * Türkçe: the customer is addressed with “siz”, as Turkish shops and terminals do. Names and
 * amounts take no suffix: they stand before “için” or after a colon.
 */
import type { CheckoutMessages } from '../../messages.js';
import { pluralize } from '../../plural.js';

const plural = new Intl.PluralRules('tr');

const messages: CheckoutMessages = {
  retry: 'Tekrar dene',
  loading: 'Yükleniyor…',
  errorNetwork: 'Bağlantıyı kontrol edip tekrar deneyin.',
  errorTimeout: 'Bahşiş hizmeti çok uzun sürüyor. Tekrar deneyin.',
  errorRefused: 'Bahşiş hizmeti bu işlemi kabul etmedi. Bir görevliye danışın.',
  errorService: 'Bahşiş hizmetinde bir sorun oluştu. Tekrar deneyin.',

  noStaff: 'Bahşiş verilecek kimse yok.',
  proposalsFailedAll: 'Önerilen bahşişler yüklenemedi. “Başka tutar” ve “Bahşiş yok” seçenekleri yine de kullanılabilir.',
  serviceOf: (amount) => `hizmet tutarı ${amount}`,

  tipGroup: 'Bahşiş',
  optionName: (first, second) => `${first}, ${second}`,
  optionFee: (fee) => `+ ${fee} işlem ücreti`,
  optionTotal: (total) => `Toplam ${total}`,
  custom: 'Başka tutar',
  noTip: 'Bahşiş yok',
  proposalsFailedFor: (name) => `${name} için önerilen bahşişler yüklenemedi.`,
  customTipFor: (name) => `${name} için bahşiş tutarı`,

  customTip: 'Bahşiş tutarı',
  enterTip: 'Bir bahşiş tutarı girin.',
  tipNegative: 'Bahşiş negatif olamaz.',
  tipDecimals: 'En fazla iki ondalık basamak kullanın.',
  tipTooLarge: 'Bu tutar çok yüksek.',
  tipInvalid: (example) => `Bir tutar girin, örneğin ${example}.`,
  tipOtherCurrency: (currency) => `Tutarı ${currency} olmadan girin.`,
  tipAmbiguous: (example) => `Bu tutar iki şekilde okunabilir. Örneğin ${example} şeklinde girin.`,
  guardOverService: (amount) => `${amount}: hizmetin kendisinden fazla. Bu tutar kalsın mı?`,
  guardLarge: (amount) => `${amount}: çok yüksek bir bahşiş. Bu tutar kalsın mı?`,
  guardPending: (amount) => `Bahşişi onaylayın: ${amount}.`,
  guardKeep: (amount) => `${amount} kalsın`,
  guardChange: 'Değiştir',
  feeAndTotal: (fee, total) => `İşlem ücreti ${fee} · Toplam ${total}`,
  feeChecking: 'İşlem ücreti kontrol ediliyor',
  feeFailed: 'İşlem ücreti alınamadı.',

  subtotal: 'Ara toplam',
  tipsList: 'Bahşişler',
  tipFor: (name) => `${name} için bahşiş`,
  chooseTip: 'Bahşiş seçin',
  enterAmount: 'Tutar girin',
  fees: 'İşlem ücretleri',
  feesCalculating: 'hesaplanıyor…',
  serviceFee: 'İşlem ücreti',
  posFee: 'Satış noktası ücreti',
  total: 'Toplam',
  quantity: (qty) => `${qty} ×`,
  quantityAt: (qty, price) => `${qty} × ${price}`,
  confirmTips: (count, total) => `${plural.select(count) === 'one' ? 'Bahşişi onayla' : 'Bahşişleri onayla'} · ${total}`,
  continueWithoutTip: 'Bahşiş vermeden devam et',
  creating: 'Onaylanıyor…',
  chooseTipFor: (names) => `Bahşiş seçilmesi gerekenler: ${names}`,
  tipsAdded: (total) => `Bahşişler eklendi. Ödenecek toplam: ${total}.`,
  noTipAdded: 'Bahşiş eklenmedi.',
  intentFailed: 'Bahşişleriniz onaylanamadı. Sizden hiçbir ödeme alınmadı.',
  amountsOutOfRange: 'Bu tutarlar toplanamayacak kadar büyük. Hesabı ve bahşişleri kontrol edin.',
  optionFeeTotalFor: (fee, total, name) => `+ ${fee} işlem ücreti, toplam ${total}, ${name} için`,
  optionFeeTotal: (fee, total) => `+ ${fee} işlem ücreti, toplam ${total}`,
  optionFor: (name) => `${name} için`,
  amountDecimals: (d) => {
    if (d === 0) return 'Yalnızca tam tutar girin, ondalık kullanmayın.';
    const forms: Partial<Record<Intl.LDMLPluralRule, string>> = { one: 'En fazla bir ondalık basamak kullanın.', other: `En fazla ${d} ondalık basamak kullanın.` };
    return forms[new Intl.PluralRules('tr').select(d)] ?? forms.other!;
  },

  teamName: (names) => `Ekip: ${names}`,
  teamSplitService: (count) => pluralize('tr', count, { '=1': 'Başka bir tutar tümüyle tek kişiye gider.', other: 'Başka bir tutar hizmete göre # kişi arasında paylaştırılır.' }),
  teamSplitEven: (count) => pluralize('tr', count, { '=1': 'Başka bir tutar tümüyle tek kişiye gider.', other: 'Başka bir tutar # kişi arasında eşit paylaştırılır.' }),
  teamTip: 'Ekip için bahşiş',
  shareFor: (name) => `Pay: ${name}`,
  teamLeftOut: (names) => `Önerilen bahşişlere ${names} dahil değil; hizmet vermedi.`,
  teamFeePerShare: 'Her pay kendi işlem ücretiyle ayrı bir bahşiş olarak ödenir; bu nedenle toplam işlem ücreti tek bir bahşişe göre daha yüksektir.',
  shareNoService: (amount) => `${amount} (hizmet yok)`,
  choicesCleared: 'Bahşiş seçimleri temizlendi. Lütfen yeniden seçin.',
};

export default messages;
