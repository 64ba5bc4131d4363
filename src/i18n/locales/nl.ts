/** Nederlands: the whole catalogue (`tip-elements/locales/nl`), every area. The elements fetch each area's chunk on its own. */
import type { Messages } from '../messages.js';
import backOffice from './nl/back-office.js';
import checkout from './nl/checkout.js';
import device from './nl/device.js';
import display from './nl/display.js';

const messages: Messages = { ...checkout, ...backOffice, ...display, ...device };

export default messages;
