/**
 * Nederlands: the simulated Display tablet (a developer tool). The customer is addressed with ‘u’,
 * as in the checkout; the point of sale is ‘de kassa’, an identifier ‘de ID’, and a card is held
 * against the reader (‘pas’).
 */
import type { DeviceMessages } from '../../types.js';

const plural = new Intl.PluralRules('nl');

const messages: DeviceMessages = {
  deviceTitle: 'Fooiapparaat',
  deviceShowCode: 'Vul deze code in op de kassa',
  deviceCodeAnnounced: (code) => `Vul deze code in op de kassa: ${code}`,
  devicePairLabel: 'ID die op de kassa staat',
  devicePair: 'Koppelen',
  devicePairEmpty: 'Vul de ID in.',
  devicePairTaken: 'Een ander apparaat gebruikt deze ID al.',
  deviceSyncedAs: (ids) => `Gekoppeld als ${ids}`,
  deviceReady: 'Klaar voor de volgende klant',
  deviceApproved: 'Betaling geslaagd. Bedankt!',
  deviceCanceled: 'De afrekening is geannuleerd.',
  deviceContinued: 'Bedankt! U betaalt aan de kassa.',
  deviceQueued: (count) => (plural.select(count) === 'one' ? `Nog ${count} afrekening in de wachtrij` : `Nog ${count} afrekeningen in de wachtrij`),
  deviceWelcome: (name) => `Welkom, ${name}`,
  deviceWelcomeAnonymous: 'Welkom',
  deviceChooseTips: 'Kies uw fooi',
  deviceTipIncluded: (name, amount) => `Fooi voor ${name}: ${amount}, al inbegrepen`,
  deviceReviewTips: 'Fooi controleren',
  deviceChangeTips: 'Fooi wijzigen',
  deviceContinue: 'Verder naar betalen',
  deviceTotalAnnounced: (total) => `Te betalen: ${total}`,
  deviceRestarted: 'De rekening is gewijzigd. Kies uw fooi opnieuw.',
  deviceWaiting: 'Bedankt! Een ogenblik geduld, u wordt zo geholpen aan de kassa.',
  deviceCardPrompt: 'Houd uw pas tegen de lezer, steek hem in of haal hem door',
  deviceAmountDue: 'Te betalen',
  deviceCardAnnounced: (amount) => `Houd uw pas tegen de lezer, steek hem in of haal hem door. Te betalen: ${amount}`,
  deviceDeclined: (note) => `Betaling geweigerd: ${note}`,
  deviceDeclinedWait: 'Een ogenblik geduld, u wordt zo geholpen aan de kassa.',
};

export default messages;
