// The BUILT package, imported by its own name in plain Node the way a consumer or an SSR framework
// does (self-reference through package.json `exports`). Each import runs in a fresh Node process.
// Also the custom-elements.json the build writes. Builds first when dist/ is missing or older than src/ (helpers/built.mjs).
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { before, describe, it } from 'node:test';
import { ensureBuilt } from './helpers/built.mjs';

const root = new URL('../../', import.meta.url);
const cwd = root.pathname;

/** Runs an ES module in a fresh Node process in the repo; its stdout must be one JSON line. */
function runModule(source: string): { status: number | null; json: unknown; stderr: string } {
  const child = spawnSync(process.execPath, ['--input-type=module', '-e', source], {
    cwd,
    encoding: 'utf8',
    timeout: 30_000,
  });
  let json: unknown;
  try {
    json = JSON.parse(child.stdout.trim().split('\n').at(-1) ?? '');
  } catch {
    json = undefined;
  }
  return { status: child.status, json, stderr: child.stderr };
}

/** Records (and then allows) every read of a browser-only global while `specifier` is imported. */
function importWatchingGlobals(specifier: string): { touched: string[]; exports: string[] } {
  const { status, json, stderr } = runModule(`
    const touched = new Set();
    for (const name of ['window', 'document', 'customElements', 'HTMLElement', 'navigator', 'location']) {
      const had = Object.getOwnPropertyDescriptor(globalThis, name);
      Object.defineProperty(globalThis, name, {
        configurable: true,
        get() { touched.add(name); return had && ('value' in had ? had.value : had.get?.call(globalThis)); },
      });
    }
    const mod = await import(${JSON.stringify(specifier)});
    console.log(JSON.stringify({ touched: [...touched], exports: Object.keys(mod).sort() }));
  `);
  assert.equal(status, 0, `importing ${specifier} failed:\n${stderr}`);
  return json as { touched: string[]; exports: string[] };
}

before(ensureBuilt);

