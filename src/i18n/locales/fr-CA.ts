/** Français (Canada), read over fr: the whole catalogue (`tip-elements/locales/fr-CA`), every area. The elements fetch each area's chunk on its own. */
import type { Catalogue } from '../registry.js';
import backOffice from './fr-CA/back-office.js';
import checkout from './fr-CA/checkout.js';
import device from './fr-CA/device.js';
import display from './fr-CA/display.js';

const messages: Catalogue = { ...checkout, ...backOffice, ...display, ...device };

export default messages;
