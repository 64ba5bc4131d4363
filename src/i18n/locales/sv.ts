/** Svenska: the whole catalogue (`tip-elements/locales/sv`), every area. The elements fetch each area's chunk on its own. */
import type { Messages } from '../messages.js';
import backOffice from './sv/back-office.js';
import checkout from './sv/checkout.js';
import device from './sv/device.js';
import display from './sv/display.js';

const messages: Messages = { ...checkout, ...backOffice, ...display, ...device };

export default messages;
