#!/usr/bin/env node
// One type-check step for the whole repo (webpack and the tests only transpile): `tsc --noEmit`
// on every workspace that has a tsconfig.json, as many at once as the machine has cores (tsc is
// single-threaded: one after the other took 89 s of CI on two cores). Each one's output is
// printed whole when it ends, never interleaved with another's.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { workspaces } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
const tsc = path.join(root, 'node_modules', 'typescript', 'bin', 'tsc');
const queue = workspaces.filter((ws) => existsSync(path.join(root, ws, 'tsconfig.json')));

function check(ws) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [tsc, '-p', path.join(root, ws, 'tsconfig.json'), '--noEmit'], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('close', (code) => {
      process.stdout.write(output);
      console.log(`typecheck ${ws}: ${code === 0 ? 'ok' : 'FAILED'}`);
      resolve(code === 0 ? 0 : 1);
    });
  });
}

let failed = 0;
async function worker() {
  for (let ws = queue.shift(); ws; ws = queue.shift()) failed += await check(ws);
}
await Promise.all(Array.from({ length: Math.max(1, os.availableParallelism()) }, worker));
process.exit(failed ? 1 : 0);
