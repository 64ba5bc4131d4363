/** עברית: the customer-facing screen (tip-customer-screen) and the cashier's view of it (tip-station-status). */
import type { ScreenMessages } from '../../screen.js';

const messages: ScreenMessages = {
  screenWelcome: 'ברוכים הבאים',
  screenConnecting: 'מתחבר…',
  screenPairCode: 'יש להזין את הקוד הזה בקופה',
  screenCodeAnnounced: (code) => `יש להזין את הקוד הזה בקופה: ${code}`,
  screenWaiting: 'תודה! התשלום יתבצע בקופה.',
  screenThanks: 'תודה!',
  stationTitle: 'מסך לקוח',
  stationOnline: 'מחובר',
  stationOffline: 'לא מחובר',
  stationNoSale: 'אין מכירה על המסך',
  stationWaiting: 'ממתין ללקוח',
  stationConfirmed: 'הטיפ אושר',
  stationSkipped: 'בלי טיפ',
  stationNoChoice: 'עדיין לא נבחר',
};

export default messages;
