/**
 * Tiếng Việt: polite (“Vui lòng…”, the customer as “quý khách” where a pronoun is needed) and
 * short, as Vietnamese card terminals and apps are. A tip is “tiền boa”; “Không tiền boa” reads
 * as menus say “Không đường”. No plural.
 */
import type { CheckoutMessages } from '../../messages.js';
import { pluralize } from '../../plural.js';

const messages: CheckoutMessages = {
  retry: 'Thử lại',
  loading: 'Đang tải…',
  errorNetwork: 'Vui lòng kiểm tra kết nối rồi thử lại.',
  errorTimeout: 'Dịch vụ tiền boa phản hồi quá lâu. Vui lòng thử lại.',
  errorRefused: 'Dịch vụ tiền boa không chấp nhận thao tác này. Vui lòng hỏi nhân viên.',
  errorService: 'Dịch vụ tiền boa gặp sự cố. Vui lòng thử lại.',

  noStaff: 'Không có nhân viên nào để tặng tiền boa.',
  proposalsFailedAll: 'Không tải được mức tiền boa gợi ý. Quý khách vẫn có thể chọn “Số tiền khác” hoặc “Không tiền boa”.',
  serviceOf: (amount) => `cho dịch vụ ${amount}`,

  tipGroup: 'Tiền boa',
  optionName: (first, second) => `${first}, ${second}`,
  optionFee: (fee) => `+ phí ${fee}`,
  optionTotal: (total) => `Tổng cộng ${total}`,
  custom: 'Số tiền khác',
  noTip: 'Không tiền boa',
  proposalsFailedFor: (name) => `Không tải được mức tiền boa gợi ý cho ${name}.`,
  customTipFor: (name) => `Số tiền boa cho ${name}`,

  customTip: 'Số tiền boa',
  enterTip: 'Vui lòng nhập số tiền boa.',
  tipNegative: 'Tiền boa không được là số âm.',
  tipDecimals: 'Chỉ dùng tối đa hai chữ số thập phân.',
  tipTooLarge: 'Số tiền này quá lớn.',
  tipInvalid: (example) => `Vui lòng nhập số tiền, ví dụ ${example}.`,
  tipOtherCurrency: (currency) => `Vui lòng nhập số tiền, không kèm ${currency}.`,
  tipAmbiguous: (example) => `Số tiền này có thể hiểu theo hai cách. Vui lòng nhập như ${example}.`,
  guardOverService: (amount) => `${amount} – nhiều hơn cả tiền dịch vụ. Giữ nguyên?`,
  guardLarge: (amount) => `${amount} – một khoản tiền boa rất lớn. Giữ nguyên?`,
  guardPending: (amount) => `Vui lòng xác nhận khoản tiền boa ${amount}.`,
  guardKeep: (amount) => `Giữ ${amount}`,
  guardChange: 'Thay đổi',
  feeAndTotal: (fee, total) => `Phí ${fee} · Tổng ${total}`,
  feeChecking: 'Đang kiểm tra phí',
  feeFailed: 'Không lấy được phí.',

  subtotal: 'Tạm tính',
  tipsList: 'Tiền boa',
  tipFor: (name) => `Tiền boa cho ${name}`,
  chooseTip: 'Chọn tiền boa',
  enterAmount: 'Nhập số tiền',
  fees: 'Phí',
  feesCalculating: 'đang tính…',
  serviceFee: 'Phí giao dịch',
  posFee: 'Phí điểm bán hàng',
  total: 'Tổng cộng',
  quantity: (qty) => `${qty} ×`,
  quantityAt: (qty, price) => `${qty} × ${price}`,
  confirmTips: (_count, total) => `Xác nhận tiền boa · ${total}`,
  continueWithoutTip: 'Tiếp tục, không tiền boa',
  creating: 'Đang xác nhận…',
  chooseTipFor: (names) => `Vui lòng chọn tiền boa cho ${names}`,
  tipsAdded: (total) => `Đã thêm tiền boa. Tổng cần thanh toán ${total}.`,
  noTipAdded: 'Chưa thêm tiền boa.',
  intentFailed: 'Không xác nhận được tiền boa. Quý khách chưa bị trừ tiền.',
  amountsOutOfRange: 'Các số tiền này quá lớn để cộng lại. Vui lòng kiểm tra hóa đơn và tiền boa.',
  optionFeeTotalFor: (fee, total, name) => `+ phí ${fee}, tổng ${total}, cho ${name}`,
  optionFeeTotal: (fee, total) => `+ phí ${fee}, tổng ${total}`,
  optionFor: (name) => `cho ${name}`,
  amountDecimals: (d) => (d === 0 ? 'Vui lòng chỉ nhập số tiền nguyên, không có phần thập phân.' : `Chỉ dùng tối đa ${d} chữ số thập phân.`),

  teamName: (names) => `Nhóm: ${names}`,
  teamSplitService: (count) => pluralize('vi', count, { '=1': 'Số tiền khác được trao trọn cho một người.', other: 'Số tiền khác được chia cho # người theo dịch vụ của mỗi người.' }),
  teamSplitEven: (count) => pluralize('vi', count, { '=1': 'Số tiền khác được trao trọn cho một người.', other: 'Số tiền khác được chia đều cho # người.' }),
  teamTip: 'Tiền boa cho nhóm',
  shareFor: (name) => `Phần của ${name}`,
  teamLeftOut: (names) => `Tiền boa gợi ý không bao gồm ${names} vì không có dịch vụ.`,
  teamFeePerShare: 'Mỗi phần được trả như một khoản tiền boa riêng, kèm phí riêng, nên tổng phí cao hơn so với một khoản tiền boa.',
  shareNoService: (amount) => `${amount} (không có dịch vụ)`,
  choicesCleared: 'Lựa chọn tiền boa đã được xóa. Vui lòng chọn lại.',
};

export default messages;
