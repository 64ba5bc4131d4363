/**
 * Checking the webhooks the tip service (here: the sandbox) sends: `Tip-Signature:
 * t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export interface VerifyTipSignatureOptions {
  /** How far the signed time may be from now, in seconds, either way. Default 300. */
  toleranceSeconds?: number;
  /** The clock, in ms since the epoch. Default `Date.now`. */
  now?: () => number;
}

/** Default replay window of {@link verifyTipSignature}: five minutes. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

function parseHeader(header: string): { t: number; signatures: string[] } | undefined {
  let t: number | undefined;
  const signatures: string[] = [];
  for (const part of header.split(',')) {
    const eq = part.indexOf('=');
    if (eq === -1) continue;
    const key = part.slice(0, eq).trim();
    const value = part.slice(eq + 1).trim();
    if (key === 't' && /^\d{1,12}$/.test(value)) t = Number(value);
    else if (key === 'v1' && /^[0-9a-f]{64}$/i.test(value)) signatures.push(value.toLowerCase());
  }
  return t === undefined || signatures.length === 0 ? undefined : { t, signatures };
}

/**
 * True when `header` (the `Tip-Signature` value) signs exactly `body` with `secret`, at a time
 * within `toleranceSeconds` of now. Pass the body as received, byte for byte (a string or the
 * raw bytes), before any JSON parsing: a re-serialised body does not verify. Signatures are
 * compared in constant time; several `v1=` entries are allowed (a secret being rotated).
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
  if (typeof header !== 'string' || typeof secret !== 'string' || secret === '') return false;
  if (typeof body !== 'string' && !(body instanceof Uint8Array)) return false;
  const parsed = parseHeader(header);
  if (!parsed) return false;
  const tolerance = options.toleranceSeconds ?? SIGNATURE_TOLERANCE_SECONDS;
  const nowSeconds = Math.floor((options.now ?? Date.now)() / 1000);
  if (Math.abs(nowSeconds - parsed.t) > tolerance) return false;
  const expected = createHmac('sha256', secret).update(`${parsed.t}.`).update(body).digest();
  let ok = false;
  for (const signature of parsed.signatures) {
    // Both are 32 bytes (the header check allows only 64 hex digits), as timingSafeEqual requires.
    if (timingSafeEqual(expected, Buffer.from(signature, 'hex'))) ok = true;
  }
  return ok;
}
