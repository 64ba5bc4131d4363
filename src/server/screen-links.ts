/**
 * The screen relay's links, as kept in its store: pairing codes, the tokens of each side (only
 * their SHA-256 is stored, compared in constant time), each link's sale state, and the events of
 * each side, appended to a bounded log and published in the same atomic step as the state they
 * come from. Every store call has a time limit.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { HttpError } from '../protocol/http-error.js';
import { PAIRING_ALPHABET, type LinkMessage, type SaleState, type ScreenSide } from '../protocol/screen-schemas.js';
import { applyScreenMessage, senderOf, type DropReason } from '../protocol/screen-state.js';
import { withDeadline } from './deadline.js';
import type { ScreenSettings } from './screen-options.js';

/** One link as stored under `link:<id>`. */
export interface LinkRecord {
  /** SHA-256 (hex) of the screen's secret. */
  screen: string;
  /** SHA-256 (hex) of the station's secret; null until a station pairs. */
  station: string | null;
  /** While unpaired: when its code stops being valid (ms). */
  codeExpiresAt?: number;
  sale: SaleState | null;
  /** The id of the last event on each side's stream. */
  ids: Record<ScreenSide, number>;
}

/** An event of a side's stream, as logged and published: `id` for the ones a stream can resume from. */
export interface RelayEvent {
  id?: number;
  event: string;
  data: unknown;
}

/** A token's link, as read when the token was checked. */
export interface Found {
  pairingId: string;
  record: LinkRecord;
}

const other = (side: ScreenSide): ScreenSide => (side === 'station' ? 'screen' : 'station');
const hex = (bytes: number) => randomBytes(bytes).toString('hex');
const sha256 = (text: string) => createHash('sha256').update(text).digest();

/** A code of 6 characters from {@link PAIRING_ALPHABET}, each uniform (bytes past the last whole multiple are redrawn). */
export function newPairingCode(): string {
  const n = PAIRING_ALPHABET.length;
  const limit = 256 - (256 % n);
  let code = '';
  while (code.length < 6) {
    for (const byte of randomBytes(12)) {
      if (byte < limit && code.length < 6) code += PAIRING_ALPHABET[byte % n];
    }
  }
  return code;
}

function parseRecord(text: string | undefined): LinkRecord | undefined {
  if (text === undefined) return undefined;
  try {
    const r = JSON.parse(text) as LinkRecord;
    if (typeof r?.screen === 'string' && (r.station === null || typeof r.station === 'string') && Number.isSafeInteger(r.ids?.screen) && Number.isSafeInteger(r.ids?.station)) return r;
  } catch {
    // Not a record of ours: treated as absent.
  }
  return undefined;
}

/** Whether `secret` is the one whose SHA-256 is `stored`, in time that does not depend on where they differ. */
function matches(stored: string | null, secret: string): boolean {
  if (stored === null || !/^[0-9a-f]{64}$/.test(stored)) return false;
  return timingSafeEqual(Buffer.from(stored, 'hex'), sha256(secret));
}

/** The store's keys and channels for one relay. */
export const keys = {
  link: (id: string) => `link:${id}`,
  code: (code: string) => `code:${code}`,
  log: (id: string, side: ScreenSide) => `log:${id}:${side}`,
  seen: (id: string) => `seen:${id}`,
  rate: (kind: string, source: string) => `rate:${kind}:${source}`,
  channel: (id: string, side: ScreenSide) => `ch:${id}:${side}`,
};

/** Refused for a store that failed or was too slow. */
export const storeUnavailable = () => new HttpError(503, 'store_unavailable', 'The screen relay’s store did not answer');

