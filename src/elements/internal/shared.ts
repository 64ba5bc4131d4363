import { css } from 'lit';
import { TipError } from '../../client/errors.js';
import { isolatedStyles } from './isolated.js';

/**
 * Design tokens shared by every element. Public `--tip-*` custom properties resolve to private
 * `--_*` variables inside the shadow root, so a theme sets a few public variables and never
 * fights the internals. The defaults meet WCAG AA contrast on the default surface, in a light and
 * a dark palette: with no theme set, the elements follow the system's `prefers-color-scheme`
 * (dark, they paint their own surface, so light text never lands on a light page). Every element
 * is a block, hidden by `hidden`; its names and amounts are `<bdi>`s (see `isolated.ts`).
 *
 * The host page cannot leak in: the inherited text properties the layouts depend on
 * (`text-align`, `text-transform`, `letter-spacing`, `line-height`, `white-space`,
 * `word-spacing`, `text-indent`) are reset on every host, so a page with
 * `body { text-align: center; text-transform: uppercase }` does not centre or re-case the
 * elements' text. Under forced colours (Windows contrast themes) states that were drawn with
 * colour or shadows alone are drawn with system colours: the focus ring in `Highlight`, disabled
 * controls in `GrayText` (`!important` there, so each element's own disabled colours, which
 * forced colours would turn into `CanvasText`, cannot win).
 */
export const tokens = css`
  :host {
    display: block;
    --_accent: var(--tip-accent, #0b5cad);
    --_on-accent: var(--tip-on-accent, #ffffff);
    --_accent-soft: var(--tip-accent-soft, #e6f0fa);
    --_surface: var(--tip-surface, #ffffff);
    --_surface-alt: var(--tip-surface-alt, #f4f5f7);
    --_text: var(--tip-text, #1b1f24);
    --_muted: var(--tip-muted, #535b66);
    --_border: var(--tip-border, #8a939e);
    --_danger: var(--tip-danger, #b3261e);
    --_success: var(--tip-success, #1e6b34);
    --_focus: var(--tip-focus-ring, #0b5cad);
    --_radius: var(--tip-radius, 12px);
    --_font: var(--tip-font, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif);
    --_space: var(--tip-space, 8px);
    --_touch: var(--tip-touch-target, 48px);
    --_font-size: var(--tip-font-size, 1rem);
    font-family: var(--_font);
    font-size: var(--_font-size);
    color: var(--_text);
    -webkit-tap-highlight-color: transparent;
    text-align: start;
    text-transform: none;
    text-indent: 0;
    letter-spacing: normal;
    word-spacing: normal;
    line-height: normal;
    white-space: normal;
  }
  @media (prefers-color-scheme: dark) {
    :host {
      color-scheme: dark;
      --_accent: var(--tip-accent, #8ab4f8);
      --_on-accent: var(--tip-on-accent, #0b1b33);
      --_accent-soft: var(--tip-accent-soft, #1d3350);
      --_surface: var(--tip-surface, #16191d);
      --_surface-alt: var(--tip-surface-alt, #23272e);
      --_text: var(--tip-text, #e8eaed);
      --_muted: var(--tip-muted, #a8b0ba);
      --_border: var(--tip-border, #7d8794);
      --_danger: var(--tip-danger, #f28b82);
      --_success: var(--tip-success, #81c995);
      --_focus: var(--tip-focus-ring, #8ab4f8);
      background: var(--_surface);
    }
  }
  :host([hidden]) {
    display: none;
  }
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }
  .visually-hidden {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    clip-path: inset(50%);
    white-space: nowrap;
  }
  button {
    font: inherit;
    color: inherit;
  }
  :focus-visible {
    outline: 3px solid var(--_focus);
    outline-offset: 2px;
  }
  @media (forced-colors: active) {
    :focus-visible {
      outline-color: Highlight;
    }
    [aria-disabled='true'],
    [aria-disabled='true'] * {
      color: GrayText !important;
      border-color: GrayText !important;
    }
  }
  ${isolatedStyles}
`;

/** A failure message with its Retry button (`class="alert"` and `class="retry"`). */
export const alertStyles = css`
  .alert {
    display: flex;
    align-items: center;
    flex-wrap: wrap;
    gap: var(--_space);
    margin-block-end: var(--_space);
    color: var(--_danger);
    font-weight: 600;
  }
  .alert > span {
    flex: 1 1 12em;
    min-width: 0;
    overflow-wrap: anywhere;
  }
  .retry {
    min-height: max(44px, var(--_touch));
    padding-inline: calc(var(--_space) * 2);
    border: 2px solid var(--_accent);
    border-radius: var(--_radius);
    background: var(--_surface);
    color: var(--_accent);
    font-weight: 600;
    cursor: pointer;
  }
`;

