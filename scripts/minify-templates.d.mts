// Types of scripts/minify-templates.mjs, for vite.config.ts.
import type ts from 'typescript';
import type { Plugin as EsbuildPlugin } from 'esbuild';

export function minifyCssPart(raw: string, atStart?: boolean, atEnd?: boolean): string | undefined;
export function minifyHtmlPart(raw: string): string;
export function minifyCssTemplatesInSource(sourceText: string, fileName?: string): string;
export function minifyCssTemplatesTransformer(): ts.TransformerFactory<ts.SourceFile>;
export function isOwnSource(path: string): boolean;
export const esbuildMinifyCss: EsbuildPlugin;
