// `npm run build`: ESM + declarations into dist/ with tsc, then custom-elements.json with the
// Custom Elements Manifest analyzer (config: custom-elements-manifest.config.mjs).
import { rmSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

rmSync('dist', { recursive: true, force: true });
rmSync('custom-elements.json', { force: true });
const steps = [
  ['node_modules/typescript/bin/tsc', '-p', 'tsconfig.build.json'],
  ['node_modules/@custom-elements-manifest/analyzer/cem.js', 'analyze', '--quiet', '--config', 'custom-elements-manifest.config.mjs'],
];
for (const args of steps) {
  const result = spawnSync(process.execPath, args, { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
console.log('built dist/ and custom-elements.json');
