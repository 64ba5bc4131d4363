/**
 * עברית: Display mode, gender-neutral as the checkout is (infinitives and "יש ל…" rather than a
 * masculine or feminine imperative). The point of sale is "הקופה", pairing is "צימוד". The
 * elements isolate names, identifiers and amounts.
 */
import type { DisplayMessages } from '../../display.js';

const messages: DisplayMessages = {
  pairingTitle: 'צימוד מכשיר טיפים',
  pairingCodeLabel: 'הקוד שמוצג במכשיר',
  pairingCodeHint: 'שש אותיות וספרות.',
  pairingCodeInvalid: 'יש להזין את שש האותיות והספרות שמוצגות במכשיר.',
  pairingActivate: 'הפעלת המכשיר',
  pairingActivating: 'מפעילים…',
  pairingUnknownCode: 'אף מכשיר לא מציג את הקוד הזה. יש לבדוק אותו ולנסות שוב.',
  pairingEnterOnDevice: 'יש להזין את המזהה הזה במכשיר:',
  pairingCheck: 'בדיקת הצימוד',
  pairingChecking: 'בודקים…',
  pairingNotYet: 'המכשיר עדיין לא מכיר את המזהה הזה. יש להזין אותו במכשיר ולבדוק שוב.',
  pairingDone: (id) => `המכשיר ${id} מוכן.`,
  pairingAgain: 'צימוד מכשיר נוסף',
};

export default messages;
