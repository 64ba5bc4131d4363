/**
 * One side's server-sent event stream: `hello`, then either the events after the client's
 * `Last-Event-ID` (when the log still holds them all) or a `snapshot` of the link, then every new
 * event as it is published, with a comment line every `heartbeatMs`. The station's stream also
 * carries `status` (`online` / `offline`) whenever the screen's presence changes. The stream ends
 * on unpairing, after `maxStreamMs`, when the store fails or loses its subscription, and when the
 * client leaves.
 */
import type { ScreenSide, ScreenStatus } from '../protocol/screen-schemas.js';
import type { Found, Links, LinkRecord, RelayEvent } from './screen-links.js';
import type { ScreenSettings } from './screen-options.js';

/** How soon a client's `EventSource` reconnects after a stream ends, in ms (the `retry:` field). */
export const SCREEN_RETRY_MS = 1000;

export interface StreamContext {
  settings: ScreenSettings;
  links: Links;
  found: Found;
  side: ScreenSide;
  /** The client's `Last-Event-ID`, when it sent a whole number. */
  lastEventId: number | undefined;
  signal: AbortSignal;
  /** Once the stream is under way (the screen's: its presence is recorded). */
  onOpen?: () => Promise<void>;
  /** Once, when the stream ends, however it ends. */
  onEnd: () => void;
}

const HEADERS = {
  'content-type': 'text/event-stream; charset=utf-8',
  'cache-control': 'no-store, no-transform',
  'x-accel-buffering': 'no',
  'x-content-type-options': 'nosniff',
};

/** An event as the text/event-stream format writes it (JSON data is one line). */
export function frame(e: RelayEvent): string {
  return `${e.id === undefined ? '' : `id: ${e.id}\n`}event: ${e.event}\ndata: ${JSON.stringify(e.data)}\n\n`;
}

/** What a side learns of its link when it cannot resume: whether it is paired, and the sale as it stands. */
function snapshotOf(record: LinkRecord, side: ScreenSide): RelayEvent {
  return {
    id: record.ids[side],
    event: 'snapshot',
    data: { paired: record.station !== null, sale: record.sale, ...(record.station === null ? { codeExpiresAt: record.codeExpiresAt } : {}) },
  };
}

export function eventStream(ctx: StreamContext): Response {
  const { settings, links, side } = ctx;
  const { pairingId } = ctx.found;
  const encoder = new TextEncoder();
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  let ended = false;
  let lastId = -1;
  /** Events published while the stream was catching up; sent (without repeats) once it has. */
  let held: RelayEvent[] | undefined = [];
  let status: ScreenStatus | undefined;
  const timers: Array<ReturnType<typeof setInterval>> = [];
  let unsubscribe: (() => void) | undefined;

  const write = (text: string) => {
    if (!ended) controller.enqueue(encoder.encode(text));
  };
  const end = () => {
    if (ended) return;
    ended = true;
    for (const t of timers) clearInterval(t);
    ctx.signal.removeEventListener('abort', end);
    unsubscribe?.();
    try {
      controller.close();
    } catch {
      // Already closed by the client's leaving.
    }
    ctx.onEnd();
  };
  const recheck = async () => {
    try {
      const now: ScreenStatus = (await links.online(pairingId)) ? 'online' : 'offline';
      if (now !== status && !ended) {
        status = now;
        write(frame({ event: 'status', data: { status: now } }));
      }
    } catch {
      end();
    }
  };
  const send = (e: RelayEvent) => {
    if (ended) return;
    if (e.event === 'presence') {
      if (side === 'station') void recheck();
      return;
    }
    if (e.id !== undefined) {
      if (e.id <= lastId) return;
      lastId = e.id;
    }
    write(frame(e));
    if (e.event === 'unpaired') end();
  };

  async function begin(): Promise<void> {
    unsubscribe = await links.subscribe(pairingId, side, (e) => (held ? held.push(e) : send(e)), end);
    if (ended) return unsubscribe();
    const { record } = await links.read(pairingId);
    if (!record) return send({ event: 'unpaired', data: { reason: 'unpaired' } });
    const hello = { side, paired: record.station !== null, heartbeatMs: settings.heartbeatMs, ...(side === 'screen' ? { pingMs: settings.pingMs } : {}) };
    write(`retry: ${SCREEN_RETRY_MS}\n${frame({ event: 'hello', data: hello })}`);
    const current = record.ids[side];
    const last = ctx.lastEventId;
    let replay: RelayEvent[] | undefined;
    if (last === current) replay = [];
    else if (last !== undefined && last < current) {
      const log = await links.events(pairingId, side);
      const from = log.findIndex((e) => e.id === last + 1);
      if (from !== -1) replay = log.slice(from);
    }
    if (replay) {
      lastId = last!;
      replay.forEach(send);
    } else send(snapshotOf(record, side));
    const caught = held ?? [];
    held = undefined;
    caught.forEach(send);
    if (ended) return;
    timers.push(setInterval(() => write(': heartbeat\n\n'), settings.heartbeatMs));
    timers.push(setInterval(end, settings.maxStreamMs));
    if (side === 'station') {
      await recheck();
      timers.push(setInterval(() => void recheck(), settings.pingMs));
    } else {
      await ctx.onOpen?.();
      if (record.station === null && record.codeExpiresAt !== undefined) {
        // An unpaired screen hears when its code has expired, and asks for another.
        const check = async () => {
          const { record: now } = await links.read(pairingId).catch(() => ({ record: undefined }));
          if (!now || now.station === null) send({ event: 'unpaired', data: { reason: 'expired' } });
        };
        timers.push(setInterval(() => void check(), Math.max(1, record.codeExpiresAt - settings.now())));
      }
    }
  }

  const body = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
      if (ctx.signal.aborted) return end();
      ctx.signal.addEventListener('abort', end, { once: true });
      begin().catch(end);
    },
    cancel() {
      end();
    },
  });
  return new Response(body, { status: 200, headers: HEADERS });
}
