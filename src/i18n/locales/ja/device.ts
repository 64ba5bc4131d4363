/**
 * 日本語: the simulated Display tablet (a developer tool), polite (です・ます) throughout. The customer is
 * 様, staff are さん as in the checkout; the point of sale is レジ, and a full-width colon sets names
 * and amounts apart. Japanese has no plural.
 */
import type { DeviceMessages } from '../../types.js';

const messages: DeviceMessages = {
  deviceTitle: 'チップ端末',
  deviceShowCode: 'このコードをレジで入力してください',
  deviceCodeAnnounced: (code) => `このコードをレジで入力してください：${code}`,
  devicePairLabel: 'レジに表示された ID',
  devicePair: 'ペアリング',
  devicePairEmpty: 'ID を入力してください。',
  devicePairTaken: 'この ID はすでに別の端末で使われています。',
  deviceSyncedAs: (ids) => `${ids} としてペアリング済み`,
  deviceReady: '次のお客様をお待ちしています',
  deviceApproved: 'お支払いが完了しました。ありがとうございました。',
  deviceCanceled: 'お会計は取り消されました。',
  deviceContinued: 'ありがとうございます。お支払いはレジでお願いします。',
  deviceQueued: (count) => `ほかに ${count} 件のお会計が待機中です`,
  deviceWelcome: (name) => `${name} 様、いらっしゃいませ`,
  deviceWelcomeAnonymous: 'いらっしゃいませ',
  deviceChooseTips: 'チップを選択してください',
  deviceTipIncluded: (name, amount) => `${name} さんへのチップ：${amount}（お会計に含まれています）`,
  deviceReviewTips: 'チップを確認',
  deviceChangeTips: 'チップを変更',
  deviceContinue: 'お支払いへ進む',
  deviceTotalAnnounced: (total) => `お支払い合計 ${total}`,
  deviceRestarted: 'お会計の内容が変わりました。もう一度チップを選択してください。',
  deviceWaiting: 'ありがとうございます。レジでご案内しますので、少々お待ちください。',
  deviceCardPrompt: 'カードをタッチ、挿入、またはスワイプしてください',
  deviceAmountDue: 'お支払い金額',
  deviceCardAnnounced: (amount) => `カードをタッチ、挿入、またはスワイプしてください。お支払い金額 ${amount}`,
  deviceDeclined: (note) => `お支払いができませんでした：${note}`,
  deviceDeclinedWait: 'レジでご案内しますので、少々お待ちください。',
};

export default messages;
