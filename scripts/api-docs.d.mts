// Types of scripts/api-docs.mjs, for test/node/docs.test.ts.

/** Where the generated page is written: docs/api.md. */
export const API_PAGE: string;
/** A fresh Custom Elements Manifest of the sources (the analyzer with the project's config). */
export function analyzeSources(): unknown;
/** The API reference page for a manifest. */
export function renderApiDocs(manifest: unknown): string;
