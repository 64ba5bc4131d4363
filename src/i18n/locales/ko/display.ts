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
};

export default messages;
