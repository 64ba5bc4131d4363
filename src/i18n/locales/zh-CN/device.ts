/**
 * 简体中文: the simulated Display tablet (a developer tool), polite (请、您) and short, as the checkout
 * is; a space sets Latin names, identifiers and amounts apart. The point of sale is 收银台. No plural.
 */
import type { DeviceMessages } from '../../types.js';

const messages: DeviceMessages = {
  deviceTitle: '小费设备',
  deviceShowCode: '请在收银台输入此代码',
  deviceCodeAnnounced: (code) => `请在收银台输入此代码：${code}`,
  devicePairLabel: '收银台上显示的标识',
  devicePair: '配对',
  devicePairEmpty: '请输入标识。',
  devicePairTaken: '此标识已被其他设备使用。',
  deviceSyncedAs: (ids) => `已配对为 ${ids}`,
  deviceReady: '等待下一位顾客',
  deviceApproved: '支付成功，谢谢！',
  deviceCanceled: '本次结账已取消。',
  deviceContinued: '谢谢！请到收银台付款。',
  deviceQueued: (count) => `还有 ${count} 笔结账在等待`,
  deviceWelcome: (name) => `${name}，欢迎光临`,
  deviceWelcomeAnonymous: '欢迎光临',
  deviceChooseTips: '请选择小费',
  deviceTipIncluded: (name, amount) => `给 ${name} 的小费：${amount}（已包含）`,
  deviceReviewTips: '查看小费',
  deviceChangeTips: '修改小费',
  deviceContinue: '去付款',
  deviceTotalAnnounced: (total) => `应付总额 ${total}`,
  deviceRestarted: '账单已变更，请重新选择小费。',
  deviceWaiting: '谢谢！请稍候，收银员马上为您服务。',
  deviceCardPrompt: '请挥卡、插卡或刷卡',
  deviceAmountDue: '应付金额',
  deviceCardAnnounced: (amount) => `请挥卡、插卡或刷卡。应付金额 ${amount}`,
  deviceDeclined: (note) => `支付被拒：${note}`,
  deviceDeclinedWait: '请稍候，收银员马上为您服务。',
};

export default messages;
