/** Français: the whole catalogue (`tip-elements/locales/fr`), every area. The elements fetch each area's chunk on its own. */
import type { Messages } from '../messages.js';
import backOffice from './fr/back-office.js';
import checkout from './fr/checkout.js';
import device from './fr/device.js';
import display from './fr/display.js';

const messages: Messages = { ...checkout, ...backOffice, ...display, ...device };

export default messages;
