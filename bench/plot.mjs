// The docs' plots, drawn by hand (no plotting dependency). docs/bench-render.svg: first render,
// end to end (DOM, style and layout), against the staff count, for the checkout and for the
// declarative-shadow-DOM page with the same markup and styles (the `render` rows of a bench
// result). docs/bench-low-end.svg: the low-end profile at 4×, one pair of bars per measure, the
// checkout's median against the floor's (the `lowEnd` part of a bench result).
// `node bench/plot.mjs` draws both again from bench/results.json.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const W = 640;
const H = 380;
const M = { left: 56, right: 40, top: 52, bottom: 48 };
const escape = (s) => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** A round step for about `count` ticks up to `max`. */
function step(max, count) {
  const raw = max / count;
  const power = 10 ** Math.floor(Math.log10(raw));
  return [1, 2, 5, 10].map((m) => m * power).find((s) => s >= raw);
}

export function renderSvg(rows, { title, subtitle }) {
  const xs = rows.map((r) => r.staff);
  const maxX = Math.max(...xs);
  const maxY = Math.max(...rows.flatMap((r) => [r.checkoutMs, r.dsdMs])) * 1.1;
  const yStep = step(maxY, 6);
  const top = Math.ceil(maxY / yStep) * yStep;
  const x = (v) => M.left + (v / maxX) * (W - M.left - M.right);
  const y = (v) => H - M.bottom - (v / top) * (H - M.top - M.bottom);
  const series = [
    { key: 'checkoutMs', label: 'tip-checkout (Lit, client-side render)', color: '#0b5cad' },
    { key: 'dsdMs', label: 'declarative shadow DOM, same markup and styles', color: '#b3261e', dash: '6 4' },
  ];
  const out = [];
  out.push(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" font-family="system-ui, sans-serif" font-size="12">`);
  out.push(`<rect width="${W}" height="${H}" fill="#ffffff"/>`);
  out.push(`<text x="${M.left}" y="18" font-size="14" font-weight="600">${escape(title)}</text>`);
  if (subtitle) out.push(`<text x="${M.left}" y="32" fill="#535b66">${escape(subtitle)}</text>`);
  for (let v = 0; v <= top + 1e-9; v += yStep) {
    out.push(`<line x1="${M.left}" x2="${W - M.right}" y1="${y(v)}" y2="${y(v)}" stroke="#e4e7eb"/>`);
    out.push(`<text x="${M.left - 6}" y="${y(v) + 4}" text-anchor="end" fill="#535b66">${Number(v.toFixed(3))}</text>`);
  }
  for (const v of xs) {
    out.push(`<line x1="${x(v)}" x2="${x(v)}" y1="${H - M.bottom}" y2="${H - M.bottom + 4}" stroke="#535b66"/>`);
    out.push(`<text x="${x(v)}" y="${H - M.bottom + 18}" text-anchor="middle" fill="#535b66">${v}</text>`);
  }
  out.push(`<line x1="${M.left}" x2="${W - M.right}" y1="${H - M.bottom}" y2="${H - M.bottom}" stroke="#535b66"/>`);
  out.push(`<text x="${(M.left + W - M.right) / 2}" y="${H - 10}" text-anchor="middle">staff in the checkout</text>`);
  out.push(`<text transform="translate(14 ${(M.top + H - M.bottom) / 2}) rotate(-90)" text-anchor="middle">ms (median)</text>`);
  series.forEach((s, i) => {
    const points = rows.map((r) => `${x(r.staff).toFixed(1)},${y(r[s.key]).toFixed(1)}`).join(' ');
    out.push(`<polyline points="${points}" fill="none" stroke="${s.color}" stroke-width="2"${s.dash ? ` stroke-dasharray="${s.dash}"` : ''}/>`);
    for (const r of rows) out.push(`<circle cx="${x(r.staff).toFixed(1)}" cy="${y(r[s.key]).toFixed(1)}" r="3" fill="${s.color}"/>`);
    const ly = M.top + 4 + i * 18;
    out.push(`<line x1="${M.left + 12}" x2="${M.left + 40}" y1="${ly}" y2="${ly}" stroke="${s.color}" stroke-width="2"${s.dash ? ` stroke-dasharray="${s.dash}"` : ''}/>`);
    out.push(`<text x="${M.left + 46}" y="${ly + 4}">${escape(s.label)}</text>`);
  });
  for (const r of rows) {
    out.push(`<text x="${x(r.staff)}" y="${y(r.checkoutMs) - 8}" text-anchor="middle" fill="#0b5cad">${r.ratio}×</text>`);
  }
  out.push('</svg>');
  return `${out.join('\n')}\n`;
}

/** The plot of a bench result, as `npm run bench -- --save` draws it. */
export function plotResults(results) {
  return renderSvg(results.render, {
    title: 'First render, DOM + style + layout',
    subtitle: `medians; Chromium ${results.machine.chromium.split('.')[0]} headless, ${results.machine.cores} cores, ${results.date.slice(0, 10)}`,
  });
}

/**
 * The low-end profile at 4×: a row per measure, the checkout's bar over the floor's, both to the
 * scale of that row (the measures span milliseconds to seconds), each labelled with its median
 * and the row with the ratio. `rows`: { label, ours, floor, ratio } (medians in ms).
 */
export function renderBars(rows, { title, subtitle }) {
  const width = 720;
  const rowH = 46;
  const top = 62;
  const left = 250;
  const right = 150;
  const height = top + rows.length * rowH + 44;
  const series = [
    { key: 'ours', label: 'tip-checkout (Lit, client-side render)', color: '#0b5cad' },
    { key: 'floor', label: 'floor: the same page as static HTML (declarative shadow DOM)', color: '#b3261e' },
  ];
  const fmt = (v) => (v >= 1000 ? `${(v / 1000).toFixed(2)} s` : `${Number(v.toFixed(1))} ms`);
  const out = [];
  out.push(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" font-family="system-ui, sans-serif" font-size="12">`);
  out.push(`<rect width="${width}" height="${height}" fill="#ffffff"/>`);
  out.push(`<text x="16" y="20" font-size="14" font-weight="600">${escape(title)}</text>`);
  if (subtitle) out.push(`<text x="16" y="36" fill="#535b66">${escape(subtitle)}</text>`);
  series.forEach((s, i) => {
    const x = 16 + i * 300;
    out.push(`<rect x="${x}" y="44" width="12" height="10" fill="${s.color}"/>`);
    out.push(`<text x="${x + 18}" y="53">${escape(s.label)}</text>`);
  });
  rows.forEach((r, i) => {
    const y = top + i * rowH;
    const max = Math.max(r.ours, r.floor) || 1;
    const span = width - left - right;
    if (i > 0) out.push(`<line x1="16" x2="${width - 16}" y1="${y - 4}" y2="${y - 4}" stroke="#e4e7eb"/>`);
    out.push(`<text x="${left - 10}" y="${y + 20}" text-anchor="end">${escape(r.label)}</text>`);
    series.forEach((s, j) => {
      const w = Math.max(1, (r[s.key] / max) * span);
      const by = y + 4 + j * 17;
      out.push(`<rect x="${left}" y="${by}" width="${w.toFixed(1)}" height="14" fill="${s.color}"/>`);
      out.push(`<text x="${left + w + 6}" y="${by + 11}" fill="#1b1f24">${fmt(r[s.key])}</text>`);
    });
    out.push(`<text x="${width - 16}" y="${y + 20}" text-anchor="end" font-weight="600">${r.ratio}×</text>`);
  });
  out.push(`<text x="16" y="${height - 26}" fill="#535b66">Each row to its own scale; medians of paired runs (checkout, floor, checkout, floor, …);</text>`);
  out.push(`<text x="16" y="${height - 10}" fill="#535b66">on the right, the checkout's median over the floor's.</text>`);
  out.push('</svg>');
  return `${out.join('\n')}\n`;
}

/** The low-end plot of a bench result, as `npm run bench -- --save` draws it. */
export function plotLowEnd(results) {
  const { lowEnd } = results;
  const rate = 4;
  const row = (label, m) => ({ label, ours: m.ours.median, floor: m.floor.median, ratio: m.ratio });
  const rows = [
    ...lowEnd.cold
      .filter((c) => c.rate === rate)
      .flatMap((c) => {
        const sale = c.sale === 'demo' ? "demo's sale" : `${c.sale} staff`;
        return [row(`cold start, ${sale}`, c), ...(c.ssr ? [row(`cold start, ${sale}, server-rendered`, c.ssr), row(`… works (hydrated)`, c.ssrWorks), ...(c.ssrTapActed ? [row(`… a tap acted on`, c.ssrTapActed)] : [])] : []), ...(c.tapActed ? [row(`cold start, ${sale}, client-rendered: a tap acted on`, c.tapActed)] : [])];
      }),
    ...lowEnd.nextSale.filter((r) => r.rate === rate).map((r) => row(`next sale, ${r.staff} staff`, r)),
    row('keystroke → fee', lowEnd.keystroke),
    ...lowEnd.click.filter((r) => r.rate === rate).map((r) => row(`click → total, ${r.staff} staff`, r)),
  ];
  return renderBars(rows, {
    title: `Low-end profile: CPU throttled ${rate}×, to first paint of the result`,
    subtitle: `medians; Chromium ${results.machine.chromium.split('.')[0]} headless, ${results.machine.cores} cores, load ${results.machine.loadAverage1m.before} → ${results.machine.loadAverage1m.after}, ${results.date.slice(0, 10)}`,
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const results = JSON.parse(readFileSync(`${root}bench/results.json`, 'utf8'));
  writeFileSync(`${root}docs/bench-render.svg`, plotResults(results));
  if (results.lowEnd) writeFileSync(`${root}docs/bench-low-end.svg`, plotLowEnd(results));
}
