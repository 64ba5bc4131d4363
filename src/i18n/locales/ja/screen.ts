/** 日本語: the customer-facing screen (tip-customer-screen) and the cashier's view of it (tip-station-status). */
import type { ScreenMessages } from '../../screen.js';

const messages: ScreenMessages = {
  screenWelcome: 'いらっしゃいませ',
  screenConnecting: '接続しています…',
  screenPairCode: 'このコードをレジで入力してください',
  screenCodeAnnounced: (code) => `このコードをレジで入力してください：${code}`,
  screenWaiting: 'ありがとうございます。お支払いはレジでお願いします。',
  screenThanks: 'ありがとうございました',
  stationTitle: 'お客様用画面',
  stationOnline: '接続中',
  stationOffline: '未接続',
  stationNoSale: '画面に取引はありません',
  stationWaiting: 'お客様の選択を待っています',
  stationConfirmed: 'チップ確定',
  stationSkipped: 'チップなし',
  stationNoChoice: '未選択',
};

export default messages;
