// The README's plot, drawn by hand (no plotting dependency): first render, end to end (DOM, style
// and layout), against the staff count, for the checkout and for the declarative-shadow-DOM page
// with the same markup and styles. Input: the `render` rows of a bench result.
// `node bench/plot.mjs` draws docs/bench-render.svg again from bench/results.json.
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

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = fileURLToPath(new URL('..', import.meta.url));
  writeFileSync(`${root}docs/bench-render.svg`, plotResults(JSON.parse(readFileSync(`${root}bench/results.json`, 'utf8'))));
}
