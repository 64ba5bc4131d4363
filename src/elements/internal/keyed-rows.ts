import { noChange, type ChildPart, type TemplateResult } from 'lit';
import { Directive, directive } from 'lit/directive.js';
import { getCommittedValue, insertPart, removePart, setChildPartValue, setCommittedValue } from 'lit/directive-helpers.js';
import { sameItems } from './shared.js';

/** The same template with the very same values: rendering it again would change nothing. */
function sameRow(last: unknown, next: unknown): boolean {
  const a = last as TemplateResult | undefined;
  const b = next as TemplateResult;
  return a === b || (!!a?.strings && a.strings === b?.strings && sameItems(a.values, b.values));
}

/** One key per staff member's row: the employeeId, made unique when it repeats (a repeated id still gets its own row). */
export function uniqueKeys(members: readonly { employeeId: string }[]): string[] {
  const seen = new Set<string>();
  return members.map((m) => {
    let key = m.employeeId;
    while (seen.has(key)) key += ' ';
    seen.add(key);
    return key;
  });
}

/**
 * Rows keyed by a string, as `repeat` keys them, in a fraction of its size (no minimal-move
 * diff: staff lists are short and seldom change). Within one `generation` (a sale) a row follows
 * its key when the list changes, so a half-typed custom tip or a row's focus never lands on
 * someone else. A new generation, or a list that shares no key with the last, is another sale:
 * its rows take the places of the last one's, the i-th row's elements (their shadow roots and
 * templates) kept and given the i-th new value, so only what differs is touched; the row's
 * elements forget the last sale's state themselves. The first render is Lit's own array
 * rendering, which server-side rendering and hydration both understand.
 */
class KeyedRows extends Directive {
  #keys: readonly string[] = [];
  #generation: unknown;
  /** What each row's part was last given: a row given the same template with the same values again is not touched. */
  #given = new WeakMap<ChildPart, unknown>();

  render(keys: readonly string[], rows: readonly unknown[], _generation?: unknown): unknown {
    return rows;
  }

  override update(container: ChildPart, [keys, rows, generation]: [readonly string[], readonly unknown[], unknown?]): unknown {
    const old = getCommittedValue(container);
    // Another sale: a new generation, or no key kept.
    const byPlace = generation !== this.#generation || !keys.some((key) => this.#keys.includes(key));
    this.#generation = generation;
    // The first render (and hydration) is Lit's own array rendering; later ones find its parts.
    if (!Array.isArray(old)) {
      this.#keys = keys;
      return rows;
    }
    // The same keys in the same order (a click, a fee): every row is where it was, nothing to look up or move.
    const same = !byPlace && sameItems(keys, this.#keys);
    // By place, the i-th old row goes under the i-th new key.
    const byKey = new Map(same ? [] : (byPlace ? keys : this.#keys).map((key, i) => [key, old[i] as ChildPart | undefined]));
    this.#keys = keys;
    const parts: ChildPart[] = [];
    for (let i = keys.length; i--; ) {
      // A kept row moves only when it is not already in place, and is rendered again only when
      // its template or one of its values differs (a click changes one row of many, not all).
      const part = same ? (old[i] as ChildPart) : insertPart(container, parts[i + 1], byKey.get(keys[i]!));
      if (!sameRow(this.#given.get(part), rows[i])) {
        setChildPartValue(part, rows[i]);
        this.#given.set(part, rows[i]);
      }
      parts[i] = part;
    }
    const kept = new Set(parts);
    for (const part of old as ChildPart[]) {
      if (kept.has(part)) continue;
      // removePart() leaves the part's end marker behind: a comment node per row removed, one
      // every sale on a page open all day (lit/lit#5298, fix proposed in lit/lit#5299). Each
      // row's part owns its end marker (Lit's array rendering and insertPart() both make one
      // per row), so removing it with the row is safe.
      const end = part.endNode as ChildNode | null;
      removePart(part);
      end?.remove();
    }
    setCommittedValue(container, parts);
    return noChange;
  }
}

/** `keyedRows(keys, rows, generation?)`: `rows[i]` rendered under `keys[i]`; keys must be unique; a new `generation` reuses rows by place. */
export const keyedRows = directive(KeyedRows);
