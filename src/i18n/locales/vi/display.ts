/**
 * Tiếng Việt: Display mode, for the staff at the point of sale (“máy bán hàng”), short and polite
 * as the checkout is.
 */
import type { DisplayMessages } from '../../display.js';

const messages: DisplayMessages = {
  pairingTitle: 'Ghép nối thiết bị tiền boa',
  pairingCodeLabel: 'Mã hiển thị trên thiết bị',
  pairingCodeHint: 'Sáu chữ cái và chữ số.',
  pairingCodeInvalid: 'Vui lòng nhập sáu chữ cái và chữ số hiển thị trên thiết bị.',
  pairingActivate: 'Kích hoạt thiết bị',
  pairingActivating: 'Đang kích hoạt…',
  pairingUnknownCode: 'Không có thiết bị nào hiển thị mã này. Vui lòng kiểm tra rồi thử lại.',
  pairingEnterOnDevice: 'Vui lòng nhập mã định danh này trên thiết bị:',
  pairingCheck: 'Kiểm tra ghép nối',
  pairingChecking: 'Đang kiểm tra…',
  pairingNotYet: 'Thiết bị chưa nhận mã định danh này. Vui lòng nhập mã trên thiết bị rồi kiểm tra lại.',
  pairingDone: (id) => `Thiết bị ${id} đã sẵn sàng.`,
  pairingAgain: 'Ghép nối thiết bị khác',
};

export default messages;
