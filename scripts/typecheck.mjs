#!/usr/bin/env node
// One type-check step for the whole repo (webpack and the tests only transpile): `tsc --noEmit`
// on every workspace that has a tsconfig.json.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { workspaces } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
let failed = 0;
for (const ws of workspaces) {
  const config = path.join(root, ws, 'tsconfig.json');
  if (!existsSync(config)) continue;
  const run = spawnSync('npx', ['tsc', '-p', config, '--noEmit'], { cwd: root, stdio: 'inherit' });
  console.log(`typecheck ${ws}: ${run.status === 0 ? 'ok' : 'FAILED'}`);
  if (run.status !== 0) failed += 1;
}
process.exit(failed ? 1 : 0);
