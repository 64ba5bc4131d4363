/**
 * Magyar: the simulated Display tablet (a developer tool), addressing the customer formally, in
 * the words Hungarian card terminals use (“Érintse, helyezze be vagy húzza le a kártyát”); the
 * point of sale is “pénztár”. After a numeral the noun stays singular (“2 vásárlás”), so the queue
 * has one form.
 */
import type { DeviceMessages } from '../../types.js';

const messages: DeviceMessages = {
  deviceTitle: 'Borravaló-eszköz',
  deviceShowCode: 'Írja be ezt a kódot a pénztárgépen',
  deviceCodeAnnounced: (code) => `Írja be ezt a kódot a pénztárgépen: ${code}`,
  devicePairLabel: 'A pénztárgépen látható azonosító',
  devicePair: 'Párosítás',
  devicePairEmpty: 'Adja meg az azonosítót.',
  devicePairTaken: 'Ezt az azonosítót már egy másik eszköz használja.',
  deviceSyncedAs: (ids) => `Párosítva: ${ids}`,
  deviceReady: 'Készen áll a következő vásárlóra',
  deviceApproved: 'Fizetés jóváhagyva. Köszönjük!',
  deviceCanceled: 'A vásárlás megszakadt.',
  deviceContinued: 'Köszönjük! A pénztárnál fizethet.',
  deviceQueued: (count) => `Még ${count} vásárlás várakozik`,
  deviceWelcome: (name) => `Üdvözöljük, ${name}`,
  deviceWelcomeAnonymous: 'Üdvözöljük',
  deviceChooseTips: 'Válassza ki a borravalót',
  deviceTipIncluded: (name, amount) => `Borravaló ${name} részére: ${amount}, már benne van`,
  deviceReviewTips: 'Borravalók áttekintése',
  deviceChangeTips: 'Borravalók módosítása',
  deviceContinue: 'Tovább a fizetéshez',
  deviceTotalAnnounced: (total) => `Fizetendő: ${total}`,
  deviceRestarted: 'A számla megváltozott. Kérjük, válassza ki újra a borravalót.',
  deviceWaiting: 'Köszönjük! Kérjük, várjon, a pénztárnál kiszolgáljuk.',
  deviceCardPrompt: 'Érintse, helyezze be vagy húzza le a kártyát',
  deviceAmountDue: 'Fizetendő összeg',
  deviceCardAnnounced: (amount) => `Érintse, helyezze be vagy húzza le a kártyát. Fizetendő összeg: ${amount}`,
  deviceDeclined: (note) => `Fizetés elutasítva: ${note}`,
  deviceDeclinedWait: 'Kérjük, várjon, a pénztárnál kiszolgáljuk.',
};

export default messages;
