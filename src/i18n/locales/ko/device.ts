/**
 * 한국어: the simulated Display tablet (a developer tool), polite (해요체/합쇼체) throughout. The customer
 * and staff are named with 님; names, identifiers and amounts are set apart (a colon, 님) so no
 * particle has to agree with them. The point of sale is 계산대. Korean has no plural.
 */
import type { DeviceMessages } from '../../types.js';

const messages: DeviceMessages = {
  deviceTitle: '팁 단말기',
  deviceShowCode: '계산대에서 이 코드를 입력해 주세요',
  deviceCodeAnnounced: (code) => `계산대에서 이 코드를 입력해 주세요: ${code}`,
  devicePairLabel: '계산대에 표시된 ID',
  devicePair: '연결',
  devicePairEmpty: 'ID를 입력해 주세요.',
  devicePairTaken: '다른 단말기에서 이미 사용 중인 ID입니다.',
  deviceSyncedAs: (ids) => `연결된 ID: ${ids}`,
  deviceReady: '다음 고객을 기다리고 있습니다',
  deviceApproved: '결제가 승인되었습니다. 감사합니다!',
  deviceCanceled: '결제가 취소되었습니다.',
  deviceContinued: '감사합니다! 결제는 계산대에서 도와드리겠습니다.',
  deviceQueued: (count) => `대기 중인 결제 ${count}건`,
  deviceWelcome: (name) => `${name}님, 환영합니다`,
  deviceWelcomeAnonymous: '환영합니다',
  deviceChooseTips: '팁을 선택해 주세요',
  deviceTipIncluded: (name, amount) => `${name}님 팁: ${amount} (포함됨)`,
  deviceReviewTips: '팁 확인',
  deviceChangeTips: '팁 변경',
  deviceContinue: '결제하기',
  deviceTotalAnnounced: (total) => `결제 금액 ${total}`,
  deviceRestarted: '주문 내용이 변경되었습니다. 팁을 다시 선택해 주세요.',
  deviceWaiting: '감사합니다! 계산대에서 안내해 드릴 때까지 잠시만 기다려 주세요.',
  deviceCardPrompt: '카드를 태그하거나 꽂거나 긁어 주세요',
  deviceAmountDue: '결제 금액',
  deviceCardAnnounced: (amount) => `카드를 태그하거나 꽂거나 긁어 주세요. 결제 금액 ${amount}`,
  deviceDeclined: (note) => `결제가 거절되었습니다: ${note}`,
  deviceDeclinedWait: '계산대에서 안내해 드릴 때까지 잠시만 기다려 주세요.',
};

export default messages;
