/**
 * Svenska: the simulated Display tablet (a developer tool). The customer is addressed with ”du”, as
 * in the checkout; a card is ”blippad”, the point of sale is ”kassan”, pairing is ”parkoppla”.
 * ”Köp” is the same word in the singular and the plural.
 */
import type { DeviceMessages } from '../../types.js';

const messages: DeviceMessages = {
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
