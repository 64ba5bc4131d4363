/** Deutsch: the whole catalogue (`tip-elements/locales/de`), every area. The elements fetch each area's chunk on its own. */
import type { Messages } from '../messages.js';
import backOffice from './de/back-office.js';
import checkout from './de/checkout.js';
import device from './de/device.js';
import display from './de/display.js';

const messages: Messages = { ...checkout, ...backOffice, ...display, ...device };

export default messages;
