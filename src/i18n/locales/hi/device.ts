/**
 * हिन्दी: the simulated Display tablet (a developer tool), with आप and the words Indian card
 * terminals use (“कार्ड टैप करें, डालें या स्वाइप करें”). The point of sale is POS, the cashier
 * कैशियर. The queue counts one and other: the verb agrees (है, हैं).
 */
import type { DeviceMessages } from '../../types.js';

const plural = new Intl.PluralRules('hi');

const messages: DeviceMessages = {
  deviceTitle: 'टिप डिवाइस',
  deviceShowCode: 'यह कोड अपने POS में दर्ज करें',
  deviceCodeAnnounced: (code) => `यह कोड अपने POS में दर्ज करें: ${code}`,
  devicePairLabel: 'POS पर दिखाया गया पहचानकर्ता',
  devicePair: 'जोड़ें',
  devicePairEmpty: 'पहचानकर्ता दर्ज करें।',
  devicePairTaken: 'यह पहचानकर्ता कोई दूसरा डिवाइस इस्तेमाल कर रहा है।',
  deviceSyncedAs: (ids) => `${ids} के रूप में जुड़ा है`,
  deviceReady: 'अगले ग्राहक के लिए तैयार',
  deviceApproved: 'भुगतान स्वीकृत। धन्यवाद!',
  deviceCanceled: 'भुगतान रद्द कर दिया गया।',
  deviceContinued: 'धन्यवाद! कृपया कैशियर के पास भुगतान करें।',
  deviceQueued: (count) => (plural.select(count) === 'one' ? `${count} और भुगतान प्रतीक्षा में है` : `${count} और भुगतान प्रतीक्षा में हैं`),
  deviceWelcome: (name) => `स्वागत है, ${name}`,
  deviceWelcomeAnonymous: 'स्वागत है',
  deviceChooseTips: 'अपनी टिप चुनें',
  deviceTipIncluded: (name, amount) => `${name} के लिए टिप: ${amount}, शामिल है`,
  deviceReviewTips: 'टिप जाँचें',
  deviceChangeTips: 'टिप बदलें',
  deviceContinue: 'भुगतान के लिए आगे बढ़ें',
  deviceTotalAnnounced: (total) => `कुल देय राशि: ${total}`,
  deviceRestarted: 'बिल बदल गया है। कृपया फिर से टिप चुनें।',
  deviceWaiting: 'धन्यवाद! कृपया कैशियर का इंतज़ार करें।',
  deviceCardPrompt: 'कार्ड टैप करें, डालें या स्वाइप करें',
  deviceAmountDue: 'देय राशि',
  deviceCardAnnounced: (amount) => `कार्ड टैप करें, डालें या स्वाइप करें। देय राशि: ${amount}`,
  deviceDeclined: (note) => `भुगतान अस्वीकृत: ${note}`,
  deviceDeclinedWait: 'कृपया कैशियर का इंतज़ार करें।',
};

export default messages;
