import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * A PostgreSQL cluster of a test's own (initdb + pg_ctl on a free port) that the test may stop and
 * start: the fault tests never touch a shared server. As root, the binaries run as `postgres`.
 */
export type ThrowawayPostgres = {
  url: string;
  port: number;
  start(): void;
  /** `fast` ends every session (a restart); `immediate` is a crash. */
  stop(mode?: 'fast' | 'immediate'): void;
  /** Stops the cluster and deletes its files. */
  destroy(): void;
};

/** The newest installed PostgreSQL's bin folder, or null (then the fault tests skip). */
export function postgresBinaries(): string | null {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((v) => existsSync(path.join(root, v, 'bin', 'initdb')))
    .sort((x, y) => Number(x) - Number(y));
  const newest = versions.at(-1);
  return newest ? path.join(root, newest, 'bin') : null;
}

export async function createThrowawayPostgres(bin: string): Promise<ThrowawayPostgres> {
  const dir = mkdtempSync(path.join(tmpdir(), 'pagora-fault-pg-'));
  chmodSync(dir, 0o777);
  const data = path.join(dir, 'data');
  const port = await freePort();
  const run = (tool: string, args: string[]) => runPgTool(bin, tool, args);
  run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync']);
  return controlled(run, dir, data, port, '');
}

/**
 * A streaming replica of `primary` (`pg_basebackup -R`: standby.signal and primary_conninfo
 * written for it), hot standby on its own port, started. `initdb -A trust` already lets
 * 127.0.0.1 connect for replication. `stop` on it is the replica going down.
 */
export async function createThrowawayReplica(
  bin: string,
  primary: ThrowawayPostgres,
): Promise<ThrowawayPostgres> {
  const dir = mkdtempSync(path.join(tmpdir(), 'pagora-replica-pg-'));
  chmodSync(dir, 0o777);
  const data = path.join(dir, 'data');
  const port = await freePort();
  const run = (tool: string, args: string[]) => runPgTool(bin, tool, args);
  run('pg_basebackup', [
    '-D',
    data,
    '-R',
    '-X',
    'stream',
    '-h',
    '127.0.0.1',
    '-p',
    String(primary.port),
    '-U',
    'postgres',
  ]);
  const replica = controlled(run, dir, data, port, ' -c hot_standby=on');
  replica.start();
  return replica;
}

/** Runs a PostgreSQL tool, as `postgres` when this process is root (initdb refuses root). */
function runPgTool(bin: string, tool: string, args: string[]): void {
  const command = [path.join(bin, tool), ...args];
  if (process.getuid?.() === 0) {
    const quoted = command.map((a) => `'${a.replace(/'/g, `'\\''`)}'`).join(' ');
    execFileSync('su', ['postgres', '-c', quoted], { stdio: 'ignore' });
  } else {
    execFileSync(command[0] ?? '', command.slice(1), { stdio: 'ignore' });
  }
}

function controlled(
  run: (tool: string, args: string[]) => void,
  dir: string,
  data: string,
  port: number,
  extra: string,
): ThrowawayPostgres {
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off${extra}`;
  let running = false;
  const pg: ThrowawayPostgres = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    start() {
      run('pg_ctl', ['-D', data, '-o', options, '-l', path.join(dir, 'log'), '-w', 'start']);
      running = true;
    },
    stop(mode = 'fast') {
      run('pg_ctl', ['-D', data, '-m', mode, '-w', 'stop']);
      running = false;
    },
    destroy() {
      if (running) pg.stop('immediate');
      rmSync(dir, { recursive: true, force: true });
    },
  };
  return pg;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}
