/**
 * The customer's screen (screen.html): tip-customer-screen, full page. It shows a pairing code
 * until the station (station.html) pairs, then each sale the station sends; its checkout creates
 * the intent through the host's proxy (/api/tips: no credentials in the browser). The link goes
 * through the demo server's relay (/api/screens); `?transport=broadcast` uses a BroadcastChannel
 * (the station in another window of this browser).
 */
import 'tip-elements/screen';
import { broadcastTransport, relayTransport, type TipCustomerScreen } from 'tip-elements/screen';
import { createDataClient } from 'tip-elements/client';
import { stationStrings } from './station-strings.js';

const params = new URLSearchParams(location.search);
const locale = params.get('locale') === 'de-DE' ? 'de-DE' : 'en-US';
document.documentElement.lang = locale;
document.title = stationStrings[locale].screenTitle;

const screen = document.querySelector<TipCustomerScreen>('tip-customer-screen')!;
screen.client = createDataClient({ baseUrl: '/api/tips' });
screen.transport = params.get('transport') === 'broadcast' ? broadcastTransport('lumen-station-2') : relayTransport({ url: '/api/screens' });