describe('built entries in plain Node', () => {
  for (const [specifier, expected] of [
    ['tip-elements/client', ['createDataClient', 'createDisplayClient', 'tipsSelectedEvent', 'TipError', 'TipHttpError', 'parseMoney', 'formatMoney', 'toCents']],
    ['tip-elements/sandbox', ['createSandbox', 'DEMO_CREDENTIALS', 'DEMO_LOCATION_ID', 'SandboxDevice', 'deviceAction', 'signTipPayload']],
    ['tip-elements/server', ['createTipProxy', 'toNodeHandler', 'toConnectMiddleware', 'createMemoryIdempotencyStore', 'createRedisIdempotencyStore', 'verifyTipSignature', 'createScreenRelay', 'createMemoryScreenStore', 'createRedisScreenStore']],
    ['tip-elements/sandbox/server', ['startSandboxServer']],
  ] as const) {
    it(`${specifier} imports without touching window, document or customElements`, () => {
      const { touched, exports } = importWatchingGlobals(specifier);
      assert.deepEqual(touched, []);
      for (const name of expected) assert.ok(exports.includes(name), `${specifier} exports ${name}`);
    });
  }

  it('tip-elements imports in Node (SSR) and registers every tag with the server-side registry', () => {
    const { status, json, stderr } = runModule(`
      const mod = await import('tip-elements');
      const tags = ['tip-checkout', 'staff-tip-list', 'tip-proposals', 'custom-tip-input', 'checkout-summary', 'tip-transaction', 'tip-refund', 'tip-transfer', 'tip-device-pairing'];
      console.log(JSON.stringify({
        registered: tags.filter((t) => typeof customElements?.get(t) === 'function'),
        sameClass: customElements.get('tip-checkout') === mod.TipCheckout && customElements.get('tip-refund') === mod.TipRefund && customElements.get('tip-device-pairing') === mod.TipDevicePairing,
        classes: ['TipCheckout', 'StaffTipList', 'TipProposals', 'CustomTipInput', 'CheckoutSummary', 'TipTransaction', 'TipRefund', 'TipTransfer', 'TipDevicePairing'].filter((c) => typeof mod[c] === 'function'),
        events: ['TipChangeEvent', 'TipIntentEvent', 'TipErrorEvent', 'TipRefundEvent', 'TipTransferEvent', 'TipDevicePairedEvent'].filter((c) => typeof mod[c] === 'function'),
      }));
    `);
    assert.equal(status, 0, `importing tip-elements failed:\n${stderr}`);
    assert.deepEqual(json, {
      registered: ['tip-checkout', 'staff-tip-list', 'tip-proposals', 'custom-tip-input', 'checkout-summary', 'tip-transaction', 'tip-refund', 'tip-transfer', 'tip-device-pairing'],
      sameClass: true,
      classes: ['TipCheckout', 'StaffTipList', 'TipProposals', 'CustomTipInput', 'CheckoutSummary', 'TipTransaction', 'TipRefund', 'TipTransfer', 'TipDevicePairing'],
      events: ['TipChangeEvent', 'TipIntentEvent', 'TipErrorEvent', 'TipRefundEvent', 'TipTransferEvent', 'TipDevicePairedEvent'],
    });
  });

  it('tip-elements/checkout imports in Node (SSR), registers the five checkout tags only, and exports the client', () => {
    const { status, json, stderr } = runModule(`
      const mod = await import('tip-elements/checkout');
      const tags = ['tip-checkout', 'staff-tip-list', 'tip-proposals', 'custom-tip-input', 'checkout-summary', 'tip-transaction', 'tip-refund', 'tip-transfer', 'tip-device-pairing'];
      const registered = tags.filter((t) => typeof customElements?.get(t) === 'function');
      const full = await import('tip-elements');
      console.log(JSON.stringify({
        registered,
        sameClass: customElements.get('tip-checkout') === mod.TipCheckout && mod.TipCheckout === full.TipCheckout,
        exports: ['createDataClient', 'TipError', 'TipCheckout', 'StaffTipList', 'TipProposals', 'CustomTipInput', 'CheckoutSummary', 'TipChangeEvent', 'TipIntentEvent', 'TipErrorEvent', 'TipSkipEvent', 'checkoutContext', 'registerMessages', 'formatMoney'].filter((c) => c in mod),
        backOffice: ['TipTransaction', 'TipRefund', 'TipTransfer', 'defineBackOfficeElements'].filter((c) => c in mod),
      }));
    `);
    assert.equal(status, 0, `importing tip-elements/checkout failed:\n${stderr}`);
    assert.deepEqual(json, {
      registered: ['tip-checkout', 'staff-tip-list', 'tip-proposals', 'custom-tip-input', 'checkout-summary'],
      sameClass: true,
      exports: ['createDataClient', 'TipError', 'TipCheckout', 'StaffTipList', 'TipProposals', 'CustomTipInput', 'CheckoutSummary', 'TipChangeEvent', 'TipIntentEvent', 'TipErrorEvent', 'TipSkipEvent', 'checkoutContext', 'registerMessages', 'formatMoney'],
      backOffice: [],
    });
  });

  it('tip-elements/screen imports in Node (SSR), registers the screen and checkout tags only, and exports the link and both transports', () => {
    const { status, json, stderr } = runModule(`
      const mod = await import('tip-elements/screen');
      const tags = ['tip-customer-screen', 'tip-station-status', 'tip-checkout', 'staff-tip-list', 'checkout-summary', 'tip-transaction', 'tip-refund', 'tip-device-pairing'];
      console.log(JSON.stringify({
        registered: tags.filter((t) => typeof customElements?.get(t) === 'function'),
        sameClass: customElements.get('tip-customer-screen') === mod.TipCustomerScreen && customElements.get('tip-station-status') === mod.TipStationStatus,
        exports: ['createStationLink', 'broadcastTransport', 'relayTransport', 'TipCustomerScreen', 'TipStationStatus', 'ScreenStatusEvent', 'TipIntentEvent', 'defineScreenElements'].filter((c) => c in mod),
        others: ['TipRefund', 'TipDevicePairing', 'defineBackOfficeElements', 'createDataClient'].filter((c) => c in mod),
      }));
    `);
    assert.equal(status, 0, `importing tip-elements/screen failed:\n${stderr}`);
    assert.deepEqual(json, {
      registered: ['tip-customer-screen', 'tip-station-status', 'tip-checkout', 'staff-tip-list', 'checkout-summary'],
      sameClass: true,
      exports: ['createStationLink', 'broadcastTransport', 'relayTransport', 'TipCustomerScreen', 'TipStationStatus', 'ScreenStatusEvent', 'TipIntentEvent', 'defineScreenElements'],
      others: [],
    });
  });

  it('defineBackOfficeElements() and defineDisplayElements() leave the tags tip-elements registered alone', () => {
    const { status, json, stderr } = runModule(`
      const mod = await import('tip-elements');
      const before = ['tip-refund', 'tip-device-pairing'].map((t) => customElements.get(t));
      mod.defineBackOfficeElements();
      mod.defineDisplayElements();
      mod.defineElements();
      console.log(JSON.stringify({ same: ['tip-refund', 'tip-device-pairing'].map((t, i) => customElements.get(t) === before[i] && typeof before[i] === 'function') }));
    `);
    assert.equal(status, 0, `importing tip-elements failed:\n${stderr}`);
    assert.deepEqual(json, { same: [true, true] });
  });

  it('tip-elements/sandbox/device imports in Node and registers tip-display-device (and the elements it reuses) with the server-side registry', () => {
    const { status, json, stderr } = runModule(`
      const mod = await import('tip-elements/sandbox/device');
      console.log(JSON.stringify({
        device: customElements.get('tip-display-device') === mod.TipDisplayDevice,
        list: typeof customElements.get('staff-tip-list') === 'function',
        connect: typeof mod.connectDevice,
        // The developer tool's exports that left tip-elements/sandbox (CHANGELOG.md), working on a sandbox's headless device.
        screen: (await import('tip-elements/sandbox')).createSandbox().devices.map((d) => mod.SimulatedDevice.of(d).screen.kind),
      }));
    `);
    assert.equal(status, 0, `importing tip-elements/sandbox/device failed:\n${stderr}`);
    assert.deepEqual(json, { device: true, list: true, connect: 'function', screen: ['activation'] });
  });

  it('importing tip-elements twice (two copies, or a host that defined a tag first) does not throw', () => {
    const { status, json, stderr } = runModule(`
      const { LitElement } = await import('lit');
      class Theirs extends LitElement {}
      customElements.define('tip-proposals', Theirs);
      const mod = await import('tip-elements');
      console.log(JSON.stringify({ kept: customElements.get('tip-proposals') === Theirs, ours: customElements.get('tip-checkout') === mod.TipCheckout }));
    `);
    assert.equal(status, 0, `importing tip-elements failed:\n${stderr}`);
    assert.deepEqual(json, { kept: true, ours: true });
  });

  it('tip-elements/react imports in Node (SSR) and exposes a React component per element', () => {
    const { status, json, stderr } = runModule(`
      const mod = await import('tip-elements/react');
      const names = ['TipCheckout', 'StaffTipList', 'TipProposals', 'CustomTipInput', 'CheckoutSummary', 'TipTransaction', 'TipRefund', 'TipTransfer', 'TipDevicePairing'];
      console.log(JSON.stringify(names.filter((n) => mod[n] && typeof mod[n] === 'object' && mod[n].$$typeof)));
    `);
    assert.equal(status, 0, `importing tip-elements/react failed:\n${stderr}`);
    assert.deepEqual(json, ['TipCheckout', 'StaffTipList', 'TipProposals', 'CustomTipInput', 'CheckoutSummary', 'TipTransaction', 'TipRefund', 'TipTransfer', 'TipDevicePairing']);
  });

  it('tip-elements/react/checkout imports in Node (SSR) and exposes the five checkout components, no others', () => {
    const { status, json, stderr } = runModule(`
      const mod = await import('tip-elements/react/checkout');
      console.log(JSON.stringify(Object.keys(mod).filter((n) => mod[n] && typeof mod[n] === 'object' && mod[n].$$typeof).sort()));
    `);
    assert.equal(status, 0, `importing tip-elements/react/checkout failed:\n${stderr}`);
    assert.deepEqual(json, ['CheckoutSummary', 'CustomTipInput', 'StaffTipList', 'TipCheckout', 'TipProposals']);
  });
});

