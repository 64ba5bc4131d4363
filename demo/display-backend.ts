/**
 * The server side of the "Display mode" demo page: what a POS host runs when the service's
 * device takes the tips and the card. Node only; mounted beside the Data-mode demo's routes.
 *
 * - `/host/display/*`: the POS station's own endpoints. The page asks its server to start a
 *   checkout, update its staff, charge (init), approve (confirm), decline (reject) or cancel;
 *   the server calls the service with the credentialed Display client and answers with the
 *   transaction's details. The server also remembers the paired deviceId ("the POS stores it").
 * - `/host/webhook`: where the service posts `tips.selected`. The raw body's `Tip-Signature` is
 *   checked with `verifyTipSignature`, the body with the `tipsSelectedEvent` schema, repeats (a
 *   retried delivery) are dropped by event id, and the event is relayed to the page.
 * - `/host/display/events`: server-sent events to the page: each verified webhook, with the
 *   transaction's details.
 * - `/sandbox-device`: the simulated tablet's own channel (the sandbox's device endpoints), which
 *   `tip-display-device` on the page is connected to. It reaches the device, not the service.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { randomBytes } from 'node:crypto';
import * as z from 'zod/mini';
import { createDisplayClient } from '../src/client/display-client.js';
import { tipsSelectedEvent, type DisplayPayload, type TipsSelectedEvent } from '../src/protocol/display-schemas.js';
import { TipError } from '../src/client/errors.js';
import type { Credentials } from '../src/client/transport.js';
import type { Sandbox } from '../src/sandbox/sandbox.js';
import { toConnectMiddleware } from '../src/server/node/adapter.js';
import { verifyTipSignature } from '../src/server/webhook.js';
import { customers, displayLocale, linesIn, saleTotal, staffFor } from './display-sale.js';
import { displayStrings, type DisplayLocale } from './display-strings.js';

type Route = readonly [string, (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void];

export interface DisplayBackendOptions {
  sandbox: Sandbox;
  credentials: Credentials;
  serviceUrl: string;
}

const MAX_BODY = 16 * 1024;

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.statusCode = status;
  res.setHeader('content-type', 'application/json; charset=utf-8');
  res.setHeader('cache-control', 'no-store');
  res.end(JSON.stringify(body));
}

async function readRaw(req: IncomingMessage): Promise<Buffer> {
  let size = 0;
  const chunks: Buffer[] = [];
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.byteLength;
    if (size > MAX_BODY) throw new Error('body too large');
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

const actionBody = z.object({
  transactionId: z.optional(z.string().check(z.minLength(1), z.maxLength(100))),
  deviceId: z.optional(z.string().check(z.minLength(1), z.maxLength(64))),
  isAsync: z.optional(z.boolean()),
  /** The page's language: the customer's, in which the bill's lines (and a decline's note) go to the device. */
  locale: z.optional(z.string().check(z.maxLength(35))),
});

