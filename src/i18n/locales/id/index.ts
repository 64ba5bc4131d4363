/** Bahasa Indonesia: the whole catalogue (`tip-elements/locales/id`), every area. The elements fetch each area's chunk on its own. */
import type { Messages } from '../../types.js';
import backOffice from './back-office.js';
import checkout from './checkout.js';
import device from './device.js';
import display from './display.js';
import screen from './screen.js';

const messages: Messages = { ...checkout, ...backOffice, ...display, ...device, ...screen };

export default messages;
