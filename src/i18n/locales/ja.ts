/** 日本語: the whole catalogue (`tip-elements/locales/ja`), every area. The elements fetch each area's chunk on its own. */
import type { Messages } from '../messages.js';
import backOffice from './ja/back-office.js';
import checkout from './ja/checkout.js';
import device from './ja/device.js';
import display from './ja/display.js';

const messages: Messages = { ...checkout, ...backOffice, ...display, ...device };

export default messages;