export function createLinks(settings: ScreenSettings) {
  const { store } = settings;
  /** A store call with its time limit. */
  const call = <T>(work: () => Promise<T>, late?: (value: T) => void) => withDeadline(work, settings.storeTimeoutMs, late);

  async function read(pairingId: string): Promise<{ text: string | undefined; record: LinkRecord | undefined }> {
    const text = await call(() => store.get(keys.link(pairingId)));
    return { text, record: parseRecord(text) };
  }

  /** Replaces the record if unchanged since `text`, logging and publishing `events` to the sides they name. */
  function commit(pairingId: string, text: string | undefined, next: LinkRecord, events: Array<[ScreenSide, RelayEvent]>, ttlMs = settings.pairingTtlMs) {
    return call(() =>
      store.commit({
        key: keys.link(pairingId),
        prev: text,
        next: JSON.stringify(next),
        ttlMs,
        append: events.map(([side, e]) => ({ list: keys.log(pairingId, side), items: [JSON.stringify(e)], max: settings.maxLogEvents, ttlMs })),
        publish: events.map(([side, e]) => ({ channel: keys.channel(pairingId, side), message: JSON.stringify(e) })),
      }),
    );
  }

  return {
    read,

    /** A new unpaired link and its code; the screen's token is returned once, here. */
    async create(): Promise<{ code: string; token: string; expiresAt: number }> {
      const pairingId = hex(16);
      const secret = hex(32);
      const expiresAt = settings.now() + settings.codeTtlMs;
      const record: LinkRecord = { screen: sha256(secret).toString('hex'), station: null, codeExpiresAt: expiresAt, sale: null, ids: { screen: 0, station: 0 } };
      if (!(await commit(pairingId, undefined, record, [], settings.codeTtlMs))) throw storeUnavailable();
      for (let attempt = 0; attempt < 8; attempt++) {
        const code = newPairingCode();
        if (await call(() => store.set(keys.code(code), JSON.stringify({ pairingId, expiresAt }), settings.codeTtlMs, true))) {
          return { code, token: `${pairingId}.${secret}`, expiresAt };
        }
      }
      throw new HttpError(503, 'no_free_code', 'No free pairing code was found; retry');
    },

    /** Pairs the link `code` names with a station: its token, or undefined for a code unknown, used or expired. */
    async pair(code: string): Promise<string | undefined> {
      const entry = await call(() => store.take(keys.code(code)));
      let claim: { pairingId?: unknown; expiresAt?: unknown } = {};
      try {
        claim = JSON.parse(entry ?? '{}') as typeof claim;
      } catch {
        return undefined;
      }
      if (typeof claim.pairingId !== 'string' || typeof claim.expiresAt !== 'number' || claim.expiresAt <= settings.now()) return undefined;
      const { text, record } = await read(claim.pairingId);
      if (!record || record.station !== null) return undefined;
      const secret = hex(32);
      const ids = { ...record.ids, screen: record.ids.screen + 1 };
      const next: LinkRecord = { screen: record.screen, station: sha256(secret).toString('hex'), sale: null, ids };
      if (!(await commit(claim.pairingId, text, next, [['screen', { id: ids.screen, event: 'paired', data: { paired: true } }]]))) return undefined;
      return `${claim.pairingId}.${secret}`;
    },

    /**
     * The link a token opens for `side`: 401 for a token of no link (malformed, unknown, unpaired,
     * a code expired), 403 for the other side's token.
     */
    async authenticate(token: string | null, side: ScreenSide): Promise<Found> {
      const match = token && /^([0-9a-f]{32})\.([0-9a-f]{64})$/.exec(token);
      const refuse = () => new HttpError(401, 'unknown_token', 'The screen link token is not valid (unpaired or expired)');
      if (!match) throw refuse();
      const pairingId = match[1]!;
      const secret = match[2]!;
      const { record } = await read(pairingId);
      if (!record) throw refuse();
      const own = side === 'station' ? record.station : record.screen;
      const theirs = side === 'station' ? record.screen : record.station;
      if (matches(own, secret)) {
        if (record.station === null && record.codeExpiresAt !== undefined && record.codeExpiresAt <= settings.now()) throw refuse();
        return { pairingId, record };
      }
      if (matches(theirs, secret)) throw new HttpError(403, 'wrong_side', `This token is not a ${side}’s`);
      throw refuse();
    },

    /** Applies a side's message to its link's sale (retrying a change another request made first): the event id it got on the other side, or why it was dropped. */
    async send(pairingId: string, message: LinkMessage): Promise<{ id: number } | { reason: DropReason }> {
      const to = other(senderOf(message));
      for (let attempt = 0; attempt < 8; attempt++) {
        const { text, record } = await read(pairingId);
        if (!record || record.station === null) throw new HttpError(401, 'unknown_token', 'The screen link was unpaired');
        const decision = applyScreenMessage(record.sale, message);
        if (!decision.apply) return { reason: decision.reason };
        const ids = { ...record.ids, [to]: record.ids[to] + 1 };
        const next: LinkRecord = { ...record, sale: decision.state, ids };
        if (await commit(pairingId, text, next, [[to, { id: ids[to], event: message.type, data: message }]])) return { id: ids[to] };
      }
      throw new HttpError(503, 'busy', 'The link changed too often to apply this message; retry');
    },

    /** Ends a link: both sides' streams hear `unpaired`, both tokens stop working. */
    async unpair(pairingId: string): Promise<void> {
      const { text } = await read(pairingId);
      if (text === undefined) return;
      const gone: RelayEvent = { event: 'unpaired', data: { reason: 'unpaired' } };
      await call(() =>
        store.commit({
          key: keys.link(pairingId),
          prev: text,
          next: undefined,
          ttlMs: 1,
          drop: [keys.log(pairingId, 'screen'), keys.log(pairingId, 'station'), keys.seen(pairingId)],
          publish: (['screen', 'station'] as const).map((side) => ({ channel: keys.channel(pairingId, side), message: JSON.stringify(gone) })),
        }),
      );
    },

    /** A side's logged events, oldest first. */
    async events(pairingId: string, side: ScreenSide): Promise<RelayEvent[]> {
      const items = await call(() => store.list(keys.log(pairingId, side)));
      return items.flatMap((item) => {
        try {
          const e = JSON.parse(item) as RelayEvent;
          return Number.isSafeInteger(e.id) && typeof e.event === 'string' ? [e] : [];
        } catch {
          return [];
        }
      });
    },

    /** The screen showed a sign of life now. */
    seen(pairingId: string): Promise<boolean> {
      return call(() => store.set(keys.seen(pairingId), String(settings.now() + settings.offlineAfterMs), settings.offlineAfterMs));
    },
    /** The screen's last stream on this relay closed. */
    gone(pairingId: string): Promise<void> {
      return call(() => store.delete(keys.seen(pairingId)));
    },
    /** Whether the screen showed a sign of life within `offlineAfterMs`. */
    async online(pairingId: string): Promise<boolean> {
      const until = Number(await call(() => store.get(keys.seen(pairingId))));
      return Number.isFinite(until) && until > settings.now();
    },
    /** Tells the station's streams to look at the screen's presence again. */
    presenceChanged(pairingId: string): Promise<void> {
      return call(() => store.publish(keys.channel(pairingId, 'station'), JSON.stringify({ event: 'presence', data: null } satisfies RelayEvent)));
    },
    /** One more counted event of `kind` from `source` in the current window: the count. */
    count(kind: string, source: string): Promise<number> {
      return call(() => store.increment(keys.rate(kind, source), settings.limitWindowMs));
    },
    /** The count so far, without adding to it. */
    async counted(kind: string, source: string): Promise<number> {
      const n = Number(await call(() => store.get(keys.rate(kind, source))));
      return Number.isFinite(n) ? n : 0;
    },
    subscribe(pairingId: string, side: ScreenSide, listener: (e: RelayEvent) => void, lost: () => void) {
      return call(() =>
        store.subscribe(
          keys.channel(pairingId, side),
          (message) => {
            try {
              listener(JSON.parse(message) as RelayEvent);
            } catch {
              // Not an event of ours.
            }
          },
          lost,
        ),
        // A subscription made after its time limit is nobody's.
        (unsubscribe) => unsubscribe(),
      );
    },
  };
}

export type Links = ReturnType<typeof createLinks>;
