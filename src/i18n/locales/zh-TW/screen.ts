/** 繁體中文: the customer-facing screen (tip-customer-screen) and the cashier's view of it (tip-station-status). */
import type { ScreenMessages } from '../../screen.js';

const messages: ScreenMessages = {
  screenWelcome: '歡迎光臨',
  screenConnecting: '連線中…',
  screenPairCode: '請在收銀機輸入此代碼',
  screenCodeAnnounced: (code) => `請在收銀機輸入此代碼：${code}`,
  screenWaiting: '謝謝！請至櫃檯付款。',
  screenThanks: '謝謝！',
  stationTitle: '顧客螢幕',
  stationOnline: '已連線',
  stationOffline: '未連線',
  stationNoSale: '螢幕上沒有交易',
  stationWaiting: '等待顧客選擇',
  stationConfirmed: '小費已確認',
  stationSkipped: '不給小費',
  stationNoChoice: '尚未選擇',
};

export default messages;
