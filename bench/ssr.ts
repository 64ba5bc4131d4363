// `node --import tsx bench/ssr.ts 1 10 30 100` (run by bench/run.mjs): the checkout the bench page
// renders, with its proposals already answered, rendered in Node by @lit-labs/ssr to declarative
// shadow DOM. Prints `{ html: { "<n>": "<html>" }, proposals: { "<n>": [...] } }` as JSON: the
// baseline's markup and styles are the checkout's own.
import { LitElementRenderer, render } from '@lit-labs/ssr';
import { collectResult } from '@lit-labs/ssr/lib/render-result.js';
import { html } from 'lit';
import { customer, staffOf } from './staff.js';

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
const client = createDataClient({ baseUrl: 'http://sandbox.test', credentials: sandbox.credentials, fetch: sandbox.fetch });
const out: { html: Record<string, string>; proposals: Record<string, unknown> } = { html: {}, proposals: {} };
for (const n of process.argv.slice(2).map(Number)) {
  const staff = staffOf(n);
  const proposals = await client.proposals({ locationId: DEMO_LOCATION_ID, serviceAmounts: staff.map((m) => m.serviceAmount!) });
  const byStaff = new Map(staff.map((m, i) => [m.employeeId, proposals[i]]));
  const result = await collectResult(
    render(html`<tip-checkout location-id=${DEMO_LOCATION_ID} .staff=${staff} .customer=${customer} .benchProposals=${byStaff}
      ><staff-tip-list></staff-tip-list><checkout-summary></checkout-summary
    ></tip-checkout>`),
  );
  // Lit's hydration markers (comments, `<?>`) and `defer-hydration` are not in a plain page.
  out.proposals[n] = proposals;
  out.html[n] = result.replace(/<!--[^]*?-->|<\?>/g, '').replace(/ defer-hydration(?=[ >])/g, '');
}
process.stdout.write(JSON.stringify(out));
