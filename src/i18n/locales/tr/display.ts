/**
 * Türkçe: Display mode, addressing staff with “siz”; the point of sale is “kasa sistemi”, pairing
 * is “eşleştirme”. Identifiers take no suffix.
 */
import type { DisplayMessages } from '../../display.js';

const messages: DisplayMessages = {
  pairingTitle: 'Bahşiş cihazı eşleştir',
  pairingCodeLabel: 'Cihazda gösterilen kod',
  pairingCodeHint: 'Altı harf ve rakam.',
  pairingCodeInvalid: 'Cihazda gösterilen altı harf ve rakamı girin.',
  pairingActivate: 'Cihazı etkinleştir',
  pairingActivating: 'Etkinleştiriliyor…',
  pairingUnknownCode: 'Bu kodu gösteren bir cihaz yok. Kodu kontrol edip tekrar deneyin.',
  pairingEnterOnDevice: 'Bu tanımlayıcıyı cihaza girin:',
  pairingCheck: 'Eşleştirmeyi kontrol et',
  pairingChecking: 'Kontrol ediliyor…',
  pairingNotYet: 'Cihaz bu tanımlayıcıyı henüz tanımıyor. Tanımlayıcıyı cihaza girin ve tekrar kontrol edin.',
  pairingDone: (id) => `Cihaz hazır: ${id}.`,
  pairingAgain: 'Başka bir cihaz eşleştir',
};

export default messages;
