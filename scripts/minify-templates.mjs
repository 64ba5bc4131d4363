// The CSS of our `css` tagged templates, minified for what ships: the whitespace, the comments and
// the last `;` of each block, none of which a browser needs. JavaScript minifiers keep template
// text byte for byte, so without this every bundle carries the indentation of the sources.
//
// One transform, used by every build of what ships, so that what is measured is what ships:
// - scripts/build.mjs: tsc's emit into dist/ (a TypeScript transformer, source maps stay right),
// - vite.config.ts: the browser bundles in dist/browser/ (a Vite plugin),
// - scripts/size.mjs: esbuild's bundles of src/ (an esbuild plugin).
// Templates tagged `css` (Lit's tag, imported from 'lit'): only whitespace, comments, a block's last `;`, a number's
// leading zero (`0.5` → `.5`) and the quotes of an attribute selector's value that is an identifier (`[a='b']` → `[a=b]`) go:
// strings ('…', "…") and escapes are kept as they are, a space next to a `${…}` stays a space, and
// a template this code cannot read with certainty (an unclosed string or comment) is left untouched.
// Templates tagged `html` or `svg` lose only their line breaks' indentation: each run of whitespace
// with a line break in it becomes one space, which renders the same wherever whitespace collapses
// (our templates have no `<pre>`, `<textarea>` or `white-space: pre*`). The server and the browser
// must render the same strings for Lit's hydration: every build of what ships (dist/, the browser
// bundles) has them minified, and the dev server and the bench's pages have neither.
import ts from 'typescript';

