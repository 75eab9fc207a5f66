import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { Readable, Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { loadConfig } from './config';
import { createAdminCommand } from './create-admin';
import { API_KEY, MARKETPLACE_ID, startStandaloneSandbox } from './domains/payments/testing';
import { serverCommand, startApiProcess, type ApiProcess } from './test/instances';
import { PGLITE_PASS_ONLY } from './test/passes';

/**
 * The first admin without the demo (issue 35, item 17): the operator's command, run as operators
 * run it, and a start with the real provider that neither seeds nor prints a demo login.
 */
const API_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PASSWORD = 'c0rreta-e-longa-senha';
// Processes on PGlite, whatever the suite's database: run once, in the PGlite pass.
const SKIP = PGLITE_PASS_ONLY;
const children: ApiProcess[] = [];
let sandbox: Awaited<ReturnType<typeof startStandaloneSandbox>>;

before(async () => {
  if (SKIP) return;
  sandbox = await startStandaloneSandbox();
});
after(async () => {
  for (const c of children) c.child.kill('SIGKILL');
  await sandbox?.close();
});

const baseEnv = (dataDir: string) => ({
  PATH: process.env.PATH,
  NODE_ENV: 'test',
  DATA_DIR: dataDir,
  TOKEN_SECRET: 'cluster-token-secret-cluster-token-secret',
  LOG_LEVEL: 'warn',
});

/** `server.ts create-admin …` with `stdin` piped in (as a script would); all it printed. */
function createAdmin(dataDir: string, args: string[], stdin: string) {
  const child = spawn(process.execPath, [...serverCommand(), 'create-admin', ...args], {
    cwd: API_DIR,
    env: baseEnv(dataDir),
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr.on('data', (c: Buffer) => (output += c.toString()));
  child.stdin.end(stdin);
  return new Promise<{ code: number | null; output: string }>((resolve) =>
    child.on('exit', (code) => resolve({ code, output })),
  );
}

const login = (url: string, email: string, password: string) =>
  fetch(`${url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });

/** The command in this process, its terminal piped: exit code and all it printed. */
async function createAdminHere(dataDir: string, args: string[], stdin: string) {
  let output = '';
  const sink = new Writable({
    write: (chunk: Buffer, _enc, done) => {
      output += chunk.toString();
      done();
    },
  });
  const config = loadConfig({ ...baseEnv(dataDir), PAYMENT_PROVIDER: 'sandbox' });
  const code = await createAdminCommand(config, args, {
    stdin: Readable.from([stdin]),
    stdout: sink,
    stderr: sink,
  });
  return { code, output };
}

test(
  'create-admin refuses a weak password, then creates an admin who can log in',
  { skip: SKIP },
  async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'pagora-admin-'));
    const weak = await createAdminHere(dataDir, ['--email', 'Dona@Empresa.com.br'], 'abc\n');
    assert.equal(weak.code, 1);
    assert.match(weak.output, /Senha deve ter pelo menos 6 caracteres\. Nada foi criado\./);
    const differ = await createAdminHere(
      dataDir,
      ['--email', 'dona@empresa.com.br'],
      `${PASSWORD}\noutra-senha\n`,
    );
    assert.equal(differ.code, 1);
    assert.match(differ.output, /as senhas não coincidem/);

    // As an operator runs it: its own process, the password piped in.
    const made = await createAdmin(
      dataDir,
      ['--email', 'Dona@Empresa.com.br', '--nome', 'Dona Ana'],
      `${PASSWORD}\n${PASSWORD}\n`,
    );
    assert.equal(made.code, 0, made.output);
    assert.match(made.output, /Administrador dona@empresa\.com\.br criado/);
    assert.ok(!made.output.includes(PASSWORD), 'the password is never printed');
    const again = await createAdminHere(dataDir, ['--email', 'dona@empresa.com.br'], `${PASSWORD}\n`);
    assert.equal(again.code, 1);
    assert.match(again.output, /já existe um login com o email dona@empresa\.com\.br/);

    const api = await startApiProcess({ DATA_DIR: dataDir, PAYMENT_PROVIDER: 'sandbox' });
    children.push(api);
    const res = await login(api.url, 'dona@empresa.com.br', PASSWORD);
    assert.equal(res.status, 200, await res.clone().text());
    assert.equal(((await res.json()) as { user: { cargo: string } }).user.cargo, 'admin');
  },
);

test(
  'with the real provider on PGlite, a start seeds and prints nothing of the demo, whatever SEED_DEMO says',
  { skip: SKIP },
  async () => {
    let stdout = '';
    const api = await startApiProcess(
      {
        PAYMENT_PROVIDER: 'zoop',
        ZOOP_API_URL: sandbox.apiUrl,
        ZOOP_API_KEY: API_KEY,
        ZOOP_MARKETPLACE_ID: MARKETPLACE_ID,
        WEBHOOK_SECRET: 'admin-test-webhook-secret-0123456789',
        SEED_DEMO: 'always',
        LOG_LEVEL: 'error',
      },
      { onStdout: (text) => (stdout += text) },
    );
    children.push(api);
    assert.doesNotMatch(stdout, /pagora\.demo|pagora123|demonstração:/);
    assert.match(stdout, /nenhum dado ou login de demonstração é criado, seja qual for SEED_DEMO/);
    assert.match(stdout, /npm run create-admin -- --email/);
    assert.equal((await login(api.url, 'admin@pagora.demo', 'pagora123')).status, 401);
  },
);