export function createDisplayBackend(options: DisplayBackendOptions): { routes: Route[] } {
  const { sandbox } = options;
  const service = createDisplayClient({ baseUrl: options.serviceUrl, credentials: options.credentials, fetch: sandbox.fetch });
  const webhookSecret = `whsec_${randomBytes(18).toString('hex')}`;

  /** The POS station's state: its paired device and its checkouts. */
  let deviceId: string | undefined;
  let sales = 0;
  const updated = new Set<string>();
  /** Each checkout's language, from the page that started or last updated it. */
  const languages = new Map<string, DisplayLocale>();
  /** The language of `transactionId` for this request: the page's if it sent one the demo speaks, else the checkout's. */
  const languageOf = (transactionId: string, asked: string | undefined): DisplayLocale => {
    const locale = displayLocale(asked) ?? languages.get(transactionId) ?? 'en-US';
    languages.set(transactionId, locale);
    return locale;
  };
  const seen = new Set<string>();
  const stats = { received: 0, verified: 0, refused: 0, duplicates: 0 };
  const listeners = new Set<ServerResponse>();

  /**
   * The webhook goes to this server's own address: a real host registers its public URL with the
   * service once; the demo learns its port from the first request (Vite picks it).
   */
  let webhookSet = false;
  function ensureWebhook(req: IncomingMessage): void {
    if (webhookSet) return;
    webhookSet = true;
    const address = req.socket.localAddress ?? '127.0.0.1';
    const host = address.includes(':') ? `[${address}]` : address;
    sandbox.setWebhook({ url: `http://${host}:${req.socket.localPort}/host/webhook`, secret: webhookSecret });
  }

  function broadcast(type: string, data: unknown): void {
    const frame = `event: ${type}\ndata: ${JSON.stringify(data)}\n\n`;
    for (const res of listeners) res.write(frame);
  }

  function checkoutPayload(transactionId: string, index: number, isAsync: boolean, update: boolean, locale: DisplayLocale): DisplayPayload<'update'> {
    if (!deviceId) throw new TipError('no device is paired', { operation: 'create', status: 409, code: 'no_device' });
    return {
      deviceId,
      transactionId,
      service: staffFor(update),
      display: linesIn(locale),
      total: saleTotal,
      customer: customers[index % customers.length]!,
      isAsync,
    };
  }

  /** One POS action: parse, call the service, answer with the details. */
  function action(run: (body: z.output<typeof actionBody>) => Promise<string | undefined>) {
    return (req: IncomingMessage, res: ServerResponse) => {
      void (async () => {
        if (req.method !== 'POST') return sendJson(res, 405, { error: { code: 'method_not_allowed', message: 'POST only' } });
        ensureWebhook(req);
        let body: z.output<typeof actionBody>;
        try {
          const raw = await readRaw(req);
          body = z.parse(actionBody, raw.length ? JSON.parse(raw.toString('utf8')) : {});
        } catch {
          return sendJson(res, 400, { error: { code: 'bad_request', message: 'Send a JSON object' } });
        }
        try {
          const transactionId = await run(body);
          sendJson(res, 200, { checkout: transactionId === undefined ? null : await service.details({ transactionId }) });
        } catch (error) {
          const status = error instanceof TipError && error.status ? error.status : 502;
          const code = error instanceof TipError ? (error.code ?? error.name) : 'internal_error';
          // Only the code goes back: a TipError's message may quote the credentialed request.
          sendJson(res, status, { error: { code, message: 'The tip service refused this' } });
        }
      })();
    };
  }

  const need = (id: string | undefined): string => {
    if (!id) throw new TipError('transactionId missing', { operation: 'host', status: 400, code: 'bad_request' });
    return id;
  };
  const on = (transactionId: string) => ({ deviceId: deviceId ?? '', transactionId });

  const routes: Route[] = [
    ['/sandbox-device', toConnectMiddleware((request) => sandbox.handleDevice(request))],
    [
      '/host/display/state',
      (req, res) => {
        ensureWebhook(req);
        sendJson(res, 200, { deviceId: deviceId ?? null, webhooks: stats, deliveries: sandbox.webhookDeliveries().map((d) => ({ state: d.state, attempts: d.attempts.length })) });
      },
    ],
    [
      '/host/display/device',
      action(async (body) => {
        // The POS stores the identifier of the device it paired (tip-device-paired); it checks the device is known first.
        if (!body.deviceId) throw new TipError('deviceId missing', { operation: 'host', status: 400, code: 'bad_request' });
        await service.last({ deviceId: body.deviceId });
        deviceId = body.deviceId;
        return undefined;
      }),
    ],
    [
      '/host/display/checkout',
      action(async (body) => {
        const index = sales++;
        const transactionId = `pos-${1001 + index}`;
        await service.create(checkoutPayload(transactionId, index, body.isAsync === true, false, languageOf(transactionId, body.locale)));
        return transactionId;
      }),
    ],
    [
      '/host/display/update',
      action(async (body) => {
        const transactionId = need(body.transactionId);
        const current = await service.details({ transactionId });
        const index = customers.findIndex((c) => c.id === current.customer.id);
        const next = !updated.has(transactionId);
        if (next) updated.add(transactionId);
        else updated.delete(transactionId);
        await service.update(checkoutPayload(transactionId, Math.max(0, index), current.isAsync, next, languageOf(transactionId, body.locale)));
        return transactionId;
      }),
    ],
    ['/host/display/charge', action(async (body) => (await service.init(on(need(body.transactionId))), need(body.transactionId)))],
    ['/host/display/approve', action(async (body) => (await service.confirm(on(need(body.transactionId))), need(body.transactionId)))],
    [
      '/host/display/decline',
      action(async (body) => {
        const transactionId = need(body.transactionId);
        // The note the device shows the customer, in the checkout's language.
        await service.reject({ ...on(transactionId), note: displayStrings[languageOf(transactionId, body.locale)].stages.declined });
        return transactionId;
      }),
    ],
    ['/host/display/cancel', action(async (body) => (await service.cancel(on(need(body.transactionId))), need(body.transactionId)))],
    [
      '/host/display/events',
      (req, res) => {
        ensureWebhook(req);
        res.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-store' });
        res.write('retry: 1000\n\n');
        listeners.add(res);
        req.on('close', () => listeners.delete(res));
      },
    ],
    [
      '/host/webhook',
      (req, res) => {
        void (async () => {
          if (req.method !== 'POST') return sendJson(res, 405, { error: { code: 'method_not_allowed', message: 'POST only' } });
          stats.received++;
          let raw: Buffer;
          try {
            raw = await readRaw(req);
          } catch {
            stats.refused++;
            return sendJson(res, 413, { error: { code: 'payload_too_large', message: 'Too large' } });
          }
          // The raw bytes, before any parsing: a re-serialised body would not verify.
          if (!verifyTipSignature(raw, req.headers['tip-signature'] as string | undefined, webhookSecret)) {
            stats.refused++;
            return sendJson(res, 400, { error: { code: 'bad_signature', message: 'The signature does not match' } });
          }
          let event: TipsSelectedEvent;
          try {
            event = z.parse(tipsSelectedEvent, JSON.parse(raw.toString('utf8')));
          } catch {
            stats.refused++;
            return sendJson(res, 400, { error: { code: 'bad_event', message: 'Not a tips.selected event' } });
          }
          stats.verified++;
          sendJson(res, 200, { received: true });
          if (seen.has(event.id)) {
            stats.duplicates++;
            return;
          }
          seen.add(event.id);
          let checkout: unknown = null;
          try {
            checkout = await service.details({ transactionId: event.transactionId });
          } catch {
            checkout = null;
          }
          broadcast('tips', { event, checkout });
        })();
      },
    ],
  ];
  return { routes };
}
