/**
 * עברית: gender-neutral, as Hebrew interfaces write for everyone (infinitives and "יש ל…"
 * rather than a masculine or feminine imperative). The elements isolate names and amounts.
 */
import type { CheckoutMessages } from '../../messages.js';
import { pluralize } from '../../plural.js';

const plural = new Intl.PluralRules('he');

const messages: CheckoutMessages = {
  retry: 'לנסות שוב',
  loading: 'בטעינה…',
  errorNetwork: 'יש לבדוק את החיבור ולנסות שוב.',
  errorTimeout: 'שירות הטיפים מגיב לאט מדי. יש לנסות שוב.',
  errorRefused: 'שירות הטיפים לא אישר את הפעולה. אפשר לפנות לצוות.',
  errorService: 'אירעה תקלה בשירות הטיפים. יש לנסות שוב.',

  noStaff: 'אין אנשי צוות לתת להם טיפ.',
  proposalsFailedAll: 'לא הצלחנו לטעון את הטיפים המוצעים. עדיין אפשר לבחור "סכום אחר" או "בלי טיפ".',
  serviceOf: (amount) => `על שירות בסך ${amount}`,

  tipGroup: 'טיפ',
  optionName: (first, second) => `${first}, ${second}`,
  optionFee: (fee) => `+ עמלה ${fee}`,
  optionTotal: (total) => `סה״כ ${total}`,
  custom: 'סכום אחר',
  noTip: 'בלי טיפ',
  proposalsFailedFor: (name) => `לא הצלחנו לטעון את הטיפים המוצעים עבור ${name}.`,
  customTipFor: (name) => `סכום הטיפ עבור ${name}`,

  customTip: 'סכום הטיפ',
  enterTip: 'יש להזין סכום טיפ.',
  tipNegative: 'טיפ לא יכול להיות שלילי.',
  tipDecimals: 'אפשר להזין עד שתי ספרות אחרי הנקודה.',
  tipTooLarge: 'הסכום גבוה מדי.',
  tipInvalid: (example) => `יש להזין סכום, למשל ${example}.`,
  tipOtherCurrency: (currency) => `יש להזין את הסכום בלי ${currency}.`,
  tipAmbiguous: (example) => `אפשר לקרוא את הסכום הזה בשתי דרכים. יש להזין אותו למשל כך: ${example}.`,
  guardOverService: (amount) => `${amount} – יותר ממחיר השירות עצמו. להשאיר?`,
  guardLarge: (amount) => `${amount} – טיפ גבוה מאוד. להשאיר?`,
  guardPending: (amount) => `יש לאשר את הטיפ בסך ${amount}.`,
  guardKeep: (amount) => `להשאיר ${amount}`,
  guardChange: 'לשנות',
  feeAndTotal: (fee, total) => `עמלה ${fee} · סה״כ ${total}`,
  feeChecking: 'בודקים את העמלה',
  feeFailed: 'לא הצלחנו לקבל את העמלה.',

  subtotal: 'סכום ביניים',
  tipsList: 'טיפים',
  tipFor: (name) => `טיפ עבור ${name}`,
  chooseTip: 'יש לבחור טיפ',
  enterAmount: 'יש להזין סכום',
  fees: 'עמלות',
  feesCalculating: 'בחישוב…',
  serviceFee: 'עמלת סליקה',
  posFee: 'עמלת בית העסק',
  total: 'סה״כ',
  quantity: (qty) => `${qty} ×`,
  quantityAt: (qty, price) => `${qty} × ${price}`,
  confirmTips: (count, total) => `${plural.select(count) === 'one' ? 'אישור הטיפ' : 'אישור הטיפים'} · ${total}`,
  continueWithoutTip: 'להמשיך בלי טיפ',
  creating: 'מאשרים…',
  chooseTipFor: (names) => `יש לבחור טיפ עבור ${names}`,
  tipsAdded: (total) => `הטיפים נוספו. לתשלום: ${total}.`,
  noTipAdded: 'לא נוסף טיפ.',
  intentFailed: 'לא הצלחנו לאשר את הטיפים. לא בוצע חיוב.',
  amountsOutOfRange: 'הסכומים האלה גדולים מכדי לחבר אותם. בדקו את החשבון ואת הטיפים.',
  optionFeeTotalFor: (fee, total, name) => `+ עמלה ${fee}, סה״כ ${total}, עבור ${name}`,
  optionFeeTotal: (fee, total) => `+ עמלה ${fee}, סה״כ ${total}`,
  optionFor: (name) => `עבור ${name}`,
  amountDecimals: (d) => {
    if (d === 0) return 'אפשר להזין רק סכומים שלמים, בלי ספרות אחרי הנקודה.';
    const forms: Partial<Record<Intl.LDMLPluralRule, string>> = { one: 'אפשר להזין עד ספרה אחת אחרי הנקודה.', two: 'אפשר להזין עד שתי ספרות אחרי הנקודה.', other: `אפשר להזין עד ${d} ספרות אחרי הנקודה.` };
    return forms[new Intl.PluralRules('he').select(d)] ?? forms.other!;
  },

  teamName: (names) => `הצוות: ${names}`,
  teamSplitService: (count) => pluralize('he', count, { '=1': 'סכום אחר מוקצה במלואו לאדם אחד.', two: 'סכום אחר מתחלק בין שני אנשים לפי השירות.', other: 'סכום אחר מתחלק בין # אנשים לפי השירות.' }),
  teamSplitEven: (count) => pluralize('he', count, { '=1': 'סכום אחר מוקצה במלואו לאדם אחד.', two: 'סכום אחר מתחלק שווה בשווה בין שני אנשים.', other: 'סכום אחר מתחלק שווה בשווה בין # אנשים.' }),
  teamTip: 'טיפ לצוות',
  shareFor: (name) => `החלק של ${name}`,
  teamLeftOut: (names) => `הטיפים המוצעים לא כוללים את ${names} (לא ניתן שירות).`,
  teamFeePerShare: 'כל חלק משולם כטיפ נפרד עם עמלה משלו, ולכן סך העמלות גבוה יותר מאשר בטיפ אחד.',
  shareNoService: (amount) => `${amount} (ללא שירות)`,
  choicesCleared: 'בחירות הטיפ נוקו. יש לבחור שוב.',
};

export default messages;
