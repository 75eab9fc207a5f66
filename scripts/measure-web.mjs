#!/usr/bin/env node
// Front-end figures: cold and warm `npm run build` (wall and CPU time), whether the warm build
// emits exactly what the cold one did, and the gzipped JavaScript the login page downloads
// (React, the router, the federation runtime and everything else it loads), measured in Chromium
// the way the e2e budget test measures it (scripts/first-load-budget.mjs, e2e/tests/budgets.spec.ts).
// Targets: cold < 60 s, warm < 20 s, login JS < 150 KB gzipped.
// Usage: node scripts/measure-web.mjs [--skip-build]   (CHROMIUM_PATH overrides /usr/bin/chromium)
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createReadStream, existsSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { measure, PAGES } from './first-load-budget.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const APPS = ['shell', 'remote-backoffice', 'remote-admin', 'remote-billing', 'remote-checkout'];
const TARGETS = { cold: 60, warm: 20, loginKb: PAGES.login.budget / 1024 };

/** CPU seconds used by finished child processes (Linux: cutime + cstime of /proc/self/stat). */
function childCpuSeconds() {
  try {
    const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ');
    return (Number(fields[13]) + Number(fields[14])) / 100;
  } catch {
    return NaN;
  }
}

function build(label) {
  const cpu0 = childCpuSeconds();
  const t0 = process.hrtime.bigint();
  const run = spawnSync('npm', ['run', 'build', '--silent'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const wall = Number(process.hrtime.bigint() - t0) / 1e9;
  if (run.status !== 0) {
    process.stderr.write(run.stderr);
    throw new Error(`${label} build failed`);
  }
  return { wall, cpu: childCpuSeconds() - cpu0 };
}

function distDigest() {
  const hash = createHash('sha256');
  for (const app of APPS) {
    const dir = path.join(root, app, 'dist');
    for (const file of readdirSync(dir).sort()) {
      if (!file.endsWith('.js')) continue;
      hash.update(`${app}/${file}\0`).update(readFileSync(path.join(dir, file)));
    }
  }
  return hash.digest('hex').slice(0, 16);
}

/** A minimal static server for the shell's build: the login page needs nothing else. */
function serveShell() {
  const dist = PAGES.login.dist;
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname === '/remotes.json')
      return res.writeHead(200, { 'content-type': 'application/json' }).end('[]');
    if (url.pathname.startsWith('/api/')) return res.writeHead(404).end();
    let file = path.join(dist, path.normalize(url.pathname));
    if (!file.startsWith(dist) || !existsSync(file) || statSync(file).isDirectory())
      file = path.join(dist, 'index.html');
    const type = file.endsWith('.js')
      ? 'text/javascript'
      : file.endsWith('.html')
        ? 'text/html'
        : 'application/octet-stream';
    res.writeHead(200, { 'content-type': type });
    createReadStream(file).pipe(res);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

async function loginPageJs() {
  const { chromium } = require('playwright-core');
  const server = await serveShell();
  const { port } = server.address();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  try {
    const page = await browser.newPage();
    const scripts = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto(`http://127.0.0.1:${port}/login`, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Entrar' }).waitFor();
    return measure('login', scripts);
  } finally {
    await browser.close();
    server.close();
  }
}

const kb = (n) => (n / 1024).toFixed(1);
const ok = (pass) => (pass ? 'ok' : 'OVER TARGET');

console.log(
  `machine: ${os.cpus().length} CPUs, load average ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`,
);
if (!process.argv.includes('--skip-build')) {
  for (const app of APPS) rmSync(path.join(root, app, 'dist'), { recursive: true, force: true });
  rmSync(path.join(root, 'node_modules', '.cache', 'webpack'), { recursive: true, force: true });
  const cold = build('cold');
  const coldDigest = distDigest();
  const warm = build('warm');
  const same = distDigest() === coldDigest;
  console.log(
    `cold build: ${cold.wall.toFixed(1)} s wall, ${cold.cpu.toFixed(1)} s CPU  (target < ${TARGETS.cold} s) ${ok(cold.wall < TARGETS.cold)}`,
  );
  console.log(
    `warm build: ${warm.wall.toFixed(1)} s wall, ${warm.cpu.toFixed(1)} s CPU  (target < ${TARGETS.warm} s) ${ok(warm.wall < TARGETS.warm)}`,
  );
  console.log(`warm output identical to cold: ${same ? 'yes' : 'NO (stale or unstable cache)'}`);
}
const login = await loginPageJs();
const { files } = login;
console.log(
  `login page JS: ${files.length} files, ${kb(files.reduce((s, f) => s + f.raw, 0))} KB raw, ${kb(login.gzip)} KB gzipped (target < ${TARGETS.loginKb} KB) ${ok(login.ok)}`,
);
for (const f of login.foreign) console.log(`  FOREIGN script requested: ${f}`);
for (const f of files.slice(0, 8)) console.log(`  ${kb(f.gzip).padStart(6)} KB gz  /${f.file}`);