interface Described {
  name: string;
  description?: string;
  type?: { text: string };
  attribute?: string;
  kind?: string;
  static?: boolean;
}
interface ElementDoc {
  name: string;
  tagName?: string;
  summary?: string;
  members?: Described[];
  attributes?: Described[];
  events?: Described[];
  slots?: Described[];
  cssParts?: Described[];
  cssProperties?: Described[];
}

describe('custom-elements.json (editors, Storybook, docs)', () => {
  const elements = () => {
    const manifest = JSON.parse(readFileSync(join(cwd, 'custom-elements.json'), 'utf8')) as { modules: { path: string; declarations?: ElementDoc[] }[] };
    return new Map(manifest.modules.flatMap((m) => (m.declarations ?? []).filter((d) => d.tagName).map((d) => [d.tagName!, d] as const)));
  };
  const names = (list: Described[] | undefined) => (list ?? []).map((x) => x.name);

  it('describes the twelve tags (five checkout, three back office, two Display mode, two customer screen), each with a summary', () => {
    const byTag = elements();
    assert.deepEqual([...byTag.keys()].sort(), [
      'checkout-summary',
      'custom-tip-input',
      'staff-tip-list',
      'tip-checkout',
      'tip-customer-screen',
      'tip-device-pairing',
      'tip-display-device',
      'tip-proposals',
      'tip-refund',
      'tip-station-status',
      'tip-transaction',
      'tip-transfer',
    ]);
    for (const [tag, el] of byTag) assert.ok(el.summary?.trim(), `${tag} has a @summary`);
  });

  it('tip-checkout: the properties, attributes, methods, events and slot of the contract', () => {
    const checkout = elements().get('tip-checkout')!;
    for (const name of ['client', 'locationId', 'customer', 'staff', 'lines', 'currency', 'locale', 'submit', 'reset']) {
      assert.ok(names(checkout.members).includes(name), `tip-checkout documents ${name}`);
    }
    assert.ok(names(checkout.attributes).includes('location-id'));
    const events = new Map((checkout.events ?? []).map((e) => [e.name, e.type?.text]));
    assert.equal(events.get('tip-change'), 'TipChangeEvent');
    assert.equal(events.get('tip-intent'), 'TipIntentEvent');
    assert.equal(events.get('tip-error'), 'TipErrorEvent');
    assert.deepEqual(names(checkout.slots), ['']);
  });

  it('the back-office elements: client, transaction-id, staff, reload() and their events', () => {
    for (const [tag, event, eventClass] of [
      ['tip-transaction', undefined, undefined],
      ['tip-refund', 'tip-refund', 'TipRefundEvent'],
      ['tip-transfer', 'tip-transfer', 'TipTransferEvent'],
    ] as const) {
      const el = elements().get(tag)!;
      for (const name of ['client', 'transactionId', 'staff', 'currency', 'locale', 'messages', 'transaction', 'reload']) {
        assert.ok(names(el.members).includes(name), `${tag} documents ${name}`);
      }
      assert.ok(names(el.attributes).includes('transaction-id'));
      const events = new Map((el.events ?? []).map((e) => [e.name, e.type?.text]));
      assert.equal(events.get('tip-error'), 'TipErrorEvent');
      if (event) assert.equal(events.get(event), eventClass);
    }
  });

  it('every element documents its ::part names and the --tip-* properties it honours', () => {
    for (const [tag, el] of elements()) {
      if (tag !== 'tip-checkout') assert.ok((el.cssParts ?? []).length > 0, `${tag} documents its parts`);
      const props = names(el.cssProperties);
      assert.ok(props.every((p) => p.startsWith('--tip-')), `${tag}: only public --tip-* properties (${props.join(', ')})`);
      for (const token of ['--tip-accent', '--tip-font', '--tip-radius', '--tip-touch-target']) assert.ok(props.includes(token), `${tag} lists ${token}`);
    }
    assert.ok(names(elements().get('tip-proposals')!.cssParts).includes('option'));
  });

  it('lists no private or internal members', () => {
    for (const [tag, el] of elements()) {
      const leaked = names(el.members).filter((n) => ['ctx', 'formAssociated', 'shadowRootOptions', 'connectedCallback', 'render'].includes(n) || n.startsWith('_'));
      assert.deepEqual(leaked, [], `${tag} leaks ${leaked.join(', ')}`);
    }
  });

  it('every public property, method, event, part and custom property has a description', () => {
    const missing: string[] = [];
    for (const [tag, el] of elements()) {
      for (const [kind, list] of [['member', el.members], ['event', el.events], ['part', el.cssParts], ['css property', el.cssProperties]] as const) {
        for (const item of list ?? []) if (!item.description?.trim()) missing.push(`${tag} ${kind} ${item.name}`);
      }
    }
    assert.deepEqual(missing, []);
  });
});
