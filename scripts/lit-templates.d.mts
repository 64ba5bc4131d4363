// Types of scripts/lit-templates.mjs, for vite.config.ts.
import type { Options } from '@lit-labs/rollup-plugin-minify-html-literals/lib/minify-html-literals.js';

export const templateMinifyOptions: Options;
