// Inlined (as a classic script, bundled by bench/lowend.mjs) at the top of both cold pages of the
// low-end profile, the checkout's and the declarative-shadow-DOM floor's, before anything else is
// parsed: from the first frame on it looks for a tip proposal on screen (bench/paint.ts), and
// `window.firstTip` resolves with the time after the frame that painted the first one, in ms since
// navigation started; `window.firstTipPoint`, with the centre of that first proposal (where the
// bench's finger taps).
// `window.rowsShown()` reads each row's proposals, for the bench to check that both pages end up
// showing the same checkout.
// `window.tapActed` resolves once a tap has been acted on and the checkout has it: the first
// `tip-change` (the checkout's event for a customer's choice), then the first frame rendered after
// it that shows the option chosen (`aria-checked="true"`). A tap that EARLY_TAPS_SCRIPT handled
// before its row was hydrated was acted on earlier, at the first frame that showed the option
// chosen and the bill's new total (what the customer sees), provided the checkout's `tip-change`
// then carries it; its times are in ms since navigation.
// `window.timeline()` reads the paint and resource timings the bench reports beside them.
import { deep, hasTipButton, paintedWhen, rowsShown, totalShown } from './paint.js';

interface TapActed {
  /** The `tip-change` event. */
  changeAt: number;
  /** When the tap was acted on: for `early`, the frame that showed the option chosen and the bill's new total; else `hydratedAt`. */
  actedAt: number;
  /** After the first frame that shows the chosen option checked, following the `tip-change`. */
  hydratedAt: number;
  /** The taps' clicks seen before it, and when the first came. */
  taps: number;
  firstTapAt: number | undefined;
  /** The click of the choice: `live` (a hydrated or client-rendered row handled it), or `early` (caught by EARLY_TAPS_SCRIPT before its row was hydrated, applied when it hydrated). */
  by: 'live' | 'early';
  /** When the tap that made the choice was made (its click), for `early`: the time it waited for its row. */
  chosenTapAt: number | undefined;
}

declare global {
  interface Window {
    firstTip: Promise<number>;
    firstTipPoint: Promise<[number, number]>;
    rowsShown: () => string[];
    tapActed: Promise<TapActed>;
    timeline: () => Record<string, number | undefined>;
  }
}

const FIRST_PROPOSAL = '[role="radio"][data-value="low"]';
const firstProposal = () => {
  for (const el of deep(document)) if (el.matches(FIRST_PROPOSAL)) return el;
  return undefined;
};

window.firstTip = paintedWhen(() => hasTipButton(document), 60_000);
window.firstTipPoint = window.firstTip.then(() => {
  const box = firstProposal()!.getBoundingClientRect();
  return [box.x + box.width / 2, box.y + box.height / 2];
});
window.rowsShown = () => rowsShown(document);

// Every tap's click, captured before anything else sees it; at the bubble phase (after the page's
// handlers and the early taps script), whether its row was hydrated yet: an early tap if not.
let taps = 0;
let firstTapAt: number | undefined;
let clicking: { at: number } | undefined;
let lastEarly: { at: number } | undefined;
/** The bill's total when the first tap came, and the frame that showed an early tap acted on. */
let totalBefore: string | undefined;
let earlyActed: Promise<number> | undefined;
const rowOf = (event: Event) => (event.composedPath() as Element[]).find((el) => el.localName === 'tip-proposals') as (Element & { hasUpdated?: boolean }) | undefined;
addEventListener(
  'click',
  (event) => {
    taps++;
    firstTapAt ??= event.timeStamp;
    totalBefore ??= totalShown(document);
    clicking = { at: event.timeStamp };
  },
  true,
);
addEventListener('click', (event) => {
  const row = rowOf(event);
  if (row && row.hasUpdated !== true && row.hasAttribute('data-early-choice')) {
    lastEarly = { at: event.timeStamp };
    earlyActed ??= paintedWhen(() => firstProposal()?.getAttribute('aria-checked') === 'true' && totalShown(document) !== totalBefore, 60_000);
  }
  clicking = undefined;
});

window.tapActed = new Promise((resolve) => {
  addEventListener(
    'tip-change',
    (event) => {
      const changeAt = event.timeStamp;
      const live = clicking;
      const chosen = live ?? lastEarly;
      const early = !live && earlyActed && (event as Event & { selections?: unknown[] }).selections?.length ? earlyActed : undefined;
      void Promise.all([paintedWhen(() => firstProposal()?.getAttribute('aria-checked') === 'true', 60_000), early]).then(([hydratedAt, earlyAt]) =>
        resolve({ changeAt, actedAt: earlyAt ?? hydratedAt, hydratedAt, taps, firstTapAt, by: earlyAt !== undefined ? 'early' : 'live', chosenTapAt: chosen?.at }),
      );
    },
    { capture: true, once: true },
  );
});

window.timeline = () => {
  const paint = (name: string) => performance.getEntriesByName(name, 'paint')[0]?.startTime;
  const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
  const proposals = resources.find((r) => r.name.endsWith('/tips/proposals'));
  const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
  const mark = (name: string) => performance.getEntriesByName(name, 'mark')[0]?.startTime;
  const kit = resources.find((r) => /\/data-kit[\w-]*\.js$/.test(r.name));
  return {
    documentEnd: navigation?.responseEnd,
    domContentLoaded: navigation?.domContentLoadedEventEnd,
    firstPaint: paint('first-paint'),
    firstContentfulPaint: paint('first-contentful-paint'),
    proposalsStart: proposals?.startTime,
    proposalsEnd: proposals?.responseEnd,
    kitStart: kit?.startTime,
    kitEnd: kit?.responseEnd,
    scriptRan: mark('bench:script-ran'),
    hydrateStart: mark('bench:hydrate-start'),
  };
};
