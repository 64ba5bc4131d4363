/**
 * 한국어: Display mode, polite (해요체/합쇼체) throughout. The customer and staff are named with 님;
 * names, identifiers and amounts are set apart (a colon, 님) so no particle has to agree with them.
 * The point of sale is 계산대. Korean has no plural.
 */
import type { DisplayMessages } from '../../display.js';

const messages: DisplayMessages = {
  pairingTitle: '팁 단말기 연결',
  pairingCodeLabel: '단말기에 표시된 코드',
  pairingCodeHint: '영문자와 숫자 6자리입니다.',
  pairingCodeInvalid: '단말기에 표시된 영문자와 숫자 6자리를 입력해 주세요.',
  pairingActivate: '단말기 활성화',
  pairingActivating: '활성화하는 중…',
  pairingUnknownCode: '이 코드를 표시하는 단말기가 없습니다. 코드를 확인한 후 다시 시도해 주세요.',
  pairingEnterOnDevice: '단말기에 이 ID를 입력해 주세요:',
  pairingCheck: '연결 확인',
  pairingChecking: '확인하는 중…',
  pairingNotYet: '단말기가 아직 이 ID를 인식하지 못했습니다. 단말기에 입력한 후 다시 확인해 주세요.',
  pairingDone: (id) => `단말기 준비 완료: ${id}`,
  pairingAgain: '다른 단말기 연결',

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
