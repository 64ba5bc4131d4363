/**
 * Webhook signing with WebCrypto, so the sandbox signs in browsers as well as in Node. The header
 * is `Tip-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`; the host checks it
 * with `verifyTipSignature` from `tip-elements/server`.
 */

/** The header the sandbox signs its webhooks with. */
export const SIGNATURE_HEADER = 'Tip-Signature';

const encoder = new TextEncoder();

function hex(bytes: ArrayBuffer): string {
  return Array.from(new Uint8Array(bytes), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Hex HMAC-SHA256 of `message` with `secret`. */
export async function hmacSha256Hex(secret: string, message: string): Promise<string> {
  const key = await crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  return hex(await crypto.subtle.sign('HMAC', key, encoder.encode(message)));
}

/** The `Tip-Signature` value for `body` sent at `unixSeconds`. */
export async function signTipPayload(body: string, secret: string, unixSeconds: number): Promise<string> {
  const t = Math.floor(unixSeconds);
  return `t=${t},v1=${await hmacSha256Hex(secret, `${t}.${body}`)}`;
}
