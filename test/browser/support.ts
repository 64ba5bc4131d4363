/** The service the browser tests run against: the real sandbox behind a recording, gating fetch. */
import { createDataClient } from '../../src/client/client.js';
import { paths, type Operation } from '../../src/protocol/schemas.js';
import type { CheckoutContext } from '../../src/elements/internal/context.js';
import { FeeQuoter } from '../../src/elements/internal/fee-quoter.js';
import { createSandbox, DEMO_LOCATION_ID, type SandboxOptions } from '../../src/sandbox/index.js';

export interface Call {
  operation: Operation;
  payload: Record<string, unknown>;
  /** Whether the caller has aborted this request by now. */
  aborted: () => boolean;
}

/**
 * The sandbox behind a fetch that records each call's payload and can hold answers back.
 * A held answer is delivered even when its request was aborted meanwhile: the element must
 * ignore it, which is what the tests of superseded requests check.
 */
export function service(options: SandboxOptions = {}, clientOptions: { timeoutMs?: number } = {}) {
  const sandbox = createSandbox(options);
  const calls: Call[] = [];
  const holds = new Map<Operation, Array<Promise<void>>>();
  const fetch = async (input: Request | string | URL, init?: RequestInit): Promise<Response> => {
    const operation = (Object.keys(paths) as Operation[]).find((op) => String(input).endsWith(paths[op]))!;
    const payload = (JSON.parse(String(init?.body ?? '{}')) as { payload: Record<string, unknown> }).payload;
    const signal = init?.signal;
    calls.push({ operation, payload, aborted: () => Boolean(signal?.aborted) });
    const gate = holds.get(operation)?.shift();
    if (gate) await gate;
    return sandbox.fetch(input, { ...init, signal: null });
  };
  // The sandbox through a recording wrapper: it still understands Idempotency-Key.
  const client = createDataClient({ baseUrl: 'http://sandbox.test', credentials: sandbox.credentials, fetch, idempotencyKeys: true, ...clientOptions });
  return {
    sandbox,
    client,
    calls: (operation: Operation) => calls.filter((c) => c.operation === operation),
    count: (operation: Operation) => calls.filter((c) => c.operation === operation).length,
    /** Holds the next answer of `operation` until the returned function is called. */
    hold(operation: Operation) {
      let release!: () => void;
      const gate = new Promise<void>((resolve) => (release = resolve));
      holds.set(operation, [...(holds.get(operation) ?? []), gate]);
      return release;
    },
  };
}

/** A client straight on a fresh sandbox, for tests that need no recording. */
export function sandboxClient(options: SandboxOptions = {}) {
  const sandbox = createSandbox(options);
  const client = createDataClient({ baseUrl: 'http://sandbox.test', credentials: sandbox.credentials, fetch: sandbox.fetch });
  return { sandbox, client };
}

/**
 * A checkout context as tip-checkout would provide it, ready and empty, on a fresh sandbox:
 * for tests that put one element inside a stand-in checkout. `overrides` set what the test needs.
 */
export function checkoutContextFor(overrides: Partial<CheckoutContext> = {}): CheckoutContext {
  const client = overrides.client ?? sandboxClient().client;
  return {
    client,
    locationId: DEMO_LOCATION_ID,
    currency: 'USD',
    locale: 'en-US',
    messages: undefined,
    staff: [],
    lines: [],
    proposalsStatus: 'ready',
    proposalsError: undefined,
    proposals: new Map(),
    choices: new Map(),
    submitStatus: 'idle',
    submitError: undefined,
    intent: undefined,
    fees: new FeeQuoter(() => ({ client, locationId: DEMO_LOCATION_ID })),
    choose: () => undefined,
    retryProposals: () => undefined,
    submit: async () => undefined,
    tipMode: 'each',
    teamSplit: 'service',
    teamProposal: undefined,
    teamChoice: undefined,
    chooseTeam: () => undefined,
    teamShares: () => [],
    team: undefined,
    largeTip: undefined,
    modeCleared: false,
    ...overrides,
  };
}

/** Resolves on the next task, after every pending promise reaction has run (a yield, not a timer). */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/** The element that has focus, through every shadow root (never the host of one that holds it). */
export function deepActiveElement(): Element | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

/**
 * What a node shows, as words: its text with the bidi isolates (U+2066–2069) every name, amount
 * and percent comes in removed, whitespace collapsed. The bidi tests check the isolates themselves.
 */
export function words(node: Node | string | null | undefined): string {
  const raw = typeof node === 'string' ? node : (node?.textContent ?? '');
  return raw.replace(/[\u2066-\u2069]/g, '').replace(/\s+/g, ' ').trim();
}
