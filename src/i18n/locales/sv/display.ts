/**
 * Svenska: Display mode. The customer is addressed with ”du”, as in the checkout; a card is
 * ”blippad”, the point of sale is ”kassan”, pairing is ”parkoppla”. ”Köp” is the same word in the
 * singular and the plural.
 */
import type { DisplayMessages } from '../../display.js';

const messages: DisplayMessages = {
  pairingTitle: 'Parkoppla en dricksenhet',
  pairingCodeLabel: 'Kod som visas på enheten',
  pairingCodeHint: 'Sex bokstäver och siffror.',
  pairingCodeInvalid: 'Ange de sex bokstäver och siffror som visas på enheten.',
  pairingActivate: 'Aktivera enheten',
  pairingActivating: 'Aktiverar…',
  pairingUnknownCode: 'Ingen enhet visar den här koden. Kontrollera den och försök igen.',
  pairingEnterOnDevice: 'Ange det här id-numret på enheten:',
  pairingCheck: 'Kontrollera parkopplingen',
  pairingChecking: 'Kontrollerar…',
  pairingNotYet: 'Enheten känner inte igen id-numret ännu. Ange det på enheten och kontrollera sedan igen.',
  pairingDone: (id) => `Enheten ${id} är klar att använda.`,
  pairingAgain: 'Parkoppla en enhet till',

  deviceTitle: 'Dricksenhet',
  deviceShowCode: 'Ange den här koden i kassan',
  deviceCodeAnnounced: (code) => `Ange den här koden i kassan: ${code}`,
  devicePairLabel: 'Id-nummer som visas i kassan',
  devicePair: 'Parkoppla',
  devicePairEmpty: 'Ange id-numret.',
  devicePairTaken: 'En annan enhet använder redan det här id-numret.',
  deviceSyncedAs: (ids) => `Parkopplad som ${ids}`,
  deviceReady: 'Redo för nästa kund',
  deviceApproved: 'Betalningen är godkänd. Tack!',
  deviceCanceled: 'Köpet avbröts.',
  deviceContinued: 'Tack! Du betalar i kassan.',
  deviceQueued: (count) => `${count} köp till väntar`,
  deviceWelcome: (name) => `Välkommen, ${name}`,
  deviceWelcomeAnonymous: 'Välkommen',
  deviceChooseTips: 'Välj dricks',
  deviceTipIncluded: (name, amount) => `Dricks till ${name}: ${amount}, ingår redan`,
  deviceReviewTips: 'Granska dricks',
  deviceChangeTips: 'Ändra dricks',
  deviceContinue: 'Gå vidare till betalning',
  deviceTotalAnnounced: (total) => `Att betala: ${total}`,
  deviceRestarted: 'Köpet har ändrats. Välj dricks igen.',
  deviceWaiting: 'Tack! Vänta ett ögonblick, så hjälper vi dig i kassan.',
  deviceCardPrompt: 'Blippa, sätt i eller dra kortet',
  deviceAmountDue: 'Att betala',
  deviceCardAnnounced: (amount) => `Blippa, sätt i eller dra kortet. Att betala: ${amount}`,
  deviceDeclined: (note) => `Betalningen nekades: ${note}`,
  deviceDeclinedWait: 'Vänta ett ögonblick, så hjälper vi dig i kassan.',
};

export default messages;
