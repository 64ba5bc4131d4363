/**
 * A part of a page's code loaded with `import()` once (a chunk of its own in a page's bundle):
 * `load()` starts or joins its load, `ready()` is what it gave once loaded (undefined before).
 * A load that fails is tried again by the next `load()`. A leaf: no import.
 */
export function lazyPart<T>(load: () => Promise<T>): { ready: () => T | undefined; load: () => Promise<T> } {
  let ready: T | undefined;
  let loading: Promise<T> | undefined;
  return {
    ready: () => ready,
    load: () =>
      (loading ??= load().then(
        (value) => (ready = value),
        (cause: unknown) => {
          loading = undefined;
          throw cause;
        },
      )),
  };
}
