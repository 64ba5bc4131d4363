/**
 * `parseMoney` (src/money/parse.ts: every numbering system's digits, separators, signs, the
 * currency's decimals) for the custom amount, loaded with `import()`: a chunk of its own in a page's
 * bundle, so a checkout page's initial code does not carry it. `tip-proposals` starts loading it
 * after its first render, long before a customer can open the custom amount; `custom-tip-input`
 * keeps what is typed before it is there and reads it once it is (see `readyParser`).
 */
import type { parseMoney } from '../../money/parse.js';

type ParseMoney = typeof parseMoney;

let ready: ParseMoney | undefined;
let loading: Promise<ParseMoney> | undefined;

/** The parser once its chunk has loaded; undefined before. */
export const readyParser = (): ParseMoney | undefined => ready;

/** Loads the parser (once; a failed load is tried again by the next call). */
export function loadParser(): Promise<ParseMoney> {
  return (loading ??= import('../../money/parse.js').then(
    (module) => (ready = module.parseMoney),
    (cause: unknown) => {
      loading = undefined;
      throw cause;
    },
  ));
}
