/** Tiếng Việt: the customer-facing screen (tip-customer-screen) and the cashier's view of it (tip-station-status). */
import type { ScreenMessages } from '../../screen.js';

const messages: ScreenMessages = {
  screenWelcome: 'Xin chào quý khách',
  screenConnecting: 'Đang kết nối…',
  screenPairCode: 'Vui lòng nhập mã này tại quầy thu ngân',
  screenCodeAnnounced: (code) => `Vui lòng nhập mã này tại quầy thu ngân: ${code}`,
  screenWaiting: 'Xin cảm ơn! Vui lòng thanh toán tại quầy thu ngân.',
  screenThanks: 'Xin cảm ơn!',
  stationTitle: 'Màn hình khách hàng',
  stationOnline: 'Đã kết nối',
  stationOffline: 'Chưa kết nối',
  stationNoSale: 'Không có giao dịch trên màn hình',
  stationWaiting: 'Đang chờ khách hàng',
  stationConfirmed: 'Đã xác nhận tiền boa',
  stationSkipped: 'Không tiền boa',
  stationNoChoice: 'Chưa chọn',
};

export default messages;
