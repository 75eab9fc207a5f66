#!/usr/bin/env node
// `npm start`: build the front ends and the API (`npm run build`; webpack's filesystem cache makes a
// rebuild quick), then run the compiled API (`api/dist/server.js`, plain node, no TypeScript
// loader), which serves the web apps, the API and the Zoop sandbox from one port.
// SKIP_WEB_BUILD=1 reuses the last web build and only recompiles the API (under a second).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const scripts = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).scripts ?? {};

function run(args, what) {
  const started = Date.now();
  const build = spawnSync('npm', [...args, '--silent'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
  console.log(`Pagora: ${what} em ${((Date.now() - started) / 1000).toFixed(1)} s.`);
}

if (scripts.build && process.env.SKIP_WEB_BUILD !== '1') {
  console.log('Pagora: compilando as interfaces web e a API (npm run build)...');
  run(['run', 'build'], 'interfaces e API prontas');
} else {
  run(['run', 'build', '-w', '@pagora/api'], 'API compilada');
  if (!existsSync(path.join(root, 'shell', 'dist'))) {
    console.log('Pagora: interfaces web ainda não compiladas; servindo só a API.');
  }
}

const server = spawn(
  process.execPath,
  ['--enable-source-maps', path.join(root, 'api', 'dist', 'server.js')],
  {
    cwd: root,
    stdio: 'inherit',
    // The demo start chooses the sandbox provider (no money moves; the API then listens on
    // loopback only) and readable logs, unless the environment says otherwise.
    env: {
      NODE_ENV: 'production',
      WEB_ROOT: root,
      LOG_FORMAT: 'pretty',
      ...(process.env.ZOOP_API_URL ? {} : { PAYMENT_PROVIDER: 'sandbox' }),
      // The demo's sandbox approves a new seller at once (Zoop takes its time; tests keep it pending).
      ZOOP_SANDBOX_SELLER_APPROVAL_SECONDS: '0',
      ...process.env,
    },
  },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
