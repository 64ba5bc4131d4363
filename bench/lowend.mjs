// The low-end profile of `npm run bench` (issue 22): what a cheap counter tablet feels, with
// Chromium's CPU throttled 4× and 6× through the DevTools protocol (Emulation.setCPUThrottlingRate)
// to stand for one, each measure paired run by run with the floor (the same checkout as static
// HTML: @lit-labs/ssr's declarative shadow DOM, bench/ssr.ts, in a page where no element is
// defined; bench/floor.ts does the least that page must do to follow): the checkout, then the
// floor, then the checkout... Both sides detect "painted" with the same code (bench/paint.ts): the
// state is read at every animation frame and the time taken after the frame that shows it.
// - cold start: navigation → first tip proposal painted, a new browser context per run (no cache):
//   the demo's sale (test/fixtures/sale.ts) and 30 staff, on three pages: the client-rendered
//   checkout's page has `<tip-checkout>` in its HTML and imports the checkout entry (code-split as a
//   bundler would) and its client, which asks the bench server for the proposals (the sandbox's
//   answer, replayed); the server-rendered page (docs/ssr.md) has the checkout's server markup with
//   its proposals (`serverProposals`) and EARLY_TAPS_SCRIPT, and hydrates it (bench/first-tip-ssr.ts;
//   also timed: the frame in which its first row works); the floor's page is the server markup itself;
//   on the checkout's two pages, a tap acted on (TAP_DEFINITION) and the proposals request's start
//   against the first contentful paint (`node bench/cold-start.mjs` runs this measure alone);
// - next sale on the open page: `reset()` + the next sale's 30 staff → every row painted with its
//   proposals (the same proposals request on both sides; the floor then puts the new markup in place);
// - keystroke in the custom amount → fee painted, against a plain input whose fee is fetched on
//   each keystroke (the same request, no debounce) and written;
// - a finger's tap on a proposal (touch events: the touch starts, two frames, it ends) → new total
//   painted, 1 to 300 staff, timed from the click (it comes with the release, after the focus);
// - endurance: sales one after the other in one page (reset, new staff, a tip chosen), then after
//   garbage collection the DevTools protocol's DOM node and listener counts and the JS heap used,
//   after the first 100 sales and at the end (the floor would be flat: its DOM is the server's).
import { readFileSync, existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { bundle, evaluate as evaluateWithin, median } from './common.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

/** Issue 22's "Done when" targets. */
export const LOW_END_GOALS = {
  coldDemoRatio: 1.3,
  cold30Ratio: 1.6,
  nextSaleMs: 40,
  nextSale4xMs: 250,
  keystrokeMs: 150,
  keystrokeFloorFactor: 1.3,
  nodesPercent: 1,
  heapPercent: 10,
  clickRatio: 1.2,
  proxyRatio: 1.5,
  initialKB: 28,
};

/** The cold start issue's "Done when" targets (30 staff, 4×): the client-rendered page's first tip button, and a tap acted on on the server-rendered page, each against the floor's first paint. */
export const COLD_TAP_GOALS = { client30Ratio: 2.5, ssrTapRatio: 2 };

export const CLICK_STAFF = [1, 10, 30, 100, 300];
export const NEXT_SALE_STAFF = 30;
export const ENDURANCE_STAFF = 10;
/** The sales bench/ssr.ts renders for this profile (beside the first-render bench's staff counts). */
export const LOW_END_SALES = ['demo', '30', '300', `sale:${NEXT_SALE_STAFF}:0`, `sale:${NEXT_SALE_STAFF}:1`];

export function lowEndSettings(quick) {
  return quick
    ? { runs: 3, clickRuns: 3, coldRuns: 2, rates: [4, 6], sales: 200, checkpoints: [100, 200] }
    : // Clicks get more runs: a click lands anywhere in a frame and in the throttler's time slices, so
      // its time to paint varies from one to several frames on both sides (at 4×, 10 to 70 ms for the
      // floor alone); with 15 runs the median ratio still moved by ±0.15 from one run to the next.
      { runs: 9, clickRuns: 41, coldRuns: 7, rates: [4, 6], sales: 2000, checkpoints: [100, 500, 1000, 1500, 2000] };
}

const round = (x, digits = 1) => Number(x.toFixed(digits));
const side = (xs) => ({ median: round(median(xs)), min: round(Math.min(...xs)), max: round(Math.max(...xs)), runs: xs.map((x) => round(x)) });
/** Both sides of a paired measure, and the ratio of their medians. */
const paired = (ours, floor) => ({ ours: side(ours), floor: side(floor), ratio: round(median(ours) / median(floor), 2) });

/** Throttled pages are slow: two minutes for a call unless told. */
const evaluate = (page, fn, arg, ms = 120_000) => evaluateWithin(page, fn, arg, ms);

const html = ({ sale, head = '', body }) => `<!doctype html><html lang="en-US" data-sale="${sale}"><head><meta charset="utf-8"><title>tip-elements bench</title>
<meta name="viewport" content="width=device-width, initial-scale=1">${head}</head><body>${body}</body></html>`;

/**
 * What the bench server serves for this profile: the cold pages (`/cold/checkout/<sale>`,
 * `/cold/floor/<sale>`), their scripts, the floor's script (`/floor.js`), the demo's avatars, and
 * the proposals answers. Returns a request handler that answers what it knows (true) or not (false).
 */
export async function lowEndRoutes(rendered) {
  const files = new Map();
  // Each cold page's script, split as an app's bundler splits it (whatever the entry loads later is
  // its own chunk), and the `<link rel="modulepreload">` tags Vite puts in a page it builds for the
  // entry's static imports (every chunk the entry needs before it runs; not the lazy ones).
  const preloads = {};
  for (const [entry, dir] of [
    ['first-tip.ts', 'lowend'],
    ['first-tip-ssr.ts', 'lowend-ssr'],
  ]) {
    const code = new Map();
    for (const file of await bundle(entry, { splitting: true, outdir: `${root}bench/.${dir}`, chunkNames: 'chunk-[hash]' })) {
      const name = file.path.split('/').pop();
      code.set(name, file.text);
      files.set(`/${dir}/${name}`, ['text/javascript', file.text]);
    }
    const needed = new Set();
    // What the page's own code loads on its way (docs/ssr.md: the server-rendered page's script
    // loads its hydration once the server's markup is drawn, and the hydration then the checkout),
    // and what the checkout's code loads as it starts (the client's kit, team mode, the amount
    // parser): the dynamic imports of the entry, and of each module so loaded in turn (not those
    // of shared chunks, such as the message catalogues). The page preloads them and their chunks,
    // as its author lists them.
    const later = [];
    const follow = (name) => {
      for (const [, module] of code.get(name).matchAll(/\bimport\("\.\/([\w-]+\.js)"\)/g)) {
        if (later.includes(module)) continue;
        later.push(module);
        follow(module);
      }
    };
    follow(entry.replace(/\.ts$/, '.js'));
    const visit = (name) => {
      for (const [, chunk] of code.get(name).matchAll(/\bimport(?:\{[^}]*\}from|\*as [\w$]+ from)?"\.\/(chunk-[\w]+\.js)"/g)) {
        if (!needed.has(chunk)) {
          needed.add(chunk);
          visit(chunk);
        }
      }
    };
    visit(entry.replace(/\.ts$/, '.js'));
    for (const module of later) {
      needed.add(module);
      visit(module);
    }
    preloads[dir] = [...needed].map((chunk) => `<link rel="modulepreload" href="/${dir}/${chunk}">`).join('');
  }
  files.set('/floor.js', ['text/javascript', (await bundle('floor.ts'))[0].text]);
  const watch = (await bundle('watch.ts', { format: 'iife' }))[0].text.replace(/<\/script/gi, '<\\/script');
  const head = `<script>${watch}</script>`;
  const withPreloads = (dir) => `${head}${preloads[dir]}`;
  for (const sale of ['demo', '30']) {
    const checkout = '<tip-checkout location-id="demo-location"><staff-tip-list></staff-tip-list><checkout-summary></checkout-summary></tip-checkout><script type="module" src="/lowend/first-tip.js"></script>';
    files.set(`/cold/checkout/${sale}`, ['text/html; charset=utf-8', html({ sale, head: withPreloads('lowend'), body: checkout })]);
    files.set(`/cold/floor/${sale}`, ['text/html; charset=utf-8', html({ sale, head, body: rendered.html[sale] })]);
    // The proposals as the page's server puts them in the page: JSON, with `<` escaped.
    const proposals = JSON.stringify(rendered.proposals[sale]).replace(/</g, '\\u003c');
    const ssr = `<script>${rendered.earlyTaps}</script>${rendered.hydratable[sale]}<script type="application/json" id="tip-proposals">${proposals}</script><script type="module" src="/lowend-ssr/first-tip-ssr.js"></script>`;
    files.set(`/cold/ssr/${sale}`, ['text/html; charset=utf-8', html({ sale, head: withPreloads('lowend-ssr'), body: ssr })]);
  }
  for (const name of ['maya', 'lucia', 'sam', 'kenji']) {
    const file = `${root}demo/public/avatars/${name}.svg`;
    if (existsSync(file)) files.set(`/avatars/${name}.svg`, ['image/svg+xml', readFileSync(file, 'utf8')]);
  }
  const isolation = { 'Cross-Origin-Opener-Policy': 'same-origin', 'Cross-Origin-Embedder-Policy': 'require-corp', 'Cross-Origin-Resource-Policy': 'same-origin' };
  return (req, res) => {
    const known = files.get(req.url);
    if (known) {
      res.writeHead(200, { 'Content-Type': known[0], ...isolation }).end(known[1]);
      return true;
    }
    if (req.method === 'POST' && req.url === '/api/tips/v1/data/tips/proposals') {
      const chunks = [];
      req.on('data', (c) => chunks.push(c));
      req.on('end', () => {
        const { payload } = JSON.parse(Buffer.concat(chunks).toString('utf8'));
        const answer = rendered.answers[JSON.stringify(payload.serviceAmounts)];
        if (answer) res.writeHead(200, { 'Content-Type': 'application/json', ...isolation }).end(answer);
        else res.writeHead(404, isolation).end();
      });
      return true;
    }
    return false;
  };
}

