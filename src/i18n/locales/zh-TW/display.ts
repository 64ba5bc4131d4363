/**
 * 繁體中文 (Taiwan): Display mode, polite (請) and short, as the checkout is; a space sets Latin
 * identifiers apart. A device is 裝置, the point of sale 收銀機. No plural.
 */
import type { DisplayMessages } from '../../display.js';

const messages: DisplayMessages = {
  pairingTitle: '配對小費裝置',
  pairingCodeLabel: '裝置上顯示的代碼',
  pairingCodeHint: '6 個英文字母和數字。',
  pairingCodeInvalid: '請輸入裝置上顯示的 6 個英文字母和數字。',
  pairingActivate: '啟用裝置',
  pairingActivating: '啟用中…',
  pairingUnknownCode: '沒有裝置顯示此代碼。請核對後再試一次。',
  pairingEnterOnDevice: '請在裝置上輸入此識別碼：',
  pairingCheck: '檢查配對',
  pairingChecking: '檢查中…',
  pairingNotYet: '裝置尚未識別此識別碼。請先在裝置上輸入，再重新檢查。',
  pairingDone: (id) => `裝置 ${id} 已就緒。`,
  pairingAgain: '配對其他裝置',
};

export default messages;
