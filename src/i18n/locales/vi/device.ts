/**
 * Tiếng Việt: the simulated Display tablet (a developer tool), polite and in the words Vietnamese
 * card terminals use (“Vui lòng chạm, cắm hoặc quẹt thẻ”). The point of sale is “máy bán hàng”,
 * the cashier “thu ngân”. No plural.
 */
import type { DeviceMessages } from '../../types.js';

const messages: DeviceMessages = {
  deviceTitle: 'Thiết bị tiền boa',
  deviceShowCode: 'Vui lòng nhập mã này trên máy bán hàng',
  deviceCodeAnnounced: (code) => `Vui lòng nhập mã này trên máy bán hàng: ${code}`,
  devicePairLabel: 'Mã định danh hiển thị trên máy bán hàng',
  devicePair: 'Ghép nối',
  devicePairEmpty: 'Vui lòng nhập mã định danh.',
  devicePairTaken: 'Một thiết bị khác đã dùng mã định danh này.',
  deviceSyncedAs: (ids) => `Đã ghép nối với mã ${ids}`,
  deviceReady: 'Sẵn sàng cho khách tiếp theo',
  deviceApproved: 'Thanh toán thành công. Xin cảm ơn!',
  deviceCanceled: 'Giao dịch đã bị hủy.',
  deviceContinued: 'Xin cảm ơn! Vui lòng thanh toán tại quầy thu ngân.',
  deviceQueued: (count) => `Còn ${count} giao dịch đang chờ`,
  deviceWelcome: (name) => `Xin chào ${name}`,
  deviceWelcomeAnonymous: 'Xin chào',
  deviceChooseTips: 'Vui lòng chọn tiền boa',
  deviceTipIncluded: (name, amount) => `Tiền boa cho ${name}: ${amount}, đã bao gồm`,
  deviceReviewTips: 'Xem lại tiền boa',
  deviceChangeTips: 'Đổi tiền boa',
  deviceContinue: 'Tiếp tục thanh toán',
  deviceTotalAnnounced: (total) => `Tổng cần thanh toán: ${total}`,
  deviceRestarted: 'Hóa đơn đã thay đổi. Vui lòng chọn lại tiền boa.',
  deviceWaiting: 'Xin cảm ơn! Vui lòng chờ thu ngân.',
  deviceCardPrompt: 'Vui lòng chạm, cắm hoặc quẹt thẻ',
  deviceAmountDue: 'Số tiền cần thanh toán',
  deviceCardAnnounced: (amount) => `Vui lòng chạm, cắm hoặc quẹt thẻ. Số tiền cần thanh toán: ${amount}`,
  deviceDeclined: (note) => `Thanh toán bị từ chối: ${note}`,
  deviceDeclinedWait: 'Vui lòng chờ thu ngân.',
};

export default messages;
