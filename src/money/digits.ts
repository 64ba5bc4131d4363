/**
 * The digits a money field reads: Latin 0 to 9, every numbering system Intl writes with ten
 * Unicode decimal digits (Arabic-Indic, Devanagari, Thai, full-width, ...), and the full-width
 * forms a Japanese or Chinese keyboard types. What the digits mean as an amount (separators,
 * currency, limits) is parse.ts's.
 */

/**
 * Full-width forms (what a Japanese or Chinese keyboard types: "１２３４", "￥") as their ordinary
 * characters. Only those: full NFKC would also turn "5²" or "①" into digits.
 */
export function halfWidth(text: string): string {
  return text.replace(/[\uff01-\uff5e\uffe0-\uffe6]/g, (ch) => ch.normalize('NFKC'));
}

/**
 * The numbering systems whose digits a field takes where `Intl.supportedValuesOf` cannot list
 * them: the ones a customer's keyboard types.
 */
const KNOWN_SYSTEMS = ['arab', 'arabext', 'deva', 'beng', 'thai', 'fullwide', 'guru', 'gujr', 'orya', 'tamldec', 'telu', 'knda', 'mlym', 'mymr', 'khmr', 'laoo', 'tibt'];

/** Each decimal digit Intl writes (other than Latin 0 to 9): its value and its numbering system. Built at the first one typed. */
let digitTable: ReadonlyMap<string, readonly [value: number, system: string]> | undefined;

/**
 * Every numbering system Intl formats with ten Unicode decimal digits (`\p{Nd}`): Arabic-Indic,
 * Extended Arabic-Indic, Devanagari, Bengali, Thai, full-width and the others. Systems that write
 * with other characters (`hanidec`'s ideographs) are not digits; neither are superscripts or
 * circled digits, which no numbering system writes.
 */
function digitsIntlWrites(): ReadonlyMap<string, readonly [value: number, system: string]> {
  if (digitTable) return digitTable;
  const table = new Map<string, readonly [number, string]>();
  const systems = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('numberingSystem') : KNOWN_SYSTEMS;
  for (const system of systems) {
    if (system === 'latn') continue;
    let written: string[];
    try {
      const format = new Intl.NumberFormat('en', { numberingSystem: system, useGrouping: false });
      if (format.resolvedOptions().numberingSystem !== system) continue;
      written = [...format.format(1234567890)];
    } catch {
      continue;
    }
    if (written.length !== 10 || !written.every((d) => /^\p{Nd}$/u.test(d) && (d < '0' || d > '9'))) continue;
    written.forEach((d, i) => table.set(d, [(i + 1) % 10, system]));
  }
  return (digitTable = table);
}

/**
 * `text` with its digits as Latin ones, and the numbering system they were written in (`latn`
 * when there are none). A number is written in one system: text that mixes two
 * ("١2", "１2", "١۲") is undefined, never read as some amount.
 */
export function latinDigits(text: string): { text: string; system: string } | undefined {
  const systems = new Set<string>();
  let unknown = false;
  const mapped = text.replace(/\p{Nd}/gu, (d) => {
    if (d >= '0' && d <= '9') {
      systems.add('latn');
      return d;
    }
    const digit = digitsIntlWrites().get(d);
    if (!digit) {
      unknown = true;
      return d;
    }
    systems.add(digit[1]);
    return String(digit[0]);
  });
  if (unknown || systems.size > 1) return undefined;
  return { text: mapped, system: [...systems][0] ?? 'latn' };
}
