/** العربية: the whole catalogue (`tip-elements/locales/ar`), every area. The elements fetch each area's chunk on its own. */
import type { Messages } from '../messages.js';
import backOffice from './ar/back-office.js';
import checkout from './ar/checkout.js';
import device from './ar/device.js';
import display from './ar/display.js';

const messages: Messages = { ...checkout, ...backOffice, ...display, ...device };

export default messages;