const sessions = new WeakMap();
/** The page's DevTools protocol session, one per page. */
async function sessionOf(page) {
  if (!sessions.has(page)) sessions.set(page, await page.context().newCDPSession(page));
  return sessions.get(page);
}

/** Chromium's CPU throttling for `page` (its renderer), through the DevTools protocol: `rate` 1 is none. */
async function throttle(page, rate) {
  await (await sessionOf(page)).send('Emulation.setCPUThrottlingRate', { rate });
}

/**
 * Two frames rendered on `page`: the page brought to the front (each side's page is in front for
 * its own runs) and scrolled to its option is drawn before the click, not in the frames it times.
 */
const settle = (page) => evaluate(page, () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

async function clickAt(page, [x, y]) {
  await page.mouse.click(x, y);
}

/**
 * A finger's tap, through the DevTools protocol's touch events (the page's touch emulation on):
 * the touch starts, two frames are drawn, it ends. As on a counter's touch screen, `pointerdown`
 * comes at the press, and the focus and the click come at the release (the click's `timeStamp`,
 * the start of the time measured); a finger rests on the screen longer than two frames.
 */
async function tapAt(page, [x, y]) {
  const session = await sessionOf(page);
  await session.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
  await settle(page);
  await session.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

/** Touch emulation on or off for `page` (its taps then act as a touch screen's). */
async function touchScreen(page, enabled) {
  await (await sessionOf(page)).send('Emulation.setTouchEmulationEnabled', { enabled, maxTouchPoints: 1 });
}

/** Resolves in the page with `window[name]` (awaited) once the page's inlined bench/watch.ts has set it. */
const whenSet = (page, name) =>
  evaluate(
    page,
    (key) =>
      new Promise((resolve) => {
        if (window[key] !== undefined) return resolve(window[key]);
        let value;
        Object.defineProperty(window, key, {
          configurable: true,
          get: () => value,
          set: (v) => {
            value = v;
            resolve(v);
          },
        });
      }),
    name,
  );

/**
 * A finger on the first tip proposal from the moment it is painted until a tap is acted on
 * (bench/watch.ts's `tapActed`): a tap (touch start, touch end, through the DevTools protocol),
 * then the page's next animation frame (its main thread free again: taps never queue up behind a
 * long task), then the next tap. Resolves with `tapActed`.
 */
async function tapUntilActed(page) {
  const session = await sessionOf(page);
  const [x, y] = await whenSet(page, 'firstTipPoint');
  const acted = evaluate(page, () => window.tapActed);
  let done = false;
  acted.then(
    () => (done = true),
    () => (done = true),
  );
  while (!done) {
    await session.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
    await session.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    if (!done) await Promise.race([acted, evaluate(page, () => new Promise((resolve) => requestAnimationFrame(() => resolve())))]);
  }
  return acted;
}

/**
 * Navigation → first tip proposal painted, in a new context per run (touch screen emulated, as a
 * counter's tablet): the checkout's page (client-rendered), the server-rendered page (docs/ssr.md)
 * and the floor's in turn, after a round discarded. Every page then waits until it shows what the
 * floor's page shows, row by row: the three pages are the same checkout. On the checkout's two
 * pages, a finger taps the first proposal from the moment it is painted until the tap is acted on
 * (`tapUntilActed`); the floor is static HTML, so its first paint stands for it. The
 * server-rendered page also times the frame in which its first row works (hydrated: a click
 * counts). Each run also keeps the page's paint and resource timings (bench/watch.ts's `timeline`).
 */
export async function coldStart(browser, origin, sale, rate, runs, viewport) {
  let floorRows;
  const once = async (path, { works = false, tap = false } = {}) => {
    const context = await browser.newContext({ viewport });
    try {
      const page = await context.newPage();
      const errors = [];
      page.on('pageerror', (e) => errors.push(String(e)));
      await throttle(page, rate);
      await touchScreen(page, true);
      await page.goto(`${origin}${path}`, { waitUntil: 'commit' });
      const shown = whenSet(page, 'firstTip');
      const acted = tap ? await tapUntilActed(page) : undefined;
      const ms = await shown;
      const worksMs = works ? await whenSet(page, 'firstTipWorks') : undefined;
      await page.waitForLoadState('load');
      const ran = await evaluate(page, () => window.scriptRan);
      if (floorRows === undefined) floorRows = JSON.stringify(await evaluate(page, () => window.rowsShown()));
      else {
        await page.waitForFunction((want) => JSON.stringify(window.rowsShown()) === want, floorRows, { timeout: 60_000, polling: 100 }).catch(async (e) => {
          const now = await evaluate(page, () => window.rowsShown());
          const want = JSON.parse(floorRows);
          const i = now.findIndex((r, k) => r !== want[k]);
          throw new Error(`${path}: row ${i} of ${now.length} (floor: ${want.length}) shows ${now[i]}, the floor ${want[i]}`, { cause: e });
        });
      }
      const timeline = await evaluate(page, () => window.timeline());
      if (errors.length) throw new Error(`${path}: ${errors.join('\n')}`);
      return { ms, worksMs, ran, acted, timeline };
    } finally {
      await context.close();
    }
  };
  await once(`/cold/floor/${sale}`);
  await once(`/cold/checkout/${sale}`, { tap: true });
  await once(`/cold/ssr/${sale}`, { works: true, tap: true });
  const checkout = [];
  const ssr = [];
  const floor = [];
  for (let i = 0; i < runs; i++) {
    checkout.push(await once(`/cold/checkout/${sale}`, { tap: true }));
    ssr.push(await once(`/cold/ssr/${sale}`, { works: true, tap: true }));
    floor.push(await once(`/cold/floor/${sale}`));
  }
  const floorMs = floor.map((r) => r.ms);
  return {
    sale,
    rate,
    ...paired(
      checkout.map((r) => r.ms),
      floorMs,
    ),
    scriptRan: paired(
      checkout.map((r) => r.ran),
      floorMs,
    ),
    tapActed: { ...paired(checkout.map((r) => r.acted.actedAt), floorMs), ...tapDetail(checkout) },
    proposalsRequest: requestAgainstPaint(checkout),
    ssr: paired(
      ssr.map((r) => r.ms),
      floorMs,
    ),
    ssrWorks: paired(
      ssr.map((r) => r.worksMs),
      floorMs,
    ),
    ssrTapActed: { ...paired(ssr.map((r) => r.acted.actedAt), floorMs), ...tapDetail(ssr) },
    ssrProposalsRequest: requestAgainstPaint(ssr),
    timelines: { checkout: checkout.map((r) => r.timeline), ssr: ssr.map((r) => r.timeline), floor: floor.map((r) => r.timeline) },
  };
}

/** What "a tap acted on" and the request's timing mean, for the docs. */
export const TAP_DEFINITION =
  'A tap acted on (cold start): from navigation start, a finger (the DevTools protocol\'s touch events, touch start then touch end) taps the first proposal of the first row as soon as it is painted (bench/watch.ts reports its place), then again after each of the page\'s animation frames, until the checkout fires `tip-change`; the time is taken after the first frame rendered after that event that shows the option chosen (`aria-checked="true"`). A tap made before its row is hydrated is caught by `EARLY_TAPS_SCRIPT`, which draws the option chosen and the bill\'s tip, fees and total at once; the row applies it when it hydrates, and the checkout then fires `tip-change` with it: such a run ("early") is counted as acted on at the first frame that showed the option chosen and the bill\'s new total, once that `tip-change` has come; the frame after the `tip-change` is reported beside it ("checkout has it"). The floor is static HTML: its first tip button painted stands for its tap acted on, and each ratio is to it. ' +
  'The proposals request\'s start is its resource timing\'s `startTime` (when `fetch` was called), against the page\'s `first-contentful-paint`.';

/**
 * A cold start's measures, each against the floor's first paint: `{ what, side }` with `side` a
 * paired measure (ours, floor, ratio), and `note` for what the ratio does not say.
 */
export function coldMeasures(c) {
  const taps = (t) => `${t.early} of ${t.ours.runs.length} acted on as an early tap applied at hydration; taps tried (median) ${t.tapsMedian}; \`tip-change\` at ${ms(t.changeMs)}, checkout has it (frame after) at ${ms(t.hydratedMs)}`;
  return [
    { what: 'navigation → first tip button painted, client-rendered page', side: c },
    ...(c.scriptRan ? [{ what: 'navigation → its script has run (the modules fetched and run, nothing rendered yet), client-rendered page', side: c.scriptRan }] : []),
    ...(c.tapActed ? [{ what: 'navigation → a tap acted on (`tip-change`, then the frame showing the choice), client-rendered page', side: c.tapActed, note: taps(c.tapActed) }] : []),
    ...(c.ssr
      ? [
          { what: 'navigation → first tip button painted, server-rendered page with its proposals', side: c.ssr },
          { what: 'navigation → first tip button works (hydrated), server-rendered page', side: c.ssrWorks },
        ]
      : []),
    ...(c.ssrTapActed ? [{ what: 'navigation → a tap acted on (the choice and the bill painted; `tip-change` follows), server-rendered page', side: c.ssrTapActed, note: taps(c.ssrTapActed) }] : []),
  ];
}

/** The first proposals request against the first contentful paint, in words. */
export function requestWords(r) {
  if (!r || r.sent === 0) return 'no proposals request (the server\'s answer is in the page)';
  const when = r.beforeFirstPaint === r.sent ? 'before' : r.beforeFirstPaint === 0 ? 'after' : `before in ${r.beforeFirstPaint} of ${r.sent} runs, after in the others:`;
  return `proposals request starts at ${ms(r.startMs)}, ${when} the first contentful paint (${ms(r.firstPaintMs)}; start − paint ${r.startMinusPaintMs} ms, median), answered at ${ms(r.endMs)}`;
}

/** The cold start as lines of text, for a terminal. */
export function coldStartRows(c) {
  return [
    ...coldMeasures(c).map(({ what, side, note }) => `${what}: ${spread(side.ours)} / floor ${spread(side.floor)} = ${side.ratio}×${note ? ` (${note})` : ''}`),
    `client-rendered page: ${requestWords(c.proposalsRequest)}`,
    `server-rendered page: ${requestWords(c.ssrProposalsRequest)}`,
  ];
}

/** How the taps were acted on: by a live row, or as an early tap applied at hydration (bench/watch.ts). */
function tapDetail(runs) {
  return {
    early: runs.filter((r) => r.acted.by === 'early').length,
    tapsMedian: median(runs.map((r) => r.acted.taps)),
    changeMs: round(median(runs.map((r) => r.acted.changeAt))),
    hydratedMs: round(median(runs.map((r) => r.acted.hydratedAt))),
  };
}

/** The first proposals request's start (resource timing) against the first contentful paint, run by run; none when the page sent none. */
function requestAgainstPaint(runs) {
  const sent = runs.filter((r) => r.timeline.proposalsStart !== undefined);
  if (sent.length === 0) return { sent: 0 };
  const fcp = (r) => r.timeline.firstContentfulPaint ?? r.timeline.firstPaint;
  return {
    sent: sent.length,
    startMs: round(median(sent.map((r) => r.timeline.proposalsStart))),
    endMs: round(median(sent.map((r) => r.timeline.proposalsEnd))),
    firstPaintMs: round(median(sent.map(fcp))),
    beforeFirstPaint: sent.filter((r) => r.timeline.proposalsStart < fcp(r)).length,
    startMinusPaintMs: round(median(sent.map((r) => r.timeline.proposalsStart - fcp(r)))),
  };
}

/** `reset()` + the next sale's 30 staff → every row painted, at each rate; the floor: the same request, then the new markup. */
async function nextSale(page, dsdPage, rendered, rates, runs) {
  const n = NEXT_SALE_STAFF;
  const sales = [0, 1].map((k) => `sale:${n}:${k}`);
  await page.bringToFront();
  const expected = await evaluate(page, (k) => window.tipBench.lowEnd.nextSaleSetup(k), n);
  const floorShows = [];
  for (const sale of sales) {
    await evaluate(dsdPage, ([h]) => window.floor.mount(h), [rendered.html[sale]]);
    floorShows.push(await evaluate(dsdPage, () => window.floor.rows()));
  }
  for (const k of [0, 1]) {
    if (JSON.stringify(floorShows[k]) !== JSON.stringify(expected[k]) || expected[k].length !== n || expected[k].some((row) => !row)) {
      throw new Error(`next sale ${k}: the checkout shows ${JSON.stringify(expected[k]).slice(0, 300)}, the floor ${JSON.stringify(floorShows[k]).slice(0, 300)}`);
    }
  }
  const amounts = sales.map((sale) => rendered.proposals[sale].map((p) => p.serviceAmount));
  const rows = [];
  for (const rate of rates) {
    await throttle(page, rate);
    await throttle(dsdPage, rate);
    const ours = [];
    const floor = [];
    // One pair of warm-up, then the runs; the sales alternate (0 is on both pages now).
    for (let i = 0; i <= runs; i++) {
      const k = (i + 1) % 2;
      await page.bringToFront();
      const a = await evaluate(page, ([c, s, e]) => window.tipBench.lowEnd.nextSale(c, s, e), [n, k, expected[k]]);
      await dsdPage.bringToFront();
      const b = await evaluate(dsdPage, ([h, s, e]) => window.floor.nextSale(h, s, e), [rendered.html[sales[k]], amounts[k], expected[k]]);
      if (i > 0) {
        ours.push(a);
        floor.push(b);
      }
    }
    rows.push({ staff: n, rate, ...paired(ours, floor) });
  }
  await throttle(page, 1);
  await throttle(dsdPage, 1);
  return rows;
}

/** Keystroke in the custom amount → fee painted, at `rate`; the floor: a plain input, the same fee request on each keystroke. */
async function keystroke(page, dsdPage, rate, runs) {
  const ours = [];
  const floor = [];
  for (let i = 0; i <= runs; i++) {
    const key = '236789'[i % 6]; // amounts whose fee the checkout does not know yet
    await page.bringToFront();
    await evaluate(page, () => window.tipBench.open(1));
    await clickAt(page, await evaluate(page, () => window.tipBench.point('[role="radio"][data-value="custom"]', 0)));
    await page.waitForFunction(() => window.tipBench.has('input[part="input"]'), null, { timeout: 10_000, polling: 20 });
    await clickAt(page, await evaluate(page, () => window.tipBench.point('input[part="input"]', 0)));
    await throttle(page, rate);
    await evaluate(page, () => window.tipBench.lowEnd.watchFee());
    await page.keyboard.press(key);
    const a = await evaluate(page, () => window.tipBench.lowEnd.result());
    await throttle(page, 1);

    await dsdPage.bringToFront();
    await evaluate(dsdPage, () => window.floor.openFee());
    await clickAt(dsdPage, await evaluate(dsdPage, () => window.floor.point('input', 0)));
    await throttle(dsdPage, rate);
    await evaluate(dsdPage, () => window.floor.watchFee());
    await dsdPage.keyboard.press(key);
    const b = await evaluate(dsdPage, () => window.floor.result());
    await throttle(dsdPage, 1);
    if (i > 0) {
      ours.push(a);
      floor.push(b);
    }
  }
  const result = { rate, ...paired(ours, floor) };
  result.allowedMs = round(LOW_END_GOALS.keystrokeMs + LOW_END_GOALS.keystrokeFloorFactor * result.floor.median);
  return result;
}

/** Click on a proposal of the first row → new total painted, at each staff count, at `rate`. */
async function clicks(page, dsdPage, rendered, rate, runs) {
  const rows = [];
  for (const n of CLICK_STAFF) {
    await evaluate(page, (k) => window.tipBench.open(k), n);
    await evaluate(dsdPage, ([h, p]) => window.floor.mount(h, p), [rendered.html[n], rendered.proposals[n]]);
    await throttle(page, rate);
    await throttle(dsdPage, rate);
    await touchScreen(page, true);
    await touchScreen(dsdPage, true);
    const ours = [];
    const floor = [];
    const totals = new Set();
    for (let i = 0; i <= runs; i++) {
      const selector = `[role="radio"][data-value="${i % 2 ? 'high' : 'low'}"]`;
      await page.bringToFront();
      const at = await evaluate(page, (s) => window.tipBench.point(s, 0), selector);
      await settle(page);
      await evaluate(page, () => window.tipBench.lowEnd.watchTotal());
      await tapAt(page, at);
      const a = await evaluate(page, () => window.tipBench.lowEnd.result());
      totals.add(await evaluate(page, () => window.tipBench.lowEnd.total()));
      await dsdPage.bringToFront();
      const floorAt = await evaluate(dsdPage, (s) => window.floor.point(s, 0), selector);
      await settle(dsdPage);
      await evaluate(dsdPage, () => window.floor.watchClick());
      await tapAt(dsdPage, floorAt);
      const b = await evaluate(dsdPage, () => window.floor.result());
      if (i > 0) {
        ours.push(a);
        floor.push(b);
      }
    }
    await throttle(page, 1);
    await throttle(dsdPage, 1);
    await touchScreen(page, false);
    await touchScreen(dsdPage, false);
    if (totals.size < 2) throw new Error(`clicks at ${n} staff did not change the total`);
    rows.push({ staff: n, rate, ...paired(ours, floor) });
  }
  await evaluate(dsdPage, () => window.floor.clear());
  return rows;
}

/** Sales one after the other in one fresh page; at each checkpoint, after garbage collection, the renderer's counters. */
async function endurance(browser, origin, settings, viewport) {
  const context = await browser.newContext({ viewport });
  try {
    const page = await context.newPage();
    const errors = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    await page.goto(`${origin}/`);
    await page.waitForFunction(() => document.body.dataset.ready === 'true');
    const session = await context.newCDPSession(page);
    const counters = async (sales) => {
      await session.send('HeapProfiler.collectGarbage');
      await session.send('HeapProfiler.collectGarbage');
      const dom = await session.send('Memory.getDOMCounters');
      const heap = await session.send('Runtime.getHeapUsage');
      return { sales, nodes: dom.nodes, listeners: dom.jsEventListeners, documents: dom.documents, heapKB: Math.round(heap.usedSize / 1024) };
    };
    const points = [];
    const started = Date.now();
    let done = 0;
    for (const at of settings.checkpoints) {
      while (done < at) {
        const count = Math.min(100, at - done);
        await evaluate(page, ([from, c, n]) => window.tipBench.lowEnd.sales(from, c, n), [done, count, ENDURANCE_STAFF], 300_000);
        done += count;
      }
      points.push(await counters(done));
    }
    if (errors.length) throw new Error(`endurance: ${errors.join('\n')}`);
    const first = points[0];
    const last = points.at(-1);
    const half = points.find((p) => p.sales >= last.sales / 2);
    const change = (a, b) => round(((b - a) / a) * 100, 2);
    return {
      staff: ENDURANCE_STAFF,
      sales: done,
      seconds: round((Date.now() - started) / 1000),
      points,
      nodesChangePercent: change(first.nodes, last.nodes),
      heapChangePercent: change(first.heapKB, last.heapKB),
      listenersChange: last.listeners - first.listeners,
      nodesPerSale: round((last.nodes - first.nodes) / (last.sales - first.sales), 2),
      // A leak grows at the same pace all day; the engine's warm-up (compiled code, type feedback)
      // early on, then not: the second half's growth tells them apart.
      halfway: half.sales,
      heapBytesPerSaleSecondHalf: round(((last.heapKB - half.heapKB) * 1024) / (last.sales - half.sales), 1),
    };
  } finally {
    await context.close();
  }
}

/** Every measure of the profile; `page` is the checkout's bench page, `dsdPage` the floor's, both open in one context. */
export async function lowEndBench({ browser, origin, page, dsdPage, rendered, quick, viewport }) {
  const settings = lowEndSettings(quick);
  await dsdPage.waitForFunction(() => window.floor !== undefined);
  const cold = [];
  for (const sale of ['demo', '30']) for (const rate of settings.rates) cold.push(await coldStart(browser, origin, sale, rate, settings.coldRuns, viewport));
  const next = await nextSale(page, dsdPage, rendered, [1, ...settings.rates], settings.runs);
  const key = await keystroke(page, dsdPage, 4, settings.runs);
  const click = await clicks(page, dsdPage, rendered, 4, settings.clickRuns);
  const lasting = await endurance(browser, origin, settings, viewport);
  return { settings: { ...settings, quick }, cold, nextSale: next, keystroke: key, click, endurance: lasting };
}

const met = (ok) => (ok ? 'met' : 'not yet');
const ms = (x) => (x >= 1000 ? `${(x / 1000).toFixed(2)} s` : `${x} ms`);
const spread = (s) => `${ms(s.median)} (${s.min}–${s.max})`;

/** Issue 22's "Done when" rows: measured, target, met. `proxy` and `sizes` come from the rest of the bench. */
export function lowEndGoals({ lowEnd, proxy, sizes }) {
  const G = LOW_END_GOALS;
  const cold = (sale) => lowEnd.cold.find((c) => c.sale === sale && c.rate === 4);
  const next = (rate) => lowEnd.nextSale.find((r) => r.rate === rate);
  const proxyRatio = proxy.operations.proposals?.ratio;
  // The page's initial JavaScript: what scripts/size.mjs measures for it (its whole bundle until the page is split).
  const page = sizes.find((s) => s.name === 'POS checkout page');
  const initial = page?.initialGzip ?? page?.gzip;
  const e = lowEnd.endurance;
  const worstClick = lowEnd.click.reduce((a, b) => (b.ratio > a.ratio ? b : a));
  return [
    ...[
      ['demo', 'demo sale', G.coldDemoRatio],
      ['30', '30 staff', G.cold30Ratio],
    ].flatMap(([sale, name, target]) => {
      const c = cold(sale);
      const works = c.ssrWorks ? `; works (hydrated) at ${ms(c.ssrWorks.ours.median)}, ${c.ssrWorks.ratio}×` : '';
      return [
        { goal: `cold start → first tip button at 4×, ${name}, client-rendered page`, value: `${c.ratio}× (${ms(c.ours.median)} / ${ms(c.floor.median)})`, target: `≤ ${target}× the floor`, met: c.ratio <= target },
        ...(c.ssr
          ? [{ goal: `cold start → first tip button at 4×, ${name}, server-rendered page (docs/ssr.md)`, value: `${c.ssr.ratio}× (${ms(c.ssr.ours.median)} / ${ms(c.ssr.floor.median)})${works}`, target: `≤ ${target}× the floor`, met: c.ssr.ratio <= target }]
          : []),
      ];
    }),
    ...coldTapGoals(cold('30')),
    { goal: 'next sale, 30 staff, unthrottled', value: ms(next(1).ours.median), target: `≤ ${G.nextSaleMs} ms`, met: next(1).ours.median <= G.nextSaleMs },
    { goal: 'next sale, 30 staff, 4×', value: ms(next(4).ours.median), target: `≤ ${ms(G.nextSale4xMs)}`, met: next(4).ours.median <= G.nextSale4xMs },
    { goal: 'keystroke → fee at 4×', value: `${ms(lowEnd.keystroke.ours.median)} (floor ${ms(lowEnd.keystroke.floor.median)})`, target: `≤ ${G.keystrokeMs} ms + ${G.keystrokeFloorFactor} × floor = ${ms(lowEnd.keystroke.allowedMs)}`, met: lowEnd.keystroke.ours.median <= lowEnd.keystroke.allowedMs },
    { goal: `DOM nodes after GC, ${e.sales.toLocaleString('en-US')} sales vs after 100`, value: `${e.nodesChangePercent > 0 ? '+' : ''}${e.nodesChangePercent} % (${e.points[0].nodes.toLocaleString('en-US')} → ${e.points.at(-1).nodes.toLocaleString('en-US')})`, target: `within ${G.nodesPercent} %`, met: Math.abs(e.nodesChangePercent) <= G.nodesPercent },
    { goal: `JS heap used after GC, ${e.sales.toLocaleString('en-US')} sales vs after 100`, value: `${e.heapChangePercent > 0 ? '+' : ''}${e.heapChangePercent} % (${e.points[0].heapKB.toLocaleString('en-US')} → ${e.points.at(-1).heapKB.toLocaleString('en-US')} KB)`, target: `within ${G.heapPercent} %`, met: Math.abs(e.heapChangePercent) <= G.heapPercent },
    { goal: 'proxy CPU per `proposals` request / minimal relay', value: proxyRatio === undefined ? 'not measured' : `${proxyRatio}×`, target: `≤ ${G.proxyRatio}×`, met: proxyRatio !== undefined && proxyRatio <= G.proxyRatio },
    { goal: 'checkout page initial JavaScript, gzip', value: initial === undefined ? 'not measured' : `${(initial / 1024).toFixed(2)} KB`, target: `≤ ${G.initialKB} KB`, met: initial !== undefined && initial <= G.initialKB * 1024 },
    { goal: `click → total painted at 4×, ${CLICK_STAFF.join(' / ')} staff`, value: `${lowEnd.click.map((r) => `${r.ratio}×`).join(' / ')}`, target: `≤ ${G.clickRatio}× the floor at each`, met: worstClick.ratio <= G.clickRatio },
  ];
}

/** The cold start issue's rows (30 staff, 4×): the proposals request against the first paint, the client-rendered first tip button, and a tap acted on on both pages. */
function coldTapGoals(c) {
  if (!c?.tapActed) return [];
  const G = COLD_TAP_GOALS;
  const r = c.proposalsRequest;
  const tap = (t) => `${t.ratio}× (${ms(t.ours.median)} / ${ms(t.floor.median)}; ${t.early} of ${t.ours.runs.length} early)`;
  return [
    { goal: 'client-rendered page, 30 staff, 4×: the proposals request starts before the first contentful paint', value: r.sent ? `${r.beforeFirstPaint} of ${r.sent} runs (start ${ms(r.startMs)}, paint ${ms(r.firstPaintMs)})` : 'no request', target: 'every run', met: r.sent > 0 && r.beforeFirstPaint === r.sent },
    { goal: 'cold start → first tip button at 4×, 30 staff, client-rendered page (cold start issue)', value: `${c.ratio}×`, target: `≤ ${G.client30Ratio}× the floor`, met: c.ratio <= G.client30Ratio },
    { goal: 'cold start → a tap acted on at 4×, 30 staff, server-rendered page', value: tap(c.ssrTapActed), target: `≤ ${G.ssrTapRatio}× the floor's first paint`, met: c.ssrTapActed.ratio <= G.ssrTapRatio },
    { goal: 'cold start → a tap acted on at 4×, 30 staff, client-rendered page (reported)', value: tap(c.tapActed), target: 'reported', met: true },
  ];
}

/** The profile as Markdown: the goals table, then every paired measure, then the endurance run. */
export function lowEndMarkdown(results) {
  const { lowEnd, machine } = results;
  const goals = lowEndGoals(results);
  const s = lowEnd.settings;
  const lines = [
    `### Low-end profile (issue 22)${s.quick ? ' — `--quick` run, not the numbers to quote' : ''}`,
    '',
    `Measured by \`npm run bench\` on ${results.date.slice(0, 10)} (${results.seconds} s in all): ${machine.cpu}, ${machine.cores} cores, Chromium ${machine.chromium} headless with its CPU throttled through the DevTools protocol; load average ${machine.loadAverage1m.before} → ${machine.loadAverage1m.after} (1 min, before → after the whole bench). Each measure alternates the checkout and the floor run by run (medians, min–max in ms, and the ratio of the medians).`,
    '',
    '| goal (issue 22, "Done when") | measured | target | |',
    '|---|---:|---:|---|',
    ...goals.map((g) => `| ${g.goal} | ${g.value} | ${g.target} | ${met(g.met)} |`),
    '',
    '![Low-end profile at 4×: the checkout against the floor, measure by measure](bench-low-end.svg)',
    '',
    '| measure | CPU | checkout: median (min–max) | floor: median (min–max) | ratio |',
    '|---|---:|---:|---:|---:|',
    ...lowEnd.cold.flatMap((c) => {
      const sale = c.sale === 'demo' ? "the demo's sale" : `${c.sale} staff`;
      return coldMeasures(c).map(({ what, side, note }) => `| ${what.replace(/, (client|server)-rendered page/, `, ${sale}, $1-rendered page`)}${side === c ? ` (${c.ours.runs.length} pairs, new context each)` : ''}${note ? `; ${note}` : ''} | ${c.rate}× | ${spread(side.ours)} | ${spread(side.floor)} | ${side.ratio}× |`);
    }),
    ...lowEnd.nextSale.map((r) => `| next sale: \`reset()\` + ${r.staff} staff → every row's proposals painted (${r.ours.runs.length} pairs) | ${r.rate === 1 ? 'unthrottled' : `${r.rate}×`} | ${spread(r.ours)} | ${spread(r.floor)} | ${r.ratio}× |`),
    `| keystroke in the custom amount → fee painted (${lowEnd.keystroke.ours.runs.length} pairs; floor: same request, no debounce) | ${lowEnd.keystroke.rate}× | ${spread(lowEnd.keystroke.ours)} | ${spread(lowEnd.keystroke.floor)} | ${lowEnd.keystroke.ratio}× |`,
    ...lowEnd.click.map((r) => `| click on a proposal → total painted, ${r.staff} staff (${r.ours.runs.length} pairs) | ${r.rate}× | ${spread(r.ours)} | ${spread(r.floor)} | ${r.ratio}× |`),
    '',
    ...lowEnd.cold.filter((c) => c.proposalsRequest).map((c) => `Proposals request, ${c.sale === 'demo' ? "the demo's sale" : `${c.sale} staff`}, ${c.rate}×: client-rendered page: ${requestWords(c.proposalsRequest)}; server-rendered page: ${requestWords(c.ssrProposalsRequest)}.`),
    '',
    TAP_DEFINITION,
    '',
    `Endurance, unthrottled: ${lowEnd.endurance.sales.toLocaleString('en-US')} sales of ${lowEnd.endurance.staff} staff in one page (each: \`reset()\`, the next sale's staff, all new, a proposal clicked), ${lowEnd.endurance.seconds} s; after garbage collection (DevTools protocol: \`HeapProfiler.collectGarbage\`, \`Memory.getDOMCounters\`, \`Runtime.getHeapUsage\`):`,
    '',
    '| after sales | DOM nodes | JS event listeners | JS heap used |',
    '|---:|---:|---:|---:|',
    ...lowEnd.endurance.points.map((p) => `| ${p.sales.toLocaleString('en-US')} | ${p.nodes.toLocaleString('en-US')} | ${p.listeners.toLocaleString('en-US')} | ${p.heapKB.toLocaleString('en-US')} KB |`),
    '',
    `JS heap from sale ${lowEnd.endurance.halfway.toLocaleString('en-US')} to the last: ${lowEnd.endurance.heapBytesPerSaleSecondHalf} bytes a sale (a leak keeps its pace all day; the engine's warm-up does not). The page's sandbox, which stands for the service, has its bounded request log filled before the first sale.`,
  ];
  return lines.join('\n');
}

/** The goals table for the terminal. */
export function printLowEndGoals(results) {
  const goals = lowEndGoals(results);
  const width = Math.max(...goals.map((g) => g.goal.length));
  console.log(`\nissue 22 goals (load average ${results.machine.loadAverage1m.before} → ${results.machine.loadAverage1m.after}):`);
  for (const g of goals) console.log(`  ${g.goal.padEnd(width)}  ${g.value}  [${g.target}]  ${met(g.met)}`);
}
