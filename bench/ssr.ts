// `node --import tsx bench/ssr.ts 1 10 30 100 demo sale:30:1` (run by bench/run.mjs): the checkout
// the bench page renders, with its proposals already answered, rendered in Node by @lit-labs/ssr
// to declarative shadow DOM. Each argument is a sale: `<n>` staff (bench/staff.ts's staffOf),
// `demo` (the demo's sale) or `sale:<n>:<k>` (saleOf). Prints `{ html: { "<sale>": "<html>" },
// proposals: { "<sale>": [...] }, answers: { "<service amounts>": "<the service's answer>" } }` as
// JSON: the baseline's markup and styles are the checkout's own, and `answers` are the sandbox's
// proposals answers as sent, which the bench server replays to the checkout's cold page.
import { LitElementRenderer, render } from '@lit-labs/ssr';
import { collectResult } from '@lit-labs/ssr/lib/render-result.js';
import { html } from 'lit';
import { customer, demoStaff, saleOf, staffOf } from './staff.js';

// After @lit-labs/ssr: its DOM shim gives the elements a registry to be defined in.
const { elements, TipCheckout, createDataClient } = await import('../src/checkout.js');
const { createSandbox, DEMO_LOCATION_ID } = await import('../src/sandbox/index.js');

const tags = new Set<string>(elements.map(([tag]) => tag));
LitElementRenderer.renderOptions.push((element) => (tags.has(element.localName) ? { connectedCallback: true } : undefined));

// SSR waits for no fetch (and the checkout, not connected there, starts none): the proposals are
// set on tip-checkout's own state (`proposals`, `proposalsStatus`) after its willUpdate, which
// then runs again to provide them. Should that state be renamed, the bench stops with an error:
// it checks that this page and the checkout have the same elements and options.
type Patched = { benchProposals?: Map<string, unknown>; proposals: unknown; proposalsStatus: string };
const prototype = TipCheckout.prototype as unknown as { willUpdate(this: Patched, changed: Map<PropertyKey, unknown>): void };
const willUpdate = prototype.willUpdate;
prototype.willUpdate = function (changed) {
  willUpdate.call(this, changed);
  if (this.benchProposals) {
    this.proposals = this.benchProposals;
    this.proposalsStatus = 'ready';
    willUpdate.call(this, new Map());
  }
};

const sandbox = createSandbox();
const out: { html: Record<string, string>; proposals: Record<string, unknown>; answers: Record<string, string> } = { html: {}, proposals: {}, answers: {} };
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
  // The service amounts the checkout asks about: each distinct one, in the staff's order.
  const serviceAmounts = [...new Set(staff.flatMap((m) => (m.serviceAmount ? [m.serviceAmount] : [])))];
  const proposals = await client.proposals({ locationId: DEMO_LOCATION_ID, serviceAmounts });
  out.answers[JSON.stringify(serviceAmounts)] = answered;
  const byStaff = new Map(staff.flatMap((m) => (m.serviceAmount ? [[m.employeeId, proposals[serviceAmounts.indexOf(m.serviceAmount)]] as const] : [])));
  const result = await collectResult(
    render(html`<tip-checkout location-id=${DEMO_LOCATION_ID} .staff=${staff} .customer=${customer} .benchProposals=${byStaff}
      ><staff-tip-list></staff-tip-list><checkout-summary></checkout-summary
    ></tip-checkout>`),
  );
  // Lit's hydration markers (comments, `<?>`) and `defer-hydration` are not in a plain page.
  out.proposals[spec] = proposals;
  out.html[spec] = result.replace(/<!--[^]*?-->|<\?>/g, '').replace(/ defer-hydration(?=[ >])/g, '');
}
process.stdout.write(JSON.stringify(out));
