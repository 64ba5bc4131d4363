/**
 * ไทย: Display mode, for the staff at the point of sale, short and polite as the checkout is; a
 * space sets identifiers apart. The point of sale is ระบบขายหน้าร้าน (POS).
 */
import type { DisplayMessages } from '../../display.js';

const messages: DisplayMessages = {
  pairingTitle: 'จับคู่อุปกรณ์รับทิป',
  pairingCodeLabel: 'รหัสที่แสดงบนอุปกรณ์',
  pairingCodeHint: 'ตัวอักษรและตัวเลขหกตัว',
  pairingCodeInvalid: 'กรุณาใส่ตัวอักษรและตัวเลขหกตัวที่แสดงบนอุปกรณ์',
  pairingActivate: 'เปิดใช้งานอุปกรณ์',
  pairingActivating: 'กำลังเปิดใช้งาน…',
  pairingUnknownCode: 'ไม่มีอุปกรณ์ใดแสดงรหัสนี้ กรุณาตรวจสอบแล้วลองอีกครั้ง',
  pairingEnterOnDevice: 'กรุณาใส่รหัสประจำตัวนี้บนอุปกรณ์:',
  pairingCheck: 'ตรวจสอบการจับคู่',
  pairingChecking: 'กำลังตรวจสอบ…',
  pairingNotYet: 'อุปกรณ์ยังไม่รู้จักรหัสประจำตัวนี้ กรุณาใส่รหัสบนอุปกรณ์ แล้วตรวจสอบอีกครั้ง',
  pairingDone: (id) => `อุปกรณ์ ${id} พร้อมใช้งานแล้ว`,
  pairingAgain: 'จับคู่อุปกรณ์อื่น',
};

export default messages;
