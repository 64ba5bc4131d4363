/** Español: the whole catalogue (`tip-elements/locales/es`), every area. The elements fetch each area's chunk on its own. */
import type { Messages } from '../messages.js';
import backOffice from './es/back-office.js';
import checkout from './es/checkout.js';
import device from './es/device.js';
import display from './es/display.js';

const messages: Messages = { ...checkout, ...backOffice, ...display, ...device };

export default messages;
