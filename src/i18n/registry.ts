/**
 * Which catalogue a locale reads: shipped catalogues loaded on demand, catalogues a host
 * registers, and the fallback from a region to its language to English, key by key.
 */
import { en, type Messages } from './messages.js';

/** A partial catalogue: any keys, each falling back on its own. */
export type Catalogue = Partial<Messages>;

/**
 * The catalogues tip-elements ships, by lower-case tag; each is its own module, fetched only when
 * a page needs it (an English page fetches none). Bundlers make one chunk of each.
 */
const shipped: Readonly<Record<string, () => Promise<{ default: Catalogue }>>> = {
  de: () => import('./locales/de.js'),
};

/** The locale tags of the shipped catalogues, English included. */
export const SHIPPED_LOCALES: readonly string[] = ['en', 'es', 'fr', 'fr-CA', 'de', 'it', 'nl', 'pt-BR', 'pl', 'sv', 'ja', 'ko', 'zh-CN', 'ar', 'he'];

/** A language whose only shipped catalogue is a regional one reads that one (pt-PT reads pt-BR). */
const LANGUAGE_DEFAULT: Readonly<Record<string, string>> = { pt: 'pt-br', zh: 'zh-cn' };

const loaded = new Map<string, Catalogue>();
const loading = new Map<string, Promise<void>>();
const registered = new Map<string, Catalogue>();
const listeners = new Set<() => void>();
let version = 0;
const merged = new Map<string, Messages>();
const withOverrides = new WeakMap<Catalogue, Map<string, Messages>>();

function changed(): void {
  version++;
  merged.clear();
  for (const listener of listeners) listener();
}

/** Calls `listener` whenever a catalogue is registered or loaded. Returns the unsubscribe. */
export function onCatalogueChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function canonical(locale: string): string {
  try {
    return Intl.getCanonicalLocales(locale)[0] ?? 'en';
  } catch {
    return 'en';
  }
}

/**
 * The tags a locale reads, most specific first, lower case: `fr-CA` reads `fr-ca`, `fr`, `en`;
 * `zh-Hant-TW` reads `zh-hant-tw`, `zh-hant`, `zh`, `zh-cn`, `en`.
 */
export function fallbackChain(locale: string): string[] {
  const chain: string[] = [];
  let tag = canonical(locale).toLowerCase();
  while (tag) {
    chain.push(tag);
    const cut = tag.lastIndexOf('-');
    tag = cut > 0 ? tag.slice(0, cut) : '';
  }
  const language = chain.at(-1) ?? 'en';
  const fallback = LANGUAGE_DEFAULT[language];
  if (fallback && !chain.includes(fallback)) chain.push(fallback);
  if (!chain.includes('en')) chain.push('en');
  return chain;
}

/**
 * Adds or overrides messages for a locale (any BCP 47 tag). A partial catalogue is fine: missing
 * keys fall back key by key to the region's language, then to English. Registered messages win
 * over the shipped catalogue of the same tag. Every element re-renders.
 *
 * ```ts
 * registerMessages('en', { tipFor: (name) => `Gratuity for ${name}` });
 * registerMessages('fi', finnish);   // a locale tip-elements does not ship
 * ```
 */
export function registerMessages(locale: string, messages: Catalogue): void {
  const tag = canonical(locale).toLowerCase();
  registered.set(tag, { ...registered.get(tag), ...messages });
  changed();
}

/** True when every shipped catalogue the locale reads is loaded (or failed to load). */
export function messagesReady(locale: string): boolean {
  return fallbackChain(locale).every((tag) => !shipped[tag] || loaded.has(tag));
}

/**
 * Fetches the shipped catalogues the locale reads, once. Resolves when they are in (an English
 * locale resolves at once). A catalogue that cannot be fetched (offline) leaves English in its
 * place; a later call tries again.
 */
export function loadMessages(locale: string): Promise<void> {
  const jobs = fallbackChain(locale).flatMap((tag) => {
    const load = shipped[tag];
    if (!load || loaded.has(tag)) return [];
    let job = loading.get(tag);
    if (!job) {
      job = load().then(
        (module) => {
          loaded.set(tag, module.default);
          loading.delete(tag);
          changed();
        },
        () => {
          loading.delete(tag);
        },
      );
      loading.set(tag, job);
    }
    return [job];
  });
  return Promise.all(jobs).then(() => undefined);
}

function build(locale: string): Messages {
  const result: Messages = { ...en };
  for (const tag of fallbackChain(locale).reverse()) {
    Object.assign(result, loaded.get(tag), registered.get(tag));
  }
  return result;
}

/**
 * The messages for `locale`, with `overrides` (one checkout's `messages`) on top: every key
 * present, each from the most specific catalogue that has it. Cached until a catalogue changes.
 */
export function messagesFor(locale: string, overrides?: Catalogue): Messages {
  const key = `${version}|${locale}`;
  let base = merged.get(key);
  if (!base) {
    base = build(locale);
    merged.set(key, base);
  }
  if (!overrides) return base;
  let cache = withOverrides.get(overrides);
  if (!cache) withOverrides.set(overrides, (cache = new Map()));
  let result = cache.get(key);
  if (!result) {
    result = { ...base, ...overrides };
    cache.set(key, result);
  }
  return result;
}
