/**
 * Nederlands: Display mode. The customer is addressed with ‘u’, as in the checkout; the point of
 * sale is ‘de kassa’, an identifier ‘de ID’, and a card is held against the reader (‘pas’).
 */
import type { DisplayMessages } from '../../display.js';

const plural = new Intl.PluralRules('nl');

const messages: DisplayMessages = {
  pairingTitle: 'Fooiapparaat koppelen',
  pairingCodeLabel: 'Code op het apparaat',
  pairingCodeHint: 'Zes letters en cijfers.',
  pairingCodeInvalid: 'Vul de zes letters en cijfers in die op het apparaat staan.',
  pairingActivate: 'Apparaat activeren',
  pairingActivating: 'Bezig met activeren…',
  pairingUnknownCode: 'Geen enkel apparaat toont deze code. Controleer de code en probeer het opnieuw.',
  pairingEnterOnDevice: 'Vul deze ID in op het apparaat:',
  pairingCheck: 'Koppeling controleren',
  pairingChecking: 'Bezig met controleren…',
  pairingNotYet: 'Het apparaat kent deze ID nog niet. Vul hem in op het apparaat en controleer daarna opnieuw.',
  pairingDone: (id) => `Apparaat ${id} is klaar voor gebruik.`,
  pairingAgain: 'Nog een apparaat koppelen',

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
