// The custom amount's code once the customer types (custom-amount.ts: `parseMoney` from
// src/money/parse.ts, every numbering system's digits, separators, signs, the currency's
// decimals; what is wrong with a typed amount, from ./amount.ts; the fee line; the large-tip
// guard's limits), loaded with `import()`: a chunk of its
// own in a page's bundle, so a checkout page's initial code does not carry it. `tip-proposals`
// starts loading it after its first render, long before a customer can open the custom amount;
// `custom-tip-input` keeps what is typed before it is there and reads it once it is (see `readyParser`).
import { html, nothing } from 'lit';
import { formatEditable } from '../../money/format.js';
import { errorText } from '../../i18n/localize.js';
import { sumQuotes } from './checkout-model.js';
import { TipErrorEvent } from './events.js';
import { asTipError } from './shared.js';
import { lazyPart } from '../../client/lazy-part.js';

// A tuple, not an object, so that the page's code carries no name of them; what custom-amount.ts
// imports (money.ts, errors.ts) are chunks of their own that the page has loaded already.
/** What custom-amount.ts uses of the page's code, handed to it so that its chunk imports nothing from the page's. */
export const customAmountDeps = [html, nothing, errorText, sumQuotes, TipErrorEvent, asTipError, formatEditable] as const;
export type CustomAmountDeps = typeof customAmountDeps;

const parser = lazyPart(() => import('./custom-amount.js').then((module) => module.customAmountCode(customAmountDeps)));

/** The custom amount's code (the parser, the fee line, the guard's limits) once its chunk has loaded; undefined before. */
export const readyParser = parser.ready;

/** Loads the custom amount's code (once; a failed load is tried again by the next call). */
export const loadParser = parser.load;
