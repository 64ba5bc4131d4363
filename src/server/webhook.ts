/**
 * Checking the webhooks the tip service (here: the sandbox) sends: `Tip-Signature:
 * t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export interface VerifyTipSignatureOptions {
  /**
   * How far the signed time may be from now, in seconds, either way. Default 300. A finite
   * number, 0 or more: anything else (`NaN` from an unset environment variable, `Infinity`, a
   * negative number, a string) throws a `TypeError` rather than turning the window off.
   */
  toleranceSeconds?: number;
  /** The clock, in ms since the epoch. Default `Date.now`. */
  now?: () => number;
  /**
   * The largest body, in bytes, that is hashed; a larger one is refused (false) unread. Default
   * {@link SIGNATURE_MAX_BODY_BYTES} (1 MiB). A positive integer, or a `TypeError`.
   */
  maxBodyBytes?: number;
}

/** Default replay window of {@link verifyTipSignature}: five minutes. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

/** The most `v1=` entries a `Tip-Signature` header may carry (a secret being rotated needs two); more is refused. */
export const SIGNATURE_MAX_V1_ENTRIES = 8;

/** The longest `Tip-Signature` header accepted, in characters; a longer one is refused unparsed. */
export const SIGNATURE_MAX_HEADER_LENGTH = 1024;

/** Default largest body {@link verifyTipSignature} hashes: 1 MiB (a `tips.selected` event is under 20 KiB). */
export const SIGNATURE_MAX_BODY_BYTES = 1024 * 1024;

function parseHeader(header: string): { t: number; signatures: string[] } | undefined {
  if (header.length > SIGNATURE_MAX_HEADER_LENGTH) return undefined;
  let t: number | undefined;
  const signatures: string[] = [];
  let entries = 0;
  for (const part of header.split(',')) {
    const eq = part.indexOf('=');
    if (eq === -1) continue;
    const key = part.slice(0, eq).trim();
    const value = part.slice(eq + 1).trim();
    if (key === 't' && /^\d{1,12}$/.test(value)) t = Number(value);
    else if (key === 'v1') {
      // A flood of entries (valid or not) is refused as a whole, not checked up to a point.
      if (++entries > SIGNATURE_MAX_V1_ENTRIES) return undefined;
      if (/^[0-9a-f]{64}$/i.test(value)) signatures.push(value.toLowerCase());
    }
  }
  return t === undefined || signatures.length === 0 ? undefined : { t, signatures };
}

function byteLength(body: string | Uint8Array): number {
  return typeof body === 'string' ? Buffer.byteLength(body, 'utf8') : body.byteLength;
}

/**
 * True when `header` (the `Tip-Signature` value) signs exactly `body` with `secret`, at a time
 * within `toleranceSeconds` of now. Pass the body as received, byte for byte (a string or the
 * raw bytes), before any JSON parsing: a re-serialised body does not verify. Signatures are
 * compared in constant time; several `v1=` entries are allowed (a secret being rotated).
 *
 * Bounded work: a header longer than {@link SIGNATURE_MAX_HEADER_LENGTH} characters or with more
 * than {@link SIGNATURE_MAX_V1_ENTRIES} `v1=` entries, and a body over `maxBodyBytes`, are
 * refused (false) before any hashing. A `toleranceSeconds` that is not a finite number of
 * seconds, 0 or more (`Number(process.env.UNSET)` is `NaN`), throws a `TypeError`.
 *
 * ```ts
 * app.post('/tip-webhook', express.raw({ type: 'application/json' }), (req, res) => {
 *   if (!verifyTipSignature(req.body, req.get('tip-signature'), process.env.TIP_WEBHOOK_SECRET!)) return res.sendStatus(400);
 *   const event = z.parse(tipsSelectedEvent, JSON.parse(req.body.toString('utf8')));
 *   …
 *   res.sendStatus(200);
 * });
 * ```
 */
export function verifyTipSignature(
  body: string | Uint8Array,
  header: string | null | undefined,
  secret: string,
  options: VerifyTipSignatureOptions = {},
): boolean {
  // The host's configuration is checked first, whatever the request: a bad one must fail loudly.
  const tolerance = options.toleranceSeconds ?? SIGNATURE_TOLERANCE_SECONDS;
  if (typeof tolerance !== 'number' || !Number.isFinite(tolerance) || tolerance < 0) {
    throw new TypeError(`verifyTipSignature: toleranceSeconds must be a finite number of seconds, 0 or more (got ${String(tolerance)})`);
  }
  const maxBodyBytes = options.maxBodyBytes ?? SIGNATURE_MAX_BODY_BYTES;
  if (typeof maxBodyBytes !== 'number' || !Number.isSafeInteger(maxBodyBytes) || maxBodyBytes <= 0) {
    throw new TypeError(`verifyTipSignature: maxBodyBytes must be a positive integer (got ${String(maxBodyBytes)})`);
  }
  if (typeof header !== 'string' || typeof secret !== 'string' || secret === '') return false;
  if (typeof body !== 'string' && !(body instanceof Uint8Array)) return false;
  // A string has at least as many UTF-8 bytes as UTF-16 units: the cheap check first.
  if ((typeof body === 'string' ? body.length : body.byteLength) > maxBodyBytes || byteLength(body) > maxBodyBytes) return false;
  const parsed = parseHeader(header);
  if (!parsed) return false;
  const nowMs = (options.now ?? Date.now)();
  if (typeof nowMs !== 'number' || !Number.isFinite(nowMs)) throw new TypeError(`verifyTipSignature: now() must return a finite number of ms (got ${String(nowMs)})`);
  const nowSeconds = Math.floor(nowMs / 1000);
  if (Math.abs(nowSeconds - parsed.t) > tolerance) return false;
  const expected = createHmac('sha256', secret).update(`${parsed.t}.`).update(body).digest();
  let ok = false;
  for (const signature of parsed.signatures) {
    // Both are 32 bytes (the header check allows only 64 hex digits), as timingSafeEqual requires.
    if (timingSafeEqual(expected, Buffer.from(signature, 'hex'))) ok = true;
  }
  return ok;
}
