/**
 * हिन्दी: Display mode, for the staff at the point of sale (POS), in the checkout's polite
 * imperatives. Identifiers come before their postposition and are not declined.
 */
import type { DisplayMessages } from '../../display.js';

const messages: DisplayMessages = {
  pairingTitle: 'टिप डिवाइस जोड़ें',
  pairingCodeLabel: 'डिवाइस पर दिखाया गया कोड',
  pairingCodeHint: 'छह अक्षर और अंक।',
  pairingCodeInvalid: 'डिवाइस पर दिखाए गए छह अक्षर और अंक दर्ज करें।',
  pairingActivate: 'डिवाइस चालू करें',
  pairingActivating: 'चालू हो रहा है…',
  pairingUnknownCode: 'कोई भी डिवाइस यह कोड नहीं दिखा रहा। कोड जाँचें और फिर से कोशिश करें।',
  pairingEnterOnDevice: 'यह पहचानकर्ता डिवाइस पर दर्ज करें:',
  pairingCheck: 'जोड़ी जाँचें',
  pairingChecking: 'जाँच हो रही है…',
  pairingNotYet: 'डिवाइस अभी यह पहचानकर्ता नहीं पहचानता। इसे डिवाइस पर दर्ज करें, फिर दोबारा जाँचें।',
  pairingDone: (id) => `डिवाइस ${id} तैयार है।`,
  pairingAgain: 'दूसरा डिवाइस जोड़ें',
};

export default messages;
