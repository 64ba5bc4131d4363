/**
 * The demo's server side, mounted in Vite's dev server: what a real POS host runs on its own
 * server. Node only; the browser never sees this module's values.
 *
 * - `/api/tips/*`: the credential proxy (`createTipProxy`). The browser posts `{ payload }`; the
 *   proxy adds the app's credentials and forwards proposals, fees and intent to the service.
 * - `/host/charge` and `/host/decline`: the host's own endpoints. After the card is charged (or
 *   declined) they confirm (or cancel) the transaction with a trusted, credentialed client and
 *   answer with the transaction's details (`{ transaction }`; `null` when nobody was tipped).
 *
 * - Back office (a manager's screen, demo/back-office.html): `/host/staff` signs a member of staff
 *   in (demo: a button; a real host has its own login) with an HttpOnly cookie; `/host/sales` lists
 *   the sales confirmed in this session (the host keeps their transaction ids); and
 *   `/api/back-office/*` is a second proxy that forwards only details, refund and transfer, and
 *   only for a signed-in member of staff (`authorize`).
 *
 * - `/api/screens/*`: the customer-facing screen's relay (`createScreenRelay`): pairs the
 *   cashier's page (demo/station.html) with the customer's screen (demo/screen.html) and carries
 *   the sale and the customer's choices between them. The screen's checkout reaches the service
 *   through `/api/tips`, as the checkout page does.
 *
 * The "service" is the sandbox, in this process; the proxy reaches it through `sandbox.fetch`.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { randomBytes } from 'node:crypto';
import { createDataClient, type DataClient } from '../src/client/client.js';
import { TipError } from '../src/client/errors.js';
import { createSandbox } from '../src/sandbox/sandbox.js';
import { createTipProxy } from '../src/server/proxy.js';
import { createScreenRelay } from '../src/server/screen-relay.js';
import { toConnectMiddleware } from '../src/server/node/adapter.js';
import { createDisplayBackend } from './display-backend.js';

export interface DemoBackendOptions {
  /** The app secret the sandbox accepts and the proxy adds. Default: random per process. */
  appSecret?: string;
  /** Sandbox delay before every answer, in ms, so loading states are visible. Default 250. */
  latencyMs?: number;
}

export interface DemoBackend {
  readonly appSecret: string;
  /** Connect-style middleware stack to mount: [path prefix, middleware][]. */
  readonly routes: ReadonlyArray<readonly [string, (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void]>;
  /** The service's proposals, asked by the host's server (the demo's page rendered on the server gives them to its checkout: demo/ssr.ts). */
  readonly proposals: DataClient['proposals'];
}

/** The service's base URL as the server side sees it; requests never leave the process. */
const SERVICE_URL = 'http://tip-service.sandbox';

const MAX_HOST_BODY = 4 * 1024;

/** The demo staff session's cookie (HttpOnly, SameSite=Strict): a random token per process. */
const STAFF_COOKIE = 'tip_demo_staff';

function cookieValue(header: string | null | undefined, name: string): string | undefined {
  for (const pair of (header ?? '').split(';')) {
    const [key, ...rest] = pair.trim().split('=');
    if (key === name) return rest.join('=');
  }
  return undefined;
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.statusCode = status;
  res.setHeader('content-type', 'application/json; charset=utf-8');
  res.setHeader('cache-control', 'no-store');
  res.end(JSON.stringify(body));
}

async function readJson(req: IncomingMessage): Promise<unknown> {
  let size = 0;
  const chunks: Buffer[] = [];
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.byteLength;
    if (size > MAX_HOST_BODY) throw new Error('body too large');
    chunks.push(chunk);
  }
  return JSON.parse(Buffer.concat(chunks).toString('utf8'));
}

function transactionIdOf(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) throw new TypeError('not an object');
  const id = (body as Record<string, unknown>)['transactionId'];
  return typeof id === 'string' && id.length > 0 && id.length < 200 ? id : undefined;
}

