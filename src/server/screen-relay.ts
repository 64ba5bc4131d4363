/**
 * The screen relay: links a cashier's station to its customer-facing screen through the host's
 * server, for `relayTransport` (tip-elements/screen). Its parts: ./screen-options.ts (what it
 * takes), ./screen-links.ts (pairings, tokens, sale states and events in the store),
 * ./screen-stream.ts (the event streams), ./screen-store.ts and ./screen-redis-store.ts (stores).
 * The messages and the rule that applies them are ../protocol/screen-schemas.ts and
 * ../protocol/screen-state.ts.
 */
import * as z from 'zod/mini';
import { parseJsonBody, readRequestText } from '../protocol/body.js';
import { HttpError } from '../protocol/http-error.js';
import { pairingCode, SCREEN_MAX_MESSAGE_BYTES, SCREEN_TOKEN_HEADER, type ScreenSide } from '../protocol/screen-schemas.js';
import { checkLinkMessage, senderOf, utf8Length } from '../protocol/screen-state.js';
import { failure, toResponse } from './answer.js';
import { isAuthorized, isJsonType } from './guards.js';
import type { RequestHandler } from './node/entry.js';
import { createLinks, storeUnavailable } from './screen-links.js';
import { screenSettingsOf, type ScreenRelayOptions } from './screen-options.js';
import { ScreenStoreFull } from './screen-store.js';
import { eventStream } from './screen-stream.js';

/** Each route: its side, method and job. The path is matched by its end, whatever the prefix. */
const ROUTES = {
  'screen/code': { side: 'screen', method: 'POST' },
  'screen/events': { side: 'screen', method: 'GET' },
  'screen/messages': { side: 'screen', method: 'POST' },
  'screen/ping': { side: 'screen', method: 'POST' },
  'station/pair': { side: 'station', method: 'POST' },
  'station/events': { side: 'station', method: 'GET' },
  'station/messages': { side: 'station', method: 'POST' },
  'station/unpair': { side: 'station', method: 'POST' },
} as const satisfies Record<string, { side: ScreenSide; method: 'GET' | 'POST' }>;
type RouteName = keyof typeof ROUTES;

const json = (status: number, body: unknown) => toResponse({ status, body: body === null ? null : JSON.stringify(body) });

function routeOf(url: string): RouteName | undefined {
  const path = new URL(url).pathname.replace(/\/+$/, '');
  for (const name of Object.keys(ROUTES) as RouteName[]) if (path.endsWith(`/${name}`)) return name;
  return undefined;
}

/** The body of a POST as JSON: `application/json` only (a form cannot post one across sites without asking), at most `maxBytes`. */
async function bodyOf(request: Request, maxBytes: number): Promise<{ value: unknown; bytes: number }> {
  if (!isJsonType(request.headers.get('content-type'))) throw new HttpError(415, 'unsupported_media_type', 'Send Content-Type: application/json');
  const text = await readRequestText(request, maxBytes);
  return { value: parseJsonBody(text), bytes: utf8Length(text) };
}

/** A whole number of `Last-Event-ID`, or undefined. */
function lastEventIdOf(request: Request): number | undefined {
  const raw = request.headers.get('last-event-id')?.trim();
  if (!raw || !/^\d{1,15}$/.test(raw)) return undefined;
  return Number(raw);
}

/**
 * Creates the screen relay as a WHATWG handler `(request) => Promise<Response>`, mounted like the
 * proxy (`toNodeHandler`, `toConnectMiddleware`) under any prefix. Routes (POST bodies are JSON;
 * every call but `screen/code` and `station/pair` carries its side's token in the
 * `X-Tip-Screen-Token` header):
 *
 * - `POST …/screen/code` → 201 `{ code, token, expiresAt }`: a new link, unpaired, its code valid
 *   `codeTtlMs`; 429 past `maxNewCodes` per source.
 * - `POST …/station/pair` `{ code }` → 200 `{ token }`: the station's token; 404 `unknown_code`
 *   for a code unknown, used or expired; 429 `too_many_attempts` past `maxWrongCodes` per source.
 * - `GET …/{station,screen}/events` → a text/event-stream (`hello`, `snapshot` or the events
 *   after `Last-Event-ID`, then live events; the station's also `status`).
 * - `POST …/station/messages` (`sale`, `paid`, `cancel`) and `…/screen/messages` (`choice`,
 *   `intent`, `skip`) → 200 `{ id }`, or 409 with the reason it was dropped (`sale_open`,
 *   `foreign`, `duplicate`, `out_of_order`, `ended`); 400/413 for a message that is not one.
 * - `POST …/screen/ping` → 204: the screen is there. `POST …/station/unpair` → 204.
 *
 * Station routes go through `authorize` (403 `forbidden`); a token of the other side is 403
 * `wrong_side`, an unknown one 401. A failing store is 503 `store_unavailable`.
 */
