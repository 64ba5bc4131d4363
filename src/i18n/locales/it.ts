/** Italiano: the whole catalogue (`tip-elements/locales/it`), every area. The elements fetch each area's chunk on its own. */
import type { Messages } from '../messages.js';
import backOffice from './it/back-office.js';
import checkout from './it/checkout.js';
import device from './it/device.js';
import display from './it/display.js';

const messages: Messages = { ...checkout, ...backOffice, ...display, ...device };

export default messages;
