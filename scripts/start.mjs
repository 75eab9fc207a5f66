#!/usr/bin/env node
// `npm start`: build the front ends (webpack's filesystem cache makes a rebuild quick), then run
// the API, which serves them, the API and the Zoop sandbox from one port.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const scripts = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).scripts ?? {};

if (scripts.build && process.env.SKIP_WEB_BUILD !== '1') {
  console.log('Pagora: compilando as interfaces web (npm run build)...');
  const started = Date.now();
  const build = spawnSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
  console.log(`Pagora: interfaces prontas em ${((Date.now() - started) / 1000).toFixed(1)} s.`);
} else if (!existsSync(path.join(root, 'shell', 'dist'))) {
  console.log('Pagora: interfaces web ainda não compiladas; servindo só a API.');
}

const server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'api', 'src', 'server.ts')], {
  cwd: root,
  stdio: 'inherit',
  env: { NODE_ENV: 'production', WEB_ROOT: root, ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
