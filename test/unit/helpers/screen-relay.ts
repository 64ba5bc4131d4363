// The screen relay over real HTTP for its tests: a relay served by the Node adapter on 127.0.0.1,
// its two sides as a test drives them (pair, post, read event streams with fetch), and an event
// stream reader whose every wait has a deadline.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createScreenRelay, toNodeHandler, type ScreenRelayOptions } from '../../../src/server/index.js';
import { customer, staff } from '../../fixtures/sale.js';

export const TOKEN = 'x-tip-screen-token';

export const sale = { staff, customer, locationId: 'store-1', currency: 'USD', lines: [{ name: 'Cut', total: 85 }] };
export const selection = { employeeId: 'emp-maya', firstName: 'Maya', lastName: 'Okafor', avatar: '/avatars/maya.svg', serviceAmount: 85, amount: 17, level: 'medium' };
export const intentResult = {
  transactionId: 'txn-1',
  tips: [{ employeeId: 'emp-maya', level: 'medium', amount: 17, fee: 0.5 }],
  fees: { service: 0.5, pos: 0, total: 0.5 },
  total: 17.5,
};

export interface RelayServer {
  url: string;
  close(): Promise<void>;
}

/** A relay on a free port, under `/api/screens`. */
export async function serveRelay(options: ScreenRelayOptions = {}): Promise<RelayServer> {
  const handler = toNodeHandler(createScreenRelay(options));
  const server: Server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/screens`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

export async function post(url: string, body: unknown, headers: Record<string, string> = {}): Promise<{ status: number; body: any; headers: Headers }> {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null, headers: response.headers };
}

export interface SseEvent {
  id?: string;
  event: string;
  data: any;
}

/** An open event stream: every event so far (`all`), waits with deadlines, the raw text received. */
export interface EventReader {
  status: number;
  all: SseEvent[];
  raw: string;
  /** The first event at or after position `from` that `match` accepts, within `ms`. */
  next(match: (e: SseEvent) => boolean, ms?: number, from?: number): Promise<SseEvent>;
  /** Resolves when the server ends the stream, within `ms`. */
  ended(ms?: number): Promise<void>;
  /** Comment lines (heartbeats) seen. */
  comments: number;
  close(): void;
}

export async function openEvents(url: string, token: string, headers: Record<string, string> = {}): Promise<EventReader> {
  const controller = new AbortController();
  const response = await fetch(url, { headers: { [TOKEN]: token, ...headers }, signal: controller.signal });
  const waiters = new Set<() => void>();
  const wake = () => waiters.forEach((w) => w());
  let done = false;
  const reader: EventReader = {
    status: response.status,
    all: [],
    raw: '',
    comments: 0,
    async next(match, ms = 2000, from = 0) {
      const deadline = Date.now() + ms;
      for (;;) {
        const found = reader.all.slice(from).find(match);
        if (found) return found;
        if (done) throw new Error(`stream ended without the event; got ${JSON.stringify(reader.all.map((e) => e.event))}`);
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`no such event within ${ms} ms; got ${JSON.stringify(reader.all.map((e) => e.event))}`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(finish, left);
          function finish() {
            clearTimeout(timer);
            waiters.delete(finish);
            resolve();
          }
          waiters.add(finish);
        });
      }
    },
    async ended(ms = 2000) {
      const deadline = Date.now() + ms;
      while (!done) {
        if (Date.now() > deadline) throw new Error(`stream still open after ${ms} ms`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(finish, deadline - Date.now());
          function finish() {
            clearTimeout(timer);
            waiters.delete(finish);
            resolve();
          }
          waiters.add(finish);
        });
      }
    },
    close: () => controller.abort(),
  };
  if (!response.ok || !response.body) {
    done = true;
    reader.raw = await response.text();
    return reader;
  }
  void (async () => {
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
        const text = decoder.decode(chunk, { stream: true });
        reader.raw += text;
        buffer += text;
        let cut: number;
        while ((cut = buffer.indexOf('\n\n')) !== -1) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          const e: Partial<SseEvent> & { lines: string[] } = { lines: [] };
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) reader.comments++;
            else if (line.startsWith('id: ')) e.id = line.slice(4);
            else if (line.startsWith('event: ')) e.event = line.slice(7);
            else if (line.startsWith('data: ')) e.lines.push(line.slice(6));
          }
          if (e.event) reader.all.push({ ...(e.id === undefined ? {} : { id: e.id }), event: e.event, data: JSON.parse(e.lines.join('\n')) });
        }
        wake();
      }
    } catch {
      // Aborted by close().
    }
    done = true;
    wake();
  })();
  return reader;
}

/** A screen and a station paired on `relay` (the screen's code, its token, the station's). */
export async function pairOn(screenRelay: RelayServer, stationRelay: RelayServer = screenRelay, stationHeaders: Record<string, string> = {}) {
  const code = await post(`${screenRelay.url}/screen/code`, {});
  const paired = await post(`${stationRelay.url}/station/pair`, { code: code.body.code }, stationHeaders);
  if (paired.status !== 200) throw new Error(`pairing failed: ${paired.status} ${JSON.stringify(paired.body)}`);
  return { code: code.body.code as string, screen: code.body.token as string, station: paired.body.token as string };
}
