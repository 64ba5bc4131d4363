/**
 * How every element writes a person's name (staff, customers): in the order the locale writes
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
