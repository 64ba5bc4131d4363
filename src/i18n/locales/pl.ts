/** Polski: the whole catalogue (`tip-elements/locales/pl`), every area. The elements fetch each area's chunk on its own. */
import type { Messages } from '../messages.js';
import backOffice from './pl/back-office.js';
import checkout from './pl/checkout.js';
import device from './pl/device.js';
import display from './pl/display.js';

const messages: Messages = { ...checkout, ...backOffice, ...display, ...device };

export default messages;
