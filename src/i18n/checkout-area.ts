/**
 * The checkout's message area, in a module of its own: the registry (and so every checkout page)
 * imports it, and nothing here reaches the back office's or Display mode's English (areas.ts). The
 * browser bundle tip-elements.js shares its chunk with checkout.js (the package's Vite build), so a module
 * both reach would bring those areas' English into the checkout page.
 */
import { checkoutLoaders } from './locales.generated.js';
import { en } from './messages.js';
import type { MessageArea } from './types.js';

/** The checkout's area: always in use, its English in every page's own code. */
export const checkoutArea: MessageArea = { name: 'checkout', english: en, loaders: checkoutLoaders };
