/**
 * English: the whole catalogue (`tip-elements/locales/en`), every area. Unlike the other locales'
 * areas, English is built into the elements (the final fallback of every key), so this folder has
 * no area modules of its own: it gathers each area's English.
 */
import { enBackOffice } from '../../back-office.js';
import { enDevice } from '../../device.js';
import { enDisplay } from '../../display.js';
import { en } from '../../messages.js';
import { enScreen } from '../../screen.js';
import type { Messages } from '../../types.js';

const messages: Messages = { ...en, ...enBackOffice, ...enDisplay, ...enDevice, ...enScreen };

export default messages;
