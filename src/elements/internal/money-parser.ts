/**
 * The custom amount's code once the customer types (custom-amount.ts: `parseMoney` from
 * src/money/parse.ts, what is wrong with a typed amount, the fee line, the large-tip guard),
 * loaded with `import()`: a chunk of its own in a page's bundle, so a checkout page's initial
 * code does not carry it. `tip-proposals` starts loading it after its first render, long before
 * a customer can open the custom amount; `custom-tip-input` loads it through `CustomAmountLoader`,
 * keeps what is typed before it is there and reads it once it is.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { lazyPart, LazyLoadError, retryUrl } from '../../client/lazy-part.js';
import { TipNetworkError, TipTimeoutError, type TipError } from '../../client/errors.js';
import { TipErrorEvent } from './events.js';
import type * as CustomAmount from './custom-amount.js';

/** What custom-amount.ts exports. */
export type CustomAmountCode = typeof CustomAmount;

let arrive: (code: CustomAmountCode) => void;
/** Resolves when the code first arrives, from any load: one that passed its deadline included. */
const arrived = new Promise<CustomAmountCode>((resolve) => (arrive = resolve));

const part = lazyPart((failed) =>
  (failed ? (import(/* @vite-ignore */ retryUrl(failed)) as Promise<CustomAmountCode>) : import('./custom-amount.js')).then((code) => {
    arrive(code);
    return code;
  }),
);

/** The custom amount's code once its chunk has loaded; undefined before. */
export const readyParser = part.ready;

/** Starts loading the custom amount's code (a failure waits for its back-off, see lazy-part.ts). */
export const loadParser = (): Promise<CustomAmountCode> => part.load();

/** The operation a failed load of the custom amount's code is reported as (`TipError.operation`). */
export const CUSTOM_AMOUNT_OPERATION = 'custom-amount';

/** The element that types into the custom amount: it is told when the code arrives and fires `tip-error`. */
export type CustomAmountHost = ReactiveControllerHost & EventTarget;

/**
 * The custom amount's code for one element. It starts the load when the element connects; a
 * failure (the chunk failed, or `timeoutMs` passed first) is reported, once, as `tip-error`
 * and `error` only while the customer has typed something (`typed()`): then the element shows
 * the failure and a Retry that calls `retry()`. Keystrokes after a failure ask again only as
 * the load's back-off allows, and a load past its deadline is still awaited: whenever the code
 * arrives, `onLoad` runs and the element updates.
 */
export class CustomAmountLoader implements ReactiveController {
  /** How long a load may take before a customer who typed is told (ms). */
  static timeoutMs = 10_000;

  readonly #host: CustomAmountHost;
  readonly #hasText: () => boolean;
  readonly #onLoad: (typedBefore: boolean) => void;
  #code: CustomAmountCode | undefined = part.ready();
  #pending: Promise<void> | undefined;
  #failure: LazyLoadError | undefined;
  #error: TipError | undefined;
  #awaiting = false;
  #typedBefore = false;

  /** `hasText`: whether the customer has typed anything; `onLoad`: the code has arrived, and whether the customer typed (`typed()`) before it did. */
  constructor(host: CustomAmountHost, hasText: () => boolean, onLoad: (typedBefore: boolean) => void) {
    this.#host = host;
    this.#hasText = hasText;
    this.#onLoad = onLoad;
    host.addController(this);
  }

  /** The code, once loaded. */
  get code(): CustomAmountCode | undefined {
    return this.#code;
  }

  /** The load's failure, while it is shown: the customer typed and the code is not there. */
  get error(): TipError | undefined {
    return this.#code ? undefined : this.#error;
  }

  /** The load this element is waiting on, if any (settles by its deadline at the latest). */
  get pending(): Promise<void> | undefined {
    return this.#pending;
  }

  hostConnected(): void {
    if (this.#code || this.#awaiting) return;
    this.#awaiting = true;
    void arrived.then((code) => {
      this.#code = code;
      this.#error = this.#failure = undefined;
      const typedBefore = this.#typedBefore;
      this.#typedBefore = false;
      this.#onLoad(typedBefore);
      this.#host.requestUpdate();
    });
    this.#load(false);
  }

  /** The customer typed: a known failure is reported, and the code asked for again (as its back-off allows). */
  typed(): void {
    if (this.#code) return;
    this.#typedBefore = true;
    if (this.#failure) this.#report();
    this.#load(false);
  }

  /** A customer's Retry: load again at once. */
  retry(): void {
    this.#error = undefined;
    this.#host.requestUpdate();
    this.#load(true);
  }

  #load(now: boolean): void {
    if (this.#code || this.#pending) return;
    const pending = part.load({ now, timeoutMs: CustomAmountLoader.timeoutMs }).then(
      () => undefined,
      (failure: unknown) => {
        if (this.#code) return;
        this.#failure = failure instanceof LazyLoadError ? failure : new LazyLoadError(false, { cause: failure });
        if (this.#hasText()) this.#report();
      },
    );
    this.#pending = pending;
    void pending.then(() => {
      if (this.#pending === pending) this.#pending = undefined;
    });
  }

  /** Shows the failure and fires `tip-error` for it, unless it is shown already. */
  #report(): void {
    const failure = this.#failure;
    if (this.#error || !failure) return;
    this.#error = failure.timedOut ? new TipTimeoutError(CUSTOM_AMOUNT_OPERATION, CustomAmountLoader.timeoutMs) : new TipNetworkError(CUSTOM_AMOUNT_OPERATION, failure);
    this.#host.requestUpdate();
    this.#host.dispatchEvent(new TipErrorEvent(this.#error));
  }
}
