/**
 * `parseMoney` (src/money/parse.ts: every numbering system's digits, separators, signs, the
 * currency's decimals) for the custom amount, loaded with `import()`: a chunk of its own in a page's
 * bundle, so a checkout page's initial code does not carry it. `tip-proposals` starts loading it
 * after its first render, long before a customer can open the custom amount; `custom-tip-input`
 * keeps what is typed before it is there and reads it once it is (see `readyParser`).
 */
import type { parseMoney } from '../../money/parse.js';
import { lazyPart } from '../../protocol/lazy-part.js';

type ParseMoney = typeof parseMoney;

const parser = lazyPart(() => import('../../money/parse.js').then((module): ParseMoney => module.parseMoney));

/** The parser once its chunk has loaded; undefined before. */
export const readyParser = parser.ready;

/** Loads the parser (once; a failed load is tried again by the next call). */
export const loadParser = parser.load;
