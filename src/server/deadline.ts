/** A time limit on a call whose answer may never come (a store behind a dead connection). */

/** A store call that took longer than its time limit. */
export class StoreTimeout extends Error {}

/** `work`, or a StoreTimeout after `ms`; `late` gets the value if it comes after all. */
export function withDeadline<T>(work: () => T | Promise<T>, ms: number, late?: (value: T) => void): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    let done = false;
    const timer = setTimeout(() => {
      done = true;
      reject(new StoreTimeout());
    }, ms);
    Promise.resolve()
      .then(work)
      .then(
        (value) => {
          if (!done) {
            done = true;
            clearTimeout(timer);
            resolve(value);
          } else late?.(value);
        },
        (error: unknown) => {
          if (done) return;
          done = true;
          clearTimeout(timer);
          reject(error as Error);
        },
      );
  });
}
