/**
 * 简体中文: Display mode, polite (请、您) and short, as the checkout is; a space sets Latin names,
 * identifiers and amounts apart. The point of sale is 收银台. No plural.
 */
import type { DisplayMessages } from '../../display.js';

const messages: DisplayMessages = {
  pairingTitle: '配对小费设备',
  pairingCodeLabel: '设备上显示的代码',
  pairingCodeHint: '6 位字母和数字。',
  pairingCodeInvalid: '请输入设备上显示的 6 位字母和数字。',
  pairingActivate: '激活设备',
  pairingActivating: '正在激活…',
  pairingUnknownCode: '没有设备显示此代码。请核对后重试。',
  pairingEnterOnDevice: '请在设备上输入此标识：',
  pairingCheck: '检查配对',
  pairingChecking: '正在检查…',
  pairingNotYet: '设备尚未识别此标识。请先在设备上输入，然后再次检查。',
  pairingDone: (id) => `设备 ${id} 已就绪。`,
  pairingAgain: '配对其他设备',
};

export default messages;
