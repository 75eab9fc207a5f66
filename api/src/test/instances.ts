import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const API_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export type ApiProcess = { url: string; child: ChildProcess };

/**
 * The arguments of `node` that run `src/server.ts`: under `npm test`, the server compiled with
 * the test files (scripts/test.mjs names it in PAGORA_TEST_SERVER), else through tsx. Through tsx
 * every process started spent ~8 s of CPU transforming the server before it listened, on a
 * 2-core machine that also runs four test files at once.
 */
export function serverCommand(): string[] {
  const compiled = process.env.PAGORA_TEST_SERVER;
  return compiled ? ['--enable-source-maps', compiled] : ['--import', 'tsx', 'src/server.ts'];
}

/**
 * A whole API process (`src/server.ts`) on a real port, as in production, for the multi-instance
 * tests: `env` adds the database, the provider and anything else to a quiet test environment.
 * Resolves with its address once it listens and `/api/ready` says so (as a balancer would send it
 * traffic; the embedded provider connects just after listening), or after 15 s of not ready, for
 * the tests of an unready process; rejects if it exits first. `onStderr` receives what it
 * prints on stderr (else shown as the test's own), `onStdout` what it prints on stdout.
 */
export function startApiProcess(
  env: Record<string, string>,
  opts: { onStderr?: (text: string) => void; onStdout?: (text: string) => void } = {},
): Promise<ApiProcess> {
  // Its own DATA_DIR (a test may name one to share) goes when the process does ('close': the
  // tests' stop and kill take over 'exit'); CI left ~50 of them in /tmp, 228 MB in all.
  const dataDir = env.DATA_DIR ? null : mkdtempSync(path.join(tmpdir(), 'pagora-instance-'));
  const child = spawn(process.execPath, serverCommand(), {
    cwd: API_DIR,
    stdio: ['ignore', 'pipe', opts.onStderr ? 'pipe' : 'inherit'],
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: '0',
      ...(dataDir ? { DATA_DIR: dataDir } : {}),
      WEB_ROOT: '/nonexistent',
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'never',
      TOKEN_SECRET: 'cluster-token-secret-cluster-token-secret',
      ...env,
    },
  });
  if (dataDir) child.once('close', () => rmSync(dataDir, { recursive: true, force: true }));
  const { onStderr } = opts;
  if (onStderr) child.stderr?.on('data', (chunk: Buffer) => onStderr(chunk.toString()));
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`API instance exited with ${String(code)}`)));
    child.stdout?.on('data', (chunk: Buffer) => {
      opts.onStdout?.(chunk.toString());
      const url = /rodando em (http:\/\/[\d.]+:\d+)/.exec(chunk.toString())?.[1];
      if (url) void untilReady(url).then(() => resolve({ url, child }));
    });
  });
}

async function untilReady(url: string): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const status = await fetch(`${url}/api/ready`).then(
      (r) => r.status,
      () => 0,
    );
    if (status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Stops a process started by startApiProcess with SIGTERM and waits for it to exit. */
export async function stopApiProcess(instance: ApiProcess): Promise<void> {
  instance.child.removeAllListeners('exit');
  if (instance.child.exitCode !== null) return;
  instance.child.kill('SIGTERM');
  await new Promise((resolve) => instance.child.once('exit', resolve));
}
