/**
 * Text as the elements write it, for Playwright's `getByText` and `getByRole({ name })`: every
 * name, amount and percent in a sentence comes in bidi isolates (U+2066–U+2069), which a plain
 * string would not match. `loose('Tip for Ana: $10.00')` matches it with or without them;
 * `whole` anchors it (an accessible name that is exactly this).
 */
export function loose(text, { whole = false } = {}) {
  const body = [...text].map((c) => c.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')).join('[\\u2066-\\u2069]*');
  const iso = '[\\u2066-\\u2069]*';
  return new RegExp(whole ? `^${iso}${body}${iso}$` : body);
}
