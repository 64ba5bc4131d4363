/**
 * How much one request (and one answer) may hold: the longest array and string of every field,
 * chosen from what a real store needs, and the one cheap check that finds an oversize field
 * before anything else is done with a payload. The schemas (./schemas.ts, ./display-schemas.ts)
 * carry these bounds as `maxLength` checks; the client, the proxy and the sandbox all refuse an
 * oversize payload with {@link findOversize} first, then parse it with the schema.
 */
import * as z from 'zod/mini';
import { MAX_ID_LENGTH, MAX_NAME_LENGTH, MAX_URL_LENGTH } from './bounds.js';

export * from './bounds.js';

/** At most `max` items (an array) or characters (a string), with the message every bound uses. */
export const atMost = (max: number, what: 'items' | 'characters') => z.maxLength(max, `at most ${max} ${what}`);

/** An id: at most {@link MAX_ID_LENGTH} characters, not empty once trimmed. */
export const idText = z.string().check(atMost(MAX_ID_LENGTH, 'characters'), z.trim(), z.minLength(1, 'must not be empty'));
/** A name, an address field, a note: at most {@link MAX_NAME_LENGTH} characters. */
export const nameText = z.string().check(atMost(MAX_NAME_LENGTH, 'characters'));
/** A URL (an avatar): at most {@link MAX_URL_LENGTH} characters. */
export const urlText = z.string().check(atMost(MAX_URL_LENGTH, 'characters'));
/** A short text from the service (a timestamp, a status): at most {@link MAX_ID_LENGTH} characters. */
export const shortText = z.string().check(atMost(MAX_ID_LENGTH, 'characters'));

/** An array or a string longer than its field allows: what the refusal names. */
export interface Oversize {
  /** `too_many` for an array, `too_long` for a string. */
  code: 'too_many' | 'too_long';
  /** The field's dotted path in the payload: `amounts`, `tipSelections.3.firstName`. */
  field: string;
  /** The most the field takes (items or characters). */
  max: number;
}

interface Def {
  type: string;
  checks?: ReadonlyArray<{ _zod: { def: { check: string; maximum?: number } } }>;
  innerType?: Schema;
  in?: Schema;
  element?: Schema;
  shape?: Record<string, Schema>;
}
type Schema = { _zod: { def: Def } };

/** Wrappers whose inner schema says what a value may hold. */
const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'nonoptional', 'readonly', 'catch']);

function maxLengthOf(def: Def): number | undefined {
  let max: number | undefined;
  for (const check of def.checks ?? []) {
    const d = check._zod.def;
    if (d.check === 'max_length' && typeof d.maximum === 'number') max = max === undefined ? d.maximum : Math.min(max, d.maximum);
  }
  return max;
}

/**
 * The first array or string in `value` longer than `schema` lets it be, or undefined. It reads the
 * schema's `maxLength` bounds and compares lengths only: an array over its bound is refused before
 * one of its items is looked at, so a 21,000-item array costs no more than a normal payload.
 * Anything else (types, money, required fields) is the schema's own parse, which comes after.
 */
export function findOversize(schema: z.ZodMiniType, value: unknown): Oversize | undefined {
  const stack: Array<[Schema, unknown, string]> = [[schema as unknown as Schema, value, '']];
  while (stack.length > 0) {
    const [start, node, path] = stack.pop()!;
    let current: Schema | undefined = start;
    let def = current._zod.def;
    while (current && (WRAPPERS.has(def.type) || def.type === 'pipe')) {
      current = def.type === 'pipe' ? def.in : def.innerType;
      if (current) def = current._zod.def;
    }
    if (typeof node === 'string') {
      const max = def.type === 'string' ? maxLengthOf(def) : undefined;
      if (max !== undefined && node.length > max) return { code: 'too_long', field: path, max };
    } else if (Array.isArray(node)) {
      if (def.type !== 'array') continue;
      const max = maxLengthOf(def);
      if (max !== undefined && node.length > max) return { code: 'too_many', field: path, max };
      const element = def.element;
      if (element) for (let i = node.length - 1; i >= 0; i--) stack.push([element, node[i], path ? `${path}.${i}` : String(i)]);
    } else if (node !== null && typeof node === 'object' && def.type === 'object' && def.shape) {
      const entries = Object.entries(def.shape);
      for (let i = entries.length - 1; i >= 0; i--) {
        const [key, child] = entries[i]!;
        if (Object.hasOwn(node, key)) stack.push([child, (node as Record<string, unknown>)[key], path ? `${path}.${key}` : key]);
      }
    }
  }
  return undefined;
}

/** What an oversize field breaks, in the words of the schemas' own bound: `at most 100 items`. */
export function oversizeMessage(o: Oversize): string {
  return `at most ${o.max} ${o.code === 'too_many' ? 'items' : 'characters'}`;
}
