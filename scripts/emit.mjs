// `node scripts/emit.mjs --outDir DIR` (scripts/build.mjs runs it): what `tsc -p tsconfig.build.json
// --outDir DIR` does (ESM and declarations into DIR, exit 1 on a type error; the JS without
// comments, the declarations with their JSDoc), with Lit's `html`, `svg` and `css` templates
// minified as the browser bundles have them (scripts/lit-templates.mjs).
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { minifyHTMLLiterals } from '@lit-labs/rollup-plugin-minify-html-literals/lib/minify-html-literals.js';
import { transformSync } from 'esbuild';
import ts from 'typescript';
import { templateMinifyOptions } from './lit-templates.mjs';

const at = process.argv.indexOf('--outDir');
const outDir = at > 0 ? process.argv[at + 1] : undefined;
const host = { ...ts.sys, onUnRecoverableConfigFileDiagnostic: (d) => report([d]) };
const config = ts.getParsedCommandLineOfConfigFile('tsconfig.build.json', outDir ? { outDir } : {}, host);
const program = ts.createProgram({ rootNames: config.fileNames, options: config.options, projectReferences: config.projectReferences });
// Declarations keep their JSDoc (what an editor shows); the JS ships without comments, which
// repeat the declarations' docs (about 36 KB of the packed tarball), except the `@__PURE__`
// annotations that let a consumer's bundler drop what it does not use. Declarations first: the
// JS emit marks the (shared) nodes to drop their comments.
/** The JS files tsc emits, written once their templates are minified (the minifier is async). */
const scripts = [];
const declarations = program.emit(undefined, writeDeclaration, undefined, true);
const js = program.emit(undefined, writeDeclaration, undefined, false, { before: [withoutComments] });
const emitted = { emitSkipped: declarations.emitSkipped || js.emitSkipped, diagnostics: [...declarations.diagnostics, ...js.diagnostics] };
const diagnostics = [...config.errors, ...ts.getPreEmitDiagnostics(program), ...emitted.diagnostics];
report(diagnostics);
// A template the minifier cannot read fails the build (the Vite plugin fails on it too), rather
// than shipping it unminified in one build and minified in the other.
for (const { fileName, text, writeByteOrderMark } of scripts) {
  const minified = (await minifyHTMLLiterals(text, { ...templateMinifyOptions, fileName }))?.code ?? text;
  writeScript(fileName, minified, writeByteOrderMark);
}
process.exit(diagnostics.some((d) => d.category === ts.DiagnosticCategory.Error) || emitted.emitSkipped ? 1 : 0);

/**
 * What tsc writes, trimmed for the package:
 * - A message catalogue's declaration is one `declare const messages: CheckoutMessages` whose
 *   comment is the translators' note (register, forms of address): useless to a consumer's editor,
 *   and 150 files of it were 11 kB of the packed tarball. Those declarations ship without comments.
 * - An element's `@csspart` and `@cssproperty` tags are for the manifest (custom-elements.json, the
 *   framework types and editor data made from it, docs/api.md): no TypeScript tool reads them in a
 *   declaration, so the element classes' declarations ship without them (12 kB unpacked).
 * - The simulated tablet's catalogues (`locales/<tag>/device.js`) are not in a browser bundle whose
 *   minified chunk they could re-export: they ship minified themselves.
 * (Both emits write declarations: the JS one too, as `declaration` is on.)
 */
function writeDeclaration(fileName, text, writeByteOrderMark) {
  mkdirSync(dirname(fileName), { recursive: true });
  if (!fileName.endsWith('.d.ts')) {
    scripts.push({ fileName, text, writeByteOrderMark });
    return;
  }
  const catalogue = /[\\/]i18n[\\/]locales[\\/][^\\/]+[\\/][^\\/]+\.d\.ts$/.test(fileName);
  // tsc names the types it infers by the module that declares them (render()'s lit-html
  // TemplateResult); lit re-exports them, and lit-html is not a dependency a strict install
  // (pnpm) lets a consumer resolve.
  let declaration = text.replace(/import\("lit-html(\/[^"]*)?"\)/g, 'import("lit$1")');
  if (catalogue) declaration = declaration.replace(/^\/\*\*[\s\S]*?\*\/\n/gm, '');
  else declaration = declaration.replace(/^ *\* @(?:csspart|cssproperty)\b.*\n(?: *\* {3}.*\n)*/gm, '');
  ts.sys.writeFile(fileName, declaration, writeByteOrderMark);
}

/** A JS file of the package, written; the simulated tablet's catalogues minified whole (above). */
function writeScript(fileName, text, writeByteOrderMark) {
  const minified = /[\\/]i18n[\\/]locales[\\/][^\\/]+[\\/]device\.js$/.test(fileName);
  ts.sys.writeFile(fileName, minified ? transformSync(text, { minify: true, format: 'esm', target: 'es2022', charset: 'utf8' }).code : text, writeByteOrderMark);
}

/** A transformer: every node's comments dropped, but for bundler annotations (`@__PURE__`). */
function withoutComments(context) {
  const annotation = /[@#]__(PURE|NO_SIDE_EFFECTS)__/;
  return (sourceFile) => {
    const visit = (node) => {
      const annotated = node.pos >= 0 && (ts.getLeadingCommentRanges(sourceFile.text, node.pos) ?? []).some((r) => annotation.test(sourceFile.text.slice(r.pos, r.end)));
      if (!annotated) ts.setEmitFlags(node, ts.getEmitFlags(node) | ts.EmitFlags.NoComments);
      return ts.visitEachChild(node, visit, context);
    };
    return ts.visitNode(sourceFile, visit);
  };
}

function report(list) {
  if (!list.length) return;
  const formatHost = { getCanonicalFileName: (f) => f, getCurrentDirectory: ts.sys.getCurrentDirectory, getNewLine: () => ts.sys.newLine };
  process.stderr.write(ts.formatDiagnosticsWithColorAndContext(list, formatHost));
}
