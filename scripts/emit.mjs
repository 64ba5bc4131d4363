// `node scripts/emit.mjs --outDir DIR` (scripts/build.mjs runs it): what `tsc -p tsconfig.build.json
// --outDir DIR` does (ESM, declarations, source maps into DIR, exit 1 on a type error), with the
// `css` templates minified on the way out (scripts/minify-templates.mjs), as the browser bundles
// and the size measurement have them.
import ts from 'typescript';
import { minifyCssTemplatesTransformer } from './minify-templates.mjs';

const at = process.argv.indexOf('--outDir');
const outDir = at > 0 ? process.argv[at + 1] : undefined;
const host = { ...ts.sys, onUnRecoverableConfigFileDiagnostic: (d) => report([d]) };
const config = ts.getParsedCommandLineOfConfigFile('tsconfig.build.json', outDir ? { outDir } : {}, host);
const program = ts.createProgram({ rootNames: config.fileNames, options: config.options, projectReferences: config.projectReferences });
const emitted = program.emit(undefined, undefined, undefined, false, { before: [minifyCssTemplatesTransformer()] });
const diagnostics = [...config.errors, ...ts.getPreEmitDiagnostics(program), ...emitted.diagnostics];
report(diagnostics);
process.exit(diagnostics.some((d) => d.category === ts.DiagnosticCategory.Error) || emitted.emitSkipped ? 1 : 0);

function report(list) {
  if (!list.length) return;
  const formatHost = { getCanonicalFileName: (f) => f, getCurrentDirectory: ts.sys.getCurrentDirectory, getNewLine: () => ts.sys.newLine };
  process.stderr.write(ts.formatDiagnosticsWithColorAndContext(list, formatHost));
}