export function createDemoBackend(options: DemoBackendOptions = {}): DemoBackend {
  const appSecret = options.appSecret || `sk_demo_${randomBytes(18).toString('hex')}`;
  const credentials = { appId: 'salon-pos', appSecret, accountToken: 'acct_lumen_salon' };
  const sandbox = createSandbox({ credentials, latencyMs: options.latencyMs ?? 250 });

  // Display mode: the pairing element in the browser may activate a device and check a pairing.
  const proxy = createTipProxy({ baseUrl: SERVICE_URL, ...credentials, fetch: sandbox.fetch, allowDisplay: ['activateDevice', 'last'] });

  // Back office: the host's own record of this session's confirmed sales, a demo staff session,
  // and the back office's proxy behind it.
  const sales: Array<{ transactionId: string; chargedAt: string }> = [];
  const staffToken = randomBytes(24).toString('hex');
  const isStaff = (cookie: string | null | undefined) => cookieValue(cookie, STAFF_COOKIE) === staffToken;
  const backOfficeProxy = createTipProxy({
    baseUrl: SERVICE_URL,
    ...credentials,
    fetch: sandbox.fetch,
    allow: ['details', 'refund', 'transfer'],
    authorize: (request) => isStaff(request.headers.get('cookie')),
  });

  // The host's trusted client: server side only, with credentials.
  const service = createDataClient({ baseUrl: SERVICE_URL, credentials, fetch: sandbox.fetch });

  function hostEndpoint(action: 'charge' | 'decline') {
    return (req: IncomingMessage, res: ServerResponse) => {
      void (async () => {
        if (req.method !== 'POST') return sendJson(res, 405, { error: { code: 'method_not_allowed', message: 'POST only' } });
        let transactionId: string | undefined;
        try {
          transactionId = transactionIdOf(await readJson(req));
        } catch {
          return sendJson(res, 400, { error: { code: 'bad_json', message: 'Send { "transactionId": "…" } as JSON' } });
        }
        // No transactionId: nobody was tipped (tip-skip), so only the sale is charged.
        if (!transactionId) return sendJson(res, 200, { transaction: null });
        try {
          // A real host charges the card here (its payment terminal), then tells the tip service.
          if (action === 'charge') {
            await service.confirm({ transactionId });
            sales.push({ transactionId, chargedAt: new Date().toISOString() });
          } else await service.cancel({ transactionId, note: 'Card declined' });
          const transaction = await service.details({ transactionId });
          sendJson(res, 200, { transaction });
        } catch (error) {
          const status = error instanceof TipError && error.status ? error.status : 502;
          const code = error instanceof TipError ? (error.code ?? error.name) : 'internal_error';
          // Only the code and a generic message go back: the error may quote the credentialed request.
          sendJson(res, status, { error: { code, message: `The tip service refused to ${action === 'charge' ? 'confirm' : 'cancel'} the transaction` } });
        }
      })();
    };
  }

  /** GET: is this browser signed in as staff? POST: sign in (demo: no password). DELETE: sign out. */
  function staffEndpoint(req: IncomingMessage, res: ServerResponse) {
    if (req.method === 'GET') return sendJson(res, 200, { signedIn: isStaff(req.headers.cookie) });
    if (req.method === 'POST' || req.method === 'DELETE') {
      const value = req.method === 'POST' ? staffToken : '';
      res.setHeader('set-cookie', `${STAFF_COOKIE}=${value}; Path=/; HttpOnly; SameSite=Strict${value ? '' : '; Max-Age=0'}`);
      return sendJson(res, 200, { signedIn: req.method === 'POST' });
    }
    sendJson(res, 405, { error: { code: 'method_not_allowed', message: 'GET, POST or DELETE' } });
  }

  /** This session's confirmed sales, newest first, as the back office lists them: staff only. */
  function salesEndpoint(req: IncomingMessage, res: ServerResponse) {
    void (async () => {
      if (req.method !== 'GET') return sendJson(res, 405, { error: { code: 'method_not_allowed', message: 'GET only' } });
      if (!isStaff(req.headers.cookie)) return sendJson(res, 401, { error: { code: 'unauthorized', message: 'Sign in as staff' } });
      try {
        const list = await Promise.all(
          [...sales].reverse().map(async ({ transactionId, chargedAt }) => {
            const tx = await service.details({ transactionId });
            const name = [tx.customer.firstName, tx.customer.lastName].filter(Boolean).join(' ');
            return { transactionId, chargedAt, customer: name || tx.customer.id, status: tx.status, net: tx.net };
          }),
        );
        sendJson(res, 200, { sales: list });
      } catch {
        sendJson(res, 502, { error: { code: 'upstream_unreachable', message: 'The tip service could not be reached' } });
      }
    })();
  }

  return {
    appSecret,
    proposals: (payload, options) => service.proposals(payload, options),
    routes: [
      ['/api/tips', toConnectMiddleware(proxy)],
      ['/api/back-office', toConnectMiddleware(backOfficeProxy)],
      // The station and screen pages (station.html, screen.html). A real host passes `authorize`
      // (its staff session) and `sourceOf` (the client's address); the demo has no login.
      ['/api/screens', toConnectMiddleware(createScreenRelay())],
      ['/host/charge', hostEndpoint('charge')],
      ['/host/decline', hostEndpoint('decline')],
      ['/host/staff', staffEndpoint],
      ['/host/sales', salesEndpoint],
      // The "Display mode" page (display.html): see display-backend.ts.
      ...createDisplayBackend({ sandbox, credentials, serviceUrl: SERVICE_URL }).routes,
    ],
  };
}
