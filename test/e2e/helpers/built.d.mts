/** Builds the package (`node scripts/build.mjs`) unless dist/ and custom-elements.json are newer than src/. */
export function ensureBuilt(): void;
