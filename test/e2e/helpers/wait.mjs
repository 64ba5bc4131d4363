// Waiting on the page's own clock, never on a fixed delay.

/** Resolves after the page has painted `count` more frames (layout and style settled after a change). */
export function frames(page, count = 2) {
  return page.evaluate(
    (count) =>
      new Promise((resolve) => {
        const next = (left) => (left === 0 ? resolve() : requestAnimationFrame(() => next(left - 1)));
        next(count);
      }),
    count,
  );
}
