/**
 * The reactive controller every element reads its locale and messages through (after
 * Shoelace's localize): it resolves the locale, fetches the catalogue it needs, and re-renders
 * its element when `<html lang>` or `dir` (or any `lang` above it) changes or a catalogue arrives.
 */
import { isServer, type ReactiveController, type ReactiveControllerHost } from 'lit';
import type { TipError } from '../client/errors.js';
import { formatMinor, formatMinorToParts } from '../money/format.js';
import { currencyExponent, isMoney, scaleOf, toMinor } from '../money/money.js';
import type { Messages } from './messages.js';
import { loadMessages, messagesFor, messagesReady, onCatalogueChange, type Catalogue, useArea, type MessageArea } from './registry.js';

/** What an element offers the controller: its own `locale` and, optionally, `messages`. */
export type LocalizeHost = ReactiveControllerHost & HTMLElement & { locale?: string | undefined; messages?: Catalogue | undefined };

/** What a surrounding checkout offers: its resolved locale and its `messages`. */
export interface LocaleSource {
  locale?: string | undefined;
  messages?: Catalogue | undefined;
}

const hosts = new Set<LocalizeHost>();
let observer: MutationObserver | undefined;

function refreshAll(): void {
  for (const host of hosts) host.requestUpdate();
}

function watch(host: LocalizeHost): void {
  hosts.add(host);
  if (!observer && typeof MutationObserver === 'function' && globalThis.document) {
    observer = new MutationObserver(refreshAll);
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['lang', 'dir'], subtree: true });
    onCatalogueChange(refreshAll);
  }
}

/** The nearest `lang` attribute above `from`, through shadow roots. */
export function nearestLang(from: Element): string | undefined {
  // Server-side rendering has no document to read a `lang` from: `locale` decides there.
  if (isServer) return undefined;
  let node: Element | null = from;
  while (node) {
    const found = node.closest('[lang]');
    const lang = found?.getAttribute('lang');
    if (lang) return lang;
    const root = node.getRootNode() as Partial<ShadowRoot>;
    node = root.host ?? null;
  }
  return globalThis.document?.documentElement?.lang || undefined;
}

/** Canonical form of each tag seen (undefined: not a valid tag), so an element's update does not ask Intl again. */
const canonicalTags = new Map<string, string | undefined>();

function canonical(tag: string): string | undefined {
  if (canonicalTags.has(tag)) return canonicalTags.get(tag);
  let result: string | undefined;
  try {
    result = Intl.getCanonicalLocales(tag)[0];
  } catch {
    /* an invalid tag: undefined, and the caller tries the next candidate */
  }
  if (canonicalTags.size < 256) canonicalTags.set(tag, result);
  return result;
}

/** `tag` canonical, or undefined (none, or not a valid tag). */
const tagOf = (tag: string | undefined): string | undefined => (tag ? canonical(tag) : undefined);

/** The locale to use: explicit, else the nearest `lang`, else the browser's, else en-US. Canonical. */
export function resolveLocale(explicit: string | undefined, from?: Element): string {
  // Each candidate is looked at only when the ones before it gave nothing: an explicit locale
  // (the checkout's, inside one) spares every element's update the walk up to the nearest `lang`.
  // (No array of candidates: every element's update resolves its locale.)
  return (
    tagOf(explicit) ??
    tagOf(from ? nearestLang(from) : globalThis.document?.documentElement?.lang) ??
    tagOf(globalThis.navigator?.language) ??
    'en-US'
  );
}

/** LRI, RLI, FSI: what opens an isolate; PDI closes one. */
const ISOLATE_CONTROLS = /[\u2066-\u2069]/;

/**
 * `text` with its isolate controls paired: a PDI (U+2069) that closes nothing is dropped, and an
 * LRI, RLI or FSI left open is closed at the end. Inside an isolate the embeddings and overrides
 * (U+202A–U+202E) need nothing: the isolate's PDI ends them (UAX #9, X6a). A stray PDI is what
 * would close the surrounding isolate early and let an override after it reach the rest of the
 * sentence ("holds $10.60" drawn "06.01$ sdloh"), in a string as in a `<bdi>`.
 */
