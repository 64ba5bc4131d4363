/**
 * ไทย: polite (กรุณา…) and short, as Thai card terminals and apps are; the customer is not
 * named with a pronoun. Thai writes no spaces between words: a space sets names and amounts apart
 * and ends a clause, where Thai puts one. No plural.
 */
import type { CheckoutMessages } from '../../messages.js';
import { pluralize } from '../../plural.js';

const messages: CheckoutMessages = {
  retry: 'ลองอีกครั้ง',
  loading: 'กำลังโหลด…',
  errorNetwork: 'กรุณาตรวจสอบการเชื่อมต่อ แล้วลองอีกครั้ง',
  errorTimeout: 'บริการทิปตอบสนองช้าเกินไป กรุณาลองอีกครั้ง',
  errorRefused: 'บริการทิปไม่รับรายการนี้ กรุณาติดต่อพนักงาน',
  errorService: 'บริการทิปเกิดปัญหา กรุณาลองอีกครั้ง',

  noStaff: 'ไม่มีพนักงานที่ให้ทิปได้',
  proposalsFailedAll: 'โหลดจำนวนทิปที่แนะนำไม่ได้ ยังเลือก “ระบุจำนวนเอง” หรือ “ไม่ให้ทิป” ได้',
  serviceOf: (amount) => `ค่าบริการ ${amount}`,

  tipGroup: 'ทิป',
  optionName: (first, second) => `${first}, ${second}`,
  optionFee: (fee) => `+ ค่าธรรมเนียม ${fee}`,
  optionTotal: (total) => `ยอดรวม ${total}`,
  custom: 'ระบุจำนวนเอง',
  noTip: 'ไม่ให้ทิป',
  proposalsFailedFor: (name) => `โหลดจำนวนทิปที่แนะนำสำหรับ ${name} ไม่ได้`,
  customTipFor: (name) => `จำนวนทิปสำหรับ ${name}`,

  customTip: 'จำนวนทิป',
  enterTip: 'กรุณาใส่จำนวนทิป',
  tipNegative: 'ทิปติดลบไม่ได้',
  tipDecimals: 'ใส่ทศนิยมได้ไม่เกินสองตำแหน่ง',
  tipTooLarge: 'จำนวนนี้มากเกินไป',
  tipInvalid: (example) => `กรุณาใส่จำนวนเงิน เช่น ${example}`,
  tipOtherCurrency: (currency) => `กรุณาใส่จำนวนเงินโดยไม่ต้องใส่ ${currency}`,
  tipAmbiguous: (example) => `จำนวนเงินนี้อ่านได้สองแบบ กรุณาใส่ในรูปแบบ ${example}`,
  guardOverService: (amount) => `${amount} มากกว่าค่าบริการ ยืนยันจำนวนนี้ไหม`,
  guardLarge: (amount) => `${amount} เป็นทิปที่สูงมาก ยืนยันจำนวนนี้ไหม`,
  guardPending: (amount) => `กรุณายืนยันทิป ${amount}`,
  guardKeep: (amount) => `ยืนยัน ${amount}`,
  guardChange: 'เปลี่ยน',
  feeAndTotal: (fee, total) => `ค่าธรรมเนียม ${fee} · รวม ${total}`,
  feeChecking: 'กำลังตรวจสอบค่าธรรมเนียม',
  feeFailed: 'ดึงค่าธรรมเนียมไม่ได้',

  subtotal: 'ยอดรวมย่อย',
  tipsList: 'ทิป',
  tipFor: (name) => `ทิปสำหรับ ${name}`,
  chooseTip: 'เลือกทิป',
  enterAmount: 'ใส่จำนวนเงิน',
  fees: 'ค่าธรรมเนียม',
  feesCalculating: 'กำลังคำนวณ…',
  serviceFee: 'ค่าธรรมเนียมการทำรายการ',
  posFee: 'ค่าธรรมเนียมจุดขาย',
  total: 'ยอดรวม',
  quantity: (qty) => `${qty} ×`,
  quantityAt: (qty, price) => `${qty} × ${price}`,
  confirmTips: (_count, total) => `ยืนยันทิป · ${total}`,
  continueWithoutTip: 'ดำเนินการต่อโดยไม่ให้ทิป',
  creating: 'กำลังดำเนินการ…',
  chooseTipFor: (names) => `กรุณาเลือกทิปสำหรับ ${names}`,
  tipsAdded: (total) => `เพิ่มทิปแล้ว ยอดที่ต้องชำระ ${total}`,
  noTipAdded: 'ไม่ได้เพิ่มทิป',
  intentFailed: 'ยืนยันทิปไม่สำเร็จ ยังไม่มีการเรียกเก็บเงิน',
  amountsOutOfRange: 'จำนวนเงินเหล่านี้มากเกินกว่าจะรวมกันได้ กรุณาตรวจสอบบิลและทิป',
  optionFeeTotalFor: (fee, total, name) => `+ ค่าธรรมเนียม ${fee} รวม ${total} สำหรับ ${name}`,
  optionFeeTotal: (fee, total) => `+ ค่าธรรมเนียม ${fee} รวม ${total}`,
  optionFor: (name) => `สำหรับ ${name}`,
  amountDecimals: (d) => (d === 0 ? 'กรุณาใส่จำนวนเต็ม ไม่ต้องมีทศนิยม' : `ใส่ทศนิยมได้ไม่เกิน ${d} ตำแหน่ง`),

  teamName: (names) => `ทีม: ${names}`,
  teamSplitService: (count) => pluralize('th', count, { '=1': 'จำนวนที่ระบุเองจะมอบให้คนเดียวทั้งจำนวน', other: 'จำนวนที่ระบุเองจะแบ่งให้ # คนตามค่าบริการของแต่ละคน' }),
  teamSplitEven: (count) => pluralize('th', count, { '=1': 'จำนวนที่ระบุเองจะมอบให้คนเดียวทั้งจำนวน', other: 'จำนวนที่ระบุเองจะแบ่งให้ # คนเท่า ๆ กัน' }),
  teamTip: 'ทิปสำหรับทีม',
  shareFor: (name) => `ส่วนของ ${name}`,
  teamLeftOut: (names) => `ทิปที่แนะนำไม่รวม ${names} เนื่องจากไม่มีค่าบริการ`,
  teamFeePerShare: 'แต่ละส่วนจะชำระเป็นทิปแยกกันและมีค่าธรรมเนียมของตัวเอง ค่าธรรมเนียมรวมจึงสูงกว่าการให้ทิปครั้งเดียว',
  shareNoService: (amount) => `${amount} (ไม่มีค่าบริการ)`,
  choicesCleared: 'ล้างการเลือกทิปแล้ว กรุณาเลือกใหม่',
};

export default messages;
