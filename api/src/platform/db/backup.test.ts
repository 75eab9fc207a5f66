import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { test } from 'node:test';
import { openDatabase } from './client';
import { migrate } from './migrate';
import { PGLITE_PASS_ONLY } from '../../test/passes';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const backup = (dataDir: string, ...args: string[]) =>
  spawnSync(process.execPath, ['scripts/backup.mjs', ...args], {
    cwd: ROOT,
    env: { PATH: process.env.PATH, DATA_DIR: dataDir },
    encoding: 'utf8',
  });

test(
  'npm run backup copies the embedded database; --restore brings that copy back',
  { skip: PGLITE_PASS_ONLY },
  async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'pagora-backup-'));
    try {
      const pgliteDir = path.join(dataDir, 'pglite');
      let database = await openDatabase({ pgliteDir });
      await migrate(database);
      await database.exec(`CREATE TABLE backup_probe (v text); INSERT INTO backup_probe VALUES ('antes')`);
      await database.close();

      // While the API holds the folder (its pid file names a live process) nothing is copied.
      writeFileSync(path.join(dataDir, 'pagora.pid'), String(process.pid));
      const refused = backup(dataDir);
      assert.equal(refused.status, 1);
      assert.match(refused.stderr, /a API está rodando/);
      rmSync(path.join(dataDir, 'pagora.pid'));

      const made = backup(dataDir);
      assert.equal(made.status, 0, made.stderr);
      const [file = ''] = readdirSync(path.join(dataDir, 'backups'));
      assert.ok(file.endsWith('.tar.gz'));

      database = await openDatabase({ pgliteDir });
      await database.exec(`UPDATE backup_probe SET v = 'depois'`);
      await database.close();

      const restored = backup(dataDir, '--restore', path.join(dataDir, 'backups', file));
      assert.equal(restored.status, 0, restored.stderr);
      database = await openDatabase({ pgliteDir });
      const rows = await database.query<{ v: string }>('SELECT v FROM backup_probe');
      await database.close();
      assert.deepEqual(rows, [{ v: 'antes' }]);
      assert.ok(
        readdirSync(dataDir).some((f) => f.startsWith('pglite.antes-de-restaurar-')),
        'the replaced folder is kept',
      );
      assert.ok(existsSync(pgliteDir));
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  },
);