export function balanceBidi(text: string): string {
  if (!ISOLATE_CONTROLS.test(text)) return text;
  let open = 0;
  let out = '';
  for (const char of text) {
    if (char === '\u2069') {
      if (open === 0) continue;
      open--;
    } else if (char === '\u2066' || char === '\u2067' || char === '\u2068') {
      open++;
    }
    out += char;
  }
  return out + '\u2069'.repeat(open);
}

/**
 * Wraps a name, an amount or a percent in Unicode isolates (FSI … PDI, what `<bdi>` does), its
 * own isolate controls paired first (`balanceBidi`), so nothing in it reaches the text around it.
 */
export function isolate(text: string): string {
  return `\u2068${balanceBidi(text)}\u2069`;
}

const lists = new Map<string, Intl.ListFormat>();

/** Scripts told apart where a list's words meet its items; any other letter or digit is 'other'. */
const SCRIPTS = ['Latn', 'Thai', 'Arab', 'Hebr', 'Hani', 'Hang', 'Hira', 'Kana', 'Cyrl', 'Grek', 'Deva'].map((sc) => [sc, new RegExp(`\\p{sc=${sc}}`, 'u')] as const);

/** The script of a letter or digit, '' for anything else (a space, punctuation, a bidi control, nothing). */
function scriptOf(char: string | undefined): string {
  if (!char || !/[\p{L}\p{N}]/u.test(char)) return '';
  return SCRIPTS.find(([, test]) => test.test(char))?.[0] ?? 'other';
}

/** The first (or last) character of `text` that is not a bidi control. */
const edge = (text: string, last: boolean): string | undefined => {
  const chars = [...text.replace(/[\u2066-\u2069\u200e\u200f]/g, '')];
  return last ? chars[chars.length - 1] : chars[0];
};

/**
 * "Ana, Ben and Cy" in the locale's words (one `Intl.ListFormat` per locale, shared); the items
 * joined with commas where the browser has no list format for it. Where the locale's word meets
 * an item in another script with no space between them (Thai "และ", Chinese "和", Arabic "و"
 * before a Latin name), a space separates them: "Maya Okafor และ Lucía Fernández", never
 * "Maya OkaforและLucía Fernández". Words of one script stay as the locale writes them.
 */
export function formatList(locale: string, items: readonly string[]): string {
  let format = lists.get(locale);
  try {
    if (!format) lists.set(locale, (format = new Intl.ListFormat(locale, { type: 'conjunction' })));
  } catch {
    return items.join(', ');
  }
  const parts = format.formatToParts(items);
  let out = '';
  for (const [i, part] of parts.entries()) {
    const before = scriptOf(edge(out, true));
    const after = scriptOf(edge(part.value, false));
    const meets = i > 0 && (part.type === 'literal' || parts[i - 1]!.type === 'literal');
    out += (meets && before && after && before !== after ? ' ' : '') + part.value;
  }
  return out;
}

/** Hebrew, Arabic, Syriac, Thaana, NKo and their presentation forms: right-to-left script. */
const RTL_SCRIPT = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc]/;
const RTL_LANGUAGES = new Set(['ar', 'he', 'iw', 'fa', 'ur', 'ps', 'yi', 'dv', 'ckb', 'sd', 'ug']);

/** True for a locale written right to left. */
export function isRtlLocale(locale: string): boolean {
  return RTL_LANGUAGES.has(locale.split('-')[0]!.toLowerCase());
}

/** Whether `el` is laid out right to left (its `dir`, inherited through shadow roots); false where `:dir()` cannot be asked (the server). */
export function rtlElement(el: Element): boolean {
  try {
    return el.matches(':dir(rtl)');
  } catch {
    return false;
  }
}

/** What kind of failure a customer is told about. */
export type ErrorKind = 'network' | 'timeout' | 'refused' | 'service';

/** The kind of a failure: no answer, too slow, the service said no (4xx), or the service failed. */
export function errorKind(error: TipError | undefined): ErrorKind {
  const code = error?.code;
  const status = error?.status;
  if (code === 'network' || status === 502) return 'network';
  if (code === 'timeout' || status === 504 || status === 408) return 'timeout';
  if (code === 'invalid_payload' || (status !== undefined && status >= 400 && status < 500 && status !== 429)) return 'refused';
  return 'service';
}

/** The catalogue's sentence for a failure of that kind. */
export function errorText(t: Messages, error: TipError | undefined): string {
  const kind = errorKind(error);
  return kind === 'network' ? t.errorNetwork : kind === 'timeout' ? t.errorTimeout : kind === 'refused' ? t.errorRefused : t.errorService;
}

