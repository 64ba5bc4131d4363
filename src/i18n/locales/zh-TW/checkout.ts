/**
 * 繁體中文 (Taiwan): polite (請、您) and short, in Taiwan's words (載入, 網路, 手續費, 結帳) and
 * full-width punctuation with 「」 quotes; a space sets Latin names and amounts apart. No plural.
 */
import type { CheckoutMessages } from '../../messages.js';
import { pluralize } from '../../plural.js';

const messages: CheckoutMessages = {
  retry: '重試',
  loading: '載入中…',
  errorNetwork: '請檢查網路連線後再試一次。',
  errorTimeout: '小費服務回應逾時，請再試一次。',
  errorRefused: '小費服務未接受此操作，請洽詢服務人員。',
  errorService: '小費服務發生問題，請再試一次。',

  noStaff: '目前沒有可給小費的服務人員。',
  proposalsFailedAll: '無法載入建議小費。您仍可選擇「其他金額」或「不給小費」。',
  serviceOf: (amount) => `服務金額 ${amount}`,

  tipGroup: '小費',
  optionName: (first, second) => `${first}，${second}`,
  optionFee: (fee) => `+ 手續費 ${fee}`,
  optionTotal: (total) => `總計 ${total}`,
  custom: '其他金額',
  noTip: '不給小費',
  proposalsFailedFor: (name) => `無法載入 ${name} 的建議小費。`,
  customTipFor: (name) => `給 ${name} 的小費金額`,

  customTip: '小費金額',
  enterTip: '請輸入小費金額。',
  tipNegative: '小費不能是負數。',
  tipDecimals: '小數最多兩位。',
  tipTooLarge: '金額過大。',
  tipInvalid: (example) => `請輸入金額，例如 ${example}。`,
  tipOtherCurrency: (currency) => `請直接輸入金額，不需加上 ${currency}。`,
  tipAmbiguous: (example) => `此金額有兩種讀法。請依 ${example} 的格式輸入。`,
  guardOverService: (amount) => `${amount} 已超過服務金額，確定嗎？`,
  guardLarge: (amount) => `${amount} 是一筆很高的小費，確定嗎？`,
  guardPending: (amount) => `請確認 ${amount} 的小費。`,
  guardKeep: (amount) => `確定 ${amount}`,
  guardChange: '修改',
  feeAndTotal: (fee, total) => `手續費 ${fee} · 總計 ${total}`,
  feeChecking: '正在查詢手續費',
  feeFailed: '無法取得手續費。',

  subtotal: '小計',
  tipsList: '小費',
  tipFor: (name) => `給 ${name} 的小費`,
  chooseTip: '請選擇小費',
  enterAmount: '請輸入金額',
  fees: '手續費',
  feesCalculating: '計算中…',
  serviceFee: '交易手續費',
  posFee: '收銀系統手續費',
  total: '總計',
  quantity: (qty) => `${qty} ×`,
  quantityAt: (qty, price) => `${qty} × ${price}`,
  confirmTips: (_count, total) => `確認小費 · ${total}`,
  continueWithoutTip: '不給小費，繼續',
  creating: '處理中…',
  chooseTipFor: (names) => `請為 ${names} 選擇小費`,
  tipsAdded: (total) => `已加上小費。應付總額 ${total}。`,
  noTipAdded: '未加上小費。',
  intentFailed: '小費未能確認，未產生任何扣款。',
  amountsOutOfRange: '金額過大，無法加總。請核對帳單和小費。',
  optionFeeTotalFor: (fee, total, name) => `+ 手續費 ${fee}，總計 ${total}，給 ${name}`,
  optionFeeTotal: (fee, total) => `+ 手續費 ${fee}，總計 ${total}`,
  optionFor: (name) => `給 ${name}`,
  amountDecimals: (d) => (d === 0 ? '請輸入整數金額，不要有小數。' : `小數最多 ${d} 位。`),

  teamName: (names) => `團隊：${names}`,
  teamSplitService: (count) => pluralize('zh-TW', count, { '=1': '其他金額全部歸 # 人所有。', other: '其他金額依各自的服務金額分給 # 人。' }),
  teamSplitEven: (count) => pluralize('zh-TW', count, { '=1': '其他金額全部歸 # 人所有。', other: '其他金額由 # 人平分。' }),
  teamTip: '團隊小費',
  shareFor: (name) => `${name} 的份額`,
  teamLeftOut: (names) => `${names} 沒有服務金額，不參與建議小費的分配。`,
  teamFeePerShare: '每一份都作為單獨的小費支付，各自收取手續費，因此手續費總額高於一筆小費。',
  shareNoService: (amount) => `${amount}（無服務）`,
  choicesCleared: '小費選擇已清除，請重新選擇。',
};

export default messages;
