/**
 * עברית: the simulated Display tablet (a developer tool), gender-neutral as the checkout is
 * (infinitives and "יש ל…" rather than a masculine or feminine imperative). The point of sale is
 * "הקופה", pairing is "צימוד". The elements isolate names, identifiers and amounts.
 */
import type { DeviceMessages } from '../../types.js';

import { pluralize } from '../../plural.js';

const messages: DeviceMessages = {
  deviceTitle: 'מכשיר טיפים',
  deviceShowCode: 'יש להזין את הקוד הזה בקופה',
  deviceCodeAnnounced: (code) => `יש להזין את הקוד הזה בקופה: ${code}`,
  devicePairLabel: 'המזהה שמוצג בקופה',
  devicePair: 'צימוד',
  devicePairEmpty: 'יש להזין את המזהה.',
  devicePairTaken: 'מכשיר אחר כבר משתמש במזהה הזה.',
  deviceSyncedAs: (ids) => `מצומד בתור ${ids}`,
  deviceReady: 'מוכן ללקוח הבא',
  deviceApproved: 'התשלום אושר. תודה!',
  deviceCanceled: 'החיוב בוטל.',
  deviceContinued: 'תודה! התשלום יתבצע בקופה.',
  deviceQueued: (count) => pluralize('he', count, { one: 'עוד חיוב אחד ממתין', two: 'עוד שני חיובים ממתינים', other: 'עוד # חיובים ממתינים' }),
  deviceWelcome: (name) => `שלום, ${name}`,
  deviceWelcomeAnonymous: 'שלום',
  deviceChooseTips: 'יש לבחור טיפים',
  deviceTipIncluded: (name, amount) => `טיפ עבור ${name}: ${amount}, כבר כלול`,
  deviceReviewTips: 'סקירת הטיפים',
  deviceChangeTips: 'שינוי הטיפים',
  deviceContinue: 'המשך לתשלום',
  deviceTotalAnnounced: (total) => `לתשלום: ${total}`,
  deviceRestarted: 'החשבון השתנה. יש לבחור שוב את הטיפים.',
  deviceWaiting: 'תודה! רק רגע, ממשיכים בקופה.',
  deviceCardPrompt: 'יש להצמיד, להכניס או להעביר את הכרטיס',
  deviceAmountDue: 'לתשלום',
  deviceCardAnnounced: (amount) => `יש להצמיד, להכניס או להעביר את הכרטיס. לתשלום: ${amount}`,
  deviceDeclined: (note) => `התשלום נדחה: ${note}`,
  deviceDeclinedWait: 'רק רגע, ממשיכים בקופה.',
};

export default messages;