/**
 * Locale and messages for one element. `source` gives a surrounding checkout's locale and
 * messages; the element's own `locale` and `messages` win over them.
 */
export class LocalizeController implements ReactiveController {
  readonly #host: LocalizeHost;
  readonly #source: () => LocaleSource | undefined;
  /** Locale and messages resolved once per update, for render. */
  #resolved: { locale: string; t: Messages; bidi: boolean } | undefined;
  #combined: { shared: Catalogue; own: Catalogue; both: Catalogue } | undefined;

  /**
   * `source` gives a surrounding checkout's locale and messages; `area` puts the messages of the
   * element's group in use (the back office's, say), so its English and its locale chunks reach
   * a page only when one of its elements does. The checkout's area is always in use.
   */
  constructor(host: LocalizeHost, source: () => LocaleSource | undefined = () => undefined, area?: MessageArea) {
    if (area) useArea(area);
    this.#host = host;
    this.#source = source;
    host.addController(this);
  }

  #resolve(): { locale: string; t: Messages; bidi: boolean } {
    if (this.#resolved) return this.#resolved;
    const source = this.#source();
    const locale = resolveLocale(this.#host.locale || source?.locale, this.#host);
    const own = this.#host.messages;
    const shared = source?.messages;
    let overrides = own ?? shared;
    if (own && shared) {
      const c = this.#combined;
      if (!c || c.own !== own || c.shared !== shared) this.#combined = { own, shared, both: { ...shared, ...own } };
      overrides = this.#combined!.both;
    }
    return { locale, t: messagesFor(locale, overrides), bidi: isRtlLocale(locale) || rtlElement(this.#host) };
  }

  /**
   * A name, amount or percent ready to go into a message: always isolated (FSI … PDI), whatever
   * its script and the locale's direction. A left-to-right name can still carry a right-to-left
   * override (U+202E) that would reverse the amount after it: isolation is never left to a guess
   * from the letters.
   */
  isolate(text: string): string {
    return isolate(text);
  }

  /**
   * Integer minor units of `currency` (at `exponent` decimals; default the currency's own: cents,
   * yen, fils) as money for a message, in the resolved locale, isolated like `isolate`. In
   * right-to-left text a Latin currency sign ("US$") is also kept left to right, so Arabic reads
   * "US$ 85.00" where the plain string would show "$US 85.00".
   */
  money(minor: number, currency: string, exponent?: number): string {
    const { locale, bidi } = this.#resolve();
    if (!bidi) return isolate(formatMinor(minor, currency, locale, exponent));
    const parts = formatMinorToParts(minor, currency, locale, exponent);
    const latin = (text: string) => /\p{L}/u.test(text) && !RTL_SCRIPT.test(text);
    return isolate(parts.map((p) => (p.type === 'currency' && latin(p.value) ? `\u2066${p.value}\u2069` : p.value)).join(''));
  }

  /**
   * An amount as the service or the host sent it (a number in `currency`) as money for a message,
   * like `money`: exact, with more decimals than the currency has when the amount has them (¥12.5,
   * never ¥13). Something that is not money shows as zero.
   */
  amount(value: number | undefined, currency: string): string {
    const scale = scaleOf(currencyExponent(currency), [value]);
    return this.money(isMoney(value, scale) ? toMinor(value, scale) : 0, currency, scale);
  }

  /** The resolved locale: the element's `locale`, the checkout's, the nearest `lang`, the browser's. */
  get locale(): string {
    return this.#resolve().locale;
  }

  /** Whether amounts are written for right-to-left text (the locale's direction, or the element's). */
  get rtl(): boolean {
    return this.#resolve().bidi;
  }

  /** The messages for the resolved locale (English until its catalogue has arrived). */
  get t(): Messages {
    return this.#resolve().t;
  }

  hostConnected(): void {
    watch(this.#host);
  }

  hostDisconnected(): void {
    hosts.delete(this.#host);
  }

  hostUpdate(): void {
    this.#resolved = undefined;
    this.#resolved = this.#resolve();
    if (!messagesReady(this.#resolved.locale)) void loadMessages(this.#resolved.locale);
  }

  hostUpdated(): void {
    this.#resolved = undefined;
  }
}
