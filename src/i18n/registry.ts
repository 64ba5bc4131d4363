/**
 * Which catalogue a locale reads: shipped catalogues loaded on demand, catalogues a host
 * registers, and the fallback from a region to its language to English, key by key. Messages
 * come in areas (the checkout's, the back office's): an area's English and its locale chunks
 * reach a page only when an element of that area is used there.
 */
import { checkoutArea } from './checkout-area.js';
import { LANGUAGE_DEFAULTS, SCRIPT_DEFAULTS } from './locales.generated.js';
import type { Catalogue, CatalogueLoader, MessageArea, Messages } from './types.js';

export type { Catalogue, CatalogueLoader, MessageArea } from './types.js';
export { SHIPPED_LOCALES } from './locales.generated.js';

/** The areas in use on this page, by name; the checkout's always. */
const areas = new Map<string, MessageArea>([[checkoutArea.name, checkoutArea]]);
/** Loaded and loading chunks, by `area|tag`. */
const loaded = new Map<string, Catalogue>();
const loading = new Map<string, Promise<void>>();
const registered = new Map<string, Catalogue>();
const listeners = new Set<() => void>();
let version = 0;
const merged = new Map<string, Messages>();
const withOverrides = new WeakMap<Catalogue, Map<string, Messages>>();
/** Locales whose chunks, in every area in use, are all loaded (a new area may need more: changed() forgets them). */
const ready = new Set<string>();

function changed(): void {
  version++;
  merged.clear();
  ready.clear();
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
 * `zh-HK` reads `zh-hk`, `zh`, `zh-tw` (the shipped locale in its script), `en`; `no` reads `no`, `nb`, `en`.
 */
export function fallbackChain(locale: string): string[] {
  let chain = chains.get(locale);
  if (!chain) {
    chain = buildChain(locale);
    // Every element asks at every update whether its locale's catalogues are in: the chain is built once per tag.
    if (chains.size < 256) chains.set(locale, chain);
  }
  return [...chain];
}

const chains = new Map<string, readonly string[]>();

/** Norwegian written without a variant is Bokmål: `no` and `no-NO` read `nb`. */
const MACROLANGUAGES: Readonly<Record<string, string>> = { no: 'nb' };

/** The script a tag is written in, lower case (`zh-hk` → `hant`), from CLDR's likely subtags. */
function scriptOf(tag: string): string {
  try {
    return new Intl.Locale(tag).maximize().script?.toLowerCase() ?? '';
  } catch {
    return '';
  }
}

function buildChain(locale: string): string[] {
  const chain: string[] = [];
  let tag = canonical(locale).toLowerCase();
  while (tag) {
    chain.push(tag);
    const cut = tag.lastIndexOf('-');
    tag = cut > 0 ? tag.slice(0, cut) : '';
  }
  const language = chain.at(-1) ?? 'en';
  const fallback = SCRIPT_DEFAULTS[`${language}-${scriptOf(chain[0] ?? language)}`] ?? LANGUAGE_DEFAULTS[language] ?? MACROLANGUAGES[language];
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
 * registerMessages('et', estonian);   // a locale tip-elements does not ship
 * ```
 */
export function registerMessages(locale: string, messages: Catalogue): void {
  const tag = canonical(locale).toLowerCase();
  registered.set(tag, { ...registered.get(tag), ...messages });
  changed();
}

/** Puts an area's messages in use (its elements do, when they are created). */
export function useArea(area: MessageArea): void {
  if (areas.get(area.name) === area) return;
  areas.set(area.name, area);
  changed();
}

/** Every chunk the locale reads, in every area in use: `[key, loader]`. */
function chunksFor(locale: string): Array<[string, CatalogueLoader]> {
  const chain = fallbackChain(locale);
  return [...areas.values()].flatMap((area) => chain.flatMap((tag) => (area.loaders[tag] ? [[`${area.name}|${tag}`, area.loaders[tag]] as [string, CatalogueLoader]] : [])));
}

/** True when every shipped chunk the locale reads, in every area in use, is loaded. */
export function messagesReady(locale: string): boolean {
  // Asked at every element's update: remembered once true (for at most 256 locales), until a catalogue or an area changes.
  if (ready.has(locale)) return true;
  if (!chunksFor(locale).every(([key]) => loaded.has(key))) return false;
  if (ready.size < 256) ready.add(locale);
  return true;
}

/**
 * Fetches the shipped catalogues the locale reads, once. Resolves when they are in (an English
 * locale resolves at once). A catalogue that cannot be fetched (offline) leaves English in its
 * place; a later call tries again.
 */
export function loadMessages(locale: string): Promise<void> {
  const jobs = chunksFor(locale).flatMap(([key, load]) => {
    if (loaded.has(key)) return [];
    let job = loading.get(key);
    if (!job) {
      job = load().then(
        (module) => {
          loaded.set(key, module.default);
          loading.delete(key);
          changed();
        },
        () => {
          loading.delete(key);
        },
      );
      loading.set(key, job);
    }
    return [job];
  });
  return Promise.all(jobs).then(() => undefined);
}

function build(locale: string): Messages {
  const result: Catalogue = {};
  for (const area of areas.values()) Object.assign(result, area.english);
  for (const tag of fallbackChain(locale).reverse()) {
    for (const area of areas.values()) Object.assign(result, loaded.get(`${area.name}|${tag}`));
    Object.assign(result, registered.get(tag));
  }
  // Every key of every area in use is present: English is the final fallback of each.
  return result as Messages;
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
