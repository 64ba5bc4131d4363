// `node --import tsx bench/ssr.ts 1 10 30 100 demo sale:30:1` (run by bench/run.mjs): the checkout
// the bench page renders, with its proposals already answered, rendered in Node by @lit-labs/ssr
// to declarative shadow DOM, the proposals given as a page's server gives them (`serverProposals`,
// docs/ssr.md). Each argument is a sale: `<n>` staff (bench/staff.ts's staffOf), `demo` (the demo's
// sale) or `sale:<n>:<k>` (saleOf). Prints `{ html: { "<sale>": "<html>" }, hydratable: { ... },
// proposals: { "<sale>": [...] }, answers: { "<service amounts>": "<the service's answer>" } }` as
// JSON: `html` is the floor's markup (the checkout's own markup and styles, without Lit's
// hydration markers), `hydratable` the same with them (the server-rendered cold page, which also
// inlines `earlyTaps`: EARLY_TAPS_SCRIPT), and
// `answers` are the sandbox's proposals answers as sent, which the bench server replays to the
// checkout's cold page.
import { LitElementRenderer, render } from '@lit-labs/ssr';
import { collectResult } from '@lit-labs/ssr/lib/render-result.js';
import { html } from 'lit';
import { customer, demoStaff, saleOf, staffOf } from './staff.js';

// After @lit-labs/ssr: its DOM shim gives the elements a registry to be defined in.
const { elements, createDataClient } = await import('../src/checkout.js');
const { createSandbox, DEMO_LOCATION_ID } = await import('../src/sandbox/index.js');
const { proposalsPayload } = await import('../src/elements/internal/checkout-model.js');
const { EARLY_TAPS_SCRIPT } = await import('../src/elements/internal/early-taps.js');

const tags = new Set<string>(elements.map(([tag]) => tag));
LitElementRenderer.renderOptions.push((element) => (tags.has(element.localName) ? { connectedCallback: true } : undefined));

const sandbox = createSandbox();
const out: { html: Record<string, string>; hydratable: Record<string, string>; proposals: Record<string, unknown>; answers: Record<string, string>; earlyTaps: string } = {
  html: {},
  hydratable: {},
  proposals: {},
  answers: {},
  earlyTaps: EARLY_TAPS_SCRIPT,
};
let answered = '';
const client = createDataClient({
  baseUrl: 'http://sandbox.test',
  credentials: sandbox.credentials,
  fetch: async (input, init) => {
    const response = await sandbox.fetch(input, init);
    answered = await response.clone().text();
    return response;
  },
});
const saleFor = (spec: string) => {
  if (spec === 'demo') return demoStaff;
  const [, n, k] = /^sale:(\d+):(\d+)$/.exec(spec) ?? [];
  return n && k ? saleOf(Number(n), Number(k)) : staffOf(Number(spec));
};
for (const spec of process.argv.slice(2)) {
  const staff = saleFor(spec);
  // What the checkout asks the service for this sale.
  const payload = proposalsPayload({ locationId: DEMO_LOCATION_ID, staff });
  const proposals = await client.proposals(payload);
  out.answers[JSON.stringify(payload.serviceAmounts)] = answered;
  // Given as the page's server gives them (docs/ssr.md): the checkout renders them with no request.
  const result = await collectResult(
    render(html`<tip-checkout location-id=${DEMO_LOCATION_ID} locale="en-US" .staff=${staff} .customer=${customer} .serverProposals=${proposals}
      ><staff-tip-list></staff-tip-list><checkout-summary></checkout-summary
    ></tip-checkout>`),
  );
  out.hydratable[spec] = result;
  // Lit's hydration markers (comments, `<?>`) and `defer-hydration` are not in a plain page.
  out.proposals[spec] = proposals;
  out.html[spec] = result.replace(/<!--[^]*?-->|<\?>/g, '').replace(/ defer-hydration(?=[ >])/g, '');
}
process.stdout.write(JSON.stringify(out));
