/**
 * A sentence that depends on a count, in one place for every catalogue: the form is the one
 * `Intl.PluralRules` selects for the locale (zero, one, two, few, many, other), or the exact
 * sentence for 0 or 1 (`'=0'`, `'=1'`) when the catalogue has one ("goes to one person" is not
 * "shared among 21 people", although Ukrainian's "one" holds both). `#` stands for the count,
 * written in the locale's digits (`Intl.NumberFormat`). A leaf: it imports nothing.
 */
export type CountForms = { [form in Intl.LDMLPluralRule]?: string } & { other: string; '=0'?: string; '=1'?: string };

const rules = new Map<string, Intl.PluralRules>();
const numbers = new Map<string, Intl.NumberFormat>();

/** The sentence of `forms` for `count` in `locale`, with `#` as the count in the locale's digits. */
export function pluralize(locale: string, count: number, forms: CountForms): string {
  let select = rules.get(locale);
  if (!select) rules.set(locale, (select = new Intl.PluralRules(locale)));
  const text = (count === 0 ? forms['=0'] : count === 1 ? forms['=1'] : undefined) ?? forms[select.select(count)] ?? forms.other;
  if (!text.includes('#')) return text;
  let format = numbers.get(locale);
  if (!format) numbers.set(locale, (format = new Intl.NumberFormat(locale)));
  return text.replaceAll('#', format.format(count));
}
