/** 简体中文: the customer-facing screen (tip-customer-screen) and the cashier's view of it (tip-station-status). */
import type { ScreenMessages } from '../../screen.js';

const messages: ScreenMessages = {
  screenWelcome: '欢迎光临',
  screenConnecting: '正在连接…',
  screenPairCode: '请在收银台输入此代码',
  screenCodeAnnounced: (code) => `请在收银台输入此代码：${code}`,
  screenWaiting: '谢谢！请到收银台付款。',
  screenThanks: '谢谢！',
  stationTitle: '顾客屏幕',
  stationOnline: '已连接',
  stationOffline: '未连接',
  stationNoSale: '屏幕上没有交易',
  stationWaiting: '等待顾客选择',
  stationConfirmed: '小费已确认',
  stationSkipped: '不给小费',
  stationNoChoice: '尚未选择',
};

export default messages;