export function createScreenRelay(options: ScreenRelayOptions = {}): RequestHandler {
  const settings = screenSettingsOf(options);
  const links = createLinks(settings);
  let streams = 0;
  /** Open screen streams on this relay, per link: the screen is `gone` when the last one closes. */
  const screens = new Map<string, number>();

  async function limited(kind: 'wrong' | 'new', request: Request, max: number): Promise<string> {
    const source = String(settings.sourceOf(request)).slice(0, 256);
    if ((await links.counted(kind, source)) >= max) {
      throw new HttpError(429, 'too_many_attempts', `Too many ${kind === 'wrong' ? 'wrong pairing codes' : 'new pairing codes'}; wait a minute`);
    }
    return source;
  }

  function openStream(request: Request, side: ScreenSide, found: Awaited<ReturnType<typeof links.authenticate>>): Response {
    if (streams >= settings.maxStreams) throw new HttpError(503, 'too_many_streams', `More than ${settings.maxStreams} event streams at once`);
    streams++;
    const { pairingId } = found;
    const screen = side === 'screen';
    if (screen) screens.set(pairingId, (screens.get(pairingId) ?? 0) + 1);
    return eventStream({
      settings,
      links,
      found,
      side,
      lastEventId: lastEventIdOf(request),
      signal: request.signal,
      onOpen: async () => {
        await links.seen(pairingId);
        await links.presenceChanged(pairingId);
      },
      onEnd: () => {
        streams--;
        if (!screen) return;
        const left = (screens.get(pairingId) ?? 1) - 1;
        if (left > 0) return void screens.set(pairingId, left);
        screens.delete(pairingId);
        void links
          .gone(pairingId)
          .then(() => links.presenceChanged(pairingId))
          .catch(() => undefined);
      },
    });
  }

  async function handle(request: Request): Promise<Response> {
    const name = routeOf(request.url);
    if (!name) throw new HttpError(404, 'not_found', 'No such screen relay route');
    const route = ROUTES[name];
    if (request.method !== route.method) throw new HttpError(405, 'method_not_allowed', `Use ${route.method}`);
    if (route.side === 'station' && settings.authorize && !(await isAuthorized(settings.authorize, request))) {
      throw new HttpError(403, 'forbidden', 'The station is not authorized');
    }
    if (name === 'screen/code') {
      const source = await limited('new', request, settings.maxNewCodes);
      await links.count('new', source);
      return json(201, await links.create());
    }
    if (name === 'station/pair') {
      const source = await limited('wrong', request, settings.maxWrongCodes);
      const { value } = await bodyOf(request, 1024);
      const code = (value as { code?: unknown } | null)?.code;
      const typed = typeof code === 'string' ? code.trim().toUpperCase() : '';
      const token = z.safeParse(pairingCode, typed).success ? await links.pair(typed) : undefined;
      if (!token) {
        await links.count('wrong', source);
        throw new HttpError(404, 'unknown_code', 'No screen shows this code (mistyped, used or expired)');
      }
      return json(200, { token });
    }
    const found = await links.authenticate(request.headers.get(SCREEN_TOKEN_HEADER), route.side);
    switch (name) {
      case 'screen/events':
      case 'station/events':
        return openStream(request, route.side, found);
      case 'screen/ping':
        await links.seen(found.pairingId);
        return json(204, null);
      case 'station/unpair':
        await links.unpair(found.pairingId);
        return json(204, null);
      default: {
        if (found.record.station === null) throw new HttpError(409, 'not_paired', 'No station has paired with this screen yet');
        const { value, bytes } = await bodyOf(request, SCREEN_MAX_MESSAGE_BYTES);
        const checked = checkLinkMessage(value, bytes);
        if (!checked.ok) {
          const { code, message, field, max } = checked.problem;
          throw new HttpError(code === 'invalid' ? 400 : 413, code, message, field !== undefined && max !== undefined ? { field, max } : undefined);
        }
        if (senderOf(checked.message) !== route.side) throw new HttpError(400, 'wrong_side', `A ${route.side} does not send ${checked.message.type}`);
        if (route.side === 'screen') await links.seen(found.pairingId);
        const sent = await links.send(found.pairingId, checked.message);
        if ('reason' in sent) throw new HttpError(409, sent.reason, `The message was dropped: ${sent.reason}`);
        return json(200, { id: sent.id });
      }
    }
  }

  return async (request) => {
    try {
      return await handle(request);
    } catch (error) {
      if (error instanceof HttpError) {
        const extra: Record<string, string> | undefined =
          error.status === 405
            ? { allow: ROUTES[routeOf(request.url)!].method }
            : error.status === 429
              ? { 'retry-after': String(Math.ceil(settings.limitWindowMs / 1000)) }
              : undefined;
        return toResponse(failure(error.status, error.code, error.message, error.details), extra);
      }
      if (error instanceof ScreenStoreFull) return toResponse(failure(503, 'relay_full', 'The screen relay holds as many links as it may'));
      // Past the checks above, only the store throws (a time limit, a lost connection).
      const e = storeUnavailable();
      return toResponse(failure(e.status, e.code, e.message));
    }
  };
}
