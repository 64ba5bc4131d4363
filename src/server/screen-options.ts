/**
 * What `createScreenRelay` takes, its defaults, and the settings one relay runs with.
 */
import { positiveOption } from './memory-store.js';
import { createMemoryScreenStore, type ScreenStore } from './screen-store.js';

export interface ScreenRelayOptions {
  /**
   * The host's check of a station's request (its own staff session): pairing, the station's
   * messages, its event stream and unpairing are refused with 403 `forbidden` unless it returns
   * `true`. Default: every station request passes (then only the station's token guards a link).
   */
  authorize?: (request: Request) => boolean | Promise<boolean>;
  /** Where pairings, sale states and events are kept. Default {@link createMemoryScreenStore}`()`. */
  store?: ScreenStore;
  /** The clock, in ms. Default `Date.now`. */
  now?: () => number;
  /**
   * Who a request comes from, for the rate limits on wrong pairing codes and new codes: the
   * client's address as the host's trusted proxy reports it, or its session. Default: one shared
   * source for all (a limit on the whole relay), since a request's own headers can be forged.
   */
  sourceOf?: (request: Request) => string;
  /** How long a pairing code is valid, in ms. Default 10 minutes. */
  codeTtlMs?: number;
  /** How long a pairing lasts without any message or stream, in ms (each renews it). Default 30 days. */
  pairingTtlMs?: number;
  /** A comment line is written on every event stream this often, in ms. Default 10 s. */
  heartbeatMs?: number;
  /** The screen is asked (in its `hello` event) to `POST …/screen/ping` this often, in ms. Default 5 s. */
  pingMs?: number;
  /** The station's stream reports the screen `offline` once it has shown no sign of life for this long, in ms. Default 12 s. */
  offlineAfterMs?: number;
  /** An event stream is ended after this long, in ms; the client reconnects with `Last-Event-ID`. Default 15 minutes. */
  maxStreamMs?: number;
  /** Most event streams this relay serves at once; one more is answered 503. Default 1000. */
  maxStreams?: number;
  /** Wrong pairing codes a source may send per `limitWindowMs` before it is answered 429. Default 10. */
  maxWrongCodes?: number;
  /** New pairing codes a source may ask for per `limitWindowMs` before it is answered 429. Default 30. */
  maxNewCodes?: number;
  /** The rate limits' window, in ms. Default 60 s. */
  limitWindowMs?: number;
  /** Time limit of each store call, in ms; a call not answered in time fails (503, or the stream ends). Default 2000. */
  storeTimeoutMs?: number;
  /** Events kept per side for `Last-Event-ID` resumption; an older id gets a snapshot. Default 64. */
  maxLogEvents?: number;
}

/** Default validity of a pairing code: 10 minutes. */
export const SCREEN_CODE_TTL_MS = 10 * 60_000;
/** Default heartbeat of the event streams: 10 s. */
export const SCREEN_HEARTBEAT_MS = 10_000;
/** Default time after which a silent screen is reported offline: 12 s. */
export const SCREEN_OFFLINE_AFTER_MS = 12_000;

/** One relay's settings, every option given and checked. */
export interface ScreenSettings {
  authorize: ((request: Request) => boolean | Promise<boolean>) | undefined;
  store: ScreenStore;
  now: () => number;
  sourceOf: (request: Request) => string;
  codeTtlMs: number;
  pairingTtlMs: number;
  heartbeatMs: number;
  pingMs: number;
  offlineAfterMs: number;
  maxStreamMs: number;
  maxStreams: number;
  maxWrongCodes: number;
  maxNewCodes: number;
  limitWindowMs: number;
  storeTimeoutMs: number;
  maxLogEvents: number;
}

export function screenSettingsOf(options: ScreenRelayOptions): ScreenSettings {
  const n = (value: number | undefined, fallback: number, name: string) => positiveOption(value, fallback, `createScreenRelay: ${name}`);
  if (options.authorize !== undefined && typeof options.authorize !== 'function') throw new TypeError('createScreenRelay: authorize must be a function');
  if (options.sourceOf !== undefined && typeof options.sourceOf !== 'function') throw new TypeError('createScreenRelay: sourceOf must be a function');
  return {
    authorize: options.authorize,
    store: options.store ?? createMemoryScreenStore(),
    now: options.now ?? Date.now,
    sourceOf: options.sourceOf ?? (() => '*'),
    codeTtlMs: n(options.codeTtlMs, SCREEN_CODE_TTL_MS, 'codeTtlMs'),
    pairingTtlMs: n(options.pairingTtlMs, 30 * 24 * 3600_000, 'pairingTtlMs'),
    heartbeatMs: n(options.heartbeatMs, SCREEN_HEARTBEAT_MS, 'heartbeatMs'),
    pingMs: n(options.pingMs, 5_000, 'pingMs'),
    offlineAfterMs: n(options.offlineAfterMs, SCREEN_OFFLINE_AFTER_MS, 'offlineAfterMs'),
    maxStreamMs: n(options.maxStreamMs, 15 * 60_000, 'maxStreamMs'),
    maxStreams: n(options.maxStreams, 1000, 'maxStreams'),
    maxWrongCodes: n(options.maxWrongCodes, 10, 'maxWrongCodes'),
    maxNewCodes: n(options.maxNewCodes, 30, 'maxNewCodes'),
    limitWindowMs: n(options.limitWindowMs, 60_000, 'limitWindowMs'),
    storeTimeoutMs: n(options.storeTimeoutMs, 2000, 'storeTimeoutMs'),
    maxLogEvents: n(options.maxLogEvents, 64, 'maxLogEvents'),
  };
}
