/**
 * Team mode as a screen-reader user hears it, read from Chromium's own accessibility tree (the
 * `ax-tree` command, CDP Accessibility.getFullAXTree): the team is named once, by its group, which
 * is described by the note on how the tip is shared, who the suggested tips leave out and that
 * each share carries its own fee; each option is described by its fee and total only; a share of
 * zero is an amount with its reason; Confirm and its hint speak of one tip; switching the mode
 * says that it cleared the choices.
 */
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { executeServerCommand } from '@web/test-runner-commands';
import type { TipCheckout } from '../../src/elements/checkout/tip-checkout/tip-checkout.js';
import '../../src/index.js';
import { DEMO_LOCATION_ID } from '../../src/sandbox/index.js';
import { customer, staffWithoutAvatars } from '../fixtures/sale.js';
import { deepAll, option, settled } from './checkout-page.js';
import { service } from './support.js';

interface AxNode {
  role: string;
  name: string;
  description: string;
  depth: number;
}

const strip = (text: string) => text.replace(/[\u2066-\u2069]/g, '').replace(/\s+/g, ' ').trim();

/** The page's accessibility tree, names and descriptions without their isolate controls. */
async function axTree(): Promise<AxNode[]> {
  const nodes = await executeServerCommand<AxNode[], undefined>('ax-tree');
  return nodes.map((n) => ({ ...n, name: strip(n.name), description: strip(n.description) }));
}

/** The subtree under `nodes[at]` (its descendants, by depth). */
function under(nodes: AxNode[], at: number): AxNode[] {
  const depth = nodes[at]!.depth;
  const end = nodes.findIndex((n, i) => i > at && n.depth <= depth);
  return nodes.slice(at + 1, end === -1 ? undefined : end);
}

/** A node and its subtree's text as a screen reader reads a row: the static texts joined. */
function textOf(nodes: AxNode[], at: number): string {
  return strip(under(nodes, at).filter((n) => n.role === 'StaticText').map((n) => n.name).join(' '));
}

const staff = staffWithoutAvatars();
const TEAM = 'Team: Maya Okafor, Lucía Fernández, Sam Patel, and Kenji Watanabe';
const NOTE =
  'A custom amount is shared among 3 people by their service. The suggested tips leave out Sam Patel, who had no service. ' +
  'Each share is a tip of its own, with its own fee: more in fees than one tip.';

async function mountTeam() {
  const svc = service();
  const host = await fixture<HTMLElement>(html`<main lang="en-US">
    <tip-checkout tip-mode="team" location-id=${DEMO_LOCATION_ID} .client=${svc.client} .customer=${customer} .staff=${staff} .lines=${[{ name: 'Cut', total: 60 }]}>
      <staff-tip-list></staff-tip-list>
      <checkout-summary></checkout-summary>
    </tip-checkout>
  </main>`);
  await waitUntil(() => deepAll(host, '[role="radio"][data-value="low"]').length > 0, 'the team proposal', { timeout: 5000 });
  await settled(host);
  return { host, checkout: host.querySelector<TipCheckout>('tip-checkout')! };
}

describe('team mode, as the accessibility tree has it', () => {
  it('names the team once, by its group, described by the note; each option by its fee and total only', async () => {
    const { host } = await mountTeam();
    const tree = await axTree();
    const groups = tree.flatMap((n, i) => (n.role === 'radiogroup' ? [i] : []));
    expect(groups).to.have.length(1);
    const group = tree[groups[0]!]!;
    expect(group.name).to.equal(TEAM);
    expect(group.description).to.equal(NOTE);
    const radios = under(tree, groups[0]!).filter((n) => n.role === 'radio');
    expect(radios.map((r) => r.name)).to.have.length(5);
    // The proposals: "+ $x fee, total $y", naming no one; Custom and No tip: no description.
    const fee = /^\+ \$\d+\.\d\d fee, total \$\d+\.\d\d$/;
    expect(radios.slice(0, 3).map((r) => r.description)).to.satisfy((d: string[]) => d.every((x) => fee.test(x)));
    expect(radios.slice(3).map((r) => [r.name, r.description])).to.deep.equal([
      ['Custom', ''],
      ['No tip', ''],
    ]);
    // The team's name is said by the group alone: no other node repeats it.
    expect(tree.filter((n) => n.name.includes('Team:') || n.description.includes('Team:')).map((n) => n.role)).to.have.members(['radiogroup', 'StaticText']);
    // On screen, each option's fee and total are labelled units.
    const medium = option(host, TEAM, 'medium');
    expect(strip(medium.querySelector('[part~="total"]')!.textContent!)).to.match(/^Total \$\d+\.\d\d$/);
  });

  it('the summary shows a zero share as an amount with its reason, and Confirm and its hint speak of one tip', async () => {
    const { host } = await mountTeam();
    let tree = await axTree();
    const button = () => tree.find((n) => n.role === 'button' && n.name.startsWith('Confirm'))!;
    expect(button().name).to.match(/^Confirm tip · \$\d+\.\d\d$/);
    expect(button().description).to.equal('Choose a tip');

    option(host, TEAM, 'medium').click();
    await settled(host);
    tree = await axTree();
    const rows = tree.flatMap((n, i) => (n.role === 'listitem' && /^(Team tip|Share for)/.test(textOf(tree, i)) ? [textOf(tree, i)] : []));
    expect(rows).to.have.length(5);
    expect(rows[0]).to.match(/^Team tip \$\d+\.\d\d$/);
    expect(rows.slice(1).map((r) => r.replace(/\$\d+\.\d\d/, '$x'))).to.deep.equal([
      'Share for Maya Okafor $x',
      'Share for Lucía Fernández $x',
      'Share for Sam Patel $x (no service)',
      'Share for Kenji Watanabe $x',
    ]);
    expect(rows[3]).to.equal('Share for Sam Patel $0.00 (no service)');
    expect(button().name).to.match(/^Confirm tip · \$\d+\.\d\d$/);
    expect(button().description).to.equal('');
  });

  it('switching the mode says the choices were cleared, once the customer had made some', async () => {
    const { host, checkout } = await mountTeam();
    const said = async () => {
      const tree = await axTree();
      return tree.flatMap((n, i) => (n.role === 'status' ? [textOf(tree, i)] : []));
    };
    // Nothing chosen yet: switching says nothing.
    checkout.tipMode = 'each';
    await settled(host);
    expect(await said()).to.deep.equal(['']);
    checkout.tipMode = 'team';
    await waitUntil(() => deepAll(host, '[role="radio"][data-value="low"]').length === 1, 'the team group again');
    option(host, TEAM, 'high').click();
    await settled(host);
    checkout.tipMode = 'each';
    await settled(host);
    expect(await said()).to.deep.equal(['Tip choices cleared. Please choose again.']);
    // The next choice ends it.
    option(host, 'Maya Okafor', 'low').click();
    await settled(host);
    expect(await said()).to.deep.equal(['']);
  });
});
