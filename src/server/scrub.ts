/**
 * Keeps the app's credentials out of what the proxy sends a browser. It works on the parsed
 * answer, never on its text, so the JSON stays valid and keeps its shape: a string value that
 * holds a credential in any form a browser or a person could turn back into it is replaced whole
 * by `[redacted]`. Keys and numbers are left as they are (a key `tips` stays `tips` when the app
 * id is `tips`); an answer with a secret (`appSecret`, `accountToken`) inside a key is refused.
 *
 * Forms looked through: the value as it is and in any letter case; with JSON, `\uXXXX`, `\xXX`
 * and `\/` escapes; %-encoded (several layers); as HTML character references;
 * in full-width or other compatibility forms, and with zero-width characters or soft hyphens in
 * it; base64 and base64url (at any byte alignment, inside a larger blob too); hex.
 */

/** What a string holding a credential becomes. */
export const REDACTED = '[redacted]';

/** A credential prepared for searching. */
interface Needle {
  lower: string;
  /** Base64 (and base64url) text that the credential's bytes alone decide, at each byte alignment. */
  base64: string[];
  /** Lower-case hex of its UTF-8 bytes; '' when too short to search safely. */
  hex: string;
}

/** The answer has a secret in a key: it cannot be cleaned without changing its shape. */
export class SecretInKeyError extends Error {}

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/**
 * The base64 of `value` as it appears inside any base64 blob: for each of the three alignments,
 * only the 4-character blocks made of the value's bytes alone (the first and last block of an
 * unaligned value also hold its neighbours' bits). Blocks shorter than 8 characters match too
 * much to be useful and are left out.
 */
function base64Cores(value: string): string[] {
  const bytes = new TextEncoder().encode(value);
  const cores = new Set<string>();
  for (let lead = 0; lead < 3; lead++) {
    const padded = new Uint8Array(lead + bytes.length);
    padded.set(bytes, lead);
    const text = toBase64(padded);
    const blocks = Math.ceil(padded.length / 3);
    const first = lead > 0 ? 1 : 0;
    const last = padded.length % 3 === 0 ? blocks : blocks - 1;
    const core = text.slice(first * 4, last * 4);
    if (core.length >= 8) {
      cores.add(core);
      cores.add(core.replace(/\+/g, '-').replace(/\//g, '_'));
    }
  }
  return [...cores];
}

function needle(value: string): Needle {
  const bytes = new TextEncoder().encode(value);
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return { lower: value.toLowerCase(), base64: base64Cores(value), hex: hex.length >= 8 ? hex : '' };
}

function fromCodePoint(code: number, fallback: string): string {
  return Number.isInteger(code) && code >= 0 && code <= 0x10ffff ? String.fromCodePoint(code) : fallback;
}

const NAMED: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  sol: '/',
  bsol: '\\',
  hyphen: '-',
  dash: '-',
  lowbar: '_',
  period: '.',
};

/** One layer of each decoding a reader might apply; the text unchanged when none applies. */
function decodeOnce(text: string): string {
  let t = text;
  // Compatibility forms (full-width letters) and invisible characters read as nothing.
  if (/[^\x00-\x7f]/.test(t)) t = t.normalize('NFKC').replace(/[\u00ad\u180e\u200b-\u200f\u2060-\u2064\ufeff]/g, '');
  if (t.includes('&')) {
    t = t
      .replace(/&#x([0-9a-f]{1,6});?/gi, (m, h: string) => fromCodePoint(Number.parseInt(h, 16), m))
      .replace(/&#(\d{1,7});?/g, (m, d: string) => fromCodePoint(Number.parseInt(d, 10), m))
      .replace(/&([a-z]+);/gi, (m, name: string) => NAMED[name.toLowerCase()] ?? m);
  }
  if (t.includes('%')) {
    t = t.replace(/(?:%[0-9a-f]{2})+/gi, (run) => {
      try {
        return decodeURIComponent(run);
      } catch {
        return run.replace(/%([0-9a-f]{2})/gi, (_, h: string) => String.fromCharCode(Number.parseInt(h, 16)));
      }
    });
  }
  if (t.includes('\\')) {
    t = t
      .replace(/\\u\{([0-9a-f]{1,6})\}/gi, (m, h: string) => fromCodePoint(Number.parseInt(h, 16), m))
      .replace(/\\u([0-9a-f]{4})/gi, (_, h: string) => String.fromCharCode(Number.parseInt(h, 16)))
      .replace(/\\x([0-9a-f]{2})/gi, (_, h: string) => String.fromCharCode(Number.parseInt(h, 16)))
      .replace(/\\(.)/g, '$1');
  }
  return t;
}

/** The text and every decoding of it, up to a few layers deep. */
function readings(text: string): string[] {
  const found = [text];
  let current = text;
  for (let layer = 0; layer < 4; layer++) {
    const next = decodeOnce(current);
    if (next === current) break;
    found.push(next);
    current = next;
  }
  return found;
}

/** Text no decoding above changes: printable ASCII without `%`, `&` or `\\`. */
const PLAIN = /^[\x20-\x24\x27-\x5b\x5d-\x7e]*$/;
const SPACE = /\s/;

/** A test for whether a string holds any of `values`, in any of the forms above. Empty values are ignored. */
export function credentialFinder(values: readonly string[]): (text: string) => boolean {
  const needles = [...new Set(values.filter((v) => v !== ''))].map(needle);
  const lowers = needles.map((n) => n.lower);
  const hexes = needles.map((n) => n.hex).filter((h) => h !== '');
  const cores = needles.flatMap((n) => n.base64);
  const holds = (form: string): boolean => {
    const lower = form.toLowerCase();
    for (const l of lowers) if (lower.includes(l)) return true;
    const compact = SPACE.test(form) ? form.replace(/\s+/g, '') : form;
    const compactLower = compact === form ? lower : compact.toLowerCase();
    for (const h of hexes) if (compactLower.includes(h)) return true;
    for (const core of cores) if (compact.includes(core)) return true;
    return false;
  };
  return (text) => {
    if (text === '') return false;
    if (PLAIN.test(text)) return holds(text);
    for (const form of readings(text)) if (holds(form)) return true;
    return false;
  };
}

/**
 * A parsed JSON value with every string that holds a credential replaced by {@link REDACTED}, in
 * place: the value is the caller's own (just parsed), so only what changes is written and nothing
 * is copied. Throws {@link SecretInKeyError} when a key holds one of `secrets`. The value must be
 * of bounded depth (checked before: the walk is recursive).
 */
export function scrubJson(value: unknown, holdsCredential: (text: string) => boolean, holdsSecret: (text: string) => boolean): unknown {
  if (typeof value === 'string') return holdsCredential(value) ? REDACTED : value;
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const item: unknown = value[i];
      const clean = scrubJson(item, holdsCredential, holdsSecret);
      if (clean !== item) value[i] = clean;
    }
    return value;
  }
  const object = value as Record<string, unknown>;
  for (const key of Object.keys(object)) {
    if (holdsSecret(key)) throw new SecretInKeyError();
    const item = object[key];
    const clean = scrubJson(item, holdsCredential, holdsSecret);
    if (clean === item) continue;
    // A key `__proto__` from JSON.parse is an own property; keep it one.
    if (key === '__proto__') Object.defineProperty(object, key, { value: clean, enumerable: true, writable: true, configurable: true });
    else object[key] = clean;
  }
  return value;
}
