/**
 * A part of a page's code loaded with `import()` (a chunk of its own in a page's bundle), with a
 * deadline and a bounded retry:
 *
 * - `load()` starts the load, or joins the one in flight, and rejects with a `LazyLoadError` when it
 *   fails or when `timeoutMs` passes first. A load still in flight at its deadline is kept: if it
 *   arrives later, `ready()` has it and the next `load()` resolves at once.
 * - After a failure, `load()` rejects at once with that failure until its back-off has passed
 *   (1 s, then doubling up to `maxBackoffMs`), so that code calling it on every update loads the
 *   chunk at most a few times a minute. `load({ now: true })`, for a customer's Retry, loads again
 *   at once.
 * - `ready()` is what the part gave once loaded, undefined before; `loading()` is the load in
 *   flight (it may reject), undefined when none is.
 *
 * A browser remembers a module that failed to load and fails every later `import()` of the same
 * URL at once. `load` is therefore given the URL that failed last (when the browser's error names
 * it) and imports that URL with a query of its own (`retryUrl`): the chunk is fetched again.
 */
export interface LazyPart<T> {
  ready(): T | undefined;
  loading(): Promise<T> | undefined;
  load(options?: { now?: boolean; timeoutMs?: number | undefined }): Promise<T>;
}

export interface LazyPartOptions {
  /** How long a load may take before it is reported as failed. Default 10 000 ms. */
  timeoutMs?: number;
  /** The longest wait between automatic attempts after failures. Default 30 000 ms. */
  maxBackoffMs?: number;
}

/** A lazy part that did not load: it failed, or its deadline passed first (`timedOut`). */
export class LazyLoadError extends Error {
  override readonly name = 'LazyLoadError';
  constructor(
    readonly timedOut: boolean,
    options?: { cause?: unknown },
  ) {
    super(timedOut ? 'a part of the page did not load in time' : 'a part of the page failed to load', options);
  }
}

const FIRST_BACKOFF_MS = 1000;

export function lazyPart<T>(load: (failedUrl: string | undefined) => Promise<T>, options: LazyPartOptions = {}): LazyPart<T> {
  const defaultTimeoutMs = options.timeoutMs ?? 10_000;
  const maxBackoffMs = options.maxBackoffMs ?? 30_000;
  let ready: T | undefined;
  let inFlight: Promise<T> | undefined;
  let failure: { error: LazyLoadError; until: number } | undefined;
  let failures = 0;
  let failedUrl: string | undefined;

  const start = (): Promise<T> => {
    const attempt = load(failedUrl).then(
      (value) => {
        ready = value;
        failure = undefined;
        failures = 0;
        return value;
      },
      (cause: unknown) => {
        inFlight = undefined;
        failedUrl = urlIn(cause) ?? failedUrl;
        throw fail(new LazyLoadError(false, { cause }));
      },
    );
    attempt.catch(() => undefined);
    return (inFlight = attempt);
  };

  const fail = (error: LazyLoadError): LazyLoadError => {
    failures += 1;
    const backoff = Math.min(maxBackoffMs, FIRST_BACKOFF_MS * 2 ** (failures - 1));
    failure = { error, until: Date.now() + backoff };
    return error;
  };

  return {
    ready: () => ready,
    loading: () => (ready === undefined ? inFlight : undefined),
    load({ now = false, timeoutMs = defaultTimeoutMs }: { now?: boolean; timeoutMs?: number | undefined } = {}) {
      if (ready !== undefined) return Promise.resolve(ready);
      if (!inFlight && failure && !now && Date.now() < failure.until) return Promise.reject(failure.error);
      const attempt = inFlight ?? start();
      return new Promise<T>((resolve, reject) => {
        const timer = setTimeout(() => reject(fail(new LazyLoadError(true))), timeoutMs);
        attempt.then(
          (value) => {
            clearTimeout(timer);
            resolve(value);
          },
          (error: unknown) => {
            clearTimeout(timer);
            reject(error);
          },
        );
      });
    },
  };
}

/** The URL a failed `import()`'s error names ("Failed to fetch dynamically imported module: <url>"). */
function urlIn(cause: unknown): string | undefined {
  const match = /\bhttps?:\/\/[^\s'"]+/.exec(cause instanceof Error ? cause.message : '');
  return match?.[0].replace(/[?#].*$/, '');
}

let retries = 0;

/** `url` with a query that makes the browser fetch it again after a failed load. */
export function retryUrl(url: string): string {
  return `${url}?retry=${++retries}`;
}
