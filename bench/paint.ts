// How the low-end profile (bench/lowend.mjs) knows that something is on screen, the same code on
// both sides: the checkout's pages (bench/page.ts, bench/first-tip.ts) and the declarative-shadow-DOM
// floor's (bench/floor.ts, bench/watch.ts). A state is read from the DOM (through open shadow
// roots: the elements' own and the floor's declarative ones alike) at every animation frame, the
// moment before that frame's style, layout and paint; once it holds, the time is taken after that
// frame has been rendered (a message posted from the frame's callback runs after its rendering).
// What changed between two frames is painted by the next one, so checking at frames misses no time;
// and the check itself is in the measured frame on both sides.

/** Every element in the subtree, crossing open shadow roots, in document order. */
export function* deep(root: Element | ShadowRoot | Document): Generator<Element> {
  for (const el of root.querySelectorAll('*')) {
    yield el;
    if (el.shadowRoot) yield* deep(el.shadowRoot);
  }
}

/** performance.now() once the current frame (the one whose callbacks run now or next) has been rendered. */
export function afterFrame(): Promise<number> {
  return new Promise((resolve) =>
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => resolve(performance.now());
      channel.port2.postMessage(undefined);
    }),
  );
}

/**
 * Checks `ready` at every animation frame; resolves with performance.now() after the first frame
 * in which it held has been rendered: when what it saw is on screen. Rejects after `timeoutMs`.
 */
export function paintedWhen(ready: () => boolean, timeoutMs = 30_000): Promise<number> {
  const start = performance.now();
  return new Promise((resolve, reject) => {
    const check = () => {
      if (ready()) {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve(performance.now());
        channel.port2.postMessage(undefined);
      } else if (performance.now() - start > timeoutMs) reject(new Error(`not painted within ${timeoutMs} ms`));
      else requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  });
}

const PROPOSALS = ['low', 'medium', 'high'];
const PROPOSAL = PROPOSALS.map((level) => `[role="radio"][data-value="${level}"]`).join(',');

// The two checks below run at every frame while a page waits: plain loops and native selector
// matching, not `deep()`'s generator, so that what they cost does not grow with the wait (the
// slower page would otherwise pay more of it than the floor).

/** Whether a tip proposal (an option with an amount, not "Custom" or "No tip") is in the tree: the first tip button. */
export function hasTipButton(root: Element | Document | ShadowRoot): boolean {
  if (root.querySelector(PROPOSAL)) return true;
  for (const el of root.querySelectorAll('*')) if (el.shadowRoot && hasTipButton(el.shadowRoot)) return true;
  return false;
}

/** Each `tip-proposals` in document order: the text of the proposals it shows ('' while it shows none). */
export function rowsShown(root: Element | Document | ShadowRoot, rows: string[] = []): string[] {
  for (const el of root.querySelectorAll('*')) {
    if (!el.shadowRoot) continue;
    if (el.localName === 'tip-proposals') {
      const texts: string[] = [];
      for (const radio of el.shadowRoot.querySelectorAll(PROPOSAL)) texts.push(radio.textContent?.trim() ?? '');
      rows.push(texts.join(' | '));
    }
    rowsShown(el.shadowRoot, rows);
  }
  return rows;
}

/** Resolves after the frame that shows every row with exactly `expected` (each row's proposals, as rowsShown reads them). */
export function rowsPainted(root: Element | Document, expected: readonly string[], timeoutMs?: number): Promise<number> {
  const want = expected.join('\n');
  return paintedWhen(() => rowsShown(root).join('\n') === want, timeoutMs);
}

/** The total shown by the summary (a `checkout-summary` among `root`'s children, as a page places it): its `total` part's amount. */
export function totalShown(root: Element | Document): string {
  return root.querySelector('checkout-summary')?.shadowRoot?.querySelector('[part~="total"] .amount')?.textContent?.trim() ?? '';
}

/**
 * Times an input event (`type`, captured before any element sees it, from its `timeStamp`: when
 * the browser received it) to the frame that shows `changed()` true. Call before the input.
 */
export function inputToPaint(type: 'click' | 'keydown', changed: () => boolean, timeoutMs = 30_000): Promise<number> {
  return new Promise((resolve, reject) => {
    const onInput = (event: Event) => {
      document.removeEventListener(type, onInput, { capture: true });
      paintedWhen(changed, timeoutMs).then((at) => resolve(at - event.timeStamp), reject);
    };
    document.addEventListener(type, onInput, { capture: true });
  });
}
