/**
 * Deutsch: the simulated Display tablet (a developer tool). The tablet addresses the customer with
 * „Sie“, as the checkout does; the pairing form at the register is written for staff, in short
 * infinitives like the back office. The point of sale is „die Kasse“.
 */
import type { DeviceMessages } from '../../types.js';

const plural = new Intl.PluralRules('de');

const messages: DeviceMessages = {
  deviceTitle: 'Trinkgeldgerät',
  deviceShowCode: 'Geben Sie diesen Code an der Kasse ein',
  deviceCodeAnnounced: (code) => `Geben Sie diesen Code an der Kasse ein: ${code}`,
  devicePairLabel: 'Kennung, die die Kasse anzeigt',
  devicePair: 'Koppeln',
  devicePairEmpty: 'Bitte geben Sie die Kennung ein.',
  devicePairTaken: 'Diese Kennung verwendet bereits ein anderes Gerät.',
  deviceSyncedAs: (ids) => `Gekoppelt als ${ids}`,
  deviceReady: 'Bereit für den nächsten Gast',
  deviceApproved: 'Zahlung genehmigt. Vielen Dank!',
  deviceCanceled: 'Der Bezahlvorgang wurde abgebrochen.',
  deviceContinued: 'Vielen Dank! Bezahlt wird an der Kasse.',
  deviceQueued: (count) => (plural.select(count) === 'one' ? `${count} weiterer Bezahlvorgang wartet` : `${count} weitere Bezahlvorgänge warten`),
  deviceWelcome: (name) => `Willkommen, ${name}`,
  deviceWelcomeAnonymous: 'Willkommen',
  deviceChooseTips: 'Wählen Sie Ihr Trinkgeld',
  deviceTipIncluded: (name, amount) => `Trinkgeld für ${name}: ${amount}, bereits enthalten`,
  deviceReviewTips: 'Trinkgeld prüfen',
  deviceChangeTips: 'Trinkgeld ändern',
  deviceContinue: 'Weiter zur Zahlung',
  deviceTotalAnnounced: (total) => `Zu zahlen: ${total}`,
  deviceRestarted: 'Der Bezahlvorgang wurde geändert. Bitte wählen Sie Ihr Trinkgeld erneut.',
  deviceWaiting: 'Vielen Dank! Einen Moment bitte, gleich geht es an der Kasse weiter.',
  deviceCardPrompt: 'Bitte Karte auflegen, einstecken oder durchziehen',
  deviceAmountDue: 'Zu zahlen',
  deviceCardAnnounced: (amount) => `Bitte Karte auflegen, einstecken oder durchziehen. Zu zahlen: ${amount}`,
  deviceDeclined: (note) => `Zahlung abgelehnt: ${note}`,
  deviceDeclinedWait: 'Einen Moment bitte, gleich geht es an der Kasse weiter.',
};

export default messages;
