// `npm run build`: ESM + declarations into dist/ with tsc.
import { rmSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

rmSync('dist', { recursive: true, force: true });
const steps = [['npx', ['tsc', '-p', 'tsconfig.build.json']]];
for (const [cmd, args] of steps) {
  const result = spawnSync(cmd, args, { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
console.log('built dist/');
