/**
 * العربية (Modern Standard Arabic): Display mode, polite and plain as the checkout is. The elements
 * isolate names, identifiers and amounts, so left-to-right values sit correctly in these sentences.
 */
import type { DisplayMessages } from '../../display.js';

const messages: DisplayMessages = {
  pairingTitle: 'إقران جهاز الإكراميات',
  pairingCodeLabel: 'الرمز الظاهر على الجهاز',
  pairingCodeHint: 'ستة أحرف وأرقام.',
  pairingCodeInvalid: 'أدخل الأحرف والأرقام الستة الظاهرة على الجهاز.',
  pairingActivate: 'تفعيل الجهاز',
  pairingActivating: 'جارٍ التفعيل…',
  pairingUnknownCode: 'لا يوجد جهاز يعرض هذا الرمز. تحقّق منه وحاول مرة أخرى.',
  pairingEnterOnDevice: 'أدخل هذا المعرّف على الجهاز:',
  pairingCheck: 'التحقق من الإقران',
  pairingChecking: 'جارٍ التحقق…',
  pairingNotYet: 'لم يتعرّف الجهاز على هذا المعرّف بعد. أدخله على الجهاز ثم تحقّق مرة أخرى.',
  pairingDone: (id) => `الجهاز ${id} جاهز.`,
  pairingAgain: 'إقران جهاز آخر',
};

export default messages;