/** An avatar URL that is safe to load: http(s), or a data: URL of a raster image. Anything else is refused. */
export function safeAvatarUrl(url: string | undefined | null): string | undefined {
  if (!url) return undefined;
  const trimmed = url.trim();
  if (/^data:image\/(png|jpe?g|gif|webp|avif);/i.test(trimmed)) return trimmed;
  try {
    // As written (a relative URL stays relative): a server rendering the page (SSR) knows no page URL.
    const parsed = new URL(trimmed, globalThis.location?.href ?? 'http://localhost/');
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? trimmed : undefined;
  } catch {
    return undefined;
  }
}

/** Any failure as a TipError for `operation`: a TipError as it is, anything else wrapped (`cause` keeps it). */
export function asTipError(cause: unknown, operation: string): TipError {
  if (cause instanceof TipError) return cause;
  return new TipError(cause instanceof Error ? cause.message : String(cause), { operation, cause });
}

/** Lit's declarations of an element's private reactive state: each name as `{ state: true }`. */
export function states<const K extends string>(...names: K[]): Record<K, { state: true }> {
  return Object.fromEntries(names.map((name) => [name, { state: true }])) as Record<K, { state: true }>;
}

/** Whether two lists hold the very same items (===), in the same order: a memo's key, a row's values. */
export const sameItems = (a: readonly unknown[], b: readonly unknown[]): boolean => a.length === b.length && a.every((x, i) => x === b[i]);

/**
 * Names. How every element writes a person's name (staff, customers): in the order the locale writes
 * names, once, here. The host gives `firstName` (given name) and `lastName` (family name), as the
 * service does; `displayName`, when the host gives one, is shown exactly as written instead
 * (a name that does not split into two parts, or one the host has already formatted).
 *
 * Family name first, as a receipt writes it, in Japanese, Chinese, Korean, Hungarian and
 * Vietnamese: for Japanese, Chinese and Korean only when the name is written in the language's
 * own script ("渡辺 健二", "王小明", "김민준"; "Maya Okafor" keeps its own order, as CLDR's person
 * names do for a name in another script); Hungarian and Vietnamese names are in Latin letters, so
 * every name is written family first there. Chinese and Korean names in their script take no
 * space between the two; Japanese takes one.
 */
/** A person's name as the host and the service give it. */
export interface PersonName {
  firstName?: string | undefined;
  lastName?: string | undefined;
  /** A name to show as it is, in place of first and last names. */
  displayName?: string | undefined;
}

/** Languages that write the family name first, with the script a name must be in for that. */
const FAMILY_FIRST: Readonly<Record<string, RegExp>> = {
  ja: /^[\p{sc=Han}\p{sc=Hira}\p{sc=Kana}\u30fc\u3005]+$/u,
  zh: /^[\p{sc=Han}\u00b7\u30fb]+$/u,
  ko: /^[\p{sc=Hang}\p{sc=Han}]+$/u,
  hu: /./u,
  vi: /./u,
};

const language = (locale: string): string => locale.split('-')[0]!.toLowerCase();

/** The given and family names trimmed, and whether the locale writes this name family first. */
function parts(person: PersonName, locale: string): { given: string; family: string; familyFirst: boolean; lang: string } {
  const given = (person.firstName ?? '').trim();
  const family = (person.lastName ?? '').trim();
  const lang = language(locale);
  const script = FAMILY_FIRST[lang];
  return { given, family, lang, familyFirst: !!script && script.test(given) && script.test(family) };
}

/** A person's whole name, as shown and as read by assistive technology ("Maya Okafor", ja "渡辺 健二"); '' when there is none. */
export function personName(person: PersonName, locale: string): string {
  const shown = person.displayName?.trim();
  if (shown) return shown;
  const { given, family, familyFirst, lang } = parts(person, locale);
  if (!given || !family) return given || family;
  if (!familyFirst) return `${given} ${family}`;
  return lang === 'zh' || lang === 'ko' ? `${family}${given}` : `${family} ${given}`;
}

/**
 * What a short list calls a person ("Choose a tip for Maya and Kenji"): the given name, except
 * where that is not how a stranger addresses someone: the family name in Japanese (渡辺), the
 * whole name in Chinese and Korean. A `displayName` is used whole.
 */
export function shortName(person: PersonName, locale: string): string {
  if (person.displayName?.trim()) return person.displayName.trim();
  const { given, family, familyFirst, lang } = parts(person, locale);
  if (familyFirst && lang === 'ja') return family || given;
  if (familyFirst && (lang === 'zh' || lang === 'ko')) return personName(person, locale);
  return given || family;
}

/** Up to two initials for an avatar placeholder, in the order the name is written. */
export function initialsOf(person: PersonName, locale: string): string {
  const { given, family, familyFirst } = parts(person, locale);
  const first = [...given][0] ?? '';
  const last = [...family][0] ?? '';
  return (familyFirst ? last + first : first + last).toUpperCase() || [...(person.displayName?.trim() ?? '')][0]?.toUpperCase() || '?';
}
