/**
 * The customer-facing screen's message area, in a module of its own: only the screen's elements
 * (src/screen/) import it, so neither a checkout page nor `tip-elements` carries its English.
 */
import { screenLoaders } from './locales.generated.js';
import { enScreen } from './screen.js';
import type { MessageArea } from './types.js';

/** The screen's area: tip-customer-screen, tip-station-status. */
export const screenArea: MessageArea = { name: 'screen', english: enScreen, loaders: screenLoaders };
