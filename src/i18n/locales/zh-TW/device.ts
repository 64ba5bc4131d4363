/**
 * 繁體中文 (Taiwan): the simulated Display tablet (a developer tool), polite (請、您) and in the
 * words Taiwan's card terminals use (感應、插卡或刷卡); a space sets Latin names, identifiers and
 * amounts apart. The point of sale is 收銀機, the counter 櫃檯. No plural: a count takes 筆.
 */
import type { DeviceMessages } from '../../types.js';

const messages: DeviceMessages = {
  deviceTitle: '小費裝置',
  deviceShowCode: '請在收銀機輸入此代碼',
  deviceCodeAnnounced: (code) => `請在收銀機輸入此代碼：${code}`,
  devicePairLabel: '收銀機上顯示的識別碼',
  devicePair: '配對',
  devicePairEmpty: '請輸入識別碼。',
  devicePairTaken: '此識別碼已被其他裝置使用。',
  deviceSyncedAs: (ids) => `已配對為 ${ids}`,
  deviceReady: '等待下一位顧客',
  deviceApproved: '付款成功，謝謝！',
  deviceCanceled: '本次結帳已取消。',
  deviceContinued: '謝謝！請至櫃檯付款。',
  deviceQueued: (count) => `還有 ${count} 筆結帳等待中`,
  deviceWelcome: (name) => `${name}，歡迎光臨`,
  deviceWelcomeAnonymous: '歡迎光臨',
  deviceChooseTips: '請選擇小費',
  deviceTipIncluded: (name, amount) => `給 ${name} 的小費：${amount}（已包含）`,
  deviceReviewTips: '檢視小費',
  deviceChangeTips: '修改小費',
  deviceContinue: '前往付款',
  deviceTotalAnnounced: (total) => `應付總額 ${total}`,
  deviceRestarted: '帳單已變更，請重新選擇小費。',
  deviceWaiting: '謝謝！請稍候，收銀人員馬上為您服務。',
  deviceCardPrompt: '請感應、插卡或刷卡',
  deviceAmountDue: '應付金額',
  deviceCardAnnounced: (amount) => `請感應、插卡或刷卡。應付金額 ${amount}`,
  deviceDeclined: (note) => `付款遭拒：${note}`,
  deviceDeclinedWait: '請稍候，收銀人員馬上為您服務。',
};

export default messages;
