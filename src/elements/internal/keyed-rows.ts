import { noChange, type ChildPart } from 'lit';
import { Directive, directive } from 'lit/directive.js';
import { getCommittedValue, insertPart, removePart, setChildPartValue, setCommittedValue } from 'lit/directive-helpers.js';

/**
 * Rows keyed by a string, as `repeat` keys them, in a fraction of its size (no minimal-move
 * diff: staff lists are short and seldom change). A row follows its key when the list changes,
 * so a half-typed custom tip or a row's focus never lands on someone else. The first render is
 * Lit's own array rendering, which server-side rendering and hydration both understand.
 */
class KeyedRows extends Directive {
  #keys: readonly string[] = [];

  render(keys: readonly string[], rows: readonly unknown[]): unknown {
    return rows;
  }

  override update(container: ChildPart, [keys, rows]: [readonly string[], readonly unknown[]]): unknown {
    const old = getCommittedValue(container);
    // The first render (and hydration) is Lit's own array rendering; later ones find its parts.
    if (!Array.isArray(old)) {
      this.#keys = keys;
      return rows;
    }
    const byKey = new Map(this.#keys.map((key, i) => [key, old[i] as ChildPart]));
    this.#keys = keys;
    const parts: ChildPart[] = [];
    for (let i = keys.length; i--; ) {
      // A kept row moves only when it is not already in place.
      parts[i] = setChildPartValue(insertPart(container, parts[i + 1], byKey.get(keys[i]!)), rows[i]);
      byKey.delete(keys[i]!);
    }
    for (const part of byKey.values()) {
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

/** `keyedRows(keys, rows)`: `rows[i]` rendered under `keys[i]`; keys must be unique. */
export const keyedRows = directive(KeyedRows);
