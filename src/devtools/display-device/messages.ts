/**
 * The simulated tablet's message area (tip-display-device, a developer tool): its English
 * (src/i18n/device.ts) and each shipped locale's chunk (`src/i18n/locales/<tag>/device.ts`, found
 * by the generated list), fetched only by a page that shows the tablet in that locale.
 */
import { enDevice } from '../../i18n/device.js';
import { deviceLoaders } from '../../i18n/locales.generated.js';
import type { MessageArea } from '../../i18n/types.js';

export type { DeviceMessages } from '../../i18n/types.js';
export { enDevice };

/** The simulated tablet's area. */
export const deviceArea: MessageArea = { name: 'device', english: enDevice, loaders: deviceLoaders };
