/**
 * ไทย: the simulated Display tablet (a developer tool), polite (กรุณา…; a plain ขอบคุณ, without
 * the speaker's ค่ะ or ครับ) and in the words Thai card terminals use («กรุณาแตะ เสียบ หรือรูดบัตร»).
 * The point of sale is ระบบขายหน้าร้าน, the cashier's desk เคาน์เตอร์. No plural: a count takes
 * รายการ.
 */
import type { DeviceMessages } from '../../types.js';

const messages: DeviceMessages = {
  deviceTitle: 'อุปกรณ์รับทิป',
  deviceShowCode: 'กรุณาใส่รหัสนี้ที่ระบบขายหน้าร้าน',
  deviceCodeAnnounced: (code) => `กรุณาใส่รหัสนี้ที่ระบบขายหน้าร้าน: ${code}`,
  devicePairLabel: 'รหัสประจำตัวที่แสดงบนระบบขายหน้าร้าน',
  devicePair: 'จับคู่',
  devicePairEmpty: 'กรุณาใส่รหัสประจำตัว',
  devicePairTaken: 'อุปกรณ์อื่นใช้รหัสประจำตัวนี้อยู่แล้ว',
  deviceSyncedAs: (ids) => `จับคู่เป็น ${ids}`,
  deviceReady: 'พร้อมสำหรับลูกค้าคนถัดไป',
  deviceApproved: 'ชำระเงินสำเร็จ ขอบคุณ',
  deviceCanceled: 'ยกเลิกการชำระเงินแล้ว',
  deviceContinued: 'ขอบคุณ กรุณาชำระเงินที่เคาน์เตอร์',
  deviceQueued: (count) => `รออีก ${count} รายการ`,
  deviceWelcome: (name) => `ยินดีต้อนรับ ${name}`,
  deviceWelcomeAnonymous: 'ยินดีต้อนรับ',
  deviceChooseTips: 'กรุณาเลือกทิป',
  deviceTipIncluded: (name, amount) => `ทิปสำหรับ ${name}: ${amount} รวมแล้ว`,
  deviceReviewTips: 'ตรวจสอบทิป',
  deviceChangeTips: 'เปลี่ยนทิป',
  deviceContinue: 'ไปที่การชำระเงิน',
  deviceTotalAnnounced: (total) => `ยอดที่ต้องชำระ: ${total}`,
  deviceRestarted: 'บิลมีการเปลี่ยนแปลง กรุณาเลือกทิปอีกครั้ง',
  deviceWaiting: 'ขอบคุณ กรุณารอพนักงานแคชเชียร์สักครู่',
  deviceCardPrompt: 'กรุณาแตะ เสียบ หรือรูดบัตร',
  deviceAmountDue: 'ยอดที่ต้องชำระ',
  deviceCardAnnounced: (amount) => `กรุณาแตะ เสียบ หรือรูดบัตร ยอดที่ต้องชำระ ${amount}`,
  deviceDeclined: (note) => `การชำระเงินถูกปฏิเสธ: ${note}`,
  deviceDeclinedWait: 'กรุณารอพนักงานแคชเชียร์สักครู่',
};

export default messages;
