/**
 * 한국어: polite (해요체/합쇼체) throughout; staff are named with 님. Amounts and names are set
 * apart (a colon, 님) so no particle has to agree with them. Korean has no plural.
 */
import type { CheckoutMessages } from '../../messages.js';
import { pluralize } from '../../plural.js';

const messages: CheckoutMessages = {
  retry: '다시 시도',
  loading: '불러오는 중…',
  errorNetwork: '연결 상태를 확인한 후 다시 시도해 주세요.',
  errorTimeout: '팁 서비스의 응답이 지연되고 있습니다. 다시 시도해 주세요.',
  errorRefused: '팁 서비스에서 요청을 처리할 수 없습니다. 직원에게 문의해 주세요.',
  errorService: '팁 서비스에 문제가 발생했습니다. 다시 시도해 주세요.',

  noStaff: '팁을 드릴 직원이 없습니다.',
  proposalsFailedAll: '추천 팁 금액을 불러오지 못했습니다. ‘직접 입력’과 ‘팁 없음’은 계속 이용하실 수 있습니다.',
  serviceOf: (amount) => `서비스 금액 ${amount}`,

  tipGroup: '팁',
  optionName: (first, second) => `${first}, ${second}`,
  optionFee: (fee) => `+ 수수료 ${fee}`,
  optionTotal: (total) => `합계 ${total}`,
  custom: '직접 입력',
  noTip: '팁 없음',
  proposalsFailedFor: (name) => `${name}님의 추천 팁 금액을 불러오지 못했습니다.`,
  customTipFor: (name) => `${name}님께 드릴 팁 금액`,

  customTip: '팁 금액',
  enterTip: '팁 금액을 입력해 주세요.',
  tipNegative: '팁은 0보다 작을 수 없습니다.',
  tipDecimals: '소수점 이하 두 자리까지만 입력해 주세요.',
  tipTooLarge: '금액이 너무 큽니다.',
  tipInvalid: (example) => `금액을 입력해 주세요(예: ${example}).`,
  tipOtherCurrency: (currency) => `${currency} 없이 금액만 입력해 주세요.`,
  tipAmbiguous: (example) => `이 금액은 두 가지로 읽힐 수 있습니다. ${example}처럼 입력해 주세요.`,
  guardOverService: (amount) => `${amount}: 서비스 금액보다 많은 팁입니다. 이대로 하시겠어요?`,
  guardLarge: (amount) => `${amount}: 매우 큰 금액의 팁입니다. 이대로 하시겠어요?`,
  guardPending: (amount) => `팁 금액을 확인해 주세요: ${amount}`,
  guardKeep: (amount) => `${amount} 그대로 하기`,
  guardChange: '변경',
  feeAndTotal: (fee, total) => `수수료 ${fee} · 합계 ${total}`,
  feeChecking: '수수료 확인 중',
  feeFailed: '수수료를 불러오지 못했습니다.',

  subtotal: '소계',
  tipsList: '팁',
  tipFor: (name) => `${name}님 팁`,
  chooseTip: '팁 선택',
  enterAmount: '금액 입력',
  fees: '수수료',
  feesCalculating: '계산 중…',
  serviceFee: '결제 수수료',
  posFee: '가맹점 수수료',
  total: '합계',
  quantity: (qty) => `${qty} ×`,
  quantityAt: (qty, price) => `${qty} × ${price}`,
  confirmTips: (_count, total) => `팁 확정 · ${total}`,
  continueWithoutTip: '팁 없이 계속',
  creating: '처리 중…',
  chooseTipFor: (names) => `팁을 선택해 주세요: ${names}`,
  tipsAdded: (total) => `팁이 추가되었습니다. 결제 금액 ${total}`,
  noTipAdded: '팁이 추가되지 않았습니다.',
  intentFailed: '팁을 확정하지 못했습니다. 결제된 금액은 없습니다.',
  amountsOutOfRange: '금액이 너무 커서 합산할 수 없습니다. 청구서와 팁을 확인하세요.',
  optionFeeTotalFor: (fee, total, name) => `+ 수수료 ${fee}, 합계 ${total}, ${name}님께`,
  optionFeeTotal: (fee, total) => `+ 수수료 ${fee}, 합계 ${total}`,
  optionFor: (name) => `${name}님께`,
  amountDecimals: (d) => (d === 0 ? '소수점 없이 정수로만 입력해 주세요.' : `소수점 이하 ${d}자리까지만 입력해 주세요.`),

  teamName: (names) => `팀: ${names}`,
  teamSplitService: (count) => pluralize('ko', count, { '=1': '직접 입력한 금액은 #명에게 전액 돌아갑니다.', other: '직접 입력한 금액은 서비스 금액에 따라 #명이 나눕니다.' }),
  teamSplitEven: (count) => pluralize('ko', count, { '=1': '직접 입력한 금액은 #명에게 전액 돌아갑니다.', other: '직접 입력한 금액은 #명이 똑같이 나눕니다.' }),
  teamTip: '팀 팁',
  shareFor: (name) => `${name}님 몫`,
  teamLeftOut: (names) => `${names}님은 서비스 금액이 없어 추천 팁에서 제외됩니다.`,
  teamFeePerShare: '각 몫은 수수료가 따로 붙는 별도의 팁으로 결제되므로, 팁 한 번보다 수수료 합계가 많습니다.',
  shareNoService: (amount) => `${amount} (서비스 없음)`,
  choicesCleared: '팁 선택이 초기화되었습니다. 다시 선택해 주세요.',
};

export default messages;
