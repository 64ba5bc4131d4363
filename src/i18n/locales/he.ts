/** עברית: the whole catalogue (`tip-elements/locales/he`), every area. The elements fetch each area's chunk on its own. */
import type { Messages } from '../messages.js';
import backOffice from './he/back-office.js';
import checkout from './he/checkout.js';
import device from './he/device.js';
import display from './he/display.js';

const messages: Messages = { ...checkout, ...backOffice, ...display, ...device };

export default messages;
