/** ไทย: the customer-facing screen (tip-customer-screen) and the cashier's view of it (tip-station-status). */
import type { ScreenMessages } from '../../screen.js';

const messages: ScreenMessages = {
  screenWelcome: 'ยินดีต้อนรับ',
  screenConnecting: 'กำลังเชื่อมต่อ…',
  screenPairCode: 'กรุณาใส่รหัสนี้ที่เคาน์เตอร์คิดเงิน',
  screenCodeAnnounced: (code) => `กรุณาใส่รหัสนี้ที่เคาน์เตอร์คิดเงิน: ${code}`,
  screenWaiting: 'ขอบคุณ กรุณาชำระเงินที่เคาน์เตอร์',
  screenThanks: 'ขอบคุณ',
  stationTitle: 'หน้าจอลูกค้า',
  stationOnline: 'เชื่อมต่อแล้ว',
  stationOffline: 'ไม่ได้เชื่อมต่อ',
  stationNoSale: 'ไม่มีรายการขายบนหน้าจอ',
  stationWaiting: 'รอลูกค้าเลือก',
  stationConfirmed: 'ยืนยันทิปแล้ว',
  stationSkipped: 'ไม่ให้ทิป',
  stationNoChoice: 'ยังไม่ได้เลือก',
};

export default messages;
