/** हिन्दी: the customer-facing screen (tip-customer-screen) and the cashier's view of it (tip-station-status). */
import type { ScreenMessages } from '../../screen.js';

const messages: ScreenMessages = {
  screenWelcome: 'स्वागत है',
  screenConnecting: 'कनेक्ट हो रहा है…',
  screenPairCode: 'यह कोड कैश काउंटर पर दर्ज करें',
  screenCodeAnnounced: (code) => `यह कोड कैश काउंटर पर दर्ज करें: ${code}`,
  screenWaiting: 'धन्यवाद! कृपया कैशियर के पास भुगतान करें।',
  screenThanks: 'धन्यवाद!',
  stationTitle: 'ग्राहक स्क्रीन',
  stationOnline: 'कनेक्ट है',
  stationOffline: 'कनेक्ट नहीं है',
  stationNoSale: 'स्क्रीन पर कोई बिक्री नहीं',
  stationWaiting: 'ग्राहक की प्रतीक्षा',
  stationConfirmed: 'टिप की पुष्टि हुई',
  stationSkipped: 'कोई टिप नहीं',
  stationNoChoice: 'अभी चुना नहीं',
};

export default messages;
