/** Português (Brasil): the whole catalogue (`tip-elements/locales/pt-BR`), every area. The elements fetch each area's chunk on its own. */
import type { Messages } from '../messages.js';
import backOffice from './pt-BR/back-office.js';
import checkout from './pt-BR/checkout.js';
import device from './pt-BR/device.js';
import display from './pt-BR/display.js';

const messages: Messages = { ...checkout, ...backOffice, ...display, ...device };

export default messages;
