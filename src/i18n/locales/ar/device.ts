/**
 * العربية (Modern Standard Arabic): the simulated Display tablet (a developer tool), polite and
 * plain as the checkout is. The queue follows Arabic's plural forms (one, two, three to ten, eleven
 * and more). The elements isolate names, identifiers and amounts, so left-to-right values sit
 * correctly in these sentences.
 */
import type { DeviceMessages } from '../../types.js';

const plural = new Intl.PluralRules('ar');

/** "N more checkouts waiting", by the count's plural form. */
const QUEUED: Record<Intl.LDMLPluralRule, (count: number) => string> = {
  zero: (count) => `${count} عملية دفع أخرى في الانتظار`,
  one: () => 'عملية دفع واحدة أخرى في الانتظار',
  two: () => 'عمليتا دفع أخريان في الانتظار',
  few: (count) => `${count} عمليات دفع أخرى في الانتظار`,
  many: (count) => `${count} عملية دفع أخرى في الانتظار`,
  other: (count) => `${count} عملية دفع أخرى في الانتظار`,
};

const messages: DeviceMessages = {
  deviceTitle: 'جهاز الإكراميات',
  deviceShowCode: 'أدخل هذا الرمز في نقطة البيع',
  deviceCodeAnnounced: (code) => `أدخل هذا الرمز في نقطة البيع: ${code}`,
  devicePairLabel: 'المعرّف الظاهر في نقطة البيع',
  devicePair: 'إقران',
  devicePairEmpty: 'أدخل المعرّف.',
  devicePairTaken: 'هذا المعرّف مستخدم بالفعل على جهاز آخر.',
  deviceSyncedAs: (ids) => `مقترن باسم ${ids}`,
  deviceReady: 'جاهز للعميل التالي',
  deviceApproved: 'تمت الموافقة على الدفع. شكرًا لك!',
  deviceCanceled: 'تم إلغاء عملية الدفع.',
  deviceContinued: 'شكرًا لك! يتم الدفع لدى أمين الصندوق.',
  deviceQueued: (count) => QUEUED[plural.select(count)](count),
  deviceWelcome: (name) => `مرحبًا، ${name}`,
  deviceWelcomeAnonymous: 'مرحبًا',
  deviceChooseTips: 'اختر الإكراميات',
  deviceTipIncluded: (name, amount) => `إكرامية لـ ${name}: ${amount}، مشمولة في الفاتورة`,
  deviceReviewTips: 'مراجعة الإكراميات',
  deviceChangeTips: 'تغيير الإكراميات',
  deviceContinue: 'المتابعة إلى الدفع',
  deviceTotalAnnounced: (total) => `المبلغ المستحق ${total}`,
  deviceRestarted: 'تغيّرت الفاتورة. يُرجى اختيار الإكراميات من جديد.',
  deviceWaiting: 'شكرًا لك! يُرجى الانتظار قليلًا، وسيخدمك أمين الصندوق.',
  deviceCardPrompt: 'قرّب بطاقتك أو أدخلها أو مرّرها',
  deviceAmountDue: 'المبلغ المستحق',
  deviceCardAnnounced: (amount) => `قرّب بطاقتك أو أدخلها أو مرّرها. المبلغ المستحق ${amount}`,
  deviceDeclined: (note) => `تم رفض الدفع: ${note}`,
  deviceDeclinedWait: 'يُرجى الانتظار قليلًا، وسيخدمك أمين الصندوق.',
};

export default messages;
