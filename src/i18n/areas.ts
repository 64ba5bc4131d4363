/**
 * The message areas: each group of elements' English (the final fallback of its keys) and its
 * locales' chunks, which the generated list of locales finds in the locale folders
 * (`locales/<tag>/<area>.ts`). An element puts its area in use when it is created, so a page
 * carries the English and fetches the chunks of the areas it shows only: a checkout page has none
 * of the back office's or Display mode's.
 */
import { enBackOffice } from './back-office.js';
import { enDisplay } from './display.js';
import { backOfficeLoaders, displayLoaders } from './locales.generated.js';
import type { MessageArea } from './types.js';

export { checkoutArea } from './checkout-area.js';

/** The back office's area: tip-transaction, tip-refund, tip-transfer. */
export const backOfficeArea: MessageArea = { name: 'back-office', english: enBackOffice, loaders: backOfficeLoaders };

/** Display mode's area: tip-device-pairing. */
export const displayArea: MessageArea = { name: 'display', english: enDisplay, loaders: displayLoaders };
