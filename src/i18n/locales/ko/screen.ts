/** 한국어: the customer-facing screen (tip-customer-screen) and the cashier's view of it (tip-station-status). */
import type { ScreenMessages } from '../../screen.js';

const messages: ScreenMessages = {
  screenWelcome: '환영합니다',
  screenConnecting: '연결 중…',
  screenPairCode: '계산대에서 이 코드를 입력해 주세요',
  screenCodeAnnounced: (code) => `계산대에서 이 코드를 입력해 주세요: ${code}`,
  screenWaiting: '감사합니다! 결제는 계산대에서 도와드리겠습니다.',
  screenThanks: '감사합니다!',
  stationTitle: '고객용 화면',
  stationOnline: '연결됨',
  stationOffline: '연결 안 됨',
  stationNoSale: '화면에 진행 중인 판매 없음',
  stationWaiting: '고객 선택 대기 중',
  stationConfirmed: '팁 확정',
  stationSkipped: '팁 없음',
  stationNoChoice: '아직 선택 안 함',
};

export default messages;
