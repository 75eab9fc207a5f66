#!/usr/bin/env node
// `npm run backup`: a consistent copy of the embedded database (PGlite, DATA_DIR/pglite) as one
// gzipped tarball in DATA_DIR/backups/. `npm run backup -- --restore FILE` puts one back (the
// current folder is kept aside, never deleted). PGlite has one user at a time: the API must be
// stopped (its pid file says whether it runs). PostgreSQL is backed up with pg_dump or PITR
// instead (docs/operations.md).
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = path.resolve(root, process.env.DATA_DIR ?? './data');
const dbDir = path.join(dataDir, 'pglite');
const stamp = new Date().toISOString().replace(/[-:]/g, '').replace(/\..*/, '').replace('T', '-');

function fail(message) {
  console.error(`backup: ${message}`);
  process.exit(1);
}

function refuseWhileRunning() {
  const pidFile = path.join(dataDir, 'pagora.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8'));
  try {
    process.kill(pid, 0);
  } catch {
    return; // a pid file left by a crash
  }
  fail(`a API está rodando sobre ${dbDir} (pid ${pid}). Pare-a (Ctrl+C) e rode o backup de novo.`);
}

async function backup() {
  if (!existsSync(dbDir)) fail(`nenhum banco embutido em ${dbDir} (DATA_DIR).`);
  refuseWhileRunning();
  const db = await PGlite.create(dbDir, { extensions: { pg_trgm } });
  await db.exec('CHECKPOINT');
  const dump = await db.dumpDataDir('gzip');
  await db.close();
  const out = path.join(dataDir, 'backups', `pglite-${stamp}.tar.gz`);
  mkdirSync(path.dirname(out), { recursive: true });
  writeFileSync(out, Buffer.from(await dump.arrayBuffer()));
  console.log(`backup: cópia consistente de ${dbDir} em ${out}`);
}

async function restore(file) {
  if (!file || !existsSync(file)) fail(`arquivo de backup não encontrado: ${file ?? '(nenhum)'}`);
  refuseWhileRunning();
  const blob = new Blob([readFileSync(file)]);
  if (existsSync(dbDir)) {
    const aside = `${dbDir}.antes-de-restaurar-${stamp}`;
    renameSync(dbDir, aside);
    console.log(`backup: o banco atual foi guardado em ${aside}`);
  }
  const db = await PGlite.create(dbDir, { extensions: { pg_trgm }, loadDataDir: blob });
  const [row] = (await db.query('SELECT count(*)::int AS n FROM schema_migrations')).rows;
  await db.close();
  console.log(`backup: ${file} restaurado em ${dbDir} (${row?.n ?? 0} migrações aplicadas).`);
}

const [command, file] = process.argv.slice(2);
if (command === '--restore') await restore(file);
else if (command === undefined) await backup();
else fail('uso: npm run backup  |  npm run backup -- --restore ARQUIVO');