/** Characters a space *after* which means nothing in CSS: not `)` (`:is(a) .b` ≠ `:is(a).b`). */
const TIGHT = new Set(['{', '}', ';', ',', ':', '>', '(']);
/** Of those, the ones a space *before* which means nothing: not `:` (`a :hover` ≠ `a:hover`), not `(` (`and (` ≠ `and(`); and `!` (`red !important`). */
const TIGHT_BEFORE = new Set(['{', '}', ';', ',', '>', ')', '!']);
/** A quoted attribute selector's value that reads the same unquoted: an identifier (not `--…`, no escapes), quoted with `'` or `"`. */
const ATTRIBUTE_VALUE = /^(['"])-?[A-Za-z_][\w-]*\1$/;
/** Inside parentheses, the operators a space on either side of which means nothing: `calc(a * 2)` is `calc(a*2)`. */
const OPERATORS = new Set(['*', '/']);

/**
 * One static part of a `css` template (its raw text, between the template's ends and its `${…}`s),
 * minified; `atStart`/`atEnd` say whether it begins or ends the template (rather than touching a
 * `${…}`). Returns undefined when the part cannot be read with certainty.
 */
export function minifyCssPart(raw, atStart = true, atEnd = true) {
  // Tokens: a string, an escape, whitespace (as one ' '), any other character. Comments are dropped.
  const tokens = [];
  for (let i = 0; i < raw.length; ) {
    const c = raw[i];
    if (c === '/' && raw[i + 1] === '*') {
      const end = raw.indexOf('*/', i + 2);
      if (end < 0) return undefined;
      i = end + 2;
      // A comment separates tokens as whitespace does.
      if (tokens.at(-1) !== ' ') tokens.push(' ');
    } else if (c === "'" || c === '"') {
      let j = i + 1;
      while (j < raw.length && raw[j] !== c) {
        if (raw[j] === '\n') return undefined;
        j += raw[j] === '\\' ? 2 : 1;
      }
      if (j >= raw.length) return undefined;
      tokens.push(raw.slice(i, j + 1));
      i = j + 1;
    } else if (c === '\\') {
      tokens.push(raw.slice(i, i + 2));
      i += 2;
    } else if (/\s/.test(c)) {
      while (i < raw.length && /\s/.test(raw[i])) i++;
      if (tokens.at(-1) !== ' ') tokens.push(' ');
    } else {
      tokens.push(c);
      i++;
    }
  }
  let out = '';
  // Parentheses open in this part: inside them (calc(), min(), max(), clamp(), var()), `*` and `/`
  // are operators, which need no spaces (only `+` and `-` do); outside, `*` can be a selector.
  let depth = 0;
  for (let k = 0; k < tokens.length; k++) {
    const token = tokens[k];
    if (token === '(') depth++;
    else if (token === ')') depth = Math.max(0, depth - 1);
    if (token === ' ') {
      const before = k === 0 ? (atStart ? '' : undefined) : tokens[k - 1];
      const after = k === tokens.length - 1 ? (atEnd ? '' : undefined) : tokens[k + 1];
      if (before === '' || after === '' || TIGHT.has(before) || TIGHT_BEFORE.has(after)) continue;
      if (depth > 0 && (OPERATORS.has(before) || OPERATORS.has(after))) continue;
      out += ' ';
    } else if (token === ';' && nextSolid(tokens, k) === '}') {
      // `a: b; }` → `a:b}`: the last declaration of a block needs no `;`.
      continue;
    } else if (ATTRIBUTE_VALUE.test(token) && tokens[k - 1] === '=' && tokens[k + 1] === ']') {
      // `[aria-checked='true']` → `[aria-checked=true]`: an attribute selector's value that is an identifier needs no quotes.
      out += token.slice(1, -1);
    } else if (token === '0' && tokens[k + 1] === '.' && /^\d$/.test(tokens[k + 2] ?? '') && leadsNumber(tokens, k, atStart)) {
      // `0.5` → `.5`: a number's leading zero (not within a word, another number or a `${…}`'s value).
      continue;
    } else {
      out += token;
    }
  }
  return out;
}

/** Whether the token at `k` begins a number: what comes before it cannot be part of the same word or number (`a0.5`, `10.5`, `-0.5`, `#0.5`, or a `${…}`). */
function leadsNumber(tokens, k, atStart) {
  const before = k === 0 ? (atStart ? '' : undefined) : tokens[k - 1];
  return before !== undefined && !/^[\w.#%-]$/.test(before);
}

function nextSolid(tokens, k) {
  for (let j = k + 1; j < tokens.length; j++) if (tokens[j] !== ' ') return tokens[j];
  return undefined;
}

/** One static part of an `html` or `svg` template: each run of whitespace with a line break in it, one space. */
export function minifyHtmlPart(raw) {
  return raw.replace(/\s*\n\s*/g, ' ');
}

/** How a tagged template's parts are minified: `css` (Lit's tag), `html`/`svg` (Lit's tags), or not at all (undefined). */
function minifierOf(node) {
  if (!ts.isTaggedTemplateExpression(node) || !ts.isIdentifier(node.tag)) return undefined;
  if (node.tag.text === 'css') return minifyCssPart;
  if (node.tag.text === 'html' || node.tag.text === 'svg') return minifyHtmlPart;
  return undefined;
}

/** The static parts of a template literal node, each with whether it begins and ends the template. */
function partsOf(template) {
  if (ts.isNoSubstitutionTemplateLiteral(template)) return [{ node: template, atStart: true, atEnd: true }];
  return [
    { node: template.head, atStart: true, atEnd: false },
    ...template.templateSpans.map((span, i) => ({ node: span.literal, atStart: false, atEnd: i === template.templateSpans.length - 1 })),
  ];
}

/** The raw text of a template part, as written between its delimiters (`` ` ``, `${`, `}`). */
function rawOf(node, sourceText) {
  if (node.rawText !== undefined) return node.rawText;
  const text = sourceText.slice(node.getStart(), node.end);
  const open = 1;
  const close = ts.isTemplateHead(node) || ts.isTemplateMiddle(node) ? 2 : 1;
  return text.slice(open, text.length - close);
}

/**
 * Every `css` template of a TypeScript or JavaScript source, minified, as text: for the bundlers
 * (Vite, esbuild) that compile the result themselves. Returns the source unchanged when it has none.
 */
export function minifyCssTemplatesInSource(sourceText, fileName = 'file.ts') {
  if (!/\b(?:css|html|svg)`/.test(sourceText)) return sourceText;
  const source = ts.createSourceFile(fileName, sourceText, ts.ScriptTarget.Latest, true);
  const edits = [];
  const visit = (node) => {
    const minify = minifierOf(node);
    if (minify) {
      for (const { node: part, atStart, atEnd } of partsOf(node.template)) {
        const raw = rawOf(part, sourceText);
        const minified = minify(raw, atStart, atEnd);
        if (minified === undefined || minified === raw) continue;
        const start = part.getStart(source);
        const open = 1;
        const close = ts.isTemplateHead(part) || ts.isTemplateMiddle(part) ? 2 : 1;
        edits.push({ start: start + open, end: part.end - close, text: minified });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  let out = sourceText;
  for (const edit of edits.sort((a, b) => b.start - a.start)) out = out.slice(0, edit.start) + edit.text + out.slice(edit.end);
  return out;
}

/** A TypeScript `before` transformer for `program.emit`: every `css` template's parts, minified. */
export function minifyCssTemplatesTransformer() {
  return (context) => (sourceFile) => {
    const f = context.factory;
    const rewrite = (minify, part, atStart, atEnd) => {
      const raw = rawOf(part, sourceFile.text);
      const minified = minify(raw, atStart, atEnd);
      if (minified === undefined || minified === raw) return part;
      if (ts.isNoSubstitutionTemplateLiteral(part)) return f.createNoSubstitutionTemplateLiteral(undefined, minified);
      if (ts.isTemplateHead(part)) return f.createTemplateHead(undefined, minified);
      if (ts.isTemplateMiddle(part)) return f.createTemplateMiddle(undefined, minified);
      return f.createTemplateTail(undefined, minified);
    };
    const visit = (node) => {
      const minify = minifierOf(node);
      if (minify) {
        const template = node.template;
        const next = ts.isNoSubstitutionTemplateLiteral(template)
          ? rewrite(minify, template, true, true)
          : f.updateTemplateExpression(
              template,
              rewrite(minify, template.head, true, false),
              template.templateSpans.map((span, i) =>
                f.updateTemplateSpan(span, ts.visitNode(span.expression, visit), rewrite(minify, span.literal, false, i === template.templateSpans.length - 1)),
              ),
            );
        return f.updateTaggedTemplateExpression(node, node.tag, node.typeArguments, next);
      }
      return ts.visitEachChild(node, visit, context);
    };
    return ts.visitNode(sourceFile, visit);
  };
}

/** Whether a file is one of our sources, whose `css` templates ship (not a test, not a dependency). */
export const isOwnSource = (path) => /[\\/]src[\\/].*\.ts$/.test(path) && !/node_modules/.test(path) && !/\.(test|stories)\.ts$/.test(path);

/** The esbuild plugin: our sources' `css` templates, minified as they are in dist/. */
export const esbuildMinifyCss = {
  name: 'minify-css-templates',
  setup(build) {
    build.onLoad({ filter: /[\\/]src[\\/].*\.ts$/ }, async (args) => {
      if (!isOwnSource(args.path)) return undefined;
      const { readFile } = await import('node:fs/promises');
      const text = await readFile(args.path, 'utf8');
      return { contents: minifyCssTemplatesInSource(text, args.path), loader: 'ts' };
    });
  },
};
