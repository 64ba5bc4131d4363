/**
 * العربية (Modern Standard Arabic): polite and plain. The confirm button follows Arabic's plural
 * forms (one, two, three to ten, eleven and more). The elements isolate names and amounts, so
 * left-to-right values sit correctly in these right-to-left sentences.
 */
import type { CheckoutMessages } from '../../messages.js';
import { pluralize } from '../../plural.js';

const plural = new Intl.PluralRules('ar');

const CONFIRM: Record<Intl.LDMLPluralRule, string> = {
  zero: 'تأكيد الإكراميات',
  one: 'تأكيد الإكرامية',
  two: 'تأكيد الإكراميتين',
  few: 'تأكيد الإكراميات',
  many: 'تأكيد الإكراميات',
  other: 'تأكيد الإكراميات',
};

const messages: CheckoutMessages = {
  retry: 'إعادة المحاولة',
  loading: 'جارٍ التحميل…',
  errorNetwork: 'يُرجى التحقق من الاتصال ثم المحاولة مرة أخرى.',
  errorTimeout: 'تستغرق خدمة الإكراميات وقتًا طويلًا. يُرجى المحاولة مرة أخرى.',
  errorRefused: 'لم تقبل خدمة الإكراميات هذه العملية. يُرجى مراجعة أحد الموظفين.',
  errorService: 'حدثت مشكلة في خدمة الإكراميات. يُرجى المحاولة مرة أخرى.',

  noStaff: 'لا يوجد موظفون لتقديم إكرامية لهم.',
  proposalsFailedAll: 'تعذّر تحميل الإكراميات المقترحة. لا يزال بإمكانك اختيار «مبلغ آخر» أو «بدون إكرامية».',
  serviceOf: (amount) => `عن خدمة بقيمة ${amount}`,

  tipGroup: 'إكرامية',
  optionName: (first, second) => `${first}، ${second}`,
  optionFee: (fee) => `+ رسوم ${fee}`,
  optionTotal: (total) => `الإجمالي ${total}`,
  custom: 'مبلغ آخر',
  noTip: 'بدون إكرامية',
  proposalsFailedFor: (name) => `تعذّر تحميل الإكراميات المقترحة لـ ${name}.`,
  customTipFor: (name) => `مبلغ الإكرامية لـ ${name}`,

  customTip: 'مبلغ الإكرامية',
  enterTip: 'أدخل مبلغ الإكرامية.',
  tipNegative: 'لا يمكن أن تكون الإكرامية بالسالب.',
  tipDecimals: 'استخدم منزلتين عشريتين على الأكثر.',
  tipTooLarge: 'هذا المبلغ كبير جدًا.',
  tipInvalid: (example) => `أدخل مبلغًا، مثل ${example}.`,
  tipOtherCurrency: (currency) => `أدخل المبلغ بدون ${currency}.`,
  tipAmbiguous: (example) => `يمكن قراءة هذا المبلغ بطريقتين. أدخله مثل ${example}.`,
  guardOverService: (amount) => `${amount} أكثر من قيمة الخدمة نفسها. هل تريد تأكيد هذا المبلغ؟`,
  guardLarge: (amount) => `${amount} إكرامية كبيرة جدًا. هل تريد تأكيد هذا المبلغ؟`,
  guardPending: (amount) => `يُرجى تأكيد إكرامية بقيمة ${amount}.`,
  guardKeep: (amount) => `نعم، ${amount}`,
  guardChange: 'تغيير',
  feeAndTotal: (fee, total) => `الرسوم ${fee} · الإجمالي ${total}`,
  feeChecking: 'جارٍ التحقق من الرسوم',
  feeFailed: 'تعذّر الحصول على الرسوم.',

  subtotal: 'المجموع الفرعي',
  tipsList: 'الإكراميات',
  tipFor: (name) => `إكرامية لـ ${name}`,
  chooseTip: 'اختر إكرامية',
  enterAmount: 'أدخل مبلغًا',
  fees: 'الرسوم',
  feesCalculating: 'جارٍ الحساب…',
  serviceFee: 'رسوم معالجة الدفع',
  posFee: 'رسوم المتجر',
  total: 'الإجمالي',
  quantity: (qty) => `${qty} ×`,
  quantityAt: (qty, price) => `${qty} × ${price}`,
  confirmTips: (count, total) => `${CONFIRM[plural.select(count)]} · ${total}`,
  continueWithoutTip: 'المتابعة بدون إكرامية',
  creating: 'جارٍ التأكيد…',
  chooseTipFor: (names) => `اختر إكرامية لـ ${names}`,
  tipsAdded: (total) => `تمت إضافة الإكراميات. المبلغ المستحق ${total}.`,
  noTipAdded: 'لم تتم إضافة أي إكرامية.',
  intentFailed: 'تعذّر تأكيد الإكراميات. لم يُخصم أي مبلغ.',
  amountsOutOfRange: 'هذه المبالغ أكبر من أن تُجمع. راجع الفاتورة والإكراميات.',
  optionFeeTotalFor: (fee, total, name) => `+ رسوم ${fee}، الإجمالي ${total}، لصالح ${name}`,
  optionFeeTotal: (fee, total) => `+ رسوم ${fee}، الإجمالي ${total}`,
  optionFor: (name) => `لصالح ${name}`,
  amountDecimals: (d) => {
    if (d === 0) return 'استخدم مبالغ صحيحة فقط، بلا كسور عشرية.';
    const forms: Partial<Record<Intl.LDMLPluralRule, string>> = { one: 'استخدم منزلة عشرية واحدة على الأكثر.', two: 'استخدم منزلتين عشريتين على الأكثر.', few: `استخدم ${d} منازل عشرية على الأكثر.`, many: `استخدم ${d} منزلة عشرية على الأكثر.`, other: `استخدم ${d} منزلة عشرية على الأكثر.` };
    return forms[new Intl.PluralRules('ar').select(d)] ?? forms.other!;
  },

  teamName: (names) => `الفريق: ${names}`,
  teamSplitService: (count) => pluralize('ar', count, { '=1': 'يُمنح المبلغ الآخر كاملًا لشخص واحد.', two: 'يُقسَّم المبلغ الآخر بين شخصين حسب الخدمة.', few: 'يُقسَّم المبلغ الآخر بين # أشخاص حسب الخدمة.', many: 'يُقسَّم المبلغ الآخر بين # شخصًا حسب الخدمة.', other: 'يُقسَّم المبلغ الآخر بين # شخص حسب الخدمة.' }),
  teamSplitEven: (count) => pluralize('ar', count, { '=1': 'يُمنح المبلغ الآخر كاملًا لشخص واحد.', two: 'يُقسَّم المبلغ الآخر بالتساوي بين شخصين.', few: 'يُقسَّم المبلغ الآخر بالتساوي بين # أشخاص.', many: 'يُقسَّم المبلغ الآخر بالتساوي بين # شخصًا.', other: 'يُقسَّم المبلغ الآخر بالتساوي بين # شخص.' }),
  teamTip: 'إكرامية للفريق',
  shareFor: (name) => `حصة ${name}`,
  teamLeftOut: (names, count) => {
    const forms: Partial<Record<Intl.LDMLPluralRule, string>> = { one: `لا تشمل الإكراميات المقترحة ${names}، إذ لم يقدّم خدمة.`, two: `لا تشمل الإكراميات المقترحة ${names}، إذ لم يقدّما خدمة.`, other: `لا تشمل الإكراميات المقترحة ${names}، إذ لم يقدّموا خدمة.` };
    return forms[new Intl.PluralRules('ar').select(count)] ?? forms.other!;
  },
  teamFeePerShare: 'تُدفع كل حصة إكراميةً مستقلة برسومها الخاصة، لذا تزيد الرسوم على رسوم إكرامية واحدة.',
  shareNoService: (amount) => `${amount} (بلا خدمة)`,
  choicesCleared: 'أُلغيت اختيارات الإكرامية. يُرجى الاختيار من جديد.',
};

export default messages;
