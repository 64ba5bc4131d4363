/** 한국어: the whole catalogue (`tip-elements/locales/ko`), every area. The elements fetch each area's chunk on its own. */
import type { Messages } from '../messages.js';
import backOffice from './ko/back-office.js';
import checkout from './ko/checkout.js';
import device from './ko/device.js';
import display from './ko/display.js';

const messages: Messages = { ...checkout, ...backOffice, ...display, ...device };

export default messages;
