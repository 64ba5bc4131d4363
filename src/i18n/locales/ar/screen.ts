/** العربية: the customer-facing screen (tip-customer-screen) and the cashier's view of it (tip-station-status). */
import type { ScreenMessages } from '../../screen.js';

const messages: ScreenMessages = {
  screenWelcome: 'مرحبًا بكم',
  screenConnecting: 'جارٍ الاتصال…',
  screenPairCode: 'أدخل هذا الرمز في نقطة البيع',
  screenCodeAnnounced: (code) => `أدخل هذا الرمز في نقطة البيع: ${code}`,
  screenWaiting: 'شكرًا لك! يتم الدفع لدى أمين الصندوق.',
  screenThanks: 'شكرًا لك!',
  stationTitle: 'شاشة العميل',
  stationOnline: 'متصلة',
  stationOffline: 'غير متصلة',
  stationNoSale: 'لا توجد عملية بيع على الشاشة',
  stationWaiting: 'بانتظار العميل',
  stationConfirmed: 'تم تأكيد الإكرامية',
  stationSkipped: 'بدون إكرامية',
  stationNoChoice: 'لم يُختر بعد',
};

export default messages;
